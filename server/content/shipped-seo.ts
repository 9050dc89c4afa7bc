import type { LiveContent } from "../../shared/content/editable";
import type { SeoRecord } from "../../shared/content/schemas/seo";
import { findSeoEntry, toSeoRecord } from "../seo/seo-records.server";
import { withoutEchoedSocialText } from "#shared/lib/seo-social";
import { staticPagePaths } from "../../shared/lib/static-paths";

/**
 * The record a page has when none is published: derived from shared/content/seo.ts for this
 * SITE_URL, its link-preview texts left empty so that they follow the title and description.
 */
export function shippedSeoRecord(path: string, content: LiveContent, siteUrl: string): SeoRecord | undefined {
  const entry = findSeoEntry(path, content);
  return entry && withoutEchoedSocialText(toSeoRecord(entry, siteUrl, content));
}

/** Every prerendered page has an SEO record an editor can change. */
export function seoRecordPaths(content: LiveContent): string[] {
  return staticPagePaths(content).filter((path) => findSeoEntry(path, content));
}
