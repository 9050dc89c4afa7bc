/**
 * The image library's shared rules (docs/decisions/013): which widths an uploaded
 * image is stored at, how its files are named, and what its alt text must be. Pure:
 * the server's upload code, the back office and the site's pages (in the browser
 * too) read the same rules, so a `src` alone tells every size that exists.
 */

/** Largest upload accepted, in bytes (10 MB). */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;

/** The widths an image is stored at (never upscaled); the largest is capped at the last. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;

export const MEDIA_MAX_WIDTH = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!;

export const MEDIA_ALT_MAX = 250;

/** The formats every image is stored in, best first (the order of <picture> sources). */
export const MEDIA_FORMATS = ["avif", "webp"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const MEDIA_TYPES: Record<MediaFormat, string> = { avif: "image/avif", webp: "image/webp" };

/** A stored file's name: the first 20 hex digits of the source's SHA-256, its width, its format. */
export const MEDIA_NAME = /^[a-f0-9]{20}-\d{2,4}\.(webp|avif|png)$/;

/** What a person sees when a file is over MEDIA_MAX_BYTES (also when the upload is cut short for it). */
export const MEDIA_TOO_LARGE =
  "This file is larger than 10 MB, the limit. Export it smaller (for example 3,000 pixels wide, as JPEG or WebP) and upload it again.";

export function mediaName(hash: string, width: number, format: MediaFormat): string {
  return `${hash}-${width}.${format}`;
}

/** The address of one stored file. */
export function mediaUrl(hash: string, width: number, format: MediaFormat = "webp"): string {
  return `/media/${mediaName(hash, width, format)}`;
}

/** What every file of one image starts with (to find where the image is used). */
export function mediaPrefix(hash: string): string {
  return `/media/${hash}-`;
}

/**
 * The widths an image of `width` pixels is stored at: the standard widths below it,
 * then its own width capped at MEDIA_MAX_WIDTH. The last is the image's recorded width.
 */
export function variantWidths(width: number): number[] {
  const top = Math.min(Math.round(width), MEDIA_MAX_WIDTH);
  return [...MEDIA_WIDTHS.filter((w) => w < top), top];
}

const SRC = /^\/media\/([a-f0-9]{20})-(\d{2,4})\.webp$/;

/**
 * The srcset of each format for a library image (its `src` is the largest WebP,
 * `/media/{hash}-{width}.webp`), or undefined for any other image.
 */
export function mediaSources(image: {
  src: string;
  width: number;
  height: number;
}): Record<MediaFormat, string> | undefined {
  const m = SRC.exec(image.src);
  if (!m || Number(m[2]) !== image.width) return undefined;
  const hash = m[1]!;
  const widths = variantWidths(image.width);
  const srcset = (format: MediaFormat) => widths.map((w) => `${mediaUrl(hash, w, format)} ${w}w`).join(", ");
  return { avif: srcset("avif"), webp: srcset("webp") };
}

/** Why an alt text cannot be saved, or undefined when it can. */
export function altProblem(alt: string): string | undefined {
  const text = cleanAlt(alt);
  if (!text) return "Describe the image in a few words for people who cannot see it (alt text).";
  if (text.length > MEDIA_ALT_MAX) return `Use at most ${MEDIA_ALT_MAX} characters (this has ${text.length}).`;
  return undefined;
}

/** Alt text as stored: trimmed, with runs of white space (line breaks too) made one space. */
export function cleanAlt(alt: string): string {
  return alt.trim().replace(/\s+/g, " ");
}
