import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Db } from "#server/db";
import { OutboxRepository } from "#server/db/outbox";
import { NO_ATTRIBUTION, QuoteRepository } from "#server/db/quotes";
import { type TestSchema, databaseVariants } from "../support/postgres";
import { newLead } from "../support/leads";
import { createTestDatabase, openTestDatabase, removeTestDatabase } from "../support/test-database";

/**
 * The repository and outbox queries on a real SQLite file and, when TEST_DATABASE_URL
 * is set, on a real PostgreSQL server (otherwise those cases are reported as skipped).
 */

const lead = newLead;
const mail =
  (subject = "New quote request") =>
  () => ({ to: "sales@example.com", subject, text: "t", html: "<p>h</p>" });

for (const variant of databaseVariants) {
  describe.skipIf(variant.skip)(`database on ${variant.name}`, () => {
    let dataDir: string;
    let schema: TestSchema | undefined;
    let db: Db;
    let clock = new Date("2025-06-01T10:00:00.000Z");
    const now = () => clock;
    let quotes: QuoteRepository;
    let outbox: OutboxRepository;

    const open = () => openTestDatabase(dataDir, schema);

    beforeAll(async () => {
      ({ dataDir, schema } = await createTestDatabase(variant.name, "quotedb"));
      db = await open();
      quotes = new QuoteRepository(db, now);
      outbox = new OutboxRepository(db, now);
    });
    afterAll(async () => {
      await db?.close();
      await removeTestDatabase(dataDir, schema);
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
        (
          await quotes.list({ createdFrom: "2025-06-01T10:01:00.000Z", createdBefore: "2025-06-01T10:03:00.000Z" })
        ).items.map((q) => q.name),
      ).toEqual(["ravi sharma", "Priya 50% Off"]);
      const page = await quotes.list({}, { limit: 2, offset: 2 });
      expect(page.total).toBe(4);
      expect(page.items.map((q) => q.name)).toEqual(["Priya 50% Off", "Ravi Kumar"]);
    });

    const names = async (search: string) => (await quotes.list({ search })).items.map((q) => q.name).sort();

    it("finds a phone number however it was written and typed: spaces, +91, a leading 0 or none", async () => {
      await quotes.create(lead({ name: "Spaced", phoneNumber: "+91 98765 43210" }), mail());
      await quotes.create(lead({ name: "Plain", phoneNumber: "9123456789", message: "Call me after 98765" }), mail());
      await quotes.create(lead({ name: "Landline", phoneNumber: "080-2222 7777" }), mail());
      for (const typed of [
        "9876543210",
        "98765 43210",
        "+91 98765 43210",
        "+919876543210",
        "098765 43210",
        "876543",
        "43210",
      ]) {
        expect(await names(typed), typed).toEqual(["Spaced"]);
      }
      expect(await names("91234 56789")).toEqual(["Plain"]);
      expect(await names("+91 91234")).toEqual(["Plain"]);
      expect(await names("2222 7777")).toEqual(["Landline"]);
      expect(await names("080-22")).toEqual(["Landline"]);
      // The digits also as text: in the message too, as before.
      expect(await names("98765")).toEqual(["Plain", "Spaced"]);
      expect(await quotes.count({ search: "9876543210" })).toBe(1);
    });

    it("searches name, e-mail and message as text: any case, quotes and wildcards literal, short searches too", async () => {
      await quotes.create(
        lead({ name: "Quote Person", email: "Kavya.Iyer@example.com", message: 'Wants "ERP" at 50% less_than_before' }),
        mail(),
      );
      await quotes.create(lead({ name: "Someone Else", message: "Nothing here" }), mail());
      expect(await names('"erp"')).toEqual(["Quote Person"]);
      expect(await names("50% LESS")).toEqual(["Quote Person"]);
      expect(await names("less_than")).toEqual(["Quote Person"]);
      expect(await names("lessxthan")).toEqual([]);
      expect(await names("50_")).toEqual([]);
      expect(await names("KAVYA.IYER@EX")).toEqual(["Quote Person"]);
      expect(await names("one else")).toEqual(["Someone Else"]);
      expect(await names("here")).toEqual(["Someone Else"]);
      // Under three characters no trigram index helps: every row is compared, with the same rules.
      expect(await names("50")).toEqual(["Quote Person"]);
      expect(await names("%")).toEqual(["Quote Person"]);
      expect(await names("e")).toEqual(["Quote Person", "Someone Else"]);
      expect(await quotes.count({ search: "ERP", owner: "none", status: "new" })).toBe(1);
      expect(await quotes.count({ search: "erp", status: "won" })).toBe(0);
      // Many matches take another way than few on SQLite (QuoteRepository.access): the same answers.
      const at = (i: number) => new Date(Date.UTC(2025, 5, 2, 0, i)).toISOString();
      const common = Array.from({ length: 230 }, (_, i) => ({
        created_at: at(i),
        updated_at: at(i),
        name: `Common ${i}`,
        phone_number: "+91 90000 00000",
        message: i % 10 === 9 ? "rare words" : "common words",
        source: "api" as const,
        is_spam: i === 228 ? 1 : 0,
      }));
      await db.kysely.insertInto("quote_requests").values(common).execute();
      const page = await quotes.list({ search: "common wor" }, { limit: 25 });
      expect(page.total).toBe(206);
      expect(page.items.map((q) => q.name)).toEqual(
        Array.from({ length: 230 }, (_, i) => 229 - i)
          .filter((i) => i % 10 !== 9 && i !== 228)
          .slice(0, 25)
          .map((i) => `Common ${i}`),
      );
      expect((await quotes.list({ search: "rare wor" })).total).toBe(23);
      expect(await quotes.createdTimes({ search: "common wor" })).toHaveLength(206);
      expect(await quotes.count({ search: "common wor", spam: "only" })).toBe(1);
    });

    it("finds new leads before and after they join the search index (SQLite fills it in batches)", async () => {
      const sqlite = variant.name === "SQLite";
      await quotes.create(lead({ name: "Early Bird", message: "Needs an inventory app" }), mail());
      expect(await quotes.indexForSearch()).toBe(sqlite ? 1 : 0);
      await quotes.create(lead({ name: "Late Bird", message: "Needs an inventory app too" }), mail());
      const gone = await quotes.create(lead({ name: "Gone Bird", message: "inventory" }), mail());
      await quotes.erase(gone.id);
      // One in the index, one not yet (SQLite; a count does not index): both found, by text and by number.
      expect(await quotes.count({ search: "bird" })).toBe(2);
      expect(await quotes.count({ search: "INVENTORY app" })).toBe(2);
      expect(await quotes.count({ search: "9876543210" })).toBe(2);
      expect(await quotes.count({ search: "bird", owner: "none", status: "new" })).toBe(2);
      expect(await quotes.indexForSearch(1)).toBe(sqlite ? 1 : 0);
      expect(await quotes.indexForSearch()).toBe(0);
      expect(await names("bird")).toEqual(["Early Bird", "Late Bird"]);
      expect(await quotes.count({ search: "inventory" })).toBe(2);
      // An inbox page brings the index up to date by itself (once a second at most: a new repository here).
      await quotes.create(lead({ name: "Next Bird" }), mail());
      expect((await new QuoteRepository(db, now).list({ search: "bird" })).total).toBe(3);
      expect(await quotes.indexForSearch()).toBe(0);
    });

    it("keeps the search index with the leads: a changed e-mail is found, an erased lead is gone from it", async () => {
      const a = await quotes.create(lead({ name: "Qzxjv Wkpyf" }), mail());
      const kept = await quotes.create(lead({ name: "Kept Person" }), mail());
      await quotes.indexForSearch();
      expect(await names("zxjv")).toEqual(["Qzxjv Wkpyf"]);
      // A merge fills in the survivor's e-mail (server/leads/pipeline.ts).
      await db.kysely
        .updateTable("quote_requests")
        .set({ email: "later@example.org" })
        .where("id", "=", a.id)
        .execute();
      expect(await names("later@exam")).toEqual(["Qzxjv Wkpyf"]);
      const terms = async () => {
        if (variant.name !== "SQLite") return [];
        await sql`create virtual table if not exists temp.search_terms using fts5vocab(main, quote_requests_search, row)`.execute(
          db.kysely,
        );
        const { rows } = await sql<{
          term: string;
        }>`select term from temp.search_terms where term in ('qzx', 'zxj', 'xjv', 'kpy', 'ter')`.execute(db.kysely);
        return rows.map((r) => r.term).sort();
      };
      if (variant.name === "SQLite") expect(await terms()).toEqual(["kpy", "qzx", "ter", "xjv", "zxj"]);
      expect(await quotes.erase(a.id)).toBe(true);
      expect(await names("zxjv")).toEqual([]);
      expect(await names("later@exam")).toEqual([]);
      expect(await names("kept pers")).toEqual(["Kept Person"]);
      // Not even a trigram of the erased lead stays in the index ('secure-delete'); "ter" was only in its e-mail.
      if (variant.name === "SQLite") expect(await terms()).toEqual([]);
      expect(kept.id).toBeGreaterThan(a.id);
    });

    it("offers the campaigns and landing pages of real leads, each once, sorted, without empty ones, up to the limit", async () => {
      const visit = (utmCampaign: string | null, landingPage: string | null) => ({
        ...NO_ATTRIBUTION,
        utmCampaign,
        landingPage,
      });
      await quotes.create(lead({ attribution: visit("b-camp", "/x") }), mail());
      await quotes.create(lead({ attribution: visit("a-camp", "/a") }), mail());
      await quotes.create(lead({ attribution: visit("a-camp", "") }), mail());
      await quotes.create(lead({ attribution: visit("", null) }), mail());
      await quotes.create(lead({ attribution: visit(null, "/x") }), mail());
      await quotes.create(lead({ isSpam: true, attribution: visit("0-spam", "/0-spam") }));
      // A lead merged into another is in no list: filtering by its campaign alone would show nothing.
      const survivor = await quotes.create(lead(), mail());
      const merged = await quotes.create(lead({ attribution: visit("0-merged", "/0-merged") }), mail());
      await db.kysely
        .updateTable("quote_requests")
        .set({ merged_into: survivor.id })
        .where("id", "=", merged.id)
        .execute();
      expect(await quotes.attributionValues()).toEqual({ campaigns: ["a-camp", "b-camp"], landingPages: ["/a", "/x"] });
      expect(await quotes.attributionValues(1)).toEqual({ campaigns: ["a-camp"], landingPages: ["/a"] });
    });

    it("counts with the mail's state joined only when asked, and lists arrival times for the chart", async () => {
      clock = new Date("2025-06-01T10:00:00.000Z");
      const first = await quotes.create(lead({ name: "First" }), mail());
      clock = new Date("2025-06-02T10:00:00.000Z");
      await quotes.create(lead({ name: "Second" }), mail());
      await quotes.create(lead({ name: "Spam", isSpam: true }));
      const [m] = await outbox.claimDue({ workerId: "w1", leaseMs: 30_000, limit: 1 });
      await outbox.markAttemptFailed(m!.id, "w1", "550", null);
      expect(m!.quoteRequestId).toBe(first.id);
      expect(await quotes.count()).toBe(2);
      expect(await quotes.count({ mailStatus: "failed" })).toBe(1);
      expect(await quotes.count({ mailStatus: "pending" })).toBe(1);
      expect(await quotes.createdTimes()).toEqual(["2025-06-02T10:00:00.000Z", "2025-06-01T10:00:00.000Z"]);
      expect(await quotes.createdTimes({ createdFrom: "2025-06-02T00:00:00.000Z" })).toEqual([
        "2025-06-02T10:00:00.000Z",
      ]);
    });

    it.skipIf(variant.name !== "PostgreSQL")(
      "has pg_trgm's indexes for search where the extension exists",
      async () => {
        const { rows } = await sql<{ indexname: string }>`select indexname from pg_indexes
        where schemaname = current_schema() and indexname like 'quote_requests_search_%' order by indexname`.execute(
          db.kysely,
        );
        const extension = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db.kysely);
        if (extension.rows.length === 0) return expect(rows).toEqual([]);
        expect(rows.map((r) => r.indexname)).toEqual([
          "quote_requests_search_email",
          "quote_requests_search_message",
          "quote_requests_search_name",
          "quote_requests_search_phone",
          "quote_requests_search_phone_key",
        ]);
        await db.kysely.transaction().execute(async (trx) => {
          // A table this small is read whole by choice; the question is whether the index can serve.
          await sql`set local enable_seqscan = off`.execute(trx);
          const plan = await sql<
            Record<string, string>
          >`explain select id from quote_requests where lower(message) like ${"%erp%"} escape '\\'`.execute(trx);
          expect(plan.rows.map((r) => Object.values(r).join("")).join("\n")).toContain("quote_requests_search_message");
        });
      },
    );

    it("counts and filters per stage (stages change through LeadPipeline: tests/unit/lead-pipeline.test.ts)", async () => {
      const a = await quotes.create(lead(), mail());
      await quotes.create(lead(), mail());
      expect(await quotes.get(a.id)).toMatchObject({
        status: "new",
        version: 1,
        ownerId: null,
        mergedInto: null,
        owner: null,
      });
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
      expect(await outbox.get(m!.id)).toMatchObject({
        status: "sent",
        sentAt: "2025-06-01T10:00:35.000Z",
        lockedUntil: null,
      });
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
