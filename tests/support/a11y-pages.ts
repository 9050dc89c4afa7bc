import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticPagePaths } from "#shared/lib/static-paths";
import { auditSemantics, scrollsHorizontally, waitForHydration, waitForTransitions, widestElements } from "./a11y";
import { DESKTOP, expectNoAxeViolations, PHONE, trackErrors } from "./browser";
import { useSiteAndBrowser } from "./site-browser";

/**
 * The site-wide audit of every page in its default state, at phone and desktop width:
 * axe, structure, reflow at 320 px and 200% zoom, the header at 200% text; and no CSP or
 * Permissions-Policy problem reported by Chromium (the one visit of every page in a browser). Split over
 * tests/e2e/a11y-pages-*.test.ts so parallel workers share it; the interactive states,
 * keyboard and motion are in tests/e2e/a11y.test.ts.
 */

export const NOT_FOUND = "/this-page-does-not-exist";
export const ADMIN_LOGIN = "/admin/login";
export const ROUTES = [...staticPagePaths(), NOT_FOUND, ADMIN_LOGIN];

/** Pages drawn without the site shell, and the landmarks they do have. */
const BARE_LANDMARKS: Record<string, { banner: boolean; contentinfo: boolean; navigation: boolean }> = {
  "/Navbar": { banner: true, contentinfo: false, navigation: true },
  "/Footer": { banner: false, contentinfo: true, navigation: true },
  // The leads inbox has its own slim shell: a header and main, no footer.
  [ADMIN_LOGIN]: { banner: true, contentinfo: false, navigation: false },
};

export type Tracked = { page: Page; consoleErrors: string[] };

/**
 * A new page in a shared context that records console and page errors. `expectedStatuses`
 * are HTTP answers the test provokes on purpose (a 404 page, a refused form post): Chromium
 * logs them as failed resource loads.
 */
export async function newPage(context: BrowserContext, expectedStatuses: number[] = [404]): Promise<Tracked> {
  const page = await context.newPage();
  const expected = new RegExp(`status of (${expectedStatuses.join("|")})\\b`);
  const consoleErrors = await trackErrors(page, (text) => expectedStatuses.length > 0 && expected.test(text));
  return { page, consoleErrors };
}

