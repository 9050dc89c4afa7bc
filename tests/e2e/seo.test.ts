import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shippedContent } from "#shared/content/editable";
import { products } from "#shared/content/products";
import { DESCRIPTION_MAX, seoRecordSchema, TITLE_MAX } from "#shared/content/schemas/seo";
import { services } from "#shared/content/services";
import { seoRecordForPath } from "#server/seo/seo-records.server";
import { staticPagePaths } from "#shared/lib/static-paths";
import { DESKTOP, openTab } from "../support/browser";
import type { SharedSite } from "../support/shared-sites";
import { type RunningSite, startSite } from "../support/site";
import { useSiteAndBrowser } from "../support/site-browser";

/**
 * Search and link-preview metadata as crawlers see it: the raw HTML the server sends
 * (no script runs), the sitemap, robots.txt, the legacy metadata endpoint, a runtime
 * SITE_URL different from the build's, and fresh metadata after client-side navigation.
 */

const NOINDEX = new Set(["/Navbar", "/Footer", "/Thanku", "/careers/thank-you"]);
const MISSING = "/no-such-page-for-seo-test";
const SEO_API = "/laravel_website/api/get_seo_content";
const OTHER_ORIGIN = "https://www.example.in";

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

type Head = {
  title: string | undefined;
  /** name= or property= → every content value (to catch duplicates). */
  meta: Map<string, string[]>;
  canonical: string[];
  jsonLd: string[];
};

/** Reads the tags of <head> from server HTML. */
function readHead(html: string): Head {
  const head = html.slice(0, html.indexOf("</head>"));
  const attrs = (tag: string) =>
    Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), decode(m[2]!)]));
  const meta = new Map<string, string[]>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const a = attrs(tag);
    const key = a.name ?? a.property;
    if (key && a.content !== undefined) meta.set(key, [...(meta.get(key) ?? []), a.content]);
  }
  const canonical = [...head.matchAll(/<link\b[^>]*>/g)]
    .map(([t]) => attrs(t))
    .filter((a) => a.rel === "canonical")
    .map((a) => a.href!);
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return { title: title === undefined ? undefined : decode(title), meta, canonical, jsonLd };
}

const one = (head: Head, key: string) => {
  const values = head.meta.get(key) ?? [];
  expect(values, `exactly one ${key}`).toHaveLength(1);
  return values[0]!;
};

type GraphNode = Record<string, unknown> & { "@type": string };
const graphOf = (head: Head): GraphNode[] =>
  head.jsonLd.flatMap((text) => {
    const parsed = JSON.parse(text) as { "@context": string; "@graph"?: GraphNode[] };
    expect(parsed["@context"]).toBe("https://schema.org");
    return parsed["@graph"] ?? [parsed as unknown as GraphNode];
  });

/** Raw GET with a chosen Accept-Encoding, decoded by hand (fetch would hide which variant was served). */
function rawGet(
  url: string,
  encoding: "br" | "gzip" | "identity",
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const ce = res.headers["content-encoding"];
          const text = (ce === "br" ? brotliDecompressSync(body) : ce === "gzip" ? gunzipSync(body) : body).toString(
            "utf8",
          );
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text });
        });
      })
      .on("error", reject);
  });
}

const postJson = (base: string, body: string, contentType = "application/json") =>
  fetch(base + SEO_API, { method: "POST", headers: contentType ? { "content-type": contentType } : {}, body });

const suite = useSiteAndBrowser();
let site: SharedSite;
let origin: string;
const pages = new Map<string, { status: number; head: Head }>();

beforeAll(async () => {
  site = suite.site;
  origin = site.origin;
  for (const path of [...staticPagePaths(), MISSING]) {
    const res = await fetch(site.url + path);
    pages.set(path, { status: res.status, head: readHead(await res.text()) });
  }
});

