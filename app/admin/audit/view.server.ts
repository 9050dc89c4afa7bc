import type { AppLoadContext } from "react-router";
import { AUDIT_ACTIONS, type AuditEntry } from "#server/audit/audit-log";
import { formatIndiaDateTime, indiaIso } from "../time.server";
import { detailsInWords } from "./describe.server";
import { isAuditAction } from "./filter.server";
import type { AuditActionOption, AuditEntryView } from "./types";

/** The label of an action, or its stored name when this version does not know it. */
export function actionLabel(action: string): string {
  return isAuditAction(action) ? AUDIT_ACTIONS[action] : action;
}

/** The filter's choices, in the order of AUDIT_ACTIONS (sign-in events first). */
export const AUDIT_ACTION_OPTIONS: AuditActionOption[] = Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({
  value,
  label,
}));

/** Account ids to display names: the log keeps the e-mail address, people know each other by name. */
export type ActorNames = ReadonlyMap<number, string>;

const NO_NAMES: ActorNames = new Map();

/** Every account's name, read once for a page or an export (a removed account has none: its e-mail shows alone). */
export async function actorNames(context: AppLoadContext): Promise<ActorNames> {
  return new Map((await context.services.users.list()).map((user) => [user.id, user.displayName]));
}

/** "Asha Rao (asha@example.com)", or the address alone when the account is gone. */
function withName(name: string | undefined, email: string): string {
  return name ? `${name} (${email})` : email;
}

/** A target naming an account ("user 4 (asha@example.com)", see describeUser) says who by name too. */
function targetText(target: string | null, names: ActorNames): string | null {
  const account = target === null ? null : /^user (\d+) \((.+)\)$/.exec(target);
  return account ? withName(names.get(Number(account[1])), account[2]!) : target;
}

export function toAuditView(entry: AuditEntry, names: ActorNames = NO_NAMES): AuditEntryView {
  return {
    id: entry.id,
    at: { iso: entry.at, text: formatIndiaDateTime(entry.at) },
    actor:
      entry.actorId === null && entry.actor === "system" ? null : withName(names.get(entry.actorId ?? -1), entry.actor),
    what: actionLabel(entry.action),
    action: entry.action,
    target: targetText(entry.target, names),
    details: detailsInWords(entry.action, entry.details, names) ?? null,
    ip: entry.ip,
  };
}

/** One CSV row, in the order of AUDIT_CSV_COLUMNS (newer columns last, so the older ones keep their places). */
export function auditCsvCells(entry: AuditEntry, names: ActorNames = NO_NAMES): string[] {
  return [
    indiaIso(entry.at),
    entry.actor,
    entry.action,
    actionLabel(entry.action),
    entry.target ?? "",
    entry.details && Object.keys(entry.details).length ? JSON.stringify(entry.details) : "",
    entry.ip ?? "",
    entry.actorId === null ? "" : (names.get(entry.actorId) ?? ""),
    detailsInWords(entry.action, entry.details, names) ?? "",
  ];
}
