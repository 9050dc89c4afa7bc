import type { Page } from "playwright-core";
import { telHref } from "#shared/lib/phone";
import { describe, expect, it } from "vitest";
import { home } from "#shared/content/home";
import { services } from "#shared/content/services";
import { site as siteContent } from "#shared/content/site";
import { testimonials } from "#shared/content/testimonials";
import { DESKTOP, openPage, openTab, pauseClock, PHONE } from "../support/browser";
import { textOf } from "../support/html";
import { useSiteAndBrowser } from "../support/site-browser";

const suite = useSiteAndBrowser();

/** Infinite animations that are running right now (marquees, tickers). */
const runningInfiniteAnimations = (page: Page) =>
  page.evaluate(
    () =>
      document.getAnimations().filter((a) => a.playState === "running" && a.effect?.getTiming().iterations === Infinity)
        .length,
  );

/** The mobile rotator starts once the page has hydrated and knows motion is allowed. */
const rotator = (page: Page) => page.locator('[data-variant="rotator"]');
const activeReview = (page: Page) => rotator(page).locator(".activeSlide");
const activeName = async (page: Page) =>
  (await activeReview(page).locator("figcaption").innerText())
    .split("\n")
    .map((line) => line.trim())
    .find((line) => line.startsWith("Mr. ")) ?? "";
const nameAt = (i: number) => `${testimonials[i]!.honorific} ${testimonials[i]!.name}`;

