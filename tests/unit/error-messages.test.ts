import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { fieldErrors } from "#app/admin/content/schema-form.server";
import { child } from "#app/admin/content/form-paths";
import { type Spec, specOf } from "#app/admin/content/schema-spec.server";
import { checkImport } from "#server/content/transfer";
import { COLLECTIONS, type CollectionName, shippedRecords } from "#shared/content/editable";
import { faqSchema } from "#shared/content/schemas/faqs";
import { seoRecord } from "../support/content-samples";

/**
 * Every message an editor can see from a record's validation is written for that field,
 * in the catalogue docs/error-messages.md, and free of validator wording. Each field of
 * every collection is set to empty and wrong values (missing, blank, too long, not a
 * number, out of range, a list too short or too long) and every message is checked.
 * `PRINT_MESSAGES=1` prints the messages found, to update the catalogue.
 */

/** zod's stock wording: never shown to an editor. */
const VALIDATOR_WORDING = [
  /\bexpected\b/i,
  /too small/i,
  /too big/i,
  /[<>]=?\s*\d/,
  /must match pattern/i,
  /received (undefined|string|number|null|object)/i,
  /invalid input/i,
  /invalid string/i,
  /invalid (email|url|enum|option|type|literal|discriminator)/i,
  /^Invalid\b/,
  /\bregex\b/i,
  /\/\^/,
  /URL-safe slug/i,
  /^must\b/,
];

/**
 * Fields whose schema another helper is reworking (the company's e-mails and phones, as
 * lists that can be added to; the social links' number): skipped until that lands,
 * then this list is emptied.
 */
const PENDING = new Set<string>();

const catalogue = readFileSync(new URL("../../docs/error-messages.md", import.meta.url), "utf8");
const catalogued = new Set([...catalogue.matchAll(/^- (.+)$/gm)].map((m) => m[1]!.trim().replace(/^`|`$/g, "")));

const FAQ_PLACE = { page: "/services/web_development", visible: true, order: 10 };

const faqSample = {
  id: "how-long",
  page: "/services/mobile-app-development",
  question: "How long does it take?",
  answer: "Six to ten weeks.",
};

type Sample = { collection: string; schema: z.ZodType; records: unknown[] };
const samples: Sample[] = [
  { collection: "seo", schema: COLLECTIONS.seo.schema, records: [seoRecord] },
  ...(["projects", "products", "testimonials", "company", "posts"] as const).map(
    (c: Exclude<CollectionName, "seo">) => ({
      collection: c,
      schema: COLLECTIONS[c].schema,
      records: [...shippedRecords(c).values()],
    }),
  ),
  // The record as the editor has it: its page chosen from the list, placed.
  { collection: "faqs", schema: COLLECTIONS.faqs.schema, records: [{ ...faqSample, ...FAQ_PLACE }] },
  { collection: "faqs", schema: faqSchema, records: [faqSample] },
];

const isObj = (v: unknown): v is Record<string | number, unknown> => typeof v === "object" && v !== null;

function setAt(value: unknown, path: (string | number)[], next: unknown): unknown {
  if (!path.length) return next;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : isObj(value) ? { ...value } : {}) as Record<
    string | number,
    unknown
  >;
  const inner = setAt(copy[head], rest, next);
  if (inner === undefined && !rest.length && !Array.isArray(copy)) delete copy[head];
  else copy[head] = inner;
  return copy;
}

/** Wrong values for a field of this spec, given its current value. */
function wrongValues(spec: Spec, current: unknown): unknown[] {
  const { def } = spec;
  const common = [undefined, null, { not: "this" }];
  switch (def.type) {
    case "string":
      return [...common, "", "   ", 42, "!! not / valid ##", "x".repeat((def.max ?? 2_000) + 1)];
    case "number":
      return [...common, "12", -1, 0, 0.5, 1e9, Number.NaN];
    case "boolean":
      return [...common, "yes"];
    case "choice":
      return [...common, "not-one-of-them", 99];
    case "array": {
      const items = Array.isArray(current) ? current : [];
      const many = Array.from({ length: Math.max((def.max ?? 30) + 1, items.length + 1) }, () => items[0] ?? "x");
      return [...common, "x", [], many];
    }
    default:
      return [];
  }
}

