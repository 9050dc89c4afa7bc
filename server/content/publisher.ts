import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { allCollections, type CollectionName } from "#shared/content/collections";
import { sameContent } from "#shared/content/collections/define";
import { type LiveContent, shippedContent } from "#shared/content/editable";
import { staticPagePaths } from "#shared/lib/static-paths";
import type { Config } from "../config";
import type { Logger } from "../logger";
import { prepareStaticSecurity } from "../security";
import { replaceRetention } from "../seo/lead-retention";
import { hydrateAfterPaint } from "../static/hydrate-after-paint";
import {
  CACHE_PAGE,
  compressLater,
  plainFile,
  prepareResponses,
  type StaticFile,
  type StaticFiles,
} from "../static-files";
import { RenderFailed, type Publisher, type RenderedPages, type RenderOptions } from "./types";

/** Pages rendered in parallel: their loaders' awaits overlap; the rendering itself is on this thread. */
const CONCURRENCY = 4;

type Rendered = RenderedPages & { files: Map<string, StaticFile> };

/**
 * Renders the prerendered pages again with published content, through the same server
 * build and the same steps as the build and the start (docs/decisions/015): the page
 * and its route data as React Router's prerender makes them, the boot script deferred
 * (decision 008), the retention sentences, CSP script hashes and the prepared
 * responses. `apply` swaps them into the in-memory map in one step and then makes their
 * brotli and gzip bodies in the background: a publish is live once its pages are rendered
 * (decision 054). `release` takes the pages a change shows on out of the map at once, so
 * that the server renders them with the new content until their files are applied.
 */
export class StaticPublisher implements Publisher {
  private readonly handler: ReturnType<typeof createRequestHandler>;
  /** Pages this publisher manages: every content page of the build, plus those it added. */
  private managed: Set<string>;
  /** Pages taken out of the map by `release` and not yet rendered again: the next render includes them. */
  private released = new Set<string>();

  constructor(
    build: ServerBuild,
    private readonly files: StaticFiles,
    private readonly config: Config,
    private readonly commonHeaders: Record<string, string>,
    /** What loaders get besides the content: the services, and no nonce (script hashes allow these pages). */
    private readonly context: Pick<AppLoadContext, "services">,
    private readonly logger: Logger,
  ) {
    this.handler = createRequestHandler(build, "production");
    // The build's pages include those it prerendered then: a job open at build time and closed
    // since is one of them (every job was open at moment 0), so the first render drops it.
    const built = new Set([...staticPagePaths(shippedContent, new Date(0)), ...staticPagePaths()]);
    this.managed = new Set([...built].filter((p) => files.has(p)));
  }

  async render(content: LiveContent, previous?: LiveContent, options: RenderOptions = {}): Promise<Rendered> {
    const started = performance.now();
    const paths = staticPagePaths(content, options.now);
    const files = new Map<string, StaticFile>();
    const queue = previous
      ? [
          ...new Set([
            ...affectedPaths(previous, content, paths, options.changedByTime),
            ...[...this.released].filter((p) => paths.includes(p)),
          ]),
        ]
      : [...paths];
    let unrendered: string[] | undefined;
    if (options.sampleAbove !== undefined && queue.length > options.sampleAbove) {
      const sample = onePageOfEachKind(queue);
      unrendered = queue.filter((path) => !sample.includes(path));
      queue.splice(0, queue.length, ...sample);
    }
    const count = queue.length;
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        for (const [key, file] of await this.renderPage(path, content)) files.set(key, file);
        // A page's render settles mostly in microtasks: without a turn of the event loop between
        // pages, requests waiting on this instance (a page released to render on request, decision
        // 054) would wait for the whole batch.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    await Promise.all(Array.from({ length: options.behindRequests ? 1 : CONCURRENCY }, worker));
    prepareStaticSecurity(files, this.config);
    prepareResponses(files, this.commonHeaders);
    this.logger.info(
      { pages: count, unrendered: unrendered?.length ?? 0, ms: Math.round(performance.now() - started) },
      "content: pages rendered",
    );
    return { paths, files, unrendered };
  }

  get hasReleased(): boolean {
    return this.released.size > 0;
  }

  apply(pages: RenderedPages): void {
    const { paths, files, unrendered = [] } = pages as Rendered;
    // Synchronous from here: no request sees half of the old pages and half of the new.
    for (const path of this.managed) {
      if (!paths.includes(path)) {
        this.files.delete(path);
        this.files.delete(dataPath(path));
      }
    }
    for (const [key, file] of files) this.files.set(key, file);
    this.managed = new Set(paths);
    this.releasePaths(unrendered);
    for (const path of this.released) if (files.has(path) || !this.managed.has(path)) this.released.delete(path);
    const keys = new Map([...files].map(([key, file]) => [file, key]));
    const current = (file: StaticFile) => this.files.get(keys.get(file)!) === file;
    void compressLater(files.values(), this.commonHeaders, current).catch((error: unknown) =>
      this.logger.warn({ err: String(error) }, "content: published pages stay uncompressed"),
    );
  }

