import type { Post } from "#shared/content/schemas/blog";
import { isMarkdownRenderError, markdownFailureMessage } from "../../markdown/errors";
import type { CollectionHooks } from "../types";

/** What the post hooks need from the server. */
export type PostHookDeps = {
  /** Formats a body as the page will (throws a Markdown render error past the limits); names its images without alt text. */
  renderMarkdown(body: string): Promise<{ unnamedImages?: readonly string[] }>;
  /** Makes a published post's 1200×630 link-preview picture; returns its address. */
  ogImage?: (post: Post) => Promise<string>;
};

/** Why a body with an image written without alt text (`![](…)`) is not published. */
export const unnamedImagesMessage = (srcs: readonly string[]) =>
  `Describe each image in the text: write what it shows between the square brackets, like ![A field team at work](${srcs[0]}). ${srcs.length === 1 ? "This image has" : "These images have"} no words yet: ${srcs.join(", ")}.`;

/**
 * Blog posts on the server: publishing draws the link-preview card and refuses a body
 * the Markdown workers cannot format within the limits, or with an image that has no
 * alt text (the draft is kept). The dates
 * and author are stamped by the collection itself (shared/content/collections/posts.ts).
 */
export function postHooks(deps: PostHookDeps): CollectionHooks<Post> {
  return {
    async checkPublishable(post) {
      try {
        const rendered = await deps.renderMarkdown(post.body);
        const unnamed = rendered?.unnamedImages ?? [];
        return unnamed.length ? { body: [unnamedImagesMessage(unnamed)] } : undefined;
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
