import type { AppLoadContext } from "react-router";
import { formatIndiaDateTime } from "#app/admin/time.server";
import { hoursText } from "#app/admin/accounts/profile-copy";
import { backupCopy as copy } from "./copy";

export type BackupLines = {
  /** What was made last (or that nothing was), then the schedule; `warning` lines are shown as such. */
  lines: { text: string; warning?: boolean }[];
};

/** The settings page's Backups section: the last backup made (India time), a newer failure, the schedule. */
export async function backupLines(context: AppLoadContext): Promise<BackupLines> {
  const { config, db, backups } = context.services;
  if (db.dialect === "postgres") return { lines: [{ text: copy.postgres }] };
  const { lastMade, lastFailed } = await backups.status();
  const lines: BackupLines["lines"] = [];
  if (lastMade) {
    lines.push({
      text: copy.lastMade(
        formatIndiaDateTime(lastMade.startedAt),
        lastMade.madeBy === "schedule" ? copy.bySchedule : copy.byCommand,
      ),
    });
    if (lastMade.file) lines.push({ text: copy.file(lastMade.file, megabytes(lastMade.bytes ?? 0)) });
  } else {
    lines.push({ text: copy.none, warning: true });
  }
  if (lastFailed) {
    lines.push({
      text: copy.failed(formatIndiaDateTime(lastFailed.finishedAt), lastFailed.error ?? ""),
      warning: true,
    });
    lines.push({ text: copy.failedNext, warning: true });
  }
  lines.push({
    text: config.BACKUP_EVERY_HOURS
      ? copy.schedule(everyText(config.BACKUP_EVERY_HOURS), config.BACKUP_KEEP)
      : copy.noSchedule,
  });
  lines.push({ text: copy.offMachine });
  return { lines };
}

/** "hour", "day", "6 hours", "2 days": what follows "every". */
const everyText = (hours: number) => (hours === 1 ? "hour" : hours === 24 ? "day" : hoursText(hours));

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toLocaleString("en-IN", { maximumFractionDigits: 1 })} MB`;
