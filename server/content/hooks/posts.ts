import type { Post } from "#shared/content/schemas/blog";
import { isMarkdownRenderError, markdownFailureMessage } from "../../markdown/errors";
import type { CollectionHooks } from "../types";

/** What the post hooks need from the server. */
export type PostHookDeps = {
  /** Formats a body as the page will (throws a Markdown render error past the limits). */
  renderMarkdown(body: string): Promise<unknown>;
  /** Makes a published post's 1200×630 link-preview picture; returns its address. */
  ogImage?: (post: Post) => Promise<string>;
};

/**
 * Blog posts on the server: publishing draws the link-preview card and refuses a body
 * the Markdown workers cannot format within the limits (the draft is kept). The dates
 * and author are stamped by the collection itself (shared/content/collections/posts.ts).
 */
export function postHooks(deps: PostHookDeps): CollectionHooks<Post> {
  return {
    async checkPublishable(post) {
      try {
        await deps.renderMarkdown(post.body);
        return undefined;
      } catch (error) {
        if (isMarkdownRenderError(error)) return { body: [markdownFailureMessage(error)] };
        throw error;
      }
    },
    beforePublish: (post, previous) =>
      deps.ogImage ? withOgImage(post, previous, deps.ogImage) : Promise.resolve(post),
  };
}

/** The post with its link-preview picture, made again only when its title or tags changed. */
export async function withOgImage(
  post: Post,
  previous: Post | undefined,
  make: (post: Post) => Promise<string>,
): Promise<Post> {
  const same = previous?.ogImage && previous.title === post.title && previous.tags.join() === post.tags.join();
  return { ...post, ogImage: same ? previous.ogImage : await make(post) };
}
