import { type CollectionName, collectionOf } from "#shared/content/collections";

/** The page that shows a record best: its own page, or where it appears (the collection's `previewPath`). */
export const previewPathOf = (collection: CollectionName, id: string, data?: unknown): string =>
  collectionOf(collection).previewPath(id, data);

export { editorHref } from "./editor-href";
