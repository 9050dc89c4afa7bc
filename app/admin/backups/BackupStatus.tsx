import type { BackupLines } from "./status.server";

/** The settings page's Backups lines: when the last backup was made, a newer failure, the schedule. */
export function BackupStatus({ lines }: BackupLines) {
  return (
    <ul className="grid max-w-2xl gap-2">
      {lines.map((line) =>
        line.warning ? (
          <li
            key={line.text}
            className="rounded-lg border border-error/30 bg-red-50 px-4 py-3 font-semibold text-error [overflow-wrap:anywhere]"
          >
            {line.text}
          </li>
        ) : (
          <li key={line.text} className="text-ink [overflow-wrap:anywhere]">
            {line.text}
          </li>
        ),
      )}
    </ul>
  );
}
