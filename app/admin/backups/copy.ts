/** The words of the settings page's Backups section (app/admin/backups/). */
export const backupCopy = {
  heading: "Backups",
  intro:
    "Copies of everything the site keeps (leads, content, images, accounts), made by whoever runs the server with npm run backup or on a schedule. Times are India time.",
  lastMade: (when: string, how: string) => `Last backup: ${when}, ${how}.`,
  byCommand: "made with npm run backup",
  bySchedule: "made by the server's schedule",
  file: (name: string, size: string) => `File ${name} (${size}), in the server's backup folder.`,
  none: "No backup has been made yet. Ask whoever runs the server to run npm run backup, or to set BACKUP_EVERY_HOURS.",
  failed: (when: string, why: string) =>
    `The scheduled backup at ${when} failed: ${why}. It is tried again within the hour.`,
  failedNext: "Tell whoever runs the server: the server's log says more.",
  schedule: (every: string, keep: number) =>
    `The server makes one every ${every} and keeps the newest ${keep} (BACKUP_EVERY_HOURS, BACKUP_KEEP).`,
  noSchedule:
    "The server makes none by itself: backups are made only when someone runs npm run backup (set BACKUP_EVERY_HOURS to have the server make them).",
  offMachine:
    "A backup on the same machine is lost with it: it should also be copied elsewhere (docs/deploy.md, Backups).",
  postgres:
    "This site keeps its data in PostgreSQL: it is backed up with PostgreSQL's own tools (pg_dump) or the database provider's backups, which this page cannot see.",
} as const;
