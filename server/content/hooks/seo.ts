import { seoIdOf, seoPathOf } from "#shared/content/collections/seo";
import type { LiveContent } from "#shared/content/editable";
import type { SeoRecord } from "#shared/content/schemas/seo";
import { withoutEchoedSocialText } from "#shared/lib/seo-social";
import { staticPagePaths } from "#shared/lib/static-paths";
import { findSeoEntry, toSeoRecord } from "../../seo/seo-records.server";
import type { CollectionHooks } from "../types";

/**
 * The record a page has when none is published: derived from shared/content/seo.ts for this
 * SITE_URL, without link-preview texts that only repeat the title or description (empty ones follow them).
 */
export function shippedSeoRecord(path: string, content: LiveContent, siteUrl: string): SeoRecord | undefined {
  const entry = findSeoEntry(path, content);
  return entry && withoutEchoedSocialText(toSeoRecord(entry, siteUrl, content));
}

/** Every prerendered page has an SEO record an editor can change. */
export function seoRecordPaths(content: LiveContent): string[] {
  return staticPagePaths(content).filter((path) => findSeoEntry(path, content));
}

/** SEO records on the server: every prerendered page ships one, derived for this SITE_URL from the live content. */
export function seoHooks(siteUrl: string): CollectionHooks<SeoRecord> {
  return {
    shipped: {
      ids: (content) => seoRecordPaths(content).map(seoIdOf),
      get: (id, content) => shippedSeoRecord(seoPathOf(id), content, siteUrl),
    },
  };
}
