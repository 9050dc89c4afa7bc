import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COLLECTION_NAMES, type CollectionName, collectionOf } from "#shared/content/collections";
import { mergeContent, shippedContent } from "#shared/content/editable";
import { services } from "#shared/content/services";
import { staticPagePaths } from "#shared/lib/static-paths";
import { affectedPaths } from "#server/content/publisher";

/**
 * Issue 27: a collection is defined once (shared/content/collections/). Forgetting the
 * pages a collection affects would publish and re-render nothing; here every collection
 * publishes its sample record (issue 36: each definition has one, so a new collection is
 * covered here without a line of its own) and the pages that show it must be among those
 * rendered again.
 */

const servicePage = `/services/${services[0]!.slug}`;
const faqPage = (collectionOf("faqs").sample().record as { page: string }).page;

/** Every collection's sample record (its definition's `sample`), published over the shipped content. */
function changed(collection: CollectionName, record = collectionOf(collection).sample()) {
  const after = mergeContent({ [collection]: { [record.id]: record.record } }, 1);
  return { change: record, after, affected: affectedPaths(shippedContent, after, staticPagePaths(after)) };
}

describe("collections defined once", () => {
  it.each(COLLECTION_NAMES)("%s: its sample record passes its schema and names pages the site has", (name) => {
    const collection = collectionOf(name);
    const { id, record, shows } = collection.sample();
    const result = collection.schema.safeParse(record);
    expect(result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([]);
    expect(id).toBeTruthy();
    const pages = staticPagePaths(mergeContent({ [name]: { [id]: record } }, 1));
    for (const page of shows) expect(pages).toContain(page);
  });

  it.each(COLLECTION_NAMES)("%s: a changed record re-renders the pages that show it", (name) => {
    const collection = collectionOf(name);
    const { change, affected } = changed(name);
    expect(affected).toContain(collection.previewPath(change.id, change.record));
    for (const page of change.shows) expect(affected).toContain(page);
  });

  it("re-renders exactly the page of a changed FAQ, and both pages of a moved one", () => {
    expect(changed("faqs").affected).toEqual([faqPage]);
    const other = [servicePage, `/services/${services[1]!.slug}`].find((p) => p !== faqPage)!;
    const sample = collectionOf("faqs").sample().record as object;
    const before = mergeContent({ faqs: { q: { ...sample, id: "q" } } }, 1);
    const after = mergeContent({ faqs: { q: { ...sample, id: "q", page: other } } }, 2);
    expect(affectedPaths(before, after, staticPagePaths(after)).sort()).toEqual([faqPage, other].sort());
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
      "server/seo/seo-records.server.ts",
      "shared/lib/site-pages.ts",
      "shared/lib/static-paths.ts",
      "app/routes/seo/sitemap.xml.ts",
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
