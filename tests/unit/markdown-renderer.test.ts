import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pino } from "pino";
import { loadConfig } from "#server/config";
import { renderMarkdown } from "#server/markdown/render";
import { createMarkdownRenderer, MarkdownRenderError } from "#server/markdown/renderer";
import { createServices } from "#server/services";

/**
 * The server's Markdown renderer (issue 29, finding 1): worker threads with a size and a
 * time limit, so an author's text can never hold the thread that answers requests.
 * `*a` × 50,000 took minutes on the server's own thread before.
 */

const WORST = "*a".repeat(50_000);

/** Runs `work` while timing the gaps between 20 ms ticks of this thread: the longest gap. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: PromiseSettledResult<T>; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 20);
  const [result] = await Promise.allSettled([work()]);
  clearInterval(tick);
  return { result, stallMs };
}

const reasonOf = (result: PromiseSettledResult<unknown>) =>
  result.status === "rejected" && result.reason instanceof MarkdownRenderError ? result.reason.reason : result.status;

describe("the Markdown renderer's worker pool", () => {
  const renderer = createMarkdownRenderer({ maxLength: 100_000, timeLimitMs: 1_000, threads: 1, queueLimitMs: 5_000 });
  afterAll(() => renderer.close());

  it("renders in a worker exactly what the pipeline renders", async () => {
    const text =
      "# Title\n\nSome *emphasis*, a [link](https://example.com) and `code`.\n\n| a | b |\n|---|---|\n| 1 | 2 |";
    expect(await renderer.render(text)).toEqual(await renderMarkdown(text));
  });

  it("stops a text that takes too long, while this thread keeps answering", async () => {
    const started = performance.now();
    const { result, stallMs } = await longestStall(() => renderer.render(WORST));
    expect(reasonOf(result)).toBe("too-slow");
    // The limit (1 s here) plus a worker's start; minutes before.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(stallMs).toBeLessThan(500);
  });

  it("remembers that verdict, so the same text costs one limit per process", async () => {
    const started = performance.now();
    await expect(renderer.render(WORST)).rejects.toMatchObject({ reason: "too-slow" });
    expect(performance.now() - started).toBeLessThan(100);
  });

  it("renders the next text on a fresh worker after one was stopped", async () => {
    expect((await renderer.render("after *that*")).html).toBe("<p>after <em>that</em></p>");
  });

  it("refuses a text longer than a post may be at once", async () => {
    await expect(renderer.render("a".repeat(100_001))).rejects.toMatchObject({ reason: "too-long", length: 100_001 });
  });

  it("refuses a render that waited too long for a worker as busy, and does not remember it", async () => {
    // Margins wide enough for a loaded machine: the first text must reach its worker within the
    // queue limit (1.5 s), and the second then waits the whole time limit (3 s), twice that.
    const tight = createMarkdownRenderer({ maxLength: 100_000, timeLimitMs: 3_000, threads: 1, queueLimitMs: 1_500 });
    try {
      // A worker that is up already: the queue limit also counts a thread's start and the
      // pipeline's load (~0.4 s, more on a busy machine), which is not what this test is about.
      await tight.render("warm *up*");
      // The worst text, not a milder one: a fast machine formats a milder one within the limit.
      const slow = tight.render(WORST);
      const waiting = tight.render("waits *behind* it");
      const [first, second] = await Promise.allSettled([slow, waiting]);
      expect(reasonOf(first)).toBe("too-slow");
      expect(reasonOf(second)).toBe("busy");
      expect((await tight.render("waits *behind* it")).html).toBe("<p>waits <em>behind</em> it</p>");
    } finally {
      await tight.close();
    }
  });
});

describe("publishing or importing a post the server cannot format", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "markdown-publish-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("is refused beside the body with a message the editor can act on; nothing goes live", async () => {
    const config = loadConfig({ DATA_DIR: dataDir, SITE_URL: "https://www.example.com", LOG_LEVEL: "silent" });
    const services = await createServices(config, { logger: pino({ level: "silent" }), startOutbox: false });
    try {
      const post = {
        id: "too-slow-post",
        slug: "too-slow-post",
        title: "A post the server cannot format",
        summary: "A post whose body is built to take the Markdown parser far too long, for the renderer's limits test.",
        body: WORST,
        tags: ["tests"],
        status: "published",
      };
      const actor = { label: "editor@example.com", name: "Editor" };
      const result = await services.content.publish("posts", post.id, { version: 0 }, actor, post);
      expect(result).toMatchObject({ ok: false, reason: "invalid" });
      const message = result.ok || result.reason !== "invalid" ? "" : result.errors.body?.[0];
      expect(message).toMatch(/takes too long to format\. Simplify it/);
      expect(await services.content.get("posts", post.id)).toBeUndefined();

      const scheduled = await services.content.schedule(
        "posts",
        post.id,
        post,
        { version: 0 },
        actor,
        new Date(Date.now() + 3_600_000),
      );
      expect(scheduled).toMatchObject({ ok: false, reason: "invalid", errors: { body: [message] } });

      // An import goes by the same rule: the file is refused whole, naming the post.
      const file = await services.content.exportAll(actor);
      const imported = await services.content.importAll(
        { ...file, records: [...file.records, { collection: "posts", id: post.id, data: post }] },
        actor,
      );
      expect(imported).toEqual({ ok: false, errors: [`posts/${post.id} at body: ${message}`] });
      expect(await services.content.get("posts", post.id)).toBeUndefined();
    } finally {
      await services.close();
    }
  });
});
