import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * The route table of the site, in the order of the specification.
 * Paths keep the old site's spellings (about_us, Thanku, term_condation) because
 * they are already linked from the outside.
 */
export default [
  index("routes/home.tsx"),
  route("about_us", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("services/software-development", "routes/redirects/software-development.ts"),
  route("services/:service", "routes/service.tsx"),
  route("portfolio", "routes/portfolio.tsx"),
  route("portfolio/:slug", "routes/portfolio-detail.tsx"),
  route("product", "routes/products.tsx"),
  route("product/:product", "routes/product.tsx"),
  route("product/enterprise-managements/:id", "routes/enterprise-feature.tsx", { id: "device-solution" }),
  route("product/enterprise-management/:id", "routes/enterprise-feature.tsx", { id: "industry-solution" }),
  route("contact_us", "routes/contact.tsx"),
  route("Thanku", "routes/thank-you.tsx"),
  ...[
    "privacy-policy",
    "terms-condition",
    "refund-policy",
    "privacy-policy-anti-theft",
    "reptileemisecurityplus_privacy_policy",
    "reptileemisecurityplus_term_condation",
  ].map((path) => route(path, "routes/legal.tsx", { id: `legal/${path}` })),
  route("Navbar", "routes/bare-navbar.tsx"),
  route("Footer", "routes/bare-footer.tsx"),

  // Search engines
  route("sitemap.xml", "routes/seo/sitemap.xml.ts"),
  route("robots.txt", "routes/seo/robots.txt.ts"),

  // Leads inbox (404 unless ADMIN_PASSWORD is set)
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/leads.tsx"),
    route("admin/login", "routes/admin/login.tsx"),
    route("admin/logout", "routes/admin/logout.ts"),
    route("admin/leads.csv", "routes/admin/leads.csv.ts"),
    route("admin/leads/:id/status", "routes/admin/lead-status.ts"),
    route("admin/leads/:id/retry", "routes/admin/lead-retry.ts"),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
