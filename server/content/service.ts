import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import {
  COLLECTION_NAMES,
  COLLECTIONS,
  type CollectionName,
  COMPANY_ID,
  type LiveContent,
  mergeContent,
  type PublishedRecords,
  seoIdOf,
  seoPathOf,
  shippedContent,
  shippedRecords,
} from "../../shared/content/editable";
import type { Post } from "../../shared/content/schemas/blog";
import type { SeoRecord } from "../../shared/content/schemas/seo";
import type { AuditLog } from "../audit/audit-log";
import type { Logger } from "../logger";
import { stampPost, withOgImage } from "./posts";
import type { ContentRepository, ContentRow } from "./repository";
import type {
  Actor,
  ContentService,
  Expect,
  RecordState,
  RecordSummary,
  RecordView,
  Revision,
  WriteResult,
} from "./types";
import { errorsByField, fieldPath } from "./validate";

/** Renders every page that depends on content and swaps them in (server/content/publisher.ts). */
export interface Publisher {
  /** Renders the pages for `content`; rejects with a RenderFailed naming the page when one fails. */
  render(content: LiveContent, previous?: LiveContent): Promise<RenderedPages>;
  /** Serves rendered pages from now on, in one step. */
  apply(pages: RenderedPages): void;
  renderPreview(path: string, content: LiveContent): Promise<{ status: number; html: string }>;
}
export type RenderedPages = { readonly paths: readonly string[] };

export class RenderFailed extends Error {}

/** The SEO record a page has without a published one (derived from shared/content/seo.ts). */
export type ShippedSeo = (path: string, content: LiveContent) => SeoRecord | undefined;
/** Page paths that can have an SEO record. */
export type SeoPaths = (content: LiveContent) => string[];

type Options = {
  repository: ContentRepository;
  audit: AuditLog;
  logger: Logger;
  shippedSeo: ShippedSeo;
  seoPaths: SeoPaths;
  /** Makes a published post's 1200×630 link-preview picture; returns its address. */
  postOgImage?: (post: Post) => Promise<string>;
  now?: () => Date;
  /** Called after a publish commits, so other instances hear of it (PostgreSQL NOTIFY). */
  announce?: (counter: number) => Promise<void>;
  /**
   * Checks beyond the schema that a record can go live (a post's body formats within the
   * Markdown limits); field errors refuse the publish or schedule and keep the draft.
   */
  checkBeforePublish?: (collection: CollectionName, data: unknown) => Promise<Record<string, string[]> | undefined>;
};

/**
 * Content records: drafts, publishing, revisions, reverts, with optimistic concurrency
 * (docs/decisions/014), and the live content every page renders with. A publish first
 * renders the affected pages with the new content: if one fails, nothing is published.
 */
export class ContentStore implements ContentService {
  private current: LiveContent = shippedContent;
  private applied = 0;
  private publisher?: Publisher;
  private refreshing?: Promise<void>;
  private refreshAgain = false;
  /** Why the last refresh could not be applied, for the back office. */
  lastError: string | undefined;

  constructor(private readonly options: Options) {}

  live(): LiveContent {
    return this.current;
  }

  /** The publish counter this instance serves. */
  get appliedCounter(): number {
    return this.applied;
  }

  /** From now on publishes render pages through `publisher`. */
  attach(publisher: Publisher): void {
    this.publisher = publisher;
  }

  /**
   * Brings this instance up to what is published: reloads every record, renders and
   * swaps the pages. Calls while one runs are folded into one more run.
   */
  refresh(): Promise<void> {
    if (this.refreshing) {
      this.refreshAgain = true;
      return this.refreshing;
    }
    this.refreshing = (async () => {
      try {
        do {
          this.refreshAgain = false;
          await this.refreshOnce();
        } while (this.refreshAgain);
      } finally {
        this.refreshing = undefined;
      }
    })();
    return this.refreshing;
  }

