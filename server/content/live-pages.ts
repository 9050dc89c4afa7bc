import type { CollectionName } from "#shared/content/collections";
import { type LiveContent, mergeContent, type PublishedRecords, shippedContent } from "#shared/content/editable";
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
    if (counter === this.applied) return;
    const { records, counter: at } = await this.repository.published();
    const content = mergeTracked(records, at);
    try {
      const pages = await this.publisher?.render(content, this.current);
      if (pages) this.publisher!.apply(pages);
      this.current = content;
      this.lastError = undefined;
    } catch (error) {
      // The previous pages keep serving; the next publish tries again.
      this.lastError = error instanceof Error ? error.message : String(error);
      this.logger.error({ err: this.lastError, counter: at }, "content: published content could not be rendered");
    }
    this.applied = at;
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
    try {
      return { ok: true, pages: await this.publisher.render(content, this.current) };
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

/** Remembers which published records a LiveContent was merged from (for previews and candidates). */
const publishedOf = new WeakMap<LiveContent, PublishedRecords>();
function mergeTracked(records: PublishedRecords, version: number): LiveContent {
  const content = mergeContent(records, version);
  publishedOf.set(content, records);
  return content;
}
