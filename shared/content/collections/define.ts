import { z } from "zod";
import { wholeNumber } from "../schemas/common";
import type { SeoEntry } from "../schemas/seo";
import type { Site } from "../schemas/site";

/**
 * What one back-office collection is, in one place (docs/decisions/031): the content
 * service, the publisher, the editor, import/export and the content API read it from
 * here and have no branch of their own per collection. Modelled on a Payload
 * collection config; the parts that need the server (a post's link-preview card, the
 * Markdown check, the SEO records of this SITE_URL) are its hooks in server/content/hooks/.
 */
export type CollectionDefinition<
  Name extends string = string,
  R = unknown,
  Key extends string = string,
  Slice = unknown,
> = {
  /** The collection's address in the back office and the API ("/admin/content/{name}"). */
  name: Name;
  /** As the back office and the API documentation name it. */
  labels: { plural: string; singular: string };
  /** Validates every record (editor, API, import); the same zod schema as the shipped module it replaces. */
  schema: z.ZodType<R>;
  /**
   * The records the site ships, by id. Absent when they depend on the running site
   * (SEO records: its address and pages); the server hook `shipped` supplies them then.
   */
  shipped?: () => ReadonlyMap<string, R>;
  /** The record field that holds its id (a new record's address); absent: ids are the shipped ones. */
  idField?: string;
  /** Editors (and imports, and the API) may add records with new ids. */
  canCreate: boolean;
  /** A name a person recognises in lists, titles and the audit log. */
  titleOf(record: R | undefined, id: string): string;
  /** The page that shows a record best (the editor's "View live" and the draft preview). */
  previewPath(id: string, record: R | undefined): string;
  /** How published records reach the pages (the one rule of docs/decisions/014 applies to all). */
  live: {
    /** The field of LiveContent this collection makes. */
    key: Key;
    /** That field, from the shipped records and the published ones (by id; a published record replaces its shipped one as a whole). */
    merge(published: Readonly<Record<string, R>>): Slice;
    /**
     * The pages to render again when the field changed from `before` to `after` (it is
     * asked only then), out of `paths` (every prerendered page). Required: a collection that forgot it would
     * publish and re-render nothing (tests/unit/collections.test.ts checks each).
     */
    affects(before: Slice, after: Slice, paths: readonly string[]): readonly string[];
  };
  /**
   * What publishing adds to a record (plain data work; the hooks that need the server are
   * in server/content/hooks/): `stamp` on every publish and preview, `beforeSchedule` when
   * a draft is scheduled. `author` is the display name of whoever does it.
   */
  hooks?: {
    stamp?(record: R, change: { previous: R | undefined; author: string; now: Date }): R;
    beforeSchedule?(record: R, author: string): R;
  };
  /** The back office's list and editor. */
  admin: {
    /** One or two sentences under the collection's heading. */
    help: string;
    /** Record fields shown as list columns besides the title, state and last change. */
    columns: readonly ListColumn[];
    /** Record fields the list's search looks in (besides the title and id). */
    searchFields: readonly string[];
    /** Why an import may not add a record with an unknown id (collections without `canCreate`). */
    unknownId?: string;
    /** Editor panels besides the fields. */
    panels?: readonly EditorPanel[];
    /**
     * Placed records (`order`) put in order by hand: the list shows their positions with Up,
     * Down and drag; `groupBy` orders them within each value of that field (an FAQ's page).
     */
    ordering?: { groupBy?: string };
    /**
     * New records (collections with `canCreate`): the fields made from another as it is typed
     * (a project's address from its name; the browser fills them in, the server any left
     * empty at save), what a blank record starts as besides empty fields, and whether its id
     * is its public address (so a taken one is named as an address).
     */
    /**
     * What the publish notice says: `shownAs` where a record without a page of its own shows
     * ("Published: it shows among the reviews…"); `takenDown` whether a record is published
     * but not shown (a post taken down). Otherwise: "Published", linked to its page.
     */
    notice?: { shownAs?: string; takenDown?(record: R): boolean };
    create?: {
      derive?: { from: string; to: readonly string[] };
      /** A field besides the id that is the record's public address and must be its own (a post's slug). */
      addressField?: string;
      blank?(record: Record<string, unknown>): Record<string, unknown>;
      idIsAddress?: boolean;
    };
  };
  /** What the content API (/admin/api/content, and its OpenAPI document) offers; `idHelp` describes ids that are not a record field. */
  api: { read: boolean; write: boolean; idHelp?: string };
  /** Revisions kept per record (older ones are pruned); the history lists at most these. */
  revisions: { keep: number };
  /**
   * A record that passes `schema`, made by hand or taken from the shipped ones, with the
   * pages that show it: the tests that walk every collection (error messages, re-rendering,
   * the editor's round trip) use it, so a new collection is covered without a test of its own.
   */
  sample(): { id: string; record: R; shows: readonly string[] };
  /** The collection's own pages (a list and one page per record), when it has any; see CollectionPages. */
  pages?: CollectionPages<Slice>;
};

