import { collectionOf } from "#shared/content/collections";
import type { SeoRecord } from "#shared/content/schemas/seo";

/** A valid, hand-made SEO record of the 19 legacy fields: the SEO collection's sample (shared/content/collections/seo.ts). */
export const seoRecord = collectionOf("seo").sample().record as SeoRecord;
