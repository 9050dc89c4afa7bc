import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routeTable from "#app/routes";
import { type AnyCollection, collectionOf, pageCollections } from "#shared/content/collections";
import { type LiveContent, mergeContent, shippedContent } from "#shared/content/editable";
import type { Post } from "#shared/content/schemas/blog";
import { seoEntriesSchema } from "#shared/content/schemas/seo";
import { sitePages } from "#shared/lib/site-pages";
import { staticPagePaths } from "#shared/lib/static-paths";
import { seoRecordPaths } from "#server/content/hooks/seo";
import { findSeoEntry, indexablePaths } from "#server/seo/seo-records.server";

/**
 * Issue 36: a page is in the prerender list and the sitemap because it is declared once (a
 * static page in shared/content/pages.ts, a collection's own pages in its definition). These
 * checks fail when the route table has a page that neither declares, or when a collection's
 * page has no SEO entry; each check is also run on a broken table or collection, to show it
 * fails then.
 */

type Route = { path: string; file: string };

/** The public page routes of a route table: .tsx modules (resource routes are .ts), outside the back office and the catch-all. */
function pageRoutes(entries: readonly RouteConfigEntry[], parent = ""): Route[] {
  return entries.flatMap((entry) => {
    if (entry.file === "routes/admin/layout.tsx" || entry.path === "*") return [];
    const path = entry.index ? parent || "/" : `${parent}/${entry.path ?? ""}`.replace(/\/+$/, "") || "/";
    const own = entry.file.endsWith(".tsx") && entry.file !== "root.tsx" ? [{ path, file: entry.file }] : [];
    return [...own, ...pageRoutes(entry.children ?? [], path === "/" ? "" : path)];
  });
}

/** A route's path as a pattern: ":slug" is one segment; the router matches without regard to case. */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+")}$`, "i");

/** Page routes that serve no page of the prerender list (a page missing from it is rendered on every request and left out of the sitemap). */
function routesWithoutPrerenderedPage(routes: readonly Route[], paths: readonly string[]): string[] {
  return routes.filter((r) => !paths.some((p) => patternOf(r.path).test(p))).map((r) => `${r.path} (${r.file})`);
}

/** Prerendered pages missing from the sitemap that search engines may index. */
function indexablePagesMissingFromSitemap(content: LiveContent): string[] {
  const sitemap = new Set(indexablePaths(content));
  return sitePages(content)
    .filter((page) => (page.entry.robots ?? "index, follow") === "index, follow" && !sitemap.has(page.path))
    .map((page) => page.path);
}

/** Pages of a page-owning collection without a search entry, or without an SEO record an editor can change. */
function collectionPagesWithoutSeo(collections: readonly AnyCollection[], content: LiveContent): string[] {
  const editable = new Set(seoRecordPaths(content));
  return collections.flatMap((collection) => {
    const { pages } = collection;
    if (!pages) return [`${collection.name}: declares no pages`];
    const slice = content[collection.live.key];
    const paths = [
      ...pages.lists(slice, content.site, new Date()).map((e) => e.path),
      ...pages.records(slice, new Date()).map((r) => pages.path(r)),
    ];
    return paths.flatMap((path) => {
      const entry = findSeoEntry(path, content);
      const problems = [
        ...(entry?.title && entry.description ? [] : [`${path}: no search entry`]),
        ...(editable.has(path) ? [] : [`${path}: no SEO record in the back office`]),
      ];
      return problems;
    });
  });
}

const routes = pageRoutes(routeTable);

/** The shipped content with enough posts for a second page of the blog (its route has a page only then). */
const sample = collectionOf("posts").sample().record as Post;
const manyPosts = mergeContent(
  {
    posts: Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [`extra-${i}`, { ...sample, id: `extra-${i}`, slug: `extra-${i}` }]),
    ),
  },
  1,
);

describe("every page is declared once, and so prerendered and in the sitemap", () => {
  it("reads the public page routes of app/routes.ts", () => {
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining(["/", "/about_us", "/careers", "/careers/:slug", "/blog/:slug", "/privacy-policy"]),
    );
    expect(routes.some((r) => r.path.startsWith("/admin"))).toBe(false);
  });

  it("has a prerendered page for every page route", () => {
    expect(routesWithoutPrerenderedPage(routes, staticPagePaths(manyPosts))).toEqual([]);
  });

  it("fails for a page route that is in neither the static pages nor a collection", () => {
    const broken = [...routes, { path: "/brand-new-page", file: "routes/brand-new-page.tsx" }];
    expect(routesWithoutPrerenderedPage(broken, staticPagePaths(manyPosts))).toEqual([
      "/brand-new-page (routes/brand-new-page.tsx)",
    ]);
  });

  it("lists every indexable prerendered page in the sitemap", () => {
    expect(indexablePagesMissingFromSitemap(shippedContent)).toEqual([]);
    expect(indexablePaths(shippedContent).length).toBeGreaterThan(40);
  });

  it("makes each static page's route from shared/content/pages.ts", () => {
    for (const path of ["/", "/about_us", "/contact_us", "/Thanku", "/Navbar", "/privacy-policy"])
      expect(routes.map((r) => r.path)).toContain(path);
  });
});

describe("a collection that owns pages", () => {
  it("gives every one of its pages a search entry and an editable SEO record", () => {
    expect(pageCollections().map((c) => c.name)).toEqual(["projects", "products", "posts", "jobs"]);
    expect(collectionPagesWithoutSeo(pageCollections(), shippedContent)).toEqual([]);
  });

  it("fails for a collection with pages but no SEO entry", () => {
    const [jobs] = pageCollections().filter((c) => c.name === "jobs");
    const withoutPages = { ...jobs!, pages: undefined } as AnyCollection;
    expect(collectionPagesWithoutSeo([withoutPages], shippedContent)).toEqual(["jobs: declares no pages"]);
    // Pages the registry does not know (a collection left out of it) have no entry either.
    const unknown = { ...jobs!, pages: { ...jobs!.pages, path: (r: { slug: string }) => `/jobs-elsewhere/${r.slug}` } };
    expect(collectionPagesWithoutSeo([unknown as AnyCollection], shippedContent)).toContain(
      "/jobs-elsewhere/android-developer: no search entry",
    );
  });

  it("has page entries that are unique and within search limits", () => {
    const result = seoEntriesSchema.safeParse(sitePages(shippedContent).map((p) => p.entry));
    expect(result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([]);
  });

  it("owns the route of its list and record pages", () => {
    for (const { pages } of pageCollections()) {
      expect(routes.map((r) => r.path)).toContain(pages.list);
      expect(routes.some((r) => r.path.startsWith(`${pages.list}/:`))).toBe(true);
    }
  });
});
