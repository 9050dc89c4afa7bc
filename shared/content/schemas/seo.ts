import { z } from "zod";
import { choice, filled, nonEmpty, webUrl, wholeNumber } from "./common";

/**
 * Search and link-preview metadata. Only what differs per page is authored
 * (path, title, description, keywords, preview image, robots); everything else
 * (canonical, og:*, twitter:*) is derived in app/lib/seo.ts.
 */

/** Search engines cut titles near 60 characters and descriptions near 160. */
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX, TITLE_MIN } from "../../lib/seo-lengths";
import { form } from "./form-hints";

export { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX, TITLE_MIN };

/** The Open Graph images drawn for the site (public/images/og/{name}.png, 1200×630). */
export const ogImageNames = [
  "home",
  "about",
  "services",
  "portfolio",
  "products",
  "contact",
  "legal",
  "tracko",
  "hisab_book",
  "anti_theft",
  "daily_hisab",
  "emi_security",
  "enterprise_mobility_management",
  "blog",
] as const;
export type OgImageName = (typeof ogImageNames)[number];

export const robotsValues = ["index, follow", "noindex, follow", "noindex, nofollow"] as const;
export type Robots = (typeof robotsValues)[number];

/** One page's authored metadata. */
export const seoEntrySchema = z.object({
  path: z.string().regex(/^\/([\w-]+(\/[\w-]+)*)?$/, "must be a site path like /about_us"),
  title: nonEmpty.max(TITLE_MAX, `must be at most ${TITLE_MAX} characters`),
  description: nonEmpty
    .min(DESCRIPTION_MIN, `must be at least ${DESCRIPTION_MIN} characters`)
    .max(DESCRIPTION_MAX, `must be at most ${DESCRIPTION_MAX} characters`),
  keywords: z.array(nonEmpty).min(3).max(12),
  image: z.enum(ogImageNames),
  /** Short name used in breadcrumbs and structured data. */
  name: nonEmpty,
  robots: z.enum(robotsValues).default("index, follow"),
  /** The page above this one in breadcrumbs, when it is not the nearest path prefix. */
  parent: z
    .string()
    .regex(/^\/(?![/\\])/, "must be a path on this site starting with a single /")
    .optional(),
});
export type SeoEntry = z.input<typeof seoEntrySchema>;

/** Every page's entry: paths, titles and descriptions must each be unique. */
export const seoEntriesSchema = z
  .array(seoEntrySchema)
  .min(1)
  .superRefine((list, ctx) => {
    for (const field of ["path", "title", "description"] as const) {
      const seen = new Map<string, string>();
      list.forEach((entry, i) => {
        const other = seen.get(entry[field]);
        if (other)
          ctx.addIssue({
            code: "custom",
            path: [i, field],
            message: `duplicate ${field}, also used by ${other}`,
          });
        seen.set(entry[field], entry.path);
      });
    }
  });

/**
 * A link preview's own title or description: empty (or left out) means "the same as the
 * SEO title / description", so a page whose search text changes keeps its social cards in
 * step. shared/lib/seo-social.ts fills them wherever a record leaves the site.
 */
const followsSearchText = z
  .string({ error: "Enter the text, or leave it empty to use the SEO title or description." })
  .trim()
  .optional();
/** The help under a link-preview text, by the field it follows (shared/lib/seo-social.ts). */
const followsTitle = "Leave empty to use the SEO title (it then follows every change of the title).";
const followsDescription = "Leave empty to use the meta description (it then follows every change of it).";

/** The technical fields, folded away as Yoast does: addresses and sizes the site fills in itself. */
const advanced = form({ fold: "Advanced" });
/** The link previews' own texts (empty: they follow the search texts); folded before "Advanced". */
const previewTexts = form({ fold: "Link-preview texts", order: 4 });

/**
 * The legacy search metadata record (spec §3), field names kept exactly as the old
 * backend's JSON contract, which POST /laravel_website/api/get_seo_content still serves
 * (with every field filled: shared/lib/seo-social.ts).
 */
export const seoRecordSchema = z.object({
  title: filled("the page title search engines show").meta({
    title: "Title",
    description: "Search engines show about 60 characters.",
    ...form({ order: 1, length: { min: TITLE_MIN, max: TITLE_MAX } }),
  }),
  meta_description: filled("the description search engines show").meta({
    title: "Description",
    description: "Search engines show about 160 characters.",
    ...form({ order: 2, length: { min: DESCRIPTION_MIN, max: DESCRIPTION_MAX } }),
  }),
  keywords: z
    .string({ error: "Enter keywords separated by commas, or leave it empty." })
    .meta({ title: "Keywords", description: "Separated by commas." }),
  robots: choice(robotsValues, "what search engines may do"),
  canonical: webUrl.meta({ title: "Canonical address", ...advanced }),
  og_url: webUrl.meta({ title: "Link-preview address", ...advanced }),
  og_type: z
    .literal("website", { error: "The link-preview type is always “website”." })
    .meta({ title: "Link-preview type", ...advanced }),
  og_title: followsSearchText.meta({
    title: "Link-preview title",
    description: followsTitle,
    ...previewTexts,
  }),
  og_description: followsSearchText.meta({
    title: "Link-preview description",
    description: followsDescription,
    ...previewTexts,
  }),
  og_site_name: filled("the site name for link previews").meta({
    title: "Site name",
    ...advanced,
  }),
  og_image: webUrl.meta({
    title: "Social image address",
    description: "The picture link previews show (1200 × 630 pixels).",
    ...form({ order: 3 }),
  }),
  og_image_width: wholeNumber("the link-preview image's width in pixels", 1).meta({
    title: "Link-preview image width (pixels)",
    ...advanced,
  }),
  og_image_height: wholeNumber("the link-preview image's height in pixels", 1).meta({
    title: "Link-preview image height (pixels)",
    ...advanced,
  }),
  twitter_card: z
    .literal("summary_large_image", { error: "The X card type is always “summary_large_image”." })
    .meta({ title: "X (Twitter) card type", ...advanced }),
  twitter_domain: filled("the domain for X (Twitter), e.g. example.com").meta({
    title: "X (Twitter) domain",
    ...advanced,
  }),
  twitter_url: webUrl.meta({ title: "X (Twitter) address", ...advanced }),
  twitter_title: followsSearchText.meta({
    title: "X (Twitter) title",
    description: followsTitle,
    ...previewTexts,
  }),
  twitter_description: followsSearchText.meta({
    title: "X (Twitter) description",
    description: followsDescription,
    ...previewTexts,
  }),
  twitter_image: webUrl.meta({ title: "X (Twitter) image address", ...advanced }),
});
export type SeoRecord = z.infer<typeof seoRecordSchema>;
