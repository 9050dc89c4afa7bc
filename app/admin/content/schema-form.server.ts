import type { z } from "zod";
import { child, fieldId, formatPath, isRecord, parsePath } from "./form-paths";
import { isImage, isUnion, type MediaOption, toSpec } from "./form-values.server";
import { indiaDateTimeValue } from "../time.server";
import { contentCopy } from "./copy";
import type { Spec } from "./schema-spec.server";

const imageWords = contentCopy.images;
const dateWords = contentCopy.dates;

export { fieldErrors } from "./form-errors.server";
export { child, fieldId, formatPath, parsePath } from "./form-paths";
export {
  applyIntent,
  emptyValue,
  focusAfter,
  type FormDataLike,
  type FormIntent,
  INTENT,
  type MediaOption,
  parseForm,
} from "./form-values.server";

/**
 * One generic, schema-driven editing form for the content collections
 * (shared/content/editable.ts). The server walks a record schema's JSON Schema (zod's public
 * `z.toJSONSchema` output, read by ./schema-spec.server.ts; labels and help from the schema's
 * `.meta({ title, description })`) and describes the
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

/** A submit button that changes the form instead of saving it. */
export type FormButton = {
  /** The `__intent` value, e.g. "remove:plans[1]". */
  intent: string;
  /** The accessible name, e.g. "Remove plan 2". */
  label: string;
  /** The visible words, e.g. "Remove" (the accessible name starts with or contains them). */
  text: string;
  /** At a list's limit: drawn, but cannot be pressed. */
  disabled?: boolean;
  /** The field the page returns to after the change (its form path), so a reload without JavaScript lands there. */
  target: string;
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
  /** Help under the label (the schema's description). */
  hint?: string;
  /** Drawn folded under this heading with its siblings that share it ("Advanced"; the schema's form hint). */
  fold?: string;
};

export type TextNode = NodeBase & {
  kind: "text";
  value: string;
  /** datetime-local: a date and time in India time (the value is India wall-clock time, "2026-12-01T09:30"). */
  type: "text" | "email" | "url" | "datetime-local";
  /** A length guide under the field (min and max characters): a bar and "57 / 60 — good". */
  length?: { min: number; max: number };
  /** A date and time's stored instant, posted back so an unchanged one keeps its seconds. */
  was?: string;
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
};
export type NumberNode = NodeBase & {
  kind: "number";
  value: string;
  step: "1" | "any";
  min?: number;
  max?: number;
  required?: boolean;
};
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
  /** As an item of a list: what it holds, in a few words, for the line it folds to ("Up to 5 users · ₹300"). */
  summary?: string;
  /** An image picker's current image, shown as a thumbnail. */
  preview?: { src: string; width: number; height: number };
};
export type ListNode = NodeBase & {
  kind: "list";
  items: FormNode[];
  add?: FormButton;
  /** How many items the list takes, in words: "5 or more", "1 to 3", "exactly 6"; absent when any number will do. */
  limits?: string;
};
/** An optional group that is not there: only its "Add …" button. */
export type AbsentNode = NodeBase & { kind: "absent"; add: FormButton };

export type FormNode =
  | TextNode
  | NumberNode
  | CheckboxNode
  | SelectNode
  | LiteralNode
  | HiddenNode
  | JsonNode
  | GroupNode
  | ListNode
  | AbsentNode;

export type FormOptions = {
  /** The images an image picker offers. */
  media?: MediaOption[];
  /**
   * Label overrides, by path with indexes as "[]" ("plans[].pricing", "social[]" for the
   * items of a list) or by key ("og_url"); otherwise labels are the humanized keys.
   */
  labels?: Record<string, string>;
};

type SchemaLike = z.core.$ZodType | Spec;

// ————— Words —————

const ACRONYMS: Record<string, string> = {
  og: "OG",
  url: "URL",
  id: "ID",
  seo: "SEO",
  gst: "GST",
  cta: "CTA",
  api: "API",
  href: "link",
};

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
    /ies$/i.test(w)
      ? w.slice(0, -3) + "y"
      : /(ss|us|is)$/i.test(w)
        ? w
        : /(ch|sh|x|ss)es$/i.test(w)
          ? w.slice(0, -2)
          : w.replace(/s$/i, ""),
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

// ————— describeForm —————

type Ctx = {
  path: string;
  key: string;
  label: string;
  /** The list item this node belongs to, for button names: "plan 2", "feature 3 of plan 2". */
  ref: string;
};

const of = (ref: string, joiner: string) => (ref ? ` ${joiner} ${ref}` : "");

