/**
 * The blog's RSS feed: its address and title. Every blog page names it in a
 * <link rel="alternate"> from its route's `links`, which also runs in the browser, so
 * this module stays tiny and imports nothing (a unit test keeps the title equal to the
 * company name followed by the blog's name).
 */
export const blogFeed = { path: "/blog/rss.xml", title: "Reptile Technologies Insights" } as const;
