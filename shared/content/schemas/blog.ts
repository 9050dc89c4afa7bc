import { z } from "zod";
import { imageSchema, nonEmpty, slug } from "./common";

/** A tag: lowercase words joined by hyphens ("field-teams"); its page is /blog/tag/{tag}. */
export const tagSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens, e.g. field-teams");

/** The longest post body, in characters; also what the server agrees to format (server/markdown/renderer.ts). */
export const POST_BODY_MAX = 100_000;

/**
 * A blog post (the "posts" collection). The body is Markdown (CommonMark + GFM), rendered
 * and sanitized on the server (server/markdown/). `id` never changes; `slug` may,
 * and the old ones keep answering with a redirect. Dates are set when it is published.
 */
export const postSchema = z.object({
  /** Stable record id (the first slug); the address uses `slug`. */
  id: slug,
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens, e.g. gps-vs-geofence"),
  title: nonEmpty.max(90, "must be at most 90 characters"),
  summary: nonEmpty.min(50, "must be at least 50 characters").max(200, "must be at most 200 characters"),
  body: nonEmpty.max(POST_BODY_MAX, "must be at most 100,000 characters"),
  tags: z
    .array(tagSchema)
    .min(1, "give the post at least one tag")
    .max(6)
    .refine((tags) => new Set(tags).size === tags.length, "tags must be different"),
  /** A picture from the media library (or shipped), shown above the post and on its card. */
  cover: imageSchema.optional(),
  /** "published" shows it; "unpublished" takes it down (its address answers 410 Gone). */
  status: z.enum(["published", "unpublished"]),
  /** The author's display name, taken from the account that first publishes it. */
  authorName: nonEmpty.max(80).optional(),
  publishedAt: z.iso.datetime().optional(),
  updatedAt: z.iso.datetime().optional(),
  /** Earlier slugs: each answers 301 to the current one. */
  previousSlugs: z.array(z.string()).max(20).optional(),
  /** The generated 1200×630 link-preview image (set at publish). */
  ogImage: z.string().regex(/^\/(media|images)\/[\w./-]+\.png$/).optional(),
});
export type Post = z.infer<typeof postSchema>;
export const postsSchema = z.array(postSchema).refine((p) => new Set(p.map((x) => x.id)).size === p.length, "ids must be unique");
