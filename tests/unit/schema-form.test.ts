import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SchemaFields } from "#app/admin/content/SchemaFields";
import {
  type FormNode,
  type GroupNode,
  type ListNode,
  type MediaOption,
  type SelectNode,
  describeForm,
  fieldErrors,
  humanize,
  parseForm,
  parsePath,
  singular,
} from "#app/admin/content/schema-form.server";
import { collectionOf } from "#shared/content/collections";
import { COLLECTION_NAMES, COLLECTIONS, type ProductPlansRecord, shippedRecords } from "#shared/content/editable";
import { seoRecord } from "../support/content-samples";
import { findNode, formEntries } from "../support/record-form";

const entries = formEntries;
const post = (node: FormNode, extra: [string, string][] = []) => new URLSearchParams([...entries(node), ...extra]);

/** Every image of a record, as the media library would offer it. */
function mediaOf(value: unknown, out: MediaOption[] = []): MediaOption[] {
  if (Array.isArray(value)) value.forEach((v) => mediaOf(v, out));
  else if (value && typeof value === "object") {
    const v = value as Record<string, unknown>;
    if (typeof v.src === "string" && typeof v.width === "number" && "alt" in v && !out.some((m) => m.src === v.src)) {
      out.push({ src: v.src, width: v.width, height: v.height as number, alt: String(v.alt), label: v.src });
    }
    Object.values(v).forEach((c) => mediaOf(c, out));
  }
  return out;
}

const find = findNode;

/** Every collection's sample (issue 36), and the shipped records of those that ship a few. */
const records: [string, z.ZodType, unknown][] = [
  ...COLLECTION_NAMES.map((c): [string, z.ZodType, unknown] => [
    `${c} (sample)`,
    COLLECTIONS[c].schema,
    collectionOf(c).sample().record,
  ]),
  ...(["projects", "testimonials", "products", "company", "jobs"] as const).flatMap((c) =>
    [...shippedRecords(c)].map(([id, record]): [string, z.ZodType, unknown] => [
      `${c}/${id}`,
      COLLECTIONS[c].schema,
      record,
    ]),
  ),
];

describe("schema form round trip", () => {
  it("has a valid hand-made SEO record of 19 fields", () => {
    expect(Object.keys(seoRecord)).toHaveLength(19);
    expect(COLLECTIONS.seo.schema.safeParse(seoRecord).success).toBe(true);
  });

  it.each(records)("%s: describe → post → parse gives the record back", (_, schema, record) => {
    for (const media of [mediaOf(record), []]) {
      const node = describeForm(schema, record, undefined, { media });
      const { value, intent } = parseForm(schema, post(node), { media });
      expect(intent).toBeUndefined();
      expect(value).toEqual(record);
      const checked = schema.safeParse(value);
      expect(checked.error).toBeUndefined();
      expect(checked.data).toEqual(record);
    }
  });

  it("posts nothing but strings and survives JSON (the loader's answer)", () => {
    const [, schema, record] = records.find(([id]) => id === "products/tracko")!;
    const node = describeForm(schema, record, undefined, { media: mediaOf(record) });
    expect(JSON.parse(JSON.stringify(node))).toEqual(node);
  });
});