/**
 * The pages a collection owns (docs/decisions/041): the prerender list, re-rendering after a
 * publish, the SEO records, breadcrumbs and the sitemap all read them from here, so the
 * generic code has no branch for any collection. Every function gets the collection's part
 * of the live content (`slice`) and the moment (`now`): a page may come and go with time
 * (a job whose closing date passed).
 */
export type CollectionPages<Slice, Item = any> = {
  /** The list page ("/careers"); each record's page sits under it. */
  list: string;
  /** The list page's search entry, and any further list pages it has (a blog's page 2, its tags), in order. */
  lists(slice: Slice, site: Site, now: Date): SeoEntry[];
  /** The records that have a page now, in the order the sitemap lists them. */
  records(slice: Slice, now: Date): readonly Item[];
  /** A record's page. */
  path(record: Item): string;
  /** A record's search entry (title, description, keywords, image; `path` is filled in). */
  seo(record: Item, site: Site, now: Date): Omit<SeoEntry, "path"> & { imagePath?: string };
  /** When a record's page last changed (ISO 8601), for the sitemap's lastmod. */
  lastModified?(record: Item): string | undefined;
  /**
   * The entry of an address under `list` that had a page and has none now (a post taken
   * down, a closed job): the page says so and is not indexed.
   */
  gone?(path: string, slice: Slice, site: Site, now: Date): SeoEntry | undefined;
  /** The next moment the pages change by themselves (a job closing); each instance renders them again then. */
  changesAt?(slice: Slice, now: Date): Date | undefined;
};

export type ListColumn = { field: string; label: string };
/** seo-preview: the search and link preview; post-tools: the Markdown preview, images and scheduling; schedule: scheduling alone. */
export type EditorPanel = "seo-preview" | "post-tools" | "schedule";

/** Checks the parts TypeScript cannot infer from `schema` alone: the id field is a field of the record. */
export function defineCollection<const Name extends string, R, const Key extends string, Slice>(
  definition: CollectionDefinition<Name, R, Key, Slice> & { idField?: Extract<keyof R, string> },
): CollectionDefinition<Name, R, Key, Slice> {
  return definition;
}

/** Where a listed record sits and whether the site shows it (projects, testimonials, FAQs). */
export const placement = {
  /** Hidden records stay in the back office but appear on no page, sitemap or API answer. */
  visible: z.boolean({ error: "Choose whether the site shows it." }).meta({ title: "Visible on the site" }),
  /** Lower comes first; ties keep the shipped order. */
  order: wholeNumber("the position", 0, 9999).meta({ title: "Position", description: "Lower numbers come first." }),
};
export type Placed<T> = T & { visible: boolean; order: number };

/** Shipped records of a listed collection, by id, with order 10, 20, 30… so new ones can go between. */
export function shippedPlaced<T>(records: readonly T[], idOf: (record: T) => string): ReadonlyMap<string, Placed<T>> {
  return new Map(records.map((record, index) => [idOf(record), { ...record, visible: true, order: (index + 1) * 10 }]));
}

/** A listed collection's shipped records (placed 10, 20, 30…) and its LiveContent field: the visible ones, in order. */
export function listedRecords<T>(records: readonly T[], idOf: (record: T) => string) {
  const shipped = once(() => shippedPlaced(records, idOf));
  return {
    shipped,
    merge: (published: Readonly<Record<string, Placed<T>>>): T[] => placedRecords(shipped(), published),
  };
}

/** The list columns of a listed collection's placement. */
export const placementColumns: readonly ListColumn[] = [
  { field: "visible", label: "Shown" },
  { field: "order", label: "Order" },
];

/** Shipped and published records of a listed collection, merged by the one rule: the visible ones, in order, without their placement. */
export function placedRecords<T>(
  shipped: ReadonlyMap<string, Placed<T>>,
  published: Readonly<Record<string, Placed<T>>>,
): T[] {
  const merged = new Map(shipped);
  for (const [id, record] of Object.entries(published)) merged.set(id, record);
  return [...merged.values()]
    .map((record, index) => ({ record, index }))
    .filter(({ record }) => record.visible)
    .sort((a, b) => a.record.order - b.record.order || a.index - b.index)
    .map(({ record: { visible: _v, order: _o, ...rest } }) => rest as T);
}

/** Shipped records replaced by published ones with the same id, new ones added (records without placement). */
export function mergedById<T>(shipped: ReadonlyMap<string, T>, published: Readonly<Record<string, T>>): T[] {
  return [...new Map([...shipped, ...Object.entries(published)]).values()];
}

/** Computes a shipped map once, when first asked (module order stays free of cycles). */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** The paths at or under any of `prefixes` ("/portfolio" → "/portfolio", "/portfolio/x"). */
export function pathsUnder(paths: readonly string[], ...prefixes: string[]): string[] {
  return paths.filter((p) => prefixes.some((prefix) => p === prefix || p.startsWith(`${prefix}/`)));
}

/** Whether two values are the same content (plain JSON data: records and the live content; key order does not matter). */
export function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const keysB = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    keysA.length === keysB.length &&
    keysA.every((k) => sameContent((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}
