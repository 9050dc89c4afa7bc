import { Link } from "react-router";
import { blogPath } from "#shared/lib/blog";
import { ContentImage } from "#app/components/ui/ContentImage";
import { TableOfContents } from "./TableOfContents";
import { TagList } from "./TagList";
import type { PostCardData, PostDate } from "./types";
import "./prose.css";

export type PostView = Omit<PostCardData, "path"> & {
  author: string;
  updated?: PostDate;
  /** Sanitized on the server (renderMarkdown); never built from anything else. */
  html: string;
  /** The table of contents; empty for short posts. */
  headings: { depth: 2 | 3; id: string; text: string }[];
};

type Labels = {
  eyebrow: string;
  by: string;
  published: string;
  updated: string;
  tagsLabel: string;
  tocHeading: string;
  tocLabel: string;
};

const COVER_SIZES = "(min-width: 1200px) 73rem, 100vw";

/** One post: its header (title, summary, author, dates, reading time, tags), cover, contents and body. */
export function PostArticle({ post, labels }: { post: PostView; labels: Labels }) {
  const toc = post.headings.length > 0;
  return (
    <article aria-labelledby="post-title">
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page pt-10 pb-8 sm:pt-14 md:pb-10">
          <div className="max-w-3xl">
            <p className="eyebrow">
              <Link to={blogPath()} className="hover:text-brand-700">
                {labels.eyebrow}
              </Link>
            </p>
            <h1 id="post-title" className="mt-3 text-3xl font-extrabold text-ink sm:text-5xl">
              {post.title}
            </h1>
            <p className="mt-5 text-lg text-muted sm:text-xl">{post.summary}</p>
            <p className="mt-6 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
              <span>
                {labels.by} <span className="font-semibold text-ink">{post.author}</span>
              </span>
              <span>
                {labels.published} <time dateTime={post.published.iso}>{post.published.text}</time>
              </span>
              {post.updated ? (
                <span>
                  {labels.updated} <time dateTime={post.updated.iso}>{post.updated.text}</time>
                </span>
              ) : null}
              <span>{post.readingTime}</span>
            </p>
            <TagList tags={post.tags} label={labels.tagsLabel} className="mt-5" />
          </div>
        </div>
      </header>
      {post.cover ? (
        <div className="container-page">
          <ContentImage
            image={post.cover}
            sizes={COVER_SIZES}
            fetchPriority="high"
            decoding="async"
            className="h-auto w-full rounded-2xl bg-brand-50"
          />
        </div>
      ) : null}
      <div
        className={`container-page pt-8 pb-16 md:pb-20 ${toc ? "grid gap-10 lg:grid-cols-[minmax(0,46rem)_16rem] lg:justify-between" : ""}`}
      >
        {toc ? (
          <div className="lg:col-start-2 lg:row-start-1">
            <div className="lg:sticky lg:top-28">
              <TableOfContents headings={post.headings} heading={labels.tocHeading} label={labels.tocLabel} />
            </div>
          </div>
        ) : null}
        <PostBody html={post.html} />
      </div>
    </article>
  );
}

/** A post's body: the sanitized HTML in the post stylesheet (also the back office's preview of it). */
export function PostBody({ html }: { html: string }) {
  return <div className="prose-post max-w-[46rem] min-w-0" dangerouslySetInnerHTML={{ __html: html }} />;
}
