import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listBackups, makeBackup } from "#server/backup/backup";
import { BackupRecords } from "#server/backup/records";
import { BackupSchedule, runBackupInWorker } from "#server/backup/schedule";
import { type Db, exclusiveFileLock, openDatabase } from "#server/db";

/**
 * BACKUP_EVERY_HOURS and BACKUP_KEEP (issue 37): the server backs up its SQLite database
 * when the last backup is that old, keeps the newest few, notes each for the settings page,
 * and never writes two at once, whoever else (the command, another process) is writing one.
 */
const HOUR = 60 * 60_000;
const silent = pino({ level: "silent" });

describe("scheduled backups", () => {
  let dataDir: string;
  let backupDir: string;
  let db: Db;
  let records: BackupRecords;
  let clock = new Date("2026-03-01T04:00:00.000Z");
  const now = () => clock;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "backup-schedule-"));
    backupDir = path.join(dataDir, "backups");
    db = await openDatabase({ dataDir });
    records = new BackupRecords(db);
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const schedule = (everyHours: number, keep = 2) =>
    new BackupSchedule({
      records,
      logger: silent,
      now,
      everyHours,
      run: async (onlyIfNoneSince) => makeBackup({ dataDir, backupDir, keep, now, onlyIfNoneSince }),
    });

  it("makes one when none was made, then again once the period has passed, keeping the newest BACKUP_KEEP", async () => {
    const every6 = schedule(6);
    expect(await every6.runIfDue()).toBe("made");
    expect(listBackups(backupDir)).toEqual(["site-2026-03-01T04-00-00Z.db"]);
    expect(statSync(path.join(backupDir, "site-2026-03-01T04-00-00Z.db")).mode & 0o777).toBe(0o600);
    expect(statSync(backupDir).mode & 0o777).toBe(0o700);

    clock = new Date(clock.getTime() + 5 * HOUR);
    expect(await every6.runIfDue()).toBe("not-due");
    clock = new Date(clock.getTime() + HOUR);
    expect(await every6.runIfDue()).toBe("made");
    clock = new Date(clock.getTime() + 6 * HOUR);
    expect(await every6.runIfDue()).toBe("made");
    expect(listBackups(backupDir)).toEqual(["site-2026-03-01T16-00-00Z.db", "site-2026-03-01T10-00-00Z.db"]);

    const { lastMade, lastFailed } = await records.status();
    expect(lastMade).toMatchObject({ madeBy: "schedule", file: "site-2026-03-01T16-00-00Z.db", error: null });
    expect(lastMade!.bytes).toBeGreaterThan(0);
    expect(lastFailed).toBeUndefined();
  });

  it("waits while another backup is being written, and writes none of its own", async () => {
    clock = new Date(clock.getTime() + 6 * HOUR);
    const held = exclusiveFileLock(path.join(backupDir, "backup.lock")); // as `npm run backup` holds it
    try {
      expect(await schedule(6).runIfDue()).toBe("busy");
      expect(listBackups(backupDir)).toHaveLength(2);
      expect(readdirSync(backupDir).filter((n) => n.endsWith(".partial"))).toEqual([]);
    } finally {
      held.close();
    }
    expect(await schedule(6).runIfDue()).toBe("made");
  });

  it("notes a failure for the settings page and tries again only after an hour", async () => {
    clock = new Date(clock.getTime() + 6 * HOUR);
    const failing = new BackupSchedule({
      records,
      logger: silent,
      now,
      everyHours: 6,
      run: async (onlyIfNoneSince) =>
        makeBackup({ dataDir: path.join(dataDir, "no-such-folder"), backupDir, keep: 2, now, onlyIfNoneSince }),
    });
    expect(await failing.runIfDue()).toBe("failed");
    const { lastFailed } = await records.status();
    expect(lastFailed).toMatchObject({ madeBy: "schedule", file: null });
    expect(lastFailed!.error).toContain("There is no database to back up");
    clock = new Date(clock.getTime() + 30 * 60_000);
    expect(await failing.runIfDue()).toBe("not-due");
    clock = new Date(clock.getTime() + 30 * 60_000);
    expect(await schedule(6).runIfDue()).toBe("made");
    expect((await records.status()).lastFailed).toBeUndefined();
  });
});

describe("two instances whose schedules fall due at once", () => {
  let dataDir: string;
  let dbs: Db[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "backup-twice-"));
    // Two openings of one folder: within one process they share its lock (db/index.ts).
    dbs = [await openDatabase({ dataDir }), await openDatabase({ dataDir })];
  });
  afterAll(async () => {
    for (const db of dbs) await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("make one backup between them, each in its own worker thread", async () => {
    const backupDir = path.join(dataDir, "backups");
    const outcomes = await Promise.all(
      dbs.map((db) =>
        new BackupSchedule({
          records: new BackupRecords(db),
          logger: silent,
          now: () => new Date(),
          everyHours: 1,
          run: (onlyIfNoneSince) => runBackupInWorker({ dataDir, backupDir, keep: 7, onlyIfNoneSince }),
        }).runIfDue(),
      ),
    );
    expect(outcomes.filter((o) => o === "made")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "busy" || o === "not-due")).toHaveLength(1);
    expect(listBackups(backupDir)).toHaveLength(1);
  });
});
