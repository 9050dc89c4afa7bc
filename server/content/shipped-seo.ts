import type { LiveContent } from "../../app/content/editable";
import type { SeoRecord } from "../../app/content/schemas/seo";
import { findSeoEntry, toSeoRecord } from "../../app/lib/seo-records.server";
import { staticPagePaths } from "../../app/lib/static-paths";

/** The record a page has when none is published: derived from app/content/seo.ts for this SITE_URL. */
export function shippedSeoRecord(path: string, content: LiveContent, siteUrl: string): SeoRecord | undefined {
  const entry = findSeoEntry(path, content);
  return entry && toSeoRecord(entry, siteUrl, content);
}

/** Every prerendered page has an SEO record an editor can change. */
export function seoRecordPaths(content: LiveContent): string[] {
  return staticPagePaths(content).filter((path) => findSeoEntry(path, content));
}
