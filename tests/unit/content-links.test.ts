import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { products } from "#shared/content/products";
import { linkSchema } from "#shared/content/schemas/common";
import { legalLinkSchema } from "#shared/content/schemas/legal";
import { productSchema } from "#shared/content/schemas/products";
import { seoEntrySchema, seoRecordSchema } from "#shared/content/schemas/seo";
import { socialSchema } from "#shared/content/schemas/site";
import { site } from "#shared/content/site";

/**
 * Issue 29, finding 6: every link stored in content is limited by its schema to
 * https:, http:, mailto:, tel: or a path on this site. React and the CSP defuse a
 * javascript: link when it is shown; the schema refuses it before it is stored.
 */

const stores = productSchema.shape.stores.unwrap().shape;

/** Every stored link field, with addresses of the kinds it takes. */
const LINK_FIELDS: { name: string; schema: z.ZodType; good: string[] }[] = [
  {
    name: "social link",
    schema: socialSchema.shape.href,
    good: [
      "https://www.youtube.com/@example",
      "http://example.com/x",
      "mailto:hello@example.com",
      "tel:+919876543210",
      "/contact_us",
    ],
  },
  ...(["canonical", "og_url", "og_image", "twitter_url", "twitter_image"] as const).map((field) => ({
    name: `SEO ${field}`,
    schema: seoRecordSchema.shape[field],
    good: ["https://www.example.com/about_us", "http://localhost:3000/images/og/about.png"],
  })),
  {
    name: "Play Store link",
    schema: stores.playStore.unwrap(),
    good: ["https://play.google.com/store/apps/details?id=com.example"],
  },
  { name: "App Store link", schema: stores.appStore.unwrap(), good: ["https://apps.apple.com/in/app/example/id123"] },
  { name: "site link (menus, buttons)", schema: linkSchema.shape.href, good: ["/", "/contact_us", "/#Services"] },
  {
    name: "link in legal text",
    schema: legalLinkSchema.shape.href,
    good: ["/privacy-policy", "mailto:hello@example.com", "tel:+919876543210"],
  },
  { name: "breadcrumb parent", schema: seoEntrySchema.shape.parent.unwrap(), good: ["/services"] },
];

/** Links a browser would run as script, or send to another site. */
const BAD = [
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  "JAVASCRIPT:alert(1)",
  "  javascript:alert(1)",
  "\u0001javascript:alert(1)",
  "\u0000javascript:alert(1)",
  "\tjavascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "\u200Ejavascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "vbscript:msgbox(1)",
  "//evil.test",
  "//evil.test/contact_us",
  "/\\evil.test",
  "\\\\evil.test",
  "https:evil.test",
  "",
];

describe("links stored in content", () => {
  for (const field of LINK_FIELDS) {
    it(`${field.name}: refuses script, data and other-host addresses`, () => {
      for (const value of BAD) expect(field.schema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    });
    it(`${field.name}: takes the addresses it is meant for`, () => {
      for (const value of field.good) expect(field.schema.safeParse(value).success, value).toBe(true);
    });
  }

  it("says what to use instead, in plain words", () => {
    const [issue] = socialSchema.shape.href.safeParse("javascript:alert(1)").error!.issues;
    expect(issue!.message).toBe(
      "Use a web address starting with https:// (or mailto:, tel:, or a path on this site like /contact_us).",
    );
    const [seo] = seoRecordSchema.shape.canonical.safeParse("data:text/html,x").error!.issues;
    expect(seo!.message).toBe("Use a full web address starting with https:// (or http://).");
    expect(seoRecordSchema.shape.canonical.safeParse("javascript:alert(1)").error!.issues).toHaveLength(1);
    expect(linkSchema.shape.href.safeParse("//evil.test").error!.issues[0]!.message).toMatch(/path on this site/);
  });

  // Every shipped module is checked whole by scripts/check-content.ts; these are the links editors change.
  it("the shipped links pass", () => {
    for (const social of site.social)
      expect(socialSchema.shape.href.safeParse(social.href).success, social.href).toBe(true);
    for (const product of products) {
      if (product.stores?.playStore) expect(stores.playStore.safeParse(product.stores.playStore).success).toBe(true);
      if (product.stores?.appStore) expect(stores.appStore.safeParse(product.stores.appStore).success).toBe(true);
    }
    for (const link of [...site.mainNav, site.quoteCta, ...site.footer.serviceLinks, ...site.footer.legalLinks]) {
      expect(linkSchema.shape.href.safeParse(link.href).success, link.href).toBe(true);
    }
  });
});
