import { liveContent } from "#shared/content/live.server";
import { listedPosts, postPath } from "#shared/lib/blog";
import { indexablePaths, SEO_FILE_CACHE, siteUrlFromContext } from "#server/seo/seo-records.server";
import type { Route } from "./+types/sitemap.xml";

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/**
 * Every indexable page at its absolute SITE_URL address, generated from the prerender list
 * of the live content; a blog post also says when it last changed.
 */
export function loader({ context }: Route.LoaderArgs) {
  const origin = siteUrlFromContext(context);
  const content = liveContent(context);
  const lastmod = new Map(listedPosts(content.posts).map((p) => [postPath(p.slug), p.updatedAt ?? p.publishedAt!]));
  const urls = indexablePaths(content)
    .map((path) => {
      const loc = `<loc>${escapeXml(path === "/" ? `${origin}/` : `${origin}${path}`)}</loc>`;
      const modified = lastmod.get(path);
      return `  <url>${loc}${modified ? `<lastmod>${escapeXml(modified)}</lastmod>` : ""}</url>`;
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SEO_FILE_CACHE },
  });
}
