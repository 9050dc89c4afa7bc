import { type CollectionName, collectionOf } from "#shared/content/collections";
import { slugify } from "#shared/lib/slugify";
import type { RecordSummary } from "#server/content/types";
import { emptyValue } from "./form-values.server";
import { specOf } from "./schema-spec.server";

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The form a new record starts from: blank (empty texts, lists at their minimum length
 * with empty items, visible, placed after the last), or, when the editor chose one, a
 * copy of an existing record with its name and address emptied. Never another client's
 * content by default.
 */
export function newRecordTemplate(
  collection: CollectionName,
  existing: RecordSummary[],
  copyOf?: unknown,
  /** `with.<field>=value` from the address: fields filled in already (an FAQ added from its page's editor). */
  presets?: URLSearchParams,
): unknown {
  const info = collectionOf(collection);
  if (!info.canCreate || !info.idField) return undefined;
  let record = (copyOf && typeof copyOf === "object" ? structuredClone(copyOf) : emptyValue(info.schema)) as Record<
    string,
    unknown
  >;
  const derived = info.admin.create?.derive;
  for (const key of [info.idField, ...(derived ? [derived.from, ...derived.to] : [])])
    if (key in record || !copyOf) record[key] = "";
  if (!copyOf && info.admin.create?.blank) record = info.admin.create.blank(record);
  for (const [name, preset] of presets ?? []) {
    const key = name.startsWith("with.") ? name.slice(5) : "";
    if (key && Object.hasOwn(record, key) && typeof record[key] === "string") record[key] = preset;
  }
  if ("order" in record || "visible" in record) {
    record.visible = true;
    record.order = nextOrder(existing, collection);
  }
  return record;
}

/** After the last record: shipped records sit at 10, 20, 30…; the count is a floor when the orders are unknown. */
function nextOrder(existing: RecordSummary[], collection: CollectionName): number {
  const shipped = [...(collectionOf(collection).shipped?.().values() ?? [])];
  const orders = shipped.map((r) => Number((r as { order?: unknown }).order)).filter(Number.isFinite);
  return Math.min(9999, Math.max(...orders, existing.length * 10, 0) + 10);
}

/** A new record with its empty id and address made from its name or title (what the browser would have filled in). */
export function withDerivedFields(collection: CollectionName, value: unknown): unknown {
  const info = collectionOf(collection);
  const { derive: derived, addressField } = info.admin.create ?? {};
  if (!derived || typeof value !== "object" || value === null) return value;
  const record = { ...(value as Record<string, unknown>) };
  const blank = (key: string) => String(record[key] ?? "").trim() === "";
  // An id left empty takes the record's address when that is typed (a post's slug).
  if (addressField && info.idField && blank(info.idField) && !blank(addressField))
    record[info.idField] = record[addressField];
  const source = typeof record[derived.from] === "string" ? slugify(record[derived.from] as string) : "";
  for (const key of derived.to)
    if (key in record && String(record[key] ?? "").trim() === "" && source) record[key] = source;
  return record;
}

/** What the editor is told when a new record's id is taken: by its address where it has one. */
export function takenMessage(collection: CollectionName, id: string, path: string): string {
  const info = collectionOf(collection);
  // "project", but "FAQ" stays as it is.
  const singular = /^[A-Z][a-z]/.test(info.labels.singular) ? lowerFirst(info.labels.singular) : info.labels.singular;
  // An id nobody sees (an FAQ's, made from its question): said about what it is made from.
  const from = info.idField ? specOf(info.schema).def.shape?.[info.idField]?.def.form?.madeFrom : undefined;
  if (from) {
    const what = lowerFirst(specOf(info.schema).def.shape?.[from]?.def.title ?? from);
    return `Another ${singular} already has a ${what} that makes the same ID (“${id}”). Word this ${what} differently.`;
  }
  return info.admin.create?.idIsAddress
    ? `Another ${singular} already uses the address ${path}. Choose another.`
    : `Another ${singular} already uses the ID “${id}”. Choose another.`;
}
