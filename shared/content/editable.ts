import { z } from "zod";
import { launchPosts } from "./blog/launch-posts";
import { postSchema, type Post } from "./schemas/blog";
import { projects as shippedProjects } from "./portfolio";
import { products as shippedProducts } from "./products";
import { projectSchema, type Project } from "./schemas/portfolio";
import { planSectionSchema, type PlanSection, type Product } from "./schemas/products";
import { seoRecordSchema, type SeoRecord } from "./schemas/seo";
import { testimonialSchema, type Testimonial } from "./schemas/shared-sections";
import { siteSchema, type Site } from "./schemas/site";
import { wholeNumber } from "./schemas/common";
import { site as shippedSite } from "./site";
import { testimonials as shippedTestimonials } from "./testimonials";
import { faqs as shippedFaqs } from "./faqs";
import type { Faq } from "./schemas/faqs";

/**
 * The content the back office edits, as records of six collections. The modules of
 * shared/content stay the shipped defaults; the one rule (docs/decisions/014):
 *
 *   a published record replaces the shipped record with the same collection and id,
 *   as a whole; a published record with a new id is added (projects, testimonials);
 *   "revert to the shipped version" deletes the published record.
 *
 * Every record is validated by the same zod schema as the shipped module it replaces.
 */

export const COLLECTION_NAMES = ["seo", "projects", "products", "testimonials", "company", "posts"] as const;
export type CollectionName = (typeof COLLECTION_NAMES)[number];

export const isCollectionName = (value: string): value is CollectionName =>
  (COLLECTION_NAMES as readonly string[]).includes(value);

/** Where a listed record sits and whether the site shows it (projects, testimonials). */
const placement = {
  /** Hidden records stay in the back office but appear on no page, sitemap or API answer. */
  visible: z.boolean({ error: "Choose whether the site shows it." }).meta({ title: "Visible on the site" }),
  /** Lower comes first; ties keep the shipped order. */
  order: wholeNumber("the position", 0, 9999).meta({ title: "Position", description: "Lower numbers come first." }),
};

export const projectRecordSchema = projectSchema.extend(placement);
export type ProjectRecord = z.infer<typeof projectRecordSchema>;

export const testimonialRecordSchema = testimonialSchema.extend(placement);
export type TestimonialRecord = z.infer<typeof testimonialRecordSchema>;

/** The company's own details, used by the header, footer, contact and legal pages, JSON-LD and mails. */
export const companyRecordSchema = siteSchema.shape.company.extend({ social: siteSchema.shape.social });
export type CompanyRecord = z.infer<typeof companyRecordSchema>;

/** A product's plans and prices (the plan section of /product/{route}). */
export const productPlansRecordSchema = planSectionSchema;
export type ProductPlansRecord = PlanSection;

/** The 19-field search and link-preview record of one page (the legacy contract's fields). */
export const seoPageRecordSchema = seoRecordSchema;

/** The single record id of the company collection. */
export const COMPANY_ID = "details";

