import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWNER, OWNER_ENV, getAs, signInHttp } from "../support/admin";
import { type RunningSite, startSite } from "../support/site";
import { serverOutDir } from "../../scripts/server-build";

/**
 * Issue 37: backups that restore. The restore drill: `npm run backup` while quotes keep
 * arriving, `npm run restore` into a new folder, a start on it: every lead acknowledged
 * before the backup began is there, and the owner signs in with the password kept in it.
 */
const QUOTE_API = "/laravel_website/api/website_send_email";
const ROOT = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

/** Runs a command beside the server, as the operator would; its exit code and output. */
async function runCommand(file: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(file, args, { cwd: ROOT, env: { ...process.env, LOG_LEVEL: "warn", ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

/** `npm run -s <script> -- args` with this DATA_DIR. */
const npmRun = (script: string, dataDir: string, args: string[] = []) =>
  runCommand("npm", ["run", "-s", script, ...(args.length ? ["--", ...args] : [])], { DATA_DIR: dataDir });

/** The built command itself (what those scripts run), for the refusals: no npm start-up each time. */
const dataCommand = (args: string[], env: Record<string, string>) =>
  runCommand(process.execPath, [path.join(serverOutDir(), "data.mjs"), ...args], env);

/**
 * Quotes sent four at a time until stopped. `acknowledged` holds each name the server
 * answered 200 for, in the order of the answers; any other answer is kept in `refused`.
 */
function streamQuotes(site: RunningSite) {
  const acknowledged: string[] = [];
  const refused: string[] = [];
  let n = 0;
  const stopping = new AbortController();
  const sender = async () => {
    while (!stopping.signal.aborted) {
      const name = `Drill lead ${++n}`;
      const response = await fetch(site.url + QUOTE_API, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name, phone_number: "+91 90000 12345", message: "Restore drill" }),
      });
      const body = await response.text();
      if (response.status === 200 && body === '{"result":true}') acknowledged.push(name);
      else refused.push(`${name}: ${response.status} ${body}`);
    }
  };
  const senders = Array.from({ length: 4 }, sender);
  return {
    acknowledged,
    refused,
    async stop() {
      stopping.abort();
      await Promise.all(senders);
    },
  };
}

async function until(check: () => boolean, what: string, ms = 20_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("the restore drill", () => {
  let work: string;
  let site: RunningSite | undefined;
  let restored: RunningSite | undefined;

  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), "restore-drill-"));
  });
  afterAll(async () => {
    await site?.stop();
    await restored?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it("backs up under a stream of quotes, restores into a new folder, and starts with every lead and the owner", async () => {
    const dataDir = path.join(work, "data");
    site = await startSite({ ...OWNER_ENV, DATA_DIR: dataDir, QUOTE_RATE_LIMIT: "0" });
    const stream = streamQuotes(site);
    await until(() => stream.acknowledged.length >= 40, "40 acknowledged quotes");

    // Everything acknowledged before the backup begins must be in it.
    const before = [...stream.acknowledged];
    const backup = await npmRun("backup", dataDir);
    const during = stream.acknowledged.length;
    // The site keeps taking quotes after (and while) the backup is written.
    await until(() => stream.acknowledged.length >= during + 20, "20 more quotes after the backup");
    await stream.stop();
    expect(stream.refused).toEqual([]);

    expect(backup.code, backup.stderr).toBe(0);
    const file = backup.stdout.trim();
    expect(path.dirname(file)).toBe(path.join(dataDir, "backups"));
    expect(backup.stderr).toContain(`Backup written: ${file}`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);

    // The owners' settings page says when it was made, India time.
    const owner = await signInHttp(site.url, OWNER);
    expect(owner.cookie).toBeDefined();
    const settings = await getAs(site.url, "/admin/settings", owner.cookie);
    expect(settings.text).toMatch(
      /Last backup: \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s[ap]m IST, made with npm run backup\./,
    );
    expect(settings.text).toContain(path.basename(file));

    // A restore into the folder the server is running on is refused, and changes nothing.
    const refusedRestore = await npmRun("restore", dataDir, [file]);
    expect(refusedRestore.code).toBe(1);
    expect(refusedRestore.stderr).toContain(`A server is running on ${dataDir}`);

    const fresh = path.join(work, "restored");
    const restore = await npmRun("restore", fresh, [file]);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stderr).toContain(`into ${path.join(fresh, "site.db")}`);

    await site.stop();
    site = undefined;
    // No ADMIN_PASSWORD: the owner's account and password come from the backup alone.
    restored = await startSite({ DATA_DIR: fresh });
    const db = new Database(path.join(fresh, "site.db"), { readonly: true, fileMustExist: true });
    let names: Set<string>;
    try {
      names = new Set(
        (db.prepare("select name from quote_requests").all() as { name: string }[]).map((row) => row.name),
      );
    } finally {
      db.close();
    }
    const missing = before.filter((name) => !names.has(name));
    expect(missing).toEqual([]);
    expect(before.length).toBeGreaterThanOrEqual(40);

    const signedIn = await signInHttp(restored.url, OWNER);
    expect(signedIn.status, signedIn.text).toBe(303);
    expect(signedIn.cookie).toBeDefined();
    const audit = await getAs(restored.url, "/admin/audit", signedIn.cookie);
    expect(audit.status).toBe(200);
    expect(audit.text).toContain("Site data restored from a backup");
  }, 120_000);

  it("refuses a file that is not a backup of this site, and says how to back up PostgreSQL", async () => {
    const fresh = path.join(work, "refused");
    const notABackup = await dataCommand(["restore", path.join(ROOT, "package.json")], { DATA_DIR: fresh });
    expect(notABackup.code).toBe(1);
    expect(notABackup.stderr).toContain("is not a SQLite database");

    const missing = await dataCommand(["restore", path.join(work, "nothing-here.db")], { DATA_DIR: fresh });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("There is no backup file at");

    const postgres = await dataCommand(["backup"], {
      DATA_DIR: fresh,
      DATABASE_URL: "postgres://site@db.example.com/site",
    });
    expect(postgres.code).toBe(1);
    expect(postgres.stdout).toBe("");
    expect(postgres.stderr).toContain("pg_dump --format=custom");

    const wrong = await dataCommand(["restore"], { DATA_DIR: fresh });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("Usage: npm run backup");
  }, 30_000);
});
