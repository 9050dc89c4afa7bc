import { company } from "./company";
import type { CollectionDefinition } from "./define";
import { faqs } from "./faqs";
import { jobs } from "./jobs";
import { posts } from "./posts";
import { products } from "./products";
import { projects } from "./projects";
import { seo } from "./seo";
import { testimonials } from "./testimonials";
import type { ContentEntry } from "../validate";
import { clientLogos } from "../clients";
import { about } from "../about";
import { aboutSchema } from "../schemas/about";
import { home } from "../home";
import { homeSchema } from "../schemas/home";
import { contactContent } from "../contact";
import { contactContentSchema } from "../schemas/contact";
import { enterpriseFeatures, enterprisePageLabels } from "../enterprise";
import { enterpriseFeaturesSchema, enterprisePageLabelsSchema } from "../schemas/enterprise";
import { clientLogosSchema, techStacksSchema, testimonialsSchema } from "../schemas/shared-sections";
import { portfolioPageSchema, projectsSchema } from "../schemas/portfolio";
import { servicesPageSchema, servicesSchema } from "../schemas/services";
import { siteSchema } from "../schemas/site";
import { legalDocumentsSchema, legalPageLabelsSchema } from "../schemas/legal";
import { legalDocuments, legalPageLabels } from "../legal";
import { portfolioPage, projects as shippedProjects } from "../portfolio";
import { productContent } from "../products";
import { productContentSchema } from "../schemas/products";
import { launchPosts } from "../blog/launch-posts";
import { postsSchema } from "../schemas/blog";
import { blogPages } from "../blog/blog-pages";
import { blogPagesSchema } from "../schemas/blog-pages";
import { services, servicesPage } from "../services";
import { site } from "../site";
import { techStacks } from "../tech";
import { testimonials as shippedTestimonials } from "../testimonials";
import { faqs as shippedFaqs } from "../faqs";
import { faqsSchema } from "../schemas/faqs";
import { seoEntriesSchema } from "../schemas/seo";
import { staticPages } from "../pages";
import { careersPage, shippedJobs } from "../careers";
import { careersPageSchema, jobsSchema } from "../schemas/jobs";
import { applicationsContent } from "../applications";
import { applicationsContentSchema } from "../schemas/applications";

/**
 * Every back-office collection, in the order the back office lists them. To add one:
 * write its module beside these (./define.ts says what it holds) and add one line here;
 * the service, publisher, editor, import/export and the content API follow (docs/decisions/031).
 */
export const collections = {
  seo,
  projects,
  products,
  testimonials,
  company,
  posts,
  faqs,
  jobs,
};

export type Collections = typeof collections;
export type CollectionName = keyof Collections;

// Each entry is filed under its own name (a misfiled one does not compile).
collections satisfies { [C in CollectionName]: { name: C } };

/** A collection's record, as its schema makes it. */
export type RecordOf<C extends CollectionName> =
  Collections[C] extends CollectionDefinition<string, infer R, string, unknown> ? R : never;

/** The fields of LiveContent, each made by its collection (`live.key` → what `live.merge` returns). */
export type LiveSlices = {
  [C in CollectionName as Collections[C]["live"]["key"]]: Collections[C] extends CollectionDefinition<
    string,
    unknown,
    string,
    infer S
  >
    ? S
    : never;
};

/** Any collection, for code that treats them all alike (records are `unknown` there and validated by `schema`). */
export type AnyCollection = CollectionDefinition<CollectionName, unknown, keyof LiveSlices, unknown>;

export const COLLECTION_NAMES = Object.keys(collections) as [CollectionName, ...CollectionName[]];

export const isCollectionName = (value: string): value is CollectionName => Object.hasOwn(collections, value);

export const collectionOf = (name: CollectionName): AnyCollection => collections[name] as unknown as AnyCollection;

/** Every collection, in the registry's order. */
export const allCollections: readonly AnyCollection[] = COLLECTION_NAMES.map(collectionOf);

/** The collections that own pages (a list and one page per record), with them. */
export const pageCollections = (): readonly (AnyCollection & { pages: NonNullable<AnyCollection["pages"]> })[] =>
  allCollections.filter((c): c is AnyCollection & { pages: NonNullable<AnyCollection["pages"]> } => !!c.pages);

/** The collections the content API and its OpenAPI document offer. */
export const apiCollections = (): readonly AnyCollection[] => allCollections.filter((c) => c.api.read);

export type { CollectionDefinition, EditorPanel, ListColumn } from "./define";

/**
 * Every content module with its schema (the registry's other half, once shared/content/registry.ts).
 * `npm run build` and the unit tests check them all; a broken record fails the build with a
 * message that names it. Add one line here for each new content module.
 */
export const contentEntries: ContentEntry[] = [
  { file: "shared/content/site.ts", schema: siteSchema, data: site },
  { file: "shared/content/home.ts", schema: homeSchema, data: home },
  { file: "shared/content/about.ts", schema: aboutSchema, data: about },
  { file: "shared/content/testimonials.ts", schema: testimonialsSchema, data: shippedTestimonials },
  { file: "shared/content/clients.ts", schema: clientLogosSchema, data: clientLogos },
  { file: "shared/content/tech.ts", schema: techStacksSchema, data: techStacks },
  { file: "shared/content/services.ts", schema: servicesSchema, data: services },
  { file: "shared/content/services.ts", schema: servicesPageSchema, data: servicesPage },
  { file: "shared/content/portfolio.ts", schema: projectsSchema, data: shippedProjects },
  { file: "shared/content/portfolio.ts", schema: portfolioPageSchema, data: portfolioPage },
  { file: "shared/content/enterprise.ts", schema: enterpriseFeaturesSchema, data: enterpriseFeatures },
  { file: "shared/content/enterprise.ts", schema: enterprisePageLabelsSchema, data: enterprisePageLabels },
  { file: "shared/content/products.ts", schema: productContentSchema, data: productContent },
  { file: "shared/content/contact.ts", schema: contactContentSchema, data: contactContent },
  { file: "shared/content/legal.ts", schema: legalDocumentsSchema, data: legalDocuments },
  { file: "shared/content/legal.ts", schema: legalPageLabelsSchema, data: legalPageLabels },
  { file: "shared/content/pages.ts", schema: seoEntriesSchema, data: staticPages },
  { file: "shared/content/blog/launch-posts.ts", schema: postsSchema, data: launchPosts },
  { file: "shared/content/blog/blog-pages.ts", schema: blogPagesSchema, data: blogPages },
  { file: "shared/content/faqs.ts", schema: faqsSchema, data: shippedFaqs },
  { file: "shared/content/careers.ts", schema: careersPageSchema, data: careersPage },
  { file: "shared/content/careers.ts", schema: jobsSchema, data: shippedJobs },
  { file: "shared/content/applications.ts", schema: applicationsContentSchema, data: applicationsContent },
];
