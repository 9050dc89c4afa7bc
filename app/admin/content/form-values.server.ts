import type { z } from "zod";
import { slugify } from "#shared/lib/slugify";
import { indiaDateTimeValue, parseIndiaDateTime } from "../time.server";
import { child, isRecord, parsePath, storedInstantName } from "./form-paths";
import { type Spec, specOf } from "./schema-spec.server";

/**
 * The values of a record form: `parseForm` rebuilds the nested value a plain POST carries
 * (by the same walk of the schema's JSON Schema as the form's description), and the
 * intents (add, remove, move, switch) change it without saving.
 */

/** An image of the media library the picker offers. */
export type MediaOption = {
  src: string;
  width: number;
  height: number;
  alt: string;
  label: string;
};

export type FormIntent = {
  kind: "add" | "remove" | "up" | "down" | "switch";
  path: string;
};

/** The name of the intent buttons. */
export const INTENT = "__intent";

type SchemaLike = z.core.$ZodType | Spec;
const isSpec = (s: SchemaLike): s is Spec => "hasDefault" in s && "nullable" in s;
export const toSpec = (s: SchemaLike): Spec => (isSpec(s) ? s : specOf(s));

const IMAGE_KEYS = ["alt", "decorative", "height", "src", "width"].join();
export const isImage = (spec: Spec) =>
  spec.def.type === "object" &&
  Object.keys(spec.def.shape ?? {})
    .sort()
    .join() === IMAGE_KEYS;
export const isUnion = (spec: Spec) => spec.def.type === "union" && Boolean(spec.def.variants?.length);

// ————— parseForm —————

/** What `parseForm` reads: a FormData, or URLSearchParams. */
export type FormDataLike = {
  getAll(name: string): unknown[];
  keys(): Iterable<string>;
};

const ABSENT = Symbol("absent");

/**
 * Rebuilds the nested value the form posted: numbers and booleans coerced per schema,
 * an unticked checkbox false, empty optional fields left out, image sizes re-derived
 * from the chosen media. With an intent the value comes back already changed (an item
 * added, removed or moved, a variant switched): re-render it and save nothing.
 */
