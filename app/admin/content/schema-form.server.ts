import type { z } from "zod";

/**
 * One generic, schema-driven editing form for the content collections
 * (shared/content/editable.ts). The server walks a record's zod schema and describes the
 * form as plain JSON (`FormNode`, rendered by ./SchemaFields.tsx); a plain POST comes
 * back through `parseForm`, which rebuilds the nested value by the same walk. Lists,
 * optional groups and union variants change through submit buttons named `__intent`
 * ("add:stats", "remove:stats[1]", "up:plans[2]", "down:plans[0]", "switch:pricing"),
 * so the form works without JavaScript: the action re-renders the changed value and
 * saves nothing. Field names use conform's path syntax (`detail.labels.build`,
 * `stats[0].percentage`); `fieldErrors` keys zod's issues the same way, so every error
 * lands beside its field.
 */

// ————— The form description (what the client gets) —————

/** An image of the media library the picker offers. */
export type MediaOption = { src: string; width: number; height: number; alt: string; label: string };

/** A submit button that changes the form instead of saving it. */
export type FormButton = {
  /** The `__intent` value, e.g. "remove:plans[1]". */
  intent: string;
  /** The accessible name, e.g. "Remove plan 2". */
  label: string;
  /** The visible words, e.g. "Remove" (the accessible name starts with or contains them). */
  text: string;
};

type NodeBase = {
  /** The field's path in conform's syntax; "" for the whole record. */
  name: string;
  label: string;
  errors?: string[];
  /** Empty means absent. */
  optional?: boolean;
  /** Buttons that act on this node as an item of a list or an optional group (remove, move). */
  controls?: FormButton[];
};

export type TextNode = NodeBase & {
  kind: "text";
  value: string;
  type: "text" | "email" | "url";
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  hint?: string;
};
export type NumberNode = NodeBase & { kind: "number"; value: string; step: "1" | "any"; min?: number; max?: number; required?: boolean };
export type CheckboxNode = NodeBase & { kind: "checkbox"; checked: boolean };
export type SelectNode = NodeBase & {
  kind: "select";
  value: string;
  /** A label only where it differs from the value. */
  options: { value: string; label?: string }[];
  /** The "Change … type" button beside a union's discriminator. */
  switch?: FormButton;
};
/** A fixed value: shown, and carried in a hidden input. */
export type LiteralNode = NodeBase & { kind: "literal"; value: string };
export type HiddenNode = NodeBase & { kind: "hidden"; value: string };
/** A value of a type the form has no control for, edited as JSON. */
export type JsonNode = NodeBase & { kind: "json"; value: string };
export type GroupNode = NodeBase & {
  kind: "group";
  children: FormNode[];
  /** An image picker's current image, shown as a thumbnail. */
  preview?: { src: string; width: number; height: number };
};
export type ListNode = NodeBase & { kind: "list"; items: FormNode[]; add?: FormButton };
/** An optional group that is not there: only its "Add …" button. */
export type AbsentNode = NodeBase & { kind: "absent"; add: FormButton };

export type FormNode = TextNode | NumberNode | CheckboxNode | SelectNode | LiteralNode | HiddenNode | JsonNode | GroupNode | ListNode | AbsentNode;

export type FormOptions = {
  /** The images an image picker offers. */
  media?: MediaOption[];
  /**
   * Label overrides, by path with indexes as "[]" ("plans[].pricing", "social[]" for the
   * items of a list) or by key ("og_url"); otherwise labels are the humanized keys.
   */
  labels?: Record<string, string>;
};

export type FormIntent = { kind: "add" | "remove" | "up" | "down" | "switch"; path: string };

/** The name of the intent buttons. */
export const INTENT = "__intent";

// ————— zod 4 internals —————

type Schema = z.core.$ZodType;
type CheckDef = { check: string; format?: string; minimum?: number; maximum?: number; length?: number; value?: number; inclusive?: boolean };
type Def = {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  innerType?: Schema;
  defaultValue?: unknown;
  shape?: Record<string, Schema>;
  element?: Schema;
  items?: Schema[];
  options?: Schema[];
  discriminator?: string;
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: Schema;
  out?: Schema;
  getter?: () => Schema;
};
const defOf = (schema: Schema) => schema._zod.def as unknown as Def;