/** A list's bounds in words: "5 or more", "1 to 3", "exactly 6", "up to 20". */
export function limitsOf(min = 0, max = Infinity): string | undefined {
  if (min === max) return `exactly ${min}`;
  if (max === Infinity) return min > 0 ? `${min} or more` : undefined;
  return min > 0 ? `${min} to ${max}` : `up to ${max}`;
}

/**
 * Describes the form of `schema` filled with `value` (a record, or the raw value of a
 * failed post), with `errors` (from `fieldErrors`) beside their fields.
 */
export function describeForm(
  schema: SchemaLike,
  value: unknown,
  errors: Record<string, string[]> = {},
  options: FormOptions & { label?: string } = {},
): FormNode {
  const nodes = new Map<string, FormNode>();
  /** Hidden fields made from another (an FAQ's id from its question): their errors show on that one. */
  const madeFrom = new Map<string, string>();
  const labels = options.labels ?? {};
  const media = options.media ?? [];
  /** An override by path ("plans[].pricing"), indexes as "[]". */
  const own = (key: string) => (Object.hasOwn(labels, key) ? labels[key] : undefined);
  const override = (path: string) => own(path.replace(/\[\d+\]/g, "[]"));
  const labelOf = (path: string, key: string, spec?: Spec) =>
    override(path) ?? spec?.def.title ?? own(key) ?? humanize(key);
  /** The label of a list's or tuple's items: "Plan" (override "plans[]", or the item schema's title). */
  const itemLabelOf = (ctx: Ctx, item?: Spec) => override(`${ctx.path}[]`) ?? item?.def.title ?? singular(ctx.label);

  function register<N extends FormNode>(node: N): N {
    const errs = errors[node.name];
    if (errs?.length) node.errors = [...errs];
    nodes.set(node.name, node);
    return node;
  }

  function describe(u: Spec, value: unknown, ctx: Ctx): FormNode {
    const { def } = u;
    const base: NodeBase = {
      name: ctx.path,
      label: ctx.label,
      ...(u.optional || u.nullable ? { optional: true } : {}),
      ...(def.description ? { hint: def.description } : {}),
      ...(def.form?.fold ? { fold: def.form.fold } : {}),
    };
    const current = value === undefined && u.hasDefault ? u.defaultValue : value;

    const group = def.type === "object" || isUnion(u);
    if (group && (u.optional || u.nullable) && (current === undefined || current === null)) {
      const add = {
        intent: `add:${ctx.path}`,
        label: `Add ${lower(ctx.label)}${of(ctx.ref, "to")}`,
        text: `Add ${lower(ctx.label)}`,
        target: ctx.path,
      };
      return register<AbsentNode>({ ...base, kind: "absent", add });
    }
    const removable: Partial<NodeBase> =
      (u.optional || u.nullable) && (group || def.type === "array")
        ? {
            controls: [
              {
                intent: `remove:${ctx.path}`,
                label: `Remove ${lower(ctx.label)}${of(ctx.ref, "of")}`,
                text: "Remove",
                target: ctx.path,
              },
            ],
          }
        : {};

    if (isImage(u)) return describeImage(current, ctx, { ...base, ...removable });
    if (def.type === "object") {
      const children = describeFields(def.shape ?? {}, isRecord(current) ? current : {}, ctx);
      return register<GroupNode>({
        ...base,
        ...removable,
        kind: "group",
        children,
      });
    }
    if (def.type === "array" && def.element)
      return describeList(u, def.element, Array.isArray(current) ? current : [], ctx, { ...base, ...removable });
    if (def.type === "tuple") {
      const items = Array.isArray(current) ? current : [];
      const children = (def.items ?? []).map((s, i) => {
        const itemLabel = itemLabelOf(ctx, s);
        const ref = `${lower(itemLabel)} ${i + 1}${of(ctx.ref, "of")}`;
        return describe(s, items[i], {
          path: child(ctx.path, i),
          key: ctx.key,
          label: `${itemLabel} ${i + 1}`,
          ref,
        });
      });
      return register<GroupNode>({ ...base, kind: "group", children });
    }
    if (isUnion(u)) return describeUnion(u, current, ctx, { ...base, ...removable });

    const choices = def.choices;
    if (def.literal && choices?.length === 1 && !base.optional) {
      return register<LiteralNode>({
        ...base,
        kind: "literal",
        value: String(choices[0]),
      });
    }
    if (choices) {
      const words = def.form?.options ?? {};
      const options: SelectNode["options"] = choices.map((c) => ({
        value: String(c),
        ...(Object.hasOwn(words, String(c)) ? { label: words[String(c)] } : {}),
      }));
      if (base.optional) options.unshift({ value: "", label: "Not set" });
      return register<SelectNode>({
        ...base,
        kind: "select",
        value: current === undefined || current === null ? "" : String(current),
        options,
      });
    }
    switch (def.type) {
      case "string": {
        const text =
          typeof current === "string" ? current : current === undefined || current === null ? "" : String(current);
        if (def.format === "date-time" || def.form?.widget === "datetime") {
          // Entered and shown in India time; the stored instant rides along, so an unchanged one keeps its seconds.
          const at = text && !Number.isNaN(Date.parse(text)) ? text : "";
          return register<TextNode>({
            ...base,
            kind: "text",
            type: "datetime-local",
            value: at ? indiaDateTimeValue(at) : text,
            ...(at ? { was: at } : {}),
            hint: [base.hint, dateWords.hint].filter(Boolean).join(" "),
          });
        }
        const { min, max } = def;
        const multiline = TEXTAREA_KEYS.has(ctx.key) || text.length > LONG_TEXT;
        return register<TextNode>({
          ...base,
          kind: "text",
          value: text,
          type: def.format === "email" || def.format === "url" ? def.format : "text",
          // A post's Markdown body gets room to write in.
          ...(multiline
            ? {
                multiline,
                rows:
                  ctx.key === "body"
                    ? 24
                    : Math.min(10, Math.max(3, text.split("\n").length, Math.ceil(text.length / 70))),
              }
            : {}),
          ...(!base.optional && (min ?? 0) >= 1 ? { required: true } : {}),
          ...(min && min > 1 ? { minLength: min } : {}),
          ...(max !== undefined ? { maxLength: max } : {}),
          ...(def.form?.length ? { length: def.form.length } : {}),
        });
      }
      case "number": {
        const text = typeof current === "number" || typeof current === "string" ? String(current) : "";
        return register<NumberNode>({
          ...base,
          kind: "number",
          value: text,
          step: def.int ? "1" : "any",
          ...(def.min !== undefined ? { min: def.min } : {}),
          ...(def.max !== undefined ? { max: def.max } : {}),
          ...(!base.optional && !u.hasDefault ? { required: true } : {}),
        });
      }
      case "boolean":
        return register<CheckboxNode>({
          ...base,
          kind: "checkbox",
          checked: current === true,
        });
      default:
        return register<JsonNode>({
          ...base,
          kind: "json",
          value: current === undefined ? "" : JSON.stringify(current, null, 2),
        });
    }
  }

  /**
   * The fields of an object (or of a union's variant, without its discriminator), in the
   * order the form hints ask: a field made from another is a hidden input; one derived from
   * another's value (a WhatsApp link) is shown, not edited.
   */
  function describeFields(shape: Record<string, Spec>, obj: Record<string, unknown>, ctx: Ctx, skip?: string) {
    const fields = Object.entries(shape).filter(([key]) => key !== skip);
    const position = (s: Spec) => s.def.form?.order ?? Infinity;
    const ordered = fields.map((f, i) => ({ f, i })).sort((a, b) => position(a.f[1]) - position(b.f[1]) || a.i - b.i);
    return ordered.map(({ f: [key, s] }): FormNode => {
      const path = child(ctx.path, key);
      const hints = s.def.form;
      const label = labelOf(path, key, s);
      if (hints?.madeFrom) {
        madeFrom.set(path, child(ctx.path, hints.madeFrom));
        return { kind: "hidden", name: path, label, value: textOf(obj[key]) };
      }
      const derived = hints?.derivedWhen;
      if (derived && String(obj[derived.field]) === derived.equals)
        return register<LiteralNode>({
          kind: "literal",
          name: path,
          label,
          value: textOf(obj[key]),
          hint: derived.note,
        });
      return describe(s, obj[key], { path, key, label, ref: ctx.ref });
    });
  }

  function describeList(list: Spec, element: Spec, items: unknown[], ctx: Ctx, base: NodeBase): ListNode {
    const { min = 0, max = Infinity } = list.def;
    const itemLabel = itemLabelOf(ctx, element);
    const nodesOfItems = items.map((item, i) => {
      const ref = `${lower(itemLabel)} ${i + 1}${of(ctx.ref, "of")}`;
      const node = describe(element, item, {
        path: child(ctx.path, i),
        key: ctx.key,
        label: `${itemLabel} ${i + 1}${titleOf(item)}`,
        ref,
      });
      // Every item has all three buttons, disabled where they cannot act, so they stay in the same place.
      const controls: FormButton[] = [
        // A moved item is where the page returns (opened), at its new place.
        {
          intent: `up:${node.name}`,
          label: `Move ${ref} up`,
          text: "Up",
          target: child(ctx.path, Math.max(0, i - 1)),
          ...(i === 0 ? { disabled: true } : {}),
        },
        {
          intent: `down:${node.name}`,
          label: `Move ${ref} down`,
          text: "Down",
          target: child(ctx.path, Math.min(items.length - 1, i + 1)),
          ...(i === items.length - 1 ? { disabled: true } : {}),
        },
        {
          intent: `remove:${node.name}`,
          label: `Remove ${ref}`,
          text: "Remove",
          target: ctx.path,
          ...(items.length <= min ? { disabled: true } : {}),
        },
      ];
      node.controls = [...controls, ...(node.controls ?? [])];
      if (node.kind === "group") node.summary = isImage(element) ? imageSummary(node) : summaryOf(node);
      return node;
    });
    const addText = `Add ${lower(itemLabel)}`;
    // The page returns to the item added (opened).
    const add: FormButton = {
      intent: `add:${ctx.path}`,
      label: `${addText}${of(ctx.ref, "to")}`,
      text: addText,
      target: items.length < max ? child(ctx.path, items.length) : ctx.path,
      ...(items.length >= max ? { disabled: true } : {}),
    };
    const limits = limitsOf(min, max);
    return register<ListNode>({
      ...base,
      kind: "list",
      items: nodesOfItems,
      add,
      ...(limits ? { limits } : {}),
    });
  }

  function describeUnion(u: Spec, current: unknown, ctx: Ctx, base: NodeBase): GroupNode {
    const key = u.def.discriminator!;
    const variants = u.def.variants!;
    const obj = isRecord(current) ? current : {};
    const chosen = variants.find((v) => v.value === String(obj[key])) ?? variants[0]!;
    const discPath = child(ctx.path, key);
    const discLabel = labelOf(discPath, key, chosen.shape[key]);
    const text = `Change ${lower(ctx.label)} ${lower(discLabel)}`;
    const select = register<SelectNode>({
      name: discPath,
      label: discLabel,
      kind: "select",
      value: chosen.value,
      options: variants.map((v) => ({ value: v.value })),
      switch: {
        intent: `switch:${ctx.path}`,
        label: `${text}${of(ctx.ref, "for")}`,
        text,
        target: ctx.path,
      },
    });
    const children = describeFields(chosen.shape, obj, ctx, key);
    return register<GroupNode>({
      ...base,
      kind: "group",
      children: [select, ...children],
    });
  }

  function describeImage(current: unknown, ctx: Ctx, base: NodeBase): GroupNode {
    const img = isRecord(current) ? current : {};
    const src = typeof img.src === "string" ? img.src : "";
    const picked = media.find((m) => m.src === src);
    const size = (k: "width" | "height") =>
      picked ? String(picked[k]) : typeof img[k] === "number" ? String(img[k]) : "";
    const options: SelectNode["options"] = media.map((m) => ({
      value: m.src,
      label: m.label,
    }));
    if (!picked)
      options.unshift({
        value: src,
        label: src ? `${src} (current)` : "No image chosen",
      });
    const srcPath = child(ctx.path, "src");
    const altPath = child(ctx.path, "alt");
    const decorativePath = child(ctx.path, "decorative");
    const children: FormNode[] = [
      register<SelectNode>({
        name: srcPath,
        label: override(srcPath) ?? "Image file",
        kind: "select",
        value: src,
        options,
      }),
      register<TextNode>({
        name: altPath,
        label: override(altPath) ?? "Alt text",
        kind: "text",
        type: "text",
        value: typeof img.alt === "string" ? img.alt : "",
        hint: imageWords.altHint,
      }),
      register<CheckboxNode>({
        name: decorativePath,
        label: imageWords.decorative,
        kind: "checkbox",
        checked: img.decorative === true,
        hint: imageWords.decorativeHint,
      }),
      {
        kind: "hidden",
        name: child(ctx.path, "width"),
        label: "Width",
        value: size("width"),
      },
      {
        kind: "hidden",
        name: child(ctx.path, "height"),
        label: "Height",
        value: size("height"),
      },
    ];
    // Only a site path is shown (a posted value is not trusted as an address).
    const preview = /^\/(?!\/)/.test(src)
      ? {
          src,
          width: Number(size("width")) || 0,
          height: Number(size("height")) || 0,
        }
      : undefined;
    return register<GroupNode>({
      ...base,
      kind: "group",
      children,
      ...(preview ? { preview } : {}),
    });
  }

  const root = describe(toSpec(schema), value, {
    path: "",
    key: "",
    label: options.label ?? "",
    ref: "",
  });

  // Errors whose field is not on the form (a hidden width, a variant not shown) go to the nearest node that is.
  for (const [path, messages] of Object.entries(errors)) {
    if (nodes.has(path) || !messages.length) continue;
    const segments = parsePath(path) ?? [];
    const source = madeFrom.get(path);
    let owner: FormNode | undefined = source === undefined ? undefined : nodes.get(source);
    for (let n = segments.length - 1; n >= 0 && !owner; n--) owner = nodes.get(formatPath(segments.slice(0, n)));
    owner ??= root;
    // The messages are written for their field; one said already inside the owner (an image's file, for its
    // hidden width and height) or twice (width and height) is shown once.
    const said = new Set(messagesUnder(owner));
    const fresh = messages.filter((m) => !said.has(m));
    if (fresh.length) owner.errors = [...new Set([...(owner.errors ?? []), ...fresh])];
  }
  return root;
}

