import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWNER, OWNER_ENV, csrfOf, signInHttp } from "../support/admin";
import { type RunningSite, startSite } from "../support/site";

/**
 * Issue 29, finding 1: an editor's Markdown preview of `*a` × 50,000 (100 KB) held the
 * server's one thread for 212 s; nothing answered, /healthz included. Now Markdown renders
 * in worker threads with a time limit: the preview is refused with a message the editor can
 * act on, and the site keeps answering meanwhile.
 */

const WORST = "*a".repeat(50_000);

describe("an editor's Markdown cannot stop the site", () => {
  let site: RunningSite;
  let cookie: string;
  let csrf: string;

  beforeAll(async () => {
    site = await startSite({ ...OWNER_ENV });
    cookie = (await signInHttp(site.url, OWNER)).cookie!;
    csrf = await csrfOf(site.url, cookie);
  });
  afterAll(() => site?.stop());

  const preview = (body: string) =>
    fetch(`${site.url}/admin/content/markdown`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: site.url,
        "sec-fetch-site": "same-origin",
        cookie,
      },
      body: new URLSearchParams({ csrf, body }).toString(),
    });

  /** Times GET `path` every 100 ms until `until` settles: the slowest answer and every status. */
  async function whileSettling(until: Promise<unknown>, path: string) {
    let done = false;
    void until.finally(() => (done = true));
    const times: number[] = [];
    const statuses = new Set<number>();
    // oxlint-disable-next-line no-unmodified-loop-condition -- `done` is set when `until` settles
    while (!done) {
      const started = performance.now();
      const response = await fetch(site.url + path, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      statuses.add(response.status);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { slowestMs: Math.max(...times), checks: times.length, statuses: [...statuses] };
  }

  it("answers /healthz and pages within a second while the worst text is refused as too slow", async () => {
    const started = performance.now();
    const refused = preview(WORST);
    const [health, page] = await Promise.all([whileSettling(refused, "/healthz"), whileSettling(refused, "/about_us")]);
    const response = await refused;
    const answer = (await response.json()) as { error?: string; html?: string };
    const tookMs = performance.now() - started;

    expect(response.status).toBe(422);
    expect(answer.error).toMatch(/^This text takes too long to format\. Simplify it/);
    expect(answer.html).toBeUndefined();
    // The 2 s limit plus a worker's start, not minutes.
    expect(tookMs).toBeLessThan(8_000);
    expect(health.checks).toBeGreaterThan(5);
    expect(health.statuses).toEqual([200]);
    expect(health.slowestMs).toBeLessThan(1_000);
    expect(page.statuses).toEqual([200]);
    expect(page.slowestMs).toBeLessThan(1_000);
  });

  it("previews ordinary Markdown right after, and refuses a body longer than a post may be", async () => {
    const ok = await preview("Some *emphasis* and a [link](https://example.com).");
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { html: string }).html).toContain("<em>emphasis</em>");

    const long = await preview("a".repeat(100_001));
    expect(long.status).toBe(422);
    expect(((await long.json()) as { error: string }).error).toBe(
      "A post can be at most 1,00,000 characters; this one has 1,00,001. Shorten it or split it into two posts.",
    );
  });
});
