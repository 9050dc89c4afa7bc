import type { CollectionName } from "#shared/content/collections";
import { type LiveContent, mergeContent, type PublishedRecords, shippedContent } from "#shared/content/editable";
import { collectionsChangedByTime } from "#shared/lib/site-pages";
import type { Logger } from "../logger";
import type { ContentRepository } from "./repository";
import type { Publisher, RenderedPages } from "./types";

/** More changed pages than this are sampled before the commit (one of each kind) and rendered in full after it. */
const SAMPLE_ABOVE = 12;

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
  /** One look at a time, and one render at a time; a call meanwhile is folded into one more run. */
  private readonly look = folded(() => this.lookOnce());
  private readonly renderReleased = folded(() => this.renderOnce());
  /** The content the served page files were rendered with (released pages excepted). */
  private renderedContent: LiveContent = shippedContent;
  /** The last content whose pages could not be rendered. */
  private failedContent?: LiveContent;
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
   * Brings this instance up to what is published. First a look (quick, one after another):
   * the new records are live at once, and the pages they change are released to the server,
   * which renders them with the new content on each request (decision 054). Then the pages
   * are rendered and swapped in, behind any render still running; the promise resolves when
   * they are. Calls while a look or a render runs are folded into one more of each.
   */
  async refresh(): Promise<void> {
    await this.look.run();
    await this.renderReleased.run();
  }

  private async lookOnce(): Promise<void> {
    const counter = await this.repository.publishCounter();
    if (counter === this.applied) return;
    const { records, counter: at } = await this.repository.published();
    const content = mergeTracked(records, at);
    // In one step: no request sees the new content on one page and a stale file on another.
    this.publisher?.release(content, this.current, { now: new Date() });
    this.current = content;
    this.applied = at;
  }

  /**
   * Renders the live content's released pages (and those of the collections whose pages
   * changed by themselves since the last render: a job past its closing date leaves /careers,
   * its page and the sitemap; checked on every look, each second, server/content/sync.ts)
   * and swaps them in. One render at a time; one asked for meanwhile runs after it, for the
   * content live then.
   */
  private async renderOnce(): Promise<void> {
    if (!this.publisher) return;
    const content = this.current;
    const now = new Date();
    const changedByTime = collectionsChangedByTime(this.renderedContent, this.renderedAt, now);
    // Nothing new, or a content whose render failed: the next publish tries again. Pages a
    // sampled publish released (afterPublish) are rendered for the content they were released with.
    const releasedWaiting = content === this.renderedContent && this.publisher.hasReleased;
    if (
      (content === this.renderedContent || content === this.failedContent) &&
      !changedByTime.length &&
      !releasedWaiting
    )
      return;
    try {
      const pages = await this.publisher.render(content, this.renderedContent, {
        now,
        changedByTime,
        behindRequests: true,
      });
      // A publish of this instance may have put newer pages in meanwhile: those stay.
      if (this.current !== content) return;
      this.publisher.apply(pages);
      this.renderedContent = content;
      this.lastError = undefined;
    } catch (error) {
      // The server keeps rendering the released pages on each request.
      this.failedContent = content;
      this.lastError = error instanceof Error ? error.message : String(error);
      this.logger.error({ err: this.lastError, counter: content.version }, "content: pages could not be rendered");
    }
    this.renderedAt = now;
  }

  /** At start, when something is published: every page rendered with the live content before serving. */
  async renderAll(): Promise<void> {
    if (!this.publisher || this.applied === 0) return;
    const now = new Date();
    this.publisher.apply(await this.publisher.render(this.current, undefined, { now }));
    this.renderedContent = this.current;
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

  /**
   * Renders the pages `content` changes, before anything is written; a failure names the page.
   * A change that shows on many pages (company details: every page) renders one page of each
   * kind here, and the rest after the commit, behind the live content (decision 054); `every`
   * renders them all (an import, where each page's own record may have changed).
   */
  async render(content: LiveContent, { every = false }: { every?: boolean } = {}): Promise<Rendered> {
    if (!this.publisher) return { ok: true };
    const now = new Date();
    const changedByTime = collectionsChangedByTime(this.renderedContent, this.renderedAt, now);
    try {
      const pages = await this.publisher.render(content, this.current, {
        now,
        changedByTime,
        sampleAbove: every ? undefined : SAMPLE_ABOVE,
      });
      renderedFor.set(pages, now);
      return { ok: true, pages };
    } catch (error) {
      return { ok: false, reason: "render-failed", message: error instanceof Error ? error.message : String(error) };
    }
  }

  /** Serves the new pages at once when nothing else was published in between; otherwise reloads. */
  async afterPublish(counter: number | undefined, pages: RenderedPages | undefined): Promise<void> {
    if (counter === undefined) return;
    // The other instances hear of it now: the commit is done, and what follows is this one's own work.
    const announced = this.announce?.(counter).catch((error: unknown) => {
      this.logger.warn({ err: String(error) }, "content: could not notify other instances (they poll)");
    });
    if (pages && counter === this.applied + 1 && !this.look.busy && !this.renderReleased.busy) {
      const { records } = await this.repository.published();
      const content = mergeTracked(records, counter);
      // In one step: the rendered pages are served, and those a sample left out are released
      // (rendered on request with the new content).
      this.publisher!.apply(pages);
      this.current = content;
      this.applied = counter;
      this.renderedContent = content;
      this.renderedAt = renderedFor.get(pages) ?? this.renderedAt;
      // The rest of a sample, behind the live content. Awaited, so an editor's next publish starts
      // after it (publishes back to back would otherwise pile their renders on one another).
      if (pages.unrendered?.length) await this.renderReleased.run();
    } else {
      await this.refresh();
    }
    await announced;
  }

  /** A page's HTML rendered with `content` (a preview), or undefined when this process serves no pages. */
  renderPreview(path: string, content: LiveContent): Promise<{ status: number; html: string }> | undefined {
    return this.publisher?.renderPreview(path, content);
  }
}

/** Runs `task` one at a time: a call while it runs is answered by one more run after it (several calls, one run). */
function folded(task: () => Promise<void>): { run(): Promise<void>; readonly busy: boolean } {
  let running: Promise<void> | undefined;
  let again = false;
  return {
    get busy() {
      return running !== undefined;
    },
    run() {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        try {
          do {
            again = false;
            await task();
          } while (again);
        } finally {
          running = undefined;
        }
      })();
      return running;
    },
  };
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