/** The SEO collection's id for a path: "/about_us" → "about_us", "/" → "home". */
export const seoIdOf = (path: string) => (path === "/" ? "home" : path.replace(/^\//, ""));
export const seoPathOf = (id: string) => (id === "home" ? "/" : `/${id}`);

/** What one collection is, for the back office, the API and the publisher. */
export type CollectionInfo = {
  name: CollectionName;
  /** Plural and singular, as the back office shows them. */
  label: string;
  singular: string;
  schema: z.ZodType;
  /** Editors may add records with new ids (and the id field is part of the record). */
  canCreate: boolean;
  /** The field of the record that is its id, when it has one. */
  idField?: string;
};

export const COLLECTIONS: Record<CollectionName, CollectionInfo> = {
  seo: { name: "seo", label: "SEO records", singular: "SEO record", schema: seoPageRecordSchema, canCreate: false },
  projects: {
    name: "projects",
    label: "Portfolio projects",
    singular: "Project",
    schema: projectRecordSchema,
    canCreate: true,
    idField: "slug",
  },
  products: {
    name: "products",
    label: "Product plans and prices",
    singular: "Product plans",
    schema: productPlansRecordSchema,
    canCreate: false,
  },
  testimonials: {
    name: "testimonials",
    label: "Testimonials",
    singular: "Testimonial",
    schema: testimonialRecordSchema,
    canCreate: true,
    idField: "id",
  },
  company: { name: "company", label: "Company details", singular: "Company details", schema: companyRecordSchema, canCreate: false },
  posts: { name: "posts", label: "Blog posts", singular: "Post", schema: postSchema, canCreate: true, idField: "id" },
};

/** Published records by collection, then id (what the database holds, already validated). */
export type PublishedRecords = { [C in CollectionName]?: Record<string, unknown> };

/**
 * The site's content as visitors see it: the shipped defaults with the published
 * records applied. Loaders read it from the load context (shared/content/live.server.ts).
 */
export type LiveContent = {
  /** Increases with every publish; 0 for the shipped defaults. */
  version: number;
  site: Site;
  /** Visible projects, in order. */
  projects: Project[];
  /** Every product, with published plans. */
  products: Product[];
  /** Visible testimonials, in order. */
  testimonials: Testimonial[];
  /** Every published post record (listed or taken down); shared/lib/blog.ts decides what shows. */
  posts: Post[];
  /** Visible FAQs of every page, in order (shared/lib/faqs.ts picks a page's). */
  faqs: Faq[];
  /** Published SEO records by page path ("/about_us"); other pages derive theirs from shared/content/seo.ts. */
  seo: Record<string, SeoRecord>;
};

const companyOf = (site: Site): CompanyRecord => ({ ...site.company, social: site.social });

const stripPlacement = <T extends { visible: boolean; order: number }>({ visible: _v, order: _o, ...rest }: T) => rest;

/** Shipped records of a listed collection get order 10, 20, 30… so new ones can go between. */
const shippedPlacement = (index: number) => ({ visible: true, order: (index + 1) * 10 });

/** The shipped records of a collection (SEO records depend on the origin and are made in server/seo/seo-records.server.ts). */
export function shippedRecords(collection: Exclude<CollectionName, "seo">): Map<string, unknown> {
  switch (collection) {
    case "posts":
      return new Map(launchPosts.map((p) => [p.id, p]));
    case "projects":
      return new Map(shippedProjects.map((p, i) => [p.slug, { ...p, ...shippedPlacement(i) } satisfies ProjectRecord]));
    case "testimonials":
      return new Map(shippedTestimonials.map((t, i) => [t.id, { ...t, ...shippedPlacement(i) } satisfies TestimonialRecord]));
    case "products":
      return new Map(shippedProducts.map((p) => [p.route, p.planSection satisfies ProductPlansRecord]));
    case "company":
      return new Map([[COMPANY_ID, companyOf(shippedSite)]]);
  }
}

/** Shipped and published records of a listed collection, merged by the one rule, visible ones in order. */
function placed<T extends { visible: boolean; order: number }>(shipped: Map<string, unknown>, published: Record<string, unknown> = {}) {
  const merged = new Map(shipped);
  for (const [id, record] of Object.entries(published)) merged.set(id, record);
  return [...merged.values()]
    .map((record, index) => ({ record: record as T, index }))
    .filter(({ record }) => record.visible)
    .sort((a, b) => a.record.order - b.record.order || a.index - b.index)
    .map(({ record }) => stripPlacement(record));
}

/** Applies published records to the shipped defaults (the rule above). */
export function mergeContent(published: PublishedRecords, version: number): LiveContent {
  const company = published.company?.[COMPANY_ID] as CompanyRecord | undefined;
  const site: Site = company
    ? { ...shippedSite, company: stripSocial(company), social: company.social }
    : shippedSite;
  const plans = (published.products ?? {}) as Record<string, ProductPlansRecord>;
  const seo: Record<string, SeoRecord> = {};
  for (const [id, record] of Object.entries(published.seo ?? {})) seo[seoPathOf(id)] = record as SeoRecord;
  return {
    version,
    site,
    projects: placed<ProjectRecord>(shippedRecords("projects"), published.projects) as Project[],
    products: shippedProducts.map((p) => (plans[p.route] ? { ...p, planSection: plans[p.route]! } : p)),
    testimonials: placed<TestimonialRecord>(shippedRecords("testimonials"), published.testimonials) as Testimonial[],
    posts: [...new Map([...launchPosts.map((p) => [p.id, p] as const), ...Object.entries((published.posts ?? {}) as Record<string, Post>)]).values()],
    seo,
    faqs: shippedFaqs,
  };
}

function stripSocial({ social: _social, ...company }: CompanyRecord): Site["company"] {
  return company;
}

/** The shipped defaults as live content: what the build prerenders. */
export const shippedContent: LiveContent = mergeContent({}, 0);
