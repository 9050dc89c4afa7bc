import { type LiveContent, shippedContent } from "#shared/content/editable";
import type { Services } from "../services";

/**
 * The content the JSON API answers from, read at each request: what the pages show
 * (the published records over the shipped defaults), or the shipped defaults when the
 * services have no content store (unit tests that build a router on bare services).
 */
export function liveContentOf(services: Services): LiveContent {
  return (services as { content?: { live(): LiveContent } }).content?.live() ?? shippedContent;
}
