import pino from "pino";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { UserRepository, type User } from "#server/accounts/users";
import { AuditLog } from "#server/audit/audit-log";
import type { Db } from "#server/db";
import { type NewQuoteRequest, NO_ATTRIBUTION, QuoteRepository } from "#server/db/quotes";
import type { Role } from "#server/db/schema";
import { forgetLeads } from "#server/leads/merges";
import { LeadPipeline, type PipelineActing } from "#server/leads/pipeline";
import { newLead } from "../support/leads";
import { databaseVariants } from "../support/postgres";
import { emptyTables, useTestDatabase } from "../support/test-database";

/**
 * Issue 34, the pipeline you can trust, on a real SQLite file and PostgreSQL: merges only of the
 * same person and with their consent of the facts, undone by an owner; search through merged
 * leads; erasure everywhere; reply limits that hold across two instances; calls; Won and Lost
 * ending the follow-up; the board's columns; and the work after a new lead's answer, done once.
 */

const silent = pino({ level: "silent" });

const lead = (over: Partial<NewQuoteRequest> = {}) => newLead({ email: "asha@example.co.in", ...over });

for (const variant of databaseVariants) {
  describe.skipIf(variant.skip)(`the pipeline you can trust on ${variant.name}`, { timeout: 30_000 }, () => {
    const database = useTestDatabase(variant.name, "trust");
    let db: Db;
    let clock = new Date("2026-11-27T04:00:00.000Z");
    const now = () => clock;
    let quotes: QuoteRepository;
    let pipeline: LeadPipeline;
    let users: UserRepository;
    let owner: User;
    let sales: User;
    const as = (user: User): PipelineActing => ({ user, ip: "198.51.100.4" });

    /** A repository and pipeline on `database`, wired as services.ts wires them. */
    const instance = (database: Db) => {
      let p: LeadPipeline | undefined;
      const q = new QuoteRepository(database, now, {
        afterCreate: (trx, quote, input) => p!.arrivals.arrive(trx, quote, input.visit),
        beforeErase: (trx, ids) => forgetLeads(trx, ids),
      });
      p = new LeadPipeline({
        db: database,
        quotes: q,
        audit: new AuditLog(database, now),
        now,
        siteUrl: "https://www.example.com",
        logger: silent,
        companyName: () => "Reptile Technologies",
      });
      return { quotes: q, pipeline: p };
    };
    const addUser = async (email: string, displayName: string, role: Role) =>
      (await users.create({ email, displayName, role, passwordHash: "x" }))!;

    beforeAll(() => {
      db = database.db;
      ({ quotes, pipeline } = instance(db));
      users = new UserRepository(db, now);
    });
    beforeEach(async () => {
      await emptyTables(db, [
        "lead_arrivals",
        "lead_events",
        "mail_outbox",
        "lead_reply_sends",
        "lead_limit_notices",
        "quote_requests",
        "audit_log",
        "admin_users",
        "analytics_conversions",
      ]);
      await db.kysely.deleteFrom("admin_settings").where("key", "like", "lead_%").execute();
      clock = new Date("2026-11-27T04:00:00.000Z");
      owner = await addUser("owner@example.com", "Olga Owner", "owner");
      sales = await addUser("sam@example.com", "Sam Sales", "sales");
    });

    const everything = async () =>
      JSON.stringify(
        await Promise.all(
          (["quote_requests", "lead_events", "mail_outbox", "audit_log", "lead_arrivals"] as const).map((t) =>
            db.kysely.selectFrom(t).selectAll().execute(),
          ),
        ),
      );

    describe("merging", () => {
      it("refuses two leads that share no phone number or e-mail, and a spam lead, whatever the form sent", async () => {
        const a = await quotes.create(lead());
        const stranger = await quotes.create(
          lead({ name: "Stranger", phoneNumber: "+91 90000 11111", email: "x@example.net" }),
        );
        const spam = await quotes.create(lead({ isSpam: true }));
        const refused = await pipeline.merge(as(sales), a.id, stranger.id, { survivor: 1, merged: 1 });
        expect(refused).toMatchObject({ ok: false, reason: "invalid" });
        expect(!refused.ok && refused.reason === "invalid" && refused.errors.mergedId).toMatch(/not the same person/);
        expect(await pipeline.merge(as(sales), spam.id, a.id, { survivor: 1, merged: 1 })).toMatchObject({
          reason: "invalid",
          errors: { mergedId: expect.stringContaining("spam") },
        });
        expect(await pipeline.merge(as(sales), a.id, spam.id, { survivor: 1, merged: 1 })).toMatchObject({
          reason: "invalid",
        });
        // Nothing happened to any of them.
        for (const id of [a.id, stranger.id, spam.id])
          expect(await pipeline.lead(id)).toMatchObject({ mergedInto: null, version: 1 });
      });

      it("keeps the lead's own contact details unless chosen, says where each came from, and an owner undoes it", async () => {
        const real = await quotes.create(lead({ email: null }));
        await pipeline.addNote(as(sales), real.id, "Spoke to Asha");
        // A look-alike: the prospect's number, someone else's address.
        const lookAlike = await quotes.create(
          lead({ name: "Asha V", email: "attacker@evil.example", message: "Send the proposal here" }),
        );
        await pipeline.addNote(as(sales), lookAlike.id, "Look-alike's note");
        const kept = await pipeline.merge(as(sales), real.id, lookAlike.id, { survivor: 1, merged: 1 });
        expect(kept).toMatchObject({ ok: true, lead: { email: null, name: "Asha Verma" } });
        const entry = (await pipeline.timeline(real.id))!.find((e) => e.kind === "merged")!;
        expect(entry).toMatchObject({ leadId: lookAlike.id, kept: { name: "own", email: "own", phoneNumber: "own" } });
        // Search finds the survivor by every name and address the merged lead carries.
        for (const search of ["Asha V", "attacker@evil", "Send the proposal"])
          expect((await quotes.list({ search })).items.map((q) => q.id)).toEqual([real.id]);

        // Undone by an owner: both are in the inbox again, each with its own timeline.
        const undone = await pipeline.unmerge(as(owner), real.id, entry.id, 2);
        expect(undone).toMatchObject({ ok: true, mergedId: lookAlike.id, lead: { email: null } });
        expect(await pipeline.lead(lookAlike.id)).toMatchObject({ mergedInto: null });
        expect((await quotes.list()).items.map((q) => q.id).sort()).toEqual([real.id, lookAlike.id].sort());
        const theirs = (await pipeline.timeline(lookAlike.id))!;
        expect(theirs.some((e) => e.kind === "note" && e.text === "Look-alike's note")).toBe(true);
        expect(theirs.at(-1)).toMatchObject({ kind: "unmerged", leadId: real.id });
        expect(await pipeline.unmerge(as(owner), real.id, entry.id, 3)).toMatchObject({ reason: "invalid" });
        expect((await db.kysely.selectFrom("audit_log").select("action").execute()).map((a) => a.action)).toContain(
          "lead.unmerged",
        );

        // Chosen at the merge: the address is taken, and the timeline says so; undoing gives it back.
        const taken = await pipeline.merge(
          as(sales),
          real.id,
          lookAlike.id,
          { survivor: 3, merged: 3 },
          { email: "other" },
        );
        expect(taken).toMatchObject({ ok: true, lead: { email: "attacker@evil.example" } });
        const second = (await pipeline.timeline(real.id))!.filter((e) => e.kind === "merged").at(-1)!;
        expect(second).toMatchObject({ kept: { email: "other", name: "own" } });
        expect(await pipeline.unmerge(as(owner), real.id, second.id, 4)).toMatchObject({
          ok: true,
          lead: { email: null },
        });
      });

      it("erasing a person leaves nothing of them, also where a merge put it on another lead", async () => {
        const survivor = await quotes.create(lead({ name: "Zyx Survivor", email: null }));
        const merged = await quotes.create(
          lead({ name: "Qwv Lookalike", email: "qwv@evil.example", message: "Qwv message" }),
        );
        await pipeline.addNote(as(sales), merged.id, "Qwv note");
        await pipeline.merge(as(sales), survivor.id, merged.id, { survivor: 1, merged: 1 }, { email: "other" });
        expect(await pipeline.lead(survivor.id)).toMatchObject({ email: "qwv@evil.example" });
        // The merged lead is erased on its own (it asked): its data goes from the survivor too.
        expect(await quotes.erase(merged.id)).toBe(true);
        expect(await pipeline.lead(survivor.id)).toMatchObject({ email: null, name: "Zyx Survivor" });
        expect(await everything()).not.toMatch(/Qwv|qwv/);
        // And the survivor's own erasure takes everything of it.
        expect(await quotes.erase(survivor.id)).toBe(true);
        expect(await everything()).not.toMatch(/Zyx/);
      });
    });

    describe("replies within limits", () => {
      it("sends up to the hour's limit, refuses beyond it in words naming the limit, and tells the owners once a day", async () => {
        await pipeline.setReplyLimits(as(owner), { hour: "3", day: "5" });
        expect(await pipeline.replyLimits()).toEqual({ hour: 3, day: 5 });
        const q = await quotes.create(lead());
        const send = () => pipeline.reply(as(sales), q.id, { subject: "Hello", body: "Our proposal" });
        for (let i = 0; i < 3; i++) expect((await send()).ok).toBe(true);
        const refused = await send();
        expect(refused).toMatchObject({ ok: false, reason: "limited" });
        expect(!refused.ok && refused.reason === "limited" && refused.message).toMatch(
          /^Not sent: you have sent 3 e-mails to clients in the last hour, the most one person may send in an hour \(an owner sets this limit in Settings\)\. You can send the next one at .+ IST/,
        );
        await send();
        const mails = await db.kysely.selectFrom("mail_outbox").selectAll().orderBy("id").execute();
        expect(mails.filter((m) => m.kind === "reply")).toHaveLength(3);
        const notices = mails.filter((m) => m.kind === "account");
        expect(notices.map((m) => m.to)).toEqual(["owner@example.com"]);
        expect(notices[0]!.text).toContain("Sam Sales (sam@example.com) reached a limit");
        // Mail to the client: from the salesperson at the company, a random Message-ID key, the request quoted.
        expect(mails[0]).toMatchObject({ from_name: "Sam Sales at Reptile Technologies", kind: "reply" });
        expect(mails[0]!.message_key).toMatch(/^[0-9a-f]{32}$/);
        expect(mails[0]!.text).toContain("> A booking app for our clinic");
        // An hour later the next one goes; the day's limit then holds.
        clock = new Date(clock.getTime() + 61 * 60_000);
        expect((await send()).ok).toBe(true);
        expect((await send()).ok).toBe(true);
        expect(await send()).toMatchObject({
          reason: "limited",
          message: expect.stringContaining("in the last 24 hours"),
        });
      });

      it("refuses limits that are not whole numbers in range, in plain words", async () => {
        expect(await pipeline.setReplyLimits(as(owner), { hour: "0", day: "abc" })).toMatchObject({
          ok: false,
          errors: {
            hour: "Enter how many e-mails one person may send in an hour, a whole number from 1 to 1,000.",
            day: "Enter how many e-mails one person may send in a day, a whole number from 1 to 1,000.",
          },
        });
        expect(await pipeline.setReplyLimits(as(owner), { hour: "50", day: "10" })).toMatchObject({
          errors: { hour: "Allow no more in an hour than in a day." },
        });
      });

      it.runIf(variant.name === "PostgreSQL")("holds when two instances send at once", async () => {
        await pipeline.setReplyLimits(as(owner), { hour: "4", day: "100" });
        const other = await database.open();
        try {
          const second = instance(other).pipeline;
          const q = await quotes.create(lead());
          const results = await Promise.all(
            Array.from({ length: 10 }, (_, i) =>
              (i % 2 ? second : pipeline).reply(as(sales), q.id, { subject: `Hello ${i}`, body: "Hi" }),
            ),
          );
          expect(results.filter((r) => r.ok)).toHaveLength(4);
          const sent = await db.kysely.selectFrom("mail_outbox").select("kind").where("kind", "=", "reply").execute();
          expect(sent).toHaveLength(4);
        } finally {
          await other.close();
        }
      });
    });

    describe("calls, stages and the board", () => {
      it("logs a call: a reached New lead moves to Contacted, a call-back becomes the follow-up", async () => {
        const q = await quotes.create(lead());
        expect(await pipeline.logCall(as(sales), q.id, { outcome: "maybe" }, 1)).toMatchObject({
          reason: "invalid",
          errors: { outcome: "Choose how the call went." },
        });
        expect(await pipeline.logCall(as(sales), q.id, { outcome: "call-back" }, 1)).toMatchObject({
          errors: { callBackAt: "Choose when to call back." },
        });
        const reached = await pipeline.logCall(
          as(sales),
          q.id,
          { outcome: "reached", note: "Wants a demo", moveToContacted: true },
          1,
        );
        expect(reached).toMatchObject({ ok: true, lead: { status: "contacted", version: 2 } });
        const back = await pipeline.logCall(
          as(sales),
          q.id,
          { outcome: "call-back", callBackAt: "2026-11-28T11:00:00+05:30" },
          2,
        );
        expect(back).toMatchObject({ ok: true, lead: { followUpAt: "2026-11-28T05:30:00.000Z" } });
        const kinds = (await pipeline.timeline(q.id))!.map((e) => e.kind);
        expect(kinds).toEqual(["submitted", "attribution", "call", "stage", "call", "follow_up"]);
        expect((await pipeline.timeline(q.id))!.find((e) => e.kind === "call")).toMatchObject({
          outcome: "reached",
          note: "Wants a demo",
        });
      });

      it("Won and Lost clear the follow-up, and the timeline keeps it", async () => {
        const q = await quotes.create(lead());
        await pipeline.setFollowUp(as(sales), q.id, "2026-11-28T10:00:00+05:30", 1);
        const won = await pipeline.changeStage(as(sales), q.id, { stage: "won", wonValue: 90000, expectVersion: 2 });
        expect(won).toMatchObject({ ok: true, lead: { status: "won", followUpAt: null } });
        expect((await pipeline.timeline(q.id))!.at(-1)).toMatchObject({
          kind: "follow_up",
          from: "2026-11-28T04:30:00.000Z",
          to: null,
        });
      });

      it("counts each stage and its value for the board, under the inbox's filters", async () => {
        const a = await quotes.create(lead({ attribution: { ...NO_ATTRIBUTION, utmCampaign: "diwali" } }));
        const b = await quotes.create(lead({ name: "B", phoneNumber: "+91 90000 22222", email: null }));
        await quotes.create(lead({ name: "Spam", isSpam: true }));
        await pipeline.changeStage(as(sales), a.id, { stage: "proposal", expectedValue: 250000, expectVersion: 1 });
        await pipeline.changeStage(as(sales), b.id, { stage: "won", wonValue: 100000, expectVersion: 1 });
        await pipeline.assign(as(owner), b.id, sales.id, 2);
        const columns = await quotes.board({}, 10);
        expect(columns.map((c) => [c.stage, c.count, c.value])).toEqual([
          ["new", 0, 0],
          ["contacted", 0, 0],
          ["proposal", 1, 250000],
          ["won", 1, 100000],
          ["lost", 0, 0],
        ]);
        expect((await quotes.board({ owner: sales.id }, 10)).map((c) => c.count)).toEqual([0, 0, 0, 1, 0]);
        expect(
          (await quotes.board({ campaign: "diwali" }, 10)).find((c) => c.stage === "proposal")!.leads,
        ).toHaveLength(1);
      });
    });

    describe("the work after the answer", () => {
      it("assigns in turn and counts the conversion once, after the lead is stored, across two instances", async () => {
        await pipeline.setRoundRobin(as(owner), true);
        const sales2 = await addUser("tara@example.com", "Tara Sales", "sales");
        const visit = { day: "2026-11-27", visitor: "v".repeat(32) };
        const made = [];
        for (let i = 0; i < 6; i++) made.push(await quotes.create(lead({ visit })));
        // Stored, answered, not yet worked: nobody owns them.
        expect(made.every((q) => q.ownerId === null)).toBe(true);
        expect(await db.kysely.selectFrom("lead_arrivals").select("lead_id").execute()).toHaveLength(6);
        // A second instance (PostgreSQL: another pool; SQLite: one server owns the file) works alongside.
        const other = variant.name === "PostgreSQL" ? await database.open() : db;
        try {
          const second = instance(other).pipeline;
          const done = await Promise.all([pipeline.arrivals.runOnce(), second.arrivals.runOnce()]);
          expect(done[0] + done[1]).toBe(6);
        } finally {
          if (other !== db) await other.close();
        }
        const owners = await Promise.all(made.map(async (q) => (await pipeline.lead(q.id))!.ownerId));
        expect(owners.filter((o) => o === sales.id)).toHaveLength(3);
        expect(owners.filter((o) => o === sales2.id)).toHaveLength(3);
        const assigned = await db.kysely
          .selectFrom("lead_events")
          .select("lead_id")
          .where("kind", "=", "assigned")
          .execute();
        expect(assigned).toHaveLength(6);
        expect(await db.kysely.selectFrom("analytics_conversions").selectAll().execute()).toHaveLength(6);
        expect(await db.kysely.selectFrom("lead_arrivals").selectAll().execute()).toEqual([]);
      });

      it("takes up arrivals a dead process had claimed, and leaves none behind", async () => {
        const q = await quotes.create(lead());
        await db.kysely
          .updateTable("lead_arrivals")
          .set({ claimed_by: "a-process-that-died", claimed_until: "2026-11-27T03:59:00.000Z" })
          .execute();
        expect(await pipeline.arrivals.runOnce()).toBe(1);
        expect(await db.kysely.selectFrom("lead_arrivals").selectAll().where("lead_id", "=", q.id).execute()).toEqual(
          [],
        );
        // A claim still in its lease is someone else's: left alone until it runs out (SQLite releases them at start).
        const r = await quotes.create(lead());
        await db.kysely
          .updateTable("lead_arrivals")
          .set({ claimed_by: "another-instance", claimed_until: "2026-11-27T04:05:00.000Z" })
          .execute();
        expect(await pipeline.arrivals.runOnce()).toBe(0);
        expect(await pipeline.arrivals.releaseAllClaims()).toBe(1);
        expect(await pipeline.arrivals.runOnce()).toBe(1);
        expect(await db.kysely.selectFrom("lead_arrivals").selectAll().where("lead_id", "=", r.id).execute()).toEqual(
          [],
        );
      });
    });
  });
}
