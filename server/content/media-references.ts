import type { CollectionName } from "#shared/content/editable";
import type { Executor } from "../db";
import type { MediaReferenceSource } from "../db/schema";

/**
 * media_references kept in step with content (issue 27): every write of a record's draft or
 * published data, every revision kept and every one pruned changes the rows in the same
 * transaction, so "is this image in use" (server/media/library.ts) reads one indexed table.
 */

/** Any `/media/{hash}-` in the text, as the old LIKE search matched (the migration that made the table copies this rule). */
const MEDIA_ADDRESS = /\/media\/([a-f0-9]{20})-/g;

/** The library images a record's JSON uses: each hash once. */
export function mediaHashesIn(json: string | null): string[] {
  return json ? [...new Set(Array.from(json.matchAll(MEDIA_ADDRESS), (m) => m[1]!))] : [];
}

type Place = { collection: CollectionName; recordId: string };

/** Replaces the references of a record's draft or published data with those of `json` (null: it has none now). */
export async function setReferences(
  trx: Executor,
  place: Place,
  source: Exclude<MediaReferenceSource, "revision">,
  json: string | null,
): Promise<void> {
  await dropReferences(trx, place, source);
  await insert(trx, place, source, null, json);
}

/** The references of a revision just kept. */
export function addRevisionReferences(
  trx: Executor,
  place: Place,
  revisionId: number,
  json: string | null,
): Promise<void> {
  return insert(trx, place, "revision", revisionId, json);
}

/** Forgets the references of a record's revisions up to `throughId` (they are being pruned). */
export function dropRevisionReferences(trx: Executor, place: Place, throughId: number): Promise<void> {
  return dropReferences(trx, place, "revision", throughId);
}

async function dropReferences(
  trx: Executor,
  place: Place,
  source: MediaReferenceSource,
  throughRevision?: number,
): Promise<void> {
  let query = trx
    .deleteFrom("media_references")
    .where("collection", "=", place.collection)
    .where("record_id", "=", place.recordId)
    .where("source", "=", source);
  if (throughRevision !== undefined) query = query.where("revision_id", "<=", throughRevision);
  await query.execute();
}

/** Forgets every draft's and published record's references (an import replaces them all). */
export async function dropAllRecordReferences(trx: Executor): Promise<void> {
  await trx.deleteFrom("media_references").where("source", "in", ["draft", "published"]).execute();
}

async function insert(
  trx: Executor,
  place: Place,
  source: MediaReferenceSource,
  revisionId: number | null,
  json: string | null,
): Promise<void> {
  const hashes = mediaHashesIn(json);
  if (!hashes.length) return;
  await trx
    .insertInto("media_references")
    .values(
      hashes.map((hash) => ({
        media_hash: hash,
        collection: place.collection,
        record_id: place.recordId,
        source,
        revision_id: revisionId,
      })),
    )
    .execute();
}
