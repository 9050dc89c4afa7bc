import { describe, expect, it } from "vitest";
import type { FilledSeoRecord } from "#shared/lib/seo-social";
import { metaTags, serializeJsonLd } from "./seo";

const record: FilledSeoRecord = {
  title: "About Us | Example",
  meta_description: "Who we are and what we do, in a sentence long enough to be a description.",
  keywords: "about, team",
  robots: "index, follow",
  canonical: "https://www.example.in/about_us",
  og_url: "https://www.example.in/about_us",
  og_type: "website",
  og_title: "About Us | Example",
  og_description: "Who we are and what we do, in a sentence long enough to be a description.",
  og_site_name: "Example",
  og_image: "https://www.example.in/images/og/about.png",
  og_image_width: 1200,
  og_image_height: 630,
  twitter_card: "summary_large_image",
  twitter_domain: "www.example.in",
  twitter_url: "https://www.example.in/about_us",
  twitter_title: "About Us | Example",
  twitter_description: "Who we are and what we do, in a sentence long enough to be a description.",
  twitter_image: "https://www.example.in/images/og/about.png",
};

/** The tags as "kind:key" → value, to read assertions easily. */
function byKey(tags: ReturnType<typeof metaTags>) {
  const map = new Map<string, string>();
  for (const tag of tags) {
    const t = tag as Record<string, string>;
    if ("title" in t) map.set("title", t.title!);
    else if (t.tagName === "link") map.set(`link:${t.rel}`, t.href!);
    else if (t.property) map.set(t.property, t.content!);
    else if (t.name) map.set(t.name, t.content!);
  }
  return map;
}

describe("metaTags", () => {
  it("writes title, description, keywords, robots, canonical and the fixed legacy tags", () => {
    const tags = byKey(metaTags(record));
    expect(tags.get("title")).toBe("About Us | Example");
    expect(tags.get("description")).toBe(record.meta_description);
    expect(tags.get("keywords")).toBe("about, team");
    expect(tags.get("robots")).toBe("index, follow");
    expect(tags.get("googlebot")).toBe("allow, follow");
    expect(tags.get("distribution")).toBe("global");
    expect(tags.get("revisit-after")).toBe("1 day");
    expect(tags.get("link:canonical")).toBe("https://www.example.in/about_us");
  });

  it("writes Open Graph and Twitter tags from the record", () => {
    const tags = byKey(metaTags(record));
    expect(tags.get("og:locale")).toBe("en_IN");
    expect(tags.get("og:type")).toBe("website");
    expect(tags.get("og:site_name")).toBe("Example");
    expect(tags.get("og:url")).toBe(record.og_url);
    expect(tags.get("og:title")).toBe(record.og_title);
    expect(tags.get("og:description")).toBe(record.og_description);
    expect(tags.get("og:image")).toBe(record.og_image);
    expect(tags.get("og:image:width")).toBe("1200");
    expect(tags.get("og:image:height")).toBe("630");
    expect(tags.get("twitter:card")).toBe("summary_large_image");
    expect(tags.get("twitter:domain")).toBe("www.example.in");
    expect(tags.get("twitter:url")).toBe(record.twitter_url);
    expect(tags.get("twitter:title")).toBe(record.twitter_title);
    expect(tags.get("twitter:description")).toBe(record.twitter_description);
    expect(tags.get("twitter:image")).toBe(record.twitter_image);
  });

  it("keeps a page out of search for Google too when the record says noindex", () => {
    const tags = byKey(metaTags({ ...record, robots: "noindex, follow" }));
    expect(tags.get("robots")).toBe("noindex, follow");
    expect(tags.get("googlebot")).toBe("noindex, follow");
    expect(byKey(metaTags({ ...record, robots: "noindex, nofollow" })).get("googlebot")).toBe("noindex, nofollow");
  });

  it("writes each tag once", () => {
    const keys = metaTags(record).map((t) =>
      JSON.stringify(Object.entries(t).filter(([k]) => k !== "content" && k !== "href")),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element and still parses to the same value", () => {
    const value = { name: "</script><script>alert(1)</script>", text: "a & b > c \u2028" };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
