import type { Route } from "./+types/rss.xml";
import { blogPages } from "#shared/content/blog/blog-pages";
import { blogFeed } from "#shared/content/blog/feed";
import { liveContent } from "#shared/content/live.server";
import { blogPath, FEED_SIZE, listedPosts, postPath } from "#shared/lib/blog";
import { feedHtml, renderPost } from "#app/lib/blog.server";
import { renderRss } from "#app/lib/rss.server";
import { SEO_FILE_CACHE, siteUrlFromContext } from "#server/seo/seo-records.server";

/** The blog's RSS 2.0 feed: the newest posts with their full text, every address absolute (SITE_URL). */
export async function loader({ context }: Route.LoaderArgs) {
  const { posts, site } = liveContent(context);
  const origin = siteUrlFromContext(context);
  const xml = renderRss(
    {
      title: blogFeed.title,
      link: `${origin}${blogPath()}`,
      description: blogPages.feed.description,
      selfUrl: `${origin}${blogFeed.path}`,
      language: "en-IN",
    },
    await Promise.all(
      listedPosts(posts)
        .slice(0, FEED_SIZE)
        .map(async (post) => {
          const url = `${origin}${postPath(post.slug)}`;
          return {
            title: post.title,
            link: url,
            guid: url,
            summary: post.summary,
            contentHtml: feedHtml((await renderPost(post, context)).html),
            publishedAt: new Date(post.publishedAt!),
            ...(post.updatedAt ? { updatedAt: new Date(post.updatedAt) } : {}),
            author: post.authorName ?? site.company.name,
            categories: post.tags,
          };
        }),
    ),
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": SEO_FILE_CACHE },
  });
}
