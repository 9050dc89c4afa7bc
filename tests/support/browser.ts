import { createRequire } from "node:module";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { expect, onTestFailed } from "vitest";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

export { CHROMIUM_ARGS };

/**
 * Scrolls happen at once in the tests' browser. The site scrolls smoothly (`scroll-behavior:
 * smooth`, and focus() follows it), and a press that Playwright aims while the page still glides
 * lands beside its target: on CI a "Save draft" or "Insert image" led nowhere that way
 * (decision 036). What is tested is where a scroll ends, never how it moves.
 */
const TEST_ARGS = ["--disable-smooth-scrolling"];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...TEST_ARGS] });
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

/** Waiting for hydration after held scripts are let go, on a busy machine. */
export const HYDRATED = { timeout: 15_000 } as const;

/**
 * Holds every response for a script whose path matches `pattern` until `release()`, as on a
 * slow phone: what a visitor does meanwhile meets the server's HTML alone. `requested` lists
 * the paths asked for so far. (Routing also keeps the tab's HTTP cache out of the way.)
 */
export async function holdScripts(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(
    (url) => pattern.test(url.pathname),
    async (route) => {
      requested.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue();
    },
  );
  return { release, requested };
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
  const context = await newContext(browser, {
    viewport,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  const page = await context.newPage();
  return { page, context, consoleErrors: await trackErrors(page) };
}

/**
 * `E2E_SLOW_SCRIPTS_MS=1500 npx vitest run --project e2e` delays every script of the site by
 * that long, as on a slow phone or a busy CI machine: a test that presses something before the
 * page has hydrated, and expects what only the script does, then fails every time instead of
 * once in a while (decision 036). Tests that hold scripts themselves (holdScripts) still do.
 */
const SLOW_SCRIPTS_MS = Number(process.env.E2E_SLOW_SCRIPTS_MS ?? 0);

async function newContext(browser: Browser, settings: Parameters<Browser["newContext"]>[0]) {
  const context = await browser.newContext(settings);
  if (SLOW_SCRIPTS_MS > 0) {
    await context.route(
      (url) => /^\/assets\/.+\.js$/.test(url.pathname),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, SLOW_SCRIPTS_MS));
        await route.fallback();
      },
    );
  }
  return context;
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
    context = newContext(browser, settings).then(async (made) => {
      await made.newPage(); // stays open, so the context keeps its renderer process between tabs
      return made;
    });
    contexts.set(key, context);
  }
  const page = await (await context).newPage();
  return { page, consoleErrors: await trackErrors(page) };
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

/** Records each click and submit in the page, with its target and whether a listener cancelled it. */
const PRESSES_SCRIPT = `(() => {
  const presses = (window.__presses = []);
  // The page's own setTimeout, taken before a test's fake clock (page.clock) can replace it.
  const later = setTimeout.bind(window);
  const name = (el) => el && el.tagName ? el.tagName.toLowerCase() + (el.getAttribute("id") ? "#" + el.getAttribute("id") : "") +
    (el.getAttribute("name") ? "[name=" + el.getAttribute("name") + "]" : "") +
    (el.textContent ? " \u201c" + el.textContent.trim().slice(0, 30) + "\u201d" : "") : String(el);
  for (const type of ["click", "submit"]) {
    addEventListener(type, (e) => {
      const at = performance.timeOrigin + e.timeStamp;
      const what = type + " on " + name(e.target) + (e.submitter ? " by " + name(e.submitter) : "");
      later(() => presses.push([at, what + (e.defaultPrevented ? ", cancelled by a listener" : "")]));
    }, true);
  }
})();`;

/**
 * What a page did (navigations, form posts and their answers, console messages), kept from
 * its opening and printed with its visible text when the test that opened it fails: a test
 * that failed once on CI then says what the browser saw, not only which wait ran out.
 */
async function recordFlight(page: Page) {
  const started = Date.now();
  const events: string[] = [];
  const note = (what: string, at = Date.now()) => {
    events.push(`${String(Math.round(at - started)).padStart(6)} ms  ${what}`);
    if (events.length > 80) events.shift();
  };
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) note(`at ${frame.url()}`);
  });
  page.on("request", (r) => {
    if (r.method() !== "GET" || r.isNavigationRequest()) note(`${r.method()} ${r.url()}`);
  });
  page.on("response", (r) => {
    if (r.request().method() !== "GET" || r.request().isNavigationRequest()) note(`${r.status()} ${r.url()}`);
  });
  page.on("requestfailed", (r) => note(`failed ${r.method()} ${r.url()}: ${r.failure()?.errorText}`));
  page.on("console", (m) => note(`console ${m.type()}: ${m.text()}`));
  page.on("pageerror", (e) => note(`page error: ${e.message}`));
  page.on("dialog", (d) => note(`dialog ${d.type()}: ${d.message()}`));
  // Presses and form submissions as the page saw them (whether something cancelled them), kept in the page:
  // registered before the caller's first goto, so the first document has it too.
  await page.addInitScript(PRESSES_SCRIPT);
  try {
    onTestFailed(async ({ task }) => {
      if (page.isClosed()) return;
      const presses = await page
        .evaluate(() => (window as unknown as { __presses?: [number, string][] }).__presses ?? [])
        .catch(() => []);
      for (const [at, what] of presses) note(what, at);
      events.sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
      const text = await page
        .locator("body")
        .innerText({ timeout: 2_000 })
        .catch((e: Error) => `(no text: ${e.message.split("\n")[0]})`);
      console.log(
        [
          `What the page saw during "${task.name}" (${page.url()}):`,
          ...events,
          "Its visible text then:",
          text.replace(/\n{2,}/g, "\n").slice(0, 3_000),
        ].join("\n"),
      );
    });
  } catch {
    // Opened outside a test (in a hook): nothing to attach the report to.
  }
}

/**
 * Collects the page's console errors and uncaught exceptions (and keeps its flight log);
 * `expected` passes over console errors the test provokes on purpose.
 */
export async function trackErrors(page: Page, expected: (text: string) => boolean = () => false): Promise<string[]> {
  await recordFlight(page);
  const consoleErrors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && !expected(msg.text())) consoleErrors.push(msg.text());
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
