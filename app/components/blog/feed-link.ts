import type { LinkDescriptor } from "react-router";
import { blogFeed } from "#shared/content/blog/feed";

/** Every blog page names the feed in its <head> (the routes' `links`), so readers and browsers find it. */
export const feedLinks = (): LinkDescriptor[] => [
  { rel: "alternate", type: "application/rss+xml", title: blogFeed.title, href: blogFeed.path },
];
