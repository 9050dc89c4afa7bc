import type { QuoteFilter } from "#server/db/quotes";
import { QUOTE_STATUSES, type QuoteStatus } from "#server/db/schema";
import { QUOTE_SOURCES, type QuoteSource } from "#shared/lib/quote-fields";
import { addDays, indiaDayStart, isDay } from "../time.server";

/** Leads per page of the inbox. */
export const PAGE_SIZE = 25;
const MAX_SEARCH = 200;
/** The longest campaign or landing page a list address may carry. */
export const MAX_ATTRIBUTION_VALUE = 200;

/** The inbox's views (links above the list): every lead, the signed-in person's, nobody's, overdue follow-ups. */
export const LEAD_VIEWS = ["mine", "unassigned", "overdue"] as const;
export type InboxView = (typeof LEAD_VIEWS)[number];

/** The list's filter as the form shows it: every value is a valid one or empty. */
export type LeadFilterValues = {
  /** "" is "All". */
  view: InboxView | "";
  q: string;
  status: QuoteStatus | "";
  source: QuoteSource | "";
  /** India calendar days, inclusive. */
  from: string;
  to: string;
  /** Exact utm_campaign of the lead's visit. */
  campaign: string;
  /** Exact landing page (path) of the lead's visit. */
  landing: string;
};

/** No filter at all. */
export const EMPTY_LEAD_FILTER: LeadFilterValues = {
  view: "",
  q: "",
  status: "",
  source: "",
  from: "",
  to: "",
  campaign: "",
  landing: "",
};

/** The parameters of a list address, in the order they are written. */
const QUERY_KEYS = ["view", "q", "status", "source", "from", "to", "campaign", "landing"] as const;

export type ParsedListQuery = { values: LeadFilterValues; page: number };

const isStatus = (v: string): v is QuoteStatus => (QUOTE_STATUSES as readonly string[]).includes(v);
const isSource = (v: string): v is QuoteSource => (QUOTE_SOURCES as readonly string[]).includes(v);
const isView = (v: string): v is InboxView => (LEAD_VIEWS as readonly string[]).includes(v);
/**
 * A campaign or landing page from an address is kept when it is a sensible string,
 * even if the form's choices (capped) do not list it, so that links from the analytics
 * dashboard work: not too long, and no control characters.
 */
const isSensible = (v: string) => v.length <= MAX_ATTRIBUTION_VALUE && !/[\u0000-\u001f\u007f-\u009f]/.test(v);
const isCampaign = isSensible;
/** A landing page is a path on this site. */
const isLandingPage = (v: string) => v.startsWith("/") && isSensible(v);

/** Reads the list's query string; anything unknown or malformed is dropped rather than refused. */
export function parseListQuery(params: URLSearchParams): ParsedListQuery {
  const text = (name: string) => (params.get(name) ?? "").trim();
  // "closed" was a status before the pipeline: old bookmarks show its successor.
  const status = text("status") === "closed" ? "lost" : text("status");
  const source = text("source");
  const view = text("view");
  const campaign = text("campaign");
  const landing = text("landing");
  let from = isDay(text("from")) ? text("from") : "";
  let to = isDay(text("to")) ? text("to") : "";
  // A range typed backwards still means the days between the two dates.
  if (from && to && from > to) [from, to] = [to, from];
  const page = Number.parseInt(text("page"), 10);
  return {
    values: {
      view: isView(view) ? view : "",
      q: text("q").slice(0, MAX_SEARCH),
      status: isStatus(status) ? status : "",
      source: isSource(source) ? source : "",
      from,
      to,
      campaign: isCampaign(campaign) ? campaign : "",
      landing: isLandingPage(landing) ? landing : "",
    },
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/**
 * The repository filter for the form values: India days become UTC instants; the view
 * "mine" needs the signed-in account's id (without it, "mine" filters nothing).
 */
export function toQuoteFilter(values: LeadFilterValues, who?: { userId: number }): QuoteFilter {
  const filter: QuoteFilter = {};
  if (values.view === "mine" && who) filter.owner = who.userId;
  if (values.view === "unassigned") filter.owner = "none";
  if (values.view === "overdue") filter.overdue = true;
  if (values.q) filter.search = values.q;
  if (values.status) filter.status = values.status;
  if (values.source) filter.source = values.source;
  if (values.from) filter.createdFrom = indiaDayStart(values.from).toISOString();
  if (values.to) filter.createdBefore = indiaDayStart(addDays(values.to, 1)).toISOString();
  if (values.campaign) filter.campaign = values.campaign;
  if (values.landing) filter.landingPage = values.landing;
  return filter;
}

export function hasFilter(values: LeadFilterValues): boolean {
  return QUERY_KEYS.some((key) => values[key] !== "");
}

/** A filter of the form is in force (the view aside: the tabs above the list choose that). */
export function hasFormFilter(values: LeadFilterValues): boolean {
  return QUERY_KEYS.some((key) => key !== "view" && values[key] !== "");
}

/** The query string for these values (and page), without empty parameters: "" or "?q=…". */
export function listQueryString(values: LeadFilterValues, page = 1): string {
  const params = new URLSearchParams();
  for (const key of QUERY_KEYS) if (values[key]) params.set(key, values[key]);
  if (page > 1) params.set("page", String(page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

/**
 * Where a form may send the browser back to: only the inbox list itself with its
 * query, never another site or page (the value comes from the submitted form).
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string") return "/admin";
  const match = /^\/admin(\?[^#\s\\]*)?$/.exec(value);
  if (!match) return "/admin";
  const { values, page } = parseListQuery(new URLSearchParams(match[1] ?? ""));
  return `/admin${listQueryString(values, page)}`;
}

/**
 * Where the sign-in page may continue to after success: a back-office address on
 * this site (path and query only), else the start page.
 */
export function safeNext(value: unknown): string {
  if (typeof value !== "string") return "/admin";
  if (value === "/admin" || value.startsWith("/admin?")) return safeReturnTo(value);
  if (value === "/admin/leads.csv" || value.startsWith("/admin/leads.csv?")) {
    return `/admin/leads.csv${listQueryString(parseListQuery(new URLSearchParams(value.split("?")[1] ?? "")).values)}`;
  }
  if (/^\/admin\/[\w-]+(?:\/[\w-]+)*(?:\?[\w\-=&%.+]*)?$/.test(value) && !/^\/admin\/(login|logout)\b/.test(value))
    return value;
  return "/admin";
}
