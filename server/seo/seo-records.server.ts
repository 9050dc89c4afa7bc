import { fill } from "#shared/lib/fill";
import { type FilledSeoRecord, withSocialFallbacks } from "#shared/lib/seo-social";
import { blogPages } from "#shared/content/blog/blog-pages";
import { type LiveContent, shippedContent } from "#shared/content/editable";
import type { Post } from "#shared/content/schemas/blog";
import type { Project } from "#shared/content/schemas/portfolio";
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  type SeoEntry,
  type SeoRecord,
  TITLE_MAX,
} from "#shared/content/schemas/seo";
import { brandedTitle, productSeoEntry, seoEntries, seoFallbacks, snippet } from "#shared/content/seo";
import { allTags, blogPath, listedPosts, lookupPost, pageOf, postPath, tagPath } from "#shared/lib/blog";
import { staticPagePaths } from "#shared/lib/static-paths";

/**
 * Search metadata records: the authored entries of shared/content/seo.ts turned into the
 * full 19-field record for one site origin, for the live content (the loader's
 * `liveContent(context)`): its projects decide which portfolio pages have an entry,
 * its company name is the Open Graph site name, and a published SEO record of a page
 * (`content.seo[path]`) replaces the derived one as a whole. Pages (root loader),
 * structured data, the sitemap and the legacy endpoint all read them from here.
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
  /** Every page's entry, in the order of shared/content/seo.ts. */
  list: ResolvedSeoEntry[];
  byPath: Map<string, ResolvedSeoEntry>;
  byLowerPath: Map<string, ResolvedSeoEntry>;
};

const PORTFOLIO_PATH = "/portfolio";
const projectPath = (slug: string) => `${PORTFOLIO_PATH}/${slug}`;
const isProjectPath = (path: string) => path.startsWith(`${PORTFOLIO_PATH}/`);

const authored = new Map(seoEntries.map((e) => [e.path, resolve(e)]));
const shippedProjects = new Map(shippedContent.projects.map((p) => [p.slug, p]));

/** `text` cut to `max` characters with an ellipsis, at a word end when that keeps at least `min`. */
function clip(text: string, max: number, min = 0): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const atWord = head.replace(/\s+\S*$/, "");
  return `${(atWord.length >= min ? atWord : head).replace(/[,;:.\s]+$/, "")}…`;
}

/**
 * The entry of a project page that shared/content/seo.ts does not describe (a project
 * added in the back office, or a shipped one whose card text was edited).
 */
function derivedProjectEntry(project: Project, brand: string): ResolvedSeoEntry {
  const title = `${project.name} | Portfolio`;
  const summary = project.summary.trim();
  const padded =
    summary.length >= DESCRIPTION_MIN
      ? summary
      : `${summary} A ${brand} portfolio project for ${project.company}: what we built and the results it brought.`;
  return resolve({
    path: projectPath(project.slug),
    name: project.name,
    title: title.length <= TITLE_MAX ? title : clip(project.name, TITLE_MAX),
    description: clip(padded, DESCRIPTION_MAX, DESCRIPTION_MIN),
    keywords: [project.name, project.company, "case study", "portfolio", brand],
    image: "portfolio",
    parent: PORTFOLIO_PATH,
  });
}

/** A live project's entry: the authored one while its card reads as shipped, else derived. */
function projectEntry(project: Project, brand: string): ResolvedSeoEntry {
  const shipped = shippedProjects.get(project.slug);
  const entry = authored.get(projectPath(project.slug));
  const unchanged =
    shipped &&
    shipped.name === project.name &&
    shipped.company === project.company &&
    shipped.summary === project.summary;
  return entry && unchanged ? entry : derivedProjectEntry(project, brand);
}

/**
 * The blog's pages: the list and its further pages, each listed post, each tag. A post's
 * title is its own (with the brand when it fits, cut at a word when it is too long), its
 * description the summary with a closing sentence while one fits, its image the card
 * drawn for it at publish.
 */
