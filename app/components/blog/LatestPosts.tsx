import { Link } from "react-router";
import { blogPath } from "#shared/lib/blog";
import { PostCard, POST_GRID } from "./PostCard";
import type { PostCardData } from "./types";

type Labels = { eyebrow: string; heading: string; intro: string; allLabel: string };

/** The home page's newest posts (teaser cards: no cover, no tags), with a link to the blog. */
export function LatestPosts({ posts, labels }: { posts: PostCardData[]; labels: Labels }) {
  return (
    <section aria-labelledby="home-posts-heading" className="section" data-section="latest-posts">
      <div className="container-page">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <p className="eyebrow">{labels.eyebrow}</p>
            <h2 id="home-posts-heading" className="mt-3 text-3xl font-extrabold text-ink sm:text-4xl">
              {labels.heading}
            </h2>
            <p className="mt-4 text-lg text-muted">{labels.intro}</p>
          </div>
          <Link to={blogPath()} prefetch="intent" className="btn btn-secondary self-start md:self-auto">
            {labels.allLabel}
          </Link>
        </div>
        <ul className={`mt-12 ${POST_GRID}`}>
          {posts.map((post) => (
            <li key={post.path}>
              <PostCard post={post} heading="h3" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
