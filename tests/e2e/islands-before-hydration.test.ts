import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { about } from "#shared/content/about";
import { DESKTOP, HYDRATED, holdScripts, openTab, PHONE } from "../support/browser";
import { useSiteAndBrowser } from "../support/site-browser";

/**
 * Controls pressed before they have hydrated still work (docs/decisions/029): the page's
 * early-click script holds the click and replays it once the control has hydrated. Each test
 * holds back some of the page's JavaScript, presses while it is held (checking that nothing
 * has hydrated and nothing moved), then lets it load.
 */
const suite = useSiteAndBrowser();

const ENTERPRISE_PAGE = "/product/enterprise-management/retail-management";

/** The page has hydrated (its islands are pending) but the held island has not: its chunk was asked for and is held. */
async function whileIslandHeld(page: Page, held: { requested: string[] }) {
  await page.waitForFunction(() => document.documentElement.dataset.islands === "pending", null, HYDRATED);
  await expect.poll(() => held.requested.length, HYDRATED).toBeGreaterThan(0);
}

const islandsState = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.islands ?? "no JavaScript yet");

describe("an island's controls, pressed before the island has hydrated", () => {
  it("phone: Next on the reviews rotator, tapped and pressed before its code has loaded, shows the next reviews once it has", async () => {
    const { page, consoleErrors } = await openTab(suite.browser, PHONE, { reducedMotion: "reduce" });
    try {
      const held = await holdScripts(page, /^\/assets\/ReviewSection-[\w-]+\.js$/);
      await page.goto(suite.site.url + ENTERPRISE_PAGE);
      await whileIslandHeld(page, held);

      const rotator = page.locator('[data-section="reviews"] [data-variant="rotator"]');
      const active = () => rotator.locator('[data-state="activeSlide"]').getAttribute("aria-label");
      const next = rotator.getByRole("button", { name: "Next review" });
      expect(await active()).toBe("1 of 6");
      await next.click();
      await next.focus();
      await page.keyboard.press("Enter");
      // Nothing has hydrated there yet, so nothing moved.
      expect(await islandsState(page)).toBe("pending");
      expect(await next.getAttribute("data-hydrated")).toBeNull();
      expect(await active()).toBe("1 of 6");

      held.release();
      await expect.poll(active, HYDRATED).toBe("3 of 6");
      // Hydrated, the rotator answers at once, as before.
      await rotator.getByRole("button", { name: "Previous review" }).click();
      await expect.poll(active).toBe("2 of 6");
      expect(consoleErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("desktop: Next on the review slider, pressed before any of the page's JavaScript has loaded, moves it once it has", async () => {
    const { page, consoleErrors } = await openTab(suite.browser, DESKTOP, { reducedMotion: "reduce" });
    try {
      const held = await holdScripts(page, /^\/assets\/.+\.js$/);
      await page.goto(suite.site.url + ENTERPRISE_PAGE, { waitUntil: "domcontentloaded" });

      const slider = page.locator('[data-section="reviews"] [data-variant="slider"]');
      const scrollLeft = () => slider.locator("ul").evaluate((el) => el.scrollLeft);
      await slider.getByRole("button", { name: "Next review" }).focus();
      await page.keyboard.press("Enter");
      expect(await islandsState(page)).toBe("no JavaScript yet");
      expect(await scrollLeft()).toBe(0);

      held.release();
      await expect.poll(scrollLeft, HYDRATED).toBeGreaterThan(100);
      expect(consoleErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("desktop: a gallery's pause button on the about page, pressed before its code has loaded, pauses it once it has", async () => {
    const { page, consoleErrors } = await openTab(suite.browser, DESKTOP);
    try {
      const held = await holdScripts(page, /^\/assets\/GallerySlider-[\w-]+\.js$/);
      await page.goto(`${suite.site.url}/about_us`);
      await whileIslandHeld(page, held);

      const label = about.gallery.sliders[0]!.label;
      const pause = page.getByRole("button", { name: `Pause ${label} gallery` });
      await pause.click();
      expect(await pause.getAttribute("aria-pressed")).toBe("false");

      held.release();
      await expect.poll(() => pause.getAttribute("aria-pressed"), HYDRATED).toBe("true");
      // Only the pressed gallery's button: the others were not pressed.
      const others = about.gallery.sliders
        .slice(1)
        .map((s) => page.getByRole("button", { name: `Pause ${s.label} gallery` }));
      for (const other of others) expect(await other.getAttribute("aria-pressed")).toBe("false");
      expect(consoleErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("phone: the menu button, tapped before the page's JavaScript has loaded, opens the menu once it has", async () => {
    const { page, consoleErrors } = await openTab(suite.browser, PHONE);
    try {
      const held = await holdScripts(page, /^\/assets\/.+\.js$/);
      await page.goto(suite.site.url + ENTERPRISE_PAGE, { waitUntil: "domcontentloaded" });
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await page.getByRole("button", { name: "Open menu" }).click();
      expect(await menu.isVisible()).toBe(false);

      held.release();
      await expect.poll(() => menu.isVisible(), HYDRATED).toBe(true);
      expect(await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
      expect(consoleErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
