import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { staticPages } from "#shared/content/pages";

/**
 * The route table of the site, in the order of the specification.
 * Paths keep the old site's spellings (about_us, Thanku, term_condation) because
 * they are already linked from the outside.
 */
export default [
  // The static pages, each from its entry in shared/content/pages.ts (its path, route module and search entry).
  ...staticPages.flatMap(({ path, route: file, routeId }) =>
    !file ? [] : path === "/" ? [index(file)] : [route(path.slice(1), file, routeId ? { id: routeId } : {})],
  ),
  route("services/software-development", "routes/redirects/software-development.ts"),
  route("services/:service", "routes/service.tsx"),
  route("portfolio", "routes/portfolio.tsx"),
  route("portfolio/:slug", "routes/portfolio-detail.tsx"),
  route("product", "routes/products.tsx"),
  route("product/:product", "routes/product.tsx"),
  route("product/enterprise-managements/:id", "routes/enterprise-feature.tsx", { id: "device-solution" }),
  route("product/enterprise-management/:id", "routes/enterprise-feature.tsx", { id: "industry-solution" }),

  // Careers: the jobs collection's pages (shared/content/collections/jobs.ts)
  route("careers", "routes/careers.tsx"),
  route("careers/:slug", "routes/career.tsx"),

  // The blog (shared/lib/blog.ts has its rules; rss.xml is matched before :slug, static segments rank first)
  route("blog", "routes/blog/list.tsx", { id: "blog/list" }),
  route("blog/page/:page", "routes/blog/list.tsx", { id: "blog/list-page" }),
  route("blog/tag/:tag", "routes/blog/tag.tsx"),
  route("blog/rss.xml", "routes/blog/rss.xml.ts"),
  route("blog/:slug", "routes/blog/post.tsx"),

  // Search engines
  route("sitemap.xml", "routes/seo/sitemap.xml.ts"),
  route("robots.txt", "routes/seo/robots.txt.ts"),

  // The back office (404 until an account exists; see app/admin/)
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/leads.tsx"),
    route("admin/login", "routes/admin/login.tsx"),
    route("admin/login/two-factor", "routes/admin/login-two-factor.tsx"),
    route("admin/logout", "routes/admin/logout.ts"),
    route("admin/forgot-password", "routes/admin/forgot-password.tsx"),
    route("admin/reset-password/:token", "routes/admin/reset-password.tsx"),
    route("admin/invitation/:token", "routes/admin/invitation.tsx"),
    route("admin/leads.csv", "routes/admin/leads.csv.ts"),
    route("admin/leads/:id", "routes/admin/lead.tsx"),
    route("admin/leads/:id/status", "routes/admin/lead-status.ts"),
    route("admin/leads/:id/retry", "routes/admin/lead-retry.ts"),
    route("admin/leads/:id/erase", "routes/admin/lead-erase.tsx"),
    route("admin/board", "routes/admin/board.tsx"),
    route("admin/hiring", "routes/admin/hiring.tsx"),
    route("admin/hiring/:id", "routes/admin/hiring-application.tsx"),
    route("admin/hiring/:id/cv", "routes/admin/hiring-cv.ts"),
    route("admin/hiring/:id/erase", "routes/admin/hiring-erase.tsx"),
    route("admin/analytics", "routes/admin/analytics.tsx"),
    route("admin/analytics.csv", "routes/admin/analytics.csv.ts"),
    route("admin/analytics-revenue.csv", "routes/admin/analytics-revenue.csv.ts"),
    route("admin/users", "routes/admin/users.tsx"),
    route("admin/users/:id", "routes/admin/user.tsx"),
    route("admin/profile", "routes/admin/profile.tsx"),
    route("admin/profile/two-factor", "routes/admin/profile-two-factor.tsx"),
    route("admin/sessions/:id/revoke", "routes/admin/session-revoke.ts"),
    route("admin/audit", "routes/admin/audit.tsx"),
    route("admin/audit.csv", "routes/admin/audit.csv.ts"),
    route("admin/settings", "routes/admin/settings.tsx"),
    route("admin/content", "routes/admin/content.tsx"),
    route("admin/content/export.json", "routes/admin/content-export.ts"),
    route("admin/content/markdown", "routes/admin/content-markdown.ts"),
    route("admin/content/images", "routes/admin/content-images.ts"),
    route("admin/content/:collection", "routes/admin/content-collection.tsx"),
    route("admin/content/:collection/:id", "routes/admin/content-record.tsx"),
    route("admin/content/:collection/:id/preview", "routes/admin/content-preview.ts"),
    route("admin/seo", "routes/admin/seo.tsx"),
    route("admin/content/:collection/:id/autosave", "routes/admin/content-autosave.ts"),
    route("admin/media", "routes/admin/media.tsx"),
    route("admin/api-tokens", "routes/admin/api-tokens.tsx"),
    // The content API: JSON resource routes (app/admin/api/; their own auth, JSON 404 when the back office does not exist).
    route("admin/api/openapi.json", "routes/admin/api/openapi.json.ts"),
    route("admin/api/content/:collection", "routes/admin/api/content-list.ts"),
    route("admin/api/content/:collection/:id", "routes/admin/api/content-record.ts"),
    route("admin/api/content/:collection/:id/publish", "routes/admin/api/content-publish.ts"),
    route("admin/api/*", "routes/admin/api/not-found.ts"),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