describe("schema form kinds", () => {
  const media: MediaOption[] = [
    { src: "/images/a.webp", width: 800, height: 600, alt: "A", label: "Picture A" },
    { src: "/images/b.webp", width: 400, height: 300, alt: "B", label: "Picture B" },
  ];
  const image = z.object({
    src: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    alt: z.string(),
    decorative: z.boolean().optional(),
  });
  const schema = z
    .object({
      name: z.string().trim().min(1),
      description: z.string(),
      contactEmail: z.email(),
      website: z.url(),
      price: z.number().int().positive(),
      ratio: z.number().min(0).max(1),
      visible: z.boolean(),
      icon: z.enum(["star", "rocket"]),
      honorific: z.literal("Mr."),
      rating: z.literal(5),
      oldPrice: z.number().int().optional(),
      badge: z.string().optional(),
      robots: z.enum(["index", "noindex"]).default("index"),
      parent: z.string().nullable(),
      tags: z.array(z.string()).max(3),
      stats: z.array(z.object({ percentage: z.number().int(), text: z.string() })).min(1),
      phones: z.tuple([z.string(), z.string()]),
      pricing: z.discriminatedUnion("type", [
        z.object({ type: z.literal("fixed"), price: z.number().int() }),
        z.object({ type: z.literal("quote"), label: z.string(), note: z.string() }),
      ]),
      cardImage: image,
      slug: z.string().transform((s) => s.toLowerCase()),
      extra: z.record(z.string(), z.number()),
      detail: z
        .object({ companyText: z.string() })
        .refine(() => true)
        .optional(),
    })
    .refine(() => true);
  const record = {
    name: "Basic",
    description: "Short",
    contactEmail: "a@example.com",
    website: "https://example.com",
    price: 300,
    ratio: 0.5,
    visible: true,
    icon: "rocket",
    honorific: "Mr.",
    rating: 5,
    oldPrice: 400,
    badge: "Popular",
    robots: "noindex",
    parent: "/x",
    tags: ["a", "b"],
    stats: [
      { percentage: 40, text: "Increase in x" },
      { percentage: 50, text: "Increase in y" },
    ],
    phones: ["1", "2"],
    pricing: { type: "fixed", price: 3000 },
    cardImage: { src: "/images/a.webp", width: 800, height: 600, alt: "A" },
    slug: "abc",
    extra: { a: 1 },
    detail: { companyText: "Acme" },
  };
  const node = describeForm(schema, record, undefined, { media }) as GroupNode;
  const at = <K extends FormNode["kind"]>(name: string, kind: K) => {
    const n = find(node, name);
    expect(n?.kind).toBe(kind);
    return n as Extract<FormNode, { kind: K }>;
  };
  const parsed = (changes: Record<string, string | null>) => {
    const params = post(node);
    for (const [k, v] of Object.entries(changes)) {
      params.delete(k);
      if (v !== null) params.append(k, v);
    }
    return parseForm(schema, params, { media }).value as Record<string, unknown>;
  };

  it("round-trips the whole sample", () => {
    expect(parsed({})).toEqual(record);
    expect(schema.safeParse(parsed({})).success).toBe(true);
  });

  it("object → group with a humanized legend, refinements unwrapped", () => {
    expect(node.kind).toBe("group");
    expect(at("detail", "group").label).toBe("Detail");
    expect(at("detail.companyText", "text").label).toBe("Company text");
    expect(humanize("oldPrice")).toBe("Old price");
    expect(humanize("og_image_width")).toBe("OG image width");
    expect(singular("Yearly plans")).toBe("Yearly plan");
    expect(singular("Categories")).toBe("Category");
    const relabelled = describeForm(schema, record, undefined, {
      labels: { "detail.companyText": "Company", oldPrice: "Was" },
    });
    expect(find(relabelled, "detail.companyText")?.label).toBe("Company");
    expect(find(relabelled, "oldPrice")?.label).toBe("Was");
  });

  it("string → text input, textarea for long texts and text keys, email/url types", () => {
    const name = at("name", "text");
    expect(name).toMatchObject({ type: "text", required: true, value: "Basic" });
    expect(name.multiline).toBeUndefined();
    expect(at("description", "text").multiline).toBe(true);
    expect(at("contactEmail", "text").type).toBe("email");
    expect(at("website", "text").type).toBe("url");
    const long = describeForm(schema, { ...record, name: "x".repeat(81) });
    expect(find(long, "name")).toMatchObject({ kind: "text", multiline: true });
    expect(parsed({ description: "Two\r\nlines" }).description).toBe("Two\nlines");
  });

  it("number → number input (whole numbers step 1), coerced on parse", () => {
    expect(at("price", "number")).toMatchObject({ step: "1", min: 1, value: "300", required: true });
    expect(at("ratio", "number")).toMatchObject({ step: "any", min: 0, max: 1 });
    expect(parsed({ price: " 42 " }).price).toBe(42);
    expect(parsed({ ratio: "0.25" }).ratio).toBe(0.25);
  });

  it("boolean → checkbox; absent is false", () => {
    expect(at("visible", "checkbox").checked).toBe(true);
    expect(parsed({ visible: null }).visible).toBe(false);
    expect(parsed({ visible: "on" }).visible).toBe(true);
  });

  it("enum → select with its options", () => {
    expect(at("icon", "select")).toMatchObject({ value: "rocket", options: [{ value: "star" }, { value: "rocket" }] });
    expect(parsed({ icon: "star" }).icon).toBe("star");
  });

  it("literal → read-only value carried in a hidden input, coerced to its type", () => {
    expect(at("honorific", "literal").value).toBe("Mr.");
    expect(at("rating", "literal").value).toBe("5");
    expect(parsed({}).rating).toBe(5);
  });

  it("optional → marked optional; empty is absent", () => {
    expect(at("oldPrice", "number").optional).toBe(true);
    expect(at("oldPrice", "number").required).toBeUndefined();
    expect(at("badge", "text").optional).toBe(true);
    const value = parsed({ oldPrice: "", badge: "" });
    expect("oldPrice" in value).toBe(false);
    expect("badge" in value).toBe(false);
    expect(schema.safeParse(value).success).toBe(true);
  });

  it("optional object → Remove button, or an Add button when absent", () => {
    expect(at("detail", "group").controls).toEqual([
      { intent: "remove:detail", label: "Remove detail", text: "Remove", target: "detail" },
    ]);
    const without = describeForm(schema, { ...record, detail: undefined });
    expect(find(without, "detail")).toMatchObject({
      kind: "absent",
      add: { intent: "add:detail", label: "Add detail" },
    });
    const params = post(without);
    expect("detail" in (parseForm(schema, params).value as object)).toBe(false);
    params.set("__intent", "add:detail");
    expect(parseForm(schema, params).value).toMatchObject({ detail: { companyText: "" } });
    expect(parseForm(schema, post(node, [["__intent", "remove:detail"]])).value).not.toHaveProperty("detail");
  });

  it("default → like its inner type; empty gives the default", () => {
    expect(at("robots", "select").optional).toBeUndefined();
    expect(find(describeForm(schema, { ...record, robots: undefined }), "robots")).toMatchObject({ value: "index" });
    const value = parsed({ robots: "" });
    expect("robots" in value).toBe(false);
    expect(schema.safeParse(value).data?.robots).toBe("index");
  });

  it("nullable → empty is null", () => {
    expect(parsed({ parent: "" }).parent).toBeNull();
  });

  it("array of scalars → one input per item with move/remove and add", () => {
    const tags = at("tags", "list");
    expect(tags.items.map((i) => [i.kind, i.name, i.label])).toEqual([
      ["text", "tags[0]", "Tag 1"],
      ["text", "tags[1]", "Tag 2"],
    ]);
    // Every item has Up, Down and Remove; those that cannot act are disabled (the first cannot go up).
    expect(tags.items[0]!.controls?.map((c) => [c.label, Boolean(c.disabled)])).toEqual([
      ["Move tag 1 up", true],
      ["Move tag 1 down", false],
      ["Remove tag 1", false],
    ]);
    // "Add" returns the page to the new item.
    expect(tags.add).toEqual({ intent: "add:tags", label: "Add tag", text: "Add tag", target: "tags[2]" });
    expect(tags.limits).toBe("up to 3");
    expect(parseForm(schema, post(node, [["__intent", "add:tags"]])).value).toMatchObject({ tags: ["a", "b", ""] });
    const full = describeForm(schema, { ...record, tags: ["a", "b", "c"] });
    expect((find(full, "tags") as ListNode).add?.disabled).toBe(true);
    // At the maximum, a posted "add" changes nothing.
    expect(parseForm(schema, post(full, [["__intent", "add:tags"]])).value).toMatchObject({ tags: ["a", "b", "c"] });
  });

  it("array of objects → repeated groups with Remove and Move, and Add {singular}", () => {
    const stats = at("stats", "list");
    expect(stats.items.map((i) => [i.kind, i.label])).toEqual([
      ["group", "Stat 1"],
      ["group", "Stat 2"],
    ]);
    expect(stats.items[1]!.controls?.filter((c) => !c.disabled).map((c) => c.label)).toEqual([
      "Move stat 2 up",
      "Remove stat 2",
    ]);
    expect(stats.limits).toBe("1 or more");
    expect(stats.add?.label).toBe("Add stat");
    expect(at("stats[1].percentage", "number").value).toBe("50");
    // At the minimum length an item's Remove is disabled, and a posted "remove" changes nothing.
    const one = describeForm(schema, { ...record, stats: [record.stats[0]] });
    expect((find(one, "stats") as ListNode).items[0]!.controls?.every((c) => c.disabled)).toBe(true);
    expect(parseForm(schema, post(one, [["__intent", "remove:stats[0]"]])).value).toMatchObject({
      stats: [record.stats[0]],
    });
  });

  it("tuple → fixed items without add/remove", () => {
    const phones = at("phones", "group");
    expect(phones.children.map((c) => [c.name, c.label, c.controls])).toEqual([
      ["phones[0]", "Phone 1", undefined],
      ["phones[1]", "Phone 2", undefined],
    ]);
  });

  it("discriminated union → a select of the type, the chosen variant's fields, and Change type", () => {
    const pricing = at("pricing", "group");
    const type = pricing.children[0] as SelectNode;
    expect(type).toMatchObject({ kind: "select", name: "pricing.type", value: "fixed" });
    expect(type.options.map((o) => o.value)).toEqual(["fixed", "quote"]);
    expect(type.switch).toEqual({
      intent: "switch:pricing",
      label: "Change pricing type",
      text: "Change pricing type",
      target: "pricing",
    });
    expect(pricing.children.map((c) => c.name)).toEqual(["pricing.type", "pricing.price"]);
    const params = post(node, [["__intent", "switch:pricing"]]);
    params.set("pricing.type", "quote");
    const result = parseForm(schema, params);
    expect(result.intent).toEqual({ kind: "switch", path: "pricing" });
    expect((result.value as typeof record).pricing).toEqual({ type: "quote", label: "", note: "" });
    const redrawn = describeForm(schema, result.value);
    expect((find(redrawn, "pricing") as GroupNode).children.map((c) => c.name)).toEqual([
      "pricing.type",
      "pricing.label",
      "pricing.note",
    ]);
  });

  it("image → a picker of the media plus the current image, alt text, decorative, sizes from the chosen media", () => {
    const picker = at("cardImage", "group");
    expect(picker.preview).toEqual({ src: "/images/a.webp", width: 800, height: 600 });
    expect(picker.children.map((c) => [c.kind, c.name])).toEqual([
      ["select", "cardImage.src"],
      ["text", "cardImage.alt"],
      ["checkbox", "cardImage.decorative"],
      ["hidden", "cardImage.width"],
      ["hidden", "cardImage.height"],
    ]);
    expect((picker.children[0] as SelectNode).options).toEqual([
      { value: "/images/a.webp", label: "Picture A" },
      { value: "/images/b.webp", label: "Picture B" },
    ]);
    // Choosing B: the stale hidden sizes of A are replaced by B's, and the empty alt text by B's description.
    expect(parsed({ "cardImage.src": "/images/b.webp", "cardImage.alt": "" }).cardImage).toEqual({
      src: "/images/b.webp",
      width: 400,
      height: 300,
      alt: "B",
    });
    // Words written for this use are kept; a decorative image needs none.
    expect(parsed({ "cardImage.src": "/images/b.webp", "cardImage.alt": "B, cropped" }).cardImage).toMatchObject({
      alt: "B, cropped",
    });
    expect(
      parsed({ "cardImage.src": "/images/b.webp", "cardImage.alt": "", "cardImage.decorative": "on" }).cardImage,
    ).toEqual({ src: "/images/b.webp", width: 400, height: 300, alt: "", decorative: true });
    // An image not in the library stays, as the current choice, with its own size.
    const other = describeForm(
      schema,
      { ...record, cardImage: { src: "/images/old.png", width: 10, height: 20, alt: "Old" } },
      undefined,
      { media },
    );
    expect((find(other, "cardImage.src") as SelectNode).options[0]).toEqual({
      value: "/images/old.png",
      label: "/images/old.png (current)",
    });
    expect((parseForm(schema, post(other), { media }).value as typeof record).cardImage).toEqual({
      src: "/images/old.png",
      width: 10,
      height: 20,
      alt: "Old",
    });
  });

  it("pipe → its input type; other types → JSON", () => {
    expect(at("slug", "text").value).toBe("abc");
    expect(at("extra", "json").value).toContain('"a": 1');
    expect(parsed({ extra: '{"b":2}' }).extra).toEqual({ b: 2 });
  });

  it("paths in conform's syntax", () => {
    expect(parsePath("plans[0].pricing.price")).toEqual(["plans", 0, "pricing", "price"]);
    expect(parsePath("")).toEqual([]);
    expect(parsePath("a..b")).toBeUndefined();
    expect(parsePath("a[x]")).toBeUndefined();
  });
});

