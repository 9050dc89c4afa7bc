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

/**
 * The one rule for links stored in content: https:, http:, mailto:, tel:, or a path on
 * this site ("/contact_us"; not "//host", which browsers read as another site, nor "/\host").
 * Nothing a browser drops or rewrites before it reads the scheme is allowed (control and
 * invisible characters, backslashes, spaces at either end), so " java\tscript:" cannot
 * pass for something else. `web`: only a full https: or http: address.
 */
export function isSafeLink(value: string, only?: "web"): boolean {
  if (value === "" || value !== value.trim() || /[\p{Cc}\p{Cf}\\]/u.test(value)) return false;
  if (value.startsWith("/")) return only === undefined && !value.startsWith("//");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === "https" || scheme === "http") return /^https?:\/\/[^/?#]/i.test(value) && parsesAsUrl(value);
  return only === undefined && (scheme === "mailto" || scheme === "tel") && value.length > scheme.length + 1;
}

function parsesAsUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

const LINK_MESSAGE = "Use a web address starting with https:// (or mailto:, tel:, or a path on this site like /contact_us).";
const WEB_ADDRESS_MESSAGE = "Use a full web address starting with https:// (or http://).";

/** A link stored in content (a social profile, a call to action): see isSafeLink. */
export const linkUrl = z.string().refine((value) => isSafeLink(value), LINK_MESSAGE);

/**
 * A full web address (https: or http:), where only one will do: canonical and link-preview
 * addresses, app store links. A URL format, so the editor offers an address field.
 */
export const webUrl = z
  .url({ protocol: /^https?$/, error: WEB_ADDRESS_MESSAGE, abort: true })
  .refine((value) => isSafeLink(value, "web"), WEB_ADDRESS_MESSAGE);

/** An internal link: a path on this site ("/", "/contact_us", "/#Services"; never "//host"). */
export const internalHref = z.string().regex(/^\/(?!\/)[\w\-/#.]*$/, "must be a path on this site starting with a single /, like /contact_us");

export const linkSchema = z.object({ label: nonEmpty, href: internalHref });
export type Link = z.infer<typeof linkSchema>;

/**
 * Text that the old site kept as HTML (e.g. "Software <br/> Development").
 * Modelled as lines, rendered with <br>, never injected as raw HTML.
 */
export const multilineLabel = z.array(nonEmpty).min(1);
export type MultilineLabel = z.infer<typeof multilineLabel>;

export const slug = z.string().regex(/^[A-Za-z0-9_-]+$/, "must be a URL-safe slug");
