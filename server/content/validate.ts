import type { z } from "zod";
import { type CollectionName, collectionOf } from "#shared/content/collections";
import type { FieldErrors } from "./types";

/** "stats", 0, "percentage" → "stats[0].percentage": the path syntax of the form fields. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

/** A zod error as messages by field path ("" for the record as a whole). */
export function errorsByField(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) (errors[fieldPath(issue.path)] ??= []).push(issue.message);
  return errors;
}

/**
 * Ids no record may have: the names a plain object already answers to (`__proto__`,
 * `constructor`, `toString`…). They pass the slug rule, but a record under one would
 * change or hide behind what every object inherits wherever records are keyed by id.
 */
const RESERVED_IDS: ReadonlySet<string> = new Set([...Object.getOwnPropertyNames(Object.prototype), "prototype"]);
export const isReservedId = (id: string) => RESERVED_IDS.has(id);
export const reservedIdMessage = (id: string) => `“${id}” cannot be used as an address; choose another.`;

/**
 * The fields that make a record addressable: its id, its public address and the name or
 * title they are made from. A draft keeps whatever else is there, finished or not
 * (docs/decisions/044); these must be valid for it to be saved at all.
 */
export function addressFieldsOf(collection: CollectionName): string[] {
  const info = collectionOf(collection);
  const create = info.admin.create;
  return [info.idField, create?.addressField, create?.derive?.from].filter((f): f is string => Boolean(f));
}

/** Whether an error's path ("name", "plans[0].price") is one of `fields` or inside one. */
const under = (path: string, fields: readonly string[]) =>
  fields.some((f) => path === f || path.startsWith(`${f}.`) || path.startsWith(`${f}[`));

/**
 * What a draft still needs before it can be published: the schema's errors by field
 * (empty when it is finished). An unfinished draft is saved as it is; Publish names these.
 */
export function unfinishedFields(collection: CollectionName, data: unknown): FieldErrors {
  const parsed = collectionOf(collection).schema.safeParse(data);
  return parsed.success ? {} : errorsByField(parsed.error);
}

/** The errors among `errors` that stop a draft from being saved: those of its address fields (or of the record as a whole when it is not an object). */
export function addressErrors(collection: CollectionName, data: unknown, errors: FieldErrors): FieldErrors {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return { "": ["Nothing to save."] };
  const fields = addressFieldsOf(collection);
  return Object.fromEntries(Object.entries(errors).filter(([path]) => under(path, fields)));
}
