import { enterpriseFeatures, enterpriseFeaturePath } from "./enterprise";
import { legalDocuments } from "./legal";
import { projects } from "./portfolio";
import { products } from "./products";
import type { Product } from "./schemas/products";
import type { Project } from "./schemas/portfolio";
import type { OgImageName, SeoEntry } from "./schemas/seo";
import { services } from "./services";
import { site } from "./site";

/**
 * Search and link-preview metadata, and the helpers that write it. The static pages' own
 * entries are in shared/content/pages.ts; services, enterprise features and legal pages get
 * theirs here from their content modules, the collections' pages from their collection
 * (shared/content/collections/), so a new record gets a page title automatically.
 * Everything else (canonical, Open Graph, Twitter) is derived in app/lib/seo.ts.
 */

const BRAND = site.company.name;
const SHORT_BRAND = site.company.shortName;
const CITY = site.company.address.locality;
const TITLE_MAX = 60;
const DESCRIPTION_MIN = 70;
const DESCRIPTION_MAX = 160;

/**
 * The first candidate that fits a search result title with the brand after a bar
 * (the full name, or the short one when only that fits).
 */
export function brandedTitle(...candidates: string[]): string {
  for (const c of candidates) {
    // "Reptile EMI Security Plus … | Reptile" would say the name twice.
    for (const brand of c.includes(SHORT_BRAND) ? [BRAND] : [BRAND, SHORT_BRAND]) {
      const full = `${c} | ${brand}`;
      if (full.length <= TITLE_MAX) return full;
    }
  }
  const last = candidates[candidates.length - 1] ?? BRAND;
  return last.length <= TITLE_MAX ? last : `${last.slice(0, TITLE_MAX - 1).trimEnd()}…`;
}

/** Shortens text to a snippet: at a sentence end if one is long enough, else at a comma, else at a word. */
function shorten(text: string): string {
  const head = text.slice(0, DESCRIPTION_MAX);
  const sentenceEnd = head.lastIndexOf(". ");
  if (sentenceEnd >= DESCRIPTION_MIN) return head.slice(0, sentenceEnd + 1);
  const room = head.slice(0, DESCRIPTION_MAX - 1);
  const comma = room.lastIndexOf(",");
  const cut = comma >= DESCRIPTION_MIN ? comma : room.lastIndexOf(" ");
  return `${room.slice(0, cut).replace(/[,;:.\s]+$/, "")}…`;
}

/**
 * A search snippet: the lead sentence plus the first closing sentence that still
 * fits (alternatives from longest to shortest); a lead that is too long is shortened.
 */
export function snippet(lead: string, ...closings: string[]): string {
  const text = lead.trim();
  if (text.length > DESCRIPTION_MAX) return shorten(text);
  const closing = closings.find((c) => text.length + 1 + c.length <= DESCRIPTION_MAX);
  return closing ? `${text} ${closing}` : text;
}

