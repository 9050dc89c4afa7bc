import type { PostCardData, PostDate, PostLink } from "#app/components/blog/types";
import { fill } from "#shared/lib/fill";
import { blogPages } from "#shared/content/blog/blog-pages";
import type { Post } from "#shared/content/schemas/blog";
import { postPath } from "#shared/lib/blog";
import type { AppLoadContext } from "react-router";
import { HEADING_LINK_LABEL, renderMarkdown, type RenderedMarkdown } from "#server/markdown/render";

/**
 * What the blog's loaders, the feed and the home page make of a post, on the server only:
 * its Markdown rendered, dates in India time, and the card and link shapes the components
 * take. The Markdown libraries never reach the browser bundle.
 */

/**
 * A post's body as HTML. The running server renders it in its worker pool, with a size
 * and time limit, and keeps recent results (server/markdown/renderer.ts); a text over a
 * limit fails the request that asked, never the server. The build's prerender has no
 * services and renders the shipped posts on its own thread.
 */
export function renderPost(post: Post, context: AppLoadContext): Promise<RenderedMarkdown> {
  const markdown = (context as Partial<AppLoadContext>).services?.markdown;
  return markdown ? markdown.render(post.body) : renderMarkdown(post.body);
}

const TABLE = /<table>([\s\S]*?)<\/table>/g;
const HEADER_CELL = /<th\b[^>]*>([\s\S]*?)<\/th>/g;

/**
 * The post's HTML for its page: each table inside a box that scrolls sideways on narrow
 * screens, named by the table's column headers, and code blocks (which scroll too) able
 * to take focus, so a keyboard can scroll them. The HTML is renderMarkdown's sanitized
 * output, where a literal "<table>" or "<pre>" can only be markup (text is escaped), and
 * its text is already escaped.
 */
export function postBodyHtml(html: string): string {
  return html.replaceAll("<pre>", '<pre tabindex="0">').replace(TABLE, (table, inner: string) => {
    const columns = [...inner.matchAll(HEADER_CELL)]
      .map((m) =>
        m[1]!
          .replace(/<[^>]*>/g, "")
          .replace(/\s+/g, " ")
          .trim(),
      )
      .filter(Boolean)
      .join(", ");
    const label = fill(blogPages.post.tableLabel, { columns: columns || "…" }).replace(/"/g, "&quot;");
    return `<div class="post-table" role="region" tabindex="0" aria-label="${label}">${table}</div>`;
  });
}

const MEDIA_IMG = /<img src="\/media\/([a-f0-9]{20}-\d{2,4}\.(?:webp|avif|png))"/g;

/**
 * Gives the uploaded images in a post's HTML their width and height, so the page keeps
 * its layout while they load (Markdown has no sizes; the media library has).
 */
export async function withImageSizes(html: string, context: unknown): Promise<string> {
  const media = (
    context as {
      services?: { media?: { sizes(names: string[]): Promise<Map<string, { width: number; height: number }>> } };
    }
  ).services?.media;
  const names = [...html.matchAll(MEDIA_IMG)].map((m) => m[1]!);
  if (!media || !names.length) return html;
  const sizes = await media.sizes(names);
  return html.replace(MEDIA_IMG, (tag, name: string) => {
    const size = sizes.get(name);
    return size ? `${tag} width="${size.width}" height="${size.height}"` : tag;
  });
}

/** The "#" link after each heading, which only makes sense on the page itself. */
const HEADING_LINK = new RegExp(
  ` ?<a aria-label="${HEADING_LINK_LABEL}[^"]*" href="#[^"]*"><span aria-hidden="true">#</span></a>`,
  "g",
);

/** The post's HTML for feed readers: without the headings' "#" links. */
export const feedHtml = (html: string) => html.replace(HEADING_LINK, "");

const DATE = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

export const postDate = (iso: string): PostDate => ({ iso, text: DATE.format(new Date(iso)) });

export const readingTime = async (post: Post, context: AppLoadContext) =>
  fill(blogPages.post.readingTime, { minutes: (await renderPost(post, context)).readingMinutes });

/** A listed post as a card (listed posts always have a publication date). */
export async function postCard(post: Post, context: AppLoadContext): Promise<PostCardData> {
  return {
    path: postPath(post.slug),
    title: post.title,
    summary: post.summary,
    published: postDate(post.publishedAt!),
    readingTime: await readingTime(post, context),
    tags: post.tags,
    ...(post.cover ? { cover: post.cover } : {}),
  };
}

/** Listed posts as cards, in their order. */
export const postCards = (posts: Post[], context: AppLoadContext): Promise<PostCardData[]> =>
  Promise.all(posts.map((post) => postCard(post, context)));

export const postLink = (post: Post | undefined): PostLink | undefined =>
  post ? { path: postPath(post.slug), title: post.title } : undefined;
