import { describe, expect, it } from "vitest";
import { z } from "zod";
import { newRecordTemplate, takenMessage } from "#app/admin/content/new-record.server";
import {
  type GroupNode,
  type ListNode,
  type SelectNode,
  type TextNode,
  describeForm,
  focusAfter,
  parseForm,
} from "#app/admin/content/schema-form.server";
import { collections } from "#shared/content/collections";
import { faqPages } from "#shared/content/collections/faqs";
import { form } from "#shared/content/schemas/form-hints";
import { seoRecord } from "../support/content-samples";
import { findNode, formEntries } from "../support/record-form";

/**
 * The form hints the schemas carry (shared/content/schemas/form-hints.ts, decision 046) as the
 * record form reads them: folds and order (the SEO form: title, description and social image
 * first, technical fields under "Advanced"), length guides, date-times in India time, ids made
 * from titles (never typed, told apart in a list), choices with their words; and where the page
 * returns after a list button.
 */

const find = findNode;
const entries = formEntries;

describe("the SEO form", () => {
  const root = describeForm(collections.seo.schema, seoRecord) as GroupNode;

  it("shows title, description and the social image first, the technical fields folded under Advanced", () => {
    expect(root.children.slice(0, 3).map((c) => c.name)).toEqual(["title", "meta_description", "og_image"]);
    const folded = (fold: string) => root.children.filter((c) => c.fold === fold).map((c) => c.name);
    expect(folded("Advanced")).toEqual(
      expect.arrayContaining(["canonical", "og_url", "twitter_url", "twitter_domain", "og_type", "twitter_card"]),
    );
    expect(folded("Link-preview texts")).toEqual([
      "og_title",
      "og_description",
      "twitter_title",
      "twitter_description",
    ]);
    expect(root.children.filter((c) => !c.fold).map((c) => c.name)).toEqual([
      "title",
      "meta_description",
      "og_image",
      "keywords",
      "robots",
    ]);
  });

  it("measures the title and description under their fields, with the search engines' ranges", () => {
    expect((find(root, "title") as TextNode).length).toEqual({ min: 30, max: 60 });
    expect((find(root, "meta_description") as TextNode).length).toEqual({ min: 70, max: 160 });
    expect((find(root, "keywords") as TextNode).length).toBeUndefined();
  });
});

