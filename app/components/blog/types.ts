import type { Image } from "#shared/content/schemas/common";

/**
 * What blog components receive: plain data made on the server (app/lib/blog.server.ts),
 * dates already formatted in India time so the server and the browser print the same text.
 */

export type PostDate = { iso: string; text: string };

/** A post as a card in a list (the blog, tag pages, related posts, the home page). */
export type PostCardData = {
  path: string;
  title: string;
  summary: string;
  published: PostDate;
  /** "8 min read" */
  readingTime: string;
  tags: string[];
  cover?: Image;
};

export type PostLink = { path: string; title: string };
