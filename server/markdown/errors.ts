import { POST_BODY_MAX } from "#shared/content/schemas/blog";

/** Why the renderer (renderer.ts) refused a text, and what the editor reads then. */

export type MarkdownFailure = "too-long" | "too-slow" | "busy";

export class MarkdownRenderError extends Error {
  constructor(
    readonly reason: MarkdownFailure,
    /** The text's length, for the too-long message. */
    readonly length: number,
  ) {
    super(`Markdown render refused: ${reason} (${length} characters)`);
    this.name = "MarkdownRenderError";
  }
}

/**
 * Whether `error` is a refusal of the renderer. Checked by shape, not `instanceof`: the app's
 * routes reach this module through React Router's server build, a second copy of the class.
 */
export function isMarkdownRenderError(error: unknown): error is MarkdownRenderError {
  return (
    error instanceof Error &&
    error.name === "MarkdownRenderError" &&
    typeof (error as MarkdownRenderError).reason === "string"
  );
}

const count = new Intl.NumberFormat("en-IN");

/** What an editor reads when their text is refused (beside the body field, in the preview, from the API). */
export function markdownFailureMessage(error: MarkdownRenderError, maxLength = POST_BODY_MAX): string {
  switch (error.reason) {
    case "too-long":
      return `A post can be at most ${count.format(maxLength)} characters; this one has ${count.format(error.length)}. Shorten it or split it into two posts.`;
    case "too-slow":
      return "This text takes too long to format. Simplify it: look for long runs of * or _ marks, or brackets and links that are never closed, then try again.";
    case "busy":
      return "The server is formatting many texts at the moment. Wait a few seconds and try again.";
  }
}
