import {
  collectionOf,
  COLLECTION_NAMES,
  type CollectionName,
  collections,
  type LiveSlices,
  type RecordOf,
} from "./collections";

/**
 * The content the back office edits, as records of the collections in
 * shared/content/collections/ (one module each, listed in its index.ts). The modules of
 * shared/content stay the shipped defaults; the one rule (docs/decisions/014):
 *
 *   a published record replaces the shipped record with the same collection and id,
 *   as a whole; a published record with a new id is added (collections that take new ones);
 *   "revert to the shipped version" deletes the published record.
 *
 * Every record is validated by the same zod schema as the shipped module it replaces.
 */

export { COLLECTION_NAMES, type CollectionName, isCollectionName } from "./collections";
export { COMPANY_ID, type CompanyRecord, companyRecordSchema } from "./collections/company";
export { type FaqRecord, faqRecordSchema } from "./collections/faqs";
export { type ProductPlansRecord, productPlansRecordSchema } from "./collections/products";
export { type ProjectRecord, projectRecordSchema } from "./collections/projects";
export { seoIdOf, seoPathOf } from "./collections/seo";
export { type TestimonialRecord, testimonialRecordSchema } from "./collections/testimonials";

/** The registry under its former name (the editor's new-record template reads it). */
export const COLLECTIONS = collections;

/** Published records by collection, then id (what the database holds, already validated). */
export type PublishedRecords = { [C in CollectionName]?: Record<string, unknown> };

/**
 * The site's content as visitors see it: the shipped defaults with the published
 * records applied, one field per collection (its `live.key`). Loaders read it from the
 * load context (shared/content/live.server.ts).
 */
export type LiveContent = {
  /** Increases with every publish; 0 for the shipped defaults. */
  version: number;
} & LiveSlices;

/** The shipped records of a collection (SEO records depend on the origin and are made in server/seo/seo-records.server.ts). */
export function shippedRecords<C extends CollectionName>(collection: C): ReadonlyMap<string, RecordOf<C>> {
  return (collectionOf(collection).shipped?.() ?? new Map()) as ReadonlyMap<string, RecordOf<C>>;
}

/** Applies published records to the shipped defaults (the rule above), collection by collection. */
export function mergeContent(published: PublishedRecords, version: number): LiveContent {
  const content: Record<string, unknown> = { version };
  for (const name of COLLECTION_NAMES) {
    const collection = collectionOf(name);
    content[collection.live.key] = collection.live.merge(published[name] ?? {});
  }
  return content as LiveContent;
}

/** The shipped defaults as live content: what the build prerenders. */
export const shippedContent: LiveContent = mergeContent({}, 0);
