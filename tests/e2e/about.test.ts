import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { about } from "#shared/content/about";
import { clientLogos } from "#shared/content/clients";
import { DESKTOP, expectNoAxeViolations, openPage, openTab, pauseClock, PHONE } from "../support/browser";
import { textOf } from "../support/html";
import { useSiteAndBrowser } from "../support/site-browser";

const suite = useSiteAndBrowser();

const runningInfiniteAnimations = (page: Page) =>
  page.evaluate(
    () =>
      document.getAnimations().filter((a) => a.playState === "running" && a.effect?.getTiming().iterations === Infinity)
        .length,
  );

const items = about.accordion.items;
/**
 * The accordion's buttons, by item heading: each is a <summary> (exposed as a button with
 * aria-expanded; Playwright's role engine does not map <summary>, so find it by tag).
 */
const toggle = (page: Page, heading: string) => page.locator("summary", { hasText: heading });
const expandedStates = (page: Page) =>
  Promise.all(items.map((item) => toggle(page, item.heading).getAttribute("aria-expanded")));
const onlyOpen = (id: string | null) => items.map((item) => String(item.id === id));

describe("about: server HTML", () => {
  it("has the hero, who-we-are text, every accordion answer, the founder, values and gallery in the HTML", async () => {
    const res = await fetch(`${suite.site.url}/about_us`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const text = textOf(html);
    expect([...html.matchAll(/<h1[\s>]/g)]).toHaveLength(1);
    expect(text).toContain("Hi there welcome to our family");
    expect(text).toContain("Who we are");
    expect(text).toContain("About our company");
    for (const p of about.who.paragraphs) expect(text).toContain(p);
    // Answers are in the HTML (reachable without JavaScript), all closed at first.
    for (const item of items) {
      expect(text).toContain(item.heading);
      expect(text).toContain(item.answer);
    }
    expect(html).not.toMatch(/<details[^>]*\sopen/);
    expect(text).toContain("Our Clients");
    for (const client of clientLogos) expect(html).toContain(`alt="${client.name}"`);
    expect(text).toContain("Meet the Founder");
    expect(text).toContain(about.founder.name);
    for (const trait of ["Product Innovator", "Innovative Leader", "Business Strategy", "Detail-Oriented"]) {
      expect(text).toContain(trait);
    }
    expect(html).toContain(`src="${about.values.image.src}"`);
    expect(text).toContain("Our agency snap");
    expect([...html.matchAll(/data-delay="(\d+)"/g)].map((m) => Number(m[1]))).toEqual([3000, 4000, 2000, 5000]);
  });
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("about at %s width", (_name, viewport) => {
  it("has one h1, landmarks and section headings, no axe violations with an item open, and no console errors", async () => {
    const { page, consoleErrors } = await openTab(suite.browser, viewport);
    try {
      await page.goto(`${suite.site.url}/about_us`, { waitUntil: "networkidle" });
      await expect(page.getByRole("heading", { level: 1 }).allInnerTexts()).resolves.toEqual([about.hero.heading]);
      expect(await page.getByRole("main").count()).toBe(1);
      for (const heading of [about.who.heading, about.clients.heading, about.founder.heading, about.gallery.heading]) {
        expect(await page.getByRole("heading", { level: 2, name: heading, exact: true }).count()).toBe(1);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // axe on the page as it loads: tests/e2e/a11y-pages-*.test.ts; here with an item open.
      await toggle(page, items[0]!.heading).click();
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("about: behaviour", () => {
  it("the accordion opens one item at a time and closes the open item on a second click", async () => {
    const { page } = await openTab(suite.browser, DESKTOP);
    try {
      await page.goto(`${suite.site.url}/about_us`, { waitUntil: "networkidle" });
      expect(await expandedStates(page)).toEqual(onlyOpen(null));
      const [first, second] = [items[0]!, items[1]!];

      await toggle(page, first.heading).click();
      expect(await expandedStates(page)).toEqual(onlyOpen(first.id));
      expect(await page.getByText(first.answer).isVisible()).toBe(true);
      const region = page.getByRole("region", { name: first.heading });
      expect(await region.isVisible()).toBe(true);
      expect(await toggle(page, first.heading).getAttribute("aria-controls")).toBe(await region.getAttribute("id"));

      await toggle(page, second.heading).click();
      expect(await expandedStates(page)).toEqual(onlyOpen(second.id));
      expect(await page.getByText(first.answer).isVisible()).toBe(false);
      expect(await page.getByText(second.answer).isVisible()).toBe(true);

      await toggle(page, second.heading).click();
      expect(await expandedStates(page)).toEqual(onlyOpen(null));
      expect(await page.getByText(second.answer).isVisible()).toBe(false);
    } finally {
      await page.close();
    }
  });

  it("the accordion works from the keyboard (Enter and Space)", async () => {
    const { page } = await openTab(suite.browser, PHONE);
    try {
      await page.goto(`${suite.site.url}/about_us`, { waitUntil: "networkidle" });
      const last = items[items.length - 1]!;
      await toggle(page, last.heading).focus();
      await page.keyboard.press("Enter");
      expect(await expandedStates(page)).toEqual(onlyOpen(last.id));
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press(" ");
      expect(await expandedStates(page)).toEqual(onlyOpen(items[items.length - 2]!.id));
      await page.keyboard.press(" ");
      expect(await expandedStates(page)).toEqual(onlyOpen(null));
    } finally {
      await page.close();
    }
  });

  it("without JavaScript every answer can still be opened", async () => {
    const { page } = await openTab(suite.browser, PHONE, { javaScriptEnabled: false });
    try {
      await page.goto(`${suite.site.url}/about_us`);
      const item = items[2]!;
      expect(await page.getByText(item.answer).isVisible()).toBe(false);
      await page.locator("summary", { hasText: item.heading }).click();
      expect(await page.getByText(item.answer).isVisible()).toBe(true);
    } finally {
      await page.close();
    }
  });

  it("the four gallery sliders loop on their own delays, each with a pause button that stops it", async () => {
    const { page, context } = await openPage(suite.browser, DESKTOP);
    // Its own context: the fake clock belongs to the context, not the tab.
    try {
      await page.clock.install();
      await page.goto(`${suite.site.url}/about_us`);
      const sliders = page.locator("[data-gallery-slider]");
      expect(await sliders.count()).toBe(4);
      await sliders.first().scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      for (const slider of about.gallery.sliders) {
        expect(await page.getByRole("button", { name: `Pause ${slider.label} gallery` }).isVisible()).toBe(true);
      }
      await expect
        .poll(() => sliders.evaluateAll((els) => els.map((el) => el.getAttribute("data-running"))))
        .toEqual(["true", "true", "true", "true"]);
      await pauseClock(page);
      const counters = () =>
        Promise.all(
          about.gallery.sliders.map((s) =>
            page.getByRole("group", { name: s.label, exact: true }).locator("p").innerText(),
          ),
        );
      const before = await counters();
      // Within any 2000 ms the third slider (delay 2000) moves on; within 5000 ms all of them.
      await page.clock.runFor(2000);
      const after2s = await counters();
      expect(after2s[2]).not.toBe(before[2]);
      await page.clock.runFor(3000);
      const after5s = await counters();
      for (const i of [0, 1, 3]) expect(after5s[i]).not.toBe(before[i]);

      const pause = page.getByRole("button", { name: `Pause ${about.gallery.sliders[2]!.label} gallery` });
      await pause.click();
      await page.mouse.move(0, 0);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      expect(await pause.getAttribute("aria-pressed")).toBe("true");
      await page.clock.runFor(6000);
      expect((await counters())[2]).toBe(after5s[2]);
    } finally {
      await context.close();
    }
  });

  it("stands still under reduced motion: no running infinite animation, sliders do not run", async () => {
    const { page, consoleErrors } = await openTab(suite.browser, PHONE, { reducedMotion: "reduce" });
    try {
      await page.goto(`${suite.site.url}/about_us`, { waitUntil: "networkidle" });
      expect(await runningInfiniteAnimations(page)).toBe(0);
      const running = await page
        .locator("[data-gallery-slider]")
        .evaluateAll((els) => els.map((el) => el.getAttribute("data-running")));
      expect(running).toEqual(["false", "false", "false", "false"]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("the client logo strip moves when motion is allowed", async () => {
    const { page } = await openTab(suite.browser, DESKTOP);
    try {
      await page.goto(`${suite.site.url}/about_us`, { waitUntil: "networkidle" });
      expect(await runningInfiniteAnimations(page)).toBe(1);
    } finally {
      await page.close();
    }
  });
});
