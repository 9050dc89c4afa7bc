import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { simpleParser } from "mailparser";
import pg from "pg";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { UserRepository, type User } from "#server/accounts/users";
import { AUDIT_ACTIONS, AuditLog } from "#server/audit/audit-log";
import { loadConfig } from "#server/config";
import { type Db, migrate, openDatabase } from "#server/db";
import { OutboxRepository } from "#server/db/outbox";
import { type LeadAttribution, NO_ATTRIBUTION, QuoteRepository } from "#server/db/quotes";
import type { Role } from "#server/db/schema";
import { LeadPipeline, type PipelineActing, type TimelineEntry } from "#server/leads/pipeline";
import { phoneKey } from "#server/leads/phone";
import { createServices, type Services } from "#server/services";
import { createTestSchema, TEST_DATABASE_URL, type TestSchema, databaseVariants } from "../support/postgres";
import { newLead } from "../support/leads";
import { createTestDatabase, openTestDatabase, removeTestDatabase } from "../support/test-database";

/**
 * The sales pipeline (issue 30) on a real SQLite file and, when TEST_DATABASE_URL is set,
 * on PostgreSQL: stages with their required values, optimistic concurrency, owners, notes,
 * follow-ups, replies through the outbox, duplicates and merging, the timeline, erasure,
 * round-robin across two instances, the inbox's filters, and migration 008.
 */

const silent = pino({ level: "silent" });
/** Validator wording that must never reach a person. */
const VALIDATOR_WORDS =
  /too small|too big|>=|<=|received|undefined|expected (a |an )?(number|string)|invalid (input|type)|NaN/i;

const lead = newLead;

const campaign = (utmCampaign: string, landingPage: string): LeadAttribution => ({
  ...NO_ATTRIBUTION,
  landingPage,
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign,
  device: "phone",
});

