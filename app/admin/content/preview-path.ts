import { type CollectionName, collectionOf } from "#shared/content/collections";

/** The page that shows a record best: its own page, or where it appears (the collection's `previewPath`). */
export const previewPathOf = (collection: CollectionName, id: string, data?: unknown): string =>
  collectionOf(collection).previewPath(id, data);

/** The back-office editor of a record. */
export const editorHref = (collection: CollectionName, id: string) =>
  `/admin/content/${collection}/${encodeURIComponent(id)}`;
