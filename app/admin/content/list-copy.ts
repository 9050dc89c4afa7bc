import type { ListSort, ListStatus } from "./list-query";

/** The words of the content lists (the overview's search and each collection's records). */
export const listCopy = {
  filterHeading: "Find records",
  apply: "Search",
  clear: "Clear",
  search: "Search",
  searchHint: "Words of the title or the record’s texts.",
  status: "Status",
  anyStatus: "Any status",
  sort: "Sort by",
  /** An unfinished draft, in the list: what it still needs before it can be published. */
  missing: (n: number) => (n === 1 ? "Unfinished: 1 field to fill in" : `Unfinished: ${n} fields to fill in`),
  statuses: { draft: "Draft", published: "Published", scheduled: "Scheduled", hidden: "Hidden" } satisfies Record<
    ListStatus,
    string
  >,
  sorts: { title: "Title (A–Z)", edited: "Last edited (newest first)" } satisfies Record<ListSort, string>,
  caption: "Records",
  results: "Search results",
  showing: (first: number, last: number, total: number) => (total === 0 ? "none" : `${first}–${last} of ${total}`),
  title: "Title",
  collection: "Collection",
  edited: "Last edited",
  never: "Never changed in the back office",
  by: (who: string) => `by ${who}`,
  noMatches: "No record matches. Try other words, or another status.",
  empty: "No records yet.",
} as const;
