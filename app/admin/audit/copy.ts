/** The words of the audit log page and its CSV export. */
export const auditCopy = {
  title: "Audit log",
  intro:
    "Who did what in the back office, and when: sign-ins, account changes, settings and lead actions, newest first.",
  timeZone: "Times are India time (IST).",
  filterHeading: "Find entries",
  action: "What happened",
  any: "Any",
  search: "Who or what",
  searchHint: "Part of an e-mail address, or a target such as “lead 42”",
  from: "From",
  to: "Until",
  apply: "Apply filters",
  clear: "Clear",
  caption: "Audit log entries",
  showing: (from: number, to: number, total: number) =>
    `${from.toLocaleString("en-IN")}–${to.toLocaleString("en-IN")} of ${entriesCount(total)}`,
  columns: { when: "When", who: "Who", what: "What", target: "Target", details: "Details", address: "Address" },
  system: "The server",
  none: "—",
  noneLabel: "None",
  empty: "Nothing has been recorded yet. Sign-ins, account changes and lead actions appear here as they happen.",
  noMatches: "No entries match these filters. Try a wider date range, or clear the filters.",
  exportCsv: "Export CSV",
  exportHint: "The CSV holds every entry that matches the filters, not only this page.",
} as const;

/** "1 entry", "12 entries". */
export const entriesCount = (n: number) => `${n.toLocaleString("en-IN")} ${n === 1 ? "entry" : "entries"}`;

/** The CSV's header row, in column order. */
export const AUDIT_CSV_COLUMNS = [
  "time",
  "actor",
  "action",
  "action label",
  "target",
  "details",
  "address",
  "actor name",
  "details in words",
] as const;

/** "audit-2025-01-31.csv", dated with the India day of the export. */
export const auditCsvFileName = (day: string) => `audit-${day}.csv`;
