import { data, isRouteErrorResponse, redirect } from "react-router";
import type { Route } from "./+types/post";
import { ErrorPage } from "#app/components/layout/ErrorPage";
import { feedLinks } from "#app/components/blog/feed-link";
import { GonePage, type GoneLabels } from "#app/components/blog/GonePage";
import { PostArticle } from "#app/components/blog/PostArticle";
import {
  PostGridIsland as PostGrid,
  PostNeighboursIsland as PostNeighbours,
  ServicesCtaIsland as ServicesCta,
} from "#app/components/sections/islands";
import { blogPages } from "#shared/content/blog/blog-pages";
import { liveContent } from "#shared/content/live.server";
import { lookupPost, neighbours, relatedPosts, TOC_MIN_WORDS } from "#shared/lib/blog";
import {
  postBodyHtml,
  postCards,
  postDate,
  postLink,
  readingTime,
  renderPost,
  withImageSizes,
} from "#app/lib/blog.server";

/**
 * /blog/{slug}: the post, rendered from Markdown here on the server (the browser gets
 * the sanitized HTML, never the Markdown libraries). An old slug answers 301 to the
 * current one, a post taken down 410 Gone, anything else 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { posts, site } = liveContent(context);
  const found = lookupPost(posts, params.slug);
  if (!found) throw data(null, { status: 404, statusText: "Not Found" });
  if (found.kind === "moved") throw redirect(found.to, 301);
  if (found.kind === "gone") throw data<GoneLabels>(blogPages.gone, { status: 410, statusText: "Gone" });

  const { post } = found;
  const body = await renderPost(post, context);
  const published = postDate(post.publishedAt!);
  const updated = post.updatedAt ? postDate(post.updatedAt) : undefined;
  const { newer, older } = neighbours(posts, post);
  return {
    post: {
      title: post.title,
      summary: post.summary,
      author: post.authorName ?? site.company.name,
      published,
      // Shown only when it is another day than the publication.
      ...(updated && updated.text !== published.text ? { updated } : {}),
      readingTime: await readingTime(post, context),
      tags: post.tags,
      ...(post.cover ? { cover: post.cover } : {}),
      html: await withImageSizes(postBodyHtml(body.html), context),
      headings: body.words >= TOC_MIN_WORDS ? body.headings : [],
    },
    related: await postCards(relatedPosts(posts, post), context),
    newer: postLink(newer),
    older: postLink(older),
    labels: blogPages.post,
    cta: blogPages.cta,
    phone: site.company.phones[0],
  };
}

export const links: Route.LinksFunction = feedLinks;

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, related, newer, older, labels, cta, phone } = loaderData;
  return (
    <>
      <PostArticle post={post} labels={labels} />
      {related.length ? (
        <section aria-labelledby="related-heading" className="bg-surface py-16 md:py-20" data-section="related">
          <div className="container-page">
            <h2 id="related-heading" className="text-2xl font-extrabold text-ink sm:text-3xl">
              {labels.relatedHeading}
            </h2>
            <div className="mt-8">
              <PostGrid posts={related} heading="h3" tagsLabel={labels.tagsLabel} />
            </div>
          </div>
        </section>
      ) : null}
      <div className="pt-16 md:pt-20">
        <PostNeighbours newer={newer} older={older} labels={labels} />
      </div>
      <ServicesCta
        heading={cta.heading}
        text={cta.text}
        button={{ label: cta.buttonLabel, href: cta.href }}
        callLabel={cta.callLabel}
        phone={phone}
      />
    </>
  );
}

/** 410 for a post taken down (with the words the loader sent); 404 and errors as everywhere else. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 410 && error.data)
    return <GonePage labels={error.data as GoneLabels} />;
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} />;
  return <ErrorPage status={500} message={error instanceof Error ? error.message : undefined} />;
}
