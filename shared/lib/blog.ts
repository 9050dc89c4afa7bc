import type { Post } from "../content/schemas/blog";

/**
 * The blog's rules, in one place for loaders, the sitemap, the feed and the publisher:
 * which posts are listed, how they are paged and tagged, and what an address means.
 */

export const POSTS_PER_PAGE = 10;
export const FEED_SIZE = 20;
/** Posts with at least this many words get a table of contents. */
export const TOC_MIN_WORDS = 700;

export const blogPath = (page = 1) => (page <= 1 ? "/blog" : `/blog/page/${page}`);
export const postPath = (slug: string) => `/blog/${slug}`;
export const tagPath = (tag: string) => `/blog/tag/${tag}`;

/** Published posts, newest first (an unpublished post is gone, not listed). */
export function listedPosts(posts: readonly Post[]): Post[] {
  return posts
    .filter((p) => p.status === "published" && p.publishedAt)
    .sort((a, b) => b.publishedAt!.localeCompare(a.publishedAt!) || a.id.localeCompare(b.id));
}

/** One page of the list; undefined past the last page (page 1 always exists). */
export function pageOf(
  posts: readonly Post[],
  page: number,
): { posts: Post[]; page: number; pages: number } | undefined {
  const listed = listedPosts(posts);
  const pages = Math.max(1, Math.ceil(listed.length / POSTS_PER_PAGE));
  if (!Number.isSafeInteger(page) || page < 1 || page > pages) return undefined;
  return { posts: listed.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE), page, pages };
}

/** Every tag of a listed post, alphabetically. */
export function allTags(posts: readonly Post[]): string[] {
  return [...new Set(listedPosts(posts).flatMap((p) => p.tags))].sort();
}

export function postsWithTag(posts: readonly Post[], tag: string): Post[] {
  return listedPosts(posts).filter((p) => p.tags.includes(tag));
}

export type PostLookup = { kind: "post"; post: Post } | { kind: "gone" } | { kind: "moved"; to: string };

/** What /blog/{slug} is: a post, a post taken down (410), or an old slug of one (301); undefined: 404. */
export function lookupPost(posts: readonly Post[], slug: string): PostLookup | undefined {
  const current = posts.find((p) => p.slug === slug);
  if (current)
    return current.status === "published" && current.publishedAt ? { kind: "post", post: current } : { kind: "gone" };
  const renamed = posts.find((p) => p.previousSlugs?.includes(slug));
  if (renamed) return renamed.status === "published" ? { kind: "moved", to: postPath(renamed.slug) } : { kind: "gone" };
  return undefined;
}

/** Up to `n` other posts sharing the most tags, newest first among equals. */
export function relatedPosts(posts: readonly Post[], post: Post, n = 3): Post[] {
  return listedPosts(posts)
    .filter((p) => p.id !== post.id)
    .map((p) => ({ p, shared: p.tags.filter((t) => post.tags.includes(t)).length }))
    .filter((x) => x.shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, n)
    .map((x) => x.p);
}

/** The older and newer neighbours in the list. */
export function neighbours(posts: readonly Post[], post: Post): { older?: Post; newer?: Post } {
  const listed = listedPosts(posts);
  const i = listed.findIndex((p) => p.id === post.id);
  return i === -1 ? {} : { newer: listed[i - 1], older: listed[i + 1] };
}

/** Every blog address that is the same for every visitor (prerendered and re-rendered on publish). */
export function blogPaths(posts: readonly Post[]): string[] {
  const listed = listedPosts(posts);
  const pages = Math.max(1, Math.ceil(listed.length / POSTS_PER_PAGE));
  return [
    blogPath(1),
    ...Array.from({ length: pages - 1 }, (_, i) => blogPath(i + 2)),
    ...listed.map((p) => postPath(p.slug)),
    ...allTags(posts).map(tagPath),
  ];
}