/** A schema with its wrappers peeled off: what the value is, and how it may be missing. */
type Unwrapped = { def: Def; optional: boolean; nullable: boolean; hasDefault: boolean; defaultValue?: unknown };

function unwrap(schema: Schema): Unwrapped {
  const out: Unwrapped = { def: defOf(schema), optional: false, nullable: false, hasDefault: false };
  for (let depth = 0; depth < 32; depth++) {
    const def = out.def;
    let next: Schema | undefined;
    switch (def.type) {
      case "optional":
        out.optional = true;
        next = def.innerType;
        break;
      case "nullable":
        out.nullable = true;
        next = def.innerType;
        break;
      case "default":
      case "prefault":
        if (!out.hasDefault) out.defaultValue = def.defaultValue;
        out.hasDefault = true;
        next = def.innerType;
        break;
      case "readonly":
      case "catch":
      case "nonoptional":
        next = def.innerType;
        break;
      case "pipe":
        // z.preprocess(fn, schema) is pipe(transform, schema): the form edits what the schema takes.
        next = def.in && defOf(def.in).type !== "transform" ? def.in : def.out;
        break;
      case "lazy":
        next = def.getter?.();
        break;
    }
    if (!next) return out;
    out.def = defOf(next);
  }
  return out;
}

const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

function lengthBounds(def: Def) {
  let min: number | undefined;
  let max: number | undefined;
  for (const c of checksOf(def)) {
    if (c.check === "min_length") min = Math.max(min ?? 0, c.minimum ?? 0);
    else if (c.check === "max_length") max = Math.min(max ?? Infinity, c.maximum ?? Infinity);
    else if (c.check === "length_equals") min = max = c.length;
  }
  return { min, max };
}

const INT_FORMATS = new Set(["safeint", "int32", "uint32", "int64", "uint64"]);

function numberBounds(def: Def) {
  const checks = checksOf(def);
  const int = INT_FORMATS.has(def.format ?? "") || checks.some((c) => c.check === "number_format" && INT_FORMATS.has(c.format ?? ""));
  let min: number | undefined;
  let max: number | undefined;
  // An exclusive bound of a whole number is the next whole number (positive() → min 1).
  const step = (c: CheckDef) => (int && !c.inclusive ? 1 : 0);
  for (const c of checks) {
    if (c.check === "greater_than" && c.value !== undefined) min = c.value + step(c);
    if (c.check === "less_than" && c.value !== undefined) max = c.value - step(c);
  }
  return { int, min, max };
}

function stringFormat(def: Def): TextNode["type"] {
  const formats = [def.format, ...checksOf(def).map((c) => c.format)];
  if (formats.includes("email")) return "email";
  if (formats.includes("url")) return "url";
  return "text";
}

const IMAGE_KEYS = ["alt", "height", "src", "width"];
const isImage = (def: Def) => def.type === "object" && Object.keys(def.shape ?? {}).sort().join() === IMAGE_KEYS.join();

/** The values a schema allows when it is an enum or a literal. */
function choicesOf(def: Def): unknown[] | undefined {
  if (def.type === "enum") return [...new Set(Object.values(def.entries ?? {}))];
  if (def.type === "literal") return def.values ?? [];
  if (def.type === "union" && !def.discriminator) {
    const all = (def.options ?? []).map((o) => choicesOf(unwrap(o).def));
    if (all.every((c) => c !== undefined)) return all.flat();
  }
  return undefined;
}

/** A discriminated union's variants by their discriminator value. */
function variantsOf(def: Def): { value: string; schema: Schema; shape: Record<string, Schema> }[] {
  const key = def.discriminator ?? "";
  return (def.options ?? []).flatMap((schema) => {
    const shape = unwrap(schema).def.shape ?? {};
    const disc = shape[key];
    const values = disc ? choicesOf(unwrap(disc).def) ?? [] : [];
    return values.map((value) => ({ value: String(value), schema, shape }));
  });
}