export function parseForm(
  schema: SchemaLike,
  formData: FormDataLike,
  options: { media?: MediaOption[] } = {},
): { value: unknown; intent?: FormIntent } {
  const root = toSpec(schema);
  const names = [...formData.keys()];
  const media = options.media ?? [];
  const first = (name: string) => {
    const v = formData.getAll(name).find((x) => typeof x === "string");
    return typeof v === "string" ? v.replace(/\r\n?/g, "\n") : undefined;
  };
  const hasUnder = (path: string) =>
    names.some((n) => n.startsWith(`${path}.`) || n.startsWith(`${path}[`) || n === path);

  function read(u: Spec, path: string): unknown {
    const { def } = u;
    const empty = u.nullable && !u.hasDefault ? null : ABSENT;
    const mayBeMissing = u.optional || u.hasDefault || u.nullable;

    if (def.type === "object" || def.type === "array" || def.type === "tuple" || isUnion(u)) {
      if (mayBeMissing && !hasUnder(path)) return empty;
    }
    if (def.type === "object") {
      const obj: Record<string, unknown> = {};
      for (const [key, s] of Object.entries(def.shape ?? {})) {
        const v = read(s, child(path, key));
        if (v !== ABSENT) obj[key] = v;
      }
      madeFromOthers(def.shape ?? {}, obj);
      if (!isImage(u)) return obj;
      // "Decorative" is said only when ticked (records without it read the same).
      if (obj.decorative !== true) delete obj.decorative;
      const picked = media.find((m) => m.src === obj.src);
      return picked ? withLibraryWords(obj, picked) : obj;
    }
    if (def.type === "array" && def.element) {
      let count = 0;
      const prefix = `${path}[`;
      for (const n of names) {
        if (!n.startsWith(prefix)) continue;
        const index = /^\d+(?=\])/.exec(n.slice(prefix.length));
        if (index) count = Math.max(count, Number(index[0]) + 1);
      }
      const items = Array.from({ length: Math.min(count, 1000) }, (_, i) => read(def.element!, child(path, i))).map(
        (v) => (v === ABSENT ? undefined : v),
      );
      return withOwnIds(def.element, items, (i, key) => !first(child(child(path, i), key))?.trim());
    }
    if (def.type === "tuple")
      return (def.items ?? []).map((s, i) => read(s, child(path, i))).map((v) => (v === ABSENT ? undefined : v));
    if (isUnion(u)) {
      const key = def.discriminator!;
      const wanted = first(child(path, key));
      const variants = def.variants!;
      const variant = variants.find((v) => v.value === wanted) ?? variants[0]!;
      const obj = read(variant.spec, path) as Record<string, unknown>;
      // The discriminator as the schema spells it (a number literal stays a number).
      return { ...obj, [key]: variant.literal };
    }
    if (def.type === "boolean") return formData.getAll(path).some((v) => v === "on" || v === "true");

    const raw = first(path);
    const blank = raw === undefined || raw === "";
    const choices = def.choices;
    if (choices) {
      if (blank && mayBeMissing) return empty;
      return choices.find((c) => String(c) === raw) ?? raw;
    }
    switch (def.type) {
      case "string":
        if (blank && mayBeMissing) return empty;
        if (def.format === "date-time" || def.form?.widget === "datetime")
          return instantOf(raw, first(storedInstantName(path)));
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

  const parsed = read(root, "");
  const value = parsed === ABSENT ? undefined : parsed;
  const intent = parseIntent(first(INTENT));
  if (!intent) return { value };
  return { value: applyIntent(root, value, intent, media), intent };
}

/**
 * A library image as the form chose it: its size from the library, and the library's
 * description as its alt text when the field was left empty (what picking it fills in
 * with scripts; a decorative image needs none). Words written for this use are kept.
 */
function withLibraryWords(image: Record<string, unknown>, picked: MediaOption): Record<string, unknown> {
  const described = image.decorative === true || (typeof image.alt === "string" && image.alt.trim() !== "");
  return { ...image, width: picked.width, height: picked.height, ...(described ? {} : { alt: picked.alt }) };
}

/** A date and time typed in India time as the stored instant (unchanged: the one stored, with its seconds). */
function instantOf(typed: string | undefined, stored: string | undefined): string {
  if (!typed) return "";
  if (stored && !Number.isNaN(Date.parse(stored)) && indiaDateTimeValue(stored) === typed) return stored;
  // Anything else is left as typed, for the schema to name.
  return parseIndiaDateTime(typed)?.toISOString() ?? typed;
}

/** Fields made from another (a plan's id from its name) and left empty: made now. */
function madeFromOthers(shape: Record<string, Spec>, obj: Record<string, unknown>) {
  for (const [key, s] of Object.entries(shape)) {
    const from = s.def.form?.madeFrom;
    if (from && !String(obj[key] ?? "").trim() && typeof obj[from] === "string") obj[key] = slugify(obj[from]);
  }
}

/**
 * A list's items with the ids made from their titles told apart: an id made just now that
 * another item already has gets "-2", "-3"… (ids kept from before never change).
 */
function withOwnIds(element: Spec, items: unknown[], madeNow: (index: number, key: string) => boolean): unknown[] {
  const keys = Object.entries(element.def.shape ?? {})
    .filter(([, s]) => s.def.form?.madeFrom)
    .map(([key]) => key);
  for (const key of keys) {
    const kept = new Set(items.map((item, i) => (isRecord(item) && !madeNow(i, key) ? item[key] : undefined)));
    const taken = new Set<unknown>(kept);
    items.forEach((item, i) => {
      if (!isRecord(item) || !madeNow(i, key) || typeof item[key] !== "string" || !item[key]) return;
      const base = item[key];
      let id = base;
      for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
      taken.add(id);
      item[key] = id;
    });
  }
  return items;
}

function parseIntent(raw: string | undefined): FormIntent | undefined {
  const m = raw ? /^(add|remove|up|down|switch):(.+)$/.exec(raw) : null;
  if (!m || !parsePath(m[2]!)) return undefined;
  return { kind: m[1] as FormIntent["kind"], path: m[2]! };
}

// ————— Intents —————

/** A new, empty value of a schema: what "Add …" puts in (lists get their minimum number of items). */
export function emptyValue(schema: SchemaLike): unknown {
  const u = toSpec(schema);
  const { def } = u;
  if (u.hasDefault) return structuredClone(u.defaultValue);
  // No image is chosen for the editor (the first of the library would be someone else's picture).
  if (isImage(u)) return { src: "", alt: "" };
  if (def.type === "object") {
    const obj: Record<string, unknown> = {};
    for (const [key, s] of Object.entries(def.shape ?? {})) {
      if (s.optional) continue;
      const v = emptyValue(s);
      if (v !== undefined) obj[key] = v;
    }
    return obj;
  }
  if (def.type === "array" && def.element) return Array.from({ length: def.min ?? 0 }, () => emptyValue(def.element!));
  if (def.type === "tuple") return (def.items ?? []).map((s) => emptyValue(s));
  if (isUnion(u))
    return {
      ...(emptyValue(def.variants![0]!.spec) as object),
      [def.discriminator!]: def.variants![0]!.literal,
    };
  if (def.choices) return def.choices[0];
  if (u.nullable) return null;
  if (def.type === "string") return "";
  if (def.type === "boolean") return false;
  return undefined;
}

/** The schema at a path of a value (a union's variant chosen by the value's discriminator). */
function schemaAt(schema: Spec, value: unknown, segments: (string | number)[]): Spec | undefined {
  let s: Spec | undefined = schema;
  let v = value;
  for (const seg of segments) {
    const def: Spec["def"] = s.def;
    if (typeof seg === "number")
      s = def.type === "array" ? def.element : def.type === "tuple" ? def.items?.[seg] : undefined;
    else if (def.type === "object") s = Object.hasOwn(def.shape ?? {}, seg) ? def.shape![seg] : undefined;
    else if (isUnion(s)) {
      const variants = def.variants!;
      const variant = variants.find((x) => isRecord(v) && x.value === String(v[def.discriminator!])) ?? variants[0]!;
      s = Object.hasOwn(variant.shape, seg) ? variant.shape[seg] : undefined;
    } else s = undefined;
    if (!s) return undefined;
    v = isRecord(v) || Array.isArray(v) ? (v as Record<string | number, unknown>)[seg] : undefined;
  }
  return s;
}

function getIn(value: unknown, segments: (string | number)[]): unknown {
  return segments.reduce<unknown>(
    (v, seg) => (isRecord(v) || Array.isArray(v) ? (v as Record<string | number, unknown>)[seg] : undefined),
    value,
  );
}

/** Sets (or with `undefined` deletes) the value at a path, making the containers on the way. */
function setIn(value: unknown, segments: (string | number)[], next: unknown): unknown {
  if (!segments.length) return next;
  const [seg, ...rest] = segments as [string | number, ...(string | number)[]];
  const container = (
    Array.isArray(value) ? [...value] : isRecord(value) ? { ...value } : typeof seg === "number" ? [] : {}
  ) as Record<string | number, unknown>;
  const inner = setIn(container[seg], rest, next);
  if (inner === undefined && !rest.length && !Array.isArray(container)) delete container[seg];
  else container[seg] = inner;
  return container;
}

/**
 * Where the page returns after an intent (the node that takes the focus, opened if folded):
 * the item added, the item moved at its new place, the group switched, else the list or
 * group that changed.
 */
export function focusAfter(intent: FormIntent, value: unknown): string {
  const segments = parsePath(intent.path) ?? [];
  const here = getIn(value, segments);
  if (intent.kind === "add" && Array.isArray(here) && here.length) return `${intent.path}[${here.length - 1}]`;
  if (intent.kind === "switch" || intent.kind === "add") return intent.path;
  const index = segments.at(-1);
  const list = getIn(value, segments.slice(0, -1));
  const parentPath = intent.path.replace(/\[\d+\]$/, "");
  if ((intent.kind === "up" || intent.kind === "down") && typeof index === "number" && Array.isArray(list)) {
    const moved = Math.min(list.length - 1, Math.max(0, index + (intent.kind === "up" ? -1 : 1)));
    return `${parentPath}[${moved}]`;
  }
  return parentPath;
}

/** The value with an intent applied; an intent that does not fit the schema changes nothing. */
export function applyIntent(
  schema: SchemaLike,
  value: unknown,
  intent: FormIntent,
  _media: MediaOption[] = [],
): unknown {
  const root = toSpec(schema);
  const segments = parsePath(intent.path);
  if (!segments) return value;
  const target = schemaAt(root, value, segments);
  if (!target) return value;
  const u = target;
  const current = getIn(value, segments);
  const last = segments.at(-1);
  const parentPath = segments.slice(0, -1);
  const parent = getIn(value, parentPath);
  const listSpec = schemaAt(root, value, parentPath);
  const inList = typeof last === "number" && Array.isArray(parent) && listSpec?.def.type === "array";

  switch (intent.kind) {
    case "add":
      if (u.def.type === "array" && u.def.element) {
        const list = Array.isArray(current) ? current : [];
        if (list.length >= (u.def.max ?? Infinity)) return value;
        return setIn(value, segments, [...list, emptyValue(u.def.element)]);
      }
      if (u.optional && current === undefined) return setIn(value, segments, emptyValue(target));
      return value;
    case "remove":
      // A list keeps its minimum number of items.
      if (inList)
        return parent.length > (listSpec.def.min ?? 0)
          ? setIn(
              value,
              parentPath,
              parent.filter((_, i) => i !== last),
            )
          : value;
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
      if (!isUnion(u) || !isRecord(current)) return value;
      const key = u.def.discriminator!;
      const variants = u.def.variants!;
      const variant = variants.find((v) => v.value === String(current[key])) ?? variants[0]!;
      const fresh = emptyValue(variant.spec) as Record<string, unknown>;
      for (const k of Object.keys(variant.shape)) if (k !== key && current[k] !== undefined) fresh[k] = current[k];
      return setIn(value, segments, { ...fresh, [key]: variant.literal });
    }
  }
}
