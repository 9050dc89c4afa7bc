import { seoRecordSchema, type SeoRecord } from "../schemas/seo";
import { defineCollection, sameContent } from "./define";

/** The SEO collection's id for a path: "/about_us" → "about_us", "/" → "home". */
export const seoIdOf = (path: string) => (path === "/" ? "home" : path.replace(/^\//, ""));
export const seoPathOf = (id: string) => (id === "home" ? "/" : `/${id}`);

/** A hand-made record of the 19 legacy fields (the collection ships none: they depend on the origin). */
const sampleRecord: SeoRecord = {
  title: "About us | Example Software",
  meta_description: "Who we are, what we build and how we work with clients across India.",
  keywords: "software, apps, india",
  robots: "index, follow",
  canonical: "https://example.com/about_us",
  og_url: "https://example.com/about_us",
  og_type: "website",
  og_title: "About us",
  og_description: "Who we are and what we build.",
  og_site_name: "Example Software",
  og_image: "https://example.com/images/og/about.png",
  og_image_width: 1200,
  og_image_height: 630,
  twitter_card: "summary_large_image",
  twitter_domain: "example.com",
  twitter_url: "https://example.com/about_us",
  twitter_title: "About us",
  twitter_description: "Who we are and what we build.",
  twitter_image: "https://example.com/images/og/about.png",
};

/**
 * The 19-field search and link-preview record of one page (the legacy contract's fields).
 * Every prerendered page has one; what it ships with depends on SITE_URL and the pages
 * of the live content, so the server supplies the shipped records (server/content/hooks/seo.ts).
 */
export const seo = defineCollection({
  name: "seo",
  labels: { plural: "SEO records", singular: "SEO record" },
  schema: seoRecordSchema,
  canCreate: false,
  // The page's own title when it has one; its path otherwise.
  titleOf: (record, id) => record?.title?.trim() || seoPathOf(id),
  previewPath: (id) => seoPathOf(id),
  live: {
    key: "seo",
    /** Published SEO records by page path ("/about_us"); other pages derive theirs from shared/content/seo.ts. */
    merge(published): Record<string, SeoRecord> {
      const byPath: Record<string, SeoRecord> = {};
      for (const [id, record] of Object.entries(published)) byPath[seoPathOf(id)] = record;
      return byPath;
    },
    // A page's record shows on that page only.
    affects: (before, after, paths) => paths.filter((path) => !sameContent(before[path], after[path])),
  },
  admin: {
    notice: { shownAs: "Published: search engines and link previews read it from the page’s head." },
    help: "The title, description and link preview of each page, as search engines and shared links show them.",
    columns: [{ field: "title", label: "Title" }],
    searchFields: ["title", "description"],
    unknownId: "there is no such page; an import can only change the pages the site has.",
    panels: ["seo-preview"],
  },
  api: {
    read: true,
    write: true,
    idHelp: "The page path without its leading slash (home for /); a / inside is sent as %2F.",
  },
  revisions: { keep: 25 },
  sample: () => ({ id: "about_us", record: sampleRecord, shows: ["/about_us"] }),
});