const isDiscriminatedUnion = (def: Def) => def.type === "union" && Boolean(def.discriminator) && variantsOf(def).length > 0;

// ————— Paths and words —————

const child = (path: string, key: string | number) => (typeof key === "number" ? `${path}[${key}]` : path ? `${path}.${key}` : key);

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

const ACRONYMS: Record<string, string> = { og: "OG", url: "URL", id: "ID", seo: "SEO", gst: "GST", cta: "CTA", api: "API", href: "link" };

/** "oldPrice" → "Old price", "og_image_width" → "OG image width". */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => ACRONYMS[w.toLowerCase()] ?? w.toLowerCase());
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Slider images" → "Slider image", "Yearly plans" → "Yearly plan", "Categories" → "Category". */
export function singular(label: string): string {
  return label.replace(/(\w+)$/, (w) =>
    /ies$/i.test(w) ? w.slice(0, -3) + "y" : /(ss|us|is)$/i.test(w) ? w : /(ch|sh|x|ss)es$/i.test(w) ? w.slice(0, -2) : w.replace(/s$/i, ""),
  );
}

/** A label in running text: "Plan" → "plan", "OG image" stays. */
const lower = (label: string) => (/^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label);

const TEXTAREA_KEYS = new Set([
  "body",
  "description",
  "text",
  "quote",
  "about",
  "answer",
  "summary",
  "intro",
  "note",
  "meta_description",
  "og_description",
  "twitter_description",
]);
const LONG_TEXT = 80;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

// ————— describeForm —————

type Ctx = {
  path: string;
  key: string;
  label: string;
  /** The list item this node belongs to, for button names: "plan 2", "feature 3 of plan 2". */
  ref: string;
};

const of = (ref: string, joiner: string) => (ref ? ` ${joiner} ${ref}` : "");

/**
 * Describes the form of `schema` filled with `value` (a record, or the raw value of a
 * failed post), with `errors` (from `fieldErrors`) beside their fields.
 */