  /**
   * Stops serving from memory the pages that `content` changes (and those it removes), in
   * one step: until `apply` brings their new files, the server renders them on each request
   * with the live content, which the caller switches to at the same moment.
   */
  release(content: LiveContent, previous: LiveContent, options: RenderOptions = {}): void {
    const paths = staticPagePaths(content, options.now);
    const stale = new Set(affectedPaths(previous, content, paths, options.changedByTime));
    for (const path of this.managed) if (!paths.includes(path)) stale.add(path);
    this.releasePaths(stale);
  }

  private releasePaths(paths: Iterable<string>): void {
    for (const path of paths) {
      this.files.delete(path);
      this.files.delete(dataPath(path));
      this.released.add(path);
    }
  }

  /**
   * A page rendered with content that is not published (a draft), for the back office's
   * preview: the server HTML only, without scripts, so nothing of it runs or hydrates.
   */
  async renderPreview(path: string, content: LiveContent): Promise<{ status: number; html: string }> {
    const response = await this.handler(new Request(`http://localhost${path}`), {
      ...this.context,
      content,
    } as unknown as AppLoadContext);
    const html = (await response.text())
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
      .replace(/<link rel="modulepreload"[^>]*>/g, "");
    return { status: response.status, html };
  }

  /** One page as `react-router build` prerenders it: its route data first, then the HTML made with that data. */
  private async renderPage(path: string, content: LiveContent): Promise<[string, StaticFile][]> {
    const context = { ...this.context, content } as unknown as AppLoadContext;
    const dataResponse = await this.handler(new Request(`http://localhost${dataPath(path)}`), context);
    // Every retention sentence, in the page and its data alike (as applySiteUrl does at start).
    const data = replaceRetention(await dataResponse.text(), this.config);
    if (dataResponse.status !== 200) throw new RenderFailed(`${path}: its data answered ${dataResponse.status}`);
    const pageUrl = `http://localhost${path === "/" ? "/" : `${path}/`}`;
    const response = await this.handler(
      new Request(pageUrl, { headers: { "X-React-Router-Prerender-Data": encodeURI(data) } }),
      context,
    );
    const html = await response.text();
    if (response.status !== 200) throw new RenderFailed(`${path}: the page answered ${response.status}`);
    let page: string;
    try {
      page = replaceRetention(hydrateAfterPaint(html), this.config);
    } catch (error) {
      throw new RenderFailed(`${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return [
      this.file(path, `${path === "/" ? "" : `${path.slice(1)}/`}index.html`, "text/html; charset=utf-8", page),
      this.file(dataPath(path), dataPath(path).slice(1), "text/x-script; charset=utf-8", data),
    ];
  }

  private file(key: string, relativePath: string, type: string, text: string): [string, StaticFile] {
    return [key, plainFile({ relativePath, type, cacheControl: CACHE_PAGE, headers: {} }, Buffer.from(text, "utf8"))];
  }
}

/**
 * The pages a change can show on: each collection whose part of the live content changed
 * names them (its `live.affects`, shared/content/collections/): company details and
 * testimonials nearly every page, projects the portfolio, services and home, an SEO
 * record or a FAQ its own page… A collection whose pages changed by themselves (a job that
 * closed) names its pages the same way.
 */
export function affectedPaths(
  before: LiveContent,
  after: LiveContent,
  paths: string[],
  changedByTime: readonly CollectionName[] = [],
): string[] {
  const affected = new Set<string>();
  const known = new Set(paths);
  for (const collection of allCollections) {
    const key = collection.live.key;
    if (sameContent(before[key], after[key]) && !changedByTime.includes(collection.name)) continue;
    for (const path of collection.live.affects(before[key], after[key], paths)) if (known.has(path)) affected.add(path);
  }
  return [...affected];
}

/**
 * One page of each kind among `paths`: every top-level page (each is its own route) and the
 * first page under each parent path (/product/tracko for the products, /portfolio/… for the
 * projects): a site-wide record is drawn by the same components on every page of a kind.
 */
export function onePageOfEachKind(paths: readonly string[]): string[] {
  const kinds = new Map<string, string>();
  for (const path of paths) {
    const parent = path.slice(0, path.lastIndexOf("/"));
    const kind = parent === "" ? path : parent;
    if (!kinds.has(kind)) kinds.set(kind, path);
  }
  return [...kinds.values()];
}

/** Where React Router fetches a page's data on client navigation: "/" → "/_root.data". */
const dataPath = (path: string) => (path === "/" ? "/_root.data" : `${path}.data`);
