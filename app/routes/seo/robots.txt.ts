import { SEO_FILE_CACHE, siteUrlFromContext } from "#server/seo/seo-records.server";
import type { Route } from "./+types/robots.txt";

/** Everything public may be crawled; the leads inbox and the JSON API may not. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = siteUrlFromContext(context);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /laravel_website/api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": SEO_FILE_CACHE },
  });
}
