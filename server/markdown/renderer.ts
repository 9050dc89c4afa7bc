import { availableParallelism } from "node:os";
import { MessageChannel } from "node:worker_threads";
import { Piscina } from "piscina";
import { MarkdownRenderError, type MarkdownFailure } from "./errors";
import type { RenderedMarkdown } from "./render";
import type { RenderTask } from "./worker";

export { isMarkdownRenderError, markdownFailureMessage, MarkdownRenderError } from "./errors";

/**
 * Markdown for the running server: rendered in a pool of worker threads, each render
 * limited in size and in time, so that no text an editor sends (a preview, a publish, a
 * post page, the feed) can hold the thread that answers every request. Issue 29 found
 * `*a` × 50,000 stalling the whole site for 212 s when rendered in-process.
 *
 *  - Size: at most the post schema's limit (POST_BODY_MAX); longer text is refused at once.
 *  - Time: a render that runs longer than the limit is stopped by ending its thread
 *    (Piscina terminates the worker on abort); the next render gets a fresh one. The clock
 *    starts when the worker begins this text, not while it waits in the queue or loads.
 *  - Queue: a few renders may wait; more are refused at once ("busy"), and a render that
 *    waits longer than the queue limit gives up.
 *  - Results (and "too slow" verdicts) are kept per text, a few dozen at a time: a post's
 *    page, its card, the feed and a publish's re-renders ask for the same text.
 */

export type MarkdownRenderer = {
  render(markdown: string): Promise<RenderedMarkdown>;
  close(): Promise<void>;
};

export type MarkdownRendererOptions = {
  /** The longest text accepted, in UTF-16 code units (as zod's `.max` counts). */
  maxLength: number;
  /** How long one render may run, from the moment its worker starts on it. */
  timeLimitMs?: number;
  /** How long a render may wait for a free worker before it is refused as busy. */
  queueLimitMs?: number;
  threads?: number;
  /** Worker entry and its Node flags; by default the built file beside this module (markdownWorker()). */
  worker?: { file: URL; execArgv: string[] };
};

export const MARKDOWN_TIME_LIMIT_MS = 2_000;
const QUEUE_LIMIT_MS = 10_000;
const MAX_QUEUE = 16;
const CACHED_TEXTS = 64;
/** A worker with nothing to do ends after this long (its pipeline is ~30 MB of heap). */
const IDLE_MS = 60_000;

/**
 * The worker entry beside this module: in the built server (build/node/server.mjs) it is
 * build/node/markdown-worker.mjs; from source (unit tests) it is worker.ts, run through tsx.
 */
export function markdownWorker(): { file: URL; execArgv: string[] } {
  const here = import.meta.url;
  return here.endsWith(".ts")
    ? { file: new URL("./worker.ts", here), execArgv: ["--import", "tsx"] }
    : { file: new URL("./markdown-worker.mjs", here), execArgv: [] };
}

export function createMarkdownRenderer(options: MarkdownRendererOptions): MarkdownRenderer {
  const timeLimitMs = options.timeLimitMs ?? MARKDOWN_TIME_LIMIT_MS;
  const queueLimitMs = options.queueLimitMs ?? QUEUE_LIMIT_MS;
  const worker = options.worker ?? markdownWorker();
  // One core is left to the thread that serves requests.
  const threads = options.threads ?? Math.max(1, Math.min(4, availableParallelism() - 1));
  const pool = new Piscina<RenderTask, RenderedMarkdown>({
    filename: worker.file.href,
    execArgv: worker.execArgv,
    minThreads: 0,
    maxThreads: threads,
    maxQueue: MAX_QUEUE,
    idleTimeout: IDLE_MS,
    // Each worker renders one text at a time (the default); a render is synchronous anyway.
    concurrentTasksPerWorker: 1,
  });
  const cache = new Map<string, Promise<RenderedMarkdown>>();

  async function renderInWorker(markdown: string): Promise<RenderedMarkdown> {
    const { port1, port2 } = new MessageChannel();
    const abort = new AbortController();
    let reason: MarkdownFailure = "busy";
    let limit = setTimeout(() => abort.abort(), queueLimitMs);
    port1.once("message", () => {
      clearTimeout(limit);
      reason = "too-slow";
      limit = setTimeout(() => abort.abort(), timeLimitMs);
    });
    try {
      return await pool.run({ markdown, started: port2 }, { transferList: [port2], signal: abort.signal });
    } catch (error) {
      if (abort.signal.aborted) throw new MarkdownRenderError(reason, markdown.length);
      if (error instanceof Error && /queue is at limit/i.test(error.message))
        throw new MarkdownRenderError("busy", markdown.length);
      throw error;
    } finally {
      clearTimeout(limit);
      port1.close();
    }
  }

  return {
    render(markdown) {
      if (markdown.length > options.maxLength)
        return Promise.reject(new MarkdownRenderError("too-long", markdown.length));
      const known = cache.get(markdown);
      if (known) {
        // Most recently used last, so the oldest is the one to let go.
        cache.delete(markdown);
        cache.set(markdown, known);
        return known;
      }
      const result = renderInWorker(markdown);
      cache.set(markdown, result);
      if (cache.size > CACHED_TEXTS) cache.delete(cache.keys().next().value!);
      // "Busy" says nothing about the text: it is not remembered. "Too slow" is, so a
      // page that shows such a text costs one time limit per process, not one per request.
      result.catch((error: unknown) => {
        if (!(error instanceof MarkdownRenderError && error.reason === "too-slow")) cache.delete(markdown);
      });
      return result;
    },
    close: () => pool.destroy(),
  };
}