/** Audits every `parts`-th route, starting with the `part`-th (1-based), on the worker's shared server. */
export function auditEveryPage(part: number, parts: number) {
  const suite = useSiteAndBrowser();
  const routes = ROUTES.filter((_, i) => i % parts === part - 1);

  describe(`every page at 390 px (reflow at 320 px) and 1366 px (200% text), and its CSP in Chromium, part ${part} of ${parts}`, () => {
    // One page for every route: loaded at phone width, audited, widened to desktop and audited
    // again (the site is laid out by CSS alone, so a resize draws what a load at that width
    // would; the audits resize it anyway). One load per route instead of one per width.
    let context: BrowserContext;
    let tab: Tracked;
    /** What Chromium says about the Content Security Policy and the Permissions-Policy, on the route being audited. */
    const policyMessages: string[] = [];
    beforeAll(async () => {
      context = await suite.browser.newContext({ viewport: PHONE, reducedMotion: "no-preference" });
      // Each page reports what its CSP blocked (tests/e2e/security.test.ts checks the policy itself).
      await context.addInitScript(() => {
        const w = window as unknown as { __cspViolations: string[] };
        w.__cspViolations = [];
        document.addEventListener("securitypolicyviolation", (e) => {
          w.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sample})`);
        });
      });
      tab = await newPage(context);
      tab.page.on("console", (msg) => {
        if (/Content Security Policy|Permissions-Policy|Refused to/i.test(msg.text())) policyMessages.push(msg.text());
      });
    });
    afterAll(async () => {
      await context?.close();
    });

    it.each(routes)("%s", async (path) => {
      const { page, consoleErrors } = tab;
      consoleErrors.length = 0;
      policyMessages.length = 0;
      await page.setViewportSize(PHONE);
      const response = await page.goto(`${suite.site.url}${path}`, { waitUntil: "load" });
      expect(response?.status(), `status of ${path}${path === ADMIN_LOGIN ? " with the back office set up" : ""}`).toBe(
        path === NOT_FOUND ? 404 : 200,
      );
      await waitForHydration(page);
      await auditAt(page, path, "phone");
      await page.setViewportSize(DESKTOP);
      await waitForTransitions(page);
      await auditAt(page, path, "desktop");
      expect(consoleErrors, `console errors on ${path}`).toEqual([]);
      // Hydrated (its module scripts ran) and laid out at both widths: Chromium reports no CSP or
      // Permissions-Policy problem.
      const cspViolations = await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      );
      expect(cspViolations, `CSP violations on ${path}`).toEqual([]);
      expect(policyMessages, `CSP or Permissions-Policy messages on ${path}`).toEqual([]);
    });
  });
}

async function expectSoundStructure(page: Page, where: string, path: string, width: "phone" | "desktop") {
  const s = await auditSemantics(page);
  expect.soft(s.h1Count, `one h1 on ${where}: ${s.headings.join(" | ")}`).toBe(1);
  expect.soft(s.skippedLevels, `heading levels on ${where}`).toEqual([]);
  const bare = BARE_LANDMARKS[path];
  expect.soft(s.landmarks.main, `main landmark on ${where}`).toBe(1);
  expect.soft(s.landmarks.banner, `banner on ${where}`).toBe(bare && !bare.banner ? 0 : 1);
  expect.soft(s.landmarks.contentinfo, `contentinfo on ${where}`).toBe(bare && !bare.contentinfo ? 0 : 1);
  // On phones the header's links sit behind the menu button; every page still has the footer's.
  if (!bare || (bare.navigation && width === "desktop")) {
    expect.soft(s.landmarks.navigation, `navigation on ${where}`).toBeGreaterThan(0);
  }
  expect.soft(s.unnamedNavigation, `navigation landmarks without a name on ${where}`).toEqual([]);
  expect.soft(s.imagesWithoutAlt, `img without alt on ${where}`).toEqual([]);
  expect.soft(s.unnamedControls, `links/buttons without a name on ${where}`).toEqual([]);
  expect.soft(s.unlabelledCarousels, `carousels without a label on ${where}`).toEqual([]);
}

/**
 * Images shown with no height: their room is not kept for them, so the page below jumps when
 * they load (a lazy image as a visitor scrolls to it; Lighthouse, which does not scroll, misses it).
 */
const imagesWithoutRoom = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("img")]
      .filter((img) => img.checkVisibility() && img.getBoundingClientRect().width > 0)
      .filter((img) => img.getBoundingClientRect().height === 0)
      .map((img) => `${img.getAttribute("src")} (${img.className})`),
  );

async function auditAt(page: Page, path: string, width: "phone" | "desktop") {
  const where = `${path} at ${width === "phone" ? "390" : "1366"} px`;
  await expectNoAxeViolations(page);
  await expectSoundStructure(page, where, path, width);
  expect.soft(await imagesWithoutRoom(page), `images with no room kept for them on ${where}`).toEqual([]);
  // Carousels do not announce while they rotate (checked once hydration has started them).
  await expect
    .poll(async () => (await auditSemantics(page)).liveCarousels, {
      message: `live regions in rotating carousels on ${where}`,
    })
    .toEqual([]);

  if (width === "phone") {
    expect.soft(await scrollsHorizontally(page), `sideways scroll on ${where}`).toBe(false);
    await page.setViewportSize({ width: 320, height: 720 });
    try {
      const overflow = await scrollsHorizontally(page);
      expect
        .soft(overflow, `sideways scroll at 320 px on ${path}: ${(await widestElements(page)).join("; ")}`)
        .toBe(false);
    } finally {
      await page.setViewportSize(PHONE);
    }
  } else {
    await expectHeaderHoldsAtDoubleText(page, path);
    // 200% browser zoom of a 1366 × 900 window lays the page out at 683 × 450 CSS px.
    await page.setViewportSize({ width: 683, height: 450 });
    try {
      const overflow = await scrollsHorizontally(page);
      expect
        .soft(overflow, `sideways scroll at 683 px (200% zoom) on ${path}: ${(await widestElements(page)).join("; ")}`)
        .toBe(false);
      await expectHeaderFits(page, `${path} at 683 px (200% zoom)`);
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  }
}

/**
 * The header stays a band of at most 40% of the viewport height, and none of its
 * contents spill out of it over the page or past the window's edge.
 */
async function expectHeaderFits(page: Page, where: string) {
  const header = await page.evaluate(() => {
    const el = document.querySelector("body > header, [role=banner]");
    if (!el) return null;
    const box = el.getBoundingClientRect();
    const spills = [...el.querySelectorAll("*")]
      .filter((child) => child.checkVisibility() && child.getBoundingClientRect().width > 1)
      .filter((child) => {
        const r = child.getBoundingClientRect();
        return r.bottom > box.bottom + 1 || r.right > box.right + 1 || r.left < box.left - 1 || r.top < box.top - 1;
      })
      .map((child) => `${child.tagName.toLowerCase()} "${(child.textContent ?? "").trim().slice(0, 30)}"`);
    return { height: box.height, viewport: window.innerHeight, spills, wider: el.scrollWidth > el.clientWidth };
  });
  if (!header) return;
  expect.soft(header.height, `header height on ${where}`).toBeLessThanOrEqual(header.viewport * 0.4);
  expect.soft(header.spills, `header contents spilling over the page on ${where}`).toEqual([]);
  expect.soft(header.wider, `header wider than the window on ${where}`).toBe(false);
}

/** 1366 px with the root font size doubled (text-only zoom): the header still holds its contents. */
async function expectHeaderHoldsAtDoubleText(page: Page, path: string) {
  await page.evaluate(() => (document.documentElement.style.fontSize = "200%"));
  try {
    await expectHeaderFits(page, `${path} at 200% text`);
  } finally {
    await page.evaluate(() => (document.documentElement.style.fontSize = ""));
  }
}
