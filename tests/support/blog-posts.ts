import type { Post } from "#shared/content/schemas/blog";

/**
 * Blog posts for tests only (the shipped launch posts may change or be empty): twelve
 * published ones, newer than any launch post and one day apart, so with whatever ships the
 * list has at least two pages; one long post with every kind of Markdown the page styles
 * (sections for a table of contents, code, a table, a task list, a quote, a footnote);
 * one taken down (410) and one renamed (its old slug answers 301).
 */

export const TEST_AUTHOR = "Priya Sharma";
export const LONG_POST = "test-long-guide";
export const GONE_POST = "test-taken-down";
export const RENAMED = { from: "test-old-name", to: "test-renamed-post" } as const;
export const SHARED_TAG = "test-rollouts";

const day = (n: number) => new Date(Date.UTC(2027, 0, 1 + n, 4, 30)).toISOString();

const paragraph = (topic: string, n: number) =>
  `Rolling out ${topic} works best when the people who use it every day help shape it. ` +
  `In our experience step ${n} matters because small teams rarely have time to fix a tool twice, ` +
  "so we test early on the cheapest phones staff actually carry, write down what changed, and keep the first version small enough to finish in weeks rather than months.";

/** About 900 words in sections, with every block type a post may use. */
const LONG_BODY = [
  "Every business that moves from paper registers to an app meets the same questions. This guide walks through them in order.",
  "## Why start small",
  ...[1, 2, 3].map((n) => paragraph("a new attendance app", n)),
  "### What a pilot looks like",
  ...[4, 5].map((n) => paragraph("a pilot", n)),
  "### Who should be in it",
  paragraph("the pilot team", 6),
  "## Costs at a glance",
  "| Item | One time | Every year | Notes |\n|---|---|---|---|\n| Build | ₹4–12 lakh | — | Depends on scope |\n| Hosting | — | ₹30,000 | Small cloud server |\n| Store fees | US$25 | US$99 | Google Play once, Apple yearly |",
  ...[7, 8].map((n) => paragraph("a budget", n)),
  "## A check-in record",
  "A synced check-in carries enough to verify its time:",
  '```json\n{\n  "employeeId": "EMP-0142",\n  "capturedAt": "2027-01-20T09:02:41+05:30",\n  "location": { "lat": 28.6271, "lng": 77.3762, "accuracyM": 18 },\n  "isMock": false\n}\n```',
  "And the server checks it with a few lines:",
  "```ts\nexport function inside(distanceM: number, accuracyM: number, radiusM = 150): boolean {\n  // A reading is inside when its whole uncertainty circle is.\n  return distanceM + accuracyM <= radiusM;\n}\n```",
  ...[9, 10].map((n) => paragraph("server checks", n)),
  "## What staff told us",
  "> The app was easier than the register once the manager stopped asking us to fill in both.",
  "Quotes like this one[^pilot] are why we run pilots alongside the old way for two weeks.",
  ...[11, 12, 13].map((n) => paragraph("feedback", n)),
  "## Rollout checklist",
  "- [x] Pick one team for the pilot\n- [x] Record each site's coordinates\n- [ ] Train staff in person\n- [ ] Review flagged check-ins after a month",
  ...[14, 15, 16].map((n) => paragraph("the rollout", n)),
  "Read more in [our services](/services/app_development) or `talk to us`.",
  "[^pilot]: From a pilot with a Noida facility services company, 2026.",
].join("\n\n");

const shortBody = (topic: string) =>
  [
    `A short note on ${topic}.`,
    "## The short version",
    paragraph(topic, 1),
    "## What to do next",
    paragraph(topic, 2),
  ].join("\n\n");

function post(n: number, fields: Partial<Post> & Pick<Post, "slug" | "title">): Post {
  return {
    id: fields.slug,
    summary: `A test article number ${n} about running software projects in small Indian businesses, for the blog tests.`,
    body: shortBody(fields.title.toLowerCase()),
    tags: [SHARED_TAG, n % 2 ? "test-odd" : "test-even"],
    status: "published",
    authorName: TEST_AUTHOR,
    publishedAt: day(n),
    ...fields,
  };
}

/** Twelve listed posts, oldest (n = 1) to newest (n = 12). */
export const listedTestPosts: Post[] = Array.from({ length: 12 }, (_, i) => {
  const n = i + 1;
  if (n === 6) {
    return post(n, {
      slug: LONG_POST,
      title: "A long guide to rolling out a field staff app without losing a month to it",
      summary:
        "Pilots, costs, check-in records, staff feedback and a rollout checklist: a long test guide with every kind of block.",
      body: LONG_BODY,
      tags: [SHARED_TAG, "test-even", "test-guides"],
      updatedAt: day(20),
    });
  }
  if (n === 3) return post(n, { slug: RENAMED.to, title: "A renamed test article", previousSlugs: [RENAMED.from] });
  return post(n, { slug: `test-post-${n}`, title: `Test article ${n}: what changed after launch` });
});

export const goneTestPost: Post = post(13, {
  slug: GONE_POST,
  title: "A test article that was taken down",
  status: "unpublished",
});

export const allTestPosts: Post[] = [...listedTestPosts, goneTestPost];

/**
 * Publishes the test posts into a site's database before the server starts, through the
 * content store the back office uses (so publishing stamps them as it would, and draws
 * their link-preview cards). Start the site with the same DATA_DIR afterwards.
 */
export async function publishTestPosts(dataDir: string, posts: Post[] = allTestPosts): Promise<void> {
  const { loadConfig } = await import("#server/config");
  const { createServices } = await import("#server/services");
  const services = await createServices(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }));
  try {
    for (const post of posts) {
      const result = await services.content.publish(
        "posts",
        post.id,
        { version: 0 },
        { label: "tests", name: TEST_AUTHOR },
        post,
      );
      if (!result.ok) throw new Error(`publishing ${post.id}: ${JSON.stringify(result)}`);
    }
  } finally {
    await services.close();
  }
}
