import type { SeoRecord } from "../content/schemas/seo";

/** The link-preview texts that follow the SEO title and description when left empty. */
export const SOCIAL_TEXT_SOURCES = {
  og_title: "title",
  og_description: "meta_description",
  twitter_title: "title",
  twitter_description: "meta_description",
} as const satisfies Record<string, keyof SeoRecord>;

export type SocialTextField = keyof typeof SOCIAL_TEXT_SOURCES;

/** A record as it leaves the site (page head, legacy JSON API): every field filled. */
export type FilledSeoRecord = SeoRecord & Required<Pick<SeoRecord, SocialTextField>>;

/** The record with each empty link-preview text replaced by the SEO title or description it follows. */
export function withSocialFallbacks(record: SeoRecord): FilledSeoRecord {
  const filled = { ...record } as FilledSeoRecord;
  for (const [field, source] of Object.entries(SOCIAL_TEXT_SOURCES) as [
    SocialTextField,
    "title" | "meta_description",
  ][]) {
    if (!record[field]?.trim()) filled[field] = record[source];
  }
  return filled;
}

/**
 * The record as an editor starts from it: a link-preview text equal to the text it would
 * follow is left empty, so it keeps following (a page that never had its own stays in step).
 */
export function withoutEchoedSocialText(record: SeoRecord): SeoRecord {
  const out = { ...record };
  for (const [field, source] of Object.entries(SOCIAL_TEXT_SOURCES) as [
    SocialTextField,
    "title" | "meta_description",
  ][]) {
    if (out[field] === record[source]) delete out[field];
  }
  return out;
}
