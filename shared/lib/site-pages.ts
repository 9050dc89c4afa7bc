import { type CollectionName, pageCollections } from "../content/collections";
import type { LiveContent } from "../content/editable";
import { staticPages } from "../content/pages";
import type { SeoEntry } from "../content/schemas/seo";

/**
 * Every page of the site that is the same for every visitor, with its search entry: the
 * static pages (shared/content/pages.ts), then each page-owning collection's list pages
 * and record pages (its `pages`, shared/content/collections/define.ts), in the registry's
 * order. The prerender list, re-rendering after a publish, the SEO records, breadcrumbs and
 * the sitemap all read this one list (docs/decisions/041); nothing here knows a collection
 * by name.
 */
export type SitePage = {
  path: string;
  entry: SeoEntry & { imagePath?: string };
  /** The collection whose page it is (absent: a static page). */
  collection?: CollectionName;
  /** When its record last changed (ISO 8601), for the sitemap. */
  lastModified?: string;
};

type Cached = { from: number; until: number; pages: SitePage[] };
/** Per content version, valid from the moment it was made until the next change by time (a job closing). */
const cache = new WeakMap<LiveContent, Cached>();

export function sitePages(content: LiveContent, now: Date = new Date()): SitePage[] {
  const at = now.getTime();
  const hit = cache.get(content);
  if (hit && at >= hit.from && at < hit.until) return hit.pages;
  const pages: SitePage[] = staticPages.map(({ route: _route, routeId: _id, ...entry }) => ({
    path: entry.path,
    entry,
  }));
  for (const collection of pageCollections()) {
    const { pages: own, name } = collection;
    const slice = content[collection.live.key];
    for (const entry of own.lists(slice, content.site, now)) pages.push({ path: entry.path, entry, collection: name });
    for (const record of own.records(slice, now)) {
      const path = own.path(record);
      const lastModified = own.lastModified?.(record);
      pages.push({
        path,
        entry: { ...own.seo(record, content.site, now), path },
        collection: name,
        ...(lastModified ? { lastModified } : {}),
      });
    }
  }
  cache.set(content, { from: at, until: nextPageChange(content, now)?.getTime() ?? Infinity, pages });
  return pages;
}

/** The entry of an address a collection's page had and has no more (a post taken down, a closed job). */
export function gonePage(path: string, content: LiveContent, now: Date = new Date()): SeoEntry | undefined {
  for (const { pages, live } of pageCollections()) {
    if (!path.startsWith(`${pages.list}/`)) continue;
    const entry = pages.gone?.(path, content[live.key], content.site, now);
    if (entry) return entry;
  }
  return undefined;
}

/** The next moment any collection's pages change by themselves (then they are rendered again). */
export function nextPageChange(content: LiveContent, now: Date = new Date()): Date | undefined {
  const times = pageCollections().flatMap(({ pages, live }) => {
    const at = pages.changesAt?.(content[live.key], now);
    return at ? [at.getTime()] : [];
  });
  return times.length ? new Date(Math.min(...times)) : undefined;
}

/** The collections whose pages change by themselves at or before `now` (since `since`). */
export function collectionsChangedByTime(content: LiveContent, since: Date, now: Date): CollectionName[] {
  return pageCollections()
    .filter(({ pages, live }) => {
      const at = pages.changesAt?.(content[live.key], since);
      return at !== undefined && at.getTime() <= now.getTime();
    })
    .map((c) => c.name);
}
