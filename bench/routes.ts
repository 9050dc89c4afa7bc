/** The routes the issue asks Lighthouse and the byte budgets to cover. */
export const MEASURED_ROUTES = [
  "/",
  "/about_us",
  "/services/software_development",
  "/portfolio",
  "/portfolio/gola-sizzler-mobile",
  "/product",
  "/product/tracko",
  "/product/enterprise-managements/enterprise-mobility-management",
  "/contact_us",
  "/blog",
  // A launch post (shared/content/blog/launch-posts.ts) with tables and a table of contents.
  "/blog/website-pwa-or-native-app",
];