export function describeForm(
  schema: Schema,
  value: unknown,
  errors: Record<string, string[]> = {},
  options: FormOptions & { label?: string } = {},
): FormNode {
  const nodes = new Map<string, FormNode>();
  const labels = options.labels ?? {};
  const media = options.media ?? [];
  /** An override by path ("plans[].pricing"), indexes as "[]". */
  const own = (key: string) => (Object.hasOwn(labels, key) ? labels[key] : undefined);
  const override = (path: string) => own(path.replace(/\[\d+\]/g, "[]"));
  const labelOf = (path: string, key: string) => override(path) ?? own(key) ?? humanize(key);
  /** The label of a list's or tuple's items: "Plan" (override "plans[]"). */
  const itemLabelOf = (ctx: Ctx) => override(`${ctx.path}[]`) ?? singular(ctx.label);

  function register<N extends FormNode>(node: N): N {
    const errs = errors[node.name];
    if (errs?.length) node.errors = [...errs];
    nodes.set(node.name, node);
    return node;
  }

  function describe(schema: Schema, value: unknown, ctx: Ctx): FormNode {
    const u = unwrap(schema);
    const { def } = u;
    const base = { name: ctx.path, label: ctx.label, ...(u.optional || u.nullable ? { optional: true } : {}) };
    const current = value === undefined && u.hasDefault ? u.defaultValue : value;

    const group = def.type === "object" || isDiscriminatedUnion(def);
    if (group && (u.optional || u.nullable) && (current === undefined || current === null)) {
      return register<AbsentNode>({ ...base, kind: "absent", add: { intent: `add:${ctx.path}`, label: `Add ${lower(ctx.label)}${of(ctx.ref, "to")}`, text: `Add ${lower(ctx.label)}` } });
    }
    const removable: Partial<NodeBase> =
      (u.optional || u.nullable) && (group || def.type === "array")
        ? { controls: [{ intent: `remove:${ctx.path}`, label: `Remove ${lower(ctx.label)}${of(ctx.ref, "of")}`, text: "Remove" }] }
        : {};

    if (def.type === "object" && isImage(def)) return describeImage(current, ctx, { ...base, ...removable });
    if (def.type === "object") {
      const obj = isRecord(current) ? current : {};
      const children = Object.entries(def.shape ?? {}).map(([key, s]) => {
        const path = child(ctx.path, key);
        return describe(s, obj[key], { path, key, label: labelOf(path, key), ref: ctx.ref });
      });
      return register<GroupNode>({ ...base, ...removable, kind: "group", children });
    }
    if (def.type === "array" && def.element) return describeList(def, def.element, Array.isArray(current) ? current : [], ctx, { ...base, ...removable });
    if (def.type === "tuple") {
      const items = Array.isArray(current) ? current : [];
      const itemLabel = itemLabelOf(ctx);
      const children = (def.items ?? []).map((s, i) => {
        const ref = `${lower(itemLabel)} ${i + 1}${of(ctx.ref, "of")}`;
        return describe(s, items[i], { path: child(ctx.path, i), key: ctx.key, label: `${itemLabel} ${i + 1}`, ref });
      });
      return register<GroupNode>({ ...base, kind: "group", children });
    }
    if (isDiscriminatedUnion(def)) return describeUnion(def, current, ctx, { ...base, ...removable });

    const choices = choicesOf(def);
    if (def.type === "literal" && choices?.length === 1 && !base.optional) {
      return register<LiteralNode>({ ...base, kind: "literal", value: String(choices[0]) });
    }
    if (choices) {
      const options: SelectNode["options"] = choices.map((c) => ({ value: String(c) }));
      if (base.optional) options.unshift({ value: "", label: "Not set" });
      return register<SelectNode>({ ...base, kind: "select", value: current === undefined || current === null ? "" : String(current), options });
    }
    switch (def.type) {
      case "string": {
        const text = typeof current === "string" ? current : current === undefined || current === null ? "" : String(current);
        const { min, max } = lengthBounds(def);
        const multiline = TEXTAREA_KEYS.has(ctx.key) || text.length > LONG_TEXT;
        return register<TextNode>({
          ...base,
          kind: "text",
          value: text,
          type: stringFormat(def),
          // A post's Markdown body gets room to write in.
          ...(multiline ? { multiline, rows: ctx.key === "body" ? 24 : Math.min(10, Math.max(3, text.split("\n").length, Math.ceil(text.length / 70))) } : {}),
          ...(!base.optional && (min ?? 0) >= 1 ? { required: true } : {}),
          ...(min && min > 1 ? { minLength: min } : {}),
          ...(max !== undefined && max !== Infinity ? { maxLength: max } : {}),
        });
      }
      case "number": {
        const { int, min, max } = numberBounds(def);
        const text = typeof current === "number" || typeof current === "string" ? String(current) : "";
        return register<NumberNode>({
          ...base,
          kind: "number",
          value: text,
          step: int ? "1" : "any",
          ...(min !== undefined ? { min } : {}),
          ...(max !== undefined ? { max } : {}),
          ...(!base.optional && !u.hasDefault ? { required: true } : {}),
        });
      }
      case "boolean":
        return register<CheckboxNode>({ ...base, kind: "checkbox", checked: current === true });
      default:
        return register<JsonNode>({ ...base, kind: "json", value: current === undefined ? "" : JSON.stringify(current, null, 2) });
    }
  }

  function describeList(def: Def, element: Schema, items: unknown[], ctx: Ctx, base: NodeBase): ListNode {
    const { min = 0, max = Infinity } = lengthBounds(def);
    const itemLabel = itemLabelOf(ctx);
    const nodesOfItems = items.map((item, i) => {
      const ref = `${lower(itemLabel)} ${i + 1}${of(ctx.ref, "of")}`;
      const node = describe(element, item, { path: child(ctx.path, i), key: ctx.key, label: `${itemLabel} ${i + 1}${titleOf(item)}`, ref });
      const controls: FormButton[] = [];
      if (i > 0) controls.push({ intent: `up:${node.name}`, label: `Move ${ref} up`, text: "Up" });
      if (i < items.length - 1) controls.push({ intent: `down:${node.name}`, label: `Move ${ref} down`, text: "Down" });
      if (items.length > min) controls.push({ intent: `remove:${node.name}`, label: `Remove ${ref}`, text: "Remove" });
      node.controls = [...controls, ...(node.controls ?? [])];
      return node;
    });
    const addText = `Add ${lower(itemLabel)}`;
    const add = items.length < max ? { intent: `add:${ctx.path}`, label: `${addText}${of(ctx.ref, "to")}`, text: addText } : undefined;
    return register<ListNode>({ ...base, kind: "list", items: nodesOfItems, ...(add ? { add } : {}) });
  }

  function describeUnion(def: Def, current: unknown, ctx: Ctx, base: NodeBase): GroupNode {
    const key = def.discriminator!;
    const variants = variantsOf(def);
    const obj = isRecord(current) ? current : {};
    const chosen = variants.find((v) => v.value === String(obj[key])) ?? variants[0]!;
    const discPath = child(ctx.path, key);
    const text = `Change ${lower(ctx.label)} ${lower(labelOf(discPath, key))}`;
    const select = register<SelectNode>({
      name: discPath,
      label: labelOf(discPath, key),
      kind: "select",
      value: chosen.value,
      options: variants.map((v) => ({ value: v.value })),
      switch: { intent: `switch:${ctx.path}`, label: `${text}${of(ctx.ref, "for")}`, text },
    });
    const children = Object.entries(chosen.shape)
      .filter(([k]) => k !== key)
      .map(([k, s]) => {
        const path = child(ctx.path, k);
        return describe(s, obj[k], { path, key: k, label: labelOf(path, k), ref: ctx.ref });
      });
    return register<GroupNode>({ ...base, kind: "group", children: [select, ...children] });
  }

  function describeImage(current: unknown, ctx: Ctx, base: NodeBase): GroupNode {
    const img = isRecord(current) ? current : {};
    const src = typeof img.src === "string" ? img.src : "";
    const picked = media.find((m) => m.src === src);
    const size = (k: "width" | "height") => (picked ? String(picked[k]) : typeof img[k] === "number" ? String(img[k]) : "");
    const options: SelectNode["options"] = media.map((m) => ({ value: m.src, label: m.label }));
    if (!picked) options.unshift({ value: src, label: src ? `${src} (current)` : "No image chosen" });
    const srcPath = child(ctx.path, "src");
    const altPath = child(ctx.path, "alt");
    const children: FormNode[] = [
      register<SelectNode>({ name: srcPath, label: override(srcPath) ?? "Image file", kind: "select", value: src, options }),
      register<TextNode>({
        name: altPath,
        label: override(altPath) ?? "Alt text",
        kind: "text",
        type: "text",
        value: typeof img.alt === "string" ? img.alt : "",
        hint: "What the image shows; leave empty for a decorative image.",
      }),
      { kind: "hidden", name: child(ctx.path, "width"), label: "Width", value: size("width") },
      { kind: "hidden", name: child(ctx.path, "height"), label: "Height", value: size("height") },
    ];
    // Only a site path is shown (a posted value is not trusted as an address).
    const preview = /^\/(?!\/)/.test(src) ? { src, width: Number(size("width")) || 0, height: Number(size("height")) || 0 } : undefined;
    return register<GroupNode>({ ...base, kind: "group", children, ...(preview ? { preview } : {}) });
  }

  const root = describe(schema, value, { path: "", key: "", label: options.label ?? "", ref: "" });

  // Errors whose field is not on the form (a hidden width, a variant not shown) go to the nearest node that is.
  for (const [path, messages] of Object.entries(errors)) {
    if (nodes.has(path) || !messages.length) continue;
    const segments = parsePath(path) ?? [];
    let owner: FormNode | undefined;
    for (let n = segments.length - 1; n >= 0 && !owner; n--) owner = nodes.get(formatPath(segments.slice(0, n)));
    owner ??= root;
    const last = segments.at(-1);
    const prefix = typeof last === "string" ? `${labelOf(path, last)}: ` : "";
    owner.errors = [...(owner.errors ?? []), ...messages.map((m) => prefix + m)];
  }
  return root;
}

