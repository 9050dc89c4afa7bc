import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { absoluteUrls, renderRss, type RssChannel, type RssItem } from "#app/lib/rss.server";

const SITE = "https://www.example.in";

const channel: RssChannel = {
  title: "Reptile Technologies blog",
  link: `${SITE}/blog`,
  description: "Notes on building apps for Indian businesses",
  selfUrl: `${SITE}/blog/rss.xml`,
  language: "en-IN",
};

function post(i: number, over: Partial<RssItem> = {}): RssItem {
  const slug = `post-${i}`;
  return {
    title: `Post number ${i}`,
    link: `${SITE}/blog/${slug}`,
    guid: `${SITE}/blog/${slug}`,
    summary: `A summary of post ${i}, long enough to say what it is about.`,
    contentHtml: `<p>Body of post ${i}.</p>`,
    publishedAt: new Date(Date.UTC(2025, 0, 1 + i, 9, 30)),
    categories: ["field-teams"],
    ...over,
  };
}

type Parsed = {
  rss: {
    "@_version": string;
    "@_xmlns:atom": string;
    "@_xmlns:content": string;
    "@_xmlns:dc": string;
    channel: {
      title: string;
      link: string;
      description: string;
      language: string;
      lastBuildDate?: string;
      "atom:link": { "@_href": string; "@_rel": string; "@_type": string };
      item?: {
        title?: string;
        link: string;
        guid: { "#text": string; "@_isPermaLink": string };
        pubDate: string;
        description?: string;
        "content:encoded": string;
        "dc:creator"?: string;
        category?: string[];
      }[];
    };
  };
};

/** Parses with a real XML parser, after checking the document is well-formed. */
function parse(xml: string): Parsed {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    isArray: (name) => name === "item" || name === "category",
  });
  return parser.parse(xml) as Parsed;
}

/** Characters XML 1.0 forbids (C0 controls other than tab, LF, CR). */
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

