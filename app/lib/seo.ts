import type { MetaDescriptor } from "react-router";
import type { SeoRecord } from "#shared/content/schemas/seo";
import type { FilledSeoRecord } from "#shared/lib/seo-social";

/**
 * Turns a page's search metadata record into the tags of its <head>. This is the one
 * place tags are written: the root route's `meta` calls it for every page, on the
 * server (prerender and SSR) and after client-side navigation. Client-safe: it
 * imports nothing but types and pure helpers.
 */

/** Fixed tags the old site sent on every page (spec §7). */
export const FIXED_META = { distribution: "global", "revisit-after": "1 day" } as const;
export const OG_LOCALE = "en_IN";

/** The old site's googlebot value for indexable pages; pages kept out of search repeat their robots value. */
export function googlebotFor(robots: SeoRecord["robots"]): string {
  return robots === "index, follow" ? "allow, follow" : robots;
}

/** `record` comes filled from the server (seoRecordForPath): empty link-preview texts already follow the title and description. */
export function metaTags(record: FilledSeoRecord): MetaDescriptor[] {
  return [
    { title: record.title },
    { name: "description", content: record.meta_description },
    { name: "keywords", content: record.keywords },
    { name: "robots", content: record.robots },
    { name: "googlebot", content: googlebotFor(record.robots) },
    { name: "distribution", content: FIXED_META.distribution },
    { name: "revisit-after", content: FIXED_META["revisit-after"] },
    { tagName: "link", rel: "canonical", href: record.canonical },

    { property: "og:locale", content: OG_LOCALE },
    { property: "og:type", content: record.og_type },
    { property: "og:site_name", content: record.og_site_name },
    { property: "og:url", content: record.og_url },
    { property: "og:title", content: record.og_title },
    { property: "og:description", content: record.og_description },
    { property: "og:image", content: record.og_image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(record.og_image_width) },
    { property: "og:image:height", content: String(record.og_image_height) },

    { name: "twitter:card", content: record.twitter_card },
    { name: "twitter:domain", content: record.twitter_domain },
    { name: "twitter:url", content: record.twitter_url },
    { name: "twitter:title", content: record.twitter_title },
    { name: "twitter:description", content: record.twitter_description },
    { name: "twitter:image", content: record.twitter_image },
  ];
}

/**
 * JSON-LD text safe to place inside <script type="application/ld+json">: no "<" can
 * close the element, and the line separators that break old JavaScript parsers are escaped.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
