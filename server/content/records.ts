import { type CollectionName, collectionOf } from "#shared/content/collections";
import type { ContentRow } from "./repository";
import type { RecordState, RecordSummary, RecordView } from "./types";

/** A record as the back office and the API see it: its row (if any) over what the site ships. */
export function recordView(
  collection: CollectionName,
  id: string,
  row: ContentRow | undefined,
  shippedData: unknown,
): RecordView | undefined {
  if (!row && shippedData === undefined) return undefined;
  const publishedData = row?.published ? JSON.parse(row.published) : undefined;
  const draftData = row?.draft ? JSON.parse(row.draft) : undefined;
  const current = draftData ?? publishedData ?? shippedData;
  const state: RecordState =
    draftData !== undefined
      ? publishedData === undefined && shippedData === undefined
        ? "new-draft"
        : "draft"
      : publishedData !== undefined
        ? "published"
        : "shipped";
  const version = row?.version ?? 0;
  return {
    collection,
    id,
    title: collectionOf(collection).titleOf(current, id),
    state,
    version,
    updatedAt: row?.updated_at ?? null,
    updatedBy: row?.updated_by ?? null,
    shipped: shippedData !== undefined,
    shippedData,
    publishedData,
    draftData,
    current,
    etag: etagOf(version),
    publishedAt: row?.published_at ?? null,
    publishedBy: row?.published_by ?? null,
    scheduledAt: row?.scheduled_at ?? null,
    scheduledBy: row?.scheduled_by ?? null,
  };
}

export type ContentAuditAction =
  | "content.scheduled"
  | "content.schedule_cancelled"
  | "content.published_on_schedule"
  | "content.draft_saved"
  | "content.draft_discarded"
  | "content.published"
  | "content.restored"
  | "content.reverted";

export const etagOf = (version: number) => `"v${version}"`;

/** `"v12"` (or W/"v12") → 12; anything else → undefined. */
export function versionOfEtag(etag: string): number | undefined {
  const m = /^(?:W\/)?"v(\d+)"$/.exec(etag.trim());
  return m ? Number(m[1]) : undefined;
}

export function summaryOf(view: RecordView): RecordSummary {
  const { collection, id, title, state, version, updatedAt, updatedBy, shipped } = view;
  return { collection, id, title, state, version, updatedAt, updatedBy, shipped };
}
