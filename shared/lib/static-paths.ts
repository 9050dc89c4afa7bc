import { shippedContent, type LiveContent } from "../content/editable";
import { sitePages } from "./site-pages";

/**
 * Every page that is the same for every visitor, so it is prerendered to HTML at build
 * time (with the shipped content) and rendered again after a publish (with the live
 * content: new projects get a page, hidden ones lose theirs) or when a page goes by itself
 * (a job whose closing date passed). The static pages and the collections' own pages, in
 * that order (./site-pages.ts); the sitemap and the tests read the same list.
 */
export function staticPagePaths(content: LiveContent = shippedContent, now: Date = new Date()): string[] {
  return sitePages(content, now).map((page) => page.path);
}
