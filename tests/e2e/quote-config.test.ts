import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { serverEntry } from "../../scripts/server-build";
import { openDatabase } from "#server/db";

/** A wrong setting stops the start, and stderr names the variable. */
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(tmpdir(), "site-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
// A DATA_DIR that cannot be a directory: a path below a plain file.
const aFile = path.join(dataDir, "not-a-directory");
writeFileSync(aFile, "");

function run(
  env: Record<string, string>,
  as: { uid?: number; gid?: number } = {},
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [serverEntry()], {
      cwd: root,
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
      ...as,
    });
    let stderr = "";
    let stdout = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.stdout.on("data", (d) => {
      stdout += d;
      // A server that starts despite the bad value is a failure: stop it and report.
      if (stdout.includes("Site ready")) child.kill("SIGKILL");
    });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server neither failed nor started:\n${stdout}\n${stderr}`));
    }, 45_000);
    // A binary the unprivileged user may not run (e.g. Node in a private temp folder) is a test setup fault.
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

describe("configuration errors stop the server and name the variable", () => {
  // The values loadConfig refuses are tested on loadConfig itself (tests/unit/config.test.ts);
  // one of them here shows the server stops on such a refusal. The rest are only met by a
  // starting server: a database it cannot reach, a DATA_DIR it cannot create.
  const cases: [string, Record<string, string>][] = [
    ["ADMIN_PASSWORD", { ADMIN_PASSWORD: "password1234", ADMIN_EMAIL: "owner@example.com" }],
    ["DATABASE_URL", { DATABASE_URL: "postgres://postgres:s3cret-pw@127.0.0.1:1/site" }],
    ["DATA_DIR", { DATA_DIR: path.join(aFile, "data") }],
    // A folder that can never be created (mkdir -p used to spin on it forever).
    ["DATA_DIR", { DATA_DIR: "/proc/x" }],
    ["DATA_DIR", { DATA_DIR: "/proc/x/y/z" }],
  ];
  for (const [variable, env] of cases) {
    it(`${variable}: ${JSON.stringify(env).replace(dataDir, "<tmp>")}`, async () => {
      const { code, stderr, stdout } = await run(env);
      expect(stdout).not.toContain("Site ready");
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(stderr).toContain(variable);
      // A password in a URL is never printed, nor a refused ADMIN_PASSWORD.
      expect(stderr + stdout).not.toContain("s3cret-pw");
      if (variable === "ADMIN_PASSWORD" && env.ADMIN_PASSWORD!.trim())
        expect(stderr + stdout).not.toContain(env.ADMIN_PASSWORD);
    });
  }
});

describe("start-up faults outside the environment are plain errors too", () => {
  it("DATA_DIR: an existing site.db the service user cannot write", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "site-readonly-"));
    try {
      chmodSync(dir, 0o777);
      const db = await openDatabase({ dataDir: dir }); // a complete, up-to-date database
      await db.close();
      for (const name of readdirSync(dir)) if (name !== "site.db") rmSync(path.join(dir, name), { force: true });
      chmodSync(path.join(dir, "site.db"), 0o444);
      // Root may write any file: run the server as an unprivileged user then (as systemd's User= does).
      const as = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
      const { code, stderr, stdout } = await run({ DATA_DIR: dir }, as);
      expect(stdout).not.toContain("Site ready");
      expect(stdout + stderr).not.toMatch(/unhandled promise rejection|uncaught exception/);
      expect(code).toBe(1);
      expect(stderr).toMatch(/DATA_DIR: .*site\.db/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("PORT: a port another program holds", async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    try {
      const port = String((holder.address() as AddressInfo).port);
      const { code, stderr, stdout } = await run({ PORT: port });
      expect(stdout).not.toContain("Site ready");
      expect(stdout + stderr).not.toMatch(/uncaught exception/);
      expect(code).toBe(1);
      expect(stderr).toContain(`PORT: cannot listen on 127.0.0.1:${port}`);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });
});
