import { ROLE_LABELS } from "#server/accounts/roles";
import { APPLICATION_STAGE_LABELS, REJECTION_REASON_LABELS } from "#shared/lib/application-stages";
import { LOST_REASON_LABELS, STAGE_LABELS } from "#shared/lib/lead-stages";
import { formatIndiaDateTime } from "../time.server";

/**
 * What an audit entry's details say, in words (issue 35: "Lead assigned from: null to: 3"
 * became "Assigned to Priya (was: nobody)"): account numbers by the person's name, stages
 * and roles by their labels, amounts in rupees, times in India time, nothing as "null".
 * Each action whose details have a shape of their own has its sentence; any other detail
 * (an action this version does not know, a detail added later) is still said as
 * "Its name: its value", never as JSON.
 */

type Details = Record<string, unknown>;
/** Account ids to names (the audit page reads them once per page). */
type Names = ReadonlyMap<number, string>;

const NOBODY = "nobody";
/** How a logged call went, as the audit log says it. */
const CALL_OUTCOME_WORDS = {
  reached: "reached them",
  "no-answer": "no answer",
  busy: "busy",
  "call-back": "asked to be called back",
};
const NONE = "none";

const rupees = (v: unknown) =>
  typeof v === "number" && Number.isFinite(v) ? `₹${v.toLocaleString("en-IN")}` : (word(v) ?? NONE);

/** A person by their account number: their name, or "account 7" when the account is gone. */
const person = (v: unknown, names: Names) =>
  typeof v === "number" ? (names.get(v) ?? `account ${v}`) : v === null || v === undefined ? NOBODY : String(v);

const label = <T extends Record<string, string>>(labels: T, v: unknown) =>
  typeof v === "string" && Object.hasOwn(labels, v) ? labels[v as keyof T]! : (word(v) ?? NONE);

const onOff = (v: unknown) => (v === true ? "on" : v === false ? "off" : (word(v) ?? NONE));

/** "Assigned to Priya (was: nobody)": the new value and, when it differs from nothing, the old. */
const changed = (what: string, to: string, from: string) => `${what} ${to} (was: ${from})`;

type Describe = (d: Details, names: Names) => string | undefined;

