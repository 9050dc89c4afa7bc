import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COLLECTION_NAMES, type CollectionName, collectionOf, type RecordOf } from "#shared/content/collections";
import { mergeContent, shippedContent, shippedRecords } from "#shared/content/editable";
import { services } from "#shared/content/services";
import { staticPagePaths } from "#shared/lib/static-paths";
import { affectedPaths } from "#server/content/publisher";
import { seoRecordForPath } from "#server/seo/seo-records.server";

/**
 * Issue 27: a collection is defined once (shared/content/collections/). Forgetting the
 * pages a collection affects would publish and re-render nothing; here every collection
 * changes one record and the pages that show it must be among those rendered again.
 */

const SITE = "https://www.example.in";

type Change<C extends CollectionName> = {
  id: string;
  record: RecordOf<C>;
  /** Pages that show the record (its preview page is checked too). */
  shows: string[];
};

function firstShipped<C extends CollectionName>(collection: C): [string, RecordOf<C>] {
  const first = [...shippedRecords(collection)][0];
  if (!first) throw new Error(`${collection} ships no record`);
  return first;
}

const servicePage = `/services/${services[0]!.slug}`;

/** One change per collection: a new collection without one does not compile (and fails below). */
const changes: { [C in CollectionName]: () => Change<C> } = {
  seo: () => ({
    id: "about_us",
    record: { ...seoRecordForPath("/about_us", SITE, shippedContent), title: "About the changed team" },
    shows: ["/about_us"],
  }),
  projects: () => {
    const [id, record] = firstShipped("projects");
    return { id, record: { ...record, summary: "A changed summary." }, shows: [`/portfolio/${id}`, "/portfolio", "/"] };
  },
  products: () => {
    const [id, record] = firstShipped("products");
    return { id, record: { ...record, heading: "Changed plans" }, shows: [`/product/${id}`] };
  },
  testimonials: () => {
    const [id, record] = firstShipped("testimonials");
    return { id, record: { ...record, quote: "A changed quote." }, shows: ["/", servicePage] };
  },
  company: () => {
    const [id, record] = firstShipped("company");
    return { id, record: { ...record, tagline: "A changed tagline" }, shows: ["/contact_us", "/", "/about_us"] };
  },
  posts: () => {
    const [id, record] = firstShipped("posts");
    return { id, record: { ...record, title: "A changed title" }, shows: [`/blog/${record.slug}`, "/blog"] };
  },
  faqs: () => ({
    id: "changed-question",
    record: {
      id: "changed-question",
      page: servicePage,
      question: "Is this a question?",
      answer: "It is.",
      visible: true,
      order: 10,
    },
    shows: [servicePage],
  }),
};

function changed<C extends CollectionName>(collection: C) {
  const change = changes[collection]();
  const after = mergeContent({ [collection]: { [change.id]: change.record } }, 1);
  return { change, after, affected: affectedPaths(shippedContent, after, staticPagePaths(after)) };
}

describe("collections defined once", () => {
  it("has a change for every collection of the registry", () => {
    expect(Object.keys(changes).sort()).toEqual([...COLLECTION_NAMES].sort());
  });

  it.each(COLLECTION_NAMES)("%s: a changed record re-renders the pages that show it", (name) => {
    const collection = collectionOf(name);
    const { change, affected } = changed(name);
    expect(collection.schema.safeParse(change.record).success).toBe(true);
    expect(affected).toContain(collection.previewPath(change.id, change.record));
    for (const page of change.shows) expect(affected).toContain(page);
  });

  it("re-renders exactly the page of a changed FAQ, and both pages of a moved one", () => {
    expect(changed("faqs").affected).toEqual([servicePage]);
    const other = `/services/${services[1]!.slug}`;
    const before = mergeContent({ faqs: { q: { ...changes.faqs().record, id: "q" } } }, 1);
    const after = mergeContent({ faqs: { q: { ...changes.faqs().record, id: "q", page: other } } }, 2);
    expect(affectedPaths(before, after, staticPagePaths(after)).sort()).toEqual([servicePage, other].sort());
  });

  it("re-renders nothing when nothing changed", () => {
    expect(affectedPaths(shippedContent, mergeContent({}, 1), staticPagePaths())).toEqual([]);
  });

  it("files each definition under its own name, with labels, a revision limit and its API exposure", () => {
    for (const name of COLLECTION_NAMES) {
      const collection = collectionOf(name);
      expect(collection.name).toBe(name);
      expect(collection.labels.plural && collection.labels.singular).toBeTruthy();
      expect(collection.revisions.keep).toBeGreaterThan(0);
      if (collection.canCreate) expect(collection.idField).toBeTruthy();
      else expect(collection.admin.unknownId).toBeTruthy();
    }
  });

  it("leaves no per-collection branch in the generic code", () => {
    const generic = [
      "server/content/service.ts",
      "server/content/publisher.ts",
      "server/content/transfer.ts",
      "server/content/live-pages.ts",
      "server/content/records.ts",
      "shared/content/editable.ts",
      "app/admin/content/editor.server.ts",
      "app/admin/content/preview-path.ts",
      "app/admin/api/content.server.ts",
      "app/admin/api/openapi.ts",
      "app/routes/admin/content.tsx",
      "app/routes/admin/content-collection.tsx",
      "app/routes/admin/content-record.tsx",
    ];
    const branch = new RegExp(
      `(collection|name)\\s*[!=]==\\s*"(${COLLECTION_NAMES.join("|")})"|case "(${COLLECTION_NAMES.join("|")})"`,
    );
    for (const file of generic) expect(readFileSync(file, "utf8"), file).not.toMatch(branch);
  });
});