  private async refreshOnce(): Promise<void> {
    const counter = await this.options.repository.publishCounter();
    if (counter === this.applied) return;
    const { records, counter: at } = await this.options.repository.published();
    const content = mergeTracked(records, at);
    try {
      const pages = await this.publisher?.render(content, this.current);
      if (pages) this.publisher!.apply(pages);
      this.current = content;
      this.lastError = undefined;
    } catch (error) {
      // The previous pages keep serving; the next publish tries again.
      this.lastError = error instanceof Error ? error.message : String(error);
      this.options.logger.error({ err: this.lastError, counter: at }, "content: published content could not be rendered");
    }
    this.applied = at;
  }

  async list(collection: CollectionName): Promise<RecordSummary[]> {
    const rows = new Map((await this.options.repository.list(collection)).map((r) => [r.record_id, r]));
    const ids = new Set([...this.shippedIds(collection), ...rows.keys()]);
    return [...ids].map((id) => this.view(collection, id, rows.get(id))!).map(summaryOf);
  }

  async get(collection: CollectionName, id: string): Promise<RecordView | undefined> {
    return this.view(collection, id, await this.options.repository.get(collection, id));
  }

  async saveDraft(collection: CollectionName, id: string, data: unknown, expect: Expect, actor: Actor): Promise<WriteResult> {
    const checked = await this.check(collection, id, data, expect);
    if (!checked.ok) return checked;
    const published = checked.view?.publishedData;
    // A draft equal to what is published is no draft at all.
    const draft = published !== undefined && isDeepStrictEqual(published, checked.data) ? null : checked.data;
    return this.write(collection, id, checked.version, { draft, actor: actor.label }, actor, "content.draft_saved");
  }

  async publish(collection: CollectionName, id: string, expect: Expect, actor: Actor, data?: unknown): Promise<WriteResult> {
    const view = await this.get(collection, id);
    const source = data ?? view?.draftData ?? view?.current;
    if (source === undefined) return { ok: false, reason: "not-found" };
    const checked = await this.check(collection, id, source, expect, view);
    if (!checked.ok) return checked;
    return this.publishData(collection, id, checked.version, checked.data, actor, "publish");
  }

  async discardDraft(collection: CollectionName, id: string, expect: Expect, actor: Actor): Promise<WriteResult> {
    const view = await this.get(collection, id);
    if (!view) return { ok: false, reason: "not-found" };
    const version = this.expected(view, expect);
    if (version === undefined) return { ok: false, reason: "conflict", current: view };
    if (view.publishedData === undefined) {
      // A new record that was never published: discarding its draft removes it.
      return this.write(collection, id, version, { remove: true, actor: actor.label }, actor, "content.draft_discarded");
    }
    return this.write(collection, id, version, { draft: null, actor: actor.label }, actor, "content.draft_discarded");
  }

  async revert(collection: CollectionName, id: string, expect: Expect, actor: Actor): Promise<WriteResult> {
    const view = await this.get(collection, id);
    if (!view || view.version === 0) return { ok: false, reason: "not-found" };
    const version = this.expected(view, expect);
    if (version === undefined) return { ok: false, reason: "conflict", current: view };
    const next = this.withRecord(collection, id, undefined);
    const rendered = await this.renderCandidate(next);
    if (!rendered.ok) return rendered;
    const written = await this.options.repository.write(collection, id, version, {
      remove: true,
      actor: actor.label,
      revision: view.publishedData === undefined ? undefined : "revert",
    });
    if (!written) return this.conflict(collection, id);
    await this.afterPublish(written.publishCounter, rendered.pages);
    await this.audit(actor, "content.reverted", collection, id, written.version);
    const record = await this.get(collection, id);
    return record ? { ok: true, record } : { ok: true, record: { ...view, state: "shipped", version: 0, etag: etagOf(0) } };
  }

