import { Worker } from "node:worker_threads";
import type { Logger } from "../logger";
import { BackupError, type BackupMade, describe, type makeBackup } from "./backup";
import type { BackupRecords } from "./records";

/** How often the server looks whether a backup is due (BACKUP_EVERY_HOURS is counted from the last one made). */
export const BACKUP_CHECK_MS = 5 * 60_000;
/** After a failed scheduled backup, the next try waits this long (or the period, if shorter). */
export const BACKUP_RETRY_MS = 60 * 60_000;

export type ScheduledOutcome = "made" | "not-due" | "busy" | "failed";

/**
 * BACKUP_EVERY_HOURS: the server backs up its SQLite database itself (decision 048). Due
 * when the newest backup, the command's or the schedule's, began that many hours ago (or
 * there is none). The backup runs in a worker thread; BACKUP_DIR's lock (backup.ts) keeps
 * it from running while another backup is written, whoever writes it. Every outcome but
 * "not due" is logged; made and failed ones are noted for the settings page.
 */
export class BackupSchedule {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<ScheduledOutcome> | undefined;
  private stopped = false;

  constructor(
    private readonly d: {
      records: BackupRecords;
      logger: Logger;
      now: () => Date;
      everyHours: number;
      /** Makes one backup unless BACKUP_DIR has one begun after `onlyIfNoneSince` (in the server: runBackupInWorker). */
      run: (onlyIfNoneSince: string) => Promise<BackupMade>;
    },
  ) {}

  start(firstCheckMs = 30_000): void {
    const check = (delay: number) => {
      this.timer = setTimeout(() => {
        void this.runIfDue().finally(() => {
          if (!this.stopped) check(BACKUP_CHECK_MS);
        });
      }, delay).unref();
    };
    check(firstCheckMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One look: makes a backup when one is due. Never two at once from this instance. */
  runIfDue(): Promise<ScheduledOutcome> {
    this.running ??= this.look().finally(() => (this.running = undefined));
    return this.running;
  }

  private async look(): Promise<ScheduledOutcome> {
    const { records, logger, now } = this.d;
    const periodMs = this.d.everyHours * 60 * 60_000;
    let claim: string;
    try {
      const { lastMade, lastFailed } = await records.status();
      // A backup begun after this was made by another instance once this one found it due. (Not
      // before the period: after a restore BACKUP_DIR holds files newer than the database knows of.)
      claim = new Date(
        Math.max(lastMade ? Date.parse(lastMade.startedAt) : 0, now().getTime() - periodMs),
      ).toISOString();
      const at = now().getTime();
      if (lastMade && at - Date.parse(lastMade.startedAt) < periodMs) return "not-due";
      if (lastFailed && at - Date.parse(lastFailed.finishedAt) < Math.min(periodMs, BACKUP_RETRY_MS)) return "not-due";
    } catch (error) {
      logger.error({ err: describe(error) }, "backup: could not read when the last backup was made");
      return "failed";
    }
    const startedAt = now().toISOString();
    try {
      const made = await this.d.run(claim);
      await records.record({ ok: true, madeBy: "schedule", ...made });
      logger.info({ file: made.file, bytes: made.bytes, removed: made.removed.length }, "backup: made on schedule");
      return "made";
    } catch (error) {
      if (error instanceof BackupError && error.reason === "busy") {
        logger.info(
          { reason: error.message },
          "backup: another backup is being written; the schedule looks again later",
        );
        return "busy";
      }
      // Another instance made one after this one found it due (the claim in makeBackup).
      if (error instanceof BackupError && error.reason === "made-meanwhile") return "not-due";
      const message = describe(error);
      logger.error({ err: message }, "backup: the scheduled backup failed");
      await records
        .record({ ok: false, madeBy: "schedule", startedAt, finishedAt: now().toISOString(), error: message })
        .catch(() => {});
      return "failed";
    }
  }
}

/**
 * The worker entry beside this module: build/node/backup-worker.mjs in the built server,
 * worker.ts through tsx from source (unit tests).
 */
function backupWorker(): { file: URL; fromSource: boolean } {
  const here = import.meta.url;
  return here.endsWith(".ts")
    ? { file: new URL("./worker.ts", here), fromSource: true }
    : { file: new URL("./backup-worker.mjs", here), fromSource: false };
}

/** makeBackup in a worker thread, so the server keeps answering while it runs. */
export function runBackupInWorker(options: Omit<Parameters<typeof makeBackup>[0], "now">): Promise<BackupMade> {
  const { file, fromSource } = backupWorker();
  return new Promise((resolve, reject) => {
    // From source (unit tests) the entry is TypeScript: imported once tsx's hooks are registered in the thread.
    const worker = fromSource
      ? new Worker(
          `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); })`,
          {
            eval: true,
            workerData: options,
          },
        )
      : new Worker(file, { workerData: options });
    let answered = false;
    worker.once(
      "message",
      (answer: { ok: true; made: BackupMade } | { ok: false; error: string; reason: "busy" | "failed" }) => {
        answered = true;
        if (answer.ok) resolve(answer.made);
        else reject(new BackupError(answer.error, answer.reason));
      },
    );
    worker.once("error", (error) => {
      answered = true;
      reject(error);
    });
    worker.once("exit", (code) => {
      if (!answered) reject(new BackupError(`the backup worker stopped (exit code ${code}) before it answered`));
    });
  });
}
