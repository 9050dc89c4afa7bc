import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { Config } from "../config";
import type { StaticFile, StaticFiles } from "../static-files";
import { applySiteUrl, buildOrigin, replaceOrigin } from "./site-url";

const page = (relativePath: string, body: string): StaticFile => ({
  relativePath,
  type: "text/html; charset=utf-8",
  cacheControl: "",
  etag: '"old"',
  body: Buffer.from(body),
  headers: {},
});

const html = (path: string) =>
  `<html><head><link rel="canonical" href="http://localhost:3000${path}"/><meta name="twitter:domain" content="localhost:3000"/>` +
  `<meta property="og:image" content="http://localhost:3000/images/og/home.png"/></head><body>${"padding ".repeat(60)}</body></html>`;

describe("replaceOrigin", () => {
  it("replaces the origin and the bare host, and nothing that only looks similar", () => {
    const from = "http://localhost:3000";
    const to = "https://www.example.in";
    expect(replaceOrigin('href="http://localhost:3000/a"', from, to)).toBe('href="https://www.example.in/a"');
    expect(replaceOrigin('content="localhost:3000"', from, to)).toBe('content="www.example.in"');
    expect(replaceOrigin("http://localhost:30001/x", from, to)).toBe("http://localhost:30001/x");
    expect(replaceOrigin("http://localhost:3000.evil.example/x", from, to)).toBe(
      "http://localhost:3000.evil.example/x",
    );
    expect(replaceOrigin('"http://localhost:3000"', from, to)).toBe('"https://www.example.in"');
  });
});

describe("applySiteUrl", () => {
  it("rewrites prerendered pages and data to the runtime SITE_URL, with fresh compression and ETag", async () => {
    const files: StaticFiles = new Map([
      ["/", page("index.html", html("/"))],
      ["/about_us", page("about_us/index.html", html("/about_us"))],
      ["/about_us.data", page("about_us.data", '["http://localhost:3000/about_us"]')],
      ["/assets/app.js", page("assets/app.js", 'fetch("http://localhost:3000/")')],
    ]);
    expect(buildOrigin(files)).toBe("http://localhost:3000");
    await applySiteUrl(files, { SITE_URL: "https://www.example.in" } as Config);

    const about = files.get("/about_us")!;
    const text = about.body.toString();
    expect(text).toContain('href="https://www.example.in/about_us"');
    expect(text).toContain('content="www.example.in"');
    expect(text).not.toContain("localhost");
    expect(about.etag).not.toBe('"old"');
    expect(brotliDecompressSync(about.br!).toString()).toBe(text);
    expect(gunzipSync(about.gzip!).toString()).toBe(text);
    expect(files.get("/about_us.data")!.body.toString()).toBe('["https://www.example.in/about_us"]');
    // Scripts are never touched: only pages and their data carry the origin.
    expect(files.get("/assets/app.js")!.body.toString()).toContain("localhost:3000");
    // Quality 11 waits for the page's first request (tests/unit/static-files.test.ts).
    expect(about.bestBrotliPending).toBe(true);
  });

  it("stops the start when the build's origin cannot be found or rewritten, instead of serving localhost links", async () => {
    // Canonical links written differently (attributes swapped): the build's origin is not recognised.
    const swapped = (path: string) =>
      `<html><head><link href="http://localhost:3000${path}" rel="canonical"/>` +
      `<meta property="og:url" content="http://localhost:3000${path}"/></head><body></body></html>`;
    const files: StaticFiles = new Map([
      ["/", page("index.html", swapped("/"))],
      ["/about_us", page("about_us/index.html", swapped("/about_us"))],
    ]);
    await expect(applySiteUrl(files, { SITE_URL: "https://www.example.in" } as Config)).rejects.toThrow(/^SITE_URL: /);
    // With the build's own origin there is nothing to rewrite: that is fine.
    await expect(applySiteUrl(files, { SITE_URL: "http://localhost:3000" } as Config)).resolves.toBeUndefined();
  });

  it("leaves files alone when the runtime SITE_URL is the build's", async () => {
    const files: StaticFiles = new Map([["/", page("index.html", html("/"))]]);
    const before = files.get("/")!.body;
    await applySiteUrl(files, { SITE_URL: "http://localhost:3000" } as Config);
    expect(files.get("/")!.body).toBe(before);
    expect(files.get("/")!.etag).toBe('"old"');
  });
});
