import { company } from "./company";
import type { CollectionDefinition } from "./define";
import { faqs } from "./faqs";
import { posts } from "./posts";
import { products } from "./products";
import { projects } from "./projects";
import { seo } from "./seo";
import { testimonials } from "./testimonials";

/**
 * Every back-office collection, in the order the back office lists them. To add one:
 * write its module beside these (./define.ts says what it holds) and add one line here;
 * the service, publisher, editor, import/export and the content API follow (docs/decisions/031).
 */
export const collections = {
  seo,
  projects,
  products,
  testimonials,
  company,
  posts,
  faqs,
};

export type Collections = typeof collections;
export type CollectionName = keyof Collections;

// Each entry is filed under its own name (a misfiled one does not compile).
collections satisfies { [C in CollectionName]: { name: C } };

/** A collection's record, as its schema makes it. */
export type RecordOf<C extends CollectionName> =
  Collections[C] extends CollectionDefinition<string, infer R, string, unknown> ? R : never;

/** The fields of LiveContent, each made by its collection (`live.key` → what `live.merge` returns). */
export type LiveSlices = {
  [C in CollectionName as Collections[C]["live"]["key"]]: Collections[C] extends CollectionDefinition<
    string,
    unknown,
    string,
    infer S
  >
    ? S
    : never;
};

/** Any collection, for code that treats them all alike (records are `unknown` there and validated by `schema`). */
export type AnyCollection = CollectionDefinition<CollectionName, unknown, keyof LiveSlices, unknown>;

export const COLLECTION_NAMES = Object.keys(collections) as [CollectionName, ...CollectionName[]];

export const isCollectionName = (value: string): value is CollectionName => Object.hasOwn(collections, value);

export const collectionOf = (name: CollectionName): AnyCollection => collections[name] as unknown as AnyCollection;

/** Every collection, in the registry's order. */
export const allCollections: readonly AnyCollection[] = COLLECTION_NAMES.map(collectionOf);

/** The collections the content API and its OpenAPI document offer. */
export const apiCollections = (): readonly AnyCollection[] => allCollections.filter((c) => c.api.read);

export type { CollectionDefinition, EditorPanel, ListColumn } from "./define";