/** A list item's name in its legend: "Plan 2: Growth". */
function titleOf(item: unknown): string {
  if (!isRecord(item)) return "";
  const title = ["name", "title", "label", "id"].map((k) => item[k]).find((v) => typeof v === "string" && v.trim());
  return typeof title === "string" && title.length <= 40 ? `: ${title.trim()}` : "";
}

// ————— parseForm —————

/** What `parseForm` reads: a FormData, or URLSearchParams. */
export type FormDataLike = { getAll(name: string): unknown[]; keys(): Iterable<string> };

const ABSENT = Symbol("absent");

/**
 * Rebuilds the nested value the form posted: numbers and booleans coerced per schema,
 * an unticked checkbox false, empty optional fields left out, image sizes re-derived
 * from the chosen media. With an intent the value comes back already changed (an item
 * added, removed or moved, a variant switched): re-render it and save nothing.
 */
export function parseForm(
  schema: Schema,
  formData: FormDataLike,
  options: Pick<FormOptions, "media"> = {},
): { value: unknown; intent?: FormIntent } {
  const names = [...formData.keys()];
  const media = options.media ?? [];
  const first = (name: string) => {
    const v = formData.getAll(name).find((x) => typeof x === "string");
    return typeof v === "string" ? v.replace(/\r\n?/g, "\n") : undefined;
  };
  const hasUnder = (path: string) => names.some((n) => n.startsWith(`${path}.`) || n.startsWith(`${path}[`) || n === path);

  function read(schema: Schema, path: string): unknown {
    const u = unwrap(schema);
    const { def } = u;
    const empty = u.nullable && !u.hasDefault ? null : ABSENT;
    const mayBeMissing = u.optional || u.hasDefault || u.nullable;

    if (def.type === "object" || def.type === "array" || def.type === "tuple" || isDiscriminatedUnion(def)) {
      if (mayBeMissing && !hasUnder(path)) return empty;
    }
    if (def.type === "object") {
      const obj: Record<string, unknown> = {};
      for (const [key, s] of Object.entries(def.shape ?? {})) {
        const v = read(s, child(path, key));
        if (v !== ABSENT) obj[key] = v;
      }
      const picked = isImage(def) ? media.find((m) => m.src === obj.src) : undefined;
      return picked ? { ...obj, width: picked.width, height: picked.height } : obj;
    }
    if (def.type === "array" && def.element) {
      let count = 0;
      const prefix = `${path}[`;
      for (const n of names) {
        if (!n.startsWith(prefix)) continue;
        const index = /^\d+(?=\])/.exec(n.slice(prefix.length));
        if (index) count = Math.max(count, Number(index[0]) + 1);
      }
      return Array.from({ length: Math.min(count, 1000) }, (_, i) => read(def.element!, child(path, i))).map((v) => (v === ABSENT ? undefined : v));
    }
    if (def.type === "tuple") return (def.items ?? []).map((s, i) => read(s, child(path, i))).map((v) => (v === ABSENT ? undefined : v));
    if (isDiscriminatedUnion(def)) {
      const key = def.discriminator!;
      const wanted = first(child(path, key));
      const variants = variantsOf(def);
      const variant = variants.find((v) => v.value === wanted) ?? variants[0]!;
      const obj = read(variant.schema, path) as Record<string, unknown>;
      // The discriminator as the schema spells it (a number literal stays a number).
      const literal = choicesOf(unwrap(variant.shape[key]!).def)?.find((c) => String(c) === wanted);
      return { ...obj, [key]: literal ?? wanted };
    }
    if (def.type === "boolean") return formData.getAll(path).some((v) => v === "on" || v === "true");

    const raw = first(path);
    const blank = raw === undefined || raw === "";
    const choices = choicesOf(def);
    if (choices) {
      if (blank && mayBeMissing) return empty;
      return choices.find((c) => String(c) === raw) ?? raw;
    }
    switch (def.type) {
      case "string":
        if (blank && mayBeMissing) return empty;
        return raw ?? "";
      case "number": {
        if (blank) return mayBeMissing ? empty : undefined;
        const n = Number(raw!.trim());
        return Number.isFinite(n) ? n : raw;
      }
      default: {
        if (blank) return mayBeMissing ? empty : undefined;
        try {
          return JSON.parse(raw!);
        } catch {
          return raw;
        }
      }
    }
  }

  const parsed = read(schema, "");
  const value = parsed === ABSENT ? undefined : parsed;
  const intent = parseIntent(first(INTENT));
  if (!intent) return { value };
  return { value: applyIntent(schema, value, intent, media), intent };
}

