import { z } from "zod";
import { atMost, filled, hyphenated, imageSchema, listOf, slug } from "./common";

/** A tag: lowercase words joined by hyphens ("field-teams"); its page is /blog/tag/{tag}. */
export const tagSchema = hyphenated("field-teams");

const DATE_MESSAGE = "Enter a date and time like 2026-12-01T09:30:00Z.";
const OG_IMAGE_MESSAGE = "Use a .png image under /media/ or /images/.";

/** The longest post body, in characters; also what the server agrees to format (server/markdown/renderer.ts). */
export const POST_BODY_MAX = 100_000;

/**
 * A blog post (the "posts" collection). The body is Markdown (CommonMark + GFM), rendered
 * and sanitized on the server (server/markdown/). `id` never changes; `slug` may,
 * and the old ones keep answering with a redirect. Dates are set when it is published.
 */
export const postSchema = z.object({
  /** Stable record id (the first slug); the address uses `slug`. */
  id: slug.meta({
    title: "ID",
    description: "Made from the title; it never changes once saved (the address can).",
  }),
  slug: hyphenated("gps-vs-geofence").meta({
    title: "Address",
    description: "The post's address: /blog/… Made from the title until you change it.",
  }),
  title: filled("the post's title").max(90, atMost(90, "the title")).meta({ title: "Title" }),
  summary: filled("a summary of 50 to 200 characters")
    .min(50, {
      error: "Write a summary of at least 50 characters: it shows on the post's card and in search results.",
    })
    .max(200, atMost(200, "the summary"))
    .meta({
      title: "Summary",
      description: "50 to 200 characters, for the post's card and search results.",
    }),
  body: filled("the text of the post").max(POST_BODY_MAX, atMost(POST_BODY_MAX, "the text")).meta({ title: "Text" }),
  tags: listOf(tagSchema, ["tag", "tags"], 1, 6)
    .refine((tags) => new Set(tags).size === tags.length, {
      error: "Use each tag once.",
    })
    .meta({ title: "Tags" }),
  /** A picture from the media library (or shipped), shown above the post and on its card. */
  cover: imageSchema.optional().meta({ title: "Cover image" }),
  /**
   * "draft": a new post, not on the site yet (publishing it makes it "published");
   * "published" shows it; "unpublished" takes it down (its address answers 410 Gone).
   */
  status: z
    .enum(["draft", "published", "unpublished"], {
      error: "Choose whether the post is shown or taken down.",
    })
    .meta({
      title: "Status",
      description:
        "A new post is a draft until you publish it. Choose unpublished to take a published post down (its address then answers “gone”).",
    }),
  /** The author's display name, taken from the account that first publishes it. */
  authorName: filled("the author's name").max(80, atMost(80, "the author's name")).optional().meta({ title: "Author" }),
  publishedAt: z.iso.datetime({ error: DATE_MESSAGE }).optional().meta({ title: "Published at" }),
  updatedAt: z.iso.datetime({ error: DATE_MESSAGE }).optional().meta({ title: "Updated at" }),
  /** Earlier slugs: each answers 301 to the current one. */
  previousSlugs: listOf(
    z.string({ error: "Enter an earlier address." }),
    ["earlier address", "earlier addresses"],
    0,
    20,
  )
    .optional()
    .meta({ title: "Earlier addresses" }),
  /** The generated 1200×630 link-preview image (set at publish). */
  ogImage: z
    .string({ error: OG_IMAGE_MESSAGE })
    .regex(/^\/(media|images)\/[\w./-]+\.png$/, { error: OG_IMAGE_MESSAGE })
    .optional()
    .meta({ title: "Link-preview image" }),
});
export type Post = z.infer<typeof postSchema>;
export const postsSchema = z
  .array(postSchema)
  .refine((p) => new Set(p.map((x) => x.id)).size === p.length, "ids must be unique");
