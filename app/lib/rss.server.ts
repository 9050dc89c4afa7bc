import { escapeXml, xmlChars } from "#shared/lib/xml";

/**
 * The blog's RSS 2.0 feed (/blog/rss.xml), as a string. Pure: no I/O, no clock — the same
 * input gives the same bytes.
 *
 * - Dates are RFC 822 (`Date#toUTCString`, "Tue, 04 Mar 2025 10:30:00 GMT").
 * - Every text and attribute is escaped, and characters XML 1.0 forbids are removed.
 * - The full post goes in `content:encoded` as CDATA; a `]]>` inside it is split across
 *   two sections so it cannot end the section early.
 * - Site-relative `href`/`src` in the post HTML get the site's origin (from `channel.link`):
 *   readers show the content away from the site, where "/media/x.png" means nothing.
 * - `lastBuildDate` is `channel.lastBuildDate`, or else the newest item date (published
 *   or updated), or left out for an empty feed.
 */

export type RssChannel = {
  title: string;
  /** Absolute URL of the blog's list page (/blog); its origin makes post links absolute. */
  link: string;
  description: string;
  /** Absolute URL of the feed itself (/blog/rss.xml). */
  selfUrl: string;
  language: "en-IN";
  lastBuildDate?: Date;
};

export type RssItem = {
  title: string;
  /** Absolute URL of the post. */
  link: string;
  /** Absolute permalink (emitted with isPermaLink="true"). */
  guid: string;
  /** Plain text, shown by readers as the item's description. */
  summary: string;
  /** The post's full HTML body. */
  contentHtml: string;
  publishedAt: Date;
  updatedAt?: Date;
  author?: string;
  categories: string[];
};

function rfc822(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError("RSS date is not a valid date");
  return date.toUTCString();
}

/** `html` as CDATA sections: `]]>` is split as `]]` + `>` across two sections. */
const cdata = (html: string) => `<![CDATA[${xmlChars(html).replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;

/** A start tag; quoted attribute values may hold `>`. */
const START_TAG = /<[a-z](?:"[^"]*"|'[^']*'|[^"'>])*>/gi;
/** One attribute inside a start tag: name, `=`, then a quoted or bare value. */
const ATTRIBUTE = /(\s)([^\s"'=/>]+)(\s*=\s*)("[^"]*"|'[^']*'|[^\s"'>]+)/g;

/**
 * `html` with every site-relative `href`/`src` ("/media/x.png"; not protocol-relative
 * "//host/x", nor "/\host/x", which browsers read the same way) prefixed with `origin`.
 * Only attributes of start tags change, never text.
 */
export function absoluteUrls(html: string, origin: string): string {
  return html.replace(START_TAG, (tag) =>
    tag.replace(ATTRIBUTE, (all, space: string, name: string, equals: string, value: string) => {
      if (!/^(?:href|src)$/i.test(name)) return all;
      const quote = /^["']/.test(value) ? value[0]! : "";
      const url = quote ? value.slice(1, -1) : value;
      return /^\/(?![/\\])/.test(url) ? `${space}${name}${equals}${quote}${origin}${url}${quote}` : all;
    }),
  );
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

function itemXml(item: RssItem, origin: string): string {
  return [
    "    <item>",
    `      ${element("title", item.title)}`,
    `      ${element("link", item.link)}`,
    `      <guid isPermaLink="true">${escapeXml(item.guid)}</guid>`,
    `      ${element("pubDate", rfc822(item.publishedAt))}`,
    ...(item.author ? [`      ${element("dc:creator", item.author)}`] : []),
    ...item.categories.map((c) => `      ${element("category", c)}`),
    `      ${element("description", item.summary)}`,
    `      <content:encoded>${cdata(absoluteUrls(item.contentHtml, origin))}</content:encoded>`,
    "    </item>",
  ].join("\n");
}

function newest(items: readonly RssItem[]): Date | undefined {
  const times = items.map((i) => Math.max(i.publishedAt.getTime(), i.updatedAt?.getTime() ?? -Infinity));
  return times.length ? new Date(Math.max(...times)) : undefined;
}

export function renderRss(channel: RssChannel, items: readonly RssItem[]): string {
  const origin = new URL(channel.link).origin;
  const built = channel.lastBuildDate ?? newest(items);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    ${element("title", channel.title)}`,
    `    ${element("link", channel.link)}`,
    `    ${element("description", channel.description)}`,
    `    ${element("language", channel.language)}`,
    ...(built ? [`    ${element("lastBuildDate", rfc822(built))}`] : []),
    `    <atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items.map((item) => itemXml(item, origin)),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
