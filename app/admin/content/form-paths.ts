/**
 * Field paths in conform's syntax ("plans[0].pricing"), shared by the form's description
 * (./schema-form.server.ts), its values (./form-values.server.ts) and its errors.
 */

export const child = (path: string, key: string | number) =>
  typeof key === "number" ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/** conform's path syntax: ["plans", 0, "pricing"] → "plans[0].pricing". */
export const formatPath = (segments: readonly PropertyKey[]) =>
  segments.reduce<string>((path, s) => child(path, typeof s === "number" ? s : String(s)), "");

const PATH = /^(?:[^.[\]]+|\[\d+\])(?:\.[^.[\]]+|\[\d+\])*$/;

/** "plans[0].pricing" → ["plans", 0, "pricing"]; "" → []; undefined when it is not a path. */
export function parsePath(path: string): (string | number)[] | undefined {
  if (path === "") return [];
  if (!PATH.test(path)) return undefined;
  return [...path.matchAll(/\[(\d+)\]|([^.[\]]+)/g)].map((m) => (m[1] !== undefined ? Number(m[1]) : m[2]!));
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The id of a field's control (or a list's fieldset) on the page: "plans[0].name" → "field-plans-0-name". */
export const fieldId = (name: string, prefix = "field") =>
  `${prefix}-${name.replace(/[^\w-]+/g, "-").replace(/-+$/, "")}`;

/** The hidden input that carries a date and time field's stored instant (see TextNode.was). */
export const storedInstantName = (path: string) => `__was:${path}`;
