import { chmodSync, copyFileSync, existsSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { AuditLog } from "../audit/audit-log";
import { ConfigError } from "../config";
import { lockDataDir, openDatabase } from "../db";
import { makePrivateDirectory, PRIVATE_FILE_MODE } from "../private-files";
import { BackupError, type CheckedDatabase, DATABASE_FILE, checkDatabaseFile, describe, syncFile } from "./backup";

export type Restored = CheckedDatabase & {
  /** DATA_DIR/site.db, now the backup's data. */
  database: string;
  /** Where the database it replaced was kept, if there was one. */
  keptAs?: string;
};

/**
 * Puts a backup into DATA_DIR as its database (decision 048). Refused while a server holds
 * the folder (its lock, server.lock, is held here until the end, so none can start
 * meanwhile). The backup is copied in beside the database and checked there (integrity,
 * migrations) before anything is replaced; the database it replaces is kept beside it as
 * site.db.before-restore-<time>. Then the schema is brought up to date and the restore is
 * written to the audit log, so the owners see it.
 */
export async function restoreBackup(options: { backup: string; dataDir: string; now?: () => Date }): Promise<Restored> {
  const now = options.now ?? (() => new Date());
  const backup = path.resolve(options.backup);
  if (!existsSync(backup) || !statSync(backup).isFile()) throw new BackupError(`There is no backup file at ${backup}`);
  try {
    makePrivateDirectory(options.dataDir);
  } catch (error) {
    throw new BackupError(`Cannot create DATA_DIR ${options.dataDir} (${describe(error)})`);
  }
  let lock: { close(): void };
  try {
    lock = lockDataDir(options.dataDir);
  } catch (error) {
    if (error instanceof ConfigError && /in use by another server process/.test(error.message))
      throw new BackupError(
        `A server is running on ${options.dataDir}: stop it first (e.g. systemctl stop website), then restore. Nothing was changed`,
      );
    throw new BackupError(error instanceof Error ? error.message : String(error));
  }
  try {
    const database = path.join(options.dataDir, DATABASE_FILE);
    const incoming = `${database}.restoring`;
    rmSync(incoming, { force: true });
    try {
      copyFileSync(backup, incoming);
      chmodSync(incoming, PRIVATE_FILE_MODE);
    } catch (error) {
      rmSync(incoming, { force: true });
      throw new BackupError(`Cannot copy ${backup} into ${options.dataDir} (${describe(error)})`);
    }
    let checked: CheckedDatabase;
    try {
      checked = checkDatabaseFile(incoming);
      const db = new SQLite(incoming, { fileMustExist: true });
      db.pragma("journal_mode = WAL");
      db.close();
      syncFile(incoming);
    } catch (error) {
      rmSync(incoming, { force: true });
      for (const suffix of ["-wal", "-shm"]) rmSync(incoming + suffix, { force: true });
      throw error;
    }

    const keptAs = existsSync(database) ? setAside(database, now()) : undefined;
    renameSync(incoming, database);
    syncFile(options.dataDir);

    // Within this process the folder's lock is shared: the schema is migrated under it.
    const db = await openDatabase({ dataDir: options.dataDir }).catch((error: unknown) => {
      throw new BackupError(`The restored database could not be prepared (${describe(error)})`);
    });
    try {
      await new AuditLog(db, now).record({
        actor: "system",
        action: "site.restored",
        target: path.basename(backup),
        details: { replaced: keptAs ? path.basename(keptAs) : null },
      });
    } finally {
      await db.close();
    }
    return { ...checked, database, ...(keptAs ? { keptAs } : {}) };
  } finally {
    lock.close();
  }
}

/**
 * Keeps the database being replaced as site.db.before-restore-<time>: opened and closed once
 * first, so what its WAL held is in the file (no server has it open: the lock is ours).
 */
function setAside(database: string, at: Date): string {
  const keptAs = `${database}.before-restore-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/:/g, "-")}`;
  try {
    const db = new SQLite(database, { fileMustExist: true });
    db.pragma("wal_checkpoint(TRUNCATE)");
    db.close();
  } catch {
    // Damaged, perhaps (a reason to restore): its -wal is kept beside it as it is.
  }
  renameSync(database, keptAs);
  for (const suffix of ["-wal", "-shm"])
    if (existsSync(database + suffix)) renameSync(database + suffix, keptAs + suffix);
  return keptAs;
}
