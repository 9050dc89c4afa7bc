import { createRequire } from "node:module";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { expect } from "vitest";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

export { CHROMIUM_ARGS };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** The worker's Chromium (on globalThis: it outlives a test file's modules, were they reloaded). */
const worker = globalThis as typeof globalThis & { siteTestBrowser?: Promise<Browser> };

/**
 * Chromium for a test file; give it back with releaseBrowser in afterAll. A worker runs its
 * files one after another in one process: the first launches Chromium, the next ones reuse it
 * (a launch costs about half a second of CPU, some thirty times a run). releaseBrowser closes every
 * context the file opened, so the next file finds none of its pages, cookies or cache: each
 * context starts empty, as in a new browser. Chromium ends with the worker.
 */
export async function acquireBrowser(): Promise<Browser> {
  const current = await worker.siteTestBrowser?.catch(() => undefined);
  if (current?.isConnected()) return current;
  worker.siteTestBrowser = launchBrowser();
  return worker.siteTestBrowser;
}

/** Closes every context of the file that had `browser` from acquireBrowser. */
export async function releaseBrowser(browser: Browser | undefined) {
  if (!browser) return;
  sharedContexts.delete(browser);
  await Promise.all(browser.contexts().map((context) => context.close().catch(() => {})));
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

/**
 * The items to check at `viewport` when each is checked at one width only, the two widths
 * taken in turn (even ones on a phone, odd ones on a desktop): for click-through checks of
 * pages that the page audit (tests/e2e/a11y-pages-*.test.ts) loads at both widths for console
 * errors, structure and overflow.
 */
export function takenInTurn<T>(items: readonly T[], viewport: typeof PHONE | typeof DESKTOP): T[] {
  return items.filter((_, i) => i % 2 === (viewport === PHONE ? 0 : 1));
}

export type TrackedPage = { page: Page; context: BrowserContext; consoleErrors: string[] };
type PageOptions = { javaScriptEnabled?: boolean; reducedMotion?: "reduce" | "no-preference" };

/**
 * A page in a fresh context that records console errors and page errors, so a
 * test can assert there were none.
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  options: PageOptions = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  const page = await context.newPage();
  return { page, context, consoleErrors: trackErrors(page) };
}

/** Per browser: one context for each viewport and option set openTab was asked for. */
const sharedContexts = new WeakMap<Browser, Map<string, Promise<BrowserContext>>>();

/**
 * A new tab in a context shared by every openTab call on this browser with the same
 * settings: for tests of the public pages, which keep nothing in the browser (no cookies,
 * no storage). A fresh context per test starts a renderer process and fills an empty cache
 * each time, about half the CPU such a test costs. Close the tab with page.close(); the
 * contexts close with the browser. Tests that sign in, set cookies, install a fake clock
 * (page.clock is the context's) or need a first visit use openPage.
 */
export async function openTab(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  options: PageOptions = {},
): Promise<{ page: Page; consoleErrors: string[] }> {
  const settings = {
    viewport,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? "no-preference",
  } as const;
  const key = JSON.stringify(settings);
  let contexts = sharedContexts.get(browser);
  if (!contexts) sharedContexts.set(browser, (contexts = new Map()));
  let context = contexts.get(key);
  if (!context) {
    context = browser.newContext(settings).then(async (made) => {
      await made.newPage(); // stays open, so the context keeps its renderer process between tabs
      return made;
    });
    contexts.set(key, context);
  }
  const page = await (await context).newPage();
  return { page, consoleErrors: trackErrors(page) };
}

/**
 * Stops a page's installed fake clock (page.clock.install) a moment from now, for tests that
 * then step time with runFor. The installed clock runs on meanwhile, so on a busy machine the
 * moment read from the page can be past by the time pauseAt arrives, which pauseAt refuses
 * ("Cannot fast-forward to the past"): then it reads the time again.
 */
export async function pauseClock(page: Page) {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    const paused = await page.clock.pauseAt(now + 200).then(
      () => true,
      (error: Error) => {
        if (!/to the past/.test(error.message)) throw error;
        return false;
      },
    );
    if (paused) return;
  }
}

/** Steps the paused clock 100 ms at a time until `changed` holds; false if it has not within `ms`. */
export async function stepUntil(page: Page, changed: () => Promise<boolean>, ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) {
    await page.clock.runFor(100);
    if (await changed()) return true;
  }
  return false;
}

/** Collects the page's console errors and uncaught exceptions. */
function trackErrors(page: Page): string[] {
  const consoleErrors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") consoleErrors.push(msg.text());
  });
  page.on("pageerror", (err) => consoleErrors.push(err.message));
  return consoleErrors;
}

/** axe-core as @axe-core/playwright ships it (the same copy and version its AxeBuilder injects). */
const AXE_SOURCE: string = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"))(
  "axe-core",
).source;
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe with the WCAG 2.2 AA tag set; fails listing each violation and its targets.
 *
 * What AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().analyze() does, at about half
 * its cost: axe.run in the page itself with the same options, after axe-core is injected into
 * every frame and configured the same way, but only once per document (AxeBuilder injects the
 * 500 kB source twice per call), and only the violations come back (AxeBuilder returns every
 * passing node too, a few hundred kB per page). Legacy mode, i.e. not axe.runPartial in each
 * frame merged in a new blank page, only matters for cross-origin frames; the site has none.
 * (Not the `resultTypes` option: it changes axe's own processing, and landmark-unique then
 * reports false failures.)
 */
export async function expectNoAxeViolations(page: Page) {
  for (const frame of page.frames()) {
    const inject = async () => {
      if (await frame.evaluate('typeof window.axe === "object"')) return;
      await frame.evaluate(AXE_SOURCE);
      await frame.evaluate(
        'axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } })',
      );
    };
    // As AxeBuilder: a child frame that cannot take axe is left out of the audit, not an error.
    if (frame === page.mainFrame()) await inject();
    else await inject().catch(() => {});
  }
  const summary = await page.evaluate(async (tags) => {
    type Violation = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] };
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }
    ).axe;
    const runOnly = { type: "tag", values: tags };
    // Without a CSS selector for every node it checks (~15% of a run); the same outcomes.
    // Violations are found again with selectors, to name their elements in the failure.
    let results = await axe.run(document, { runOnly, selectors: false });
    if (results.violations.length) results = await axe.run(document, { runOnly });
    return results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`,
    );
  }, AXE_TAGS);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
