import { seoEntries, seoFallbacks } from "../content/seo";
import type { SeoEntry, SeoRecord } from "../content/schemas/seo";
import { site } from "../content/site";
import { staticPagePaths } from "./static-paths";

/**
 * Search metadata records: the authored entries of app/content/seo.ts turned into the
 * full 19-field record for one site origin. Pages (root loader), structured data,
 * the sitemap and the legacy endpoint all read them from here.
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

export type ResolvedSeoEntry = Omit<SeoEntry, "robots"> & { robots: NonNullable<SeoEntry["robots"]> };

const resolve = (entry: SeoEntry): ResolvedSeoEntry => ({ ...entry, robots: entry.robots ?? "index, follow" });

const byPath = new Map(seoEntries.map((e) => [e.path, resolve(e)]));
const byLowerPath = new Map(seoEntries.map((e) => [e.path.toLowerCase(), resolve(e)]));

/** "/about_us/" → "/about_us"; "/" stays. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** The entry of a page; route matching ignores case, so metadata does too (the canonical keeps the right case). */
export function findSeoEntry(pathname: string): ResolvedSeoEntry | undefined {
  const path = normalizePath(pathname);
  return byPath.get(path) ?? byLowerPath.get(path.toLowerCase());
}

export function isAdminPath(pathname: string): boolean {
  return /^\/admin(\/|\.|$)/i.test(normalizePath(pathname));
}

type PathOptions = { adminEnabled?: boolean };

/** The entry for any address: the page's own, the leads inbox (when enabled), or "not found". */
export function seoEntryForPath(pathname: string, { adminEnabled = false }: PathOptions = {}): ResolvedSeoEntry {
  const entry = findSeoEntry(pathname);
  if (entry) return entry;
  const path = normalizePath(pathname);
  return resolve({ ...(adminEnabled && isAdminPath(path) ? seoFallbacks.admin : seoFallbacks.notFound), path });
}

/** The one place an authored entry becomes the full record (canonical, Open Graph, Twitter). */
export function toSeoRecord(entry: ResolvedSeoEntry, siteUrl: string): SeoRecord {
  const origin = siteOrigin(siteUrl);
  const url = entry.path === "/" ? `${origin}/` : `${origin}${entry.path}`;
  const image = `${origin}/images/og/${entry.image}.png`;
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
    og_site_name: site.company.name,
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

export function seoRecordForPath(pathname: string, siteUrl: string, options: PathOptions = {}): SeoRecord {
  return toSeoRecord(seoEntryForPath(pathname, options), siteUrl);
}

/** Prerendered pages that search engines may index: the sitemap's list. */
export function indexablePaths(): string[] {
  return staticPagePaths().filter((p) => findSeoEntry(p)?.robots === "index, follow");
}

/**
 * The legacy endpoint's lookup (POST /laravel_website/api/get_seo_content): `route` is
 * the last segment of the page address, "Home" for the home page. Keeps the old
 * canonical rules: `reptile_tracko` is the tracking product at …/reptile-tracko, and
 * `blog` (no page of its own) points at the site root + "blog". Null when unknown.
 */
export function legacySeoRecord(route: string, siteUrl: string): SeoRecord | null {
  const segment = route.trim().replace(/^\/+|\/+$/g, "");
  const origin = siteOrigin(siteUrl);
  const withUrl = (record: SeoRecord, url: string): SeoRecord => ({
    ...record,
    canonical: url,
    og_url: url,
    twitter_url: url,
  });

  if (segment === "" || segment === "Home") return seoRecordForPath("/", origin);
  if (segment === "reptile_tracko") {
    const tracko = findSeoEntry("/product/tracko");
    return tracko ? withUrl(toSeoRecord(tracko, origin), `${origin}/reptile-tracko`) : null;
  }
  if (segment === "blog") return withUrl(seoRecordForPath("/", origin), `${origin}/blog`);

  const last = segment.split("/").pop()!;
  const match =
    seoEntries.find((e) => e.path.split("/").pop() === last) ??
    seoEntries.find((e) => e.path.split("/").pop()?.toLowerCase() === last.toLowerCase());
  return match ? toSeoRecord(resolve(match), origin) : null;
}

/** The pages above a page, for breadcrumbs: Home, then each ancestor with an entry, then the page. */
export function breadcrumbTrail(pathname: string): ResolvedSeoEntry[] {
  const entry = findSeoEntry(pathname);
  if (!entry || entry.path === "/") return [];
  const trail: ResolvedSeoEntry[] = [entry];
  let current = entry;
  for (let guard = 0; guard < 10; guard++) {
    const parent = current.parent ? findSeoEntry(current.parent) : nearestAncestor(current.path);
    if (!parent || parent.path === "/") break;
    trail.unshift(parent);
    current = parent;
  }
  return [findSeoEntry("/")!, ...trail];
}

function nearestAncestor(path: string): ResolvedSeoEntry | undefined {
  const parts = path.split("/").filter(Boolean);
  for (let n = parts.length - 1; n > 0; n--) {
    const found = byPath.get(`/${parts.slice(0, n).join("/")}`);
    if (found) return found;
  }
  return undefined;
}