  /** Saves `data` as the draft and has it published by itself at `at` (a blog post's scheduled publishing). */
  async schedule(collection: CollectionName, id: string, data: unknown, expect: Expect, actor: Actor, at: Date): Promise<WriteResult> {
    if (!(at.getTime() > this.now().getTime())) return { ok: false, reason: "invalid", errors: { "": ["Choose a time in the future."] } };
    const checked = await this.check(collection, id, data, expect);
    if (!checked.ok) return checked;
    const refused = await this.options.checkBeforePublish?.(collection, checked.data);
    if (refused) return { ok: false, reason: "invalid", errors: refused };
    // The post is published in the name of whoever scheduled it.
    const draft = collection === "posts" ? { ...(checked.data as Post), authorName: (checked.data as Post).authorName ?? actor.name ?? actor.label } : checked.data;
    const written = await this.options.repository.write(collection, id, checked.version, {
      draft,
      actor: actor.label,
      schedule: { at: at.toISOString(), by: actor.label },
    });
    if (!written) return this.conflict(collection, id);
    await this.audit(actor, "content.scheduled", collection, id, written.version);
    return { ok: true, record: (await this.get(collection, id))! };
  }

  async cancelSchedule(collection: CollectionName, id: string, expect: Expect, actor: Actor): Promise<WriteResult> {
    const view = await this.get(collection, id);
    if (!view) return { ok: false, reason: "not-found" };
    const version = this.expected(view, expect);
    if (version === undefined) return { ok: false, reason: "conflict", current: view };
    const written = await this.options.repository.write(collection, id, version, { actor: actor.label, schedule: null });
    if (!written) return this.conflict(collection, id);
    await this.audit(actor, "content.schedule_cancelled", collection, id, written.version);
    return { ok: true, record: (await this.get(collection, id))! };
  }

  /**
   * Publishes every draft whose time has come. Each is claimed by one atomic update, so
   * with several instances polling, each scheduled draft is published exactly once.
   */
  async publishDue(): Promise<number> {
    let published = 0;
    for (const due of await this.options.repository.claimDue(this.now())) {
      const collection = due.collection as CollectionName;
      const view = await this.get(collection, due.record_id);
      if (!view?.draftData) continue;
      const actor: Actor = { label: due.scheduled_by ?? "schedule" };
      const result = await this.publishData(collection, due.record_id, due.version, view.draftData, actor, "publish", "content.published_on_schedule");
      if (result.ok) published++;
      else this.options.logger.error({ collection, id: due.record_id, result: result.reason }, "content: a scheduled publish failed; the draft is kept");
    }
    return published;
  }

  async history(collection: CollectionName, id: string): Promise<Revision[]> {
    const rows = await this.options.repository.revisions(collection, id);
    return rows.map((r) => ({
      id: r.id,
      version: r.version,
      action: r.action,
      actor: r.actor,
      at: r.at,
      data: r.data === null ? null : JSON.parse(r.data),
    }));
  }

  async restore(collection: CollectionName, id: string, revisionId: number, actor: Actor): Promise<WriteResult> {
    const revision = await this.options.repository.revision(collection, id, revisionId);
    if (!revision) return { ok: false, reason: "not-found" };
    if (revision.data === null) return this.revert(collection, id, { force: true }, actor);
    const view = await this.get(collection, id);
    const checked = await this.check(collection, id, JSON.parse(revision.data), { force: true }, view);
    if (!checked.ok) return checked;
    return this.publishData(collection, id, checked.version, checked.data, actor, "restore");
  }

  /** Every published record and the uploaded images they use, as one JSON document (backups, staging → production). */
  async exportAll(actor: Actor): Promise<ContentExport> {
    const { records } = await this.options.repository.published();
    const list = Object.entries(records).flatMap(([collection, byId]) =>
      Object.entries(byId ?? {}).map(([id, data]) => ({ collection: collection as CollectionName, id, data })),
    );
    await this.options.audit.record({
      actor: auditActor(actor),
      action: "content.exported",
      details: { records: list.length },
      ip: actor.ip ?? null,
    });
    return { format: EXPORT_FORMAT, exportedAt: new Date().toISOString(), records: list, media: mediaReferences(list) };
  }

