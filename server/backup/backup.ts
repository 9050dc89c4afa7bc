import { chmodSync, closeSync, fsyncSync, openSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { exclusiveFileLock } from "../db";
import { MIGRATIONS } from "../db/migrations/index";
import { createPrivateFile, makePrivateDirectory, PRIVATE_DIR_MODE } from "../private-files";

/**
 * Backups of the SQLite database (decision 048). `VACUUM INTO` writes a consistent copy
 * from one read transaction: in WAL mode the server keeps writing meanwhile (quotes are
 * stored and acknowledged as usual) and the copy is the database as it was when the
 * backup began. Never a file copy: the newest commits live in site.db-wal.
 *
 * Synchronous (better-sqlite3): the command runs it on its own; the server runs it in a
 * worker thread (worker.ts), so requests are answered meanwhile.
 */

export const DATABASE_FILE = "site.db";
/** Held while a backup is written, in BACKUP_DIR: two backups never run at once, whoever starts them. */
export const BACKUP_LOCK = "backup.lock";

/** site-2026-11-28T07-30-00Z.db (UTC; sorts by time), with -2, -3 … for a second one in the same second. */
const BACKUP_NAME = /^site-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(?:-\d+)?\.db$/;

export type BackupMade = {
  /** The backup's full path. */
  file: string;
  bytes: number;
  startedAt: string;
  finishedAt: string;
  /** Older backups deleted to keep BACKUP_KEEP (full paths). */
  removed: string[];
};

export class BackupError extends Error {
  constructor(
    message: string,
    /** "busy": another backup is being written now; "made-meanwhile": one newer than asked for is there. */
    readonly reason: "busy" | "made-meanwhile" | "failed" = "failed",
  ) {
    super(message);
  }
}

export function backupFileName(at: Date, taken: (name: string) => boolean = () => false): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/:/g, "-");
  for (let n = 1; ; n++) {
    const name = n === 1 ? `site-${stamp}.db` : `site-${stamp.slice(0, -1)}Z-${n}.db`;
    if (!taken(name)) return name;
  }
}

