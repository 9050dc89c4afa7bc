import { type CollectionName, COLLECTIONS, shippedRecords } from "@shared/content/editable";
import type { RecordSummary } from "../../../server/content/types";

/**
 * The form a new project or testimonial starts from: a copy of the first shipped record
 * with its id and name emptied, hidden and placed last, so nothing shows before it is
 * filled in, saved and made visible.
 */
export function newRecordTemplate(collection: CollectionName, existing: RecordSummary[]): unknown {
  const info = COLLECTIONS[collection];
  if (collection === "seo" || !info.idField) return undefined;
  // A post starts empty (a copy of an article would only be deleted again).
  if (collection === "posts") return { id: "", slug: "", title: "", summary: "", body: "", tags: [""], status: "published" };
  const [first] = shippedRecords(collection).values();
  const record = structuredClone(first) as Record<string, unknown>;
  record[info.idField] = "";
  record.name = "";
  record.visible = false;
  record.order = (existing.length + 1) * 10;
  return record;
}