/** The product with the most plans, and a yearly billing view. */
const tracko = {
  schema: COLLECTIONS.products.schema,
  record: shippedRecords("products").get("tracko") as ProductPlansRecord,
};

describe("schema form intents on product plans", () => {
  const { schema, record } = tracko;
  const node = describeForm(schema, record);
  const act = (intent: string) => {
    const result = parseForm(schema, post(node, [["__intent", intent]]));
    return { ...result, value: result.value as ProductPlansRecord };
  };

  it("names the buttons by item", () => {
    const plans = find(node, "plans") as ListNode;
    expect(plans.add?.disabled).toBe(true); // four plans is the maximum
    expect(plans.limits).toBe("1 to 4");
    expect(plans.items[2]!.controls?.map((c) => c.label)).toEqual([
      "Move plan 3 up",
      "Move plan 3 down",
      "Remove plan 3",
    ]);
    expect(plans.items[1]!.label).toBe(`Plan 2: ${record.plans[1]!.name}`);
    const features = find(node, "plans[1].features") as ListNode;
    expect(features.add?.label).toBe("Add feature to plan 2");
    expect(features.add?.text).toBe("Add feature");
    expect(features.items[0]!.controls?.at(-1)?.label).toBe("Remove feature 1 of plan 2");
    expect((find(node, "plans[0].pricing.type") as SelectNode).switch?.label).toBe("Change pricing type for plan 1");
    expect(find(node, "billing.yearlyPlans[0]")?.controls?.[1]?.label).toBe("Move yearly plan 1 down");
  });

  it("add", () => {
    const { value, intent } = act("add:plans[0].features");
    expect(intent).toEqual({ kind: "add", path: "plans[0].features" });
    expect(value.plans[0]!.features).toHaveLength(record.plans[0]!.features.length + 1);
    expect(value.plans[0]!.features.at(-1)).toEqual({ icon: "attendance", label: "" });
  });

  it("remove", () => {
    const { value } = act("remove:plans[1]");
    expect(value.plans.map((p) => p.id)).toEqual(record.plans.filter((_, i) => i !== 1).map((p) => p.id));
    expect(act("remove:billing").value.billing).toBeUndefined();
  });

  it("up and down", () => {
    const ids = record.plans.map((p) => p.id);
    expect(act("up:plans[2]").value.plans.map((p) => p.id)).toEqual([ids[0], ids[2], ids[1], ids[3]]);
    expect(act("down:plans[0]").value.plans.map((p) => p.id)).toEqual([ids[1], ids[0], ids[2], ids[3]]);
    expect(act("up:plans[0]").value.plans.map((p) => p.id)).toEqual(ids);
  });

  it("switch", () => {
    const params = post(node, [["__intent", "switch:plans[0].pricing"]]);
    params.set("plans[0].pricing.type", "quote");
    const value = parseForm(schema, params).value as ProductPlansRecord;
    expect(value.plans[0]!.pricing).toEqual({ type: "quote", label: "", note: "" });
    expect(value.plans[1]).toEqual(record.plans[1]);
  });

  it("adds and removes an optional group (billing)", () => {
    const plain = shippedRecords("products").get("hisab_book") as ProductPlansRecord;
    const form = describeForm(schema, plain);
    expect(find(form, "billing")).toMatchObject({
      kind: "absent",
      add: { intent: "add:billing", label: "Add monthly/yearly switch" },
    });
    const { value } = parseForm(schema, post(form, [["__intent", "add:billing"]]));
    const billing = (value as ProductPlansRecord).billing!;
    expect(billing).toMatchObject({ legend: "", monthlyLabel: "", yearlyLabel: "" });
    expect(billing.yearlyPlans).toHaveLength(1); // the list's minimum
    expect(billing.yearlyPlans[0]!.features).toHaveLength(2);
    expect(billing.yearlyPlans[0]!.pricing).toEqual({ type: "fixed", period: "" });
    expect(find(describeForm(schema, value), "billing")?.controls).toEqual([
      { intent: "remove:billing", label: "Remove monthly/yearly switch", text: "Remove", target: "billing" },
    ]);
  });

  it("takes label overrides for lists' items", () => {
    const company = describeForm(COLLECTIONS.company.schema, shippedRecords("company").get("details"), undefined, {
      labels: { social: "Social links", "social[]": "Social link" },
    });
    expect(find(company, "social")?.label).toBe("Social links");
    expect(find(company, "social[1]")?.controls?.[0]?.label).toBe("Move social link 2 up");
    expect(find(company, "emails[1]")?.label).toBe("E-mail address 2");
  });

  it("ignores intents that do not fit the schema", () => {
    expect(act("add:nothing").value).toEqual(record);
    expect(act("remove:eyebrow").value).toEqual(record);
    expect(act("bogus").intent).toBeUndefined();
  });
});

