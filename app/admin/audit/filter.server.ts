import { AUDIT_ACTIONS, type AuditAction, type AuditFilter } from "#server/audit/audit-log";
import { addDays, indiaDayStart, isDay } from "../time.server";

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;
const MAX_SEARCH = 200;
/** Pages beyond this are not a real list (and keep the OFFSET small). */
const MAX_PAGE = 100_000;
/** Days outside these years cannot be turned into instants and back (Date's range, 4-digit years). */
const FIRST_YEAR = 1970;
const LAST_YEAR = 9998;

/** The audit log's filter as the form shows it: every value is a valid one or empty. */
export type AuditFilterValues = {
  action: AuditAction | "";
  /** Part of the actor's e-mail address or of the target. */
  q: string;
  /** India calendar days, inclusive. */
  from: string;
  to: string;
};

export type ParsedAuditQuery = { values: AuditFilterValues; page: number };

export const EMPTY_AUDIT_FILTER: AuditFilterValues = { action: "", q: "", from: "", to: "" };

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, value);
}

function dayOrEmpty(value: string): string {
  if (!isDay(value)) return "";
  const year = Number(value.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR ? value : "";
}

/** The search text: no control characters, no edge whitespace, at most MAX_SEARCH characters (never half of one). */
function searchText(raw: string): string {
  const clean = raw.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return [...clean].slice(0, MAX_SEARCH).join("").trim();
}

/**
 * Reads the audit page's query string. Anything unknown or malformed is dropped
 * rather than refused: a bad address shows the unfiltered log, never an error.
 */
export function parseAuditQuery(params: URLSearchParams): ParsedAuditQuery {
  const text = (name: string) => (params.get(name) ?? "").trim();
  const action = text("action");
  let from = dayOrEmpty(text("from"));
  let to = dayOrEmpty(text("to"));
  // A range typed backwards still means the days between the two dates.
  if (from && to && from > to) [from, to] = [to, from];
  const rawPage = text("page");
  const page = /^\d{1,9}$/.test(rawPage) ? Number(rawPage) : 1;
  return {
    values: {
      action: isAuditAction(action) ? action : "",
      // Control characters have no place in an e-mail address or a target.
      q: searchText(params.get("q") ?? ""),
      from,
      to,
    },
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The repository filter for the form values: India days become UTC instants (from inclusive, until exclusive). */
export function toAuditFilter(values: AuditFilterValues): AuditFilter {
  const filter: AuditFilter = {};
  if (values.action) filter.action = values.action;
  if (values.q) filter.q = values.q;
  if (values.from) filter.from = indiaDayStart(values.from).toISOString();
  if (values.to) filter.until = indiaDayStart(addDays(values.to, 1)).toISOString();
  return filter;
}

export function hasAuditFilter(values: AuditFilterValues): boolean {
  return Boolean(values.action || values.q || values.from || values.to);
}

/** The query string for these values (and page), without empty parameters: "" or "?action=…". */
export function auditQueryString(values: AuditFilterValues, page = 1): string {
  const params = new URLSearchParams();
  for (const key of ["action", "q", "from", "to"] as const) if (values[key]) params.set(key, values[key]);
  if (page > 1) params.set("page", String(page));
  const s = params.toString();
  return s ? `?${s}` : "";
}
