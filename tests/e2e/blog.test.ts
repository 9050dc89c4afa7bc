import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstLoad } from "../../bench/bytes";
import { blogPages } from "#shared/content/blog/blog-pages";
import { blogFeed } from "#shared/content/blog/feed";
import { mergeContent, shippedContent } from "#shared/content/editable";
import type { Post } from "#shared/content/schemas/blog";
import {
  FEED_SIZE,
  listedPosts,
  neighbours,
  POSTS_PER_PAGE,
  postPath,
  postsWithTag,
  relatedPosts,
  tagPath,
} from "#shared/lib/blog";
import { SEO_FILE_CACHE } from "#server/seo/seo-records.server";
import {
  allTestPosts,
  GONE_POST,
  LONG_POST,
  publishTestPosts,
  RENAMED,
  SHARED_TAG,
  TEST_AUTHOR,
} from "../support/blog-posts";
import { DESKTOP, expectNoAxeViolations, openTab, PHONE } from "../support/browser";
import { auditSemantics, scrollsHorizontally, tabUntilFocused, widestElements } from "../support/a11y";
import { h1Of, textOf } from "../support/html";
import { useSiteAndBrowser } from "../support/site-browser";

/**
 * The public blog against the built server, with test posts published into its database
 * the way the back office publishes (the shipped launch posts may be few or none): the
 * list and its pages, a post with everything around it, tags, 301/404/410, the feed, the
 * head links, structured data, the sitemap, the home page's section, and the pages in a
 * real browser at phone and desktop widths.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), "blog-test-"));
/** What the site lists: the test posts published over the shipped ones. */
const content = mergeContent({ posts: Object.fromEntries(allTestPosts.map((p) => [p.id, p])) }, 1);
const listed = listedPosts(content.posts);
const long = listed.find((p) => p.slug === LONG_POST)!;
const short = listed.find((p) => p.slug === "test-post-7")!;

