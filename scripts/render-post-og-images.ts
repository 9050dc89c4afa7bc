/**
 * Draws the link-preview cards of the blog's launch posts into public/images/og/blog/
 * (run by hand after changing shared/content/blog/launch-posts.ts; the PNGs are committed).
 * Posts published in the back office get theirs drawn at publish time instead.
 */
import { writeFile } from "node:fs/promises";
import { launchPosts } from "#shared/content/blog/launch-posts";
import { site } from "#shared/content/site";
import { postDateText, renderPostOgImage } from "#server/blog/og-image";

for (const post of launchPosts) {
  const png = await renderPostOgImage({
    title: post.title,
    tags: post.tags,
    siteName: site.company.name,
    dateText: postDateText(post),
  });
  await writeFile(`public/images/og/blog/${post.slug}.png`, png);
  console.log(`public/images/og/blog/${post.slug}.png`);
}