describe("schema form source", () => {
  it("reads zod's public JSON Schema output, never its internals", async () => {
    const { readFileSync, readdirSync } = await import("node:fs");
    const dir = new URL("../../app/admin/content/", import.meta.url);
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") || f.endsWith(".tsx"))) {
      expect(readFileSync(new URL(file, dir), "utf8"), file).not.toMatch(/_zod\b|\._def\b/);
    }
  });

  it("takes labels and help from the schema's meta (title, description)", () => {
    const schema = z.object({
      price: z.number().meta({ title: "Price (₹)", description: "Whole rupees." }),
      plain: z.string(),
    });
    const node = describeForm(schema, { price: 1, plain: "" }) as GroupNode;
    expect(node.children.map((c) => [c.label, c.hint])).toEqual([
      ["Price (₹)", "Whole rupees."],
      ["Plain", undefined],
    ]);
  });
});

describe("schema form errors", () => {
  const { schema, record } = tracko;

  it("maps an invalid price to plans[0].pricing.price and shows it beside the field", () => {
    const node = describeForm(schema, record);
    const params = post(node);
    params.set("plans[0].pricing.price", "-5");
    params.set("plans[1].name", "  ");
    const { value } = parseForm(schema, params);
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    // The schema's own words for the field (shared/content/schemas/products.ts).
    expect(errors["plans[0].pricing.price"]).toEqual(["Enter the plan's price in rupees as a whole number above 0."]);
    expect(errors["plans[1].name"]).toEqual(["Enter the plan's name."]);
    const redrawn = describeForm(schema, value, errors);
    expect(find(redrawn, "plans[0].pricing.price")).toMatchObject({
      kind: "number",
      label: "Price (₹)",
      value: "-5",
      errors: ["Enter the plan's price in rupees as a whole number above 0."],
    });
  });

  it("keeps the schemas' own messages and whole-record errors under the empty path", () => {
    const top = z.object({ a: z.string().regex(/^x$/, "must be x") }).refine(() => false, "not today");
    const errors = fieldErrors(top.safeParse({ a: "y" }).error!);
    expect(errors).toEqual({ a: ["must be x"], "": ["not today"] });
    const whole = fieldErrors(top.safeParse({ a: "x" }).error!);
    expect(whole).toEqual({ "": ["not today"] });
    expect(describeForm(top, { a: "x" }, whole).errors).toEqual(["not today"]);
  });

  it("puts errors of fields not on the form on the nearest node that is", () => {
    const node = describeForm(schema, record, { "plans[0].button.width": ["odd"], "plans[9].name": ["gone"] });
    expect(find(node, "plans[0].button")?.errors).toEqual(["odd"]);
    expect(find(node, "plans")?.errors).toEqual(["gone"]);
  });
});

