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

/**
 * Every content module with its schema. `npm run build` and the unit tests check
 * them all; a broken record fails the build with a message that names it.
 * Add one line here for each new content module.
 */
export const contentEntries: ContentEntry[] = [
  { file: "app/content/site.ts", schema: siteSchema, data: site },
  { file: "app/content/home.ts", schema: homeSchema, data: home },
  { file: "app/content/about.ts", schema: aboutSchema, data: about },
  { file: "app/content/testimonials.ts", schema: testimonialsSchema, data: testimonials },
  { file: "app/content/clients.ts", schema: clientLogosSchema, data: clientLogos },
  { file: "app/content/tech.ts", schema: techStacksSchema, data: techStacks },
  { file: "app/content/services.ts", schema: servicesSchema, data: services },
  { file: "app/content/services.ts", schema: servicesPageSchema, data: servicesPage },
  { file: "app/content/portfolio.ts", schema: projectsSchema, data: projects },
  { file: "app/content/portfolio.ts", schema: portfolioPageSchema, data: portfolioPage },
  { file: "app/content/enterprise.ts", schema: enterpriseFeaturesSchema, data: enterpriseFeatures },
  { file: "app/content/enterprise.ts", schema: enterprisePageLabelsSchema, data: enterprisePageLabels },
  { file: "app/content/products.ts", schema: productContentSchema, data: productContent },
  { file: "app/content/contact.ts", schema: contactContentSchema, data: contactContent },
  { file: "app/content/legal.ts", schema: legalDocumentsSchema, data: legalDocuments },
  { file: "app/content/legal.ts", schema: legalPageLabelsSchema, data: legalPageLabels },
  { file: "app/content/seo.ts", schema: seoEntriesSchema, data: seoEntries },
  { file: "app/content/blog/launch-posts.ts", schema: postsSchema, data: launchPosts },
  { file: "app/content/blog/blog-pages.ts", schema: blogPagesSchema, data: blogPages },
];
