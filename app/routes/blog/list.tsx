import { data, redirect } from "react-router";
import type { Route } from "./+types/list";
import { BlogHero } from "#app/components/blog/BlogHero";
import { feedLinks } from "#app/components/blog/feed-link";
import { fill } from "#shared/lib/fill";
import { Pagination } from "#app/components/blog/Pagination";
import { PostGrid } from "#app/components/blog/PostGrid";
import { blogPages } from "#shared/content/blog/blog-pages";
import { liveContent } from "#shared/content/live.server";
import { blogPath, pageOf } from "#shared/lib/blog";
import { postCards } from "#app/lib/blog.server";

/** /blog and /blog/page/{n} (route ids blog/list and blog/list-page): ten posts a page, newest first. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const raw = "page" in params ? params.page : undefined;
  // Only a plain page number is a page ("02", "1.0" and "abc" are not); page 1 is /blog itself.
  const number = raw === undefined ? 1 : /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : undefined;
  if (raw !== undefined && number === 1) throw redirect(blogPath(1), 301);
  const page = number ? pageOf(liveContent(context).posts, number) : undefined;
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  const { list, pagination, post } = blogPages;
  return {
    hero: {
      eyebrow: list.eyebrow,
      title: page.page === 1 ? list.title : fill(list.pageTitle, { page: page.page }),
      intro: list.intro,
    },
    empty: list.empty,
    posts: await postCards(page.posts, context),
    page: page.page,
    pages: page.pages,
    pagination,
    tagsLabel: post.tagsLabel,
  };
}

export const links: Route.LinksFunction = feedLinks;

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { hero, empty, posts, page, pages, pagination, tagsLabel } = loaderData;
  return (
    <>
      <BlogHero {...hero} />
      <section aria-label={hero.title} className="container-page pt-4 pb-16 md:pb-24" data-section="posts">
        {posts.length ? (
          <PostGrid posts={posts} heading="h2" tagsLabel={tagsLabel} />
        ) : (
          <p className="text-lg text-muted">{empty}</p>
        )}
        <Pagination page={page} pages={pages} labels={pagination} />
      </section>
    </>
  );
}
