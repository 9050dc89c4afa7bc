import { data, type AppLoadContext } from "react-router";
import { type CollectionName, collectionOf, isCollectionName } from "#shared/content/collections";
import type { Actor, RecordView, WriteResult } from "#server/content/types";
import { ADMIN_HEADERS, type Signed } from "../auth.server";
import { formatIndiaDateTime, indiaIso } from "../time.server";
import { contentCopy as copy } from "./copy";
import { labelledChanges } from "./field-labels.server";
import { isHidden, missingCount } from "./list.server";
import { describeForm, type MediaOption } from "./schema-form.server";

export { editorHref } from "./preview-path";

/** The largest record form: the product plans record is the biggest, at about 30 KB. */
export const CONTENT_FORM_LIMIT = 512 * 1024;

export function collectionOr404(name: string | undefined): CollectionName {
  if (name && isCollectionName(name)) return name;
  throw data(null, { status: 404, statusText: "Not Found", headers: ADMIN_HEADERS });
}

const formatTime = (at: string) => ({ iso: indiaIso(at), text: formatIndiaDateTime(at) });

export const actorOf = (signed: Signed): Actor => ({
  label: signed.user.email,
  name: signed.user.displayName,
  id: signed.user.id,
  ip: signed.ip,
});

/** The media library as the image pickers offer it. */
export async function mediaOptions(context: AppLoadContext): Promise<MediaOption[]> {
  const media = (context.services as { media?: { list(): Promise<MediaItem[]> } }).media;
  if (!media) return [];
  return (await media.list()).map((m) => ({
    src: m.src,
    width: m.width,
    height: m.height,
    alt: m.alt,
    label: `${m.alt} (${m.width}×${m.height})`,
  }));
}
type MediaItem = { src: string; width: number; height: number; alt: string };

/** What the edit page shows about a record besides its form. */
export function recordFacts(view: RecordView) {
  const live = view.publishedData ?? view.shippedData;
  // Published (or shipped) but not shown: the header says so, and offers no live link.
  const hidden = live !== undefined && isHidden(live);
  const stateLabel =
    hidden && (view.state === "published" || view.state === "shipped")
      ? copy.hiddenState.hidden
      : hidden
        ? `${copy.state[view.state]} · ${copy.hiddenState.liveHidden}`
        : copy.state[view.state];
  return {
    id: view.id,
    title: view.title,
    state: view.state,
    stateLabel,
    hidden,
    /** Fields the draft still needs before it can be published. */
    missing: missingCount(view),
    version: view.version,
    shipped: view.shipped,
    hasDraft: view.draftData !== undefined,
    hasPublished: view.publishedData !== undefined,
    updated: view.updatedAt ? { at: formatTime(view.updatedAt), by: view.updatedBy ?? "" } : undefined,
    published: view.publishedAt ? { at: formatTime(view.publishedAt), by: view.publishedBy ?? "" } : undefined,
  };
}

/** The form tree for a value, with errors beside their fields. */
export function recordForm(
  collection: CollectionName,
  value: unknown,
  media: MediaOption[],
  errors?: Record<string, string[]>,
) {
  return describeForm(collectionOf(collection).schema, value, errors, { media });
}

/** The history with each version's changes against the one before it (the shipped version before the first). */
export async function historyOf(context: AppLoadContext, collection: CollectionName, view: RecordView) {
  const revisions = await context.services.content.history(collection, view.id);
  return revisions.map((revision, index) => {
    const older = revisions[index + 1];
    const before = older ? (older.data ?? view.shippedData) : view.shippedData;
    const after = revision.data ?? view.shippedData;
    return {
      id: revision.id,
      action: revision.action,
      actor: revision.actor,
      at: formatTime(revision.at),
      changes: labelledChanges(collection, before, after),
      restorable: index > 0 || revision.data === null,
    };
  });
}

/** The conflict view: the other editor's saved version against the one in the form. */
export function conflictOf(current: RecordView, yours: unknown) {
  return {
    by: current.updatedBy ?? "Someone",
    at: current.updatedAt ? formatTime(current.updatedAt).text : "",
    version: current.version,
    changes: labelledChanges(current.collection, current.current, yours).map((c) => ({
      field: c.field,
      theirs: c.before,
      yours: c.after,
    })),
  };
}

export type EditorFailure = Extract<WriteResult, { ok: false }>;

/**
 * The confirmation before a restore: the version chosen, and what restoring it changes in
 * the form (the draft, else what is published). Undefined when there is no such version.
 */
export async function restoreOf(
  context: AppLoadContext,
  collection: CollectionName,
  view: RecordView,
  revisionId: number,
) {
  const revision = (await context.services.content.history(collection, view.id)).find((r) => r.id === revisionId);
  if (!revision) return undefined;
  const data = revision.data ?? view.shippedData;
  if (data === undefined) return undefined;
  return {
    id: revision.id,
    at: formatTime(revision.at),
    actor: revision.actor,
    changes: labelledChanges(collection, view.current, data),
  };
}
