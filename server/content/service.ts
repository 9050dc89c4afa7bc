import { isDeepStrictEqual } from "node:util";
import { type CollectionName, collectionOf } from "#shared/content/collections";
import type { LiveContent } from "#shared/content/editable";
import type { AuditLog } from "../audit/audit-log";
import type { Logger } from "../logger";
import { LivePages } from "./live-pages";
import type { ContentRepository, ContentRow } from "./repository";
import { type ContentAuditAction, etagOf, recordView, summaryOf, versionOfEtag } from "./records";
import { shippedSource } from "./shipped";
import { checkImport, type ContentExport, exportOf, recordsByCollection } from "./transfer";
import type {
  Actor,
  CollectionHooks,
  ContentService,
  DraftOptions,
  Expect,
  Publisher,
  RecordSummary,
  RecordView,
  Revision,
  ServerHooks,
  WriteResult,
} from "./types";
import { addressErrors, errorsByField, isReservedId, reservedIdMessage } from "./validate";

export { EXPORT_FORMAT, type ContentExport } from "./transfer";
export { type Publisher, RenderFailed, type RenderedPages } from "./types";

type Options = {
  repository: ContentRepository;
  audit: AuditLog;
  logger: Logger;
  /** The server-side parts of the collections (server/content/hooks/): site-dependent shipped records, publish checks, stamps. */
  hooks?: ServerHooks;
  now?: () => Date;
  /** Called after a publish commits, so other instances hear of it (PostgreSQL NOTIFY). */
  announce?: (counter: number) => Promise<void>;
};

/** How many revisions of a record of `collection` to keep (its definition's `revisions.keep`): pass to the repository's pruning. */
export const keepRevisionsOf = (collection: CollectionName): number => collectionOf(collection).revisions.keep;

/**
 * Content records: drafts, publishing, revisions, reverts, with optimistic concurrency
 * (docs/decisions/014), and the live content every page renders with. A publish first
 * renders the affected pages with the new content: if one fails, nothing is published.
 */
export class ContentStore implements ContentService {
  private readonly site: LivePages;
  private readonly hooks: ServerHooks;

  constructor(private readonly options: Options) {
    this.site = new LivePages(options.repository, options.logger, options.announce);
    this.hooks = options.hooks ?? {};
  }

  live(): LiveContent {
    return this.site.content;
  }

  /** The publish counter this instance serves. */
  get appliedCounter(): number {
    return this.site.appliedCounter;
  }

  /** Why the last refresh could not be applied, for the back office. */
  get lastError(): string | undefined {
    return this.site.lastError;
  }

  /** From now on publishes render pages through `publisher`. */
  attach(publisher: Publisher): void {
    this.site.attach(publisher);
  }

  /** At start: every page rendered with what is published, if anything is (server/content/live-pages.ts). */
  renderAll(): Promise<void> {
    return this.site.renderAll();
  }

  /** Brings this instance up to what is published (server/content/live-pages.ts). */
  refresh(): Promise<void> {
    return this.site.refresh();
  }

  async list(collection: CollectionName): Promise<RecordSummary[]> {
    return (await this.views(collection)).map(summaryOf);
  }

  /** Every record of `collection` in full (drafts and schedules included), from one query. */
  async views(collection: CollectionName): Promise<RecordView[]> {
    const rows = new Map((await this.options.repository.list(collection)).map((r) => [r.record_id, r]));
    const ids = new Set([...this.shippedIds(collection), ...rows.keys()]);
    return [...ids].map((id) => this.view(collection, id, rows.get(id))!);
  }

  async get(collection: CollectionName, id: string): Promise<RecordView | undefined> {
    return this.view(collection, id, await this.options.repository.get(collection, id));
  }

  async saveDraft(
    collection: CollectionName,
    id: string,
    data: unknown,
    expect: Expect,
    actor: Actor,
    options: DraftOptions = {},
  ): Promise<WriteResult> {
    const checked = await this.check(collection, id, data, expect, undefined, options.unfinished);
    if (!checked.ok) return checked;
    return this.storeDraft(collection, id, checked, actor, "content.draft_saved");
  }

  /** Writes checked data as the draft; a draft equal to what is published is no draft at all. */
  private storeDraft(
    collection: CollectionName,
    id: string,
    checked: { data: unknown; version: number; view?: RecordView },
    actor: Actor,
    action: "content.draft_saved" | "content.restored",
  ): Promise<WriteResult> {
    const published = checked.view?.publishedData;
    const draft = published !== undefined && isDeepStrictEqual(published, checked.data) ? null : checked.data;
    return this.write(collection, id, checked.version, { draft, actor: actor.label }, actor, action);
  }

