import { z } from "zod";

/** Shared building blocks for every content schema. */
export const nonEmpty = z.string().trim().min(1);

/** An image the site ships under /public, always with its intrinsic size and alt text. */
export const imageSchema = z.object({
  /** A file the site ships (/images/…) or an uploaded image's variant (/media/…, server/media/). */
  src: z
    .string()
    .regex(
      /^\/(images\/[\w./-]+\.(svg|webp|avif|png|jpg)|media\/[a-f0-9]{20}-\d{2,4}\.(webp|avif))$/,
      "must be a file under /images/ or an uploaded image under /media/",
    ),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Empty string marks a decorative image (hidden from assistive tech). */
  alt: z.string(),
});
export type Image = z.infer<typeof imageSchema>;

/** An internal link: path on this site. */
export const internalHref = z.string().regex(/^\/[\w\-/#.]*$/, "must be a site path starting with /");

export const linkSchema = z.object({ label: nonEmpty, href: internalHref });
export type Link = z.infer<typeof linkSchema>;

/**
 * Text that the old site kept as HTML (e.g. "Software <br/> Development").
 * Modelled as lines, rendered with <br>, never injected as raw HTML.
 */
export const multilineLabel = z.array(nonEmpty).min(1);
export type MultilineLabel = z.infer<typeof multilineLabel>;

export const slug = z.string().regex(/^[A-Za-z0-9_-]+$/, "must be a URL-safe slug");