/** Every message the schema gives when one field at a time is wrong. */
function messagesOf({ collection, schema, records }: Sample): Map<string, string> {
  const found = new Map<string, string>();
  const root = specOf(schema);
  const check = (record: unknown, path: string) => {
    const result = schema.safeParse(record);
    if (result.success) return;
    for (const [field, messages] of Object.entries(fieldErrors(result.error))) {
      for (const m of messages)
        if (!found.has(m)) found.set(m, `${collection}:${field || "(record)"} (after changing ${path})`);
    }
  };
  const walk = (record: unknown, spec: Spec, value: unknown, path: (string | number)[]) => {
    const key = `${collection}:${String(path[0] ?? "")}`;
    if (PENDING.has(key)) return;
    const name = path.reduce<string>((p, k) => child(p, k), "");
    for (const wrong of wrongValues(spec, value)) check(setAt(record, path, wrong), name);
    const { def } = spec;
    if (def.type === "object") {
      for (const [k, s] of Object.entries(def.shape ?? {}))
        walk(record, s, isObj(value) ? value[k] : undefined, [...path, k]);
    } else if (def.type === "array" && def.element) {
      const items = Array.isArray(value) && value.length ? value : [undefined];
      items.slice(0, 2).forEach((item, i) => walk(record, def.element!, item, [...path, i]));
    } else if (def.type === "tuple") {
      (def.items ?? []).forEach((s, i) => walk(record, s, Array.isArray(value) ? value[i] : undefined, [...path, i]));
    } else if (def.type === "union") {
      const current =
        def.variants!.find((v) => isObj(value) && String(value[def.discriminator!]) === v.value) ?? def.variants![0]!;
      walk(record, current.shape[def.discriminator!]!, isObj(value) ? value[def.discriminator!] : undefined, [
        ...path,
        def.discriminator!,
      ]);
      for (const v of def.variants!) {
        for (const [k, s] of Object.entries(v.shape))
          if (k !== def.discriminator) walk(record, s, isObj(value) ? value[k] : undefined, [...path, k]);
      }
    }
  };
  for (const record of records) walk(record, root, record, []);
  return found;
}

const all = new Map<string, string>();
for (const sample of samples) for (const [m, where] of messagesOf(sample)) if (!all.has(m)) all.set(m, where);

describe("error messages of the record editor", () => {
  if (process.env.PRINT_MESSAGES) {
    const sorted = [...all].sort(([, a], [, b]) => a.localeCompare(b));
    console.log(sorted.map(([m, where]) => `${where}\n- ${m}`).join("\n"));
  }

  it("finds the messages (the walk reaches every collection)", () => {
    for (const { collection } of samples)
      expect(
        [...all.values()].some((w) => w.startsWith(`${collection}:`)),
        collection,
      ).toBe(true);
    expect(all.size).toBeGreaterThan(60);
  });

  it("never shows validator wording", () => {
    const bad = [...all].filter(([m]) => VALIDATOR_WORDING.some((re) => re.test(m)));
    expect(bad.map(([m, where]) => `${where}: ${m}`)).toEqual([]);
  });

  it("reads like sentences: a capital first and a full stop last", () => {
    const bad = [...all.keys()].filter((m) => !/^[A-Z“]/.test(m) || !/[.!?]$/.test(m));
    expect(bad).toEqual([]);
  });

  it("lists every message in the catalogue, docs/error-messages.md", () => {
    const missing = [...all].filter(([m]) => !catalogued.has(m)).map(([m, where]) => `${where}\n- ${m}`);
    expect(missing).toEqual([]);
  });

  it("the catalogue has no validator wording either", () => {
    expect([...catalogued].filter((m) => VALIDATOR_WORDING.some((re) => re.test(m)))).toEqual([]);
  });
});

describe("error messages of the import", () => {
  const project = shippedRecords("projects").values().next().value as Record<string, unknown>;
  const file = (records: unknown[]) => ({
    format: "site-content/1",
    exportedAt: new Date().toISOString(),
    version: 1,
    records,
    media: [],
  });

  it("names a wrong record's field in the editor's words", async () => {
    const broken = {
      ...project,
      slug: "new-one",
      name: "",
      detail: { ...(project.detail as object), sliderImages: [] },
    };
    const result = await checkImport(file([{ collection: "projects", id: "new-one", data: broken }]), {});
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors.join("\n")).toContain("Enter the project's name.");
    expect(errors.join("\n")).toContain("Add at least 5 slider images.");
    expect(errors.filter((e) => VALIDATOR_WORDING.some((re) => re.test(e.replace(/^.*?: /, ""))))).toEqual([]);
  });
});

describe("error messages of the import file's shape (server/content/transfer.ts)", () => {
  it("says what is wrong with a file that is not an export, in words", async () => {
    const result = await checkImport(
      { format: "site-content/1", records: [{ collection: "nope", id: "", data: {} }] },
      {},
    );
    const errors = result.ok ? [] : result.errors;
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.filter((e) => VALIDATOR_WORDING.some((re) => re.test(e.replace(/^.*?: /, ""))))).toEqual([]);
  });
});
