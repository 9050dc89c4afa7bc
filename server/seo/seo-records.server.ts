import { type FilledSeoRecord, withSocialFallbacks } from "#shared/lib/seo-social";
import type { LiveContent } from "#shared/content/editable";
import type { SeoEntry, SeoRecord } from "#shared/content/schemas/seo";
import { seoFallbacks } from "#shared/content/seo";
import { blogPath } from "#shared/lib/blog";
import { gonePage, type SitePage, sitePages } from "#shared/lib/site-pages";

/**
 * Search metadata records: the entries of the site's pages (shared/lib/site-pages.ts: the
 * static pages and each collection's own pages) turned into the full 19-field record for one
 * site origin, for the live content (the loader's `liveContent(context)`): its records decide
 * which collection pages have an entry, its company name is the Open Graph site name, and a
 * published SEO record of a page (`content.seo[path]`) replaces the derived one as a whole.
 * Pages (root loader), structured data, the sitemap and the legacy endpoint all read them
 * from here.
 */

export const DEFAULT_SITE_URL = "http://localhost:3000";
/** sitemap.xml and robots.txt: crawlers may keep them an hour; a CDN may serve them a day longer while it refetches. */
export const SEO_FILE_CACHE = "public, max-age=3600, stale-while-revalidate=86400";
/** Size of every Open Graph image (public/images/og/*.png). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The origin of a SITE_URL value ("https://x.in/" → "https://x.in"); the default when unusable. */
export function siteOrigin(value: string | undefined): string {
  if (!value) return DEFAULT_SITE_URL;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : DEFAULT_SITE_URL;
  } catch {
    return DEFAULT_SITE_URL;
  }
}

/**
 * SITE_URL for a loader: the server's validated config when it runs the request;
 * otherwise (prerendering at build) the build environment's SITE_URL. Prerendered
 * files are rewritten to the runtime value at start (server/seo/site-url.ts).
 */
export function siteUrlFromContext(context: unknown): string {
  const configured = configFrom(context)?.SITE_URL;
  return siteOrigin(typeof configured === "string" ? configured : process.env.SITE_URL);
}

/** The back office exists only once an account does; otherwise /admin is an ordinary 404. */
export function adminEnabledFromContext(context: unknown): boolean {
  const services = (context as { services?: { backOfficeEnabled?: () => boolean } } | undefined)?.services;
  return Boolean(services?.backOfficeEnabled?.());
}

const configFrom = (context: unknown) =>
  (context as { services?: { config?: { SITE_URL?: unknown } } } | undefined)?.services?.config;

export type ResolvedSeoEntry = Omit<SeoEntry, "robots"> & {
  robots: NonNullable<SeoEntry["robots"]>;
  /** The page's own Open Graph image, a site path (a post's card); `image` names the drawn one otherwise. */
  imagePath?: string;
};

const resolve = (entry: SeoEntry & { imagePath?: string }): ResolvedSeoEntry => ({
  ...entry,
  robots: entry.robots ?? "index, follow",
});

type EntryIndex = {
  /** Every page's entry, in the order of the site's pages. */
  list: ResolvedSeoEntry[];
  byPath: Map<string, ResolvedSeoEntry>;
  byLowerPath: Map<string, ResolvedSeoEntry>;
};

/** The entries of the site's pages at a moment (cached with the list they are made from). */
const indexes = new WeakMap<SitePage[], EntryIndex>();

function entriesOf(content: LiveContent, now: Date = new Date()): EntryIndex {
  const pages = sitePages(content, now);
  let index = indexes.get(pages);
  if (!index) {
    const list = pages.map((page) => resolve(page.entry));
    index = {
      list,
      byPath: new Map(list.map((e) => [e.path, e])),
      byLowerPath: new Map(list.map((e) => [e.path.toLowerCase(), e])),
    };
    indexes.set(pages, index);
  }
  return index;
}

/** "/about_us/" → "/about_us"; "/" stays. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/**
 * The entry of a page; route matching ignores case, so metadata does too (the canonical
 * keeps the right case). A collection's record page has one only while it shows (a visible
 * project, a listed post, an open job).
 */
export function findSeoEntry(pathname: string, content: LiveContent, now?: Date): ResolvedSeoEntry | undefined {
  const path = normalizePath(pathname);
  const { byPath, byLowerPath } = entriesOf(content, now);
  return byPath.get(path) ?? byLowerPath.get(path.toLowerCase());
}

export function isAdminPath(pathname: string): boolean {
  return /^\/admin(\/|\.|$)/i.test(normalizePath(pathname));
}

type PathOptions = { adminEnabled?: boolean; now?: Date };

/** The entry for any address: the page's own, the leads inbox (when enabled), or "not found". */
export function seoEntryForPath(
  pathname: string,
  content: LiveContent,
  { adminEnabled = false, now }: PathOptions = {},
): ResolvedSeoEntry {
  const entry = findSeoEntry(pathname, content, now);
  if (entry) return entry;
  const path = normalizePath(pathname);
  const gone = gonePage(path, content, now);
  return (
    (gone && resolve(gone)) ??
    resolve({ ...(adminEnabled && isAdminPath(path) ? seoFallbacks.admin : seoFallbacks.notFound), path })
  );
}

