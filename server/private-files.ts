import { chmodSync, closeSync, fchmodSync, lstatSync, mkdirSync, openSync, readdirSync, statSync } from "node:fs";
import { open } from "node:fs/promises";
import path from "node:path";

/**
 * DATA_DIR holds the database (the session secret, sessions, leads), mail with live reset
 * and invitation links, and backups: readable by the server's user only (issue 37). Folders
 * are made 0700 and files 0600 whatever the umask: each is created with that mode and then
 * set to it exactly (a umask can only take bits away, and SQLite gives a database file it
 * creates 0644 on purpose, so site.db is created here first). Decision 049.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * `mkdir -p` whose new folders are owner-only. Fails instead of looping: Node's recursive
 * mkdir spins forever on a path it can never create (e.g. below /proc), since each step
 * reports ENOENT again.
 */
export function makePrivateDirectory(dir: string): void {
  try {
    mkdirSync(dir, PRIVATE_DIR_MODE);
    chmodSync(dir, PRIVATE_DIR_MODE);
    return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") {
      if (statSync(dir).isDirectory()) return;
      throw error;
    }
    if (code !== "ENOENT" || path.dirname(dir) === dir) throw error;
  }
  makePrivateDirectory(path.dirname(dir));
  mkdirSync(dir, PRIVATE_DIR_MODE); // the parent exists now: a second failure is final
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Creates an empty owner-only file unless the file exists (then it is left as it is). */
export function createPrivateFile(file: string): void {
  let fd: number;
  try {
    fd = openSync(file, "wx", PRIVATE_FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return;
    throw error;
  }
  try {
    fchmodSync(fd, PRIVATE_FILE_MODE);
  } finally {
    closeSync(fd);
  }
}

/** Writes (or replaces the content of) an owner-only file. */
export async function writePrivateFile(file: string, data: Uint8Array | string): Promise<void> {
  const handle = await open(file, "w", PRIVATE_FILE_MODE);
  try {
    await handle.chmod(PRIVATE_FILE_MODE);
    await handle.writeFile(data);
  } finally {
    await handle.close();
  }
}

export type Exposure = {
  /** Paths that other users could read or enter, now owner-only. */
  tightened: string[];
  /** Paths that other users can still read: not ours to change (another owner, a read-only mount). */
  left: string[];
};

/**
 * At start: every folder and file under `dir` (and `dir` itself) that other users may read,
 * write or enter is set owner-only where this process may; what it may not is reported.
 * Symbolic links are not followed. A missing `dir` is not an error (nothing written yet).
 */
export function tightenPrivateTree(dir: string): Exposure {
  const exposure: Exposure = { tightened: [], left: [] };
  const visit = (target: string) => {
    let stats;
    try {
      stats = lstatSync(target);
    } catch {
      return; // gone meanwhile, or never there
    }
    if (stats.isSymbolicLink()) return;
    if ((stats.mode & 0o077) !== 0) {
      try {
        // The owner's own bits stay as they are; the group's and everyone else's go.
        chmodSync(target, stats.mode & 0o700);
        exposure.tightened.push(target);
      } catch {
        exposure.left.push(target);
      }
    }
    if (!stats.isDirectory()) return;
    let names: string[];
    try {
      names = readdirSync(target);
    } catch {
      return; // not ours to read: nothing inside is ours to fix either
    }
    for (const name of names) visit(path.join(target, name));
  };
  visit(dir);
  return exposure;
}