const titleCase = (s: string) => s.replace(/(^|[\s-])(\p{Ll})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
/** "Daily Hisab" is already in "Daily hisab app": say it once. */
const mentions = (text: string, name: string) =>
  text
    .toLowerCase()
    .replace(/[-\s]+/g, " ")
    .includes(name.toLowerCase().replace(/[-\s]+/g, " "));

const lower = (s: string) => s.toLowerCase();

/** The portfolio's list page (the projects collection's list). */
export const portfolioListEntry: SeoEntry = {
  path: "/portfolio",
  name: "Portfolio",
  title: `Portfolio: Apps and Websites We Built | ${BRAND}`,
  description:
    "Client projects in food, education, payments, safety and retail, with the results they brought: 25% to 70% more orders, sign-ups and bookings.",
  keywords: [
    "software portfolio",
    "app development case studies",
    "website projects",
    "client work",
    "IT company portfolio",
  ],
  image: "portfolio",
};

/** The products' list page (the products collection's list). */
export const productListEntry: SeoEntry = {
  path: "/product",
  name: "Products",
  title: `Products: Ready-Made Business Apps | ${BRAND}`,
  description:
    "Staff tracking and attendance, daily accounts, anti-theft, EMI device locking and enterprise mobility apps, built and supported in India. See plans in ₹.",
  keywords: [
    "business apps India",
    "staff tracking app",
    "attendance app",
    "accounting app",
    "anti theft app",
    "EMI locker app",
    "mobile device management",
  ],
  image: "products",
};

/** Each service's page. */
export const serviceEntries: SeoEntry[] = services.map((s) => ({
  path: `/services/${s.slug}`,
  name: s.name,
  title: brandedTitle(`${s.name} Services`, s.name),
  description: snippet(
    s.summary,
    `Get a free ${lower(s.name)} quote from ${BRAND}, ${CITY}.`,
    `Get a free quote from ${BRAND}.`,
    "Get a free quote.",
  ),
  keywords: [
    lower(s.name),
    `${lower(s.name)} company`,
    `${lower(s.name)} services India`,
    `${lower(s.name)} ${CITY}`,
    BRAND,
  ],
  image: "services",
}));

/** The shipped projects' pages, written from their cards (the projects collection keeps them while a card reads as shipped). */
export const projectEntries: SeoEntry[] = projects.map((p) => ({
  path: `/portfolio/${p.slug}`,
  name: p.name,
  title: brandedTitle(`${p.name}: Case Study`, p.name),
  description: snippet(
    p.summary,
    `See how ${BRAND} designed, built and launched it for ${p.company}.`,
    `See how we built it for ${p.company}.`,
    `Built by ${BRAND}.`,
  ),
  keywords: [p.name, p.company, "case study", "app development portfolio", BRAND],
  image: "portfolio",
}));

/** "Plans from ₹300 per user / month." — the cheapest published price of the default view. */
function priceSentence(product: Product): string | undefined {
  const fixed = product.planSection.plans.flatMap((p) => (p.pricing.type === "fixed" ? [p.pricing] : []));
  if (!fixed.length) return undefined;
  const cheapest = fixed.reduce((a, b) => (b.price < a.price ? b : a));
  return `Plans from ₹${cheapest.price.toLocaleString("en-IN")} ${cheapest.period}${cheapest.taxNote ? ` ${cheapest.taxNote}` : ""}.`;
}

const productImages = new Set<string>([
  "tracko",
  "hisab_book",
  "anti_theft",
  "daily_hisab",
  "emi_security",
  "enterprise_mobility_management",
]);

/** A product page's entry; its description names the cheapest plan, so it is made again when plans change. */
export function productSeoEntry(p: Product): SeoEntry {
  const { name, category } = p;
  const price = priceSentence(p);
  const kind = titleCase(category);
  return {
    path: `/product/${p.route}`,
    name,
    title: mentions(category, name)
      ? brandedTitle(kind, `${name} App`)
      : brandedTitle(`${name}: ${kind}`, `${name} Software`, `${name} App`, name),
    description: snippet(
      p.card.description,
      ...(price ? [price] : [`Pricing on request from ${BRAND}.`, "Pricing on request."]),
    ),
    keywords: [name, lower(category), `${lower(category)} India`, `${name} price`, `${name} app`],
    image: (productImages.has(p.route) ? p.route : "products") as OgImageName,
  };
}

const emm = products.find((p) => p.route === "enterprise_mobility_management");
const emmProduct = emm && productSeoEntry(emm);

/** `text` cut to `max` characters with an ellipsis, at a word end when that keeps at least `min`. */
export function clip(text: string, max: number, min = 0): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const atWord = head.replace(/\s+\S*$/, "");
  return `${(atWord.length >= min ? atWord : head).replace(/[,;:.\s]+$/, "")}…`;
}

const authoredProjects = new Map(projectEntries.map((e) => [e.path, e]));
const shippedProjects = new Map(projects.map((p) => [p.slug, p]));