function blogEntries(posts: readonly Post[]): ResolvedSeoEntry[] {
  const { seo } = blogPages;
  const common = { keywords: seo.keywords, image: "blog" } as const;
  const pages = pageOf(posts, 1)!.pages;
  return [
    resolve({
      ...common,
      path: blogPath(),
      name: blogPages.list.eyebrow,
      title: brandedTitle(seo.indexTitle),
      description: seo.indexDescription,
    }),
    ...Array.from({ length: pages - 1 }, (_, i) => {
      const title = fill(seo.pageTitle, { page: i + 2 });
      return resolve({
        ...common,
        path: blogPath(i + 2),
        name: title,
        title: brandedTitle(title),
        description: fill(seo.pageDescription, { page: i + 2 }),
      });
    }),
    ...listedPosts(posts).map((post) =>
      resolve({
        path: postPath(post.slug),
        name: post.title,
        title: post.title.length <= TITLE_MAX ? brandedTitle(post.title) : clip(post.title, TITLE_MAX, TITLE_MAX / 2),
        description: snippet(post.summary, ...seo.postClosings),
        keywords: [...post.tags.map((tag) => tag.replace(/-/g, " ")), ...seo.keywords],
        image: "blog",
        ...(post.ogImage ? { imagePath: post.ogImage } : {}),
      }),
    ),
    ...allTags(posts).map((tag) => {
      const title = fill(seo.tagTitle, { tag });
      return resolve({
        ...common,
        path: tagPath(tag),
        name: title,
        title: brandedTitle(title),
        description: fill(seo.tagDescription, { tag }),
        keywords: [tag.replace(/-/g, " "), ...seo.keywords],
      });
    }),
  ];
}

/** A post taken down answers 410 Gone; its page says so and stays out of search. */
function goneEntry(path: string, content: LiveContent): ResolvedSeoEntry | undefined {
  const slug = /^\/blog\/([^/]+)$/.exec(path)?.[1];
  if (!slug || lookupPost(content.posts, slug)?.kind !== "gone") return undefined;
  const { seo } = blogPages;
  return resolve({
    path,
    name: seo.goneTitle,
    title: brandedTitle(seo.goneTitle),
    description: seo.goneDescription,
    keywords: seo.keywords,
    image: "blog",
    robots: "noindex, follow",
  });
}

/** The entries of a content version (cached per version: loaders ask several times per request). */
const indexes = new WeakMap<LiveContent, EntryIndex>();

function entriesOf(content: LiveContent): EntryIndex {
  let index = indexes.get(content);
  if (!index) {
    // The live projects take the place of the shipped ones (the legacy lookup goes by order).
    const projects = content.projects.map((p) => projectEntry(p, content.site.company.name));
    const list: ResolvedSeoEntry[] = [];
    // A product whose plans were published gets its entry made again (its description quotes a price).
    const products = new Map(
      content.products
        .filter((p) => p.planSection !== shippedContent.products.find((s) => s.route === p.route)?.planSection)
        .map((p) => [`/product/${p.route}`, resolve(productSeoEntry(p))]),
    );
    for (const entry of authored.values()) {
      if (products.has(entry.path)) list.push(products.get(entry.path)!);
      else if (!isProjectPath(entry.path)) list.push(entry);
      else if (projects.length) list.push(...projects.splice(0));
    }
    list.push(...projects, ...blogEntries(content.posts));
    index = {
      list,
      byPath: new Map(list.map((e) => [e.path, e])),
      byLowerPath: new Map(list.map((e) => [e.path.toLowerCase(), e])),
    };
    indexes.set(content, index);
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
 * keeps the right case). Portfolio pages have one only while their project is visible.
 */
export function findSeoEntry(pathname: string, content: LiveContent): ResolvedSeoEntry | undefined {
  const path = normalizePath(pathname);
  const { byPath, byLowerPath } = entriesOf(content);
  return byPath.get(path) ?? byLowerPath.get(path.toLowerCase());
}

export function isAdminPath(pathname: string): boolean {
  return /^\/admin(\/|\.|$)/i.test(normalizePath(pathname));
}

type PathOptions = { adminEnabled?: boolean };

/** The entry for any address: the page's own, the leads inbox (when enabled), or "not found". */
export function seoEntryForPath(
  pathname: string,
  content: LiveContent,
  { adminEnabled = false }: PathOptions = {},
): ResolvedSeoEntry {
  const entry = findSeoEntry(pathname, content);
  if (entry) return entry;
  const path = normalizePath(pathname);
  return (
    goneEntry(path, content) ??
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
  const entry = findSeoEntry(pathname, content);
  // Filled here, on the server: the page head's link-preview texts follow the title and
  // description when left empty, and the browser bundle never needs the rule.
  return withSocialFallbacks(
    entry
      ? pageRecord(entry, siteUrl, content)
      : toSeoRecord(seoEntryForPath(pathname, content, options), siteUrl, content),
  );
}

/** Prerendered pages that search engines may index (their published robots value counts): the sitemap's list. */
export function indexablePaths(content: LiveContent): string[] {
  return staticPagePaths(content).filter((p) => {
    const entry = findSeoEntry(p, content);
    return (entry && (content.seo[entry.path]?.robots ?? entry.robots)) === "index, follow";
  });
}

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
