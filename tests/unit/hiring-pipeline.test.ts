import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type User, UserRepository } from "#server/accounts/users";
import { AUDIT_ACTIONS, AuditLog } from "#server/audit/audit-log";
import { loadConfig } from "#server/config";
import type { Db } from "#server/db";
import type { Role } from "#server/db/schema";
import type { ApplicationSubmission } from "#server/hiring/pipeline";
import { HiringPipeline } from "#server/hiring/pipeline";
import { ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY } from "#server/hiring/submit";
import { Maintenance } from "#server/maintenance";
import type { Acting } from "#server/pipeline/acting";
import { createRateLimiter } from "#server/rate-limit";
import { docxFile, linuxProgram, pdfFile } from "../support/cv-files";
import { databaseVariants } from "../support/postgres";
import { createTestDatabase, openTestDatabase, removeTestDatabase } from "../support/test-database";

/**
 * Applying for a job and hiring (issue 36) on a real SQLite file and, with TEST_DATABASE_URL,
 * on PostgreSQL: an application stored with its CV and both mails in one transaction, refused
 * in words (a program named .pdf, a closed job) with nothing kept; the stages, owners,
 * interview times and notes through the lead pipeline's versioned write (timeline and audit
 * by number only); the acknowledgement limit per address; the retention.
 */

const silent = pino({ level: "silent" });
/** Validator wording that must never reach a person. */
const VALIDATOR_WORDS =
  /too small|too big|>=|<=|received|undefined|expected (a |an )?(number|string)|invalid (input|type)|NaN/i;

const JOB = { slug: "android-developer", title: "Android Developer (Kotlin)", open: true };
const FIELDS = {
  name: "Asha Verma",
  email: "Asha.Verma@Example.IN",
  phone: "+91 98765 43210",
  linkedin: "linkedin.com/in/asha-verma",
  github: "",
  portfolio: "",
  note: "Notice period: 30 days.",
  consent: "yes",
};

const application = (over: Partial<ApplicationSubmission> = {}): ApplicationSubmission => ({
  job: JOB,
  fields: FIELDS,
  cv: { fileName: "Asha Verma CV.pdf", bytes: pdfFile(), size: pdfFile().length },
  clientIp: "203.0.113.9",
  honeypot: "",
  ...over,
});

