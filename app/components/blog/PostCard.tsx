import type { ReactNode } from "react";
import { Link } from "react-router";
import type { PostCardData } from "./types";

/**
 * One post in a list: the title is the card's link. The cover and the tags come as
 * slots, so the home page's teaser cards ship neither the image nor the tag code.
 */
export function PostCard({
  post,
  heading: Heading,
  image,
  tags,
}: {
  post: PostCardData;
  heading: "h2" | "h3";
  image?: ReactNode;
  tags?: ReactNode;
}) {
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden transition-shadow focus-within:shadow-lg hover:shadow-lg">
      {image ?? <div aria-hidden="true" className="h-1.5 bg-gradient-to-r from-brand to-accent" />}
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-muted">
          <time dateTime={post.published.iso}>{post.published.text}</time>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {post.readingTime}
        </p>
        <Heading className="mt-2 text-xl font-bold text-ink">
          <Link
            to={post.path}
            prefetch="intent"
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 text-muted">{post.summary}</p>
        {tags}
      </div>
    </article>
  );
}

/** The grid the cards sit in: one column on phones, two from 640 px, three from 1024 px. */
export const POST_GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";