  /**
   * Replaces every published record with the file's: all records are validated first
   * (by the editor's rules, see checkImport), and the pages rendered with them; any
   * error and nothing changes.
   */
  async importAll(file: unknown, actor: Actor): Promise<{ ok: true; count: number } | { ok: false; errors: string[] }> {
    const checked = checkImport(file, this.options.seoPaths);
    if (!checked.ok) return checked;
    // What a publish checks beyond the schema (a post's body formats in time), record by record.
    const refusals: string[] = [];
    for (const record of checked.records) {
      const refused = await this.options.checkBeforePublish?.(record.collection, record.data);
      for (const [field, messages] of Object.entries(refused ?? {})) {
        for (const message of messages) refusals.push(`${record.collection}/${record.id} at ${field || "(record)"}: ${message}`);
      }
    }
    if (refusals.length) return { ok: false, errors: refusals };
    const rendered = await this.renderCandidate(mergeTracked(recordsByCollection(checked.records), this.current.version));
    if (!rendered.ok) return { ok: false, errors: [rendered.message] };
    const counter = await this.options.repository.replaceAll(checked.records, actor.label);
    await this.afterPublish(counter, rendered.pages);
    await this.options.audit.record({
      actor: auditActor(actor),
      action: "content.imported",
      details: { records: checked.records.length },
      ip: actor.ip ?? null,
    });
    return { ok: true, count: checked.records.length };
  }

  /** A page's HTML rendered with `content` (a preview), or undefined when this process serves no pages. */
  renderPreview(path: string, content: LiveContent): Promise<{ status: number; html: string }> | undefined {
    return this.publisher?.renderPreview(path, content);
  }

  preview(collection: CollectionName, id: string, data: unknown, actor?: Actor): LiveContent {
    const parsed = COLLECTIONS[collection].schema.parse(data);
    // A post shows in a preview as it will once published (dated, with its author).
    const shown = collection === "posts" ? stampPost(parsed as Post, this.previous(collection, id) as Post | undefined, actor?.name ?? actor?.label ?? "", this.now()) : parsed;
    return this.withRecord(collection, id, shown);
  }