// Its own server: the test posts are in its database before it starts.
const suite = useSiteAndBrowser(async () => {
  await publishTestPosts(dataDir);
  return { DATA_DIR: dataDir };
});
let origin: string;
beforeAll(() => {
  origin = /SITE_URL (\S+?)\)/.exec(suite.site.output())![1]!;
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const get = async (pathname: string) => {
  const res = await fetch(suite.site.url + pathname, { redirect: "manual" });
  return { status: res.status, headers: res.headers, html: await res.text() };
};

/** The post addresses the cards of a list link to, in order (each card's title link). */
const cardLinks = (html: string) =>
  [...html.matchAll(/<h[23] class="mt-2[^"]*"><a[^>]*href="(\/blog\/[^"/]+)"/g)].map((m) => m[1]!);

/** The `datetime` of each card's date, in order. */
const cardDates = (html: string) =>
  [...html.matchAll(/<p class="text-sm text-muted"><time dateTime="([^"]+)"/g)].map((m) => m[1]!);

const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const FEED_LINK = `<link rel="alternate" type="application/rss+xml" title="${blogFeed.title}" href="${blogFeed.path}"/>`;

type GraphNode = Record<string, unknown> & { "@type": string };
const graphOf = (html: string): GraphNode[] =>
  [...head(html).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    (m) => (JSON.parse(m[1]!) as { "@graph": GraphNode[] })["@graph"],
  );

describe("the list", () => {
  it("shows ten posts, newest first, with a link to the older ones", async () => {
    const { status, html } = await get("/blog");
    expect(status).toBe(200);
    expect(h1Of(html)).toEqual([blogPages.list.title]);
    expect(cardLinks(html)).toEqual(listed.slice(0, POSTS_PER_PAGE).map((p) => postPath(p.slug)));
    const dates = cardDates(html);
    expect(dates).toHaveLength(POSTS_PER_PAGE);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(html).toContain(`<nav aria-label="${blogPages.pagination.label}"`);
    expect(html).toMatch(/<a[^>]*rel="next"[^>]*href="\/blog\/page\/2"/);
    expect(html).not.toContain('rel="prev"');
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/blog"/);
  });

  it("continues on /blog/page/2 with a link back to the newer ones", async () => {
    const { status, html } = await get("/blog/page/2");
    expect(status).toBe(200);
    expect(cardLinks(html)).toEqual(listed.slice(POSTS_PER_PAGE, 2 * POSTS_PER_PAGE).map((p) => postPath(p.slug)));
    expect(html).toMatch(/<a[^>]*rel="prev"[^>]*href="\/blog"/);
    expect(h1Of(html)).toEqual(["Insights, page 2"]);
    expect(textOf(html)).toContain("Page 2 of");
  });

  it("sends /blog/page/1 to /blog, and answers pages that do not exist with the site's 404", async () => {
    const first = await get("/blog/page/1");
    expect(first.status).toBe(301);
    expect(first.headers.get("location")).toBe("/blog");
    for (const missing of ["/blog/page/99", "/blog/page/abc", "/blog/page/02", "/blog/page/0"]) {
      const { status, html } = await get(missing);
      expect(status, missing).toBe(404);
      expect(textOf(html), missing).toContain("We couldn't find that page");
    }
  });
});

describe("a post", () => {
  it("has its title, summary, author, dates, reading time and tags", async () => {
    const { status, html } = await get(postPath(long.slug));
    expect(status).toBe(200);
    expect(h1Of(html)).toEqual([long.title]);
    const text = textOf(html);
    expect(text).toContain(long.summary);
    expect(text).toContain(`By ${TEST_AUTHOR}`);
    expect(html).toContain(`<time dateTime="${long.publishedAt}">`);
    expect(html).toContain(`<time dateTime="${long.updatedAt}">`);
    expect(text).toMatch(/Published \d{1,2} January 2027/);
    expect(text).toMatch(/Updated 21 January 2027/);
    expect(text).toMatch(/\b[4-9] min read\b/);
    for (const tag of long.tags) expect(html).toContain(`href="${tagPath(tag)}"`);
  });

  it("lists its sections when it is long, each linking to its heading", async () => {
    const { html } = await get(postPath(long.slug));
    const toc = /<nav aria-label="Table of contents"[\s\S]*?<\/nav>/.exec(html)?.[0];
    expect(toc).toBeDefined();
    const targets = [...toc!.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]!);
    expect(targets).toContain("why-start-small");
    expect(targets).toContain("what-a-pilot-looks-like");
    for (const id of targets) expect(html, id).toMatch(new RegExp(`<h[23] id="${id}"`));
    const shortPage = await get(postPath(short.slug));
    expect(shortPage.html).not.toContain('aria-label="Table of contents"');
  });

  it("renders the body on the server: highlighted code, a scrolling table, a task list, a quote", async () => {
    const { html } = await get(postPath(long.slug));
    expect(html).toContain('class="prose-post');
    expect(html).toMatch(/<pre tabindex="0"><code class="hljs language-json">/);
    expect(html).toContain('<span class="hljs-attr">');
    expect(html).toMatch(
      /<div class="post-table" role="region" tabindex="0" aria-label="Table: Item, One time, Every year, Notes">/,
    );
    expect(html).toMatch(/<input type="checkbox" checked disabled aria-label="Pick one team for the pilot"/);
    expect(html).toContain("<blockquote>");
  });

  it("links related posts, the newer and older ones, and the call to action", async () => {
    const { html } = await get(postPath(long.slug));
    const related = /<section aria-labelledby="related-heading"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(cardLinks(related)).toEqual(relatedPosts(content.posts, long).map((p) => postPath(p.slug)));
    const { newer, older } = neighbours(content.posts, long);
    const more = /<nav aria-label="More articles"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    expect(more).toContain(`href="${postPath(newer!.slug)}"`);
    expect(more).toContain(`href="${postPath(older!.slug)}"`);
    expect(textOf(more)).toContain(`Newer article ${newer!.title}`);
    expect(html).toMatch(/<a[^>]*href="\/contact_us"[^>]*>Get Quote<\/a>/);
  });

  it("answers an old slug with 301 to the current one, an unknown one with 404", async () => {
    const moved = await get(postPath(RENAMED.from));
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(postPath(RENAMED.to));
    const missing = await get("/blog/no-such-post");
    expect(missing.status).toBe(404);
    expect(textOf(missing.html)).toContain("We couldn't find that page");
  });

  it("answers a post taken down with 410 Gone and a page that says so, kept out of search", async () => {
    const { status, html } = await get(postPath(GONE_POST));
    expect(status).toBe(410);
    expect(h1Of(html)).toEqual([blogPages.gone.title]);
    expect(textOf(html)).toContain(blogPages.gone.text);
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toContain(`<title>${blogPages.seo.goneTitle} | `);
  });

  it("carries its metadata and a BlogPosting with breadcrumbs", async () => {
    const { html } = await get(postPath(long.slug));
    const url = `${origin}${postPath(long.slug)}`;
    expect(head(html)).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(head(html)).toMatch(/<title>A long guide to rolling out a field staff app[^<]*…<\/title>/);
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(ogImage).toMatch(new RegExp(`^${origin}/media/[\\w-]+\\.png$`));
    const image = await fetch(suite.site.url + new URL(ogImage!).pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");

    const graph = graphOf(html);
    const posting = graph.find((n) => n["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: long.title,
      datePublished: long.publishedAt,
      dateModified: long.updatedAt,
      author: { "@type": "Person", name: TEST_AUTHOR },
      image: [ogImage],
      mainEntityOfPage: { "@id": `${url}#webpage` },
      publisher: { "@id": `${origin}/#organization` },
    });
    const crumbs = graph.find((n) => n["@type"] === "BreadcrumbList")?.itemListElement as {
      name: string;
      item: string;
    }[];
    expect(crumbs.map((c) => c.item)).toEqual([`${origin}/`, `${origin}/blog`, url]);
  });
});

describe("tags", () => {
  it("list every post with the tag, newest first", async () => {
    const { status, html } = await get(tagPath("test-odd"));
    expect(status).toBe(200);
    expect(h1Of(html)).toEqual(["Articles tagged #test-odd"]);
    expect(cardLinks(html)).toEqual(postsWithTag(content.posts, "test-odd").map((p) => postPath(p.slug)));
    const shared = await get(tagPath(SHARED_TAG));
    expect(cardLinks(shared.html)).toHaveLength(postsWithTag(content.posts, SHARED_TAG).length);
  });

  it("answer a tag no listed post has with 404", async () => {
    expect((await get(tagPath("no-such-tag"))).status).toBe(404);
  });
});

describe("the feed", () => {
  it("is RSS 2.0 with the newest posts in full, every address absolute", async () => {
    const res = await fetch(`${suite.site.url}${blogFeed.path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe(SEO_FILE_CACHE);
    const xml = await res.text();
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
      rss: {
        "@_version": string;
        channel: { title: string; link: string; description: string; item: Record<string, unknown>[] };
      };
    };
    expect(parsed.rss["@_version"]).toBe("2.0");
    const { channel } = parsed.rss;
    expect(channel.title).toBe(blogFeed.title);
    expect(channel.link).toBe(`${origin}/blog`);
    expect(channel.description).toBe(blogPages.feed.description);
    const expected = listed.slice(0, FEED_SIZE);
    expect(channel.item).toHaveLength(expected.length);
    channel.item.forEach((item, i) => {
      const post = expected[i]!;
      const url = `${origin}${postPath(post.slug)}`;
      expect(item.title).toBe(post.title);
      expect(item.link).toBe(url);
      expect(item.guid).toMatchObject({ "#text": url, "@_isPermaLink": "true" });
      expect(new Date(item.pubDate as string).toISOString()).toBe(post.publishedAt);
    });
    const full = channel.item.find((i) => i.title === long.title)!;
    const body = String(full["content:encoded"]);
    expect(body).toContain("Why start small");
    expect(body).toContain(`href="${origin}/services/app_development"`);
    expect(body).not.toMatch(/(?:href|src)="\/(?!\/)/);
  });

  it("is named in the head of every blog page", async () => {
    for (const page of ["/blog", "/blog/page/2", postPath(long.slug), tagPath(SHARED_TAG)]) {
      expect(head((await get(page)).html), page).toContain(FEED_LINK);
    }
    expect(head((await get("/about_us")).html)).not.toContain("application/rss+xml");
  });
});

describe("around the site", () => {
  it("the sitemap lists the posts with their last change, and not the one taken down", async () => {
    const xml = await (await fetch(`${suite.site.url}/sitemap.xml`)).text();
    expect(xml).toContain(`<url><loc>${origin}/blog</loc></url>`);
    expect(xml).toContain(`<url><loc>${origin}${postPath(long.slug)}</loc><lastmod>${long.updatedAt}</lastmod></url>`);
    expect(xml).toContain(
      `<url><loc>${origin}${postPath(short.slug)}</loc><lastmod>${short.publishedAt}</lastmod></url>`,
    );
    expect(xml).toContain(`<loc>${origin}${tagPath(SHARED_TAG)}</loc>`);
    expect(xml).not.toContain(GONE_POST);
  });

  it("the home page shows the three newest posts, and the menu links the blog", async () => {
    const { html } = await get("/");
    const section = /<section aria-labelledby="home-posts-heading"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(textOf(section)).toContain(blogPages.home.heading);
    expect(cardLinks(section)).toEqual(listed.slice(0, 3).map((p) => postPath(p.slug)));
    expect(html).toMatch(/<nav aria-label="Main"[\s\S]*?href="\/blog"[\s\S]*?<\/nav>/);
  });

  it("a prerendered post ships no more JavaScript than a service page", () => {
    const shipped = listedPosts(shippedContent.posts)[0] as Post | undefined;
    if (!shipped) return; // No launch posts: nothing of the blog is prerendered at build.
    const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
    const post = firstLoad(clientDir, postPath(shipped.slug)).js;
    const service = firstLoad(clientDir, "/services/software_development").js;
    expect(post.brotli, post.files.join(", ")).toBeLessThanOrEqual(service.brotli);
    expect(post.files.join()).not.toMatch(/markdown|unified|remark|rehype|lowlight|highlight/i);
  });
});

/** A fresh page at `viewport` for `check`, closed afterwards; any console error fails it unless `allowed`. */
async function withPage(
  viewport: { width: number; height: number },
  check: (page: Page) => Promise<void>,
  allowed?: RegExp,
) {
  const { page, consoleErrors } = await openTab(suite.browser, viewport);
  try {
    await check(page);
    expect(consoleErrors.filter((e) => !allowed?.test(e))).toEqual([]);
  } finally {
    await page.close();
  }
}

/** Layout shift since the page started loading (unexpected shifts only). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("in the browser at %s width", (_name, viewport) => {
  it.each(["/blog", postPath(long.slug), tagPath(SHARED_TAG)])(
    "%s is accessible, one h1, named landmarks, no overflow, no shift",
    async (pathname) => {
      await withPage(viewport, async (page) => {
        await page.goto(suite.site.url + pathname, { waitUntil: "networkidle" });
        await expectNoAxeViolations(page);
        const semantics = await auditSemantics(page);
        expect(semantics.h1Count).toBe(1);
        expect(semantics.skippedLevels).toEqual([]);
        expect(semantics.landmarks).toMatchObject({ banner: 1, main: 1, contentinfo: 1 });
        expect(semantics.unnamedNavigation).toEqual([]);
        expect(semantics.unnamedControls).toEqual([]);
        expect(await scrollsHorizontally(page), (await widestElements(page)).join("\n")).toBe(false);
        expect(await layoutShift(page)).toBeLessThan(0.01);
      });
    },
  );

  it("the page of a post taken down is accessible", async () => {
    // The browser logs the document's own 410 as a failed load; nothing else may fail.
    await withPage(
      viewport,
      async (page) => {
        const res = await page.goto(suite.site.url + postPath(GONE_POST), { waitUntil: "networkidle" });
        expect(res?.status()).toBe(410);
        await expectNoAxeViolations(page);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(blogPages.gone.title);
      },
      /status of 410/,
    );
  });
});

describe("with a keyboard and client-side navigation", () => {
  it("the table of contents moves to its section, the code and tables scroll by keyboard", async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto(suite.site.url + postPath(long.slug), { waitUntil: "networkidle" });
      const toc = page.getByRole("navigation", { name: "Table of contents" });
      const target = toc.getByRole("link", { name: "Costs at a glance" });
      expect(await tabUntilFocused(page, target, 80)).toBeGreaterThan(0);
      await page.keyboard.press("Enter");
      await expect.poll(() => page.evaluate(() => location.hash)).toBe("#costs-at-a-glance");
      const table = page.getByRole("region", { name: /^Table: Item/ });
      expect(await tabUntilFocused(page, table, 20)).toBeGreaterThan(0);
      const code = page.locator("pre").first();
      expect(await code.getAttribute("tabindex")).toBe("0");
    });
  });

  it("opens a post from the list and goes back through its tag", async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto(`${suite.site.url}/blog`, { waitUntil: "networkidle" });
      const first = listed[0]!;
      await page.getByRole("link", { name: first.title, exact: true }).click();
      await page.waitForURL(suite.site.url + postPath(first.slug));
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(first.title);
      await expect.poll(() => page.title()).toContain(first.title.slice(0, 20));
      await page
        .locator("header")
        .getByRole("link", { name: `#${first.tags[0]}` })
        .click();
      await page.waitForURL(suite.site.url + tagPath(first.tags[0]!));
      await expect
        .poll(() => page.getByRole("heading", { level: 1 }).textContent())
        .toBe(`Articles tagged #${first.tags[0]}`);
    });
  });
});
