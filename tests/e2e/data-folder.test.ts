import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSite, startSite } from "../support/site";

/**
 * Issue 37, finding 2: under the usual umask (022) DATA_DIR, site.db and the outbox's .eml
 * files were created 0755/0644, so any local user could read the session secret, sessions
 * and live reset links. The server now makes them owner-only whatever the umask, tightens
 * what it finds open at start, and says so once.
 */
const QUOTE_API = "/laravel_website/api/website_send_email";
const mode = (file: string) => (statSync(file).mode & 0o777).toString(8).padStart(4, "0");
const WARNING = "DATA_DIR: other users of this machine could read its files";

async function until<T>(read: () => T, ok: (v: T) => boolean, what: string, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A quote, whose notification is written to DATA_DIR/outbox as an .eml file (no SMTP_URL). */
async function sendQuote(site: RunningSite, name: string) {
  const response = await fetch(site.url + QUOTE_API, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, phone_number: "+91 90000 00001", message: "Private folder check" }),
  });
  expect(response.status).toBe(200);
}

const emlFiles = (dataDir: string) => {
  const outbox = path.join(dataDir, "outbox");
  return existsSync(outbox) ? readdirSync(outbox).filter((n) => n.endsWith(".eml")) : [];
};

describe("the data folder under umask 022", () => {
  let parent: string;
  let dataDir: string;
  let site: RunningSite | undefined;

  beforeAll(() => {
    parent = mkdtempSync(path.join(tmpdir(), "private-data-"));
    chmodSync(parent, 0o755);
    dataDir = path.join(parent, "data"); // does not exist yet: the server creates it
  });
  afterAll(async () => {
    await site?.stop();
    rmSync(parent, { recursive: true, force: true });
  });

  it("a fresh DATA_DIR and every file in it are owner-only after a start and a quote", async () => {
    site = await startSite({ DATA_DIR: dataDir, QUOTE_RATE_LIMIT: "0" }, { umask: "022" });
    await sendQuote(site, "Umask Check");
    const [eml] = await until(
      () => emlFiles(dataDir),
      (files) => files.length > 0,
      "the quote's .eml file",
    );

    expect(mode(dataDir)).toBe("0700");
    for (const name of ["site.db", "site.db-wal", "site.db-shm", "server.lock"])
      expect(`${name} ${mode(path.join(dataDir, name))}`).toBe(`${name} 0600`);
    expect(mode(path.join(dataDir, "outbox"))).toBe("0700");
    expect(mode(path.join(dataDir, "outbox", eml!))).toBe("0600");
    // Nothing in the folder is open to others, whatever its name.
    const open = readdirSync(dataDir, { recursive: true, encoding: "utf8" }).filter(
      (name) => (statSync(path.join(dataDir, name)).mode & 0o077) !== 0,
    );
    expect(open).toEqual([]);
    // Nothing was found open, so nothing is said about it.
    expect(site.output()).not.toContain(WARNING);
    await site.stop();
    site = undefined;
  });

  it("a folder left readable by an older version is tightened at the next start, with one warning", async () => {
    // What a version before this one left under umask 022.
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, "site.db"), 0o644);
    chmodSync(path.join(dataDir, "outbox"), 0o755);
    const mails = emlFiles(dataDir);
    for (const eml of mails) chmodSync(path.join(dataDir, "outbox", eml), 0o644);

    site = await startSite({ DATA_DIR: dataDir, QUOTE_RATE_LIMIT: "0" }, { umask: "022" });
    expect(mode(dataDir)).toBe("0700");
    expect(mode(path.join(dataDir, "site.db"))).toBe("0600");
    expect(mode(path.join(dataDir, "outbox"))).toBe("0700");
    for (const eml of emlFiles(dataDir)) expect(mode(path.join(dataDir, "outbox", eml))).toBe("0600");
    const warnings = site
      .output()
      .split("\n")
      .filter((line) => line.includes(WARNING));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: "warn", tightenedCount: 3 + mails.length, leftCount: 0 });
  });
});
