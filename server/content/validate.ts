import type { z } from "zod";
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
