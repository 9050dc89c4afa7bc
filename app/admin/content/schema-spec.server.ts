import { z } from "zod";
import { FORM_HINTS_KEY, type FormHints } from "#shared/content/schemas/form-hints";

/**
 * What the record editor needs to know about a zod schema, read from zod's PUBLIC JSON
 * Schema output (`z.toJSONSchema`, draft 2020-12, the input side) rather than its
 * internals: the form follows whatever the schema accepts, and a zod upgrade that keeps
 * its documented output keeps the form working. Labels and help come from the schemas'
 * `.meta({ title, description })`, which JSON Schema carries as `title`/`description`.
 */

/** One value's shape, with how it may be missing (in its parent). */
export type Spec = {
  def: Def;
  /** Not required by its object. */
  optional: boolean;
  /** `null` allowed. */
  nullable: boolean;
  hasDefault: boolean;
  defaultValue?: unknown;
};

export type Def = {
  type: "object" | "array" | "tuple" | "union" | "choice" | "string" | "number" | "boolean" | "unknown";
  title?: string;
  description?: string;
  /** How the form draws it, beyond label and help (the schema's `form({…})` meta). */
  form?: FormHints;
  /** object: its fields. */
  shape?: Record<string, Spec>;
  /** array: its item. */
  element?: Spec;
  /** tuple: its items. */
  items?: Spec[];
  /** union: the discriminating field and the variants (objects) by its value. */
  discriminator?: string;
  variants?: {
    value: string;
    literal: unknown;
    spec: Spec;
    shape: Record<string, Spec>;
  }[];
  /** choice: the values allowed (an enum or literals); `literal` when exactly one constant. */
  choices?: unknown[];
  literal?: boolean;
  /** Bounds: string length, array items, number value (exclusive bounds of whole numbers made inclusive). */
  min?: number;
  max?: number;
  int?: boolean;
  /** A string's format: an address field, or a date and time (an ISO instant). */
  format?: "email" | "url" | "date-time";
};

type Json = Record<string, unknown>;
const isJson = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const num = (v: unknown) =>
  typeof v === "number" && Number.isFinite(v) && Math.abs(v) < Number.MAX_SAFE_INTEGER ? v : undefined;

const cache = new WeakMap<object, Spec>();

/** The spec of a zod schema (cached per schema object). */
export function specOf(schema: z.core.$ZodType): Spec {
  let spec = cache.get(schema);
  if (!spec) {
    const root = z.toJSONSchema(schema, {
      io: "input",
      unrepresentable: "any",
      cycles: "ref",
    }) as Json;
    spec = fromJsonSchema(root, root, 0);
    cache.set(schema, spec);
  }
  return spec;
}

/** A JSON Schema (draft 2020-12, as zod writes it) as a Spec. */
export function fromJsonSchema(node: unknown, root: Json, depth: number): Spec {
  const spec: Spec = {
    def: { type: "unknown" },
    optional: false,
    nullable: false,
    hasDefault: false,
  };
  if (!isJson(node) || depth > 32) return spec;
  if (typeof node.$ref === "string") {
    const target =
      node.$ref === "#"
        ? root
        : node.$ref.startsWith("#/$defs/")
          ? (root.$defs as Json | undefined)?.[node.$ref.slice(8)]
          : undefined;
    const resolved = fromJsonSchema(target, root, depth + 1);
    return withMeta(resolved, node);
  }
  if ("default" in node) {
    spec.hasDefault = true;
    spec.defaultValue = node.default;
  }
  const alternatives = (Array.isArray(node.anyOf) ? node.anyOf : Array.isArray(node.oneOf) ? node.oneOf : undefined) as
    unknown[] | undefined;
  if (alternatives) {
    const nonNull = alternatives.filter((a) => !(isJson(a) && a.type === "null"));
    spec.nullable = nonNull.length < alternatives.length;
    if (nonNull.length === 1) {
      const inner = fromJsonSchema(nonNull[0], root, depth + 1);
      return withMeta(
        {
          ...inner,
          nullable: spec.nullable || inner.nullable,
          hasDefault: spec.hasDefault || inner.hasDefault,
          defaultValue: spec.hasDefault ? spec.defaultValue : inner.defaultValue,
        },
        node,
      );
    }
    spec.def = unionDef(nonNull.map((a) => fromJsonSchema(a, root, depth + 1)));
    return withMeta(spec, node);
  }
  // zod writes a nullable primitive as `type: ["string", "null"]`.
  if (Array.isArray(node.type)) {
    const types = node.type.filter((t) => t !== "null");
    spec.nullable = types.length < node.type.length;
    spec.def = types.length === 1 ? plainDef({ ...node, type: types[0] }, root, depth) : { type: "unknown" };
    return withMeta(spec, node);
  }
  spec.def = plainDef(node, root, depth);
  return withMeta(spec, node);
}