/** When a backup (by its name) was begun, in milliseconds. */
export function backupTime(name: string): number {
  const m = /^site-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z/.exec(name);
  return m ? Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`) : Number.NaN;
}

/** Backups in `dir`, newest first (by name, which is by time). */
export function listBackups(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return names
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse();
}

/**
 * Writes a consistent copy of DATA_DIR/site.db to `backupDir` (owner-only), checks it, and
 * keeps the newest `keep` backups there. Throws BackupError with words for an operator.
 */
export function makeBackup(options: {
  dataDir: string;
  backupDir: string;
  keep: number;
  now?: () => Date;
  /**
   * The schedule's claim: no backup if BACKUP_DIR has one begun after this instant (ISO; the
   * newest backup the schedule knew of). Checked under the folder's lock, so of two instances
   * that found a backup due at once, the second finds the first one's file and makes none.
   */
  onlyIfNoneSince?: string;
}): BackupMade {
  const now = options.now ?? (() => new Date());
  const source = path.join(options.dataDir, DATABASE_FILE);
  try {
    statSync(source);
  } catch {
    throw new BackupError(`There is no database to back up at ${source} (has the server run with this DATA_DIR?)`);
  }
  try {
    makePrivateDirectory(options.backupDir);
    chmodSync(options.backupDir, PRIVATE_DIR_MODE);
  } catch (error) {
    throw new BackupError(`Cannot use the backup folder ${options.backupDir} (${describe(error)}); check BACKUP_DIR`);
  }
  let lock: SQLite.Database;
  try {
    lock = exclusiveFileLock(path.join(options.backupDir, BACKUP_LOCK));
  } catch (error) {
    if ((error as { code?: string }).code === "SQLITE_BUSY")
      throw new BackupError(
        `Another backup is being written to ${options.backupDir} now; try again when it is done`,
        "busy",
      );
    throw new BackupError(`Cannot lock the backup folder ${options.backupDir} (${describe(error)})`);
  }
  try {
    const newest = listBackups(options.backupDir)[0];
    if (options.onlyIfNoneSince && newest && backupTime(newest) > Date.parse(options.onlyIfNoneSince))
      throw new BackupError(`${newest} was made meanwhile`, "made-meanwhile");
    const startedAt = now();
    const existing = new Set(readdirSync(options.backupDir));
    const name = backupFileName(startedAt, (n) => existing.has(n));
    const file = path.join(options.backupDir, name);
    const partial = `${file}.partial`;
    // Left by a backup that was killed midway: never a backup, and this one holds the lock now.
    for (const n of existing) if (n.endsWith(".db.partial")) rmSync(path.join(options.backupDir, n), { force: true });
    try {
      // VACUUM INTO writes into an empty file as it finds it: created owner-only first.
      createPrivateFile(partial);
      const db = new SQLite(source, { fileMustExist: true, timeout: 5_000 });
      try {
        db.prepare("VACUUM INTO ?").run(partial);
      } finally {
        db.close();
      }
      checkDatabaseFile(partial);
      syncFile(partial);
      renameSync(partial, file);
      syncFile(options.backupDir);
    } catch (error) {
      rmSync(partial, { force: true });
      if (error instanceof BackupError) throw error;
      throw new BackupError(`The backup could not be written to ${options.backupDir} (${describe(error)})`);
    }
    const removed = listBackups(options.backupDir)
      .slice(options.keep)
      .map((n) => path.join(options.backupDir, n));
    for (const old of removed) rmSync(old, { force: true });
    return {
      file,
      bytes: statSync(file).size,
      startedAt: startedAt.toISOString(),
      finishedAt: now().toISOString(),
      removed,
    };
  } finally {
    lock.close();
  }
}

export type CheckedDatabase = {
  /** Migrations the file has, all known to this version. */
  migrations: number;
  /** Migrations this version has that the file does not yet (run at the next start). */
  missing: number;
};

/**
 * Whether a file is a whole database of this site that this version can run: SQLite's
 * integrity check passes, and its migrations are this version's (some may be missing: the
 * next start runs them; one this version does not know means a newer version made it).
 */
export function checkDatabaseFile(file: string): CheckedDatabase {
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { fileMustExist: true, timeout: 5_000 });
  } catch (error) {
    throw new BackupError(`${file} cannot be opened (${describe(error)})`);
  }
  try {
    let verdict: string[];
    try {
      verdict = (db.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[]).map(
        (row) => row.integrity_check,
      );
    } catch (error) {
      throw new BackupError(`${file} is not a SQLite database (${describe(error)})`);
    }
    if (verdict.join() !== "ok")
      throw new BackupError(`${file} is damaged: SQLite's integrity check found ${verdict.slice(0, 3).join("; ")}`);
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'").get();
    if (!table) throw new BackupError(`${file} is not a database of this site (it has no migrations table)`);
    const names = (db.prepare("SELECT name FROM kysely_migration ORDER BY name").all() as { name: string }[]).map(
      (row) => row.name,
    );
    const known = new Set(MIGRATIONS.map(([name]) => name));
    const unknown = names.filter((name) => !known.has(name));
    if (unknown.length)
      throw new BackupError(
        `${file} was made by a newer version of the site (its migration ${unknown[0]} is unknown to this one): run that version, or use an older backup`,
      );
    if (names.length === 0)
      throw new BackupError(`${file} is not a database of this site (no migration has run in it)`);
    return { migrations: names.length, missing: known.size - names.length };
  } finally {
    db.close();
  }
}

/** fsync: the file (or a folder's entries) is on disk before anyone is told it is. */
export function syncFile(file: string): void {
  const fd = openSync(file, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function describe(error: unknown): string {
  if (error instanceof Error) return error.message || (error as { code?: string }).code || error.name;
  return String(error);
}
