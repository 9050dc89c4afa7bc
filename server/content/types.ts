import type { CollectionName, RecordOf } from "#shared/content/collections";
import type { LiveContent } from "#shared/content/editable";

/** Renders every page that depends on content and swaps them in (server/content/publisher.ts). */
export interface Publisher {
  /**
   * Renders the pages for `content` (those that changed since `previous`, and the pages of the
   * collections in `changedByTime`, whose pages change by themselves); rejects with a
   * RenderFailed naming the page when one fails.
   */
  render(content: LiveContent, previous?: LiveContent, options?: RenderOptions): Promise<RenderedPages>;
  /** Serves rendered pages from now on, and releases the ones a sample left out, in one step. */
  apply(pages: RenderedPages): void;
  /** Stops serving the pages `content` changes from memory, in one step: the server renders them until `apply`. */
  release(content: LiveContent, previous: LiveContent, options?: RenderOptions): void;
  /** Whether pages are released and wait for their render (the server renders them on each request meanwhile). */
  readonly hasReleased: boolean;
  renderPreview(path: string, content: LiveContent): Promise<{ status: number; html: string }>;
}
/**
 * `unrendered`: the changed pages a sample left out (RenderOptions.sampleAbove); `apply` releases
 * them, to be rendered on request until the next render brings their files.
 */
export type RenderedPages = { readonly paths: readonly string[]; readonly unrendered?: readonly string[] };
/**
 * `now`: the moment the pages are for (a job past its closing date has none). `sampleAbove`: when
 * more pages than this changed, render one page of each kind (the first under each parent path,
 * every top-level page) instead of all of them: enough to refuse a publish that cannot render.
 */
export type RenderOptions = {
  now?: Date;
  changedByTime?: readonly CollectionName[];
  sampleAbove?: number;
  /** Pages rendered while the server renders the same ones on request: one at a time, so requests go first. */
  behindRequests?: boolean;
};

export class RenderFailed extends Error {}

/** Field errors by dotted path ("detail.labels.build", "stats[0].percentage"); "" for the record as a whole. */
export type FieldErrors = Record<string, string[]>;

/** Where a record stands against the shipped defaults. */
export type RecordState = "shipped" | "published" | "draft" | "new-draft";

export type RecordSummary = {
  collection: CollectionName;
  id: string;
  /** A name a person recognises (project name, page path, testimonial author). */
  title: string;
  state: RecordState;
  /** 0 for a record that only exists in shared/content. */
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
  /** Whether shared/content ships a record with this id (revert is possible). */
  shipped: boolean;
};

export type RecordView = RecordSummary & {
  /** The record as shared/content ships it, when it does. */
  shippedData?: unknown;
  /** What the site shows now. */
  publishedData?: unknown;
  /** Unpublished edits. */
  draftData?: unknown;
  /** What an editor starts from: draft, else published, else shipped. */
  current: unknown;
  /** Strong entity tag of the record's state, e.g. "\"v12\"" ("\"v0\"" when only shipped). */
  etag: string;
  publishedAt: string | null;
  publishedBy: string | null;
  /** When the draft will be published by itself, and who scheduled it. */
  scheduledAt: string | null;
  scheduledBy: string | null;
};

export type Revision = {
  id: number;
  version: number;
  action: "publish" | "restore" | "revert" | "import";
  actor: string;
  at: string;
  data: unknown | null;
};

/** Who acts: `label` for the record and audit (an e-mail, or "token:name"), `name` to show (a post's author). */
export type Actor = { label: string; name?: string; id?: number; ip?: string };

export type WriteResult =
  | { ok: true; record: RecordView }
  | { ok: false; reason: "invalid"; errors: FieldErrors }
  | { ok: false; reason: "conflict"; current: RecordView }
  | { ok: false; reason: "not-found" }
  /** A page could not be rendered with the new content: nothing was published. */
  | { ok: false; reason: "render-failed"; message: string };

/**
 * How a draft is saved. `unfinished`: the back office's Save draft and autosave keep
 * whatever is there and only the fields that make the record addressable (its id, address
 * and name) must be valid; Publish checks everything (docs/decisions/044). Without it
 * (the content API) a draft must be valid as a whole.
 */
export type DraftOptions = { unfinished?: boolean };

/** Base version for optimistic concurrency: the version the editor started from (0 = shipped). */
export type Expect = { version: number } | { etag: string } | { force: true };

export interface ContentService {
  /** The merged content every loader renders with (cached; changes when a publish is applied). */
  live(): LiveContent;
  list(collection: CollectionName): Promise<RecordSummary[]>;
  get(collection: CollectionName, id: string): Promise<RecordView | undefined>;
  /** Validates with the collection's schema and stores a draft; conflict when `expect` is stale. */
  saveDraft(
    collection: CollectionName,
    id: string,
    data: unknown,
    expect: Expect,
    actor: Actor,
    options?: DraftOptions,
  ): Promise<WriteResult>;
  /** Publishes the draft (or `data` when given): renders the affected pages first, keeps a revision, tells every instance. */
  publish(collection: CollectionName, id: string, expect: Expect, actor: Actor, data?: unknown): Promise<WriteResult>;
  /** Drops the draft, keeping what is published. */
  discardDraft(collection: CollectionName, id: string, expect: Expect, actor: Actor): Promise<WriteResult>;
  /** Deletes the published record and draft: the shipped version (or nothing, for a new record) shows again. */
  revert(collection: CollectionName, id: string, expect: Expect, actor: Actor): Promise<WriteResult>;
  history(collection: CollectionName, id: string): Promise<Revision[]>;
  /** Puts an earlier revision's data into the draft (nothing is published); conflict when `expect` is stale. */
  restore(
    collection: CollectionName,
    id: string,
    revisionId: number,
    expect: Expect,
    actor: Actor,
  ): Promise<WriteResult>;
  /** The live content with one record replaced by `data` (for previews); throws on invalid data. */
  preview(collection: CollectionName, id: string, data: unknown, actor?: Actor): LiveContent;
}

/**
 * The parts of a collection that need the server (server/content/hooks/), beside its
 * definition in shared/content/collections/. Every one is optional.
 */
export type CollectionHooks<R> = {
  /** Shipped records that depend on the running site (its address, its pages): used instead of the definition's `shipped`. */
  shipped?: {
    ids(content: LiveContent): string[];
    get(id: string, content: LiveContent): R | undefined;
  };
  /** Checks beyond the schema that a record can go live; field errors refuse the publish or schedule (the draft is kept). */
  checkPublishable?(record: R): Promise<FieldErrors | undefined>;
  /** What publishing adds besides the definition's `stamp`, once, not in previews (a post's link-preview card). */
  beforePublish?(record: R, previous: R | undefined): Promise<R>;
};

/** The server hooks of the collections that have any. */
export type ServerHooks = { [C in CollectionName]?: CollectionHooks<RecordOf<C>> };
