import { type CollectionName, collectionOf } from "#shared/content/collections";
import type { LiveContent } from "#shared/content/editable";
import type { CollectionHooks, ServerHooks } from "./types";

/** Where a collection's shipped records come from: its server hook (SEO records of this site) or its definition. */
export type ShippedSource = NonNullable<CollectionHooks<unknown>["shipped"]>;

export function shippedSource(collection: CollectionName, hooks: ServerHooks): ShippedSource {
  const hook = hooks[collection]?.shipped as ShippedSource | undefined;
  if (hook) return hook;
  const records = collectionOf(collection).shipped;
  return {
    ids: () => [...(records?.().keys() ?? [])],
    get: (id) => records?.().get(id),
  };
}

/** The ids of a collection's shipped records for `content`. */
export const shippedIds = (collection: CollectionName, hooks: ServerHooks, content: LiveContent): ReadonlySet<string> =>
  new Set(shippedSource(collection, hooks).ids(content));
