import type { AppLoadContext } from "react-router";
import { blogPages } from "#shared/content/blog/blog-pages";
import { fill } from "#shared/lib/fill";
import { postBodyHtml, withImageSizes } from "#app/lib/blog.server";
import { isMarkdownRenderError, markdownFailureMessage } from "#server/markdown/errors";

export type MarkdownPreview =
  | { html: string; words: number; readingTime: string; error?: undefined }
  | { html?: undefined; words?: undefined; readingTime?: undefined; error: string };

/**
 * A post body formatted for the editor's preview, in the server's Markdown workers (with
 * their size and time limits), then finished exactly as the post's page finishes it
 * (tables in their scrolling box, image sizes), with the page's word count and reading
 * time. A body over a limit gives the editor a message saying what to change instead.
 */
export async function renderPreview(context: AppLoadContext, body: string): Promise<MarkdownPreview> {
  try {
    const { html, words, readingMinutes } = await context.services.markdown.render(body);
    return {
      html: await withImageSizes(postBodyHtml(html), context),
      words,
      readingTime: fill(blogPages.post.readingTime, { minutes: readingMinutes }),
    };
  } catch (error) {
    if (isMarkdownRenderError(error)) return { error: markdownFailureMessage(error) };
    throw error;
  }
}
