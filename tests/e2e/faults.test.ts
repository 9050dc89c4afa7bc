import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { type RunningSite, startSite } from "../support/site";

/**
 * Faults around the database: a SQLite file locked by someone else, PostgreSQL going
 * away (readiness), and two instances sharing PostgreSQL and one mail server.
 * The PostgreSQL cases need TEST_DATABASE_URL (set by .ci/run); without it they are
 * skipped with a message.
 */

const QUOTE_API = "/laravel_website/api/website_send_email";
const PG_URL = process.env.TEST_DATABASE_URL;
if (!PG_URL) console.warn("faults.test.ts: TEST_DATABASE_URL is not set — skipping the PostgreSQL fault tests");

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(check: () => T | Promise<T>, what: string, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

function quote(site: RunningSite, tag: string) {
  return fetch(`${site.url}${QUOTE_API}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: `Fault ${tag}`, phone_number: "+91 90000 00000", message: `Message ${tag}` }),
  });
}

function formPost(site: RunningSite, tag: string) {
  return fetch(`${site.url}/contact_us`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name: `Fault ${tag}`, phone_number: "+91 90000 00000", message: `Message ${tag}` }),
    redirect: "manual",
  });
}

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe("SQLite locked by another process", () => {
  it("requests during the lock get their answer (a clear 503 at most), and nothing is lost", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "site-lock-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // Writes wait 1 s for a lock (the default is 5 s): the same refusals, sooner.
    const site = await startSite({ DATA_DIR: dataDir, QUOTE_RATE_LIMIT: "0", SQLITE_BUSY_TIMEOUT_MS: "1000" });
    cleanups.push(() => site.stop());

    // Another program takes the write lock for longer than the server's busy timeout
    // (readers are not blocked in WAL mode).
    const other = new Database(path.join(dataDir, "site.db"));
    other.pragma("busy_timeout = 10000");
    other.exec("BEGIN EXCLUSIVE");
    const released = sleep(1_800).then(() => {
      other.exec("COMMIT");
      other.close();
    });

    const tags = Array.from({ length: 12 }, (_, i) => `lock-${i}`);
    const answers = await Promise.all(
      tags.map(async (tag, i) => {
        await sleep(i * 100);
        const res = await (i % 2 ? formPost(site, tag) : quote(site, tag));
        return { tag, form: i % 2 === 1, status: res.status };
      }),
    );
    await released;
    for (const a of answers) {
      expect([200, 303, 503], `${a.tag} → ${a.status}`).toContain(a.status);
    }

    // Whatever was refused was refused clearly: sent again once the lock is gone, it is stored.
    for (const a of answers.filter((x) => x.status === 503)) {
      const res = await (a.form ? formPost(site, a.tag) : quote(site, a.tag));
      expect(res.status, `retry of ${a.tag}`).toBe(a.form ? 303 : 200);
    }
    expect(await site.stop()).toBe(0);

    const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
    try {
      const names = (db.prepare("SELECT name FROM quote_requests").all() as { name: string }[]).map((r) => r.name);
      expect(names.sort()).toEqual(tags.map((t) => `Fault ${t}`).sort());
    } finally {
      db.close();
    }
  });
});

describe("two processes on one SQLite DATA_DIR", () => {
  it("the second stops with a message naming DATA_DIR and leaves the first one's mail claims alone", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "site-twice-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // A mail server that holds every message until told to answer: the first process's
    // claim on it stays open meanwhile.
    const received: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          async (mail) => {
            received.push(mail.text ?? "");
            await released;
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((r) => smtp.listen(0, "127.0.0.1", () => r()));
    cleanups.push(() => new Promise((r) => smtp.close(() => r(undefined))));
    const env = { DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` };

    const first = await startSite(env);
    cleanups.push(() => first.stop());
    expect((await quote(first, "twice")).status).toBe(200);
    await until(() => received.length === 1, "the first process to be sending the mail");

    let second: RunningSite | undefined;
    const refused = await startSite(env).then(
      (site) => {
        second = site;
        return "started";
      },
      (error: Error) => error.message,
    );
    if (second) cleanups.push(() => second!.stop());
    expect(refused).toMatch(/server exited with 1/);
    expect(refused).toMatch(/DATA_DIR: .*in use by another server process/);

    const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
    try {
      const rows = db.prepare("SELECT status, claimed_by FROM mail_outbox").all() as {
        status: string;
        claimed_by: string | null;
      }[];
      expect(rows).toHaveLength(1);
      expect(rows[0]!.status).toBe("sending");
      expect(rows[0]!.claimed_by).toContain(`:${first.process.pid}:`);
    } finally {
      db.close();
    }
    release();
    await until(() => {
      const check = new Database(path.join(dataDir, "site.db"), { readonly: true });
      try {
        return (check.prepare("SELECT status FROM mail_outbox").get() as { status: string }).status === "sent";
      } finally {
        check.close();
      }
    }, "the mail to be recorded as sent");
    await sleep(1_000); // room for a duplicate to show up
    expect(received).toHaveLength(1);
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    expect(await first.stop()).toBe(0);
  });
});