function withMeta(spec: Spec, node: Json): Spec {
  const def = { ...spec.def };
  if (typeof node.title === "string") def.title = node.title;
  if (typeof node.description === "string") def.description = node.description;
  const hints = node[FORM_HINTS_KEY];
  if (isJson(hints)) def.form = { ...def.form, ...(hints as FormHints) };
  return { ...spec, def };
}

function plainDef(node: Json, root: Json, depth: number): Def {
  if (Array.isArray(node.enum)) return { type: "choice", choices: [...new Set(node.enum)] };
  if ("const" in node) return { type: "choice", choices: [node.const], literal: true };
  switch (node.type) {
    case "object": {
      // A record (any keys, e.g. z.record) has no fixed fields to draw: edited as JSON.
      if (!isJson(node.properties) && isJson(node.additionalProperties)) return { type: "unknown" };
      const props = isJson(node.properties) ? node.properties : {};
      const required = new Set(Array.isArray(node.required) ? node.required : []);
      const shape: Record<string, Spec> = {};
      for (const [key, child] of Object.entries(props)) {
        const spec = fromJsonSchema(child, root, depth + 1);
        // A field with a default is not required on input, yet never missing: not "optional".
        shape[key] = {
          ...spec,
          optional: !required.has(key) && !spec.hasDefault,
        };
      }
      return { type: "object", shape };
    }
    case "array": {
      const bounds = { min: num(node.minItems), max: num(node.maxItems) };
      if (Array.isArray(node.prefixItems))
        return {
          type: "tuple",
          items: node.prefixItems.map((i) => fromJsonSchema(i, root, depth + 1)),
          ...bounds,
        };
      return {
        type: "array",
        element: fromJsonSchema(node.items, root, depth + 1),
        ...bounds,
      };
    }
    case "string": {
      const format =
        node.format === "email"
          ? "email"
          : node.format === "uri" || node.format === "url"
            ? "url"
            : node.format === "date-time"
              ? "date-time"
              : undefined;
      return {
        type: "string",
        min: num(node.minLength),
        max: num(node.maxLength),
        ...(format ? { format } : {}),
      };
    }
    case "integer":
    case "number": {
      const int = node.type === "integer";
      const step = int ? 1 : 0;
      const exMin = num(node.exclusiveMinimum);
      const exMax = num(node.exclusiveMaximum);
      return {
        type: "number",
        int,
        min: exMin !== undefined ? exMin + step : num(node.minimum),
        max: exMax !== undefined ? exMax - step : num(node.maximum),
      };
    }
    case "boolean":
      return { type: "boolean" };
    default:
      return { type: "unknown" };
  }
}

/** A union: of constants (a choice), of objects told apart by one constant field (a discriminated union), or else unknown. */
function unionDef(options: Spec[]): Def {
  if (options.length && options.every((o) => o.def.type === "choice"))
    return {
      type: "choice",
      choices: options.flatMap((o) => o.def.choices ?? []),
    };
  if (!options.length || !options.every((o) => o.def.type === "object")) return { type: "unknown" };
  const keys = Object.keys(options[0]!.def.shape ?? {});
  const discriminator = keys.find((k) => options.every((o) => o.def.shape?.[k]?.def.type === "choice"));
  if (!discriminator) return { type: "unknown" };
  const variants = options.flatMap((spec) => {
    const shape = spec.def.shape ?? {};
    return (shape[discriminator]!.def.choices ?? []).map((literal) => ({
      value: String(literal),
      literal,
      spec,
      shape,
    }));
  });
  return { type: "union", discriminator, variants };
}
