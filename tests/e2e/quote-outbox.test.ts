import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestSchema, TEST_DATABASE_URL, type TestSchema, databaseVariants } from "../support/postgres";
import { type RunningSite, startSite } from "../support/site";
import { startSmtp, type TestSmtp } from "../support/smtp";

/**
 * No quote request is lost: not while the mail server is down, not when the server
 * process is killed. Real server process, real SMTP server, real database.
 */
const API = "/laravel_website/api/website_send_email";
type OutboxRow = { status: string; attempts: number };

function sqliteOutbox(dataDir: string): OutboxRow[] {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare("select status, attempts from mail_outbox").all() as OutboxRow[];
  } finally {
    db.close();
  }
}

async function pgOutbox(schema: string): Promise<OutboxRow[]> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    const r = await client.query(`select status, attempts from ${schema}.mail_outbox`);
    return r.rows as OutboxRow[];
  } finally {
    await client.end();
  }
}

async function until<T>(fn: () => Promise<T> | T, ok: (v: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() > deadline)
      throw new Error(`condition not met in time; last value ${JSON.stringify(v).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function sendQuotes(site: RunningSite, prefix: string, count: number) {
  const statuses = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      fetch(site.url + API, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: `${prefix} ${i}`,
          phone_number: `+91 90000 ${String(i).padStart(5, "0")}`,
          message: `Request ${i}`,
        }),
      }).then(async (r) => ({ status: r.status, body: await r.json() })),
    ),
  );
  for (const s of statuses) expect(s).toEqual({ status: 200, body: { result: true } });
}

for (const variant of databaseVariants) {
  describe.skipIf(variant.skip)(`mail outbox with the SMTP server down (${variant.name})`, () => {
    let smtp: TestSmtp;
    let site: RunningSite | undefined;
    let schema: TestSchema | undefined;
    beforeAll(async () => {
      smtp = await startSmtp();
      if (variant.name === "PostgreSQL") schema = await createTestSchema("e2eoutbox");
    });
    afterAll(async () => {
      await site?.stop();
      await smtp?.stop();
      await schema?.drop();
    });

    it("accepts 50 requests while SMTP is stopped and delivers all 50 once it is back", async () => {
      await smtp.stop();
      site = await startSite({
        SMTP_URL: smtp.url,
        QUOTE_RATE_LIMIT: "0",
        ...(schema ? { DATABASE_URL: schema.url } : {}),
      });
      const outbox = () => (schema ? pgOutbox(schema.schema) : sqliteOutbox(site!.dataDir));
      await sendQuotes(site, "Down", 50);

      // Every message has been tried and has failed: they wait in the outbox.
      const waiting = await until(
        outbox,
        (rows) => rows.length === 50 && rows.every((r) => r.attempts >= 1 && r.status === "pending"),
      );
      expect(waiting.filter((r) => r.status === "sent")).toHaveLength(0);

      await smtp.start();
      const mails = await smtp.waitForMessages(50, 90_000);
      const names = new Set(mails.map((m) => m.subject));
      for (let i = 0; i < 50; i++) expect(names.has(`New quote request from Down ${i}`), `Down ${i}`).toBe(true);
      await until(outbox, (rows) => rows.filter((r) => r.status === "sent").length === 50);
    }, 150_000);
  });
}

describe("mail outbox across a crash (SIGKILL)", () => {
  let smtp: TestSmtp;
  let dataDir: string;
  const sites: RunningSite[] = [];
  beforeAll(async () => {
    smtp = await startSmtp();
    dataDir = mkdtempSync(path.join(tmpdir(), "site-crash-"));
  });
  afterAll(async () => {
    // stop() of tests/support/site.ts waits for an exit that already happened when the process was killed.
    for (const s of sites) if (s.process.exitCode === null && s.process.signalCode === null) await s.stop();
    await smtp?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("delivers every pending mail after the process is killed and restarted on the same DATA_DIR", async () => {
    await smtp.stop();
    const env = { SMTP_URL: smtp.url, QUOTE_RATE_LIMIT: "0", DATA_DIR: dataDir };
    const first = await startSite(env);
    sites.push(first);
    await sendQuotes(first, "Crash", 10);
    await until(
      () => sqliteOutbox(dataDir),
      (rows) => rows.length === 10 && rows.every((r) => r.attempts >= 1),
    );

    expect(await first.stop("SIGKILL")).toBeNull();
    expect(first.process.signalCode).toBe("SIGKILL");

    await smtp.start();
    const second = await startSite(env);
    sites.push(second);
    const mails = await smtp.waitForMessages(10, 60_000);
    const subjects = new Set(mails.map((m) => m.subject));
    for (let i = 0; i < 10; i++) expect(subjects.has(`New quote request from Crash ${i}`)).toBe(true);
    await until(
      () => sqliteOutbox(dataDir),
      (rows) => rows.filter((r) => r.status === "sent").length === 10,
    );
  }, 150_000);
});
