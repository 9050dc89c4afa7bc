import { data } from "react-router";
import type { Route } from "./+types/tag";
import { BlogHero } from "#app/components/blog/BlogHero";
import { feedLinks } from "#app/components/blog/feed-link";
import { fill } from "#shared/lib/fill";
import { PostGrid } from "#app/components/blog/PostGrid";
import { blogPages } from "#shared/content/blog/blog-pages";
import { liveContent } from "#shared/content/live.server";
import { postsWithTag } from "#shared/lib/blog";
import { postCards } from "#app/lib/blog.server";

/** /blog/tag/{tag}: every listed post with the tag, newest first; a tag no listed post has is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const posts = postsWithTag(liveContent(context).posts, params.tag);
  if (!posts.length) throw data(null, { status: 404, statusText: "Not Found" });
  const { tag, post } = blogPages;
  const count = posts.length === 1 ? tag.countOne : fill(tag.countMany, { n: posts.length });
  return {
    hero: { eyebrow: tag.eyebrow, title: fill(tag.title, { tag: params.tag }), intro: fill(tag.intro, { count }) },
    posts: await postCards(posts, context),
    tagsLabel: post.tagsLabel,
  };
}

export const links: Route.LinksFunction = feedLinks;

export default function BlogTag({ loaderData }: Route.ComponentProps) {
  const { hero, posts, tagsLabel } = loaderData;
  return (
    <>
      <BlogHero {...hero} />
      <section aria-label={hero.title} className="container-page pt-4 pb-16 md:pb-24" data-section="posts">
        <PostGrid posts={posts} heading="h2" tagsLabel={tagsLabel} />
      </section>
    </>
  );
}
