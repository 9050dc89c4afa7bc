import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serverEntry } from "../../scripts/server-build";

export type RunningSite = {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed so far. */
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/**
 * Starts the production server, the very file `npm start` runs (`build/node/server.mjs`,
 * scripts/server-build.ts), on a free loopback port with its own temporary DATA_DIR. The
 * build must exist (`npm test` builds first; the e2e global setup rebuilds the server part
 * when its sources changed; BUILD_DIR selects another build folder).
 */
export async function startSite(
  env: Record<string, string | undefined> = {},
  options: { umask?: string } = {},
): Promise<RunningSite> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "site-test-"));
  const command = [process.execPath, "--enable-source-maps", serverEntry(env.BUILD_DIR ?? process.env.BUILD_DIR)];
  // `umask`: started by a shell with that umask, as a service manager or a login shell would.
  if (options.umask !== undefined && !/^[0-7]{3,4}$/.test(options.umask))
    throw new Error(`not a umask: ${options.umask}`);
  const [file, ...args] = options.umask
    ? ["/bin/sh", "-c", `umask ${options.umask} && exec "$@"`, "sh", ...command]
    : command;
  const child = spawn(file!, args, {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      NODE_ENV: "production",
      // Production requires SITE_URL; the build's own origin leaves the pages as built.
      SITE_URL: "http://localhost:3000",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      HSTS_MAX_AGE: "0",
      ...env,
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
    const check = () => {
      const m = out.match(/Site ready on (http:\/\/[^\s]+)/);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!.replace("localhost", "127.0.0.1"));
      }
    };
    child.stdout!.on("data", check);
    child.stderr!.on("data", check);
    // "close", not "exit": the reason a server refused to start is among its last lines.
    child.on("close", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });

  return {
    url,
    dataDir,
    process: child,
    output: () => out,
    stop: (signal = "SIGTERM") =>
      new Promise((resolve) => {
        // Already gone (exited, or killed by a signal such as a test's SIGKILL).
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => {
          if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
          resolve(code);
        });
        child.kill(signal);
      }),
  };
}
