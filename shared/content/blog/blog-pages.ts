import type { BlogPages } from "../schemas/blog-pages";
import { site } from "../site";

const BRAND = site.company.name;

/**
 * The words around the articles: the list, a post's frame, tag pages, the "taken down"
 * page, the feed and the home page's section. The articles themselves are records of
 * the "posts" collection (launch-posts.ts ships the first ones).
 */
export const blogPages: BlogPages = {
  name: "Insights",
  list: {
    eyebrow: "Blog",
    title: "Insights",
    intro:
      "Plain-spoken guides for business owners: what software really costs in India, which kind of app to build first, and what we have learned shipping products for growing companies.",
    pageTitle: "Insights, page {page}",
    empty: "Our first articles are on their way. In the meantime, tell us what you would like to read about.",
  },
  pagination: {
    label: "Pages of articles",
    newer: "Newer articles",
    older: "Older articles",
    page: "Page {page}",
    status: "Page {page} of {pages}",
  },
  post: {
    eyebrow: "Insights",
    by: "By",
    published: "Published",
    updated: "Updated",
    readingTime: "{minutes} min read",
    tagsLabel: "Tags",
    tocHeading: "On this page",
    tocLabel: "Table of contents",
    relatedHeading: "Related articles",
    neighboursLabel: "More articles",
    newer: "Newer article",
    older: "Older article",
    allPosts: "All articles",
    tableLabel: "Table: {columns}",
  },
  tag: {
    eyebrow: "Topic",
    title: "Articles tagged #{tag}",
    intro: "{count} on this topic, newest first.",
    countOne: "One article",
    countMany: "{n} articles",
  },
  gone: {
    eyebrow: "Error 410",
    title: "This article was taken down",
    text: "We removed this article on purpose, and it will not come back. Our other articles are still here.",
    backLabel: "Browse all articles",
    contact: { label: "Contact us", href: "/contact_us" },
  },
  cta: {
    heading: "Planning something like this?",
    text: "Tell us what you want to build. Within one working day we will call you back with a suggested plan, a timeline and a ballpark cost — free and without obligation.",
    buttonLabel: "Get Quote",
    href: "/contact_us",
    callLabel: "Call Now",
  },
  home: {
    eyebrow: "Insights",
    heading: "Latest from our blog",
    intro: "Guides on costs, choices and rollouts, written for business owners by the people who build the software.",
    allLabel: "Read all articles",
    count: 3,
  },
  seo: {
    indexTitle: "Insights: Software Guides for Businesses",
    indexDescription:
      "Guides for Indian business owners on software costs, choosing between a website, PWA or app, field staff tracking and rolling out new tools.",
    pageTitle: "Insights, Page {page}",
    pageDescription:
      "Page {page} of our articles for business owners on software costs, apps, websites and rolling out new tools in India.",
    tagTitle: "Articles Tagged #{tag}",
    tagDescription:
      "Articles tagged #{tag} for business owners in India: practical guides on software costs, choices and rollouts, newest first.",
    postClosings: [`An article from the ${BRAND} blog.`, "From our blog."],
    keywords: ["blog", "software guides", "business apps India"],
    goneTitle: "Article Removed",
    goneDescription:
      "This article was taken down and is no longer available. Our other articles on software, apps and websites are on the blog.",
  },
  feed: {
    description: `Guides for business owners on software costs, apps, websites and rollouts, from ${BRAND}.`,
  },
};
