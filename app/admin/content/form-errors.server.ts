import type { z } from "zod";
import { formatPath } from "./form-paths";

/**
 * A safety net: the schemas write every message for its field (docs/error-messages.md,
 * checked by tests/unit/error-messages.test.ts). A check added without one still never
 * shows zod's stock wording: it is said the way an editor reads it.
 */
function friendly(issue: z.core.$ZodIssue): string {
  const m = issue.message;
  if (issue.code === "invalid_type" && m.endsWith("received undefined")) return "Fill in this field.";
  if (issue.code === "too_small" && m.startsWith("Too small:")) {
    if (issue.origin === "string" && Number(issue.minimum) === 1) return "Fill in this field.";
    if (issue.origin === "string") return `At least ${issue.minimum} characters.`;
    if (issue.origin === "number") return `Must be ${issue.inclusive ? "at least" : "more than"} ${issue.minimum}.`;
    if (issue.origin === "array") return `At least ${issue.minimum} ${Number(issue.minimum) === 1 ? "item" : "items"}.`;
  }
  if (issue.code === "too_big" && m.startsWith("Too big:")) {
    if (issue.origin === "string") return `At most ${issue.maximum} characters.`;
    if (issue.origin === "number") return `Must be ${issue.inclusive ? "at most" : "less than"} ${issue.maximum}.`;
    if (issue.origin === "array") return `At most ${issue.maximum} ${Number(issue.maximum) === 1 ? "item" : "items"}.`;
  }
  if (issue.code === "invalid_format" && m.startsWith("Invalid") && issue.format === "url")
    return "Enter a full address (https://…).";
  if (issue.code === "invalid_format" && m.startsWith("Invalid") && issue.format === "email")
    return "Enter an email address.";
  return m;
}

/** zod's issues by field path in the form's syntax; whole-record errors under "". */
export function fieldErrors(error: { issues: readonly z.core.$ZodIssue[] }): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = formatPath(issue.path);
    const message = friendly(issue);
    const list = (out[path] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return out;
}
