import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { UserRepository, type User } from "#server/accounts/users";
import { AuditLog } from "#server/audit/audit-log";
import { type Db } from "#server/db";
import { QuoteRepository } from "#server/db/quotes";
import { LeadPipeline } from "#server/leads/pipeline";
import { type TestSchema, databaseVariants } from "../support/postgres";
import { createTestDatabase, openTestDatabase, removeTestDatabase } from "../support/test-database";

/**
 * The morning digest (issue 30): from 08:30 India time, one mail per salesperson and day
 * with the day's follow-ups and their new leads, queued through the outbox; claimed in
 * lead_digests so that several instances send it once. SQLite and, with TEST_DATABASE_URL,
 * PostgreSQL (there with two connections pools on one schema, as two servers have).
 */

/** 08:30 India time on 27 November 2026 is 03:00 UTC. */
const AT_0830_IST = new Date("2026-11-27T03:00:00.000Z");
const SITE = "https://www.example.com";

for (const variant of databaseVariants) {
  describe.skipIf(variant.skip)(`the morning digest on ${variant.name}`, { timeout: 30_000 }, () => {
    let dataDir: string;
    let schema: TestSchema | undefined;
    let db: Db;
    let clock = new Date("2026-11-26T10:00:00.000Z");
    const now = () => clock;
    let quotes: QuoteRepository;
    let pipeline: LeadPipeline;
    let users: UserRepository;
    let queued = 0;
    let owner: User;
    let sam: User;
    let tara: User;
    let editor: User;

    const open = () => openTestDatabase(dataDir, schema);
    const instance = (database: Db) => {
      const q = new QuoteRepository(database, now);
      return {
        quotes: q,
        pipeline: new LeadPipeline({
          db: database,
          quotes: q,
          audit: new AuditLog(database, now),
          now,
          siteUrl: SITE,
          onMailQueued: () => queued++,
        }),
      };
    };
    const acting = () => ({ user: owner, ip: null });
    const newLead = async (name: string, ownerId: number | null) => {
      const q = await quotes.create({
        name,
        phoneNumber: "+91 98765 43210",
        message: "m",
        source: "contact",
        clientIp: null,
        userAgent: null,
        isSpam: false,
      });
      if (ownerId !== null) await pipeline.assign(acting(), q.id, ownerId, 1);
      return (await pipeline.lead(q.id))!;
    };
    const digests = () =>
      db.kysely
        .selectFrom("mail_outbox")
        .selectAll()
        .where("kind", "=", "digest")
        .orderBy("to")
        .orderBy("id")
        .execute();

    beforeAll(async () => {
      ({ dataDir, schema } = await createTestDatabase(variant.name, "digest"));
      db = await open();
      ({ quotes, pipeline } = instance(db));
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
      clock = new Date("2026-11-26T10:00:00.000Z");
      queued = 0;
      const add = async (email: string, displayName: string, role: "owner" | "sales" | "editor") =>
        (await users.create({ email, displayName, role, passwordHash: "x" }))!;
      owner = await add("owner@example.com", "Olga Owner", "owner");
      sam = await add("sam@example.com", "Sam Sales", "sales");
      tara = await add("tara@example.com", "Tara Sales", "sales");
      editor = await add("eddie@example.com", "Eddie Editor", "editor");
    });

    /** Sam: a follow-up at 10:30 IST on the 27th, one on the 28th, one on a won lead, and a new lead; Tara: nothing. */
    const arrange = async () => {
      const due = await newLead("Zyxwv Due", sam.id);
      await pipeline.changeStage(acting(), due.id, { stage: "contacted", expectVersion: 2 });
      await pipeline.setFollowUp(acting(), due.id, "2026-11-27T10:30:00+05:30", 3);
      const tomorrow = await newLead("Zyxwv Tomorrow", sam.id);
      await pipeline.changeStage(acting(), tomorrow.id, { stage: "contacted", expectVersion: 2 });
      await pipeline.setFollowUp(acting(), tomorrow.id, "2026-11-28T09:00:00+05:30", 3);
      const won = await newLead("Zyxwv Won", sam.id);
      await pipeline.setFollowUp(acting(), won.id, "2026-11-27T11:00:00+05:30", 2);
      await pipeline.changeStage(acting(), won.id, { stage: "won", wonValue: 1000, expectVersion: 3 });
      const fresh = await newLead("Zyxwv Fresh", sam.id);
      await newLead("Zyxwv Unassigned", null);
      // An editor with a lead (assigned before their role changed) gets no digest.
      const edited = await newLead("Zyxwv Editor", tara.id);
      await db.kysely.updateTable("quote_requests").set({ owner_id: editor.id }).where("id", "=", edited.id).execute();
      return { due, tomorrow, won, fresh };
    };

    it("sends nothing before 08:30 India time, and claims nothing", async () => {
      await arrange();
      expect(await pipeline.sendDueDigests(new Date("2026-11-27T02:59:59.999Z"))).toBe(0);
      expect(await pipeline.sendDueDigests(new Date("2026-11-26T20:00:00.000Z"))).toBe(0);
      expect(await digests()).toEqual([]);
      expect(await db.kysely.selectFrom("lead_digests").selectAll().execute()).toEqual([]);
    });

    it("from 08:30 sends each salesperson with something due one mail for the day: follow-ups in India time and new leads, linked", async () => {
      const { due, fresh, tomorrow, won } = await arrange();
      clock = AT_0830_IST;
      expect(await pipeline.sendDueDigests()).toBe(1);
      expect(queued).toBe(1);
      const [mail] = await digests();
      expect(mail).toMatchObject({
        to: "sam@example.com",
        subject: "Your leads for 27 November 2026",
        quote_request_id: null,
        status: "pending",
      });
      expect(mail!.text).toContain("Hello Sam Sales,");
      expect(mail!.text).toContain(`- 10:30 am: lead ${due.id} (Contacted) ${SITE}/admin/leads/${due.id}`);
      expect(mail!.text).toContain(`New leads assigned to you (1):`);
      expect(mail!.text).toContain(
        `- Lead ${fresh.id}, received 26 Nov 2026, 3:30 pm: ${SITE}/admin/leads/${fresh.id}`,
      );
      expect(mail!.text).not.toContain(`leads/${tomorrow.id}`);
      expect(mail!.text).not.toContain(`leads/${won.id}`);
      // Leads by number only: the mail leaves the site and cannot be erased with them.
      expect(`${mail!.text}${mail!.html}${mail!.subject}`).not.toContain("Zyxwv");
      expect(mail!.html).toContain(`href="${SITE}/admin/leads/${due.id}"`);
      expect(await db.kysely.selectFrom("lead_digests").select(["user_id", "day"]).execute()).toEqual([
        { user_id: sam.id, day: "2026-11-27" },
      ]);

      // Once a day: later runs that day send nothing more.
      clock = new Date("2026-11-27T09:00:00.000Z");
      expect(await pipeline.sendDueDigests()).toBe(0);
      // The next day: tomorrow's follow-up and the still-new lead.
      clock = new Date("2026-11-28T03:01:00.000Z");
      expect(await pipeline.sendDueDigests()).toBe(1);
      const next = (await digests()).at(-1)!;
      expect(next.subject).toBe("Your leads for 28 November 2026");
      expect(next.text).toContain(`- 9:00 am: lead ${tomorrow.id} (Contacted)`);
      expect(next.text).not.toContain(`leads/${due.id}`);
      // Old claims go with the hourly maintenance.
      expect(await pipeline.pruneDigests(new Date("2026-12-20T00:00:00.000Z"))).toBe(2);
    });

    it("sends to someone with nothing due in the morning once a lead comes their way that day", async () => {
      await arrange();
      clock = AT_0830_IST;
      expect(await pipeline.sendDueDigests()).toBe(1);
      clock = new Date("2026-11-27T06:00:00.000Z");
      await newLead("Zyxwv Later", tara.id);
      expect(await pipeline.sendDueDigests()).toBe(1);
      expect((await digests()).map((m) => m.to)).toEqual(["sam@example.com", "tara@example.com"]);
    });

    it("lists at most 50 new leads and counts the rest", async () => {
      for (let i = 0; i < 53; i++) {
        clock = new Date(Date.UTC(2026, 10, 26, 10, i));
        await newLead(`Zyxwv ${i}`, sam.id);
      }
      clock = AT_0830_IST;
      expect(await pipeline.sendDueDigests()).toBe(1);
      const [mail] = await digests();
      expect(mail!.text).toContain("New leads assigned to you (53):");
      expect(mail!.text.match(/^- Lead /gm)).toHaveLength(50);
      expect(mail!.text).toContain("  …and 3 more");
    });

    it("is sent exactly once when two instances run it at the same time", async () => {
      await arrange();
      await newLead("Zyxwv Tara", tara.id);
      await newLead("Zyxwv Olga", owner.id);
      // PostgreSQL: a second connection pool on the same schema, as a second server has.
      // SQLite: one server owns the file, so both instances share its connection.
      const other = variant.name === "PostgreSQL" ? await open() : db;
      try {
        const second = instance(other).pipeline;
        clock = AT_0830_IST;
        const counts = await Promise.all([
          pipeline.sendDueDigests(),
          second.sendDueDigests(),
          pipeline.sendDueDigests(),
          second.sendDueDigests(),
        ]);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
        expect((await digests()).map((m) => m.to)).toEqual([
          "owner@example.com",
          "sam@example.com",
          "tara@example.com",
        ]);
        expect(await second.sendDueDigests()).toBe(0);
      } finally {
        if (other !== db) await other.close();
      }
    });
  });
}
