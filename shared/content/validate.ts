import type { z } from "zod";

/** One content module to check: where it lives, its schema and its data. */
export type ContentEntry = { file: string; schema: z.ZodType; data: unknown };

/** Names a record by its first identifying field, so an error points at the right one. */
function recordName(data: unknown, path: PropertyKey[]): string {
  let node: unknown = data;
  let name = "";
  for (const key of path) {
    if (node == null || typeof node !== "object") break;
    node = (node as Record<PropertyKey, unknown>)[key];
    if (node && typeof node === "object" && !Array.isArray(node)) {
      const rec = node as Record<string, unknown>;
      const id = rec.slug ?? rec.id ?? rec.route ?? rec.key ?? rec.path ?? rec.name;
      if (typeof id === "string" || typeof id === "number") name = String(id);
    }
  }
  return name;
}

function formatPath(path: PropertyKey[]): string {
  return path.map((p, i) => (typeof p === "number" ? `[${p}]` : `${i ? "." : ""}${String(p)}`)).join("");
}

/** Returns one human-readable line per broken field, naming file, record and field. */
export function contentErrors(entries: ContentEntry[]): string[] {
  const errors: string[] = [];
  for (const { file, schema, data } of entries) {
    const result = schema.safeParse(data);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      const record = recordName(data, issue.path);
      errors.push(
        `${file}: ${record ? `record "${record}" ` : ""}at ${formatPath(issue.path) || "(root)"}: ${issue.message}`,
      );
    }
  }
  return errors;
}
