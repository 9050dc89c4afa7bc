import { ContentImage, GRID_THIRDS } from "#app/components/ui/ContentImage";
import { PostCard, POST_GRID } from "./PostCard";
import { TagList } from "./TagList";
import type { PostCardData } from "./types";

/** Cards of the blog's lists and related posts, each with its cover (when it has one) and tags. */
export function PostGrid({
  posts,
  heading,
  tagsLabel,
}: {
  posts: PostCardData[];
  heading: "h2" | "h3";
  tagsLabel: string;
}) {
  return (
    <ul className={POST_GRID}>
      {posts.map((post) => (
        <li key={post.path}>
          <PostCard
            post={post}
            heading={heading}
            image={
              post.cover ? (
                <div className="aspect-[40/21] overflow-hidden bg-brand-50">
                  <ContentImage
                    image={post.cover}
                    sizes={GRID_THIRDS}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover"
                  />
                </div>
              ) : undefined
            }
            tags={<TagList tags={post.tags} label={tagsLabel} className="mt-5" />}
          />
        </li>
      ))}
    </ul>
  );
}
