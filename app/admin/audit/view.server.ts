import { AUDIT_ACTIONS, type AuditEntry } from "../../../server/audit/audit-log";
import { formatIndiaDateTime, indiaIso } from "../time.server";
import { isAuditAction } from "./filter.server";
import type { AuditActionOption, AuditEntryView } from "./types";

/** The label of an action, or its stored name when this version does not know it. */
export function actionLabel(action: string): string {
  return isAuditAction(action) ? AUDIT_ACTIONS[action] : action;
}

/** The filter's choices, in the order of AUDIT_ACTIONS (sign-in events first). */
export const AUDIT_ACTION_OPTIONS: AuditActionOption[] = Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }));

/** One detail's value as text: strings as they are, anything else as JSON. */
export function detailText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined) return "";
  return JSON.stringify(value) ?? String(value);
}

/** The details as key/value pairs (a stored value that is not an object shows as one "value"). */
function detailPairs(details: unknown): [string, string][] {
  if (details === null || details === undefined) return [];
  if (typeof details !== "object" || Array.isArray(details)) return [["value", detailText(details)]];
  return Object.entries(details).map(([key, value]) => [key, detailText(value)]);
}

export function toAuditView(entry: AuditEntry): AuditEntryView {
  return {
    id: entry.id,
    at: { iso: entry.at, text: formatIndiaDateTime(entry.at) },
    actor: entry.actorId === null && entry.actor === "system" ? null : entry.actor,
    what: actionLabel(entry.action),
    action: entry.action,
    target: entry.target,
    details: detailPairs(entry.details),
    ip: entry.ip,
  };
}

/** One CSV row, in the order of AUDIT_CSV_COLUMNS. */
export function auditCsvCells(entry: AuditEntry): string[] {
  return [
    indiaIso(entry.at),
    entry.actor,
    entry.action,
    actionLabel(entry.action),
    entry.target ?? "",
    entry.details && Object.keys(entry.details).length ? JSON.stringify(entry.details) : "",
    entry.ip ?? "",
  ];
}