describe("renderRss", () => {
  it("is an RSS 2.0 document with every required channel and item element", () => {
    const items = [
      post(1, {
        author: "Asha Patel",
        categories: ["field-teams", "attendance"],
        updatedAt: new Date(Date.UTC(2025, 5, 1)),
      }),
      post(2),
    ];
    const xml = renderRss(channel, items);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" ')).toBe(true);

    const { rss } = parse(xml);
    expect(rss["@_version"]).toBe("2.0");
    expect(rss["@_xmlns:atom"]).toBe("http://www.w3.org/2005/Atom");
    expect(rss["@_xmlns:content"]).toBe("http://purl.org/rss/1.0/modules/content/");
    expect(rss["@_xmlns:dc"]).toBe("http://purl.org/dc/elements/1.1/");

    const ch = rss.channel;
    expect(ch.title).toBe(channel.title);
    expect(ch.link).toBe(channel.link);
    expect(ch.description).toBe(channel.description);
    expect(ch.language).toBe("en-IN");
    expect(ch["atom:link"]).toEqual({ "@_href": channel.selfUrl, "@_rel": "self", "@_type": "application/rss+xml" });
    // Without an explicit date: the newest item date, updates included.
    expect(ch.lastBuildDate).toBe("Sun, 01 Jun 2025 00:00:00 GMT");

    expect(ch.item).toHaveLength(2);
    for (const [i, item] of ch.item!.entries()) {
      const src = items[i]!;
      expect(item.title ?? item.description).toBeTruthy();
      expect(item.title).toBe(src.title);
      expect(item.description).toBe(src.summary);
      expect(item.link).toBe(src.link);
      expect(item.guid).toEqual({ "#text": src.guid, "@_isPermaLink": "true" });
      expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(new Date(item.pubDate).getTime()).toBe(src.publishedAt.getTime());
      expect(item["content:encoded"]).toBe(src.contentHtml);
    }
    expect(ch.item![0]!["dc:creator"]).toBe("Asha Patel");
    expect(ch.item![0]!.category).toEqual(["field-teams", "attendance"]);
    expect(ch.item![1]!["dc:creator"]).toBeUndefined();
  });

  it("uses an explicit lastBuildDate, and leaves it out of an empty feed", () => {
    const at = new Date(Date.UTC(2025, 2, 4, 10, 30));
    expect(parse(renderRss({ ...channel, lastBuildDate: at }, [post(1)])).rss.channel.lastBuildDate).toBe(
      "Tue, 04 Mar 2025 10:30:00 GMT",
    );
    const empty = parse(renderRss(channel, [])).rss.channel;
    expect(empty.lastBuildDate).toBeUndefined();
    expect(empty.item).toBeUndefined();
    expect(empty.title).toBe(channel.title);
  });

  it("refuses an invalid date rather than writing 'Invalid Date'", () => {
    expect(() => renderRss(channel, [post(1, { publishedAt: new Date(Number.NaN) })])).toThrow(RangeError);
  });

  it("escapes markup, `]]>` and drops control characters in every text", () => {
    const nasty = 'Tom & Jerry <script>alert("x")</script> ]]> done\u0001\u0008\u000B\u001F\uFFFE';
    const html = '<p>Ends a section ]]> early? <a href="/blog/x?a=1&amp;b=2">link</a></p><script>]]></script>\u0002';
    const xml = renderRss({ ...channel, title: nasty, description: nasty, selfUrl: `${SITE}/blog/rss.xml?a=1&b=<2>` }, [
      post(1, { title: nasty, summary: nasty, author: nasty, categories: [nasty], contentHtml: html }),
    ]);
    expect(xml).not.toMatch(FORBIDDEN);
    // Outside the CDATA section no markup from the input is left unescaped.
    expect(xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, "")).not.toContain("<script>");

    const expected = 'Tom & Jerry <script>alert("x")</script> ]]> done';
    const ch = parse(xml).rss.channel;
    expect(ch.title).toBe(expected);
    expect(ch.description).toBe(expected);
    expect(ch["atom:link"]["@_href"]).toBe(`${SITE}/blog/rss.xml?a=1&b=<2>`);
    const item = ch.item![0]!;
    expect(item.title).toBe(expected);
    expect(item.description).toBe(expected);
    expect(item["dc:creator"]).toBe(expected);
    expect(item.category).toEqual([expected]);
    // The CDATA survives its own terminator: the HTML comes back whole, as markup.
    expect(item["content:encoded"]).toBe(
      `<p>Ends a section ]]> early? <a href="${SITE}/blog/x?a=1&amp;b=2">link</a></p><script>]]></script>`,
    );
  });

  it("keeps astral characters (emoji) and Indian scripts", () => {
    const title = "₹ 2,499 EMI — हिसाब बुक 📱";
    const item = parse(renderRss(channel, [post(1, { title })])).rss.channel.item![0]!;
    expect(item.title).toBe(title);
  });

  it("makes site-relative links and images in the content absolute", () => {
    const contentHtml = [
      '<p><a href="/blog/gps-vs-geofence">internal</a> <a href="https://other.example/x">external</a>',
      ' <a href="//cdn.example/x">protocol-relative</a> <a href="#intro">fragment</a> <a href="mailto:a@b.in">mail</a></p>',
      '<p><img src="/media/abc123-800.webp" alt="a > b" width="800" height="450" loading="lazy"></p>',
      "<p><IMG SRC='/images/og/home.png' alt=\"x\"></p>",
      '<pre><code>&lt;img src="/not/a/tag.png"&gt; href=/text/only</code></pre>',
    ].join("");
    const xml = renderRss({ ...channel, link: `${SITE}/blog/` }, [post(1, { contentHtml })]);
    const content = parse(xml).rss.channel.item![0]!["content:encoded"];
    expect(content).toContain(`<a href="${SITE}/blog/gps-vs-geofence">internal</a>`);
    expect(content).toContain(`<img src="${SITE}/media/abc123-800.webp" alt="a > b"`);
    expect(content).toContain(`<IMG SRC='${SITE}/images/og/home.png'`);
    expect(content).toContain('<a href="https://other.example/x">');
    expect(content).toContain('<a href="//cdn.example/x">');
    expect(content).toContain('<a href="#intro">');
    expect(content).toContain('<a href="mailto:a@b.in">');
    // Text that merely looks like an attribute is left alone.
    expect(content).toContain('<code>&lt;img src="/not/a/tag.png"&gt; href=/text/only</code>');
    // Every href/src left is absolute or not site-relative.
    const markup = content.replace(/<code>[\s\S]*?<\/code>/g, "");
    for (const [, url] of markup.matchAll(/\s(?:href|src)=["']([^"']*)["']/gi)) expect(url).not.toMatch(/^\/(?!\/)/);
  });

  it("absoluteUrls: quoted either way or bare, and never a backslash host", () => {
    expect(absoluteUrls("<a href=/x>y</a>", SITE)).toBe(`<a href=${SITE}/x>y</a>`);
    expect(absoluteUrls('<a title="href=/x" href = "/y">', SITE)).toBe(`<a title="href=/x" href = "${SITE}/y">`);
    expect(absoluteUrls('<a href="/\\evil.example/">', SITE)).toBe('<a href="/\\evil.example/">');
    expect(absoluteUrls("<p>see /docs and src=/x</p>", SITE)).toBe("<p>see /docs and src=/x</p>");
  });

  it("lists 20+ items, all of them, in the order given", () => {
    const items = Array.from({ length: 25 }, (_, i) => post(25 - i));
    const parsed = parse(renderRss(channel, items)).rss.channel.item!;
    expect(parsed).toHaveLength(25);
    expect(parsed.map((i) => i.guid["#text"])).toEqual(items.map((i) => i.guid));
    expect(parsed.map((i) => i.title)).toEqual(items.map((i) => i.title));
    for (const item of parsed) expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
  });

  it("is deterministic", () => {
    const items = [post(1), post(2, { author: "A" })];
    expect(renderRss(channel, items)).toBe(renderRss(channel, items));
  });
});
