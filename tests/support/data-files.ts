import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Looking into DATA_DIR byte by byte, for the erasure tests (decision 027): which files hold a
 * person's data (the SQLite file, its -wal and -shm, the outbox's .eml files), and waiting for
 * the outbox to have written them.
 */

/** Polls `fn` until `ok` holds (every 25 ms, at most `timeoutMs`). */
export async function until<T>(fn: () => T | Promise<T>, ok: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`condition not met in time; last value ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Every file under `dir`, recursively (the database, its -wal and -shm, outbox/*.eml, the lock). */
function allFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile());
}

/**
 * The files whose raw bytes hold `text` (as UTF-8, the encoding SQLite and the .eml files use),
 * also where a quoted-printable soft line break ("=" CRLF) splits it, as it may in an .eml body.
 */
export function filesHolding(dir: string, text: string): string[] {
  const needle = Buffer.from(text, "utf8");
  return allFiles(dir)
    .filter((file) => {
      const bytes = readFileSync(file);
      return (
        bytes.includes(needle) ||
        Buffer.from(bytes.toString("latin1").replace(/=\r?\n/g, ""), "latin1").includes(needle)
      );
    })
    .map((file) => path.relative(dir, file));
}

/** The .eml files the file mail sender wrote under DATA_DIR/outbox. */
export const emlFiles = (dataDir: string) => {
  const dir = path.join(dataDir, "outbox");
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".eml")) : [];
};
