import { describe, expect, it } from "vitest";
import { fill } from "#shared/lib/fill";
import { blogPages } from "#shared/content/blog/blog-pages";
import { blogFeed } from "#shared/content/blog/feed";
import { mergeContent } from "#shared/content/editable";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, seoRecordSchema, TITLE_MAX } from "#shared/content/schemas/seo";
import { site } from "#shared/content/site";
import { blogPath, blogPaths, postPath, tagPath } from "#shared/lib/blog";
import { feedHtml, postBodyHtml } from "#app/lib/blog.server";
import { renderMarkdown } from "#server/markdown/render";
import { breadcrumbTrail, findSeoEntry, indexablePaths, seoRecordForPath } from "#server/seo/seo-records.server";
import { structuredDataFor } from "#app/lib/structured-data.server";
import { allTestPosts, GONE_POST, LONG_POST, listedTestPosts, SHARED_TAG, TEST_AUTHOR } from "../support/blog-posts";

/** The blog's metadata, structured data and body HTML, with the test posts published over whatever ships. */

const SITE = "https://www.example.in";
const content = mergeContent({ posts: Object.fromEntries(allTestPosts.map((p) => [p.id, p])) }, 1);
const long = listedTestPosts.find((p) => p.slug === LONG_POST)!;
type Node = Record<string, unknown> & { "@type": string };
const nodes = (path: string) => structuredDataFor(path, SITE, content)["@graph"] as unknown as Node[];
const ofType = (path: string, type: string) => nodes(path).filter((n) => n["@type"] === type);

describe("blog metadata", () => {
  const paths = blogPaths(content.posts);

  it("covers the list, its second page, every post and every tag", () => {
    expect(paths).toContain(blogPath(2));
    expect(paths).toContain(tagPath(SHARED_TAG));
    for (const post of listedTestPosts) expect(paths).toContain(postPath(post.slug));
    expect(paths).not.toContain(postPath(GONE_POST));
  });

  it("gives every blog page a record within search limits, unique, indexable", () => {
    const records = paths.map((p) => seoRecordForPath(p, SITE, content));
    for (const [i, record] of records.entries()) {
      expect(seoRecordSchema.parse(record), paths[i]).toEqual(record);
      expect(record.title.length, record.title).toBeLessThanOrEqual(TITLE_MAX);
      expect(record.meta_description.length, record.meta_description).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
      expect(record.meta_description.length, record.meta_description).toBeLessThanOrEqual(DESCRIPTION_MAX);
      expect(record.canonical).toBe(`${SITE}${paths[i]}`);
      expect(record.robots).toBe("index, follow");
    }
    expect(new Set(records.map((r) => r.title)).size).toBe(records.length);
    expect(new Set(records.map((r) => r.meta_description)).size).toBe(records.length);
    expect(indexablePaths(content)).toEqual(expect.arrayContaining(paths));
  });

  it("titles a post by its own title, cut at a word when too long, and describes it by its summary", () => {
    const record = seoRecordForPath(postPath(long.slug), SITE, content);
    expect(long.title.length).toBeGreaterThan(TITLE_MAX);
    expect(record.title).toMatch(/^A long guide to rolling out a field staff app\b.*…$/);
    expect(record.meta_description.startsWith(long.summary)).toBe(true);
    const short = listedTestPosts.find((p) => p.slug === "test-post-1")!;
    expect(seoRecordForPath(postPath(short.slug), SITE, content).title).toBe(
      `${short.title} | ${site.company.shortName}`,
    );
  });

  it("shows a post's own link-preview card, and the blog's card elsewhere", () => {
    const withCard = mergeContent(
      { posts: { [long.id]: { ...long, ogImage: "/media/0123456789abcdef0123-1200.png" } } },
      2,
    );
    expect(seoRecordForPath(postPath(long.slug), SITE, withCard).og_image).toBe(
      `${SITE}/media/0123456789abcdef0123-1200.png`,
    );
    expect(seoRecordForPath(postPath(long.slug), SITE, content).og_image).toBe(`${SITE}/images/og/blog.png`);
    expect(seoRecordForPath(blogPath(), SITE, content).og_image).toBe(`${SITE}/images/og/blog.png`);
    expect(seoRecordForPath(tagPath(SHARED_TAG), SITE, content).twitter_image).toBe(`${SITE}/images/og/blog.png`);
  });

  it("lets a published SEO record win over the derived one", () => {
    const own = { ...seoRecordForPath(blogPath(), SITE, content), title: "Our own blog title" };
    const edited = mergeContent(
      { posts: Object.fromEntries(allTestPosts.map((p) => [p.id, p])), seo: { blog: own } },
      3,
    );
    expect(seoRecordForPath(blogPath(), SITE, edited).title).toBe("Our own blog title");
  });

  it("keeps a post taken down out of search, saying so, and has no entry for unknown posts", () => {
    const gone = seoRecordForPath(postPath(GONE_POST), SITE, content);
    expect(gone.robots).toBe("noindex, follow");
    expect(gone.title).toContain(blogPages.seo.goneTitle);
    expect(findSeoEntry(postPath("no-such-post"), content)).toBeUndefined();
    expect(seoRecordForPath(blogPath(99), SITE, content).robots).toBe("noindex, follow");
  });

  it("places a post under the blog in breadcrumbs", () => {
    expect(breadcrumbTrail(postPath(long.slug), content).map((c) => c.path)).toEqual([
      "/",
      blogPath(),
      postPath(long.slug),
    ]);
    expect(breadcrumbTrail(tagPath(SHARED_TAG), content).map((c) => c.path)).toEqual([
      "/",
      blogPath(),
      tagPath(SHARED_TAG),
    ]);
  });
});