function parseIntent(raw: string | undefined): FormIntent | undefined {
  const m = raw ? /^(add|remove|up|down|switch):(.+)$/.exec(raw) : null;
  if (!m || !parsePath(m[2]!)) return undefined;
  return { kind: m[1] as FormIntent["kind"], path: m[2]! };
}

// ————— Intents —————

/** A new, empty value of a schema: what "Add …" puts in (lists get their minimum number of items). */
export function emptyValue(schema: Schema, media: MediaOption[] = []): unknown {
  const u = unwrap(schema);
  const { def } = u;
  if (u.hasDefault) return structuredClone(u.defaultValue);
  if (def.type === "object" && isImage(def)) {
    const m = media[0];
    return m ? { src: m.src, width: m.width, height: m.height, alt: m.alt } : { src: "", alt: "" };
  }
  if (def.type === "object") {
    const obj: Record<string, unknown> = {};
    for (const [key, s] of Object.entries(def.shape ?? {})) {
      if (unwrap(s).optional) continue;
      const v = emptyValue(s, media);
      if (v !== undefined) obj[key] = v;
    }
    return obj;
  }
  if (def.type === "array" && def.element) return Array.from({ length: lengthBounds(def).min ?? 0 }, () => emptyValue(def.element!, media));
  if (def.type === "tuple") return (def.items ?? []).map((s) => emptyValue(s, media));
  if (isDiscriminatedUnion(def)) return emptyValue(variantsOf(def)[0]!.schema, media);
  const choices = choicesOf(def);
  if (choices) return choices[0];
  if (u.nullable) return null;
  if (def.type === "string") return "";
  if (def.type === "boolean") return false;
  return undefined;
}

