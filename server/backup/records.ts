import type SQLite from "better-sqlite3";
import type { Selectable } from "kysely";
import type { Db } from "../db";
import type { BackupsTable } from "../db/schema";
import type { BackupMade } from "./backup";
import path from "node:path";

export type BackupRecord = {
  startedAt: string;
  finishedAt: string;
  madeBy: "command" | "schedule";
  /** The file's name (in BACKUP_DIR); null when it failed. */
  file: string | null;
  bytes: number | null;
  error: string | null;
};

export type BackupStatus = {
  /** The newest backup made, by the command or the schedule. */
  lastMade?: BackupRecord;
  /** The newest scheduled backup that failed, when it is newer than lastMade. */
  lastFailed?: BackupRecord;
};

type Outcome = ({ ok: true } & Pick<BackupMade, "file" | "bytes">) | { ok: false; error: string };

/** The backups table (migration 015): what was made and what failed, for the settings page and the schedule. */
export class BackupRecords {
  constructor(private readonly db: Db) {}

  async record(
    entry: { startedAt: string; finishedAt: string; madeBy: BackupRecord["madeBy"] } & Outcome,
  ): Promise<void> {
    await this.db.kysely
      .insertInto("backups")
      .values({
        started_at: entry.startedAt,
        finished_at: entry.finishedAt,
        made_by: entry.madeBy,
        file: entry.ok ? path.basename(entry.file) : null,
        bytes: entry.ok ? entry.bytes : null,
        error: entry.ok ? null : entry.error,
      })
      .execute();
  }

  async status(): Promise<BackupStatus> {
    const newest = (made: boolean) =>
      this.db.kysely
        .selectFrom("backups")
        .selectAll()
        .where("error", made ? "is" : "is not", null)
        .orderBy("finished_at", "desc")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
    const [made, failed] = await Promise.all([newest(true), newest(false)]);
    const lastMade = made && toRecord(made);
    const lastFailed = failed && (!made || failed.finished_at > made.finished_at) ? toRecord(failed) : undefined;
    return { ...(lastMade ? { lastMade } : {}), ...(lastFailed ? { lastFailed } : {}) };
  }
}

/**
 * The command's note of a backup it made, written straight into the live database beside
 * the running server (SQLite lets two processes write in turn). False when the table is
 * not there yet (a server of an older version has not run the migration).
 */
export function recordBackupSync(
  db: SQLite.Database,
  made: Pick<BackupMade, "file" | "bytes" | "startedAt" | "finishedAt"> & { madeBy: BackupRecord["madeBy"] },
): boolean {
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'backups'").get();
  if (!table) return false;
  db.prepare(
    "INSERT INTO backups (started_at, finished_at, made_by, file, bytes, error) VALUES (?, ?, ?, ?, ?, NULL)",
  ).run(made.startedAt, made.finishedAt, made.madeBy, path.basename(made.file), made.bytes);
  return true;
}

function toRecord(row: Selectable<BackupsTable>): BackupRecord {
  return {
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    madeBy: row.made_by,
    file: row.file,
    bytes: row.bytes === null ? null : Number(row.bytes),
    error: row.error,
  };
}