describe("home: server HTML", () => {
  it("has the heading, every section and the reviews in the HTML the server sends", async () => {
    const res = await fetch(`${suite.site.url}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const text = textOf(html);
    expect([...html.matchAll(/<h1[\s>]/g)]).toHaveLength(1);
    expect(text).toContain(home.hero.heading);
    expect(text).toContain(home.hero.text);
    expect(html).toContain('id="Services"');
    for (const heading of [home.services.heading, home.clients.heading, home.experience.heading, home.review.heading]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain(home.itIndustry.eyebrow);
    expect(text).toContain("150%");
    for (const word of ["Build", "Test", "Deploy"]) expect(text).toContain(word);
    expect(text).toContain("Healthcare");
    expect(html).toContain('data-industry="Real state"');
    for (const t of testimonials) {
      expect(text).toContain(`Mr. ${t.name}`);
      expect(text).toContain(t.quote);
    }
    expect(text).toContain("Rated 5.0 out of 5");
    expect(html).toContain(`href="${telHref(siteContent.company.phones[0].display)}"`);
  });
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("home at %s width", (name, viewport) => {
  it("has one h1, the landmarks and section headings, and no console errors", async () => {
    const { page, consoleErrors } = await openTab(suite.browser, viewport);
    try {
      await page.goto(`${suite.site.url}/`, { waitUntil: "networkidle" });
      await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBe(1);
      await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(home.hero.heading);
      expect(await page.getByRole("main").count()).toBe(1);
      expect(await page.getByRole("banner").count()).toBe(1);
      expect(await page.getByRole("contentinfo").count()).toBe(1);
      for (const heading of [
        home.services.heading,
        home.clients.heading,
        home.itIndustry.heading,
        home.review.heading,
      ]) {
        expect(await page.getByRole("heading", { level: 2, name: heading, exact: true }).count()).toBe(1);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // axe on the page at both widths: tests/e2e/a11y-pages-*.test.ts.
      expect(consoleErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it(`shows Call Now as a tel: link only on phones (${name})`, async () => {
    const { page } = await openTab(suite.browser, viewport);
    try {
      await page.goto(`${suite.site.url}/`);
      // Hidden links leave the accessibility tree, so find it by its markup.
      const call = page.locator("main a[href^='tel:']", { hasText: home.hero.callLabel });
      expect(await call.count()).toBe(1);
      expect(await call.getAttribute("href")).toBe(telHref(siteContent.company.phones[0].display));
      expect(await call.isVisible()).toBe(name === "phone");
    } finally {
      await page.close();
    }
  });
});

describe("home: behaviour", () => {
  it("GET QUOTE in the hero goes to /contact_us", async () => {
    const { page } = await openTab(suite.browser, DESKTOP);
    try {
      await page.goto(`${suite.site.url}/`, { waitUntil: "networkidle" });
      const quote = page.getByRole("main").getByRole("link", { name: home.hero.quoteCta.label, exact: true });
      await quote.click();
      await page.waitForURL(`${suite.site.url}/contact_us`);
      expect(new URL(page.url()).pathname).toBe("/contact_us");
    } finally {
      await page.close();
    }
  });

  it("the services grid has the anchor id Services and links to all six service pages", async () => {
    const { page } = await openTab(suite.browser, DESKTOP);
    try {
      await page.goto(`${suite.site.url}/#Services`);
      const grid = page.locator("#Services");
      const hrefs = await grid.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(services.map((s) => `/services/${s.slug}`));
      for (const service of services) {
        await expect(grid.getByRole("link", { name: service.label.join(" ") }).count()).resolves.toBe(1);
      }
    } finally {
      await page.close();
    }
  });

  it("the desktop review slider moves with its Previous and Next buttons, also from the keyboard", async () => {
    const { page } = await openTab(suite.browser, DESKTOP);
    try {
      await page.goto(`${suite.site.url}/`, { waitUntil: "networkidle" });
      const slider = page.locator('[data-variant="slider"]');
      const track = slider.getByRole("list", { name: "Reviews" });
      const next = slider.getByRole("button", { name: "Next review" });
      const previous = slider.getByRole("button", { name: "Previous review" });
      await expect(previous.getAttribute("aria-disabled")).resolves.toBe("true");
      await next.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
      await expect.poll(() => previous.getAttribute("aria-disabled")).toBeNull();
      await previous.click();
      await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeLessThan(5);
    } finally {
      await page.close();
    }
  });

  it("the mobile review rotator advances every 3000 ms, wraps both ways and stops when paused", async () => {
    const { page, context } = await openPage(suite.browser, PHONE);
    // Its own context: the fake clock belongs to the context, not the tab.
    try {
      await page.clock.install();
      await page.goto(`${suite.site.url}/`);
      await rotator(page).scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      await expect.poll(() => rotator(page).getAttribute("data-running")).toBe("true");
      // Freeze time, then step it: each 3000 ms moves exactly one review on.
      await pauseClock(page);
      const first = await activeName(page);
      const i0 = testimonials.findIndex((_, i) => nameAt(i) === first);
      expect(i0).toBeGreaterThanOrEqual(0);
      for (let step = 1; step <= testimonials.length; step++) {
        await page.clock.runFor(3000);
        expect(await activeName(page)).toBe(nameAt((i0 + step) % testimonials.length));
      }
      // After a full round it is back where it started (wrapped past the last).
      expect(await activeName(page)).toBe(first);
      expect(await rotator(page).locator(".activeSlide").count()).toBe(1);
      expect(await rotator(page).locator(".lastSlide").count()).toBe(1);
      expect(await rotator(page).locator(".nextSlide").count()).toBe(testimonials.length - 2);
      // The rotator never announces itself while moving.
      expect(await rotator(page).locator('[aria-live="polite"], [aria-live="assertive"]').count()).toBe(0);

      // Pause: the button, then leave the region so only the button holds it still.
      const pause = rotator(page).getByRole("button", { name: "Pause reviews" });
      await pause.click();
      await page.mouse.move(0, 0);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      expect(await pause.getAttribute("aria-pressed")).toBe("true");
      const paused = await activeName(page);
      await page.clock.runFor(9000);
      expect(await activeName(page)).toBe(paused);

      // Previous from the first review wraps to the last one.
      const previous = rotator(page).getByRole("button", { name: "Previous review" });
      while ((await activeName(page)) !== nameAt(0)) await previous.click();
      await previous.click();
      expect(await activeName(page)).toBe(nameAt(testimonials.length - 1));

      // Resume: it moves again.
      await pause.click();
      await page.mouse.move(0, 0);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.clock.runFor(3000);
      expect(await activeName(page)).toBe(nameAt(0));
    } finally {
      await context.close();
    }
  });

  it("the logo strip and industry ticker move, and each has a pause button that stops it", async () => {
    const { page } = await openTab(suite.browser, DESKTOP);
    try {
      await page.goto(`${suite.site.url}/`, { waitUntil: "networkidle" });
      expect(await runningInfiniteAnimations(page)).toBe(2);
      await page.getByRole("button", { name: "Pause client logos" }).click();
      await page.getByRole("button", { name: "Pause industry ticker" }).click();
      await page.mouse.move(0, 0);
      await expect.poll(() => runningInfiniteAnimations(page)).toBe(0);
    } finally {
      await page.close();
    }
  });

  it("stands still under reduced motion: no running infinite animation, no rotation", async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, PHONE, { reducedMotion: "reduce" });
    // Its own context: the fake clock belongs to the context, not the tab.
    try {
      await page.clock.install();
      await page.goto(`${suite.site.url}/`, { waitUntil: "networkidle" });
      const first = await activeName(page);
      expect(await runningInfiniteAnimations(page)).toBe(0);
      expect(await rotator(page).getAttribute("data-running")).toBe("false");
      await page.clock.runFor(9000);
      expect(await activeName(page)).toBe(first);
      // Each industry and client is still shown once, as a static list.
      expect(await page.getByRole("list", { name: home.industries.heading }).isVisible()).toBe(true);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
