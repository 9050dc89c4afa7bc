import type { ContentEntry } from "./validate";
import { clientLogos } from "./clients";
import { about } from "./about";
import { aboutSchema } from "./schemas/about";
import { home } from "./home";
import { homeSchema } from "./schemas/home";
import { contactContent } from "./contact";
import { contactContentSchema } from "./schemas/contact";
import { enterpriseFeatures, enterprisePageLabels } from "./enterprise";
import { enterpriseFeaturesSchema, enterprisePageLabelsSchema } from "./schemas/enterprise";
import { clientLogosSchema, techStacksSchema, testimonialsSchema } from "./schemas/shared-sections";
import { portfolioPageSchema, projectsSchema } from "./schemas/portfolio";
import { servicesPageSchema, servicesSchema } from "./schemas/services";
import { siteSchema } from "./schemas/site";
import { legalDocumentsSchema, legalPageLabelsSchema } from "./schemas/legal";
import { legalDocuments, legalPageLabels } from "./legal";
import { portfolioPage, projects } from "./portfolio";
import { productContent } from "./products";
import { productContentSchema } from "./schemas/products";
import { seoEntriesSchema } from "./schemas/seo";
import { seoEntries } from "./seo";
import { launchPosts } from "./blog/launch-posts";
import { postsSchema } from "./schemas/blog";
import { blogPages } from "./blog/blog-pages";
import { blogPagesSchema } from "./schemas/blog-pages";
import { services, servicesPage } from "./services";
import { site } from "./site";
import { techStacks } from "./tech";
import { testimonials } from "./testimonials";
import { faqs } from "./faqs";
import { faqsSchema } from "./schemas/faqs";

/**
 * Every content module with its schema. `npm run build` and the unit tests check
 * them all; a broken record fails the build with a message that names it.
 * Add one line here for each new content module.
 */
export const contentEntries: ContentEntry[] = [
  { file: "shared/content/site.ts", schema: siteSchema, data: site },
  { file: "shared/content/home.ts", schema: homeSchema, data: home },
  { file: "shared/content/about.ts", schema: aboutSchema, data: about },
  { file: "shared/content/testimonials.ts", schema: testimonialsSchema, data: testimonials },
  { file: "shared/content/clients.ts", schema: clientLogosSchema, data: clientLogos },
  { file: "shared/content/tech.ts", schema: techStacksSchema, data: techStacks },
  { file: "shared/content/services.ts", schema: servicesSchema, data: services },
  { file: "shared/content/services.ts", schema: servicesPageSchema, data: servicesPage },
  { file: "shared/content/portfolio.ts", schema: projectsSchema, data: projects },
  { file: "shared/content/portfolio.ts", schema: portfolioPageSchema, data: portfolioPage },
  { file: "shared/content/enterprise.ts", schema: enterpriseFeaturesSchema, data: enterpriseFeatures },
  { file: "shared/content/enterprise.ts", schema: enterprisePageLabelsSchema, data: enterprisePageLabels },
  { file: "shared/content/products.ts", schema: productContentSchema, data: productContent },
  { file: "shared/content/contact.ts", schema: contactContentSchema, data: contactContent },
  { file: "shared/content/legal.ts", schema: legalDocumentsSchema, data: legalDocuments },
  { file: "shared/content/legal.ts", schema: legalPageLabelsSchema, data: legalPageLabels },
  { file: "shared/content/seo.ts", schema: seoEntriesSchema, data: seoEntries },
  { file: "shared/content/blog/launch-posts.ts", schema: postsSchema, data: launchPosts },
  { file: "shared/content/blog/blog-pages.ts", schema: blogPagesSchema, data: blogPages },
  { file: "shared/content/faqs.ts", schema: faqsSchema, data: faqs },
];