/** The schema at a path of a value (a union's variant chosen by the value's discriminator). */
function schemaAt(schema: Schema, value: unknown, segments: (string | number)[]): Schema | undefined {
  let s: Schema | undefined = schema;
  let v = value;
  for (const seg of segments) {
    const { def }: Unwrapped = unwrap(s);
    if (typeof seg === "number") s = def.type === "array" ? def.element : def.type === "tuple" ? def.items?.[seg] : undefined;
    else if (def.type === "object") s = Object.hasOwn(def.shape ?? {}, seg) ? def.shape![seg] : undefined;
    else if (isDiscriminatedUnion(def)) {
      const variants = variantsOf(def);
      const variant = variants.find((x) => isRecord(v) && x.value === String(v[def.discriminator!])) ?? variants[0]!;
      s = Object.hasOwn(variant.shape, seg) ? variant.shape[seg] : undefined;
    } else s = undefined;
    if (!s) return undefined;
    v = isRecord(v) || Array.isArray(v) ? (v as Record<string | number, unknown>)[seg] : undefined;
  }
  return s;
}

function getIn(value: unknown, segments: (string | number)[]): unknown {
  return segments.reduce<unknown>((v, seg) => (isRecord(v) || Array.isArray(v) ? (v as Record<string | number, unknown>)[seg] : undefined), value);
}

