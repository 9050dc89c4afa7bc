import type { CollectionName } from "#shared/content/collections";
import { type LiveContent, mergeContent, type PublishedRecords, shippedContent } from "#shared/content/editable";
import { collectionsChangedByTime } from "#shared/lib/site-pages";
import type { Logger } from "../logger";
import type { ContentRepository } from "./repository";
import type { Publisher, RenderedPages } from "./types";

export type Rendered = { ok: true; pages?: RenderedPages } | { ok: false; reason: "render-failed"; message: string };

/**
 * The live content this instance serves and the pages rendered with it: reloads what is
 * published, renders candidates before a write commits, and swaps the new pages in
 * (docs/decisions/015). The content service (./service.ts) decides what to write.
 */
export class LivePages {
  private current: LiveContent = shippedContent;
  private applied = 0;
  private publisher?: Publisher;
  private refreshing?: Promise<void>;
  private refreshAgain = false;
  /**
   * The moment the served pages were rendered for. The build's pages may be older than this
   * process, so it starts at 0: the first look renders again the pages of any collection that
   * changed by itself since (a job whose closing date passed).
   */
  private renderedAt = new Date(0);
  /** Why the last refresh could not be applied, for the back office. */
  lastError: string | undefined;

  constructor(
    private readonly repository: ContentRepository,
    private readonly logger: Logger,
    /** Called after a publish commits, so other instances hear of it (PostgreSQL NOTIFY). */
    private readonly announce?: (counter: number) => Promise<void>,
  ) {}

  get content(): LiveContent {
    return this.current;
  }

  /** The publish counter this instance serves. */
  get appliedCounter(): number {
    return this.applied;
  }

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
    const counter = await this.repository.publishCounter();
    if (counter === this.applied) return this.renderChangedByTime();
    const { records, counter: at } = await this.repository.published();
    const content = mergeTracked(records, at);
    const now = new Date();
    try {
      const pages = await this.publisher?.render(content, this.current, {
        now,
        changedByTime: collectionsChangedByTime(this.current, this.renderedAt, now),
      });
      if (pages) this.publisher!.apply(pages);
      this.current = content;
      this.renderedAt = now;
      this.lastError = undefined;
    } catch (error) {
      // The previous pages keep serving; the next publish tries again.
      this.lastError = error instanceof Error ? error.message : String(error);
      this.logger.error({ err: this.lastError, counter: at }, "content: published content could not be rendered");
    }
    this.applied = at;
  }

  /**
   * Renders again the pages of the collections whose pages changed by themselves since they
   * were rendered (a job past its closing date leaves /careers, its page and the sitemap),
   * checked on every look for a publish (each second, server/content/sync.ts).
   */
  private async renderChangedByTime(): Promise<void> {
    if (!this.publisher) return;
    const now = new Date();
    const changed = collectionsChangedByTime(this.current, this.renderedAt, now);
    if (!changed.length) return;
    try {
      this.publisher.apply(await this.publisher.render(this.current, this.current, { now, changedByTime: changed }));
    } catch (error) {
      // As with a publish: the previous pages keep serving; the next publish tries again.
      this.lastError = error instanceof Error ? error.message : String(error);
      this.logger.error(
        { err: this.lastError, collections: changed },
        "content: pages that changed by time could not be rendered",
      );
    }
    this.renderedAt = now;
  }

  /** What is published for a record now (undefined: nothing, the shipped record shows). */
  published(collection: CollectionName, id: string): unknown {
    return this.publishedRecords()[collection]?.[id];
  }

  /** The live content with one published record replaced (or removed: undefined). */
  withRecord(collection: CollectionName, id: string, data: unknown): LiveContent {
    const records: PublishedRecords = structuredClone(this.publishedRecords());
    const bucket = (records[collection] ??= {});
    if (data === undefined) delete bucket[id];
    else bucket[id] = data;
    return mergeTracked(records, this.current.version);
  }

  /** The live content made of exactly `records` (an import). */
  withRecords(records: PublishedRecords): LiveContent {
    return mergeTracked(records, this.current.version);
  }

  /** The published records behind the live content (kept with it for previews and candidates). */
  private publishedRecords(): PublishedRecords {
    return publishedOf.get(this.current) ?? {};
  }

  /** Renders the pages `content` changes, before anything is written; a failure names the page. */
  async render(content: LiveContent): Promise<Rendered> {
    if (!this.publisher) return { ok: true };
    const now = new Date();
    const changedByTime = collectionsChangedByTime(this.current, this.renderedAt, now);
    try {
      const pages = await this.publisher.render(content, this.current, { now, changedByTime });
      renderedFor.set(pages, now);
      return { ok: true, pages };
    } catch (error) {
      return { ok: false, reason: "render-failed", message: error instanceof Error ? error.message : String(error) };
    }
  }

  /** Serves the new pages at once when nothing else was published in between; otherwise reloads. */
  async afterPublish(counter: number | undefined, pages: RenderedPages | undefined): Promise<void> {
    if (counter === undefined) return;
    if (pages && counter === this.applied + 1 && !this.refreshing) {
      const { records } = await this.repository.published();
      this.publisher!.apply(pages);
      this.current = mergeTracked(records, counter);
      this.applied = counter;
      this.renderedAt = renderedFor.get(pages) ?? this.renderedAt;
    } else {
      await this.refresh();
    }
    await this.announce?.(counter).catch((error: unknown) => {
      this.logger.warn({ err: String(error) }, "content: could not notify other instances (they poll)");
    });
  }

  /** A page's HTML rendered with `content` (a preview), or undefined when this process serves no pages. */
  renderPreview(path: string, content: LiveContent): Promise<{ status: number; html: string }> | undefined {
    return this.publisher?.renderPreview(path, content);
  }
}

/** The moment candidate pages were rendered for (they become the served pages' moment when applied). */
const renderedFor = new WeakMap<RenderedPages, Date>();

/** Remembers which published records a LiveContent was merged from (for previews and candidates). */
const publishedOf = new WeakMap<LiveContent, PublishedRecords>();
function mergeTracked(records: PublishedRecords, version: number): LiveContent {
  const content = mergeContent(records, version);
  publishedOf.set(content, records);
  return content;
}