/**
 * A live project's entry: the one written above while its card reads as shipped; else
 * (a project added in the back office, or a shipped one whose card text was edited) one
 * made from its card.
 */
export function projectSeoEntry(project: Project, brand: string): SeoEntry {
  const path = `/portfolio/${project.slug}`;
  const shipped = shippedProjects.get(project.slug);
  const authored = authoredProjects.get(path);
  const unchanged =
    shipped &&
    shipped.name === project.name &&
    shipped.company === project.company &&
    shipped.summary === project.summary;
  if (authored && unchanged) return authored;
  const title = `${project.name} | Portfolio`;
  const summary = project.summary.trim();
  const padded =
    summary.length >= DESCRIPTION_MIN
      ? summary
      : `${summary} A ${brand} portfolio project for ${project.company}: what we built and the results it brought.`;
  return {
    path,
    name: project.name,
    title: title.length <= TITLE_MAX ? title : clip(project.name, TITLE_MAX),
    description: clip(padded, DESCRIPTION_MAX, DESCRIPTION_MIN),
    keywords: [project.name, project.company, "case study", "portfolio", brand],
    image: "portfolio",
    parent: "/portfolio",
  };
}

/** Each enterprise feature's page, under the enterprise mobility product. */
export const enterpriseEntries: SeoEntry[] = enterpriseFeatures.map((f) => ({
  path: enterpriseFeaturePath(f),
  name: f.name,
  title: brandedTitle(
    f.group === "device" ? `${f.name} Solution` : `${f.name} MDM Solution`,
    `${f.name} Solution`,
    f.name,
  ),
  description: snippet(
    f.card.information,
    f.keyFeatures.description,
    `An enterprise mobility solution by ${BRAND}.`,
    `Part of ${emmProduct?.name ?? "our enterprise mobility suite"}.`,
  ),
  keywords: [
    lower(f.name),
    `${lower(f.name)} solution`,
    "enterprise mobility management",
    "mobile device management India",
    BRAND,
  ],
  image: "enterprise_mobility_management",
  ...(emmProduct ? { parent: emmProduct.path } : {}),
}));

/** Each legal document's page. */
export const legalEntries: SeoEntry[] = legalDocuments.map((d) => ({
  path: d.path,
  name: d.title,
  title: brandedTitle(d.title, d.shortTitle),
  description: snippet(d.summary, `Applies to: ${lower(d.appliesTo)}.`),
  keywords: [lower(d.title), lower(d.shortTitle), lower(d.appliesTo), "legal", BRAND],
  image: "legal",
}));

/** Pages that exist but are never indexed (the back office) and the answer for unknown addresses. */
export const seoFallbacks = {
  notFound: {
    name: "Page not found",
    title: `Page Not Found | ${BRAND}`,
    description:
      "This address does not lead to a page on our site. Use the menu to find our services, products and portfolio, or contact us for help.",
    keywords: ["page not found", "404", BRAND],
    image: "home",
    robots: "noindex, follow",
  },
  admin: {
    name: "Back office",
    title: `Back Office | ${BRAND}`,
    description:
      "The private back office where the team works on leads and accounts. Sign-in required; not part of the public website.",
    keywords: ["back office", "admin", BRAND],
    image: "home",
    robots: "noindex, nofollow",
  },
} satisfies Record<string, Omit<SeoEntry, "path">>;

/**
 * How search engines should file each product app (Google's applicationCategory values).
 * The operating systems come from the product's store links; `platforms` names them for
 * products sold without a store listing.
 */
export const productAppDetails: Record<string, { category: string; platforms?: string }> = {
  tracko: { category: "BusinessApplication" },
  hisab_book: { category: "FinanceApplication" },
  anti_theft: { category: "SecurityApplication" },
  daily_hisab: { category: "FinanceApplication" },
  emi_security: { category: "SecurityApplication" },
  enterprise_mobility_management: { category: "BusinessApplication", platforms: "Android, iOS, Web" },
};