describe.skipIf(!PG_URL)("PostgreSQL", () => {
  async function sqlOnce(query: string) {
    const client = new pg.Client(PG_URL);
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  }

  /**
   * A fresh schema, reached through the URL's search_path option. Dropped at the end of
   * each test: Kysely's migrator looks for its tables in every schema of the database.
   */
  async function freshSchema(): Promise<{ url: string; drop: () => Promise<void> }> {
    const schema = `faults_${randomBytes(4).toString("hex")}`;
    await sqlOnce(`create schema ${schema}`);
    const drop = () => sqlOnce(`drop schema if exists ${schema} cascade`);
    cleanups.push(drop);
    const url = new URL(PG_URL!);
    url.searchParams.set("options", `-c search_path=${schema}`);
    return { url: url.toString(), drop };
  }

  it("/readyz turns 503 when the database becomes unreachable, and 200 again when it is back", async () => {
    const schema = await freshSchema();
    const databaseUrl = new URL(schema.url);
    // A TCP relay we can cut: the server talks to PostgreSQL through it.
    const target = { host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) };
    const sockets = new Set<net.Socket>();
    let open = true;
    const relay = net.createServer((client) => {
      if (!open) return client.destroy();
      const upstream = net.connect(target.port, target.host);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on("close", () => sockets.delete(s));
        s.on("error", () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((r) => relay.listen(0, "127.0.0.1", r));
    cleanups.push(() => new Promise((r) => relay.close(r)));
    databaseUrl.host = `127.0.0.1:${(relay.address() as AddressInfo).port}`;

    const site = await startSite({ DATABASE_URL: databaseUrl.toString() });
    cleanups.push(() => site.stop());
    expect((await fetch(`${site.url}/readyz`)).status).toBe(200);

    // The connections stall, then drop: the queries the server makes meanwhile (it looks for
    // published content every second) are under way when they do, as in a real outage.
    open = false;
    for (const s of sockets) s.pause();
    await sleep(1_500);
    for (const s of sockets) s.destroy();
    const down = await fetch(`${site.url}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "unavailable", reason: "database" });
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200); // alive, just not ready

    open = true;
    await until(async () => (await fetch(`${site.url}/readyz`)).status === 200, "readiness to come back", 20_000);
    expect(await site.stop()).toBe(0);
    await schema.drop();
  });

  it("two instances on one database send each quote mail exactly once", async () => {
    const schema = await freshSchema();
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push(`${mail.subject}\n${mail.text}`);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((r) => smtp.listen(0, "127.0.0.1", () => r()));
    cleanups.push(() => new Promise((r) => smtp.close(() => r(undefined))));
    const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;

    const env = { DATABASE_URL: schema.url, SMTP_URL: smtpUrl, QUOTE_RATE_LIMIT: "0" };
    const a = await startSite(env);
    cleanups.push(() => a.stop());
    const b = await startSite(env);
    cleanups.push(() => b.stop());

    const N = 24;
    const tags = Array.from({ length: N }, (_, i) => `pair-${i}-${randomBytes(3).toString("hex")}`);
    const statuses = await Promise.all(tags.map(async (tag, i) => (await quote(i % 2 ? b : a, tag)).status));
    expect(statuses).toEqual(tags.map(() => 200));

    await until(() => tags.every((t) => received.some((m) => m.includes(`Message ${t}`))), `${N} mails`, 60_000);
    await sleep(1_500); // room for a duplicate to show up
    for (const tag of tags) {
      expect(
        received.filter((m) => m.includes(`Message ${tag}`)),
        tag,
      ).toHaveLength(1);
    }
    expect(await a.stop()).toBe(0);
    expect(await b.stop()).toBe(0);
    await schema.drop();
  });
});