describe("blog structured data", () => {
  it("describes a post as a BlogPosting of the company's blog, by its author", () => {
    const url = `${SITE}${postPath(long.slug)}`;
    const [posting] = ofType(postPath(long.slug), "BlogPosting");
    expect(posting).toMatchObject({
      "@id": `${url}#article`,
      headline: long.title,
      description: long.summary,
      datePublished: long.publishedAt,
      dateModified: long.updatedAt,
      author: { "@type": "Person", name: TEST_AUTHOR },
      image: [`${SITE}/images/og/blog.png`],
      mainEntityOfPage: { "@id": `${url}#webpage` },
      publisher: { "@id": `${SITE}/#organization` },
    });
    const [crumbs] = ofType(postPath(long.slug), "BreadcrumbList");
    expect((crumbs!.itemListElement as { item: string }[]).map((i) => i.item)).toEqual([
      `${SITE}/`,
      `${SITE}/blog`,
      url,
    ]);
  });

  it("names the company as the author of posts it signs", () => {
    const signed = { ...long, authorName: site.company.name };
    const own = mergeContent({ posts: { [long.id]: signed } }, 2);
    const [posting] = (structuredDataFor(postPath(long.slug), SITE, own)["@graph"] as unknown as Node[]).filter(
      (n) => n["@type"] === "BlogPosting",
    );
    expect(posting?.author).toEqual({ "@id": `${SITE}/#organization` });
  });

  it("makes the lists CollectionPages of the Blog", () => {
    for (const path of [blogPath(), blogPath(2), tagPath(SHARED_TAG)]) {
      expect(ofType(path, "CollectionPage"), path).toHaveLength(1);
      expect(ofType(path, "Blog")[0]?.name, path).toBe(blogFeed.title);
      expect(ofType(path, "BlogPosting"), path).toHaveLength(0);
    }
  });
});

describe("a post's body HTML", () => {
  it("puts each table in a focusable, named box that scrolls sideways", () => {
    const html = postBodyHtml(
      "<p>x</p><table><thead><tr><th>Need</th><th>A &amp; B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>",
    );
    expect(html).toBe(
      '<p>x</p><div class="post-table" role="region" tabindex="0" aria-label="Table: Need, A &amp; B"><table><thead><tr><th>Need</th><th>A &amp; B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table></div>',
    );
  });

  it("lets a keyboard scroll code blocks", () => {
    expect(postBodyHtml('<pre><code class="hljs">x</code></pre>')).toBe(
      '<pre tabindex="0"><code class="hljs">x</code></pre>',
    );
  });

  it("leaves tables and code written as text alone", () => {
    expect(postBodyHtml("<p>&lt;table&gt; &lt;pre&gt;</p>")).toBe("<p>&lt;table&gt; &lt;pre&gt;</p>");
  });
});

describe("a post's feed HTML", () => {
  it("has the headings without their on-page links", async () => {
    const html = feedHtml((await renderMarkdown(long.body)).html);
    expect(html).toContain('<h2 id="why-start-small">Why start small</h2>');
    expect(html).not.toContain("Link to this section");
  });
});

describe("blog words", () => {
  it("name the feed after the company and the blog", () => {
    expect(blogFeed.title).toBe(`${site.company.name} ${blogPages.name}`);
  });

  it("fill their placeholders and leave unknown ones", () => {
    expect(fill(blogPages.pagination.status, { page: 2, pages: 3 })).toBe("Page 2 of 3");
    expect(fill("{a} {b}", { a: 1 })).toBe("1 {b}");
  });
});
