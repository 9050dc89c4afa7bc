import { fill } from "../../lib/fill";
import { allTags, blogPath, listedPosts, lookupPost, pageOf, postPath, tagPath } from "../../lib/blog";
import { blogPages } from "../blog/blog-pages";
import { launchPosts } from "../blog/launch-posts";
import { postSchema, type Post } from "../schemas/blog";
import { brandedTitle, clip, snippet } from "../seo";
import { defineCollection, mergedById, once, pathsUnder } from "./define";

const TITLE_MAX = 60;

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
  sample: () => {
    const post = launchPosts[0]!;
    // As the editor's form would post it back (its text fields are trimmed).
    const record = { ...post, title: "A changed title", body: post.body.trim() };
    return { id: post.id, record, shows: [postPath(post.slug), blogPath()] };
  },
  /**
   * The blog's pages: the list and its further pages and each tag's page; each listed post.
   * A post's title is its own (with the brand when it fits, cut at a word when it is too
   * long), its description the summary with a closing sentence while one fits, its image
   * the card drawn for it at publish.
   */
  pages: {
    list: blogPath(),
    lists: (posts) => {
      const { seo } = blogPages;
      const common = { keywords: seo.keywords, image: "blog" } as const;
      const pages = pageOf(posts, 1)!.pages;
      return [
        {
          ...common,
          path: blogPath(),
          name: blogPages.list.eyebrow,
          title: brandedTitle(seo.indexTitle),
          description: seo.indexDescription,
        },
        ...Array.from({ length: pages - 1 }, (_, i) => {
          const title = fill(seo.pageTitle, { page: i + 2 });
          return {
            ...common,
            path: blogPath(i + 2),
            name: title,
            title: brandedTitle(title),
            description: fill(seo.pageDescription, { page: i + 2 }),
          };
        }),
        ...allTags(posts).map((tag) => {
          const title = fill(seo.tagTitle, { tag });
          return {
            ...common,
            path: tagPath(tag),
            name: title,
            title: brandedTitle(title),
            description: fill(seo.tagDescription, { tag }),
            keywords: [tag.replace(/-/g, " "), ...seo.keywords],
          };
        }),
      ];
    },
    records: (posts) => listedPosts(posts),
    path: (post: Post) => postPath(post.slug),
    seo: (post: Post) => ({
      name: post.title,
      title: post.title.length <= TITLE_MAX ? brandedTitle(post.title) : clip(post.title, TITLE_MAX, TITLE_MAX / 2),
      description: snippet(post.summary, ...blogPages.seo.postClosings),
      keywords: [...post.tags.map((tag) => tag.replace(/-/g, " ")), ...blogPages.seo.keywords],
      image: "blog",
      ...(post.ogImage ? { imagePath: post.ogImage } : {}),
    }),
    lastModified: (post: Post) => post.updatedAt ?? post.publishedAt,
    // A post taken down answers 410 Gone; its page says so and stays out of search.
    gone: (path, posts) => {
      const slug = /^\/blog\/([^/]+)$/.exec(path)?.[1];
      if (!slug || lookupPost(posts, slug)?.kind !== "gone") return undefined;
      const { seo } = blogPages;
      return {
        path,
        name: seo.goneTitle,
        title: brandedTitle(seo.goneTitle),
        description: seo.goneDescription,
        keywords: seo.keywords,
        image: "blog",
        robots: "noindex, follow",
      };
    },
  },
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