describe("every page's server HTML carries its metadata", () => {
  const paths = [...staticPagePaths(), MISSING];

  it.each(paths)("%s", (path) => {
    const { status, head } = pages.get(path)!;
    expect(status).toBe(path === MISSING ? 404 : 200);
    const record = seoRecordForPath(path, origin, shippedContent);
    const noindex = NOINDEX.has(path) || path === MISSING;

    expect(head.title).toBe(record.title);
    expect(one(head, "description")).toBe(record.meta_description);
    expect(one(head, "keywords")).toBe(record.keywords);
    expect(one(head, "robots")).toBe(noindex ? "noindex, follow" : "index, follow");
    expect(one(head, "googlebot")).toBe(noindex ? "noindex, follow" : "allow, follow");
    expect(one(head, "distribution")).toBe("global");
    expect(one(head, "revisit-after")).toBe("1 day");

    expect(head.canonical).toEqual([path === "/" ? `${origin}/` : `${origin}${path}`]);
    expect(one(head, "og:url")).toBe(head.canonical[0]);
    expect(one(head, "og:type")).toBe("website");
    expect(one(head, "og:locale")).toBe("en_IN");
    expect(one(head, "og:site_name")).toBe(record.og_site_name);
    expect(one(head, "og:title")).toBe(head.title);
    expect(one(head, "og:description")).toBe(one(head, "description"));
    // The drawn cards (/images/og/{name}.png) and the blog's per-post ones (/images/og/blog/{slug}.png).
    expect(one(head, "og:image")).toMatch(
      new RegExp(`^${origin.replace(/[.]/g, "\\.")}/images/og/(blog/)?[\\w-]+\\.png$`),
    );
    expect(one(head, "og:image:width")).toBe("1200");
    expect(one(head, "og:image:height")).toBe("630");

    expect(one(head, "twitter:card")).toBe("summary_large_image");
    expect(one(head, "twitter:domain")).toBe(new URL(origin).host);
    expect(one(head, "twitter:url")).toBe(head.canonical[0]);
    expect(one(head, "twitter:title")).toBe(head.title);
    expect(one(head, "twitter:description")).toBe(one(head, "description"));
    expect(one(head, "twitter:image")).toBe(one(head, "og:image"));
  });

  it("titles and descriptions are unique across pages and fit search results", () => {
    const indexed = staticPagePaths().map((p) => pages.get(p)!.head);
    const titles = indexed.map((h) => h.title!);
    const descriptions = indexed.map((h) => h.meta.get("description")![0]!);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const t of titles) expect(t.length, t).toBeLessThanOrEqual(TITLE_MAX);
    for (const d of descriptions) expect(d.length, d).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });

  it("keeps exactly the bare routes, the thank-you pages and unknown addresses out of search", () => {
    const noindexed = [...pages]
      .filter(([, p]) => p.head.meta.get("robots")?.[0]?.startsWith("noindex"))
      .map(([path]) => path);
    expect(noindexed.sort()).toEqual([...NOINDEX, MISSING].sort());
  });

  it("every Open Graph image exists as a 1200×630 PNG", async () => {
    const images = new Set([...pages.values()].map((p) => p.head.meta.get("og:image")![0]!));
    for (const url of images) {
      const res = await fetch(site.url + new URL(url).pathname);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      const png = Buffer.from(await res.arrayBuffer());
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], url).toEqual([1200, 630]);
      expect(png.length, url).toBeLessThanOrEqual(120 * 1024);
    }
  });

  it("the icons the pages link to exist", async () => {
    for (const [path, type] of [
      ["/favicon.ico", "image/x-icon"],
      ["/favicon.svg", "image/svg+xml"],
      ["/apple-touch-icon.png", "image/png"],
      ["/site.webmanifest", "application/manifest+json"],
    ] as const) {
      const res = await fetch(site.url + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toBe(type);
    }
    const manifest = (await (await fetch(`${site.url}/site.webmanifest`)).json()) as { icons: { src: string }[] };
    for (const icon of manifest.icons) expect((await fetch(site.url + icon.src)).status, icon.src).toBe(200);
  });
});

