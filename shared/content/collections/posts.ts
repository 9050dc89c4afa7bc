import { launchPosts } from "../blog/launch-posts";
import { postSchema, type Post } from "../schemas/blog";
import { defineCollection, mergedById, once, pathsUnder } from "./define";

const shippedPosts = once(() => new Map(launchPosts.map((p) => [p.id, p])));

/**
 * Blog posts. Publishing stamps their dates and author (below); it draws their
 * link-preview card and refuses a body the Markdown workers cannot format on the
 * server (server/content/hooks/posts.ts).
 */
export const posts = defineCollection({
  name: "posts",
  labels: { plural: "Blog posts", singular: "Post" },
  schema: postSchema,
  shipped: shippedPosts,
  idField: "id",
  canCreate: true,
  titleOf: (record, id) => record?.title ?? id,
  previewPath: (id, record) => `/blog/${record?.slug ?? id}`,
  live: {
    key: "posts",
    /** Every post (listed or taken down); shared/lib/blog.ts decides what shows. */
    merge: (published): Post[] => mergedById(shippedPosts(), published),
    // The blog's lists, tags, feeds and the post's own page; the home page shows the latest.
    affects: (_before, _after, paths) => [...pathsUnder(paths, "/blog"), "/"],
  },
  hooks: {
    stamp: (post, { previous, author, now }) => stampPost(post, previous, author, now),
    // A scheduled post is published in the name of whoever scheduled it.
    beforeSchedule: (post, author) => ({ ...post, authorName: post.authorName ?? author }),
  },
  admin: {
    help: "Articles on the blog. A post can be published now or at a time you choose, and taken down again.",
    columns: [
      { field: "status", label: "Status" },
      { field: "publishedAt", label: "Published" },
    ],
    searchFields: ["title", "summary", "tags"],
    panels: ["post-tools"],
    notice: { takenDown: (post) => post.status === "unpublished" },
    create: {
      derive: { from: "title", to: ["id", "slug"] },
      // A post starts as a draft (publishing it shows it); its dates, author and link-preview image are set at publish.
      blank: ({ publishedAt: _p, updatedAt: _u, previousSlugs: _s, ogImage: _o, authorName: _a, ...record }) => ({
        ...record,
        status: "draft",
      }),
      idIsAddress: true,
      addressField: "slug",
    },
  },
  api: { read: true, write: true },
  revisions: { keep: 50 },
});

/**
 * What publishing adds to a blog post: its dates, its author and the slugs it had.
 * - publishedAt: kept from the first publish (or set now);
 * - updatedAt: now, when it was published before;
 * - authorName: kept, else the display name of whoever publishes it first;
 * - previousSlugs: a changed slug keeps answering (301) by being remembered here;
 * - status: a draft becomes published.
 */
export function stampPost(next: Post, previous: Post | undefined, authorName: string, now: Date): Post {
  const at = now.toISOString();
  const wasLive = previous?.publishedAt !== undefined;
  const slugs = new Set([...(previous?.previousSlugs ?? []), ...(next.previousSlugs ?? [])]);
  if (previous && previous.slug !== next.slug && wasLive) slugs.add(previous.slug);
  slugs.delete(next.slug);
  return {
    ...next,
    // Publishing a draft shows it: a published record is never a draft.
    status: next.status === "draft" ? "published" : next.status,
    authorName: next.authorName ?? previous?.authorName ?? authorName,
    publishedAt: previous?.publishedAt ?? next.publishedAt ?? at,
    ...(wasLive ? { updatedAt: at } : next.updatedAt ? { updatedAt: next.updatedAt } : {}),
    ...(slugs.size ? { previousSlugs: [...slugs] } : {}),
  };
}
