import { z } from "zod";

/**
 * Shared building blocks for every content schema. Every message a check can give is
 * written for the person editing the field (docs/error-messages.md is the catalogue;
 * tests/unit/error-messages.test.ts fails on validator wording such as "Too small").
 */

/** Text that must be filled in; the message names the field: filled("the project name") → "Enter the project name." */
export const filled = (what: string) => {
  const error = `Enter ${what}.`;
  return z.string({ error }).trim().min(1, { error });
};

/** Text that must be filled in (say which field with `filled` where the label alone is not enough). */
export const nonEmpty = filled("this field");

/** "At most 90 characters": a length limit said the same way everywhere. */
export const atMost = (max: number, what = "this") => ({
  error: `Keep ${what} to ${max.toLocaleString("en-IN")} characters or fewer.`,
});

/**
 * A whole number between bounds, with one message for every way it can be wrong
 * (empty, not a number, a fraction, out of range): "Enter the percentage as a whole number from 25 to 70."
 */
export const wholeNumber = (what: string, min: number, max?: number) => {
  const range = max === undefined ? (min === 1 ? "above 0" : `of ${min} or more`) : `from ${min} to ${max}`;
  const error = `Enter ${what} as a whole number ${range}.`;
  const n = z.number({ error }).int({ error }).min(min, { error });
  return max === undefined ? n : n.max(max, { error });
};

/** A list's length said in words: listOf(image, ["slider image", "slider images"], 5) → "Add at least 5 slider images." */
export const listOf = <T extends z.ZodType>(item: T, [one, many]: [string, string], min = 0, max?: number) => {
  const count =
    max === undefined
      ? `at least ${min}`
      : min === max
        ? `exactly ${min}`
        : min > 0
          ? `${min} to ${max}`
          : `at most ${max}`;
  const noun = (max ?? min) === 1 ? one : many;
  const error = min === 0 ? `Keep ${count} ${noun}.` : `Add ${count} ${noun}.`;
  const list = z.array(item, { error });
  const lower = min > 0 ? list.min(min, { error }) : list;
  return max === undefined ? lower : lower.max(max, { error });
};

/** A choice from a fixed list: "Choose a network from the list." */
export const choice = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `Choose ${what} from the list.` });

const IMAGE_MESSAGE = "Choose an image from the media library.";
export const ALT_MESSAGE =
  "Describe what the image shows, or tick “Decorative” if it adds nothing the text beside it does not say.";

/**
 * An image of the content: a file the site ships or a library image, with its intrinsic size
 * and its words. Every image has alt text unless it is marked decorative (then it is drawn
 * with alt="" and screen readers pass it by): one rule for the editor's Publish, the content
 * API and imports (docs/decisions/047).
 */
export const imageSchema = z
  .object(
    {
      /** A file the site ships (/images/…) or an uploaded image's variant (/media/…, server/media/). */
      src: z
        .string({ error: IMAGE_MESSAGE })
        .regex(/^\/(images\/[\w./-]+\.(svg|webp|avif|png|jpg)|media\/[a-f0-9]{20}-\d{2,4}\.(webp|avif))$/, {
          error: IMAGE_MESSAGE,
        }),
      width: z.number({ error: IMAGE_MESSAGE }).int({ error: IMAGE_MESSAGE }).positive({ error: IMAGE_MESSAGE }),
      height: z.number({ error: IMAGE_MESSAGE }).int({ error: IMAGE_MESSAGE }).positive({ error: IMAGE_MESSAGE }),
      /** What the image shows, for people who cannot see it (a library image brings its description). */
      alt: z.string({ error: ALT_MESSAGE }),
      /** Adds nothing the text beside it does not say: drawn with an empty alt, whatever `alt` holds. */
      decorative: z.boolean({ error: "Choose whether the image is decorative." }).optional(),
    },
    { error: IMAGE_MESSAGE },
  )
  .refine((image) => image.decorative === true || image.alt.trim() !== "", { error: ALT_MESSAGE, path: ["alt"] });
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

const LINK_MESSAGE =
  "Use a web address starting with https:// (or mailto:, tel:, or a path on this site like /contact_us).";
const WEB_ADDRESS_MESSAGE = "Use a full web address starting with https:// (or http://).";

/** A link stored in content (a social profile, a call to action): see isSafeLink. */
export const linkUrl = z.string({ error: LINK_MESSAGE }).refine((value) => isSafeLink(value), { error: LINK_MESSAGE });

/**
 * A full web address (https: or http:), where only one will do: canonical and link-preview
 * addresses, app store links. A URL format, so the editor offers an address field.
 */
export const webUrl = z
  .url({ protocol: /^https?$/, error: WEB_ADDRESS_MESSAGE, abort: true })
  .refine((value) => isSafeLink(value, "web"), { error: WEB_ADDRESS_MESSAGE });

/** An internal link: a path on this site ("/", "/contact_us", "/#Services"; never "//host"). */
const PATH_MESSAGE = "Use a path on this site starting with a single /, like /contact_us.";
export const internalHref = z.string({ error: PATH_MESSAGE }).regex(/^\/(?!\/)[\w\-/#.]*$/, { error: PATH_MESSAGE });

export const linkSchema = z.object({
  label: filled("the link's words"),
  href: internalHref,
});
export type Link = z.infer<typeof linkSchema>;

/**
 * Text that the old site kept as HTML (e.g. "Software <br/> Development").
 * Modelled as lines, rendered with <br>, never injected as raw HTML.
 */
export const multilineLabel = listOf(nonEmpty, ["line", "lines"], 1);
export type MultilineLabel = z.infer<typeof multilineLabel>;

const SLUG_MESSAGE = "Use only letters, digits, hyphens and underscores (no spaces), e.g. gola-sizzler.";
export const slug = z
  .string({ error: SLUG_MESSAGE })
  .min(1, {
    error: "Enter the address name (letters, digits and hyphens), e.g. gola-sizzler.",
    abort: true,
  })
  .regex(/^[A-Za-z0-9_-]+$/, { error: SLUG_MESSAGE });

/** A lowercase address part: words joined by hyphens ("gps-vs-geofence"). */
export const hyphenated = (example: string) => {
  const error = `Use lowercase letters and digits joined by hyphens, e.g. ${example}.`;
  return z.string({ error }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error });
};
