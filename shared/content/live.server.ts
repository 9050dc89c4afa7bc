import { shippedContent, type LiveContent } from "./editable";

/**
 * The content a loader renders with: what the server put in the load context (the
 * published records merged over the shipped defaults, or a draft being previewed),
 * or the shipped defaults when there is no server (prerendering at build).
 */
export function liveContent(context: unknown): LiveContent {
  return (context as { content?: LiveContent } | undefined)?.content ?? shippedContent;
}