/** Sets (or with `undefined` deletes) the value at a path, making the containers on the way. */
function setIn(value: unknown, segments: (string | number)[], next: unknown): unknown {
  if (!segments.length) return next;
  const [seg, ...rest] = segments as [string | number, ...(string | number)[]];
  const container = (Array.isArray(value) ? [...value] : isRecord(value) ? { ...value } : typeof seg === "number" ? [] : {}) as Record<
    string | number,
    unknown
  >;
  const inner = setIn(container[seg], rest, next);
  if (inner === undefined && !rest.length && !Array.isArray(container)) delete container[seg];
  else container[seg] = inner;
  return container;
}

/** The value with an intent applied; an intent that does not fit the schema changes nothing. */
export function applyIntent(schema: Schema, value: unknown, intent: FormIntent, media: MediaOption[] = []): unknown {
  const segments = parsePath(intent.path);
  if (!segments) return value;
  const target = schemaAt(schema, value, segments);
  if (!target) return value;
  const u = unwrap(target);
  const current = getIn(value, segments);
  const last = segments.at(-1);
  const parentPath = segments.slice(0, -1);
  const parent = getIn(value, parentPath);
  const inList = typeof last === "number" && Array.isArray(parent) && unwrap(schemaAt(schema, value, parentPath)!).def.type === "array";

  switch (intent.kind) {
    case "add":
      if (u.def.type === "array" && u.def.element) {
        const list = Array.isArray(current) ? current : [];
        if (list.length >= (lengthBounds(u.def).max ?? Infinity)) return value;
        return setIn(value, segments, [...list, emptyValue(u.def.element, media)]);
      }
      if (u.optional && current === undefined) return setIn(value, segments, emptyValue(target, media));
      return value;
    case "remove":
      if (inList) return setIn(value, parentPath, parent.filter((_, i) => i !== last));
      return u.optional || u.nullable ? setIn(value, segments, u.optional ? undefined : null) : value;
    case "up":
    case "down": {
      if (!inList) return value;
      const other = intent.kind === "up" ? last - 1 : last + 1;
      if (other < 0 || other >= parent.length) return value;
      const list = [...parent];
      [list[last], list[other]] = [list[other], list[last]];
      return setIn(value, parentPath, list);
    }
    case "switch": {
      if (!isDiscriminatedUnion(u.def) || !isRecord(current)) return value;
      const key = u.def.discriminator!;
      const variants = variantsOf(u.def);
      const variant = variants.find((v) => v.value === String(current[key])) ?? variants[0]!;
      const fresh = emptyValue(variant.schema, media) as Record<string, unknown>;
      for (const k of Object.keys(variant.shape)) if (k !== key && current[k] !== undefined) fresh[k] = current[k];
      return setIn(value, segments, { ...fresh, [key]: current[key] });
    }
  }
}

// ————— Errors —————

/** zod's stock wording, said the way an editor reads it; the schemas' own messages stay. */
function friendly(issue: z.core.$ZodIssue): string {
  const m = issue.message;
  if (issue.code === "invalid_type" && /received undefined$/.test(m)) return "Required.";
  if (issue.code === "too_small" && m.startsWith("Too small:")) {
    if (issue.origin === "string" && Number(issue.minimum) === 1) return "Required.";
    if (issue.origin === "string") return `At least ${issue.minimum} characters.`;
    if (issue.origin === "number") return `Must be ${issue.inclusive ? "at least" : "more than"} ${issue.minimum}.`;
    if (issue.origin === "array") return `At least ${issue.minimum} ${Number(issue.minimum) === 1 ? "item" : "items"}.`;
  }
  if (issue.code === "too_big" && m.startsWith("Too big:")) {
    if (issue.origin === "string") return `At most ${issue.maximum} characters.`;
    if (issue.origin === "number") return `Must be ${issue.inclusive ? "at most" : "less than"} ${issue.maximum}.`;
    if (issue.origin === "array") return `At most ${issue.maximum} ${Number(issue.maximum) === 1 ? "item" : "items"}.`;
  }
  if (issue.code === "invalid_format" && m.startsWith("Invalid") && issue.format === "url") return "Enter a full address (https://…).";
  if (issue.code === "invalid_format" && m.startsWith("Invalid") && issue.format === "email") return "Enter an email address.";
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
