import { enterpriseFeatures, enterpriseFeaturePath } from "../content/enterprise";
import { legalDocuments } from "../content/legal";
import { projects } from "../content/portfolio";
import { products } from "../content/products";
import { services } from "../content/services";

/**
 * Every page that is the same for every visitor, so it is prerendered to HTML at
 * build time. The sitemap and the tests read the same list.
 */
export function staticPagePaths(): string[] {
  return [
    "/",
    "/about_us",
    "/services",
    ...services.map((s) => `/services/${s.slug}`),
    "/portfolio",
    ...projects.map((p) => `/portfolio/${p.slug}`),
    "/product",
    ...products.map((p) => `/product/${p.route}`),
    ...enterpriseFeatures.map(enterpriseFeaturePath),
    "/contact_us",
    "/Thanku",
    ...legalDocuments.map((d) => d.path),
    "/Navbar",
    "/Footer",
  ];
}
