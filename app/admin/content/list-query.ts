/** A content list's address: search, status, sort and page (a GET form's parameters; client-safe). */

export const LIST_STATUSES = ["draft", "published", "scheduled", "hidden"] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];
export const LIST_SORTS = ["title", "edited"] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export type ListQuery = { q: string; status: ListStatus | ""; sort: ListSort; page: number };

/** Records per page of a list. */
export const LIST_PAGE_SIZE = 20;
const MAX_SEARCH = 200;

const oneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** Reads a list's address; anything unknown is dropped rather than refused. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const text = (name: string) => (params.get(name) ?? "").trim();
  const status = text("status");
  const sort = text("sort");
  const page = Number.parseInt(text("page"), 10);
  return {
    q: text("q").slice(0, MAX_SEARCH),
    status: oneOf(LIST_STATUSES, status) ? status : "",
    sort: oneOf(LIST_SORTS, sort) ? sort : "title",
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** The query string of a list's address ("" or "?q=…"), without defaults. */
export function listQueryString(query: Omit<ListQuery, "page">, page = 1): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.sort !== "title") params.set("sort", query.sort);
  if (page > 1) params.set("page", String(page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

export const isFiltered = (query: ListQuery) => query.q !== "" || query.status !== "";