/** Sentences for the actions whose details have a shape of their own. */
const SENTENCES: Record<string, Describe> = {
  "lead.assigned": (d, names) => changed("Assigned to", person(d.to, names), person(d.from, names)),
  "lead.stage_changed": (d) =>
    [
      changed("Moved to", label(STAGE_LABELS, d.to), label(STAGE_LABELS, d.from)),
      d.wonValue !== undefined ? `won at ${rupees(d.wonValue)}` : "",
      d.expectedValue !== undefined ? `expected value ${rupees(d.expectedValue)}` : "",
      d.lostReason !== undefined ? `reason: ${label(LOST_REASON_LABELS, d.lostReason)}` : "",
    ]
      .filter(Boolean)
      .join("; "),
  "lead.status_changed": (d) =>
    "to" in d ? changed("Status set to", word(d.to) ?? NONE, word(d.from) ?? NONE) : undefined,
  "lead.follow_up_set": (d) => (d.at ? `Follow-up on ${when(d.at)}` : "Follow-up cleared"),
  "lead.value_set": (d) => changed("Expected value set to", rupees(d.to), rupees(d.from)),
  "lead.merged": (d) => (d.merged !== undefined ? `Lead ${word(d.merged)} merged into this one` : undefined),
  "application.assigned": (d, names) => changed("Assigned to", person(d.to, names), person(d.from, names)),
  "application.stage_changed": (d) =>
    [
      changed("Moved to", label(APPLICATION_STAGE_LABELS, d.to), label(APPLICATION_STAGE_LABELS, d.from)),
      d.rejectionReason !== undefined ? `reason: ${label(REJECTION_REASON_LABELS, d.rejectionReason)}` : "",
    ]
      .filter(Boolean)
      .join("; "),
  "application.interview_set": (d) => (d.at ? `Interview on ${when(d.at)}` : "Interview time cleared"),
  "lead.call_logged": (d) =>
    [
      `Call logged: ${label(CALL_OUTCOME_WORDS, d.outcome)}`,
      d.to !== undefined ? `moved to ${label(STAGE_LABELS, d.to)}` : "",
    ]
      .filter(Boolean)
      .join("; "),
  "lead.unmerged": (d) => (d.merged !== undefined ? `Lead ${word(d.merged)} taken out of this one again` : undefined),
  "settings.changed": (d) => ("to" in d ? changed("Turned", onOff(d.to), onOff(d.from)) : undefined),
  "user.role_changed": (d) => changed("Role set to", label(ROLE_LABELS, d.to), label(ROLE_LABELS, d.from)),
  "user.invited": (d) => (d.role ? `Invited as ${label(ROLE_LABELS, d.role)}` : undefined),
  "user.joined": (d) => (d.role ? `Joined as ${label(ROLE_LABELS, d.role)}` : undefined),
  "user.removed": (d) => (d.role ? `Was ${label(ROLE_LABELS, d.role)}` : undefined),
  "account.name_changed": (d) => changed("Name set to", quoted(d.to), quoted(d.from)),
  "media.alt_changed": (d) => changed("Description set to", quoted(d.to), quoted(d.from)),
  "session.revoked": (d) =>
    typeof d.sessions === "number" ? `${d.sessions} ${d.sessions === 1 ? "session" : "sessions"} ended` : undefined,
  "account.recovery_code_used": (d) =>
    typeof d.left === "number" ? `${d.left} recovery ${d.left === 1 ? "code" : "codes"} left` : undefined,
  "account.password_changed": (d) =>
    typeof d.otherSessionsSignedOut === "number"
      ? `${d.otherSessionsSignedOut} other ${d.otherSessionsSignedOut === 1 ? "session" : "sessions"} signed out`
      : undefined,
  "leads.retention_deleted": (d) =>
    typeof d.leads === "number"
      ? `${d.leads.toLocaleString("en-IN")} leads older than ${word(d.olderThanDays)} days deleted`
      : undefined,
};

/** The details in words: one sentence, or "Name: value" parts; undefined when there are none. */
export function detailsInWords(action: string, details: unknown, names: Names = new Map()): string | undefined {
  if (details === null || details === undefined) return undefined;
  if (typeof details !== "object" || Array.isArray(details)) return word(details);
  const d = details as Details;
  const said = Object.hasOwn(SENTENCES, action) ? SENTENCES[action]!(d, names) : undefined;
  if (said) return said;
  const parts = Object.entries(d).map(
    ([key, value]) => `${KEY_WORDS[key] ?? humanize(key)}: ${valueWords(key, value)}`,
  );
  return parts.length ? parts.join("; ") : undefined;
}

/** Names of details that read better than their key. */
const KEY_WORDS: Record<string, string> = {
  version: "Version",
  by: "By",
  records: "Records",
  leadRoundRobin: "Leads shared out in turn",
  replyLimitHour: "Replies an hour per person",
  replyLimitDay: "Replies a day per person",
  twoFactor: "With two-factor",
  mailed: "E-mail sent",
  mailId: "E-mail",
  guarding: "Asked for",
  step: "Step",
  address: "From address",
  scope: "Access",
  reason: "Reason",
  via: "Through",
};

function valueWords(key: string, value: unknown): string {
  if (typeof value === "boolean") return key === "leadRoundRobin" ? onOff(value) : value ? "yes" : "no";
  return word(value) ?? NONE;
}

/** "from"/"to" keys and friends: any value in words (an instant in India time). */
function word(value: unknown): string | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  if (typeof value === "number") return value.toLocaleString("en-IN");
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string") return ISO_INSTANT.test(value) ? when(value) : value;
  return Array.isArray(value) ? value.map((v) => word(v) ?? NONE).join(", ") : JSON.stringify(value);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const when = (value: unknown) =>
  typeof value === "string" && !Number.isNaN(Date.parse(value)) ? formatIndiaDateTime(value) : String(value);

const quoted = (value: unknown) => (typeof value === "string" && value ? `“${value}”` : NONE);

/** "otherSessionsSignedOut" → "Other sessions signed out". */
function humanize(key: string): string {
  const text = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