  async publish(
    collection: CollectionName,
    id: string,
    expect: Expect,
    actor: Actor,
    data?: unknown,
  ): Promise<WriteResult> {
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
      return this.write(
        collection,
        id,
        version,
        { remove: true, actor: actor.label },
        actor,
        "content.draft_discarded",
      );
    }
    return this.write(collection, id, version, { draft: null, actor: actor.label }, actor, "content.draft_discarded");
  }

  async revert(collection: CollectionName, id: string, expect: Expect, actor: Actor): Promise<WriteResult> {
    const view = await this.get(collection, id);
    if (!view || view.version === 0) return { ok: false, reason: "not-found" };
    const version = this.expected(view, expect);
    if (version === undefined) return { ok: false, reason: "conflict", current: view };
    const next = this.site.withRecord(collection, id, undefined);
    const rendered = await this.site.render(next);
    if (!rendered.ok) return rendered;
    const written = await this.options.repository.write(collection, id, version, {
      remove: true,
      actor: actor.label,
      revision: view.publishedData === undefined ? undefined : "revert",
      keepRevisions: keepRevisionsOf(collection),
    });
    if (!written) return this.conflict(collection, id);
    // Audited at the commit: the pages this instance renders after it are not part of the change.
    await this.audit(actor, "content.reverted", collection, id, written.version);
    await this.site.afterPublish(written.publishCounter, rendered.pages);
    const record = await this.get(collection, id);
    return record
      ? { ok: true, record }
      : { ok: true, record: { ...view, state: "shipped", version: 0, etag: etagOf(0) } };
  }

  /** Saves `data` as the draft and has it published by itself at `at` (a blog post's scheduled publishing). */
  async schedule(
    collection: CollectionName,
    id: string,
    data: unknown,
    expect: Expect,
    actor: Actor,
    at: Date,
  ): Promise<WriteResult> {
    if (!(at.getTime() > this.now().getTime()))
      return { ok: false, reason: "invalid", errors: { "": ["Choose a time in the future."] } };
    const checked = await this.check(collection, id, data, expect);
    if (!checked.ok) return checked;
    const refused = await this.hooksOf(collection)?.checkPublishable?.(checked.data);
    if (refused) return { ok: false, reason: "invalid", errors: refused };
    const beforeSchedule = collectionOf(collection).hooks?.beforeSchedule;
    const draft = beforeSchedule ? beforeSchedule(checked.data, authorOf(actor)) : checked.data;
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
    const written = await this.options.repository.write(collection, id, version, {
      actor: actor.label,
      schedule: null,
    });
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
      const result = await this.publishData(
        collection,
        due.record_id,
        due.version,
        view.draftData,
        actor,
        "publish",
        "content.published_on_schedule",
      );
      if (result.ok) published++;
      else
        this.options.logger.error(
          { collection, id: due.record_id, result: result.reason },
          "content: a scheduled publish failed; the draft is kept",
        );
    }
    return published;
  }

  async history(collection: CollectionName, id: string): Promise<Revision[]> {
    // The history lists what is kept (pruning keeps `revisions.keep` per record).
    const rows = await this.options.repository.revisions(collection, id, keepRevisionsOf(collection));
    return rows.map((r) => ({
      id: r.id,
      version: r.version,
      action: r.action,
      actor: r.actor,
      at: r.at,
      data: r.data === null ? null : JSON.parse(r.data),
    }));
  }

  /**
   * Puts an earlier revision's data into the draft, to publish or discard (it publishes
   * nothing). A revision of a revert (no data) brings back the shipped record as the draft.
   */
  async restore(
    collection: CollectionName,
    id: string,
    revisionId: number,
    expect: Expect,
    actor: Actor,
  ): Promise<WriteResult> {
    const revision = await this.options.repository.revision(collection, id, revisionId);
    if (!revision) return { ok: false, reason: "not-found" };
    const view = await this.get(collection, id);
    const data = revision.data === null ? view?.shippedData : JSON.parse(revision.data);
    if (!view || data === undefined) return { ok: false, reason: "not-found" };
    // A version published under an older schema may need fields since added: it is a draft like any other.
    const checked = await this.check(collection, id, data, expect, view, true);
    if (!checked.ok) return checked;
    return this.storeDraft(collection, id, checked, actor, "content.restored");
  }

  /** Every published record and the uploaded images they use, as one JSON document (server/content/transfer.ts). */
  async exportAll(actor: Actor): Promise<ContentExport> {
    const file = exportOf((await this.options.repository.published()).records);
    await this.options.audit.record({
      actor: auditActor(actor),
      action: "content.exported",
      details: { records: file.records.length },
      ip: actor.ip ?? null,
    });
    return file;
  }

  /**
   * Replaces every published record with the file's: all records are validated first
   * (by the editor's rules, see checkImport), and the pages rendered with them; any
   * error and nothing changes.
   */
  async importAll(file: unknown, actor: Actor): Promise<{ ok: true; count: number } | { ok: false; errors: string[] }> {
    const checked = await checkImport(file, this.hooks);
    if (!checked.ok) return checked;
    const rendered = await this.site.render(this.site.withRecords(recordsByCollection(checked.records)), {
      every: true,
    });
    if (!rendered.ok) return { ok: false, errors: [rendered.message] };
    const counter = await this.options.repository.replaceAll(checked.records, actor.label, keepRevisionsOf);
    await this.site.afterPublish(counter, rendered.pages);
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
    return this.site.renderPreview(path, content);
  }

  preview(collection: CollectionName, id: string, data: unknown, actor?: Actor): LiveContent {
    const parsed = collectionOf(collection).schema.parse(data);
    // A record shows in a preview as it will once published (a post dated, with its author).
    return this.site.withRecord(collection, id, this.stamped(collection, id, parsed, actor ?? { label: "" }));
  }

  /** What is published for a record now (or shipped): what a publish replaces. */
  private previous(collection: CollectionName, id: string): unknown {
    return this.site.published(collection, id) ?? this.shipped(collection, id);
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** What publishing adds that a preview shows too (the collection's `stamp` hook). */
  private stamped(collection: CollectionName, id: string, data: unknown, actor: Actor): unknown {
    const stamp = collectionOf(collection).hooks?.stamp;
    return stamp
      ? stamp(data, { previous: this.previous(collection, id), author: authorOf(actor), now: this.now() })
      : data;
  }

  /** What a publish adds to the data (the collection's `stamp` and `beforePublish` hooks). */
  private async completed(collection: CollectionName, id: string, data: unknown, actor: Actor): Promise<unknown> {
    const stamped = this.stamped(collection, id, data, actor);
    const beforePublish = this.hooksOf(collection)?.beforePublish;
    return beforePublish ? beforePublish(stamped, this.previous(collection, id)) : stamped;
  }

  private hooksOf(collection: CollectionName): CollectionHooks<unknown> | undefined {
    return this.hooks[collection] as CollectionHooks<unknown> | undefined;
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
    const refused = await this.hooksOf(collection)?.checkPublishable?.(data);
    if (refused) return { ok: false, reason: "invalid", errors: refused };
    data = await this.completed(collection, id, data, actor);
    const rendered = await this.site.render(this.site.withRecord(collection, id, data));
    if (!rendered.ok) return rendered;
    const written = await this.options.repository.write(collection, id, version, {
      draft: null,
      published: data,
      actor: actor.label,
      revision: action,
      keepRevisions: keepRevisionsOf(collection),
    });
    if (!written) return this.conflict(collection, id);
    // Audited at the commit: the pages this instance renders after it are not part of the change.
    await this.audit(actor, auditAction, collection, id, written.version);
    await this.site.afterPublish(written.publishCounter, rendered.pages);
    return { ok: true, record: (await this.get(collection, id))! };
  }

  private async check(
    collection: CollectionName,
    id: string,
    data: unknown,
    expect: Expect,
    known?: RecordView,
    /** A draft that may be unfinished: only its address fields must be valid (decision 044). */
    unfinished = false,
  ): Promise<{ ok: true; data: unknown; version: number; view?: RecordView } | Extract<WriteResult, { ok: false }>> {
    const info = collectionOf(collection);
    const view = known ?? (await this.get(collection, id));
    if (!view && !info.canCreate) return { ok: false, reason: "not-found" };
    if (!view && isReservedId(id))
      return { ok: false, reason: "invalid", errors: { [info.idField ?? ""]: [reservedIdMessage(id)] } };
    const version = view
      ? this.expected(view, expect)
      : "force" in expect || this.expectedVersion(expect) === 0
        ? 0
        : undefined;
    if (version === undefined)
      return view ? { ok: false, reason: "conflict", current: view } : { ok: false, reason: "not-found" };
    const parsed = info.schema.safeParse(data);
    let valid: unknown = parsed.data;
    if (!parsed.success) {
      const errors = errorsByField(parsed.error);
      const refused = unfinished ? addressErrors(collection, data, errors) : errors;
      if (Object.keys(refused).length) return { ok: false, reason: "invalid", errors: refused };
      valid = data;
    }
    if (info.idField) {
      const value = (valid as Record<string, unknown>)[info.idField];
      if (value !== id) {
        return {
          ok: false,
          reason: "invalid",
          errors: { [info.idField]: [`must be “${id}”, the record’s address; add a new record for a new one`] },
        };
      }
    }
    return { ok: true, data: valid, version, view };
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
    action: "content.draft_saved" | "content.draft_discarded" | "content.restored",
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

  private view(collection: CollectionName, id: string, row: ContentRow | undefined): RecordView | undefined {
    return recordView(collection, id, row, this.shipped(collection, id));
  }

  private shippedIds(collection: CollectionName): string[] {
    return shippedSource(collection, this.hooks).ids(this.site.content);
  }

  private shipped(collection: CollectionName, id: string): unknown {
    return shippedSource(collection, this.hooks).get(id, this.site.content);
  }
}

/** The name a record is signed with (a post's author). */
const authorOf = (actor: Actor) => actor.name ?? actor.label;

const auditActor = (actor: Actor) =>
  actor.id !== undefined ? { id: actor.id, email: actor.label } : ("system" as const);