for (const variant of databaseVariants) {
  describe.skipIf(variant.skip)(`job applications on ${variant.name}`, { timeout: 30_000 }, () => {
    let dataDir: string;
    let schema: Awaited<ReturnType<typeof createTestDatabase>>["schema"];
    let db: Db;
    let clock = new Date("2026-11-28T06:00:00.000Z");
    const now = () => clock;
    let hiring: HiringPipeline;
    let audit: AuditLog;
    let users: UserRepository;
    let queued = 0;
    let owner: User;
    let recruiter: User;
    let sales: User;
    let editor: User;
    const as = (user: User): Acting => ({ user, ip: "198.51.100.4" });
    const addUser = async (email: string, displayName: string, role: Role) =>
      (await users.create({ email, displayName, role, passwordHash: "x" }))!;

    beforeAll(async () => {
      ({ dataDir, schema } = await createTestDatabase(variant.name, "hiring"));
      db = await openTestDatabase(dataDir, schema);
      audit = new AuditLog(db, now);
      users = new UserRepository(db, now);
      hiring = new HiringPipeline({
        db,
        audit,
        limiter: createRateLimiter({ limit: 0, windowMs: 60_000 }),
        logger: silent,
        now,
        mail: () => ({
          siteUrl: "https://www.example.com",
          company: "Reptile Technologies",
          hiringTo: "careers@example.com",
          privacyEmail: "privacy@example.com",
          retentionDays: 90,
        }),
        onMailQueued: () => queued++,
      });
    });
    afterAll(async () => {
      await db?.close();
      await removeTestDatabase(dataDir, schema);
    });
    beforeEach(async () => {
      for (const table of ["mail_outbox", "job_applications", "audit_log", "admin_users"] as const)
        await db.kysely.deleteFrom(table).execute();
      clock = new Date("2026-11-28T06:00:00.000Z");
      queued = 0;
      owner = await addUser("owner@example.com", "Olga Owner", "owner");
      recruiter = await addUser("hr@example.com", "Hema Recruiter", "hiring");
      sales = await addUser("sam@example.com", "Sam Sales", "sales");
      editor = await addUser("eddie@example.com", "Eddie Editor", "editor");
    });

    const submit = async (over: Partial<ApplicationSubmission> = {}) => {
      const result = await hiring.submit(application(over));
      if (result.kind !== "stored") throw new Error(`not stored: ${JSON.stringify(result)}`);
      return result.id;
    };
    const mails = () => db.kysely.selectFrom("mail_outbox").selectAll().orderBy("id").execute();
    const audits = () => db.kysely.selectFrom("audit_log").selectAll().orderBy("id").execute();
    const count = async (table: "job_applications" | "application_cvs" | "application_events") =>
      Number(
        (
          await db.kysely
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );

    describe("applying", () => {
      it("stores the application with its CV's bytes, then queues the acknowledgement and the team's notification", async () => {
        const id = await submit();
        const stored = await hiring.application(id);
        expect(stored).toMatchObject({
          jobSlug: "android-developer",
          jobTitle: "Android Developer (Kotlin)",
          name: "Asha Verma",
          email: "Asha.Verma@example.in",
          phone: "+91 98765 43210",
          linkedin: "https://linkedin.com/in/asha-verma",
          github: null,
          note: "Notice period: 30 days.",
          stage: "applied",
          version: 1,
          cv: { fileName: "Asha Verma CV.pdf", kind: "pdf", size: pdfFile().length },
          acknowledgement: { status: "pending" },
        });
        const cv = await hiring.downloadCv(as(recruiter), id);
        expect(cv?.body.equals(pdfFile())).toBe(true);
        expect(queued).toBe(1);

        const [ack, notice] = await mails();
        expect(ack).toMatchObject({
          to: "Asha.Verma@example.in",
          kind: "application",
          application_id: id,
          reply_to_address: "careers@example.com",
          subject: "Your application for Android Developer (Kotlin) at Reptile Technologies",
        });
        expect(ack!.text).toContain("We delete each application, with its CV, 90 days after we receive it.");
        expect(ack!.text).toContain("privacy@example.com");
        // Mail that leaves the company carries no number of ours.
        expect(`${ack!.subject}\n${ack!.text}\n${ack!.html}`).not.toMatch(new RegExp(`#${id}\\b|/admin/hiring/${id}`));
        expect(ack!.text + ack!.html).not.toContain("%PDF");
        expect(notice).toMatchObject({
          to: "careers@example.com",
          kind: "application",
          application_id: id,
          reply_to_address: "Asha.Verma@example.in",
          subject: "New application: Android Developer (Kotlin), from Asha Verma",
        });
        expect(notice!.text).toContain(`https://www.example.com/admin/hiring/${id}`);
        expect(notice!.text + notice!.html).not.toContain("%PDF");
      });

      it("takes a Word document, recognised by its bytes", async () => {
        const docx = docxFile();
        const id = await submit({ cv: { fileName: "cv.docx", bytes: docx, size: docx.length } });
        expect((await hiring.application(id))?.cv).toEqual({ fileName: "cv.docx", kind: "docx", size: docx.length });
      });

      it("refuses a program renamed .pdf beside the CV, in words, and keeps nothing of it", async () => {
        const program = linuxProgram();
        const result = await hiring.submit(
          application({ cv: { fileName: "cv.pdf", bytes: program, size: program.length } }),
        );
        expect(result).toEqual({
          kind: "invalid",
          cvAccepted: false,
          fieldErrors: {
            cv: "We can only take a PDF or a Word (.docx) document, and this file is a program, although its name ends in .pdf. Choose your CV as a PDF or .docx file.",
          },
        });
        expect(await count("job_applications")).toBe(0);
        expect(await count("application_cvs")).toBe(0);
        expect(await mails()).toEqual([]);
      });

      it("says what is wrong with each field in the person's words, and that a CV over 5 MB is too large", async () => {
        const result = await hiring.submit(
          application({
            fields: {
              name: " ",
              email: "asha@",
              phone: "call me",
              linkedin: "github.com/asha",
              note: "x".repeat(3001),
            },
            cv: { fileName: "big.pdf", bytes: pdfFile(), size: 7.2 * 1024 * 1024 },
          }),
        );
        expect(result.kind).toBe("invalid");
        const errors = result.kind === "invalid" ? result.fieldErrors : {};
        expect(errors).toEqual({
          name: "Enter your full name.",
          email: "Enter an e-mail address like name@example.com.",
          phone: "Enter a phone number with at least 7 digits, like +91 98765 43210.",
          linkedin: "Enter the address of your LinkedIn profile, like linkedin.com/in/your-name, or leave it empty.",
          note: "Keep the note to 3,000 characters or fewer.",
          consent: "Tick the box to agree that we may keep your application: we cannot consider it otherwise.",
          cv: "Your CV is 7.2 MB, and the limit is 5 MB. Save a smaller copy (a PDF usually is) and choose it again.",
        });
        for (const message of Object.values(errors)) expect(message).not.toMatch(VALIDATOR_WORDS);
        expect(await count("job_applications")).toBe(0);
      });

      it("asks for a CV when none was chosen, and says the chosen one was fine when only another field was wrong", async () => {
        expect(await hiring.submit(application({ cv: null }))).toMatchObject({
          kind: "invalid",
          fieldErrors: { cv: "Choose your CV: a PDF or Word (.docx) file up to 5 MB." },
        });
        expect(await hiring.submit(application({ fields: { ...FIELDS, phone: "" } }))).toEqual({
          kind: "invalid",
          cvAccepted: true,
          fieldErrors: { phone: "Enter a phone number we can call you on." },
        });
      });

      it("takes nothing for a closed job, and nothing from a bot that filled the honeypot (which is answered like a person)", async () => {
        expect(await hiring.submit(application({ job: { ...JOB, open: false } }))).toEqual({ kind: "closed" });
        expect(await hiring.submit(application({ honeypot: "https://spam.example" }))).toEqual({ kind: "spam" });
        expect(await count("job_applications")).toBe(0);
        expect(await mails()).toEqual([]);
      });

      it(`acknowledges at most ${ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY} applications a day to one address (the team still hears of each)`, async () => {
        for (let i = 0; i < ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY + 1; i++) await submit();
        const sent = await mails();
        expect(sent.filter((m) => m.to === "careers@example.com")).toHaveLength(
          ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY + 1,
        );
        expect(sent.filter((m) => m.to !== "careers@example.com")).toHaveLength(ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY);
        const last = (await hiring.list({}, { limit: 1, offset: 0 })).items[0]!;
        expect(last.acknowledgement).toBeNull();
        clock = new Date(clock.getTime() + 86_400_000 + 1);
        await submit();
        expect((await mails()).filter((m) => m.to !== "careers@example.com")).toHaveLength(
          ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY + 1,
        );
      });

      /** Another instance of the pipeline on the same database, with its own rate limit and team address. */
      const pipelineWith = (o: { limit: number; hiringTo: string }) =>
        new HiringPipeline({
          db,
          audit,
          limiter: createRateLimiter({ limit: o.limit, windowMs: 600_000 }),
          logger: silent,
          now,
          mail: () => ({
            siteUrl: "https://x.example",
            company: "X",
            hiringTo: o.hiringTo,
            privacyEmail: "p@x.example",
            retentionDays: 1,
          }),
        });

      it("lists an application once, with its acknowledgement, even when the team's address is the applicant's", async () => {
        const same = pipelineWith({ limit: 0, hiringTo: "Asha.Verma@example.in" });
        expect((await same.submit(application())).kind).toBe("stored");
        const { items, total } = await same.list({}, { limit: 10, offset: 0 });
        expect([items.length, total]).toEqual([1, 1]);
        expect(items[0]!.acknowledgement).toMatchObject({ status: "pending" });
      });

      it("refuses a flood from one address with the time to wait", async () => {
        const limited = pipelineWith({ limit: 1, hiringTo: "hr@x.example" });
        expect((await limited.submit(application())).kind).toBe("stored");
        expect(await limited.submit(application())).toMatchObject({ kind: "rate_limited", retryAfterSeconds: 600 });
      });
    });

    describe("hiring", () => {
      it("moves an application Applied → Screening → Interview → Offer → Hired, each on the timeline and audited by number only", async () => {
        const id = await submit();
        let version = 1;
        for (const stage of ["screening", "interview", "offer", "hired"]) {
          clock = new Date(clock.getTime() + 60_000);
          const r = await hiring.changeStage(as(recruiter), id, { stage }, version);
          expect(r).toMatchObject({ ok: true, changed: true, record: { stage, version: version + 1 } });
          version++;
        }
        const timeline = (await hiring.timeline(id))!;
        expect(timeline.map((e) => (e.kind === "stage" ? `${e.from}→${e.to}` : e.kind))).toEqual([
          "applied",
          "applied→screening",
          "screening→interview",
          "interview→offer",
          "offer→hired",
        ]);
        expect(timeline[1]).toMatchObject({ actor: { id: recruiter.id, name: "Hema Recruiter (hr@example.com)" } });
        const entries = await audits();
        expect(entries.map((e) => e.action)).toEqual(Array(4).fill("application.stage_changed"));
        expect(entries[0]).toMatchObject({ target: `application ${id}`, actor: "hr@example.com", ip: "198.51.100.4" });
        expect(JSON.stringify(entries)).not.toMatch(/Asha|98765|example\.in/);
        expect(AUDIT_ACTIONS["application.stage_changed"]).toBe("Application stage changed");
      });

      it("rejects with a reason (and a note for Other), and can undo a rejection", async () => {
        const id = await submit();
        expect(await hiring.changeStage(as(recruiter), id, { stage: "rejected" }, 1)).toEqual({
          ok: false,
          reason: "invalid",
          errors: { rejectionReason: "Choose why the application was rejected." },
        });
        expect(
          await hiring.changeStage(as(recruiter), id, { stage: "rejected", rejectionReason: "other" }, 1),
        ).toMatchObject({
          errors: { rejectionNote: "Say in a few words why the application was rejected." },
        });
        const rejected = await hiring.changeStage(
          as(recruiter),
          id,
          { stage: "rejected", rejectionReason: "position-filled", rejectionNote: "Filled by an internal move." },
          1,
        );
        expect(rejected).toMatchObject({
          ok: true,
          record: {
            stage: "rejected",
            rejectionReason: "position-filled",
            rejectionNote: "Filled by an internal move.",
          },
        });
        const back = await hiring.changeStage(as(owner), id, { stage: "screening" }, 2);
        expect(back).toMatchObject({
          ok: true,
          record: { stage: "screening", rejectionReason: null, rejectionNote: null },
        });
        const entry = (await hiring.timeline(id))!.find((e) => e.kind === "stage" && e.to === "rejected");
        expect(entry).toMatchObject({
          rejectionReason: "position-filled",
          rejectionNote: "Filled by an internal move.",
        });
        // The reason is in the audit; the note (free text) is not.
        const audited = (await audits()).find((e) => JSON.parse(e.details ?? "{}").to === "rejected");
        expect(JSON.parse(audited!.details!)).toEqual({
          from: "applied",
          to: "rejected",
          rejectionReason: "position-filled",
        });
      });

      it("tells the second of two people who saw the same version, and keeps the first one's change", async () => {
        const id = await submit();
        expect((await hiring.changeStage(as(recruiter), id, { stage: "screening" }, 1)).ok).toBe(true);
        const second = await hiring.changeStage(as(owner), id, { stage: "rejected", rejectionReason: "skills" }, 1);
        expect(second).toMatchObject({ ok: false, reason: "conflict", current: { stage: "screening", version: 2 } });
        expect(await hiring.application(id)).toMatchObject({ stage: "screening", version: 2 });
      });

      it("gives an application only to an owner or the hiring role, and says so in words", async () => {
        const id = await submit();
        expect((await hiring.assignees()).map((a) => a.name)).toEqual(["Hema Recruiter", "Olga Owner"]);
        for (const other of [sales, editor])
          expect(await hiring.assign(as(owner), id, other.id, 1)).toEqual({
            ok: false,
            reason: "invalid",
            errors: { ownerId: "Choose someone who works on hiring: an owner or a person with the hiring role." },
          });
        const r = await hiring.assign(as(owner), id, recruiter.id, 1);
        expect(r).toMatchObject({ ok: true, record: { ownerId: recruiter.id, owner: { name: "Hema Recruiter" } } });
        expect((await hiring.list({ ownerId: recruiter.id }, { limit: 10, offset: 0 })).total).toBe(1);
        const entry = (await hiring.timeline(id))!.at(-1);
        expect(entry).toMatchObject({ kind: "assigned", from: null, to: { id: recruiter.id, name: "Hema Recruiter" } });
      });

      it("sets and clears the interview's time, refusing one far off", async () => {
        const id = await submit();
        expect(await hiring.setInterview(as(recruiter), id, "2026-12-02T11:00+05:30", 1)).toMatchObject({
          ok: true,
          record: { interviewAt: "2026-12-02T05:30:00.000Z" },
        });
        expect(await hiring.setInterview(as(recruiter), id, "2029-01-01T10:00+05:30", 2)).toEqual({
          ok: false,
          reason: "invalid",
          errors: { at: "Choose a day within the next year." },
        });
        expect(await hiring.setInterview(as(recruiter), id, "tomorrow", 2)).toMatchObject({
          errors: { at: "Choose the interview's date and time." },
        });
        expect(await hiring.setInterview(as(recruiter), id, null, 2)).toMatchObject({
          ok: true,
          record: { interviewAt: null },
        });
        expect((await hiring.timeline(id))!.filter((e) => e.kind === "interview")).toMatchObject([
          { from: null, to: "2026-12-02T05:30:00.000Z" },
          { from: "2026-12-02T05:30:00.000Z", to: null },
        ]);
      });

      it("keeps notes on the timeline, audited without their text", async () => {
        const id = await submit();
        expect(await hiring.addNote(as(recruiter), id, "   ")).toEqual({
          ok: false,
          reason: "invalid",
          errors: { text: "Write the note first." },
        });
        const r = await hiring.addNote(as(recruiter), id, "Strong Compose work on GitHub.\nCall after 6 pm.");
        expect(r).toMatchObject({ ok: true, record: { version: 1 } });
        expect((await hiring.timeline(id))!.at(-1)).toMatchObject({
          kind: "note",
          text: "Strong Compose work on GitHub.\nCall after 6 pm.",
        });
        expect(JSON.stringify(await audits())).not.toContain("Compose");
      });

      it("lists, counts and searches the inbox, per job and across jobs", async () => {
        await submit();
        clock = new Date(clock.getTime() + 60_000);
        await submit({
          job: { slug: "qa-engineer", title: "QA Engineer", open: true },
          fields: { ...FIELDS, name: "Rahul Nair", email: "rahul@example.in", phone: "98111 22233" },
        });
        const rahul = (await hiring.list({ search: "nair" }, { limit: 10, offset: 0 })).items;
        expect(rahul.map((a) => a.name)).toEqual(["Rahul Nair"]);
        expect((await hiring.list({ search: "98111" }, { limit: 10, offset: 0 })).total).toBe(1);
        expect((await hiring.list({ search: "QA eng" }, { limit: 10, offset: 0 })).total).toBe(1);
        expect((await hiring.list({ search: "50%_" }, { limit: 10, offset: 0 })).total).toBe(0);
        expect((await hiring.list({ job: "android-developer" }, { limit: 10, offset: 0 })).total).toBe(1);
        await hiring.changeStage(as(recruiter), rahul[0]!.id, { stage: "rejected", rejectionReason: "experience" }, 1);
        expect(await hiring.stageCounts()).toMatchObject({ applied: 1, rejected: 1 });
        expect(await hiring.stageCounts("qa-engineer")).toMatchObject({ applied: 0, rejected: 1 });
        expect((await hiring.list({ stage: "open" }, { limit: 10, offset: 0 })).items.map((a) => a.name)).toEqual([
          "Asha Verma",
        ]);
        expect(await hiring.jobs()).toEqual([
          { slug: "qa-engineer", title: "QA Engineer", total: 1, open: 0 },
          { slug: "android-developer", title: "Android Developer (Kotlin)", total: 1, open: 1 },
        ]);
      });

      it("audits each CV download by number", async () => {
        const id = await submit();
        await hiring.downloadCv(as(owner), id);
        expect(await audits()).toMatchObject([
          { action: "application.cv_downloaded", target: `application ${id}`, actor: "owner@example.com" },
        ]);
        expect(await hiring.downloadCv(as(owner), id + 1000)).toBeUndefined();
      });
    });

    describe("applicants' data", () => {
      it("erases an application with its CV, timeline and mails, audited by number only", async () => {
        const id = await submit();
        const kept = await submit({ fields: { ...FIELDS, name: "Rahul Nair", email: "rahul@example.in" } });
        await hiring.addNote(as(recruiter), id, "Good fit.");
        expect(await hiring.erase(as(owner), id)).toBe(true);
        expect(await hiring.application(id)).toBeUndefined();
        expect(await count("job_applications")).toBe(1);
        expect(await count("application_cvs")).toBe(1);
        expect(await count("application_events")).toBe(0);
        expect((await mails()).map((m) => m.application_id)).toEqual([kept, kept]);
        const entry = (await audits()).find((e) => e.action === "application.erased");
        expect(entry).toMatchObject({ target: `application ${id}`, actor: "owner@example.com", details: null });
        expect(await hiring.erase(as(owner), id)).toBe(false);
      });

      it("deletes applications past APPLICATION_RETENTION_DAYS in the hourly clean-up, with their CVs, and audits how many", async () => {
        const old = await submit();
        clock = new Date(clock.getTime() + 170 * 86_400_000);
        const recent = await submit({ fields: { ...FIELDS, email: "new@example.in" } });
        clock = new Date(clock.getTime() + 11 * 86_400_000);
        const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
        expect(config.APPLICATION_RETENTION_DAYS).toBe(180);
        const maintenance = new Maintenance({
          config,
          logger: silent,
          quotes: { deleteReceivedBefore: async () => 0 } as never,
          hiring,
          sessions: { pruneExpired: async () => 0 } as never,
          throttle: { prune: async () => 0 } as never,
          tokens: { prune: async () => 0 } as never,
          audit,
          now,
        });
        const done = await maintenance.runOnce();
        expect(done.applications).toBe(1);
        expect(await hiring.application(old)).toBeUndefined();
        expect(await hiring.application(recent)).toBeDefined();
        expect(await count("application_cvs")).toBe(1);
        expect((await mails()).every((m) => m.application_id === recent)).toBe(true);
        const entry = (await audits()).find((e) => e.action === "applications.retention_deleted");
        expect(entry).toMatchObject({ actor: "system" });
        expect(JSON.parse(entry!.details!)).toEqual({ applications: 1, olderThanDays: 180 });
      });
    });
  });
}