/** Every message on a node and the nodes inside it. */
function messagesUnder(node: FormNode): string[] {
  const kids = node.kind === "group" ? node.children : node.kind === "list" ? node.items : [];
  return [...(node.errors ?? []), ...kids.flatMap(messagesUnder)];
}

const textOf = (v: unknown) => (v === undefined || v === null ? "" : String(v));

/** An image item's folded line: its alt text (or that none is chosen). */
function imageSummary(item: GroupNode): string {
  const alt = item.children.find((c) => c.kind === "text" && c.name.endsWith(".alt"));
  const src = item.children.find((c) => c.kind === "select" && c.name.endsWith(".src"));
  if (alt?.kind === "text" && alt.value.trim()) return alt.value.trim();
  return src?.kind === "select" && src.value ? src.value : contentCopy.form.noImage;
}

/** How many words of an item's values its folded line shows. */
const SUMMARY_PARTS = 3;
const SUMMARY_PART_MAX = 40;

/**
 * What a list item holds, in a few words, for the one line it folds to: its first few texts
 * and numbers (a price as ₹), and how many items its lists have.
 */
function summaryOf(item: GroupNode): string {
  const title = item.label.replace(/^[^:]*:\s*/, "");
  const parts: string[] = [];
  const walk = (node: FormNode) => {
    if (parts.length >= SUMMARY_PARTS) return;
    if ((node.kind === "text" || node.kind === "literal") && node.value.trim() && node.value.trim() !== title)
      parts.push(node.value.trim());
    else if (node.kind === "number" && node.value) {
      const n = Number(node.value);
      parts.push(node.label.includes("₹") && Number.isFinite(n) ? `₹${n.toLocaleString("en-IN")}` : node.value);
    } else if (node.kind === "list") parts.push(`${node.items.length} ${lower(node.label)}`);
    else if (node.kind === "group") node.children.forEach(walk);
  };
  item.children.forEach(walk);
  return parts
    .map((p) => (p.length > SUMMARY_PART_MAX ? `${p.slice(0, SUMMARY_PART_MAX - 1).trimEnd()}…` : p))
    .join(" · ");
}

/** A list item's name in its legend: "Plan 2: Growth". */
function titleOf(item: unknown): string {
  if (!isRecord(item)) return "";
  const title = ["name", "title", "label", "id"].map((k) => item[k]).find((v) => typeof v === "string" && v.trim());
  return typeof title === "string" && title.length <= 40 ? `: ${title.trim()}` : "";
}

/** One entry of the error summary: the field's id on the page, where it is ("Project page › Slider image 2"), and its messages. */
export type ErrorEntry = { id: string; label: string; messages: string[] };

/** The fields with errors, in the order of the form, for the summary at its top (links to each field). */
export function errorEntries(root: FormNode, prefix = "field"): ErrorEntry[] {
  const out: ErrorEntry[] = [];
  const walk = (node: FormNode, trail: string[]) => {
    const here = node.name === "" ? trail : [...trail, node.label];
    if (node.errors?.length)
      out.push({
        id: node.name === "" ? "" : fieldId(node.name, prefix),
        label: here.join(" › "),
        messages: node.errors,
      });
    const kids = node.kind === "group" ? node.children : node.kind === "list" ? node.items : [];
    for (const k of kids) walk(k, here);
  };
  walk(root, []);
  return out;
}
