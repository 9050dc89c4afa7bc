import { z } from "zod";
import { internalHref, linkSchema, nonEmpty } from "./common";

/** Copy with a placeholder the page fills in, e.g. "Page {page} of {pages}". */
const template = (...names: string[]) =>
  names.reduce((schema, name) => schema.refine((s) => s.includes(`{${name}}`), `must contain {${name}}`), nonEmpty);

/** A closing sentence for a search snippet, tried in order until one fits (server/seo/seo-records.server.ts). */
const closings = z.array(nonEmpty).min(1);

/** Words of the public blog (/blog, its pages, posts, tag pages, the feed, the home page's section). */
export const blogPagesSchema = z.object({
  /** The blog's name ("Insights"): the feed's title follows the company name with it. */
  name: nonEmpty,
  list: z.object({
    eyebrow: nonEmpty,
    title: nonEmpty,
    intro: nonEmpty,
    /** The h1 of /blog/page/N. */
    pageTitle: template("page"),
    empty: nonEmpty,
  }),
  pagination: z.object({
    label: nonEmpty,
    newer: nonEmpty,
    older: nonEmpty,
    /** The accessible name of a page number link. */
    page: template("page"),
    status: template("page", "pages"),
  }),
  post: z.object({
    eyebrow: nonEmpty,
    by: nonEmpty,
    published: nonEmpty,
    updated: nonEmpty,
    readingTime: template("minutes"),
    tagsLabel: nonEmpty,
    tocHeading: nonEmpty,
    tocLabel: nonEmpty,
    relatedHeading: nonEmpty,
    neighboursLabel: nonEmpty,
    newer: nonEmpty,
    older: nonEmpty,
    allPosts: nonEmpty,
    /** The accessible name of the scrolling box around a table: "Table: {columns}". */
    tableLabel: template("columns"),
  }),
  tag: z.object({
    eyebrow: nonEmpty,
    title: template("tag"),
    intro: template("count"),
    /** {count} in the introduction: one article, or {n} of them. */
    countOne: nonEmpty,
    countMany: template("n"),
  }),
  /** /blog/{slug} of a post taken down: 410 Gone. */
  gone: z.object({ eyebrow: nonEmpty, title: nonEmpty, text: nonEmpty, backLabel: nonEmpty, contact: linkSchema }),
  cta: z.object({ heading: nonEmpty, text: nonEmpty, buttonLabel: nonEmpty, href: internalHref, callLabel: nonEmpty }),
  home: z.object({
    eyebrow: nonEmpty,
    heading: nonEmpty,
    intro: nonEmpty,
    allLabel: nonEmpty,
    count: z.number().int().min(1).max(6),
  }),
  seo: z.object({
    /** The title before the brand; "| {company}" is added when it fits. */
    indexTitle: nonEmpty,
    indexDescription: nonEmpty,
    pageTitle: template("page"),
    pageDescription: template("page"),
    tagTitle: template("tag"),
    tagDescription: template("tag"),
    /** Added to a post's summary until its snippet is long enough. */
    postClosings: closings,
    keywords: z.array(nonEmpty).min(2),
    goneTitle: nonEmpty,
    goneDescription: nonEmpty,
  }),
  feed: z.object({ description: nonEmpty }),
});
export type BlogPages = z.infer<typeof blogPagesSchema>;
