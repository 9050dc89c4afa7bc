import { shippedContent, type LiveContent } from "../content/editable";
import { enterpriseFeatures, enterpriseFeaturePath } from "../content/enterprise";
import { legalDocuments } from "../content/legal";
import { services } from "../content/services";
import { blogPaths } from "./blog";

/**
 * Every page that is the same for every visitor, so it is prerendered to HTML at
 * build time (with the shipped content) and rendered again after a publish (with the
 * live content: new projects get a page, hidden ones lose theirs). The sitemap and
 * the tests read the same list.
 */
export function staticPagePaths(
  content: Pick<LiveContent, "projects" | "products" | "posts"> = shippedContent,
): string[] {
  return [
    "/",
    "/about_us",
    "/services",
    ...services.map((s) => `/services/${s.slug}`),
    "/portfolio",
    ...content.projects.map((p) => `/portfolio/${p.slug}`),
    "/product",
    ...content.products.map((p) => `/product/${p.route}`),
    ...enterpriseFeatures.map(enterpriseFeaturePath),
    ...blogPaths(content.posts),
    "/contact_us",
    "/Thanku",
    ...legalDocuments.map((d) => d.path),
    "/Navbar",
    "/Footer",
  ];
}
