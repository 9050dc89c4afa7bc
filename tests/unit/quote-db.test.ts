import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../../server/db";
import { OutboxRepository } from "../../server/db/outbox";
import { type NewQuoteRequest, QuoteRepository } from "../../server/db/quotes";
import { createTestSchema, TEST_DATABASE_URL, type TestSchema } from "../support/postgres";

/**
 * The repository and outbox queries on a real SQLite file and, when TEST_DATABASE_URL
 * is set, on a real PostgreSQL server (otherwise those cases are reported as skipped).
 */
const variants = [
  { name: "SQLite", skip: false },
  { name: "PostgreSQL", skip: !TEST_DATABASE_URL },
] as const;

const lead = (over: Partial<NewQuoteRequest> = {}): NewQuoteRequest => ({
  name: "Asha Verma",
  phoneNumber: "+91 98765 43210",
  message: "A booking app for our clinic",
  source: "contact",
  clientIp: "203.0.113.7",
  userAgent: "test",
  isSpam: false,
  ...over,
});
const mail = (subject = "New quote request") => () => ({ to: "sales@example.com", subject, text: "t", html: "<p>h</p>" });

for (const variant of variants) {
  describe.skipIf(variant.skip)(`database on ${variant.name}`, () => {
    let dataDir: string;
    let schema: TestSchema | undefined;
    let db: Db;
    let clock = new Date("2025-06-01T10:00:00.000Z");
    const now = () => clock;
    let quotes: QuoteRepository;
    let outbox: OutboxRepository;

    const open = () =>
      openDatabase({
        dataDir,
        databaseUrl: variant.name === "PostgreSQL" ? TEST_DATABASE_URL : undefined,
        pgSchema: schema?.schema,
      });

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), "quote-db-"));
      if (variant.name === "PostgreSQL") schema = await createTestSchema("quotedb");
      db = await open();
      quotes = new QuoteRepository(db, now);
      outbox = new OutboxRepository(db, now);
    });
    afterAll(async () => {
      await db?.close();
      await schema?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    beforeEach(async () => {
      await db.kysely.deleteFrom("mail_outbox").execute();
      await db.kysely.deleteFrom("quote_requests").execute();
      clock = new Date("2025-06-01T10:00:00.000Z");
    });

    it("runs the migrations once: opening again changes nothing and keeps the data", async () => {
      await quotes.create(lead(), mail());
      const again = await open();
      const rows = await again.kysely.selectFrom("quote_requests").select("id").execute();
      expect(rows).toHaveLength(1);
      await again.close();
    });

    it("stores a request and its e-mail together, with UTC ISO times", async () => {
      const q = await quotes.create(lead(), mail("Subject A"));
      expect(q).toMatchObject({ name: "Asha Verma", status: "new", source: "contact", isSpam: false });
      expect(q.createdAt).toBe("2025-06-01T10:00:00.000Z");
      const [m] = await outbox.listForQuote(q.id);
      expect(m).toMatchObject({ status: "pending", attempts: 0, subject: "Subject A", to: "sales@example.com" });
      expect(m!.nextAttemptAt).toBe(q.createdAt);
      const withMail = await quotes.get(q.id);
      expect(withMail?.mail).toMatchObject({ status: "pending", attempts: 0 });
    });

    it("stores the visitor's e-mail address when given (null otherwise), lists it and finds leads by it", async () => {
      const withMail = await quotes.create(lead({ name: "Mail Person", email: "Asha.V@example.co.in" }), mail());
      const without = await quotes.create(lead({ name: "Phone Person" }), mail());
      expect(withMail.email).toBe("Asha.V@example.co.in");
      expect(without.email).toBeNull();
      expect((await quotes.get(withMail.id))?.email).toBe("Asha.V@example.co.in");
      expect((await quotes.list()).items.map((q) => [q.name, q.email])).toEqual([
        ["Phone Person", null],
        ["Mail Person", "Asha.V@example.co.in"],
      ]);
      // Searched like the other contact fields: case-insensitively, part of it is enough.
      expect((await quotes.list({ search: "asha.v@EXAMPLE" })).items.map((q) => q.name)).toEqual(["Mail Person"]);
    });

    it("stores neither when the e-mail cannot be enqueued (one transaction)", async () => {
      await expect(
        quotes.create(lead(), () => {
          throw new Error("template broke");
        }),
      ).rejects.toThrow("template broke");
      expect(await quotes.count({ spam: "include" })).toBe(0);
      expect(await outbox.counts()).toEqual({ pending: 0, sending: 0, sent: 0, failed: 0 });
    });

    it("keeps spam apart: stored flagged, never mailed, hidden unless asked for", async () => {
      const spam = await quotes.create(lead({ name: "Bot", isSpam: true }));
      await quotes.create(lead({ name: "Person" }), mail());
      expect((await quotes.list()).items.map((q) => q.name)).toEqual(["Person"]);
      const only = await quotes.list({ spam: "only" });
      expect(only.items.map((q) => q.name)).toEqual(["Bot"]);
      expect(only.items[0]!.mail).toBeNull();
      expect(await outbox.listForQuote(spam.id)).toEqual([]);
      expect(await quotes.count({ spam: "include" })).toBe(2);
    });

    it("lists newest first, searches case-insensitively with literal wildcards, filters and counts", async () => {
      const names = ["Ravi Kumar", "Priya 50% Off", "ravi sharma", "Meena_Devi"];
      for (const [i, name] of names.entries()) {
        clock = new Date(Date.UTC(2025, 5, 1, 10, i));
        await quotes.create(lead({ name, source: i % 2 ? "footer" : "api" }), mail());
      }
      expect((await quotes.list()).items.map((q) => q.name)).toEqual([...names].reverse());
      expect((await quotes.list({ search: "RAVI" })).items.map((q) => q.name)).toEqual(["ravi sharma", "Ravi Kumar"]);
      expect((await quotes.list({ search: "50%" })).items.map((q) => q.name)).toEqual(["Priya 50% Off"]);
      expect((await quotes.list({ search: "%" })).total).toBe(1);
      expect((await quotes.list({ search: "_" })).items.map((q) => q.name)).toEqual(["Meena_Devi"]);
      expect((await quotes.list({ search: "98765" })).total).toBe(4);
      expect((await quotes.list({ source: "footer" })).total).toBe(2);
      expect(
        (await quotes.list({ createdFrom: "2025-06-01T10:01:00.000Z", createdBefore: "2025-06-01T10:03:00.000Z" })).items.map(
          (q) => q.name,
        ),
      ).toEqual(["ravi sharma", "Priya 50% Off"]);
      const page = await quotes.list({}, { limit: 2, offset: 2 });
      expect(page.total).toBe(4);
      expect(page.items.map((q) => q.name)).toEqual(["Priya 50% Off", "Ravi Kumar"]);
    });

    it("counts and filters per stage (stages change through LeadPipeline: tests/unit/lead-pipeline.test.ts)", async () => {
      const a = await quotes.create(lead(), mail());
      await quotes.create(lead(), mail());
      expect(await quotes.get(a.id)).toMatchObject({ status: "new", version: 1, ownerId: null, mergedInto: null, owner: null });
      await db.kysely.updateTable("quote_requests").set({ status: "contacted" }).where("id", "=", a.id).execute();
      expect(await quotes.statusCounts()).toEqual({ new: 1, contacted: 1, proposal: 0, won: 0, lost: 0 });
      expect((await quotes.list({ status: "contacted" })).items.map((q) => q.id)).toEqual([a.id]);
      expect((await quotes.list({ stages: ["contacted", "won"] })).items.map((q) => q.id)).toEqual([a.id]);
    });

    it("iterates every matching request in batches (for CSV), including equal timestamps", async () => {
      for (let i = 0; i < 7; i++) await quotes.create(lead({ name: `Lead ${i}` }), mail());
      const seen: string[] = [];
      for await (const q of quotes.iterate({}, 3)) seen.push(q.name);
      expect(seen).toHaveLength(7);
      expect(new Set(seen).size).toBe(7);
      expect(seen[0]).toBe("Lead 6");
    });

    it("claims due messages once: concurrent workers get disjoint sets", async () => {
      for (let i = 0; i < 12; i++) await quotes.create(lead({ name: `L${i}` }), mail());
      const [a, b, c] = await Promise.all(
        ["w1", "w2", "w3"].map((workerId) => outbox.claimDue({ workerId, leaseMs: 60_000, limit: 5 })),
      );
      const ids = [...a!, ...b!, ...c!].map((m) => m.id);
      expect(ids).toHaveLength(12);
      expect(new Set(ids).size).toBe(12);
      for (const m of [...a!, ...b!, ...c!]) {
        expect(m).toMatchObject({ status: "sending", attempts: 1, lockedUntil: "2025-06-01T10:01:00.000Z" });
      }
      expect(await outbox.claimDue({ workerId: "w4", leaseMs: 60_000, limit: 5 })).toEqual([]);
    });

    it("does not claim a message before its retry time, and reclaims an expired lease", async () => {
      await quotes.create(lead(), mail());
      const [m] = await outbox.claimDue({ workerId: "w1", leaseMs: 30_000, limit: 10 });
      await outbox.markAttemptFailed(m!.id, "w1", "ECONNREFUSED", new Date("2025-06-01T10:00:05.000Z"));
      expect(await outbox.get(m!.id)).toMatchObject({ status: "pending", lastError: "ECONNREFUSED", claimedBy: null });
      expect(await outbox.nextDueAt()).toEqual(new Date("2025-06-01T10:00:05.000Z"));
      expect(await outbox.claimDue({ workerId: "w1", leaseMs: 30_000, limit: 10 })).toEqual([]);

      clock = new Date("2025-06-01T10:00:05.000Z");
      const [again] = await outbox.claimDue({ workerId: "w1", leaseMs: 30_000, limit: 10 });
      expect(again).toMatchObject({ id: m!.id, attempts: 2 });
      // w1 dies holding the lease: nobody may take it until the lease ends.
      expect(await outbox.claimDue({ workerId: "w2", leaseMs: 30_000, limit: 10 })).toEqual([]);
      expect(await outbox.nextDueAt()).toEqual(new Date("2025-06-01T10:00:35.000Z"));
      clock = new Date("2025-06-01T10:00:35.000Z");
      const [taken] = await outbox.claimDue({ workerId: "w2", leaseMs: 30_000, limit: 10 });
      expect(taken).toMatchObject({ id: m!.id, attempts: 3, claimedBy: "w2" });

      // The old holder's late failure report must not undo w2's claim; w2's success counts.
      await outbox.markAttemptFailed(m!.id, "w1", "late", new Date("2025-06-01T11:00:00.000Z"));
      expect(await outbox.get(m!.id)).toMatchObject({ status: "sending", claimedBy: "w2" });
      await outbox.markSent(m!.id);
      expect(await outbox.get(m!.id)).toMatchObject({ status: "sent", sentAt: "2025-06-01T10:00:35.000Z", lockedUntil: null });
      expect(await outbox.nextDueAt()).toBeNull();
    });

    it("marks a message failed for good, and retries it on request", async () => {
      const q = await quotes.create(lead(), mail());
      const [m] = await outbox.claimDue({ workerId: "w1", leaseMs: 30_000, limit: 10 });
      await outbox.markAttemptFailed(m!.id, "w1", "550 mailbox unavailable", null);
      expect(await outbox.counts()).toMatchObject({ failed: 1, pending: 0 });
      expect((await quotes.list({ mailStatus: "failed" })).items.map((i) => i.id)).toEqual([q.id]);
      expect(await outbox.claimDue({ workerId: "w1", leaseMs: 30_000, limit: 10 })).toEqual([]);
      expect(await outbox.retry(m!.id)).toBe(true);
      expect(await outbox.claimDue({ workerId: "w1", leaseMs: 30_000, limit: 10 })).toHaveLength(1);
      await outbox.markAttemptFailed(m!.id, "w1", "550 again", null);
      expect(await outbox.retryAllFailed()).toBe(1);
      expect(await outbox.counts()).toMatchObject({ failed: 0, pending: 1 });
    });

    it("releases claims left by a dead process (used on SQLite at start)", async () => {
      await quotes.create(lead(), mail());
      await outbox.claimDue({ workerId: "dead", leaseMs: 600_000, limit: 10 });
      expect(await outbox.releaseAllClaims()).toBe(1);
      const [m] = await outbox.claimDue({ workerId: "new", leaseMs: 30_000, limit: 10 });
      expect(m).toMatchObject({ claimedBy: "new", attempts: 2 });
    });

    it("stores any Unicode text exactly", async () => {
      const text = "नमस्ते 👋🏽 — \"quotes\" 'single' <b>tags</b> \\ back\nslash\t😀";
      const q = await quotes.create(lead({ name: text, message: text }), mail());
      expect(await quotes.get(q.id)).toMatchObject({ name: text, message: text });
    });
  });
}
