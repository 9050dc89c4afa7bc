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
