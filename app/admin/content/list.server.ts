import type { AppLoadContext } from "react-router";
import { type CollectionName, collectionOf } from "#shared/content/collections";
import type { RecordView } from "#server/content/types";
import { unfinishedFields } from "#server/content/validate";
import { listPage } from "../page.server";
import { formatIndiaDateTime, indiaIso } from "../time.server";
import { LIST_PAGE_SIZE, type ListQuery, type ListStatus, listQueryString } from "./list-query";
import { editorHref } from "./preview-path";

export { isFiltered, LIST_PAGE_SIZE, LIST_SORTS, LIST_STATUSES, listQueryString, parseListQuery } from "./list-query";
export type { ListQuery, ListSort, ListStatus } from "./list-query";

/**
 * The content lists of the back office (every collection's records, and a search across
 * all of them): search, filter by status, sort and page, over the records as the content
 * service gives them. What a record is called and which of its texts a search reads come
 * from one adapter, `collectionFacts`, so that they can move to the collections'
 * definitions without touching the rest.
 */

// ————— The adapter —————

/** What the lists need to know of a collection's records. */
export type CollectionFacts = {
  /** The name a person recognises: the record's own title first (not its path or id). */
  titleOf(collection: CollectionName, record: unknown, id: string): string;
  /** Every text of the record a search should find it by (lower-cased by the caller). */
  searchTextOf(collection: CollectionName, record: unknown, id: string): string;
};

const fieldsOf = (record: unknown): Record<string, unknown> =>
  typeof record === "object" && record !== null ? (record as Record<string, unknown>) : {};

/** The facts from the collections' definitions (shared/content/collections): their titles and search fields. */
export function collectionFacts(): CollectionFacts {
  return {
    titleOf: (collection, record, id) => collectionOf(collection).titleOf(record as never, id),
    searchTextOf(collection, record, id) {
      const definition = collectionOf(collection);
      const fields = fieldsOf(record);
      const texts: string[] = [
        id,
        definition.titleOf(record as never, id),
        definition.previewPath(id, record as never),
      ];
      for (const field of definition.admin.searchFields) {
        const value = fields[field];
        if (typeof value === "string") texts.push(value);
        else if (Array.isArray(value)) texts.push(...value.filter((v): v is string => typeof v === "string"));
      }
      return texts.join("\n");
    },
  };
}

// ————— The records —————

/** One row of a list, before it is shown. */
export type ListedRecord = {
  collection: CollectionName;
  id: string;
  title: string;
  /** The record's address or id, shown under its title. */
  secondary: string;
  statuses: ListStatus[];
  updatedAt: string | null;
  updatedBy: string | null;
  searchText: string;
  /** How many fields an unfinished draft still needs before it can be published (0: none, or no draft). */
  missing: number;
};

/** Whether the site hides the record although it is published (a project or testimonial not shown, a post taken down). */
export function isHidden(live: unknown): boolean {
  const f = fieldsOf(live);
  return f.visible === false || f.status === "unpublished";
}

/** The statuses of a record: it may be published and have a draft, scheduled, hidden. */
export function statusesOf(
  view: Pick<RecordView, "draftData" | "publishedData" | "shippedData" | "scheduledAt">,
): ListStatus[] {
  const live = view.publishedData ?? view.shippedData;
  const out: ListStatus[] = [];
  if (view.draftData !== undefined) out.push("draft");
  if (live !== undefined && !isHidden(live)) out.push("published");
  if (view.scheduledAt) out.push("scheduled");
  if (live !== undefined && isHidden(live)) out.push("hidden");
  return out;
}

export function toListed(view: RecordView, facts: CollectionFacts): ListedRecord {
  return {
    collection: view.collection,
    id: view.id,
    title: facts.titleOf(view.collection, view.current, view.id),
    // The page that shows the record (an SEO record: its own page; a project: its page).
    secondary: collectionOf(view.collection).previewPath(view.id, view.current as never),
    statuses: statusesOf(view),
    updatedAt: view.updatedAt,
    updatedBy: view.updatedBy,
    searchText: facts.searchTextOf(view.collection, view.current, view.id).toLowerCase(),
    missing: missingCount(view),
  };
}

/** How many fields the record's draft still needs before it can be published (0 without a draft). */
export function missingCount(view: Pick<RecordView, "collection" | "draftData">): number {
  return view.draftData === undefined ? 0 : Object.keys(unfinishedFields(view.collection, view.draftData)).length;
}

const byTitle = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** The records matching the search and status, sorted (title A–Z, or the last edited first). */
export function filterRecords(records: readonly ListedRecord[], query: Omit<ListQuery, "page">): ListedRecord[] {
  const words = query.q.toLowerCase().split(/\s+/).filter(Boolean);
  const found = records.filter(
    (r) => (!query.status || r.statuses.includes(query.status)) && words.every((w) => r.searchText.includes(w)),
  );
  return found.sort((a, b) =>
    query.sort === "edited"
      ? (b.updatedAt ?? "").localeCompare(a.updatedAt ?? "") || byTitle.compare(a.title, b.title)
      : byTitle.compare(a.title, b.title) || a.id.localeCompare(b.id),
  );
}

/** Every record of `collection` with its draft, published and scheduled state. */
export function recordViews(context: AppLoadContext, collection: CollectionName): Promise<RecordView[]> {
  return context.services.content.views(collection);
}

/** People's names by the label the content records keep (their e-mail address). */
export async function editorNames(context: AppLoadContext): Promise<Map<string, string>> {
  const users = await context.services.users.list();
  return new Map(users.map((u) => [u.email, u.displayName]));
}

/** A row as the list shows it. */
export function rowOf(record: ListedRecord, names: Map<string, string>) {
  return {
    collection: record.collection,
    collectionLabel: collectionOf(record.collection).labels.singular,
    id: record.id,
    title: record.title,
    secondary: record.secondary !== record.title ? record.secondary : undefined,
    href: editorHref(record.collection, record.id),
    statuses: record.statuses,
    missing: record.missing,
    updated: record.updatedAt
      ? {
          at: { iso: indiaIso(record.updatedAt), text: formatIndiaDateTime(record.updatedAt) },
          by: record.updatedBy ? (names.get(record.updatedBy) ?? record.updatedBy) : "",
        }
      : undefined,
  };
}
export type ListRow = ReturnType<typeof rowOf>;

/** One page of the records matching `query`, as rows, with the list's paging (a page past the end redirects). */
export function pageOfRecords(
  records: readonly ListedRecord[],
  query: ListQuery,
  base: string,
  names: Map<string, string>,
) {
  const found = filterRecords(records, query);
  const start = (query.page - 1) * LIST_PAGE_SIZE;
  const rows = found.slice(start, start + LIST_PAGE_SIZE).map((r) => rowOf(r, names));
  const paging = listPage({
    page: query.page,
    size: LIST_PAGE_SIZE,
    total: found.length,
    count: rows.length,
    href: (n) => `${base}${listQueryString(query, n)}`,
  });
  return { rows, paging };
}