for (const variant of databaseVariants) {
  describe.skipIf(variant.skip)(`the lead pipeline on ${variant.name}`, { timeout: 30_000 }, () => {
    let dataDir: string;
    let schema: TestSchema | undefined;
    let db: Db;
    let clock = new Date("2026-11-27T04:00:00.000Z");
    const now = () => clock;
    let quotes: QuoteRepository;
    let pipeline: LeadPipeline;
    let outbox: OutboxRepository;
    let users: UserRepository;
    let queued = 0;
    let owner: User;
    let sales: User;
    let sales2: User;
    let editor: User;
    const as = (user: User): PipelineActing => ({ user, ip: "198.51.100.4" });

    const open = () => openTestDatabase(dataDir, schema);

    /** A repository and pipeline on `database`, wired as services.ts wires them. */
    const instance = (database: Db) => {
      const audit = new AuditLog(database, now);
      let p: LeadPipeline | undefined;
      const q = new QuoteRepository(database, now, { afterCreate: (trx, quote) => p!.assignNewLead(trx, quote) });
      p = new LeadPipeline({
        db: database,
        quotes: q,
        audit,
        now,
        siteUrl: "https://www.example.com",
        onMailQueued: () => queued++,
      });
      return { quotes: q, pipeline: p };
    };

    const addUser = async (email: string, displayName: string, role: Role) =>
      (await users.create({ email, displayName, role, passwordHash: "x" }))!;

    beforeAll(async () => {
      ({ dataDir, schema } = await createTestDatabase(variant.name, "pipeline"));
      db = await open();
      ({ quotes, pipeline } = instance(db));
      outbox = new OutboxRepository(db, now);
      users = new UserRepository(db, now);
    });
    afterAll(async () => {
      await db?.close();
      await removeTestDatabase(dataDir, schema);
    });
    beforeEach(async () => {
      for (const table of [
        "lead_events",
        "mail_outbox",
        "lead_digests",
        "quote_requests",
        "audit_log",
        "admin_users",
      ] as const) {
        await db.kysely.deleteFrom(table).execute();
      }
      await db.kysely
        .updateTable("admin_settings")
        .set({ value: "0" })
        .where("key", "like", "lead_round_robin%")
        .execute();
      clock = new Date("2026-11-27T04:00:00.000Z");
      queued = 0;
      owner = await addUser("owner@example.com", "Olga Owner", "owner");
      sales = await addUser("sam@example.com", "Sam Sales", "sales");
      sales2 = await addUser("tara@example.com", "Tara Sales", "sales");
      editor = await addUser("eddie@example.com", "Eddie Editor", "editor");
    });

    const events = async (leadId: number) =>
      db.kysely.selectFrom("lead_events").selectAll().where("lead_id", "=", leadId).orderBy("id").execute();
    const audits = async () => db.kysely.selectFrom("audit_log").selectAll().orderBy("id").execute();

    describe("stages", () => {
      it("moves a lead on, bumps its version, writes a timeline entry with the actor and audits it by number only", async () => {
        const q = await quotes.create(lead());
        expect(q).toMatchObject({ status: "new", version: 1 });
        clock = new Date("2026-11-27T05:00:00.000Z");
        const r = await pipeline.changeStage(as(sales), q.id, { stage: "contacted", expectVersion: 1 });
        expect(r).toMatchObject({
          ok: true,
          changed: true,
          lead: { status: "contacted", version: 2, stageChangedAt: clock.toISOString() },
        });
        const [event] = await events(q.id);
        expect(event).toMatchObject({
          kind: "stage",
          actor_id: sales.id,
          actor_name: "Sam Sales (sam@example.com)",
          at: clock.toISOString(),
        });
        expect(JSON.parse(event!.data)).toEqual({ from: "new", to: "contacted" });
        const [entry] = await audits();
        expect(entry).toMatchObject({
          action: "lead.stage_changed",
          target: `lead ${q.id}`,
          actor: "sam@example.com",
          ip: "198.51.100.4",
        });
        expect(JSON.parse(entry!.details!)).toEqual({ from: "new", to: "contacted" });
        expect(JSON.stringify(entry)).not.toContain("Asha");
        expect(AUDIT_ACTIONS["lead.stage_changed"]).toBe("Lead stage changed");
      });

      it("the same stage again is no change: nothing written, version kept", async () => {
        const q = await quotes.create(lead());
        const r = await pipeline.changeStage(as(sales), q.id, { stage: "new", expectVersion: 1 });
        expect(r).toMatchObject({ ok: true, changed: false, lead: { version: 1 } });
        expect(await events(q.id)).toEqual([]);
      });

      it("tells the second of two people who saw the same version, and loses nothing of the first", async () => {
        const q = await quotes.create(lead());
        const first = await pipeline.changeStage(as(sales), q.id, {
          stage: "proposal",
          expectedValue: 250000,
          expectVersion: 1,
        });
        expect(first.ok).toBe(true);
        const second = await pipeline.changeStage(as(sales2), q.id, {
          stage: "lost",
          lostReason: "price",
          expectVersion: 1,
        });
        expect(second).toMatchObject({
          ok: false,
          reason: "conflict",
          current: { id: q.id, status: "proposal", expectedValue: 250000, version: 2 },
        });
        expect(await pipeline.lead(q.id)).toMatchObject({
          status: "proposal",
          expectedValue: 250000,
          lostReason: null,
          version: 2,
        });
        expect((await events(q.id)).map((e) => e.actor_id)).toEqual([sales.id]);
        // Told, they try again on the version they now see.
        const again = await pipeline.changeStage(as(sales2), q.id, {
          stage: "lost",
          lostReason: "price",
          expectVersion: 2,
        });
        expect(again).toMatchObject({
          ok: true,
          lead: { status: "lost", lostReason: "price", expectedValue: 250000, version: 3 },
        });
      });

      it("two writes racing on one version: exactly one wins", async () => {
        const q = await quotes.create(lead());
        const results = await Promise.all([
          pipeline.assign(as(owner), q.id, sales.id, 1),
          pipeline.setFollowUp(as(sales2), q.id, "2026-11-28T05:00:00.000Z", 1),
          pipeline.changeStage(as(sales), q.id, { stage: "contacted", expectVersion: 1 }),
        ]);
        expect(results.filter((r) => r.ok)).toHaveLength(1);
        expect(results.filter((r) => !r.ok && r.reason === "conflict")).toHaveLength(2);
        expect(await events(q.id)).toHaveLength(1);
        expect((await pipeline.lead(q.id))!.version).toBe(2);
      });

      it("Proposal sent needs the expected value, in whole rupees from ₹1 to ₹1,000 crore; form text is read", async () => {
        const q = await quotes.create(lead());
        const missing = await pipeline.changeStage(as(sales), q.id, { stage: "proposal", expectVersion: 1 });
        expect(missing).toEqual({
          ok: false,
          reason: "invalid",
          errors: { expectedValue: "Enter the deal's expected value in rupees, like 250000." },
        });
        for (const [value, message] of [
          [0, "Enter a value of at least ₹1."],
          [10_000_000_001, "Enter a value up to ₹10,00,00,00,000 (1,000 crore)."],
          ["2500.50", "Enter whole rupees, without paise, like 250000."],
          ["a lot", "Enter the deal's expected value in rupees, like 250000."],
          [-5, "Enter a value of at least ₹1."],
        ] as const) {
          const r = await pipeline.changeStage(as(sales), q.id, {
            stage: "proposal",
            expectedValue: value,
            expectVersion: 1,
          });
          expect(r).toEqual({ ok: false, reason: "invalid", errors: { expectedValue: message } });
          expect(message).not.toMatch(VALIDATOR_WORDS);
        }
        expect(await events(q.id)).toEqual([]);
        const ok = await pipeline.changeStage(as(sales), q.id, {
          stage: "proposal",
          expectedValue: "₹ 10,00,00,00,000",
          expectVersion: 1,
        });
        expect(ok).toMatchObject({ ok: true, lead: { status: "proposal", expectedValue: 10_000_000_000 } });
        // Read back as a number on PostgreSQL too (bigint).
        expect((await quotes.list()).items[0]!.expectedValue).toBe(10_000_000_000);
      });

      it("Won needs the won value (refused beside wonValue); leaving Won clears it, the timeline keeps it", async () => {
        const q = await quotes.create(lead());
        const refused = await pipeline.changeStage(as(sales), q.id, { stage: "won", expectVersion: 1 });
        expect(refused).toEqual({
          ok: false,
          reason: "invalid",
          errors: { wonValue: "Enter the value of the won deal in rupees, like 250000." },
        });
        expect(await pipeline.lead(q.id)).toMatchObject({ status: "new", version: 1 });
        clock = new Date("2026-11-27T06:00:00.000Z");
        const won = await pipeline.changeStage(as(sales), q.id, {
          stage: "won",
          wonValue: "3,00,000",
          expectVersion: 1,
        });
        expect(won).toMatchObject({ ok: true, lead: { status: "won", wonValue: 300000, wonAt: clock.toISOString() } });
        const reopened = await pipeline.changeStage(as(sales), q.id, { stage: "contacted", expectVersion: 2 });
        expect(reopened).toMatchObject({
          ok: true,
          lead: { status: "contacted", wonValue: null, wonAt: null, version: 3 },
        });
        const stages = (await pipeline.timeline(q.id))!.filter((e) => e.kind === "stage");
        expect(stages).toMatchObject([
          { from: "new", to: "won", wonValue: 300000 },
          { from: "won", to: "contacted" },
        ]);
        const details = (await audits()).map((a) => JSON.parse(a.details!));
        expect(details).toEqual([
          { from: "new", to: "won", wonValue: 300000 },
          { from: "won", to: "contacted" },
        ]);
      });

      it("Lost needs a reason from the list, and a note for Other; reopening clears both", async () => {
        const q = await quotes.create(lead());
        expect(await pipeline.changeStage(as(sales), q.id, { stage: "lost", expectVersion: 1 })).toEqual({
          ok: false,
          reason: "invalid",
          errors: { lostReason: "Choose why the deal was lost." },
        });
        expect(
          await pipeline.changeStage(as(sales), q.id, { stage: "lost", lostReason: "because", expectVersion: 1 }),
        ).toMatchObject({
          errors: { lostReason: "Choose why the deal was lost." },
        });
        expect(
          await pipeline.changeStage(as(sales), q.id, {
            stage: "lost",
            lostReason: "other",
            lostNote: "  ",
            expectVersion: 1,
          }),
        ).toEqual({
          ok: false,
          reason: "invalid",
          errors: { lostNote: "Say in a few words why the deal was lost." },
        });
        const lost = await pipeline.changeStage(as(sales), q.id, {
          stage: "lost",
          lostReason: "other",
          lostNote: "Went in-house",
          expectVersion: 1,
        });
        expect(lost).toMatchObject({
          ok: true,
          lead: { status: "lost", lostReason: "other", lostNote: "Went in-house" },
        });
        // The free-text note stays out of the audit log.
        expect((await audits()).at(-1)!.details).not.toContain("in-house");
        const back = await pipeline.changeStage(as(sales), q.id, { stage: "new", expectVersion: 2 });
        expect(back).toMatchObject({ ok: true, lead: { status: "new", lostReason: null, lostNote: null } });
      });

      it("refuses an unknown stage and answers not-found for a missing lead", async () => {
        const q = await quotes.create(lead());
        expect(await pipeline.changeStage(as(sales), q.id, { stage: "closed", expectVersion: 1 })).toEqual({
          ok: false,
          reason: "invalid",
          errors: { stage: "Choose a stage: New, Contacted, Proposal sent, Won or Lost." },
        });
        expect(await pipeline.changeStage(as(sales), 999_999, { stage: "contacted", expectVersion: 1 })).toEqual({
          ok: false,
          reason: "not-found",
        });
      });
    });

    describe("owners, notes, follow-ups, values", () => {
      it("assigns to an owner or salesperson only, unassigns, and names both in the timeline", async () => {
        const q = await quotes.create(lead());
        expect(await pipeline.assign(as(owner), q.id, editor.id, 1)).toEqual({
          ok: false,
          reason: "invalid",
          errors: { ownerId: "Choose someone who works the leads: an owner or a salesperson." },
        });
        expect(await pipeline.assign(as(owner), q.id, 999_999, 1)).toMatchObject({ reason: "invalid" });
        const r = await pipeline.assign(as(owner), q.id, sales.id, 1);
        expect(r).toMatchObject({
          ok: true,
          lead: { ownerId: sales.id, owner: { id: sales.id, name: "Sam Sales" }, version: 2 },
        });
        await pipeline.assign(as(owner), q.id, sales2.id, 2);
        await pipeline.assign(as(owner), q.id, null, 3);
        const assigned = (await pipeline.timeline(q.id))!.filter((e) => e.kind === "assigned");
        expect(assigned).toMatchObject([
          {
            from: null,
            to: { id: sales.id, name: "Sam Sales" },
            actor: { id: owner.id, name: "Olga Owner (owner@example.com)" },
          },
          { from: { id: sales.id, name: "Sam Sales" }, to: { id: sales2.id, name: "Tara Sales" } },
          { from: { id: sales2.id, name: "Tara Sales" }, to: null },
        ]);
        expect((await audits()).map((a) => [a.action, a.target, JSON.parse(a.details!)])).toEqual([
          ["lead.assigned", `lead ${q.id}`, { from: null, to: sales.id }],
          ["lead.assigned", `lead ${q.id}`, { from: sales.id, to: sales2.id }],
          ["lead.assigned", `lead ${q.id}`, { from: sales2.id, to: null }],
        ]);
      });

      it("an owner whose account is removed leaves the lead unassigned", async () => {
        const q = await quotes.create(lead());
        await pipeline.assign(as(owner), q.id, sales.id, 1);
        await users.remove(sales.id);
        expect(await pipeline.lead(q.id)).toMatchObject({ ownerId: null, owner: null });
      });

      it("adds plain-text notes without a version; bounds their length and refuses control characters in plain words", async () => {
        const q = await quotes.create(lead());
        const r = await pipeline.addNote(as(sales), q.id, "  Called:\r\n\tasked for a demo on Monday  ");
        expect(r).toMatchObject({ ok: true, changed: true, lead: { version: 1 } });
        const tooLong = await pipeline.addNote(as(sales), q.id, "x".repeat(5001));
        expect(tooLong).toEqual({
          ok: false,
          reason: "invalid",
          errors: { text: "Keep the note to 5,000 characters or fewer (it has 5,001)." },
        });
        expect(await pipeline.addNote(as(sales), q.id, "é".repeat(5000))).toMatchObject({ ok: true });
        expect(await pipeline.addNote(as(sales), q.id, " \n ")).toEqual({
          ok: false,
          reason: "invalid",
          errors: { text: "Write the note first." },
        });
        const control = await pipeline.addNote(as(sales), q.id, "ring\u0007ring");
        expect(control).toMatchObject({ ok: false, reason: "invalid" });
        expect(!control.ok && control.reason === "invalid" && control.errors.text).toMatch(/^Use ordinary text; /);
        expect(await pipeline.addNote(as(sales), q.id, "a\u202Eb")).toMatchObject({ reason: "invalid" });
        const notes = (await pipeline.timeline(q.id))!.filter((e) => e.kind === "note");
        expect(notes.map((n) => (n as { text: string }).text)).toEqual([
          "Called:\n\tasked for a demo on Monday",
          "é".repeat(5000),
        ]);
        expect((await audits()).filter((a) => a.action === "lead.note_added")).toHaveLength(2);
        expect((await audits()).some((a) => (a.details ?? "").includes("demo"))).toBe(false);
      });

      it("sets a follow-up in the future only, and clears it", async () => {
        const q = await quotes.create(lead());
        expect(await pipeline.setFollowUp(as(sales), q.id, "2026-11-27T03:00:00.000Z", 1)).toEqual({
          ok: false,
          reason: "invalid",
          errors: { at: "Choose a time that is still to come." },
        });
        // A time without its offset would be read in the server's zone: refused.
        expect(await pipeline.setFollowUp(as(sales), q.id, "2026-11-28T10:00", 1)).toMatchObject({
          errors: { at: "Choose a date and a time for the follow-up." },
        });
        expect(await pipeline.setFollowUp(as(sales), q.id, "2040-01-01T00:00:00Z", 1)).toMatchObject({
          errors: { at: "Choose a time within the next 5 years." },
        });
        const set = await pipeline.setFollowUp(as(sales), q.id, "2026-11-28T10:30:00+05:30", 1);
        expect(set).toMatchObject({ ok: true, lead: { followUpAt: "2026-11-28T05:00:00.000Z", version: 2 } });
        const cleared = await pipeline.setFollowUp(as(sales), q.id, null, 2);
        expect(cleared).toMatchObject({ ok: true, lead: { followUpAt: null, version: 3 } });
        expect((await pipeline.timeline(q.id))!.filter((e) => e.kind === "follow_up")).toMatchObject([
          { from: null, to: "2026-11-28T05:00:00.000Z" },
          { from: "2026-11-28T05:00:00.000Z", to: null },
        ]);
      });

      it("sets the expected value at any stage", async () => {
        const q = await quotes.create(lead());
        expect(await pipeline.setExpectedValue(as(sales), q.id, "abc", 1)).toMatchObject({
          errors: { expectedValue: "Enter the deal's expected value in rupees, like 250000." },
        });
        expect(await pipeline.setExpectedValue(as(sales), q.id, 75000, 1)).toMatchObject({
          ok: true,
          lead: { expectedValue: 75000, version: 2 },
        });
        expect((await pipeline.timeline(q.id))!.at(-1)).toMatchObject({ kind: "value", from: null, to: 75000 });
      });
    });

    describe("replies", () => {
      it("refuses a reply to a lead without an e-mail address, naming the phone", async () => {
        const q = await quotes.create(lead());
        const r = await pipeline.reply(as(sales), q.id, { subject: "Your app", body: "Hello" });
        expect(r).toEqual({
          ok: false,
          reason: "invalid",
          errors: { body: "This lead left no e-mail address. Call them on +91 98765 43210 instead." },
        });
        expect(await outbox.listForQuote(q.id)).toHaveLength(0);
      });

      it("bounds the subject (one line) and the body", async () => {
        const q = await quotes.create(lead({ email: "asha@example.co.in" }));
        const bad = await pipeline.reply(as(sales), q.id, {
          subject: "Hi\r\nBcc: all@example.com",
          body: "x".repeat(10_001),
        });
        expect(bad).toEqual({
          ok: false,
          reason: "invalid",
          errors: {
            subject: "Keep the subject on one line.",
            body: "Keep the message to 10,000 characters or fewer (it has 10,001).",
          },
        });
        expect(await pipeline.reply(as(sales), q.id, { subject: "", body: "" })).toEqual({
          ok: false,
          reason: "invalid",
          errors: { subject: "Write a subject.", body: "Write the message first." },
        });
        expect(await pipeline.reply(as(sales), q.id, { subject: "s".repeat(201), body: "ok" })).toMatchObject({
          errors: { subject: "Keep the subject to 200 characters or fewer (it has 201)." },
        });
        expect(await outbox.listForQuote(q.id)).toHaveLength(0);
      });

      it("queues the mail To the lead, Reply-To the salesperson; the timeline shows its delivery state", async () => {
        const q = await quotes.create(lead({ email: "asha@example.co.in" }), () => ({
          to: "sales@example.com",
          subject: "New",
          text: "t",
          html: "h",
        }));
        const r = await pipeline.reply(as(sales), q.id, {
          subject: "Your booking app",
          body: "Dear Asha,\r\nHere is our plan.\r\n",
        });
        expect(r).toMatchObject({ ok: true, mailId: expect.any(Number) });
        expect(queued).toBe(1);
        const mailId = (r as { mailId: number }).mailId;
        const m = await outbox.get(mailId);
        expect(m).toMatchObject({
          quoteRequestId: q.id,
          to: "asha@example.co.in",
          subject: "Your booking app",
          // The client's own request is quoted below the reply (issue 34).
          text: expect.stringMatching(
            /^Dear Asha,\nHere is our plan\.\n\nOn \d{1,2} \w{3} \d{4}, [\d:]+ [ap]m IST you wrote:\n> A booking app for our clinic\n$/,
          ),
          replyTo: { address: "sam@example.com", name: "Sam Sales" },
          status: "pending",
        });
        // The lead's notification is still its one notification: the reply does not double its row.
        expect((await quotes.list()).items).toHaveLength(1);
        expect((await quotes.get(q.id))!.mail).toMatchObject({ status: "pending" });
        const email = () =>
          pipeline
            .timeline(q.id)
            .then((t) => t!.find((e) => e.kind === "email") as Extract<TimelineEntry, { kind: "email" }>);
        expect(await email()).toMatchObject({
          to: "asha@example.co.in",
          subject: "Your booking app",
          mail: { id: mailId, status: "pending" },
          actor: { id: sales.id },
        });
        await outbox.markSent(mailId);
        expect((await email()).mail).toMatchObject({ status: "sent", sentAt: clock.toISOString() });
        expect((await audits()).at(-1)).toMatchObject({ action: "lead.replied", target: `lead ${q.id}` });
      });

      it("keeps an encoded word in the subject literal and the salesperson's name in Reply-To (the real .eml)", async () => {
        const q = await quotes.create(lead({ email: "asha@example.co.in" }));
        const evil = { ...sales, displayName: "Sam =?UTF-8?B?SGFja2Vk?= Sales" };
        const r = await pipeline.reply(as(evil), q.id, { subject: "=?UTF-8?B?SGFja2Vk?=", body: "Hello" });
        const m = (await outbox.get((r as { mailId: number }).mailId))!;
        const { createMailSender } = await import("#server/mail/transport");
        const dir = mkdtempSync(path.join(tmpdir(), "reply-eml-"));
        const sender = createMailSender({
          dataDir: dir,
          from: "Website <website@example.com>",
          siteUrl: "https://www.example.com",
        });
        try {
          await sender.send(m);
        } finally {
          sender.close();
        }
        const [file] = readdirSync(path.join(dir, "outbox"));
        expect(file).toMatch(new RegExp(`-quote-${q.id}-mail-${m.id}\\.eml$`));
        const parsed = await simpleParser(readFileSync(path.join(dir, "outbox", file!)));
        expect(parsed.subject).toBe("=?UTF-8?B?SGFja2Vk?=");
        expect(parsed.to).toMatchObject({ value: [{ address: "asha@example.co.in" }] });
        expect(parsed.from).toMatchObject({ value: [{ address: "website@example.com" }] });
        expect(parsed.replyTo).toMatchObject({ value: [{ address: "sam@example.com" }] });
        expect(parsed.replyTo!.value[0]!.name).toBe("Sam =?UTF-8?B?SGFja2Vk?= Sales");
        expect(parsed.headers.get("bcc")).toBeUndefined();
        rmSync(dir, { recursive: true, force: true });
      });
    });

    describe("the same person twice", () => {
      it("finds duplicates by phone (however written) and by e-mail (any case), not merged or spam ones", async () => {
        const a = await quotes.create(lead({ phoneNumber: "+91 98765 43210" }));
        clock = new Date("2026-11-27T04:01:00.000Z");
        const b = await quotes.create(lead({ name: "A. Verma", phoneNumber: "098765-43210" }));
        const c = await quotes.create(
          lead({ name: "Asha V", phoneNumber: "+91 11 2345 6789", email: "Asha@Example.com" }),
        );
        const d = await quotes.create(
          lead({ name: "Other", phoneNumber: "+91 99999 00000", email: "asha@example.com" }),
        );
        await quotes.create(lead({ name: "Spam", phoneNumber: "9876543210", isSpam: true }));
        await quotes.create(lead({ name: "Nobody", phoneNumber: "call me" }));
        expect(phoneKey("+91 98765 43210")).toBe("9876543210");
        expect(phoneKey("call me")).toBeNull();
        expect((await pipeline.duplicatesOf(a.id)).map((x) => [x.id, x.matches])).toEqual([[b.id, ["phone"]]]);
        expect((await pipeline.duplicatesOf(c.id)).map((x) => [x.id, x.matches])).toEqual([[d.id, ["email"]]]);
        expect(await pipeline.duplicatesOf((await quotes.list({ search: "Nobody" })).items[0]!.id)).toEqual([]);
        await pipeline.merge(as(sales), a.id, b.id, { survivor: 1, merged: 1 });
        expect(await pipeline.duplicatesOf(a.id)).toEqual([]);
      });

      it("merges: both attributions and timelines kept, the merged lead out of lists and counts, its e-mail kept apart unless chosen", async () => {
        const a = await quotes.create(lead({ attribution: campaign("diwali", "/services") }));
        await pipeline.addNote(as(sales), a.id, "First call");
        clock = new Date("2026-11-27T05:00:00.000Z");
        const b = await quotes.create(
          lead({
            name: "Asha",
            message: "Also a website",
            email: "asha@example.co.in",
            attribution: campaign("brand", "/"),
          }),
        );
        await pipeline.addNote(as(sales2), b.id, "Second enquiry");
        const bEvents = (await events(b.id)).length;
        clock = new Date("2026-11-27T06:00:00.000Z");
        expect(await pipeline.merge(as(sales), a.id, b.id, { survivor: 2, merged: 1 })).toMatchObject({
          ok: false,
          reason: "conflict",
          current: { id: a.id },
        });
        expect(await pipeline.merge(as(sales), a.id, a.id, { survivor: 1, merged: 1 })).toMatchObject({
          reason: "invalid",
        });
        const r = await pipeline.merge(as(sales), a.id, b.id, { survivor: 1, merged: 1 });
        // Nothing of the other lead's contact was chosen: this lead keeps its own (none).
        expect(r).toMatchObject({ ok: true, lead: { id: a.id, email: null, version: 2 } });
        expect(await pipeline.lead(b.id)).toMatchObject({ mergedInto: a.id });
        expect((await quotes.list()).items.map((q) => q.id)).toEqual([a.id]);
        expect(await quotes.count()).toBe(1);
        expect(await quotes.statusCounts()).toMatchObject({ new: 1 });
        const all: number[] = [];
        for await (const q of quotes.iterate()) all.push(q.id);
        expect(all).toEqual([a.id]);
        expect(await events(b.id)).toEqual([]);
        expect((await events(a.id)).length).toBe(1 + bEvents + 1);

        const timeline = (await pipeline.timeline(a.id))!;
        expect(timeline.map((e) => [e.kind, "leadId" in e ? e.leadId : undefined])).toEqual([
          ["submitted", a.id],
          ["attribution", a.id],
          ["note", undefined],
          ["submitted", b.id],
          ["attribution", b.id],
          ["note", undefined],
          ["merged", b.id],
        ]);
        expect(
          timeline
            .filter((e) => e.kind === "attribution")
            .map((e) => (e as { attribution: LeadAttribution }).attribution.utmCampaign),
        ).toEqual(["diwali", "brand"]);
        expect(timeline.at(-1)).toMatchObject({
          kind: "merged",
          leadId: b.id,
          message: "Also a website",
          submittedAt: "2026-11-27T05:00:00.000Z",
          attribution: { utmCampaign: "brand", landingPage: "/" },
          actor: { id: sales.id },
        });
        // Writes to the merged lead point to the survivor.
        expect(await pipeline.changeStage(as(sales), b.id, { stage: "contacted", expectVersion: 2 })).toEqual({
          ok: false,
          reason: "merged",
          survivorId: a.id,
        });
        expect(await pipeline.addNote(as(sales), b.id, "x")).toEqual({ ok: false, reason: "merged", survivorId: a.id });
        expect((await audits()).at(-1)).toMatchObject({
          action: "lead.merged",
          target: `lead ${a.id}`,
          details: JSON.stringify({ merged: b.id }),
        });

        // A merge of the survivor into a third lead carries the first merged lead along.
        const c = await quotes.create(lead({ name: "Third" }));
        expect(await pipeline.merge(as(sales), c.id, a.id, { survivor: 1, merged: 2 })).toMatchObject({ ok: true });
        expect(await pipeline.lead(b.id)).toMatchObject({ mergedInto: c.id });
        expect((await pipeline.timeline(c.id))!.filter((e) => e.kind === "submitted")).toHaveLength(3);
      });
    });

    describe("retention", () => {
      it("deletes the leads merged into an expiring lead with it, and their timeline", async () => {
        clock = new Date("2025-01-01T00:00:00.000Z");
        const old = await quotes.create(lead({ name: "Old" }));
        clock = new Date("2026-11-27T04:00:00.000Z");
        const recent = await quotes.create(lead({ name: "Recent" }));
        const other = await quotes.create(lead({ name: "Other" }));
        await pipeline.addNote(as(sales), recent.id, "note");
        await pipeline.merge(as(sales), old.id, recent.id, { survivor: 1, merged: 1 });
        expect(await quotes.deleteReceivedBefore(new Date("2026-01-01T00:00:00.000Z"))).toBe(2);
        expect((await db.kysely.selectFrom("quote_requests").select("id").execute()).map((r) => r.id)).toEqual([
          other.id,
        ]);
        expect(await db.kysely.selectFrom("lead_events").selectAll().execute()).toEqual([]);
      });
    });

    describe("the inbox's queries", () => {
      it("filters by owner (or none), overdue follow-ups and stages, and lists owner, follow-up, values, e-mail and version", async () => {
        const mine = await quotes.create(lead({ name: "Mine", email: "m@example.com" }));
        const theirs = await quotes.create(lead({ name: "Theirs" }));
        const nobody = await quotes.create(lead({ name: "Nobody" }));
        await pipeline.assign(as(owner), mine.id, sales.id, 1);
        await pipeline.assign(as(owner), theirs.id, sales2.id, 1);
        await pipeline.setFollowUp(as(sales), mine.id, "2026-11-27T05:00:00.000Z", 2);
        await pipeline.setFollowUp(as(sales), theirs.id, "2026-11-27T05:00:00.000Z", 2);
        await pipeline.changeStage(as(sales), theirs.id, { stage: "won", wonValue: 5000, expectVersion: 3 });
        await pipeline.changeStage(as(sales), mine.id, { stage: "proposal", expectedValue: 90000, expectVersion: 3 });
        const names = async (filter: Parameters<QuoteRepository["list"]>[0]) =>
          (await quotes.list(filter)).items.map((q) => q.name);
        expect(await names({ owner: sales.id })).toEqual(["Mine"]);
        expect(await names({ owner: "none" })).toEqual(["Nobody"]);
        expect(await names({ overdue: true })).toEqual([]);
        clock = new Date("2026-11-27T05:00:01.000Z");
        // Won and lost leads are never overdue.
        expect(await names({ overdue: true })).toEqual(["Mine"]);
        expect(await quotes.count({ overdue: true, owner: sales.id })).toBe(1);
        expect(await names({ stages: ["won", "proposal"] })).toEqual(["Theirs", "Mine"]);
        expect(await names({ stages: [] })).toEqual([]);
        const [row] = (await quotes.list({ owner: sales.id })).items;
        expect(row).toMatchObject({
          owner: { id: sales.id, name: "Sam Sales" },
          followUpAt: "2026-11-27T05:00:00.000Z",
          expectedValue: 90000,
          email: "m@example.com",
          version: 4,
        });
        expect((await quotes.list({ owner: sales2.id })).items[0]).toMatchObject({ wonValue: 5000, status: "won" });
        expect(nobody.ownerId).toBeNull();
      });
    });

    describe("round-robin", () => {
      it("is off by default; on, gives new leads in turn to the sales accounts across two instances, never spam", async () => {
        expect(await pipeline.roundRobin()).toBe(false);
        expect((await quotes.create(lead())).ownerId).toBeNull();
        expect(await pipeline.setRoundRobin(as(owner), true)).toBe(true);
        expect((await audits()).at(-1)).toMatchObject({
          action: "settings.changed",
          details: JSON.stringify({ leadRoundRobin: true }),
        });

        // PostgreSQL: a second pool, as a second server has. SQLite: one server owns the file
        // (DATA_DIR's lock), so a second service shares its connection, as two would in-process.
        const other = variant.name === "PostgreSQL" ? await open() : db;
        try {
          const second = instance(other);
          const made = [];
          for (const repo of [quotes, second.quotes, second.quotes, quotes]) made.push(await repo.create(lead()));
          expect(made.map((q) => q.ownerId)).toEqual([sales.id, sales2.id, sales.id, sales2.id]);
          expect((await quotes.create(lead({ isSpam: true }))).ownerId).toBeNull();
          // At the same time on both instances: every turn is given once.
          const together = await Promise.all(
            Array.from({ length: 6 }, (_, i) => (i % 2 ? second.quotes : quotes).create(lead())),
          );
          const owners = together.map((q) => q.ownerId);
          expect(owners.filter((o) => o === sales.id)).toHaveLength(3);
          expect(owners.filter((o) => o === sales2.id)).toHaveLength(3);
          const stored = await db.kysely
            .selectFrom("quote_requests")
            .select(["id", "owner_id"])
            .where(
              "id",
              "in",
              together.map((q) => q.id),
            )
            .execute();
          expect(stored.map((s) => Number(s.owner_id)).sort()).toEqual(owners.map(Number).sort());
        } finally {
          if (other !== db) await other.close();
        }
        const [assigned] = (await pipeline.timeline((await quotes.list()).items[0]!.id))!.filter(
          (e) => e.kind === "assigned",
        );
        expect(assigned).toMatchObject({ actor: { id: null, name: "round-robin" }, from: null });
        // With no sales account, nobody is given the lead.
        await db.kysely.deleteFrom("admin_users").where("role", "=", "sales").execute();
        expect((await quotes.create(lead())).ownerId).toBeNull();
      });
    });
  });

  describe.skipIf(variant.skip)(`erasing a worked lead on ${variant.name}`, { timeout: 30_000 }, () => {
    let schema: TestSchema | undefined;
    let services: Services | undefined;
    const dirs: string[] = [];
    beforeAll(async () => {
      if (variant.name === "PostgreSQL") schema = await createTestSchema("pipeerase");
    });
    afterEach(async () => {
      await services?.close();
      services = undefined;
    });
    afterAll(async () => {
      await schema?.drop();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    });

    it("removes its timeline, reply mails (rows and .eml files) and the leads merged into it", async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "pipeline-erase-"));
      dirs.push(dataDir);
      const config = loadConfig({
        DATA_DIR: dataDir,
        MAIL_TO: "sales@example.com",
        SITE_URL: "https://www.example.com",
        QUOTE_RATE_LIMIT: "0",
        LOG_LEVEL: "silent",
        ...(variant.name === "PostgreSQL" ? { DATABASE_URL: TEST_DATABASE_URL! } : {}),
      });
      const s = (services = await createServices(config, { logger: silent, pgSchema: schema?.schema }));
      const user = (await s.users.create({
        email: "sam@example.com",
        displayName: "Sam Sales",
        role: "sales",
        passwordHash: "x",
      }))!;
      const submit = async (name: string, email?: string) => {
        const result = await s.submitQuote({
          fields: { name, phone_number: "+919812345678", email, message: `Please call ${name}` },
          source: "contact",
          clientIp: "203.0.113.9",
        });
        if (result.kind !== "stored") throw new Error(`lead not stored: ${result.kind}`);
        return result.id;
      };
      const survivor = await submit("Zyxwv Survivor", "zyxwv@example.net");
      const merged = await submit("Zyxwv Merged");
      const kept = await submit("Qwertz Keep");
      const acting = { user, ip: "198.51.100.4" };
      const reply = await s.pipeline.reply(acting, survivor, { subject: "About your app", body: "Zyxwv reply body" });
      expect(reply.ok).toBe(true);
      await s.pipeline.addNote(acting, merged, "Zyxwv note");
      expect(await s.pipeline.duplicatesOf(survivor)).toHaveLength(2);
      expect((await s.pipeline.merge(acting, survivor, merged, { survivor: 1, merged: 1 })).ok).toBe(true);
      const eml = () =>
        existsSync(path.join(dataDir, "outbox"))
          ? readdirSync(path.join(dataDir, "outbox")).filter((f) => f.endsWith(".eml"))
          : [];
      const deadline = Date.now() + 15_000;
      while ((await s.outbox.counts()).sent < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      expect(eml()).toHaveLength(4);

      expect(await s.quotes.erase(survivor)).toBe(true);
      const k = s.db.kysely;
      expect(
        await k.selectFrom("lead_events").selectAll().where("lead_id", "in", [survivor, merged]).execute(),
      ).toEqual([]);
      expect(await k.selectFrom("lead_events").selectAll().execute()).toEqual([]);
      expect(await k.selectFrom("mail_outbox").select("quote_request_id").execute()).toEqual([
        { quote_request_id: kept },
      ]);
      expect(await k.selectFrom("quote_requests").select("id").execute()).toEqual([{ id: kept }]);
      expect(eml()).toEqual([expect.stringContaining(`-quote-${kept}-mail-`)]);
      if (variant.name === "SQLite") {
        const bytes = readFileSync(path.join(dataDir, "site.db"));
        expect(bytes.includes(Buffer.from("Zyxwv"))).toBe(false);
      }
    });
  });

  describe.skipIf(variant.skip)(`migration 008 on ${variant.name}`, { timeout: 30_000 }, () => {
    it("turns a closed lead into a lost one (reason other, with a note), checks the new stages and backfills the phone key", async () => {
      const { dataDir, schema } = await createTestDatabase(variant.name, "mig008");
      const dialect = variant.name === "PostgreSQL" ? "postgres" : "sqlite";
      let pool: pg.Pool | undefined;
      const before = new Kysely<unknown>({
        dialect:
          dialect === "postgres"
            ? new PostgresDialect({ pool: (pool = new pg.Pool({ connectionString: schema!.url, max: 2 })) })
            : new SqliteDialect({ database: new SQLite(path.join(dataDir, "site.db")) }),
      });
      try {
        const { error } = await migrate(before, dialect, schema?.schema, (migrator) =>
          migrator.migrateTo("2026-11-27-007-lead-email"),
        );
        expect(error).toBeUndefined();
        const at = "2026-01-01T00:00:00.000Z";
        for (const [status, phone] of [
          ["closed", "+91 98765 43210"],
          ["contacted", "098765 43210"],
          ["new", "ext. 12"],
        ]) {
          await sql`insert into quote_requests (created_at, updated_at, name, phone_number, message, source, status)
            values (${at}, ${at}, 'Old', ${phone}, 'm', 'contact', ${status})`.execute(before);
        }
      } finally {
        await before.destroy();
      }

      const db = await openDatabase({
        dataDir,
        databaseUrl: schema ? TEST_DATABASE_URL : undefined,
        pgSchema: schema?.schema,
      });
      try {
        const rows = await db.kysely
          .selectFrom("quote_requests")
          .select(["status", "lost_reason", "lost_note", "version", "phone_key", "owner_id", "merged_into"])
          .orderBy("id")
          .execute();
        expect(rows).toEqual([
          {
            status: "lost",
            lost_reason: "other",
            lost_note: "Closed before the pipeline existed",
            version: 1,
            phone_key: "9876543210",
            owner_id: null,
            merged_into: null,
          },
          {
            status: "contacted",
            lost_reason: null,
            lost_note: null,
            version: 1,
            phone_key: "9876543210",
            owner_id: null,
            merged_into: null,
          },
          {
            status: "new",
            lost_reason: null,
            lost_note: null,
            version: 1,
            phone_key: null,
            owner_id: null,
            merged_into: null,
          },
        ]);
        const insert = (status: string) =>
          sql`insert into quote_requests (created_at, updated_at, name, phone_number, message, source, status)
            values ('2026-01-02T00:00:00.000Z', '2026-01-02T00:00:00.000Z', 'New', '1', 'm', 'contact', ${status})`.execute(
            db.kysely,
          );
        await expect(insert("closed")).rejects.toThrow();
        await insert("proposal");
        await expect(
          sql`update quote_requests set lost_reason = 'bored' where status = 'lost'`.execute(db.kysely),
        ).rejects.toThrow();
        expect(
          await db.kysely
            .selectFrom("admin_settings")
            .select("value")
            .where("key", "=", "lead_round_robin")
            .executeTakeFirst(),
        ).toEqual({ value: "0" });
        if (dialect === "sqlite") {
          // The stage column took the old one's place, index included.
          const indexes = await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'index' and tbl_name = 'quote_requests'`.execute(db.kysely);
          expect(indexes.rows.map((r) => r.name)).toEqual(
            expect.arrayContaining([
              "quote_requests_status",
              "quote_requests_owner",
              "quote_requests_phone",
              "quote_requests_email",
            ]),
          );
        }
      } finally {
        await db.close();
        await pool?.end().catch(() => {});
        await removeTestDatabase(dataDir, schema);
      }
    });
  });
}