describe("structured data", () => {
  const types = (path: string) => graphOf(pages.get(path)!.head).map((n) => n["@type"]);

  it("parses on every page and names the company everywhere", () => {
    for (const [path, { head }] of pages) {
      expect(head.jsonLd.length, path).toBeGreaterThan(0);
      const org = graphOf(head).find((n) => n["@type"] === "Organization");
      expect(org, path).toBeDefined();
      expect(org?.url).toBe(`${origin}/`);
      expect((org!.contactPoint as unknown[]).length).toBe(2);
      expect((org!.sameAs as unknown[]).length).toBe(6);
    }
  });

  it("has breadcrumbs on inner pages and none on the home page", () => {
    expect(types("/")).not.toContain("BreadcrumbList");
    for (const path of staticPagePaths().filter((p) => p !== "/"))
      expect(types(path), path).toContain("BreadcrumbList");
  });

  it("describes each service on its page", () => {
    for (const s of services) {
      const node = graphOf(pages.get(`/services/${s.slug}`)!.head).find((n) => n["@type"] === "Service");
      expect(node?.name).toBe(s.name);
    }
    expect(types("/about_us")).not.toContain("Service");
  });

  it("describes each product as an app with rupee offers where prices are published", () => {
    for (const p of products) {
      const app = graphOf(pages.get(`/product/${p.route}`)!.head).find((n) => n["@type"] === "SoftwareApplication");
      expect(app?.name, p.route).toBe(p.name);
      expect(app?.applicationCategory, p.route).toBeTruthy();
      expect(app?.operatingSystem, p.route).toBeTruthy();
      const offers = (app?.offers ?? []) as { price: number; priceCurrency: string }[];
      const priced = p.planSection.plans.some((plan) => plan.pricing.type === "fixed");
      if (priced) {
        expect(offers.length, p.route).toBeGreaterThan(0);
        for (const o of offers) {
          expect(o.priceCurrency).toBe("INR");
          expect(typeof o.price).toBe("number");
        }
      } else {
        expect(offers, p.route).toEqual([]);
      }
    }
    expect(
      graphOf(pages.get("/product/emi_security")!.head).find((n) => n["@type"] === "SoftwareApplication")?.offers,
    ).toBeUndefined();
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("the sitemap lists every indexable page at its absolute address, and no noindex page", async () => {
    const res = await fetch(`${site.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toMatch(/max-age=\d+/);
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const expected = staticPagePaths()
      .filter((p) => !NOINDEX.has(p))
      .map((p) => (p === "/" ? `${origin}/` : `${origin}${p}`));
    expect(locs.sort()).toEqual(expected.sort());
  });

  it("robots.txt allows the site, keeps crawlers out of the inbox and API, and points to the sitemap", async () => {
    const res = await fetch(`${site.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("cache-control")).toMatch(/max-age=\d+/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/laravel_website\/api\/$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${origin}/sitemap\\.xml$`, "m"));
  });
});

describe("legacy endpoint POST /laravel_website/api/get_seo_content", () => {
  const FIELDS = Object.keys(seoRecordSchema.shape).sort();

  it("answers 'Home' with the home page's full record", async () => {
    const res = await postJson(site.url, JSON.stringify({ route: "Home" }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const { result } = (await res.json()) as { result: Record<string, unknown> };
    expect(Object.keys(result).sort()).toEqual(FIELDS);
    expect(result).toEqual(seoRecordForPath("/", origin, shippedContent));
  });

  it("answers a page by its last path segment, from the same record as the page", async () => {
    const { result } = (await (await postJson(site.url, JSON.stringify({ route: "web_development" }))).json()) as {
      result: { title: string; canonical: string };
    };
    expect(result.title).toBe(pages.get("/services/web_development")!.head.title);
    expect(result.canonical).toBe(`${origin}/services/web_development`);
  });

  it("keeps the old canonical rules for reptile_tracko and blog", async () => {
    const tracko = (await (await postJson(site.url, JSON.stringify({ route: "reptile_tracko" }))).json()) as {
      result: { canonical: string; title: string };
    };
    expect(tracko.result.canonical).toBe(`${origin}/reptile-tracko`);
    expect(tracko.result.title).toBe(pages.get("/product/tracko")!.head.title);
    const blog = (await (await postJson(site.url, JSON.stringify({ route: "blog" }))).json()) as {
      result: { canonical: string };
    };
    expect(blog.result.canonical).toBe(`${origin}/blog`);
  });

  it("answers an unknown route with 404 and result false", async () => {
    const res = await postJson(site.url, JSON.stringify({ route: "no-such-route" }));
    expect(res.status).toBe(404);
    const body = (await res.json()) as { result: boolean; error: string };
    expect(body.result).toBe(false);
    expect(body.error).toMatch(/no seo content/i);
  });

  it("rejects bad input with clear 4xx answers", async () => {
    const cases: [string, string, string, number][] = [
      ["wrong content type", JSON.stringify({ route: "Home" }), "text/plain", 415],
      ["no content type", JSON.stringify({ route: "Home" }), "", 415],
      ["malformed JSON", '{"route": "Home"', "application/json", 400],
      ["missing route", "{}", "application/json", 400],
      ["route not a string", '{"route": 42}', "application/json", 400],
      ["array body", '["Home"]', "application/json", 400],
      ["too large", JSON.stringify({ route: "Home", pad: "x".repeat(17 * 1024) }), "application/json", 413],
    ];
    for (const [label, body, type, status] of cases) {
      const res = await postJson(site.url, body, type);
      expect(res.status, label).toBe(status);
      expect(((await res.json()) as { result: unknown }).result, label).toBe(false);
    }
    const get = await fetch(site.url + SEO_API);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("never answers a 5xx, whatever it is sent", async () => {
    const body = fc.oneof(
      fc.json(),
      fc.string(),
      fc.record({ route: fc.oneof(fc.string(), fc.jsonValue()) }).map((v) => JSON.stringify(v)),
    );
    const type = fc.constantFrom(
      "application/json",
      "application/json; charset=utf-8",
      "text/plain",
      "application/x-www-form-urlencoded",
      "application/json; charset=latin1",
    );
    await fc.assert(
      fc.asyncProperty(body, type, async (b, t) => {
        const res = await postJson(site.url, b, t);
        await res.arrayBuffer();
        return res.status < 500;
      }),
      { numRuns: 80 },
    );
  });
});

describe("a runtime SITE_URL different from the build's", () => {
  let other: RunningSite;

  beforeAll(async () => {
    other = await startSite({
      SITE_URL: OTHER_ORIGIN,
      ADMIN_EMAIL: "owner@example.com",
      ADMIN_PASSWORD: "seo-test-admin-password",
    });
  });

  afterAll(async () => {
    await other?.stop();
  });

  it("is used by prerendered pages in every encoding, and by their route data", async () => {
    for (const path of ["/", "/about_us", "/product/tracko", "/Thanku"]) {
      for (const encoding of ["br", "gzip", "identity"] as const) {
        const res = await rawGet(other.url + path, encoding);
        expect(res.status).toBe(200);
        const head = readHead(res.text);
        expect(head.canonical, `${path} ${encoding}`).toEqual([
          path === "/" ? `${OTHER_ORIGIN}/` : OTHER_ORIGIN + path,
        ]);
        expect(head.meta.get("og:image")?.[0]).toMatch(new RegExp(`^${OTHER_ORIGIN}/images/og/`));
        expect(head.meta.get("twitter:domain")?.[0]).toBe("www.example.in");
        expect(graphOf(head).find((n) => n["@type"] === "Organization")?.url).toBe(`${OTHER_ORIGIN}/`);
        if (origin !== OTHER_ORIGIN) expect(res.text, `${path} ${encoding}`).not.toContain(origin);
      }
    }
    const data = await rawGet(`${other.url}/about_us.data`, "br");
    expect(data.text).toContain(`${OTHER_ORIGIN}/about_us`);
  });

  it("is used by server-rendered pages, the sitemap, robots.txt and the legacy endpoint", async () => {
    const missing = readHead(await (await fetch(other.url + MISSING)).text());
    expect(missing.canonical).toEqual([OTHER_ORIGIN + MISSING]);
    const xml = await (await fetch(`${other.url}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(0);
    for (const loc of locs) expect(loc.startsWith(`${OTHER_ORIGIN}/`), loc).toBe(true);
    expect(await (await fetch(`${other.url}/robots.txt`)).text()).toContain(`Sitemap: ${OTHER_ORIGIN}/sitemap.xml`);
    const api = (await (await postJson(other.url, JSON.stringify({ route: "about_us" }))).json()) as {
      result: { canonical: string };
    };
    expect(api.result.canonical).toBe(`${OTHER_ORIGIN}/about_us`);
  });

  it("keeps the leads inbox out of search and its links unfollowed when it is switched on", async () => {
    const head = readHead(await (await fetch(`${other.url}/admin/login`)).text());
    expect(one(head, "robots")).toBe("noindex, nofollow");
    expect(one(head, "googlebot")).toBe("noindex, nofollow");
  });
});

describe("client-side navigation (real browser)", () => {
  it("updates the title, canonical and structured data when moving between pages", async () => {
    const { page, consoleErrors } = await openTab(suite.browser, DESKTOP);
    try {
      await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
      expect(await page.title()).toBe(pages.get("/")!.head.title);

      // A full page load would also change the title: mark the document to prove it stays the same.
      await page.evaluate(() => ((window as unknown as { seoTestMarker: boolean }).seoTestMarker = true));
      await page.locator('header a[href="/about_us"]').first().click();
      await page.waitForURL(`${site.url}/about_us`);
      await expect.poll(() => page.title()).toBe(pages.get("/about_us")!.head.title);
      expect(await page.evaluate(() => (window as unknown as { seoTestMarker?: boolean }).seoTestMarker)).toBe(true);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${origin}/about_us`);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(
        pages.get("/about_us")!.head.meta.get("description")![0],
      );
      const ld = await page.locator('script[type="application/ld+json"]').textContent();
      expect(ld).toContain(`${origin}/about_us#breadcrumb`);

      await page.locator('header a[href="/services"]').first().click();
      await page.waitForURL(`${site.url}/services`);
      await expect.poll(() => page.title()).toBe(pages.get("/services")!.head.title);
      expect(consoleErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
