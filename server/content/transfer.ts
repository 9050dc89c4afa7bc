import { z } from "zod";
import { COLLECTION_NAMES, type CollectionName, collectionOf } from "#shared/content/collections";
import { mergeContent, type PublishedRecords } from "#shared/content/editable";
import { shippedIds } from "./shipped";
import type { ServerHooks } from "./types";
import { fieldPath, isReservedId, reservedIdMessage } from "./validate";

/**
 * Export and import of every published record as one JSON document (backups, staging →
 * production). The content service runs them (server/content/service.ts exportAll,
 * importAll); here are the file's format and the import's rules.
 */

export const EXPORT_FORMAT = "site-content/1";

export type TransferRecord = { collection: CollectionName; id: string; data: unknown };

export type ContentExport = {
  format: typeof EXPORT_FORMAT;
  exportedAt: string;
  records: TransferRecord[];
  /** Uploaded images the records use (their bytes stay in the media library of each site). */
  media: string[];
};

/** The export of `records` (what the database holds). */
export function exportOf(records: PublishedRecords): ContentExport {
  const list = Object.entries(records).flatMap(([collection, byId]) =>
    Object.entries(byId ?? {}).map(([id, data]) => ({ collection: collection as CollectionName, id, data })),
  );
  return { format: EXPORT_FORMAT, exportedAt: new Date().toISOString(), records: list, media: mediaReferences(list) };
}

// The file's own shape, in words for the person importing it (docs/error-messages.md).
const NOT_AN_EXPORT = "This is not a content export. Export the content from this back office and import that file.";
const exportFileSchema = z.object(
  {
    format: z.literal(EXPORT_FORMAT, {
      error: `This is not a content export (its format must be “${EXPORT_FORMAT}”).`,
    }),
    exportedAt: z.string({ error: "The export date must be text." }).optional(),
    records: z.array(
      z.object(
        {
          collection: z.enum(COLLECTION_NAMES, {
            error: `Use one of the collections: ${COLLECTION_NAMES.join(", ")}.`,
          }),
          id: z
            .string({ error: "Give each record its ID." })
            .min(1, { error: "Give each record its ID." })
            .max(200, { error: "An ID can be at most 200 characters." }),
          data: z.unknown(),
        },
        { error: "Each record must have a collection, an ID and its data." },
      ),
      { error: NOT_AN_EXPORT },
    ),
    media: z.array(z.string(), { error: "The list of images must be a list of addresses." }).optional(),
  },
  { error: NOT_AN_EXPORT },
);

/** Records by collection, then id, in objects without a prototype, so that no id is special. */
export function recordsByCollection(records: readonly TransferRecord[]): PublishedRecords {
  const byCollection: PublishedRecords = Object.create(null);
  for (const r of records)
    (byCollection[r.collection] ??= Object.create(null) as Record<string, unknown>)[r.id] = r.data;
  return byCollection;
}

type Checked = { ok: true; records: TransferRecord[] } | { ok: false; errors: string[] };

/**
 * Validates a whole import file: its shape, then every record with its collection's
 * schema and the editor's rules. A record of a collection without new records (SEO
 * records, product plans, company details) must be one the site has (for SEO records: a
 * page of the content the file makes); a new record only goes where the editor can add
 * one, under an id its schema accepts and that is not reserved. Then what a publish
 * checks beyond the schema (a post's body formats in time). Any refused record refuses the file.
 */
export async function checkImport(file: unknown, hooks: ServerHooks): Promise<Checked> {
  const checked = checkRecords(file, hooks);
  if (!checked.ok) return checked;
  const refusals: string[] = [];
  for (const record of checked.records) {
    const refused = await hooks[record.collection]?.checkPublishable?.(record.data as never);
    for (const [field, messages] of Object.entries(refused ?? {})) {
      for (const message of messages)
        refusals.push(`${record.collection}/${record.id} at ${field || "(record)"}: ${message}`);
    }
  }
  return refusals.length ? { ok: false, errors: refusals } : checked;
}

function checkRecords(file: unknown, hooks: ServerHooks): Checked {
  const shape = exportFileSchema.safeParse(file);
  if (!shape.success) {
    return { ok: false, errors: shape.error.issues.map((i) => `${fieldPath(i.path) || "file"}: ${i.message}`) };
  }
  const errors: string[] = [];
  const seen = new Set<string>();
  const records = shape.data.records.map((record, index) => {
    const name = `records[${index}] (${record.collection}/${record.id})`;
    const key = `${record.collection}/${record.id}`;
    if (seen.has(key)) errors.push(`${name}: appears twice`);
    seen.add(key);
    const collection = collectionOf(record.collection);
    if (collection.canCreate && isReservedId(record.id)) {
      errors.push(`${key}: ${reservedIdMessage(record.id)}`);
      return { ...record, valid: false };
    }
    const parsed = collection.schema.safeParse(record.data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push(`${name} at ${fieldPath(issue.path) || "(record)"}: ${issue.message}`);
      return { ...record, valid: false };
    }
    if (collection.idField && (parsed.data as Record<string, unknown>)[collection.idField] !== record.id) {
      errors.push(`${name}: its ${collection.idField} must be “${record.id}”`);
    }
    return { ...record, data: parsed.data, valid: true };
  });
  // The records a fixed collection has follow the content the file makes (SEO records: its pages).
  const candidate = mergeContent(
    recordsByCollection(records.filter((r) => r.valid && collectionOf(r.collection).canCreate)),
    0,
  );
  const known = new Map<CollectionName, ReadonlySet<string>>();
  for (const record of records) {
    const collection = collectionOf(record.collection);
    if (collection.canCreate) continue;
    if (!known.has(record.collection)) known.set(record.collection, shippedIds(record.collection, hooks, candidate));
    if (known.get(record.collection)!.has(record.id)) continue;
    errors.push(
      `${record.collection}/${record.id}: ${collection.admin.unknownId ?? `there is no such ${collection.labels.singular.toLowerCase()}.`}`,
    );
  }
  return errors.length
    ? { ok: false, errors }
    : { ok: true, records: records.map(({ collection, id, data }) => ({ collection, id, data })) };
}

/** Every /media/… address inside the records. */
function mediaReferences(records: { data: unknown }[]): string[] {
  const found = new Set<string>();
  const text = JSON.stringify(records.map((r) => r.data));
  for (const m of text.matchAll(/\/media\/[a-f0-9]{20}-\d{2,4}\.(?:webp|avif)/g)) found.add(m[0]);
  return [...found].sort();
}
