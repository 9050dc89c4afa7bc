import { describe, expect, it } from "vitest";
import { shippedContent as content } from "#shared/content/editable";
import { sitePages } from "#shared/lib/site-pages";
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  seoEntriesSchema,
  seoRecordSchema,
  TITLE_MAX,
} from "#shared/content/schemas/seo";
import {
  breadcrumbTrail,
  indexablePaths,
  legacySeoRecord,
  seoRecordForPath,
  siteOrigin,
  siteUrlFromContext,
} from "./seo-records.server";
import { staticPagePaths } from "#shared/lib/static-paths";

const SITE = "https://www.example.in";
const NOINDEX = ["/Navbar", "/Footer", "/Thanku", "/careers/thank-you"];
/** Every page's entry: the static pages' and the collections' own (shared/lib/site-pages.ts). */
const seoEntries = sitePages(content).map((page) => page.entry);

describe("SEO entries", () => {
  it("pass their schema (unique paths, titles and descriptions within limits)", () => {
    const result = seoEntriesSchema.safeParse(seoEntries);
    expect(result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([]);
  });

  it("exist for every prerendered page, and only for those", () => {
    expect(seoEntries.map((e) => e.path)).toEqual(staticPagePaths());
  });

  it("are unique and within search-result limits", () => {
    const titles = seoEntries.map((e) => e.title);
    const descriptions = seoEntries.map((e) => e.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const e of seoEntries) {
      expect(e.title.length, e.path).toBeLessThanOrEqual(TITLE_MAX);
      expect(e.description.length, e.path).toBeLessThanOrEqual(DESCRIPTION_MAX);
      expect(e.description.length, e.path).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
    }
  });

  it("keep exactly the bare routes and the thank-you pages out of search", () => {
    const noindex = seoEntries.filter((e) => (e.robots ?? "index, follow") !== "index, follow").map((e) => e.path);
    expect(noindex.sort()).toEqual([...NOINDEX].sort());
  });
});

describe("seoRecordForPath", () => {
  it("derives canonical, Open Graph and Twitter fields from SITE_URL and the path", () => {
    const record = seoRecordForPath("/services/web_development", SITE, content);
    expect(seoRecordSchema.parse(record)).toEqual(record);
    expect(record.canonical).toBe(`${SITE}/services/web_development`);
    expect(record.og_url).toBe(record.canonical);
    expect(record.twitter_url).toBe(record.canonical);
    expect(record.og_image).toBe(`${SITE}/images/og/services.png`);
    expect(record.twitter_image).toBe(record.og_image);
    expect(record.twitter_domain).toBe("www.example.in");
    expect(record.og_title).toBe(record.title);
    expect(record.twitter_description).toBe(record.meta_description);
  });

  it("gives the home page a canonical with a trailing slash and tolerates one on other paths", () => {
    expect(seoRecordForPath("/", SITE, content).canonical).toBe(`${SITE}/`);
    expect(seoRecordForPath("/about_us/", SITE, content).canonical).toBe(`${SITE}/about_us`);
  });

  it("answers unknown paths with a noindex record and admin pages with noindex, nofollow", () => {
    const missing = seoRecordForPath("/no/such/page", SITE, content);
    expect(missing.robots).toBe("noindex, follow");
    expect(missing.title).toMatch(/not found/i);
    const admin = { adminEnabled: true };
    expect(seoRecordForPath("/admin", SITE, content, admin).robots).toBe("noindex, nofollow");
    expect(seoRecordForPath("/admin/login", SITE, content, admin).robots).toBe("noindex, nofollow");
    expect(seoRecordForPath("/administrator", SITE, content, admin).robots).toBe("noindex, follow");
  });

  it("does not reveal the leads inbox when it is switched off: /admin is just not found", () => {
    expect(seoRecordForPath("/admin", SITE, content).title).toBe(
      seoRecordForPath("/no/such/page", SITE, content).title,
    );
    expect(seoRecordForPath("/admin", SITE, content).robots).toBe("noindex, follow");
  });

  it("matches paths regardless of case, like the router, with the canonical in the right case", () => {
    expect(seoRecordForPath("/thanku", SITE, content).canonical).toBe(`${SITE}/Thanku`);
  });
});

describe("SITE_URL", () => {
  it("is reduced to an origin, with the local default for unusable values", () => {
    expect(siteOrigin("https://www.example.in/some/path")).toBe("https://www.example.in");
    expect(siteOrigin(undefined)).toBe("http://localhost:3000");
    expect(siteOrigin("not a url")).toBe("http://localhost:3000");
    expect(siteOrigin("ftp://example.in")).toBe("http://localhost:3000");
  });

  it("comes from the server config when a request context exists", () => {
    expect(siteUrlFromContext({ services: { config: { SITE_URL: "https://a.example" } } })).toBe("https://a.example");
  });
});

describe("indexablePaths", () => {
  it("lists every prerendered page except the noindex ones", () => {
    const paths = indexablePaths(content);
    expect(paths).toEqual(staticPagePaths().filter((p) => !NOINDEX.includes(p)));
  });
});

describe("legacySeoRecord", () => {
  it("answers 'Home' with the home page", () => {
    expect(legacySeoRecord("Home", SITE, content)?.canonical).toBe(`${SITE}/`);
  });

  it("finds a page by its last path segment", () => {
    expect(legacySeoRecord("app_development", SITE, content)?.canonical).toBe(`${SITE}/services/app_development`);
    expect(legacySeoRecord("Kiosk-Lockdown", SITE, content)?.canonical).toBe(
      `${SITE}/product/enterprise-managements/Kiosk-Lockdown`,
    );
    expect(legacySeoRecord("enterprise_mobility_management", SITE, content)?.canonical).toBe(
      `${SITE}/product/enterprise_mobility_management`,
    );
  });

  it("keeps the old canonical rules for reptile_tracko and blog", () => {
    const tracko = legacySeoRecord("reptile_tracko", SITE, content);
    expect(tracko?.canonical).toBe(`${SITE}/reptile-tracko`);
    expect(tracko?.title).toBe(seoRecordForPath("/product/tracko", SITE, content).title);
    expect(legacySeoRecord("blog", SITE, content)?.canonical).toBe(`${SITE}/blog`);
  });

  it("returns null for unknown routes", () => {
    expect(legacySeoRecord("no-such-page", SITE, content)).toBeNull();
  });
});

describe("breadcrumbTrail", () => {
  it("leads from Home through the section to the page", () => {
    expect(breadcrumbTrail("/services/web_development", content).map((c) => c.path)).toEqual([
      "/",
      "/services",
      "/services/web_development",
    ]);
  });

  it("puts enterprise features under the enterprise mobility product", () => {
    expect(breadcrumbTrail("/product/enterprise-management/education-sector", content).map((c) => c.path)).toEqual([
      "/",
      "/product",
      "/product/enterprise_mobility_management",
      "/product/enterprise-management/education-sector",
    ]);
  });

  it("is empty for the home page and unknown pages", () => {
    expect(breadcrumbTrail("/", content)).toEqual([]);
    expect(breadcrumbTrail("/nope", content)).toEqual([]);
  });
});
