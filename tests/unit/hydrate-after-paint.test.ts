import { createHash } from "node:crypto";
import { createContext, runInContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "#server/security";
import { deferBootScript, HydrationMarkupChanged, hydrateAfterPaint } from "#server/static/hydrate-after-paint";

/**
 * The build-time rewrite of React Router's boot script (docs/decisions/008): samples
 * modelled on what React Router 7.18 prerenders for this site (build/client/about_us/
 * index.html), and variations a later React Router, React or Vite could produce.
 */

const ENTRY = "/assets/entry.client-C35NxeED.js";
const ROOT = "/assets/root-B0Q5mOIt.js";
const ABOUT = "/assets/about-Ckc1040K.js";
const CHUNKS = ["/assets/rolldown-runtime-WkwZ5CU-.js", "/assets/framework-CPtl-ljW.js"];
const PRELOADS = [ENTRY, ...CHUNKS, ROOT, "/assets/shell-BUZBuWUp.js", ABOUT, "/assets/motion-BovweKfo.js"];

/** React Router's manifest as inlined with route discovery on (a partial manifest), shortened. */
const MANIFEST = `  window.__reactRouterManifest = {
  "entry": {
    "module": "${ENTRY}",
    "imports": [
      "${CHUNKS[0]}",
      "${CHUNKS[1]}"
    ],
    "css": []
  },
  "routes": {
    "root": {
      "id": "root",
      "path": "",
      "hasLoader": true,
      "module": "${ROOT}",
      "imports": [],
      "css": [
        "/assets/root-CDPZDEXw.css"
      ]
    },
    "routes/about": {
      "id": "routes/about",
      "parentId": "root",
      "path": "about_us",
      "hasLoader": true,
      "module": "${ABOUT}",
      "imports": [],
      "css": []
    }
  },
  "url": "/assets/manifest-c31eed99.js",
  "version": "c31eed99"
};`;

/** The boot script exactly as React Router 7.18 writes it for /about_us. */
const BOOT = `;
import * as route0 from "${ROOT}";
import * as route1 from "${ABOUT}";
${MANIFEST}
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("${ENTRY}");`;

const CONTEXT_SCRIPT = `<script>window.__reactRouterContext = {"basename":"/","ssr":true,"isSpaMode":false};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());</script>`;

const link = (href: string) => `<link rel="modulepreload" href="${href}"/>`;

/** A prerendered page: preloads in the head (React hoists them there), the boot script at the end of the body. */
function page({
  links = PRELOADS.map(link).join(""),
  bootTag = `<script type="module" async="">`,
  boot = BOOT,
  bootElement = `${bootTag}${boot}</script>`,
}: { links?: string; bootTag?: string; boot?: string; bootElement?: string } = {}): string {
  return (
    `<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><title>About Us | Reptile Technologies</title>` +
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml"/><link rel="manifest" href="/site.webmanifest"/>` +
    links +
    `<link rel="stylesheet" href="/assets/root-CDPZDEXw.css"/>` +
    `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization"}</script></head>` +
    `<body class="min-h-dvh"><main><h1>About us</h1><a href="/contact_us">Contact</a></main>` +
    `<script>((storageKey2, restoreKey) => {})("react-router-scroll-positions", null)</script>` +
    CONTEXT_SCRIPT +
    bootElement +
    `<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>` +
    `<script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\"]");</script>` +
    `<script>window.__reactRouterContext.streamController.close();</script></body></html>`
  );
}

/** The rewritten boot script of a page: its start tag and its text. */
function deferredScript(html: string): { tag: string; text: string } {
  const scripts = [...html.matchAll(/(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return { tag: scripts[0]![1]!, text: scripts[0]![2]! };
}

const AFTER_FIRST_PAINT =
  `const later=()=>setTimeout(start,0);if(PerformanceObserver.supportedEntryTypes?.includes("paint"))` +
  `new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}}).observe({type:"paint",buffered:true});` +
  `else requestAnimationFrame(later);setTimeout(start,3000);`;

/**
 * Runs a rewritten boot script against a stub browser: a clock whose timers only run
 * when the test advances it, Paint Timing that reports the first contentful paint when
 * the test says so, and `import()` answered by the test. Records what the script does,
 * in order.
 */
function bootInStubBrowser(html: string, { paintTiming = true } = {}) {
  const events: string[] = [];
  const links: Record<string, string>[] = [];
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  let observer: ((list: { getEntriesByName(name: string): unknown[] }, o: { disconnect(): void }) => void) | undefined;
  let frame: (() => void) | undefined;
  const pending = new Map<string, (namespace: object) => void>();
  const window: Record<string, unknown> = {};
  const context = createContext({
    window,
    setTimeout: (run: () => void, ms = 0) => timers.push({ at: now + ms, run }),
    requestAnimationFrame: (run: () => void) => (frame = run),
    PerformanceObserver: Object.assign(
      class {
        constructor(callback: typeof observer) {
          observer = callback;
        }
        observe(options: unknown) {
          events.push(`observe ${JSON.stringify(options)}`);
        }
      },
      { supportedEntryTypes: paintTiming ? ["paint", "navigation"] : ["navigation"] },
    ),
    document: {
      createElement: (tag: string) => ({ tag }),
      head: {
        append: (el: Record<string, string>) => {
          links.push(el);
          events.push(`preload ${el.href}`);
        },
      },
    },
    __import: (href: string) => {
      events.push(`import ${href}`);
      return new Promise((resolve) => pending.set(href, resolve));
    },
  });
  // The sample manifests never contain "import(", so this only redirects the dynamic imports.
  runInContext(`"use strict";${deferredScript(html).text.replaceAll("import(", "__import(")}`, context);

  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    events,
    links,
    window,
    pending,
    async paint() {
      observer!(
        { getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) },
        { disconnect: () => events.push("disconnect") },
      );
      await settle();
    },
    async frame() {
      frame!();
      await settle();
    },
    /** Runs every timer due until `ms` has passed, each followed by its microtasks. */
    async advance(ms: number) {
      const until = now + ms;
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        if (!timers.length || timers[0]!.at > until) break;
        const timer = timers.shift()!;
        now = timer.at;
        timer.run();
        await settle();
      }
      now = until;
    },
    async resolve(href: string, namespace: object) {
      pending.get(href)!(namespace);
      await settle();
    },
  };
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("deferBootScript on React Router 7's markup", () => {
  it("rewrites the page as the build does: no preloads, one boot script started after the first paint", () => {
    const { html, outcome } = deferBootScript(page());
    expect(outcome).toBe("deferred");
    const preload =
      `for(const h of ${JSON.stringify(PRELOADS)}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;` +
      `document.head.append(l);await new Promise(r=>setTimeout(r))}`;
    const start =
      `const [route0,route1]=await Promise.all([import("${ROOT}"),import("${ABOUT}")]);\n` +
      `;\n\n\n${MANIFEST}\n  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};\n` +
      `import("${ENTRY}");`;
    const script = `<script type="module">let started=false;const start=async()=>{if(started)return;started=true;${preload}\n${start}};${AFTER_FIRST_PAINT}</script>`;
    expect(html).toBe(page({ links: "", bootElement: script }));
  });

  it("leaves everything else of the page as it was", () => {
    const before = page();
    const { html } = deferBootScript(before);
    const outside = (text: string) =>
      text.replace(/<link rel="modulepreload"[^>]*>/g, "").replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/, "");
    expect(outside(html)).toBe(outside(before));
    expect(html).toContain(`<link rel="stylesheet" href="/assets/root-CDPZDEXw.css"/>`);
    expect(html).toContain(CONTEXT_SCRIPT);
  });

  it("hydrates in the stub browser: nothing before the first paint, then the same preloads and modules, the entry last", async () => {
    const browser = bootInStubBrowser(hydrateAfterPaint(page()));
    await browser.advance(2000);
    expect(browser.events).toEqual([`observe {"type":"paint","buffered":true}`]);

    await browser.paint();
    await browser.advance(1000);
    expect(browser.events.slice(1)).toEqual([
      "disconnect",
      ...PRELOADS.map((h) => `preload ${h}`),
      `import ${ROOT}`,
      `import ${ABOUT}`,
    ]);
    expect(browser.links).toEqual(PRELOADS.map((href) => ({ tag: "link", rel: "modulepreload", href })));

    // The entry module waits for every route module, as the static imports made it.
    await browser.resolve(ABOUT, { default: "About" });
    expect(browser.events).not.toContain(`import ${ENTRY}`);
    await browser.resolve(ROOT, { default: "Root" });
    expect(browser.events.at(-1)).toBe(`import ${ENTRY}`);
    expect(browser.window.__reactRouterRouteModules).toEqual({
      root: { default: "Root" },
      "routes/about": { default: "About" },
    });
    expect(browser.window.__reactRouterManifest).toMatchObject({ entry: { module: ENTRY }, version: "c31eed99" });

    // The 3 s fallback does not start it again.
    await browser.advance(5000);
    expect(browser.events.filter((e) => e.startsWith("import"))).toHaveLength(3);
  });

  it("starts a frame later without Paint Timing, and after 3 s at the latest", async () => {
    const withoutPaintTiming = bootInStubBrowser(hydrateAfterPaint(page()), { paintTiming: false });
    await withoutPaintTiming.advance(100);
    expect(withoutPaintTiming.events).toEqual([]);
    await withoutPaintTiming.frame();
    await withoutPaintTiming.advance(100);
    expect(withoutPaintTiming.events).toContain(`import ${ROOT}`);

    const neverPainted = bootInStubBrowser(hydrateAfterPaint(page()));
    await neverPainted.advance(2999);
    expect(neverPainted.events.filter((e) => !e.startsWith("observe"))).toEqual([]);
    await neverPainted.advance(1000);
    expect(neverPainted.events).toContain(`preload ${ENTRY}`);
    expect(neverPainted.events).toContain(`import ${ABOUT}`);
    // A paint reported after the fallback does not start it twice.
    await neverPainted.paint();
    await neverPainted.advance(1000);
    expect(neverPainted.events.filter((e) => e === `import ${ROOT}`)).toHaveLength(1);
  });

  it("gives the server the hash of the script it now ships (CSP, decision 006)", () => {
    const before = page();
    const after = hydrateAfterPaint(before);
    const { text } = deferredScript(after);
    const hashes = inlineScriptHashes(after);
    expect(hashes).toContain(sha256(text));
    expect(hashes).not.toContain(sha256(BOOT));
    // Same number of inline scripts: one boot script replaced by another.
    expect(hashes).toHaveLength(inlineScriptHashes(before).length);
    expect(text).not.toMatch(/<\/script|<!--/i);
  });

  it("is idempotent: a page rewritten before is left as it is", () => {
    const once = hydrateAfterPaint(page());
    expect(deferBootScript(once)).toEqual({ html: once, outcome: "already-deferred" });
  });

  it("takes only its own script for a rewritten one, not a page whose text shows that code", () => {
    const before = page().replace("<h1>About us</h1>", "<h1>About us</h1><pre><code>let started=false;</code></pre>");
    expect(deferBootScript(before).outcome).toBe("deferred");
  });

  it("imports every route module of split route modules (clientLoader/clientAction chunks) and merges them as before", async () => {
    const split = `;
import * as route0 from "${ROOT}";
import * as route1_clientLoader from "/assets/about-client-loader-Dk2a9.js";
import * as route1_HydrateFallback from "/assets/about-hydrate-fallback-Px81.js";
import * as route1_main from "${ABOUT}";
const route1 = {...route1_clientLoader,...route1_HydrateFallback,...route1_main};
${MANIFEST}
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("${ENTRY}");`;
    const links = [...PRELOADS, "/assets/about-client-loader-Dk2a9.js", "/assets/about-hydrate-fallback-Px81.js"];
    const html = hydrateAfterPaint(page({ boot: split, links: links.map(link).join("") }));
    const { text } = deferredScript(html);
    expect(text).toContain(
      `const [route0,route1_clientLoader,route1_HydrateFallback,route1_main]=await Promise.all([import("${ROOT}"),` +
        `import("/assets/about-client-loader-Dk2a9.js"),import("/assets/about-hydrate-fallback-Px81.js"),import("${ABOUT}")]);`,
    );
    expect(html).not.toMatch(/<link[^>]*modulepreload/);

    const browser = bootInStubBrowser(html);
    await browser.paint();
    await browser.advance(100);
    expect(browser.links.map((l) => l.href)).toEqual(links);
    await browser.resolve(ROOT, { default: "Root" });
    await browser.resolve("/assets/about-client-loader-Dk2a9.js", { clientLoader: "load" });
    await browser.resolve("/assets/about-hydrate-fallback-Px81.js", { HydrateFallback: "Spinner" });
    await browser.resolve(ABOUT, { default: "About" });
    expect(browser.window.__reactRouterRouteModules).toEqual({
      root: { default: "Root" },
      "routes/about": { clientLoader: "load", HydrateFallback: "Spinner", default: "About" },
    });
    expect(browser.events.at(-1)).toBe(`import ${ENTRY}`);
  });

  it("handles route chunks Vite splits into -client/.js parts and pages with several child routes", () => {
    const boot = `;
import * as route0 from "${ROOT}";
import * as route1 from "/assets/services-BoXq1.js";
import * as route2_clientAction from "/assets/services.web-client-C7c.js";
import * as route2_main from "/assets/services.web-Dd0.js";
const route2 = {...route2_clientAction,...route2_main};
${MANIFEST}
  window.__reactRouterRouteModules = {"root":route0,"routes/services":route1,"routes/services.web":route2};

import("${ENTRY}");`;
    const { text } = deferredScript(hydrateAfterPaint(page({ boot })));
    expect(text).toContain(
      `const [route0,route1,route2_clientAction,route2_main]=await Promise.all([import("${ROOT}"),import("/assets/services-BoXq1.js"),` +
        `import("/assets/services.web-client-C7c.js"),import("/assets/services.web-Dd0.js")]);`,
    );
    expect(text).toContain(`const route2 = {...route2_clientAction,...route2_main};`);
    expect(text.indexOf("const route2 =")).toBeGreaterThan(text.indexOf("await Promise.all"));
  });

  it("imports the manifest module first when route discovery is off (a side-effect import)", () => {
    const boot = BOOT.replace(/^;/, `import "/assets/manifest-c31eed99.js";`).replace(MANIFEST, "");
    const links = [link("/assets/manifest-c31eed99.js"), ...PRELOADS.map(link)].join("");
    const { text } = deferredScript(hydrateAfterPaint(page({ boot, links })));
    expect(text).toContain(
      `const [_0,route0,route1]=await Promise.all([import("/assets/manifest-c31eed99.js"),import("${ROOT}"),import("${ABOUT}")]);`,
    );
    expect(text).toContain(`"/assets/manifest-c31eed99.js","${ENTRY}"`);
  });

  it.each([
    [
      "crossorigin with a value",
      (h: string) => `<link rel="modulepreload" href="${h}" crossorigin="anonymous"/>`,
      "anonymous",
      undefined,
    ],
    [
      "crossorigin without a value (React)",
      (h: string) => `<link rel="modulepreload" href="${h}" crossorigin=""/>`,
      "",
      undefined,
    ],
    ["bare crossorigin", (h: string) => `<link rel="modulepreload" href="${h}" crossorigin>`, "", undefined],
    [
      "use-credentials",
      (h: string) => `<link rel="modulepreload" href="${h}" crossorigin="use-credentials"/>`,
      "use-credentials",
      undefined,
    ],
    [
      "integrity and crossorigin, as React Router writes them with SRI on",
      (h: string) =>
        `<link rel="modulepreload" href="${h}" crossorigin="anonymous" integrity="sha384-${h.length}abc+/="/>`,
      "anonymous",
      (h: string) => `sha384-${h.length}abc+/=`,
    ],
    [
      "integrity only",
      (h: string) => `<link rel="modulepreload" href="${h}" integrity="sha384-${h.length}xyz"/>`,
      undefined,
      (h: string) => `sha384-${h.length}xyz`,
    ],
  ])("removes preloads with %s and adds them back with the same attributes", async (_, tag, crossOrigin, integrity) => {
    const html = hydrateAfterPaint(page({ links: PRELOADS.map(tag).join("") }));
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    const browser = bootInStubBrowser(html);
    await browser.paint();
    await browser.advance(100);
    expect(browser.links).toEqual(
      PRELOADS.map((href) => ({
        tag: "link",
        rel: "modulepreload",
        href,
        ...(crossOrigin === undefined ? {} : { crossOrigin }),
        ...(integrity ? { integrity: integrity(href) } : {}),
      })),
    );
  });

  it("keeps a preload's crossorigin and integrity per link when only some have them", async () => {
    const links =
      `<link rel="modulepreload" href="${ENTRY}" integrity="sha384-e"/>` + PRELOADS.slice(1).map(link).join("");
    const browser = bootInStubBrowser(hydrateAfterPaint(page({ links })));
    await browser.paint();
    await browser.advance(100);
    expect(browser.links[0]).toEqual({ tag: "link", rel: "modulepreload", href: ENTRY, integrity: "sha384-e" });
    expect(browser.links[1]).toEqual({ tag: "link", rel: "modulepreload", href: PRELOADS[1] });
  });

  it.each([
    ["href before rel", (h: string) => `<link href="${h}" rel="modulepreload"/>`],
    ["single quotes", (h: string) => `<link rel='modulepreload' href='${h}'>`],
    ["no quotes, upper case", (h: string) => `<LINK REL=modulepreload HREF=${h}>`],
    [
      "a nonce and other attributes between",
      (h: string) => `<link nonce="r4nd0m" rel="modulepreload" as="script" fetchpriority="low" href="${h}" />`,
    ],
    ["newlines between attributes", (h: string) => `<link\n  rel="modulepreload"\n  href="${h}"\n/>\n`],
    ["rel with several tokens", (h: string) => `<link rel="prefetch modulepreload" href="${h}">`],
  ])("finds preload links written with %s", async (_, tag) => {
    const html = hydrateAfterPaint(page({ links: PRELOADS.map(tag).join("") }));
    expect(html).not.toMatch(/<link\b[^>]*modulepreload/i);
    const browser = bootInStubBrowser(html);
    await browser.paint();
    await browser.advance(100);
    expect(browser.links.map((l) => l.href)).toEqual(PRELOADS);
  });

  it("decodes HTML entities in a preload's href", async () => {
    const links = PRELOADS.map(link).join("") + `<link rel="modulepreload" href="/assets/x.js?v=1&amp;w=2"/>`;
    const browser = bootInStubBrowser(hydrateAfterPaint(page({ links })));
    await browser.paint();
    await browser.advance(100);
    expect(browser.links.at(-1)!.href).toBe("/assets/x.js?v=1&w=2");
  });

  it.each([
    [
      "a nonce (React Router's scriptProps first)",
      `<script nonce="r4nd0m" type="module" async="">`,
      `<script type="module" nonce="r4nd0m">`,
    ],
    [
      "crossorigin and a nonce",
      `<script crossorigin="anonymous" nonce="r4nd0m" type="module" async="">`,
      `<script type="module" crossorigin="anonymous" nonce="r4nd0m">`,
    ],
    ["async before type, bare async", `<script async type="module">`, `<script type="module">`],
    ["single quotes", `<script type='module' async=''>`, `<script type="module">`],
    ["upper case", `<SCRIPT TYPE="module" ASYNC>`, `<script type="module">`],
  ])("rewrites a boot script tag with %s, keeping its other attributes", (_, bootTag, expected) => {
    const html = hydrateAfterPaint(page({ bootTag }));
    expect(deferredScript(html).tag).toBe(expected);
    expect(html).not.toContain(bootTag);
  });

  it("reads boot scripts with other whitespace, CRLF, single quotes and no optional semicolons", async () => {
    const boot =
      `\r\n;\r\nimport*as route0 from'${ROOT}'\r\n  import * as  route1  from  "${ABOUT}" ;\r\n` +
      `${MANIFEST.replace(/\n/g, "\r\n")}\r\nwindow.__reactRouterRouteModules={"root":route0,"routes/about":route1}\r\n\r\nimport( '${ENTRY}' )\r\n`;
    const html = hydrateAfterPaint(page({ boot }));
    const browser = bootInStubBrowser(html);
    await browser.paint();
    await browser.advance(100);
    await browser.resolve(ROOT, { default: "Root" });
    await browser.resolve(ABOUT, { default: "About" });
    expect(browser.events.filter((e) => e.startsWith("import"))).toEqual([
      `import ${ROOT}`,
      `import ${ABOUT}`,
      `import ${ENTRY}`,
    ]);
    expect(browser.window.__reactRouterRouteModules).toEqual({
      root: { default: "Root" },
      "routes/about": { default: "About" },
    });
  });

  it("does not take words in the manifest's strings for imports", () => {
    const boot = BOOT.replace(`"path": "about_us"`, `"path": "import \\"x\\" from export"`);
    const { text } = deferredScript(hydrateAfterPaint(page({ boot })));
    expect(text).toContain(`"path": "import \\"x\\" from export"`);
  });

  it("ignores text that only looks like a preload inside other scripts (streamed loader data)", () => {
    const before = page().replace(
      `\\"loaderData\\"]`,
      `\\"loaderData\\",\\"<link rel='modulepreload' href='/x.js'>\\"]`,
    );
    expect(before).toContain(`"<link rel='modulepreload' href='/x.js'>`);
    const after = hydrateAfterPaint(before);
    expect(after).toContain(`"<link rel='modulepreload' href='/x.js'>`);
    expect(deferredScript(after).text).not.toContain("/x.js");
  });

  it("escapes '<' in the hrefs it writes into the script", () => {
    const links = PRELOADS.map(link).join("") + `<link rel="modulepreload" href="/assets/a.js?q=&lt;/script&gt;"/>`;
    const { text } = deferredScript(hydrateAfterPaint(page({ links })));
    expect(text).toContain(`"/assets/a.js?q=\\u003c/script>"`);
    expect(text).not.toMatch(/<\/script/i);
  });
});

describe("pages without React Router's scripts", () => {
  it.each([
    [
      "a bare HTML file (e.g. a site verification page)",
      `<!DOCTYPE html><html><head><title>ok</title></head><body>google-site-verification: google1234.html</body></html>`,
    ],
    [
      "a resource page with a stylesheet and a classic script",
      `<html><head><link rel="stylesheet" href="/a.css"><link rel="preload" as="image" href="/i.png"></head><body><script>document.title="x"</script></body></html>`,
    ],
    [
      "a page whose text mentions React Router's globals",
      `<html><body><p>window.__reactRouterContext and &lt;link rel="modulepreload"&gt; explained</p></body></html>`,
    ],
    ["an empty file", ``],
  ])("leave %s as it is", (_, html) => {
    expect(deferBootScript(html, "build/client/x.html")).toEqual({ html, outcome: "no-boot-script" });
    expect(hydrateAfterPaint(html)).toBe(html);
  });
});

describe("strictness: a page with React Router's scripts that cannot be rewritten fails, naming the page and what is missing", () => {
  const failure = (html: string, pageName = "build-hap/client/about_us/index.html") => {
    try {
      deferBootScript(html, pageName);
    } catch (error) {
      expect(error).toBeInstanceOf(HydrationMarkupChanged);
      expect((error as HydrationMarkupChanged).page).toBe(pageName);
      expect((error as Error).message.startsWith(`${pageName}: `)).toBe(true);
      return (error as Error).message;
    }
    throw new Error("expected deferBootScript to throw");
  };

  it("preloads, but no boot script (a renamed or restructured <Scripts>)", () => {
    const html = page().replace(/<script type="module" async="">[\s\S]*?<\/script>/, "");
    expect(failure(html)).toBe(
      `build-hap/client/about_us/index.html: no React Router boot script (an inline <script type="module">) found, ` +
        `but the page has 7 <link rel="modulepreload">, React Router's globals in a script`,
    );
  });

  it("a boot script turned into an external module", () => {
    const html = page().replace(
      /<script type="module" async="">[\s\S]*?<\/script>/,
      `<script type="module" src="${ENTRY}"></script>`,
    );
    expect(failure(html)).toMatch(
      /no React Router boot script .* found, but the page has 7 <link rel="modulepreload">, 1 <script type="module" src>/,
    );
  });

  it("only React Router's context script, no preloads and no module script", () => {
    const html = page({ links: "" }).replace(/<script type="module" async="">[\s\S]*?<\/script>/, "");
    expect(failure(html)).toMatch(
      /no React Router boot script .* found, but the page has React Router's globals in a script$/,
    );
  });

  it("a boot script that no longer sets window.__reactRouterRouteModules", () => {
    expect(failure(page({ boot: BOOT.replace("__reactRouterRouteModules", "__rrModules") }))).toMatch(
      /does not set window\.__reactRouterRouteModules$/,
    );
  });

  it("two inline module scripts", () => {
    const html = page().replace("</body>", `<script type="module">import("/assets/other.js")</script></body>`);
    expect(failure(html)).toMatch(/2 inline <script type="module"> found, expected one boot script$/);
  });

  it.each([
    [
      "a named import",
      BOOT.replace(`import * as route1 from`, `import { default as route1 } from`),
      /an import this rewrite does not know: import \{ default as route1 \} from "\/assets\/about/,
    ],
    [
      "a default import",
      BOOT.replace(`import * as route1 from`, `import route1 from`),
      /an import this rewrite does not know: import route1 from/,
    ],
    [
      "import.meta",
      BOOT.replace(
        `window.__reactRouterRouteModules`,
        `window.base = import.meta.url;window.__reactRouterRouteModules`,
      ),
      /an import this rewrite does not know: import\.meta\.url/,
    ],
    ["an export", `${BOOT}\nexport const x = 1;`, /the boot script exports something$/],
    [
      "no route module import",
      BOOT.replace(/import \* as route\d from "[^"]+";/g, ""),
      /no route module import \(import \* as route0 from "…"\) found in the boot script$/,
    ],
    [
      "no entry import",
      BOOT.replace(`import("${ENTRY}");`, ""),
      /0 entry module imports \(import\("…"\)\) found in the boot script, expected one$/,
    ],
    ["two entry imports", `${BOOT}\nimport("/assets/other.js");`, /2 entry module imports/],
    [
      "code after the entry import",
      `${BOOT}\nwindow.afterEntry = true;`,
      /the boot script goes on after the entry module import$/,
    ],
    [
      "a specifier with an escape JSON does not know",
      BOOT.replace(`"${ROOT}"`, `'\\x2fassets/root.js'`),
      /imports a module named in a way this rewrite does not read/,
    ],
  ])("a boot script with %s", (_, boot, message) => {
    expect(failure(page({ boot }))).toMatch(message);
  });

  it("a boot script whose rewrite would not parse", () => {
    // The rewrite names a side-effect import's namespace _0; a boot script declaring _0 itself collides.
    const boot = BOOT.replace(/^;/, `import "/assets/manifest-c31eed99.js";\nconst _0 = 1;`);
    expect(failure(page({ boot }))).toMatch(
      /the rewritten boot script does not parse \(Identifier '_0' has already been declared\)$/,
    );
  });

  it("a boot script but no preloads at all", () => {
    expect(failure(page({ links: "" }))).toMatch(/no <link rel="modulepreload"> found next to the boot script$/);
  });

  it("preloads, but none for the entry module (the preload markup changed)", () => {
    expect(failure(page({ links: PRELOADS.slice(1).map(link).join("") }))).toMatch(
      new RegExp(`no <link rel="modulepreload"> for the entry module ${ENTRY.replace(/[.]/g, "\\.")} found$`),
    );
  });

  it("a preload link without href", () => {
    expect(
      failure(page({ links: PRELOADS.map(link).join("") + `<link rel="modulepreload" data-href="/x.js"/>` })),
    ).toMatch(/a <link rel="modulepreload"> without href: <link rel="modulepreload" data-href="\/x\.js"\/>$/);
  });

  it("a page rewritten before that still has preloads", () => {
    const html = hydrateAfterPaint(page()).replace("</head>", `${link(ENTRY)}</head>`);
    expect(failure(html)).toMatch(/already rewritten, but 1 <link rel="modulepreload"> are still in place$/);
  });

  it("names no page when the caller gives none (the publisher adds the path itself)", () => {
    expect(() => hydrateAfterPaint(page({ links: "" }))).toThrow(
      new HydrationMarkupChanged(`no <link rel="modulepreload"> found next to the boot script`),
    );
    try {
      hydrateAfterPaint(page({ links: "" }));
    } catch (error) {
      expect((error as Error).message).toBe(`no <link rel="modulepreload"> found next to the boot script`);
      expect((error as HydrationMarkupChanged).page).toBeUndefined();
    }
  });
});
