import { describe, expect, it } from "vitest";
import { staticPagePaths } from "#shared/lib/static-paths";
import { MEASURED_ROUTES } from "../../bench/routes";
import { waitForHydration } from "../support/a11y";
import { openPage, openTab, PHONE } from "../support/browser";
import { useSiteAndBrowser } from "../support/site-browser";

/**
 * Prerendered pages paint from HTML and CSS alone and fetch their JavaScript after
 * the first contentful paint (docs/decisions/008-hydrate-after-first-paint.md);
 * they still hydrate, without errors, and client navigation still works.
 */
const suite = useSiteAndBrowser();

describe("JavaScript loads after the first paint", () => {
  it.each(MEASURED_ROUTES)(
    "%s: no script is requested before the first contentful paint, then it hydrates",
    async (route) => {
      // A tab with the cache off, as on a first visit (a fresh context per route costs twice the CPU).
      const { page, consoleErrors } = await openTab(suite.browser, PHONE);
      try {
        const devtools = await page.context().newCDPSession(page);
        await devtools.send("Network.enable");
        await devtools.send("Network.setCacheDisabled", { cacheDisabled: true });
        await page.goto(suite.site.url + route);
        await waitForHydration(page);
        const timing = await page.evaluate(() => ({
          fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
          scripts: performance
            .getEntriesByType("resource")
            .filter((e) => e.name.endsWith(".js"))
            .map((e) => ({
              url: new URL(e.name).pathname,
              start: e.startTime,
              fromNetwork: (e as PerformanceResourceTiming).transferSize > 0,
            })),
          preloadLinksInHtml: document.querySelectorAll('link[rel="modulepreload"]:not([href^="/assets/"])').length,
        }));
        expect(timing.fcp).toBeGreaterThan(0);
        expect(timing.scripts.length).toBeGreaterThan(2);
        for (const s of timing.scripts) {
          expect(s.start, s.url).toBeGreaterThanOrEqual(timing.fcp);
          expect(s.fromNetwork, `${s.url} came from the network, not a cache`).toBe(true);
        }
        expect(consoleErrors).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it("every prerendered page has no module preloads and one boot script", async () => {
    for (const path of staticPagePaths()) {
      const html = await (await fetch(suite.site.url + path)).text();
      expect(html, path).not.toMatch(/<link rel="modulepreload"/);
      expect(html.match(/<script type="module">/g), path).toHaveLength(1);
    }
  });

  it("after hydration, links navigate on the client (no full page load)", async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, PHONE);
    try {
      await page.goto(`${suite.site.url}/contact_us`);
      await waitForHydration(page);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await page.getByRole("contentinfo").getByRole("link", { name: "About us", exact: true }).click();
      await page.waitForURL(`${suite.site.url}/about_us`);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
