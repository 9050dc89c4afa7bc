import { describe, expect, it } from "vitest";
import { metaTags } from "#app/lib/seo";
import { seoRecordSchema, type SeoRecord } from "#shared/content/schemas/seo";
import { withoutEchoedSocialText, withSocialFallbacks } from "#shared/lib/seo-social";
import { aboutSeo } from "../support/content-fixtures";

const content = (tags: ReturnType<typeof metaTags>, key: string) =>
  tags.find((t) => ("property" in t && t.property === key) || ("name" in t && t.name === key)) as
    { content?: string } | undefined;

describe("link-preview texts follow the SEO title and description", () => {
  const { og_title: _a, og_description: _b, twitter_title: _c, twitter_description: _d, ...bare } = aboutSeo;
  const record: SeoRecord = { ...bare, title: "New title of the about page", meta_description: "A new description." };

  it("accepts a record without its own link-preview texts", () => {
    expect(seoRecordSchema.safeParse(record).success).toBe(true);
    expect(seoRecordSchema.safeParse({ ...record, og_title: "" }).success).toBe(true);
  });

  it("fills empty or absent ones from the title and description", () => {
    const filled = withSocialFallbacks({ ...record, og_description: "   " });
    expect(filled).toMatchObject({
      og_title: record.title,
      og_description: record.meta_description,
      twitter_title: record.title,
      twitter_description: record.meta_description,
    });
    // The legacy contract's 19 fields, all filled.
    expect(Object.keys(filled)).toHaveLength(19);
  });

  it("keeps texts set separately", () => {
    const own = { ...record, og_title: "Our own card title", twitter_description: "Own tweet text" };
    expect(withSocialFallbacks(own)).toMatchObject({
      og_title: "Our own card title",
      twitter_title: record.title,
      twitter_description: "Own tweet text",
    });
  });

  it("writes the followed texts into the page head (the server fills the record before the head is written)", () => {
    const tags = metaTags(withSocialFallbacks(record));
    expect(content(tags, "og:title")?.content).toBe(record.title);
    expect(content(tags, "og:description")?.content).toBe(record.meta_description);
    expect(content(tags, "twitter:title")?.content).toBe(record.title);
    expect(content(tags, "twitter:description")?.content).toBe(record.meta_description);
  });

  it("starts the editor with echoed texts empty, separate ones kept", () => {
    const shipped = withSocialFallbacks(record);
    expect(withoutEchoedSocialText(shipped)).toEqual(record);
    expect(withoutEchoedSocialText({ ...shipped, og_title: "Different" }).og_title).toBe("Different");
  });
});