describe("a date and time", () => {
  const schema = z.object({ at: z.iso.datetime().optional().meta(form({})) });

  it("is entered in India time, and an unchanged one keeps its seconds", () => {
    const node = find(describeForm(schema, { at: "2026-12-01T04:00:30.500Z" }), "at") as TextNode;
    expect(node.type).toBe("datetime-local");
    expect(node.value).toBe("2026-12-01T09:30");
    expect(node.hint).toContain("India time (IST)");
    const posted = new URLSearchParams(entries(describeForm(schema, { at: "2026-12-01T04:00:30.500Z" })));
    expect(parseForm(schema, posted).value).toEqual({ at: "2026-12-01T04:00:30.500Z" });
  });

  it("typed anew becomes the instant it names in India time; left empty, it is absent", () => {
    expect(parseForm(schema, new URLSearchParams([["at", "2026-12-24T18:45"]])).value).toEqual({
      at: "2026-12-24T13:15:00.000Z",
    });
    expect(parseForm(schema, new URLSearchParams([["at", ""]])).value).toEqual({});
  });

  it("is how a post's publishing time is entered", () => {
    const post = [...collections.posts.shipped!().values()][0]!;
    const node = find(describeForm(collections.posts.schema, post), "publishedAt") as TextNode;
    expect(node.type).toBe("datetime-local");
    expect(node.value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  });
});

describe("ids made from titles", () => {
  const schema = collections.products.schema;
  const tracko = collections.products.shipped!().get("tracko")!;

  it("are hidden inputs, never asked for", () => {
    const node = describeForm(schema, tracko);
    expect(find(node, "plans[0].id")?.kind).toBe("hidden");
  });

  it("are made from the name of a plan added, told apart from the others, and kept once made", () => {
    const two = { ...tracko, plans: tracko.plans.slice(0, 2) };
    const node = describeForm(schema, two);
    const added = parseForm(schema, new URLSearchParams([...entries(node), ["__intent", "add:plans"]]));
    const plans = (added.value as typeof tracko).plans;
    expect(plans.at(-1)!.id).toBe("");
    // The new plan is named like the first one: its id is made from the name, and told apart.
    const named = structuredClone(added.value) as typeof tracko;
    named.plans.at(-1)!.name = tracko.plans[0]!.name;
    const saved = parseForm(schema, new URLSearchParams(entries(describeForm(schema, named)))).value as typeof tracko;
    expect(saved.plans.at(-1)!.id).toBe(`${tracko.plans[0]!.id}-2`);
    // Renaming a plan keeps its id (links and analytics may name it).
    const renamed = structuredClone(tracko);
    renamed.plans[0]!.name = "Starter";
    const kept = parseForm(schema, new URLSearchParams(entries(describeForm(schema, renamed)))).value as typeof tracko;
    expect(kept.plans[0]!.id).toBe(tracko.plans[0]!.id);
  });

  it("an FAQ's, when taken, is said about its question, beside the question", () => {
    const schema = collections.faqs.schema;
    const message = takenMessage("faqs", "how-long", "/services/web_development");
    expect(message).toBe(
      "Another FAQ already has a question that makes the same ID (“how-long”). Word this question differently.",
    );
    const node = describeForm(schema, { id: "how-long", question: "How long?" }, { id: [message] });
    expect(find(node, "question")?.errors).toEqual([message]);
    expect(node.errors).toBeUndefined();
  });
});

describe("an FAQ's page", () => {
  it("is chosen from the pages that show FAQs, by name", () => {
    const node = find(describeForm(collections.faqs.schema, {}), "page") as SelectNode;
    expect(node.kind).toBe("select");
    expect(node.options).toContainEqual({ value: "/services/web_development", label: "Web Development (service)" });
    expect(node.options).toContainEqual({ value: "/product/tracko", label: "Tracko (product)" });
    expect(node.options).toHaveLength(faqPages.length);
    const refused = collections.faqs.schema.safeParse({ ...faqOf(), page: "Web Development" });
    expect(refused.error?.issues[0]?.message).toBe("Choose the page the question belongs to from the list.");
  });

  it("can come filled in, for a question added from its page's editor", () => {
    const presets = new URLSearchParams([["with.page", "/product/tracko"]]);
    expect(newRecordTemplate("faqs", [], undefined, presets)).toMatchObject({ page: "/product/tracko" });
  });
});

const faqOf = () => [...collections.faqs.shipped!().values()][0]!;

describe("a list's items", () => {
  const tracko = collections.products.shipped!().get("tracko")!;
  const plans = find(describeForm(collections.products.schema, tracko), "plans") as ListNode;

  it("fold to their title and a few words of what they hold", () => {
    const first = plans.items[0] as GroupNode;
    expect(first.label).toBe(`Plan 1: ${tracko.plans[0]!.name}`);
    expect(first.summary).toContain(tracko.plans[0]!.summary);
    expect(first.summary).toMatch(/₹[\d,]+/);
  });

  it("bring the page back to the item added or moved, else to the list", () => {
    const value = { plans: [{}, {}, {}] };
    expect(focusAfter({ kind: "add", path: "plans" }, value)).toBe("plans[2]");
    expect(focusAfter({ kind: "up", path: "plans[1]" }, value)).toBe("plans[0]");
    expect(focusAfter({ kind: "down", path: "plans[1]" }, value)).toBe("plans[2]");
    expect(focusAfter({ kind: "remove", path: "plans[1]" }, value)).toBe("plans");
    expect(focusAfter({ kind: "switch", path: "plans[1].pricing" }, value)).toBe("plans[1].pricing");
  });
});
