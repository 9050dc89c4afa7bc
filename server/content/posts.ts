import type { Post } from "../../shared/content/schemas/blog";

/**
 * What publishing adds to a blog post: its dates, its author and the slugs it had.
 * - publishedAt: kept from the first publish (or set now);
 * - updatedAt: now, when it was published before;
 * - authorName: kept, else the display name of whoever publishes it first;
 * - previousSlugs: a changed slug keeps answering (301) by being remembered here.
 */
export function stampPost(next: Post, previous: Post | undefined, authorName: string, now: Date): Post {
  const at = now.toISOString();
  const wasLive = previous?.publishedAt !== undefined;
  const slugs = new Set([...(previous?.previousSlugs ?? []), ...(next.previousSlugs ?? [])]);
  if (previous && previous.slug !== next.slug && wasLive) slugs.add(previous.slug);
  slugs.delete(next.slug);
  return {
    ...next,
    authorName: next.authorName ?? previous?.authorName ?? authorName,
    publishedAt: previous?.publishedAt ?? next.publishedAt ?? at,
    ...(wasLive ? { updatedAt: at } : next.updatedAt ? { updatedAt: next.updatedAt } : {}),
    ...(slugs.size ? { previousSlugs: [...slugs] } : {}),
  };
}

/** The post with its link-preview picture, made again only when its title or tags changed. */
export async function withOgImage(post: Post, previous: Post | undefined, make: (post: Post) => Promise<string>): Promise<Post> {
  const same = previous?.ogImage && previous.title === post.title && previous.tags.join() === post.tags.join();
  return { ...post, ogImage: same ? previous.ogImage : await make(post) };
}