describe("SchemaFields", () => {
  const { schema, record } = tracko;

  it("draws labelled, described controls for the product plans record", () => {
    const bad = structuredClone(record) as ProductPlansRecord & { plans: { pricing: { price: unknown } }[] };
    bad.plans[0]!.pricing.price = -5;
    const errors = fieldErrors(schema.safeParse(bad).error!);
    const html = renderToString(
      createElement(SchemaFields, { node: describeForm(schema, bad, errors), idPrefix: "pp" }),
    );

    // Every control has a label tied to it by id.
    const ids = [...html.matchAll(/<(?:input|select|textarea)\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(50);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(html).toContain(`for="${id}"`);
    expect(html).toContain('<label for="pp-plans-0-pricing-price"');

    // The invalid price is marked and described by its error.
    const price = /<input[^>]*id="pp-plans-0-pricing-price"[^>]*>/.exec(html)![0];
    expect(price).toContain('aria-invalid="true"');
    expect(price).toContain('aria-describedby="pp-plans-0-pricing-price-error"');
    expect(html).toContain('id="pp-plans-0-pricing-price-error"');
    expect(html).toContain('name="plans[0].pricing.price"');

    // Groups are fieldsets with legends; buttons have names.
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Plans<span[^>]*> \(<!-- -->1 to 4<!-- -->\)<\/span><\/legend>/);
    // A long record's top-level groups are sections that fold, with a jump menu to each.
    expect(html).toMatch(/<details open=""[^>]*><summary id="pp-plans-section"[^>]*>Plans/);
    expect(html).toMatch(
      /<nav aria-label="Jump to a section"[^>]*>.*href="#pp-plans-section".*href="#pp-billing-section"/s,
    );
    // Each plan folds to one line, its name and a few words; the one that needs attention is open,
    // and the plans share a name, so the browser keeps one open at a time.
    expect(html).toMatch(/<details name="plans" open=""[^>]*><summary[^>]*>.*?Plan 1: Basic.*?Needs attention/s);
    expect(html).toMatch(/<details name="plans" class[^>]*><summary[^>]*>.*?Plan 2: /s);
    expect((html.match(/<details name="plans" open=""/g) ?? []).length).toBe(1);
    // A plan's id is made from its name: hidden, never typed.
    expect(html).toContain('<input type="hidden" name="plans[0].id" value="basic"/>');
    expect(html).not.toContain('for="pp-plans-0-id"');
    // List buttons return to what they changed; buttons at a limit are disabled.
    expect(html).toMatch(/<button[^>]*value="add:plans" disabled=""[^>]*formAction="#pp-plans"/);
    expect(html).toContain('aria-label="Move plan 3 up"');
    expect(html).toContain('aria-label="Remove plan 2"');
    expect(html).toContain('aria-label="Add feature to plan 1"');
    expect(html).toContain('value="switch:plans[0].pricing"');
    // No control inside a label or button.
    expect(html).not.toMatch(/<label[^>]*>(?:(?!<\/label>).)*<(?:input|select|button)/s);
    expect(html).not.toMatch(/<button[^>]*>(?:(?!<\/button>).)*<(?:input|select|a )/s);
  });
});
