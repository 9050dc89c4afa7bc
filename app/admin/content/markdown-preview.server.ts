import type { AppLoadContext } from "react-router";
import { isMarkdownRenderError, markdownFailureMessage } from "../../../server/markdown/errors";

export type MarkdownPreview = { html: string; words: number; readingMinutes: number; error?: undefined } | { html?: undefined; error: string };

/**
 * A post body formatted for the editor's preview, in the server's Markdown workers; a body
 * over the size or time limit gives the editor a message saying what to change instead.
 */
export async function renderPreview(context: AppLoadContext, body: string): Promise<MarkdownPreview> {
  try {
    const { html, words, readingMinutes } = await context.services.markdown.render(body);
    return { html, words, readingMinutes };
  } catch (error) {
    if (isMarkdownRenderError(error)) return { error: markdownFailureMessage(error) };
    throw error;
  }
}
