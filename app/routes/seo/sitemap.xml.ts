import { liveContent } from "#shared/content/live.server";
import { escapeXml } from "#shared/lib/xml";
import { indexablePages, SEO_FILE_CACHE, siteUrlFromContext } from "#server/seo/seo-records.server";
import type { Route } from "./+types/sitemap.xml";

/**
 * Every indexable page at its absolute SITE_URL address, generated from the prerender list
 * of the live content at this moment (a job past its closing date is no longer in it); a
 * collection's record page also says when it last changed.
 */
export function loader({ context }: Route.LoaderArgs) {
  const origin = siteUrlFromContext(context);
  const urls = indexablePages(liveContent(context))
    .map(({ path, lastModified }) => {
      const loc = `<loc>${escapeXml(path === "/" ? `${origin}/` : `${origin}${path}`)}</loc>`;
      return `  <url>${loc}${lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : ""}</url>`;
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SEO_FILE_CACHE },
  });
}