/** The one place an authored entry becomes the full record (canonical, Open Graph, Twitter). */
export function toSeoRecord(entry: ResolvedSeoEntry, siteUrl: string, content: Pick<LiveContent, "site">): SeoRecord {
  const origin = siteOrigin(siteUrl);
  const url = entry.path === "/" ? `${origin}/` : `${origin}${entry.path}`;
  const image = `${origin}${entry.imagePath ?? `/images/og/${entry.image}.png`}`;
  return {
    title: entry.title,
    meta_description: entry.description,
    keywords: entry.keywords.join(", "),
    robots: entry.robots,
    canonical: url,
    og_url: url,
    og_type: "website",
    og_title: entry.title,
    og_description: entry.description,
    og_site_name: content.site.company.name,
    og_image: image,
    og_image_width: OG_IMAGE_SIZE.width,
    og_image_height: OG_IMAGE_SIZE.height,
    twitter_card: "summary_large_image",
    twitter_domain: new URL(origin).host,
    twitter_url: url,
    twitter_title: entry.title,
    twitter_description: entry.description,
    twitter_image: image,
  };
}

/** A page's record: the published one of its path, else the one derived from its entry. */
function pageRecord(entry: ResolvedSeoEntry, siteUrl: string, content: LiveContent): SeoRecord {
  return content.seo[entry.path] ?? toSeoRecord(entry, siteUrl, content);
}

/** The record of any address: its page's (published or derived), the back office's, or "not found". */
export function seoRecordForPath(
  pathname: string,
  siteUrl: string,
  content: LiveContent,
  options: PathOptions = {},
): FilledSeoRecord {
  const entry = findSeoEntry(pathname, content, options.now);
  // Filled here, on the server: the page head's link-preview texts follow the title and
  // description when left empty, and the browser bundle never needs the rule.
  return withSocialFallbacks(
    entry
      ? pageRecord(entry, siteUrl, content)
      : toSeoRecord(seoEntryForPath(pathname, content, options), siteUrl, content),
  );
}

/** Prerendered pages that search engines may index (their published robots value counts): the sitemap's list. */
export function indexablePages(content: LiveContent, now: Date = new Date()): SitePage[] {
  return sitePages(content, now).filter(
    (page) => (content.seo[page.path]?.robots ?? page.entry.robots ?? "index, follow") === "index, follow",
  );
}

/** The paths of indexablePages. */
export const indexablePaths = (content: LiveContent, now?: Date): string[] =>
  indexablePages(content, now).map((page) => page.path);

/**
 * The legacy endpoint's lookup (POST /laravel_website/api/get_seo_content): `route` is
 * the last segment of the page address, "Home" for the home page. Keeps the old
 * canonical rules: `reptile_tracko` is the tracking product at …/reptile-tracko, and
 * `blog` is the blog's list page (the old site had none; its canonical was already
 * …/blog). Null when unknown.
 */
export function legacySeoRecord(route: string, siteUrl: string, content: LiveContent): SeoRecord | null {
  const segment = route.trim().replace(/^\/+|\/+$/g, "");
  const origin = siteOrigin(siteUrl);
  const withUrl = (record: SeoRecord, url: string): SeoRecord => ({
    ...record,
    canonical: url,
    og_url: url,
    twitter_url: url,
  });

  if (segment === "" || segment === "Home") return seoRecordForPath("/", origin, content);
  if (segment === "reptile_tracko") {
    const tracko = findSeoEntry("/product/tracko", content);
    return tracko ? withUrl(pageRecord(tracko, origin, content), `${origin}/reptile-tracko`) : null;
  }
  if (segment === "blog") return seoRecordForPath(blogPath(), origin, content);

  const last = segment.split("/").pop()!;
  const { list } = entriesOf(content);
  const match =
    list.find((e) => e.path.split("/").pop() === last) ??
    list.find((e) => e.path.split("/").pop()?.toLowerCase() === last.toLowerCase());
  return match ? pageRecord(match, origin, content) : null;
}

/** The pages above a page, for breadcrumbs: Home, then each ancestor with an entry, then the page. */
export function breadcrumbTrail(pathname: string, content: LiveContent): ResolvedSeoEntry[] {
  const entry = findSeoEntry(pathname, content);
  if (!entry || entry.path === "/") return [];
  const trail: ResolvedSeoEntry[] = [entry];
  let current = entry;
  for (let guard = 0; guard < 10; guard++) {
    const parent = current.parent ? findSeoEntry(current.parent, content) : nearestAncestor(current.path, content);
    if (!parent || parent.path === "/") break;
    trail.unshift(parent);
    current = parent;
  }
  return [findSeoEntry("/", content)!, ...trail];
}

function nearestAncestor(path: string, content: LiveContent): ResolvedSeoEntry | undefined {
  const { byPath } = entriesOf(content);
  const parts = path.split("/").filter(Boolean);
  for (let n = parts.length - 1; n > 0; n--) {
    const found = byPath.get(`/${parts.slice(0, n).join("/")}`);
    if (found) return found;
  }
  return undefined;
}
