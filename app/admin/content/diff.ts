/**
 * Field-level differences between two versions of a record, for the history and the
 * conflict view: every leaf as "path → text", then the paths whose text differs.
 */
export type FieldChange = { field: string; before: string; after: string };

function flatten(value: unknown, path: string, out: Map<string, string>): Map<string, string> {
  if (Array.isArray(value)) value.forEach((v, i) => flatten(v, `${path}[${i}]`, out));
  else if (value !== null && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) flatten(v, path ? `${path}.${key}` : key, out);
  } else if (value !== undefined) out.set(path, String(value));
  return out;
}

export function diffRecords(before: unknown, after: unknown): FieldChange[] {
  const a = flatten(before, "", new Map());
  const b = flatten(after, "", new Map());
  const fields = [...new Set([...a.keys(), ...b.keys()])];
  return fields
    .filter((field) => a.get(field) !== b.get(field))
    .map((field) => ({ field, before: a.get(field) ?? "—", after: b.get(field) ?? "—" }));
}
