/**
 * The back-office editor of a record. On its own, away from the collections registry, so a
 * component that links to an editor does not bring every collection (and the content they
 * read) into the browser's bundle.
 */
export const editorHref = (collection: string, id: string) => `/admin/content/${collection}/${encodeURIComponent(id)}`;