  /** What is published for a record now (or shipped): what a publish replaces. */
  private previous(collection: CollectionName, id: string): unknown {
    return this.publishedRecords()[collection]?.[id] ?? this.shipped(collection, id);
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** What a publish adds to the data (a post's dates, author, old slugs and link-preview picture). */
  private async completed(collection: CollectionName, id: string, data: unknown, actor: Actor): Promise<unknown> {
    if (collection !== "posts") return data;
    const previous = this.previous(collection, id) as Post | undefined;
    const stamped = stampPost(data as Post, previous, actor.name ?? actor.label, this.now());
    return this.options.postOgImage ? withOgImage(stamped, previous, this.options.postOgImage) : stamped;
  }

  /** The live content with one published record replaced (or removed: undefined). */
  private withRecord(collection: CollectionName, id: string, data: unknown): LiveContent {
    const records: PublishedRecords = structuredClone(this.publishedRecords());
    const bucket = (records[collection] ??= {});
    if (data === undefined) delete bucket[id];
    else bucket[id] = data;
    return mergeTracked(records, this.current.version);
  }

  /** The published records behind the live content (kept with it for previews and candidates). */
  private publishedRecords(): PublishedRecords {
    return publishedOf.get(this.current) ?? {};
  }

  private async publishData(
    collection: CollectionName,
    id: string,
    version: number,
    data: unknown,
    actor: Actor,
    action: "publish" | "restore",
    auditAction: ContentAuditAction = action === "publish" ? "content.published" : "content.restored",
  ): Promise<WriteResult> {
    const refused = await this.options.checkBeforePublish?.(collection, data);
    if (refused) return { ok: false, reason: "invalid", errors: refused };
    data = await this.completed(collection, id, data, actor);
    const rendered = await this.renderCandidate(this.withRecord(collection, id, data));
    if (!rendered.ok) return rendered;
    const written = await this.options.repository.write(collection, id, version, {
      draft: null,
      published: data,
      actor: actor.label,
      revision: action,
    });
    if (!written) return this.conflict(collection, id);
    await this.afterPublish(written.publishCounter, rendered.pages);
    await this.audit(actor, auditAction, collection, id, written.version);
    return { ok: true, record: (await this.get(collection, id))! };
  }

  private async renderCandidate(
    content: LiveContent,
  ): Promise<{ ok: true; pages?: RenderedPages } | { ok: false; reason: "render-failed"; message: string }> {
    if (!this.publisher) return { ok: true };
    try {
      return { ok: true, pages: await this.publisher.render(content, this.current) };
    } catch (error) {
      return { ok: false, reason: "render-failed", message: error instanceof Error ? error.message : String(error) };
    }
  }

  /** Serves the new pages at once when nothing else was published in between; otherwise reloads. */
  private async afterPublish(counter: number | undefined, pages: RenderedPages | undefined): Promise<void> {
    if (counter === undefined) return;
    if (pages && counter === this.applied + 1 && !this.refreshing) {
      const { records } = await this.options.repository.published();
      this.publisher!.apply(pages);
      this.current = mergeTracked(records, counter);
      this.applied = counter;
    } else {
      await this.refresh();
    }
    await this.options.announce?.(counter).catch((error: unknown) => {
      this.options.logger.warn({ err: String(error) }, "content: could not notify other instances (they poll)");
    });
  }

  private async check(
    collection: CollectionName,
    id: string,
    data: unknown,
    expect: Expect,
    known?: RecordView,
  ): Promise<
    | { ok: true; data: unknown; version: number; view?: RecordView }
    | Extract<WriteResult, { ok: false }>
  > {
    const info = COLLECTIONS[collection];
    const view = known ?? (await this.get(collection, id));
    if (!view && !info.canCreate) return { ok: false, reason: "not-found" };
    if (!view && isReservedId(id)) return { ok: false, reason: "invalid", errors: { [info.idField ?? ""]: [reservedIdMessage(id)] } };
    const version = view ? this.expected(view, expect) : "force" in expect || this.expectedVersion(expect) === 0 ? 0 : undefined;
    if (version === undefined) return view ? { ok: false, reason: "conflict", current: view } : { ok: false, reason: "not-found" };
    const parsed = info.schema.safeParse(data);
    if (!parsed.success) return { ok: false, reason: "invalid", errors: errorsByField(parsed.error) };
    if (info.idField) {
      const value = (parsed.data as Record<string, unknown>)[info.idField];
      if (value !== id) {
        return { ok: false, reason: "invalid", errors: { [info.idField]: [`must be “${id}”, the record’s address; add a new record for a new one`] } };
      }
    }
    return { ok: true, data: parsed.data, version, view };
  }

  /** The version a write may replace, or undefined when `expect` names an older state. */
  private expected(view: RecordView, expect: Expect): number | undefined {
    if ("force" in expect) return view.version;
    return this.expectedVersion(expect) === view.version ? view.version : undefined;
  }

  private expectedVersion(expect: Expect): number | undefined {
    if ("version" in expect) return expect.version;
    if ("etag" in expect) return versionOfEtag(expect.etag);
    return undefined;
  }

  private async write(
    collection: CollectionName,
    id: string,
    version: number,
    change: Parameters<ContentRepository["write"]>[3],
    actor: Actor,
    action: "content.draft_saved" | "content.draft_discarded",
  ): Promise<WriteResult> {
    const written = await this.options.repository.write(collection, id, version, change);
    if (!written) return this.conflict(collection, id);
    await this.audit(actor, action, collection, id, written.version);
    const record = await this.get(collection, id);
    return record ? { ok: true, record } : { ok: false, reason: "not-found" };
  }

  private async conflict(collection: CollectionName, id: string): Promise<WriteResult> {
    const current = await this.get(collection, id);
    return current ? { ok: false, reason: "conflict", current } : { ok: false, reason: "not-found" };
  }

  private audit(actor: Actor, action: ContentAuditAction, collection: CollectionName, id: string, version: number) {
    return this.options.audit.record({
      actor: auditActor(actor),
      action,
      target: `${collection}/${id}`,
      details: { version, ...(actor.id === undefined ? { by: actor.label } : {}) },
      ip: actor.ip ?? null,
    });
  }

  private shippedIds(collection: CollectionName): string[] {
    if (collection === "seo") return this.options.seoPaths(this.current).map(seoIdOf);
    return [...shippedRecords(collection).keys()];
  }

  private shipped(collection: CollectionName, id: string): unknown {
    if (collection === "seo") return this.options.shippedSeo(seoPathOf(id), this.current);
    return shippedRecords(collection).get(id);
  }

  private view(collection: CollectionName, id: string, row: ContentRow | undefined): RecordView | undefined {
    const shippedData = this.shipped(collection, id);
    if (!row && shippedData === undefined) return undefined;
    const publishedData = row?.published ? JSON.parse(row.published) : undefined;
    const draftData = row?.draft ? JSON.parse(row.draft) : undefined;
    const current = draftData ?? publishedData ?? shippedData;
    const state: RecordState =
      draftData !== undefined ? (publishedData === undefined && shippedData === undefined ? "new-draft" : "draft") : publishedData !== undefined ? "published" : "shipped";
    const version = row?.version ?? 0;
    return {
      collection,
      id,
      title: titleOf(collection, id, current),
      state,
      version,
      updatedAt: row?.updated_at ?? null,
      updatedBy: row?.updated_by ?? null,
      shipped: shippedData !== undefined,
      shippedData,
      publishedData,
      draftData,
      current,
      etag: etagOf(version),
      publishedAt: row?.published_at ?? null,
      publishedBy: row?.published_by ?? null,
      scheduledAt: row?.scheduled_at ?? null,
      scheduledBy: row?.scheduled_by ?? null,
    };
  }
}

export type ContentAuditAction =
  | "content.scheduled"
  | "content.schedule_cancelled"
  | "content.published_on_schedule"
  | "content.draft_saved"
  | "content.draft_discarded"
  | "content.published"
  | "content.restored"
  | "content.reverted";

/** Remembers which published records a LiveContent was merged from (for previews and candidates). */
const publishedOf = new WeakMap<LiveContent, PublishedRecords>();
function mergeTracked(records: PublishedRecords, version: number): LiveContent {
  const content = mergeContent(records, version);
  publishedOf.set(content, records);
  return content;
}

const auditActor = (actor: Actor) => (actor.id !== undefined ? { id: actor.id, email: actor.label } : ("system" as const));

export const EXPORT_FORMAT = "site-content/1";

export type ContentExport = {
  format: typeof EXPORT_FORMAT;
  exportedAt: string;
  records: { collection: CollectionName; id: string; data: unknown }[];
  /** Uploaded images the records use (their bytes stay in the media library of each site). */
  media: string[];
};

const exportFileSchema = z.object({
  format: z.literal(EXPORT_FORMAT, { error: `not a content export (format must be "${EXPORT_FORMAT}")` }),
  exportedAt: z.string().optional(),
  records: z.array(z.object({ collection: z.enum(COLLECTION_NAMES), id: z.string().min(1).max(200), data: z.unknown() })),
  media: z.array(z.string()).optional(),
});

/**
 * Ids no record may have: the names a plain object already answers to (`__proto__`,
 * `constructor`, `toString`…). They pass the slug rule, but a record under one would
 * change or hide behind what every object inherits wherever records are keyed by id.
 */
const RESERVED_IDS: ReadonlySet<string> = new Set([...Object.getOwnPropertyNames(Object.prototype), "prototype"]);
const isReservedId = (id: string) => RESERVED_IDS.has(id);
const reservedIdMessage = (id: string) => `“${id}” cannot be used as an address; choose another.`;

/** Why an import may not add a record to a collection the editor has no "Add" for. */
function noSuchRecord(collection: CollectionName): string {
  switch (collection) {
    case "seo":
      return "there is no such page; an import can only change the pages the site has.";
    case "products":
      return "there is no such product; an import can only change the plans of the products the site has.";
    case "company":
      return `there is no such record; an import can only change the company details (“${COMPANY_ID}”).`;
    default:
      return `there is no such record; an import can only change the ${COLLECTIONS[collection].label.toLowerCase()} the site has.`;
  }
}

/** Records by collection, then id, in objects without a prototype, so that no id is special. */
function recordsByCollection(records: readonly { collection: CollectionName; id: string; data: unknown }[]): PublishedRecords {
  const byCollection: PublishedRecords = Object.create(null);
  for (const r of records) (byCollection[r.collection] ??= Object.create(null) as Record<string, unknown>)[r.id] = r.data;
  return byCollection;
}

/**
 * Validates a whole import file: its shape, then every record with its collection's
 * schema and the editor's rules. A record of a fixed collection (SEO records, product
 * plans, company details) must be one the site has (for SEO records: a page of the
 * content the file makes); a new record only goes where the editor can add one, under
 * an id its schema accepts and that is not reserved. Any refused record refuses the file.
 */
export function checkImport(
  file: unknown,
  seoPaths: SeoPaths,
): { ok: true; records: { collection: CollectionName; id: string; data: unknown }[] } | { ok: false; errors: string[] } {
  const shape = exportFileSchema.safeParse(file);
  if (!shape.success) {
    return { ok: false, errors: shape.error.issues.map((i) => `${fieldPath(i.path) || "file"}: ${i.message}`) };
  }
  const errors: string[] = [];
  const seen = new Set<string>();
  const records = shape.data.records.map((record, index) => {
    const name = `records[${index}] (${record.collection}/${record.id})`;
    const key = `${record.collection}/${record.id}`;
    if (seen.has(key)) errors.push(`${name}: appears twice`);
    seen.add(key);
    const info = COLLECTIONS[record.collection];
    if (info.canCreate && isReservedId(record.id)) {
      errors.push(`${key}: ${reservedIdMessage(record.id)}`);
      return { ...record, valid: false };
    }
    const parsed = info.schema.safeParse(record.data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors.push(`${name} at ${fieldPath(issue.path) || "(record)"}: ${issue.message}`);
      return { ...record, valid: false };
    }
    if (info.idField && (parsed.data as Record<string, unknown>)[info.idField] !== record.id) {
      errors.push(`${name}: its ${info.idField} must be “${record.id}”`);
    }
    return { ...record, data: parsed.data, valid: true };
  });
  // The records a fixed collection has; SEO records follow the pages of the content the file makes.
  const candidate = mergeContent(recordsByCollection(records.filter((r) => r.valid && COLLECTIONS[r.collection].canCreate)), 0);
  const seoIds = new Set(seoPaths(candidate).map(seoIdOf));
  const knownIds = (collection: CollectionName): ReadonlySet<string> =>
    collection === "seo" ? seoIds : new Set(shippedRecords(collection).keys());
  for (const record of records) {
    if (COLLECTIONS[record.collection].canCreate || knownIds(record.collection).has(record.id)) continue;
    errors.push(`${record.collection}/${record.id}: ${noSuchRecord(record.collection)}`);
  }
  return errors.length ? { ok: false, errors } : { ok: true, records: records.map(({ collection, id, data }) => ({ collection, id, data })) };
}

/** Every /media/… address inside the records. */
function mediaReferences(records: { data: unknown }[]): string[] {
  const found = new Set<string>();
  const text = JSON.stringify(records.map((r) => r.data));
  for (const m of text.matchAll(/\/media\/[a-f0-9]{20}-\d{2,4}\.(?:webp|avif)/g)) found.add(m[0]);
  return [...found].sort();
}

export const etagOf = (version: number) => `"v${version}"`;

/** `"v12"` (or W/"v12") → 12; anything else → undefined. */
export function versionOfEtag(etag: string): number | undefined {
  const m = /^(?:W\/)?"v(\d+)"$/.exec(etag.trim());
  return m ? Number(m[1]) : undefined;
}

function summaryOf(view: RecordView): RecordSummary {
  const { collection, id, title, state, version, updatedAt, updatedBy, shipped } = view;
  return { collection, id, title, state, version, updatedAt, updatedBy, shipped };
}

function titleOf(collection: CollectionName, id: string, data: unknown): string {
  const record = (data ?? {}) as Record<string, unknown>;
  switch (collection) {
    case "seo":
      return seoPathOf(id);
    case "projects":
    case "testimonials":
      return String(record.name ?? id);
    case "posts":
      return String(record.title ?? id);
    case "products":
      return shippedContent.products.find((p) => p.route === id)?.name ?? id;
    case "company":
      return id === COMPANY_ID ? String(record.name ?? "Company details") : id;
  }
}
