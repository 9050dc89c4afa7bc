import { describe, expect, it } from "vitest";
import { recordFacts } from "#app/admin/content/editor.server";
import { labelledChanges, pathLabeller } from "#app/admin/content/field-labels.server";
import { missingCount } from "#app/admin/content/list.server";
import { newRecordTemplate } from "#app/admin/content/new-record.server";
import { collectionOf } from "#shared/content/collections";
import { stampPost } from "#shared/content/collections/posts";
import type { Post } from "#shared/content/schemas/blog";
import { recordView } from "#server/content/records";
import { addressErrors, unfinishedFields } from "#server/content/validate";

/**
 * Issue 35's pieces that need no browser: history in the form's words, what an unfinished
 * draft still needs, a hidden record's header, and a new post that starts as a draft.
 */

type Plans = { plans: { name: string; pricing: { type: string; price?: number } }[] };
const tracko = () => structuredClone(collectionOf("products").shipped!().get("tracko")) as unknown as Plans;

describe("history in words", () => {
  it("names a changed price by its labels, in rupees: Plan 1 › … › Price: ₹… → ₹…", () => {
    const before = tracko();
    const after = tracko();
    const plan = after.plans.findIndex((p) => p.pricing.type === "fixed");
    const old = before.plans[plan]!.pricing.price!;
    after.plans[plan]!.pricing.price = old + 25;
    const changes = labelledChanges("products", before, after);
    expect(changes).toHaveLength(1);
    expect(changes[0]!.field).toMatch(new RegExp(`^Plan ${plan + 1}: ${after.plans[plan]!.name} › .*Price$`));
    expect(changes[0]!.field).not.toMatch(/plans\[|pricing\.|\(₹\)/);
    const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;
    expect(changes[0]).toMatchObject({ before: rupees(old), after: rupees(old + 25) });
  });

  it("shows instants in India time, yes and no for switches, and names a removed field from the older version", () => {
    const post = collectionOf("posts").shipped!().values().next().value as Post;
    const later = { ...post, publishedAt: "2026-11-28T05:12:00.000Z", tags: post.tags.slice(0, 1) };
    const changes = labelledChanges("posts", post, later);
    const published = changes.find((c) => c.field === "Published at");
    expect(published?.after).toBe("28 Nov 2026, 10:42 am IST");
    if (post.tags.length > 1) expect(changes.some((c) => c.field === "Tag 2" && c.after === "—")).toBe(true);
    const label = pathLabeller("projects", { visible: true });
    expect(label("visible")).toBe("Visible on the site");
    expect(labelledChanges("projects", { visible: true }, { visible: false })[0]).toMatchObject({
      field: "Visible on the site",
      before: "Yes",
      after: "No",
    });
  });
});

describe("unfinished drafts", () => {
  it("counts what a draft still needs, and refuses only its address fields", () => {
    const draft = { name: "Half-done app", slug: "half-done-app" };
    const errors = unfinishedFields("projects", draft);
    expect(Object.keys(errors).length).toBeGreaterThan(3);
    expect(addressErrors("projects", draft, errors)).toEqual({});
    expect(
      Object.keys(addressErrors("projects", { slug: "x y" }, unfinishedFields("projects", { slug: "x y" }))),
    ).toEqual(expect.arrayContaining(["slug", "name"]));
    const view = recordView("projects", "half-done-app", row(draft), undefined)!;
    expect(missingCount(view)).toBe(Object.keys(errors).length);
    expect(recordFacts(view).missing).toBe(missingCount(view));
  });

  it("says Hidden in the header of a published record the site does not show", () => {
    const shipped = collectionOf("projects").shipped!().values().next().value as Record<string, unknown>;
    const slug = String(shipped.slug);
    const hidden = recordView("projects", slug, row(undefined, { ...shipped, visible: false }), shipped)!;
    expect(recordFacts(hidden)).toMatchObject({
      hidden: true,
      stateLabel: "Hidden: published, but the site does not show it",
    });
    const shown = recordView("projects", slug, row(undefined, shipped), shipped)!;
    expect(recordFacts(shown)).toMatchObject({ hidden: false, stateLabel: "Published" });
  });
});

describe("a new post", () => {
  it("starts as a draft, and publishing makes it published", () => {
    const blank = newRecordTemplate("posts", []) as Post;
    expect(blank.status).toBe("draft");
    const post = collectionOf("posts").shipped!().values().next().value as Post;
    expect(stampPost({ ...post, status: "draft" }, undefined, "Priya", new Date()).status).toBe("published");
    expect(stampPost({ ...post, status: "unpublished" }, post, "Priya", new Date()).status).toBe("unpublished");
  });
});

/** A stored row with a draft and/or a published record. */
function row(draft: unknown, published?: unknown) {
  return {
    collection: "projects",
    record_id: "x",
    draft: draft === undefined ? null : JSON.stringify(draft),
    published: published === undefined ? null : JSON.stringify(published),
    version: 3,
    updated_at: "2026-11-28T05:00:00.000Z",
    updated_by: "editor@example.com",
    published_at: null,
    published_by: null,
    scheduled_at: null,
    scheduled_by: null,
  } as unknown as Parameters<typeof recordView>[2];
}
