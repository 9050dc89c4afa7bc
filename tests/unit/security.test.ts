import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { inlineScriptHashes, prepareStaticSecurity, securityHeaders } from "#server/security";
import type { StaticFile, StaticFiles } from "#server/static-files";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const config = (env: Record<string, string> = {}) => loadConfig({ BUILD_DIR: "build", ...env });

describe("inlineScriptHashes", () => {
  it("hashes classic and module inline scripts exactly as written", () => {
    const html = `<script>window.a=1</script><p></p><script type="module" async="">import("/x.js")</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import("/x.js")')]);
  });

  it("skips external scripts and data blocks such as JSON-LD", () => {
    const html = `<script src="/assets/a.js"></script><script type="application/ld+json">{"@type":"Organization"}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("hashes what the browser sees: CRLF becomes LF", () => {
    expect(inlineScriptHashes("<script>a\r\nb\rc</script>")).toEqual([sha("a\nb\nc")]);
  });

  it("reads attributes in any case and quoting, and counts a repeated script once", () => {
    const html = `<SCRIPT TYPE='text/javascript' nonce=x>f()</SCRIPT ><script>f()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("f()")]);
  });
});

describe("securityHeaders", () => {
  it("sets the strict header set, with no inline scripts allowed by default", () => {
    const h = securityHeaders(config());
    expect(h["X-Content-Type-Options"]).toBe("nosniff");
    expect(h["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(h["Cross-Origin-Resource-Policy"]).toBe("same-origin");
    expect(h["X-Frame-Options"]).toBe("DENY");
    expect(h["Permissions-Policy"]).toContain("camera=()");
    expect(h["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
    const csp = h["Content-Security-Policy"]!;
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("adds the nonce or the hashes to script-src only", () => {
    const withNonce = securityHeaders(config(), { nonce: "abc" })["Content-Security-Policy"]!;
    expect(withNonce).toMatch(/script-src 'self' 'nonce-abc';/);
    const withHashes = securityHeaders(config(), { scriptHashes: ["'sha256-x'"] })["Content-Security-Policy"]!;
    expect(withHashes).toMatch(/script-src 'self' 'sha256-x';/);
  });

  it("turns HSTS off at 0 and upgrades insecure requests on an https site", () => {
    const h = securityHeaders(config({ HSTS_MAX_AGE: "0", SITE_URL: "https://www.example.com" }));
    expect(h).not.toHaveProperty("Strict-Transport-Security");
    expect(h["Content-Security-Policy"]).toContain("upgrade-insecure-requests");
  });
});

describe("prepareStaticSecurity", () => {
  const file = (relativePath: string, type: string, body: string): StaticFile => ({
    relativePath,
    type,
    cacheControl: "",
    etag: '""',
    body: Buffer.from(body),
    headers: {},
  });

  it("gives each HTML page a CSP with its own script hashes and leaves other files alone", () => {
    const files: StaticFiles = new Map([
      ["/", file("index.html", "text/html; charset=utf-8", "<script>one()</script>")],
      ["/x", file("x/index.html", "text/html; charset=utf-8", "<script>two()</script>")],
      ["/a.js", file("a.js", "text/javascript", "<script>three()</script>")],
    ]);
    prepareStaticSecurity(files, config());
    expect(files.get("/")!.headers["Content-Security-Policy"]).toContain(`script-src 'self' ${sha("one()")};`);
    expect(files.get("/x")!.headers["Content-Security-Policy"]).toContain(sha("two()"));
    expect(files.get("/x")!.headers["Content-Security-Policy"]).not.toContain(sha("one()"));
    expect(files.get("/a.js")!.headers).toEqual({});
  });
});
