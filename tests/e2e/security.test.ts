import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { staticPagePaths } from "#shared/lib/static-paths";
import { rawRequest } from "../support/raw-http";
import { useSiteAndBrowser } from "../support/site-browser";

/**
 * Security headers on every kind of response, a CSP that allows exactly the inline
 * scripts each page has (nonce or hashes) and nothing else (Chromium's view of it on every
 * page: tests/support/a11y-pages.ts), and odd paths and headers that never reach a file
 * outside the build or cause a 5xx.
 */

const suite = useSiteAndBrowser({ HSTS_MAX_AGE: "63072000" });

function expectSecurityHeaders(res: Response, what: string) {
  const h = (name: string) => res.headers.get(name);
  expect(h("x-content-type-options"), what).toBe("nosniff");
  expect(h("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(h("permissions-policy"), what).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  expect(h("cross-origin-opener-policy"), what).toBe("same-origin");
  expect(h("cross-origin-resource-policy"), what).toBe("same-origin");
  expect(h("x-frame-options"), what).toBe("DENY");
  expect(h("strict-transport-security"), what).toBe("max-age=63072000; includeSubDomains");
  expect(h("x-powered-by"), what).toBeNull();
  expect(h("x-request-id"), what).toMatch(/^[\w.:@-]{1,128}$/);
  const csp = h("content-security-policy") ?? "";
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("base-uri 'self'");
  expect(csp, what).toContain("form-action 'self'");
  expect(scriptSrc(csp), what).not.toContain("unsafe-inline");
  expect(scriptSrc(csp), what).not.toContain("unsafe-eval");
  expect(csp, what).not.toContain("upgrade-insecure-requests"); // SITE_URL is http here
}

const scriptSrc = (csp: string) =>
  csp
    .split(";")
    .find((d) => d.trim().startsWith("script-src"))
    ?.trim() ?? "";

/** The inline scripts a browser would run: no src, and a JavaScript type (not JSON-LD). */
function inlineScripts(html: string): { attrs: string; text: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .map((m) => ({ attrs: m[1]!, text: m[2]! }))
    .filter(({ attrs }) => !/\bsrc=/i.test(attrs))
    .filter(({ attrs }) => {
      const type = /\btype="([^"]*)"/i.exec(attrs)?.[1]?.toLowerCase() ?? "";
      return type === "" || type === "module" || type === "text/javascript";
    });
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("security headers", () => {
  it("are on a prerendered page, with a hash-based CSP and page caching", async () => {
    const res = await fetch(`${suite.site.url}/about_us`);
    expect(res.status).toBe(200);
    expectSecurityHeaders(res, "prerendered page");
    expect(res.headers.get("cache-control")).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect(scriptSrc(res.headers.get("content-security-policy")!)).toMatch(/'sha256-/);
  });

  it("are on a server-rendered 404, with a nonce-based CSP and no caching", async () => {
    const res = await fetch(`${suite.site.url}/no-such-page-here`);
    expect(res.status).toBe(404);
    expectSecurityHeaders(res, "server-rendered 404");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(scriptSrc(res.headers.get("content-security-policy")!)).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
  });

  it("are on a hashed asset, which is cached for a year", async () => {
    const html = await (await fetch(`${suite.site.url}/`)).text();
    const asset = /(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const res = await fetch(`${suite.site.url}${asset}`);
    expect(res.status).toBe(200);
    expectSecurityHeaders(res, "asset");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  });

  it("are on a missing asset, answered as a short plain 404", async () => {
    const res = await fetch(`${suite.site.url}/assets/missing-0000.js`);
    expect(res.status).toBe(404);
    expectSecurityHeaders(res, "missing asset");
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
  });

  it("are on JSON API answers, which are never cached", async () => {
    const res = await fetch(`${suite.site.url}/laravel_website/api/get_seo_content`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ route: "Home" }),
    });
    expect(res.status).toBeLessThan(500);
    expectSecurityHeaders(res, "API");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("are on /healthz, and on requests Node's parser rejects", async () => {
    const res = await fetch(`${suite.site.url}/healthz`);
    expectSecurityHeaders(res, "/healthz");
    expect(res.headers.get("cache-control")).toBe("no-store");

    const tooLong = await rawRequest(suite.site.url, { target: `/${"a".repeat(20_000)}` });
    expect(tooLong.status).toBe(431);
    expect(tooLong.headers["x-frame-options"]).toBe("DENY");
    expect(tooLong.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("echo a well-formed incoming X-Request-Id and replace a hostile one", async () => {
    const kept = await fetch(`${suite.site.url}/`, { headers: { "X-Request-Id": "lb-1234.abcd" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-1234.abcd");
    const replaced = await fetch(`${suite.site.url}/nope`, {
      headers: { "X-Request-Id": "<script>alert(1)</script>" },
    });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("inline scripts and the CSP", () => {
  it("a server-rendered page puts this response's nonce on every inline script", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${suite.site.url}/no-such-page-${i}`);
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy")!)![1]!;
      nonces.add(nonce);
      const scripts = inlineScripts(await res.text());
      expect(scripts.length).toBeGreaterThan(0);
      for (const { attrs, text } of scripts) {
        expect(attrs, `script without the nonce: ${text.slice(0, 80)}`).toContain(`nonce="${nonce}"`);
      }
    }
    expect(nonces.size, "a fresh nonce per response").toBe(2);
  });

  it("every prerendered page lists the hash of each inline script, in every encoding", async () => {
    for (const pagePath of staticPagePaths()) {
      for (const encoding of ["br", "gzip", "identity"]) {
        const res = await fetch(`${suite.site.url}${pagePath}`, { headers: { "Accept-Encoding": encoding } });
        expect(res.status, pagePath).toBe(200);
        const csp = scriptSrc(res.headers.get("content-security-policy")!);
        const scripts = inlineScripts(await res.text());
        expect(scripts.length, pagePath).toBeGreaterThan(0);
        for (const { text } of scripts) {
          expect(csp, `${pagePath} (${encoding}): missing hash for ${text.slice(0, 80)}`).toContain(sha256(text));
        }
      }
    }
  });

  // Chromium reports no CSP or Permissions-Policy problem on any page or the 404: checked on the
  // one visit of every page in a browser, tests/support/a11y-pages.ts (tests/e2e/a11y-pages-*.test.ts).
});

describe("odd paths and headers", () => {
  const outside = [
    readFileSync("/etc/passwd", "utf8").split("\n")[0]!,
    JSON.parse(readFileSync(path.resolve("package.json"), "utf8")).name as string,
    "createHttpServer",
  ];

  const targets = [
    "/../etc/passwd",
    "/../../../../../../etc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
    "/assets/../../package.json",
    "/assets/%2e%2e/%2e%2e/package.json",
    "/..%2f..%2fserver%2fapp.ts",
    "/..\\..\\etc\\passwd",
    "/%5c..%5c..%5cetc%5cpasswd",
    "//etc/passwd",
    "///",
    "//evil.example.com/",
    "/%00",
    "/index.html%00.txt",
    "/about_us%00",
    "/%ff%fe",
    "/%",
    "/%%32%65",
    "/.env",
    "/.git/config",
    "/server/app.ts",
    "/package.json",
    "/build/server/index.js",
    "/portfolio/%2e%2e%2f%2e%2e%2fpackage.json",
    "/product/..%252f..%252fetc%252fpasswd",
    "/é/ü/ß",
    "/%F0%9F%98%80",
    "/%E2%80%AE",
    `/${"a".repeat(8000)}`,
    `/${"../".repeat(2000)}`,
    "/?%",
    "/contact_us?%zz=%",
    "*",
    "http://evil.example.com/",
  ];

  it("never answer with a 5xx nor a file outside the client build", async () => {
    for (const target of targets) {
      for (const method of ["GET", "HEAD", "POST"]) {
        const res = await rawRequest(suite.site.url, { method, target });
        const label = `${method} ${target.slice(0, 60)} → ${res.status}`;
        expect(res.status, label).toBeGreaterThanOrEqual(200);
        expect(res.status, label).toBeLessThan(500);
        const body = res.body.toString("utf8");
        for (const secret of outside) expect(body.includes(secret), `${label} leaks "${secret}"`).toBe(false);
      }
    }
  });

  it("a malformed Host or forwarded header is a 400, never a 5xx", async () => {
    const hosts = [
      "",
      "a b",
      "[::1",
      "example.com:99999",
      "a@b",
      "ex\tample",
      "x/y",
      "ü.example",
      "%00",
      "a".repeat(300),
    ];
    for (const host of hosts) {
      const res = await rawRequest(suite.site.url, { target: "/no-such-page", headers: { Host: host } });
      expect(res.status, `Host: ${JSON.stringify(host.slice(0, 40))}`).toBeLessThan(500);
    }
    const ok = await rawRequest(suite.site.url, { target: "/no-such-page", headers: { Host: "[::1]:8080" } });
    expect(ok.status).toBe(404);
  });

  it("WebSocket and h2c upgrade requests are refused with an answer", async () => {
    for (const upgrade of ["websocket", "h2c"]) {
      const res = await rawRequest(suite.site.url, {
        target: "/",
        headers: { Connection: "Upgrade", Upgrade: upgrade },
      });
      expect(res.status, upgrade).toBe(400);
      expect(res.headers["x-frame-options"], upgrade).toBe("DENY");
    }
  });

  it("strange methods are refused cleanly", async () => {
    for (const method of ["OPTIONS", "PUT", "DELETE", "PATCH", "TRACE", "PROPFIND", "CONNECT"]) {
      const res = await rawRequest(suite.site.url, { method, target: method === "CONNECT" ? "127.0.0.1:1" : "/" });
      expect(res.status, method).toBeGreaterThanOrEqual(400);
      expect(res.status, method).toBeLessThan(500);
    }
  });

  it("a chunked form post far over the limit is answered 413 (Connection: close), not reset", async () => {
    for (const size of [100 * 1024, 150 * 1024]) {
      const { hostname, port } = new URL(suite.site.url);
      const socket = net.connect(Number(port), hostname);
      const chunks: Buffer[] = [];
      const outcome = new Promise<string>((resolve) => {
        socket.on("data", (c) => chunks.push(c));
        socket.on("error", (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`));
        socket.on("close", () => resolve("closed"));
      });
      socket.setTimeout(15_000, () => socket.destroy());
      socket.write(
        `POST /contact_us HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
          "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n",
      );
      const piece = `message=${"x".repeat(16 * 1024 - 8)}`;
      for (let sent = 0; sent < size; sent += piece.length) {
        socket.write(`${piece.length.toString(16)}\r\n${piece}\r\n`);
      }
      socket.write("0\r\n\r\n");
      const how = await outcome;
      const answer = Buffer.concat(chunks).toString("latin1");
      expect(answer, `${size} bytes: ${how}`).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer.slice(0, answer.indexOf("\r\n\r\n")), `${size} bytes`).toMatch(/\r\nConnection: close\r\n/i);
    }
  });

  it("a trailing slash on a page redirects to its one URL, on the same site", async () => {
    const res = await fetch(`${suite.site.url}/about_us/?ref=x`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/about_us?ref=x");
    const odd = await rawRequest(suite.site.url, { target: "//evil.example.com/" });
    expect(odd.headers.location ?? "").not.toMatch(/^\/\/|evil/);
  });
});
