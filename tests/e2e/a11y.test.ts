import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactContent } from "#shared/content/contact";
import { products } from "#shared/content/products";
import { site as siteContent } from "#shared/content/site";
import {
  describeFocus,
  focusIndicator,
  motionSnapshot,
  runningInfiniteAnimations,
  snapshotDiff,
  tabUntilFocused,
  waitForHydration,
  waitForTransitions,
} from "../support/a11y";
import { newPage, type Tracked } from "../support/a11y-pages";
import { DESKTOP, expectNoAxeViolations, pauseClock, PHONE, stepUntil } from "../support/browser";
import { useSiteAndBrowser } from "../support/site-browser";

/**
 * The site-wide WCAG 2.2 AA audit, part two: the interactive states, keyboard operation,
 * visible focus and motion control. (Every page in its default state: a11y-pages-*.test.ts.)
 * One browser; one context per width and motion preference.
 */

const PORTFOLIO_DETAIL = "/portfolio/gola-sizzler-mobile";
const ENTERPRISE_PAGE = "/product/enterprise-managements/enterprise-mobility-management";
const tracko = products.find((p) => p.route === "tracko")!;
const billing = tracko.planSection.billing;

const suite = useSiteAndBrowser();
const contexts: BrowserContext[] = [];
let phone: BrowserContext;
let desktop: BrowserContext;
let phoneReduced: BrowserContext;
let desktopReduced: BrowserContext;

beforeAll(async () => {
  const make = async (viewport: { width: number; height: number }, reducedMotion: "reduce" | "no-preference") => {
    const context = await suite.browser.newContext({ viewport, reducedMotion });
    contexts.push(context);
    await context.newPage(); // stays open, so the tests' pages reuse its renderer process
    return context;
  };
  phone = await make(PHONE, "no-preference");
  desktop = await make(DESKTOP, "no-preference");
  phoneReduced = await make(PHONE, "reduce");
  desktopReduced = await make(DESKTOP, "reduce");
});
afterAll(async () => {
  for (const context of contexts) await context.close();
});

/** Opens a path, waits for `load` and for React to hydrate. */
async function visit(page: Page, path: string) {
  const response = await page.goto(`${suite.site.url}${path}`, { waitUntil: "load" });
  await waitForHydration(page);
  return response;
}

async function withPage(
  context: BrowserContext,
  path: string,
  body: (t: Tracked) => Promise<void>,
  expectedStatuses?: number[],
) {
  const tracked = await newPage(context, expectedStatuses);
  await visit(tracked.page, path);
  await body(tracked);
  expect(tracked.consoleErrors, `console errors on ${path}`).toEqual([]);
  // Closed only when the test passed: a failed test's page stays open for its flight log
  // (recordFlight), and closes with its context.
  await tracked.page.close();
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);
const blurActive = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
/** Moves the pointer to a corner where no moving region is, so hover-pause does not interfere. */
const pointerAway = (page: Page) => page.mouse.move(1, 1);
/** Time a region that should stand still is watched: longer than the 3000 ms rotation. */
const STILL_MS = 3500;

/* ------------------------------------------------------------------------------------------ */
/* Interactive states                                                                         */
/* ------------------------------------------------------------------------------------------ */

describe("axe with interactive states operated", () => {
  it("mobile menu open (390 px)", async () => {
    await withPage(phone, "/", async ({ page }) => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect.poll(() => page.getByRole("navigation", { name: "Mobile" }).isVisible()).toBe(true);
      await waitForTransitions(page);
      await expectNoAxeViolations(page);
    });
  });

  it("about accordion with an item open", async () => {
    await withPage(desktop, "/about_us", async ({ page }) => {
      const first = page.locator("summary").first();
      await first.click();
      await expect.poll(() => first.getAttribute("aria-expanded")).toBe("true");
      await waitForTransitions(page, "main");
      await expectNoAxeViolations(page);
    });
  });

  it("tracko plans switched to yearly", async () => {
    expect(billing, "tracko has a monthly/yearly switch").toBeDefined();
    await withPage(desktop, "/product/tracko", async ({ page }) => {
      await page.getByText(billing!.yearlyLabel, { exact: true }).click();
      await expect.poll(() => page.getByRole("radio", { name: billing!.yearlyLabel }).isChecked()).toBe(true);
      await waitForTransitions(page, "#plans");
      await expectNoAxeViolations(page);
    });
  });

  it("review slider moved to the next slide (desktop)", async () => {
    await withPage(desktop, "/", async ({ page }) => {
      const slider = page.locator('[data-variant="slider"]');
      await slider.getByRole("button", { name: "Next review" }).click();
      await expect.poll(() => slider.locator("ul").evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      await waitForTransitions(page, '[data-variant="slider"]');
      await expectNoAxeViolations(page);
    });
  });

  it("review rotator after a tick (phone)", async () => {
    await withPage(phone, "/", async ({ page }) => {
      const firstSlide = page.locator('[data-variant="rotator"] [data-state]').first();
      await expect.poll(() => firstSlide.getAttribute("data-state"), { timeout: 8000 }).not.toBe("activeSlide");
      // Audit the slide that has arrived, not a frame of its 500 ms fade-in.
      await waitForTransitions(page, '[data-variant="rotator"]');
      await expectNoAxeViolations(page);
    });
  });

  it("about gallery sliders paused", async () => {
    await withPage(desktop, "/about_us", async ({ page }) => {
      const pauses = page.locator("[data-gallery-slider]").getByRole("button", { name: /^Pause/ });
      expect(await pauses.count()).toBeGreaterThan(0);
      for (const button of await pauses.all()) await button.click();
      await expectNoAxeViolations(page);
    });
  });

  it("portfolio vertical slider paused and moved", async () => {
    await withPage(desktop, PORTFOLIO_DETAIL, async ({ page }) => {
      await page.getByRole("button", { name: "Pause screen slider" }).click();
      await page.getByRole("button", { name: "Next screen" }).click();
      await expectNoAxeViolations(page);
    });
  });

  it.each([
    ["contact page form", "/contact_us", "#contact-quote-name"],
    ["footer form (dark)", "/about_us", "#footer-quote-name"],
  ])("%s after a failed submit (errors shown)", async (_name, path, field) => {
    await withPage(
      desktop,
      path,
      async ({ page }) => {
        const form = page.locator("form").filter({ has: page.locator(field) });
        // Spaces pass the browser's `required` check and are refused by the server.
        await form.getByLabel(contactContent.quoteForm.fields.name.label).fill("   ");
        await form.getByLabel(contactContent.quoteForm.fields.phone_number.label).fill("   ");
        // The optional e-mail field with its help line and an error under it.
        await form.getByLabel(contactContent.quoteForm.fields.email.label).fill("asha@example");
        await form.getByLabel(contactContent.quoteForm.fields.message.label).fill("   ");
        await form.getByRole("button", { name: contactContent.quoteForm.submit }).click();
        await expect.poll(() => form.getByRole("alert").innerText()).not.toBe("");
        expect(await form.locator('[aria-invalid="true"]').count()).toBe(4);
        await expectNoAxeViolations(page);
      },
      [400],
    );
  });
});

/* ------------------------------------------------------------------------------------------ */
/* Keyboard and visible focus                                                                  */
/* ------------------------------------------------------------------------------------------ */

describe("keyboard", () => {
  it.each([
    ["desktop", () => desktop],
    ["phone", () => phone],
  ] as const)("skip link is the first stop and moves focus to main (%s)", async (_name, context) => {
    await withPage(context(), "/about_us", async ({ page }) => {
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to main content" });
      expect(await isFocused(skip), `first focus: ${await describeFocus(page)}`).toBe(true);
      expect(await focusIndicator(skip)).not.toBe("none");
      const box = await skip.boundingBox();
      expect(box && box.width > 40 && box.height > 20, "skip link is visible when focused").toBe(true);
      await page.keyboard.press("Enter");
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
    });
  });

  it("header controls are reached in reading order (desktop)", async () => {
    await withPage(desktop, "/about_us", async ({ page }) => {
      const header = page.getByRole("banner");
      const expected = [
        header.getByRole("link", { name: `${siteContent.company.name} home` }),
        ...siteContent.mainNav.map((l) =>
          header.getByRole("navigation", { name: "Main" }).getByRole("link", { name: l.label, exact: true }),
        ),
        header.getByRole("link", { name: siteContent.quoteCta.label }),
      ];
      await page.keyboard.press("Tab"); // skip link
      for (const target of expected) {
        await page.keyboard.press("Tab");
        expect(
          await isFocused(target),
          `expected ${await target.textContent()}, focus is on ${await describeFocus(page)}`,
        ).toBe(true);
        expect(await focusIndicator(target), `focus ring on ${await describeFocus(page)}`).not.toBe("none");
      }
    });
  });

  it("mobile menu: Enter/Space open it, links in order, Escape closes it and returns focus, no trap (phone)", async () => {
    await withPage(phone, "/about_us", async ({ page }) => {
      const header = page.getByRole("banner");
      const toggle = header.getByRole("button", { name: "Open menu" });
      await page.keyboard.press("Tab"); // skip link
      await page.keyboard.press("Tab");
      expect(await isFocused(header.getByRole("link", { name: `${siteContent.company.name} home` }))).toBe(true);
      await page.keyboard.press("Tab");
      expect(await isFocused(toggle), `focus is on ${await describeFocus(page)}`).toBe(true);
      expect(await focusIndicator(toggle)).not.toBe("none");

      const menu = page.getByRole("navigation", { name: "Mobile" });
      await page.keyboard.press("Enter");
      await expect.poll(() => menu.isVisible()).toBe(true);
      const menuButton = header.getByRole("button", { name: "Close menu" });
      expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
      expect(await isFocused(menuButton), "focus stays on the toggle").toBe(true);

      for (const link of siteContent.mainNav) {
        await page.keyboard.press("Tab");
        expect(
          await isFocused(menu.getByRole("link", { name: link.label, exact: true })),
          `expected ${link.label}, focus is on ${await describeFocus(page)}`,
        ).toBe(true);
      }
      // The quote link sits in the menu below 640 px; after it, focus leaves the header.
      await page.keyboard.press("Tab");
      expect(await isFocused(menu.getByRole("link", { name: siteContent.quoteCta.label }))).toBe(true);
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(() => !document.querySelector("header")?.contains(document.activeElement)),
        `not trapped: ${await describeFocus(page)}`,
      ).toBe(true);

      // Back into the menu, then Escape.
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Escape");
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(
        await isFocused(toggle),
        `Escape returns focus to the toggle, focus is on ${await describeFocus(page)}`,
      ).toBe(true);
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");

      await page.keyboard.press("Space");
      await expect.poll(() => menu.isVisible()).toBe(true);
      await page.keyboard.press("Escape");
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(await isFocused(toggle)).toBe(true);
    });
  });

  it("about accordion opens and closes with Enter and Space", async () => {
    await withPage(desktop, "/about_us", async ({ page }) => {
      const summaries = page.locator("summary");
      const first = summaries.nth(0);
      const second = summaries.nth(1);
      expect(await tabUntilFocused(page, first), "accordion reachable by Tab").toBeGreaterThan(0);
      expect(await focusIndicator(first)).not.toBe("none");
      await page.keyboard.press("Enter");
      await expect.poll(() => first.getAttribute("aria-expanded")).toBe("true");
      const panel = page.locator(`#${await first.getAttribute("aria-controls")}`);
      expect(await panel.isVisible()).toBe(true);
      await page.keyboard.press("Tab");
      expect(await isFocused(second), `focus is on ${await describeFocus(page)}`).toBe(true);
      await page.keyboard.press("Space");
      await expect.poll(() => second.getAttribute("aria-expanded")).toBe("true");
      expect(await first.getAttribute("aria-expanded")).toBe("false");
      await page.keyboard.press("Space");
      await expect.poll(() => second.getAttribute("aria-expanded")).toBe("false");
    });
  });

  it("tracko plan switch works with arrow keys and exposes its state", async () => {
    await withPage(desktop, "/product/tracko", async ({ page }) => {
      const monthly = page.getByRole("radio", { name: billing!.monthlyLabel });
      const yearly = page.getByRole("radio", { name: billing!.yearlyLabel });
      expect(await monthly.isChecked()).toBe(true);
      expect(await tabUntilFocused(page, monthly), "plan switch reachable by Tab").toBeGreaterThan(0);
      // The radio itself is visually hidden; its label shows the ring.
      const visibleOption = monthly.locator("xpath=following-sibling::span");
      expect(await focusIndicator(visibleOption)).not.toBe("none");
      const monthlyGrid = page.locator('[data-billing="monthly"]');
      const yearlyGrid = page.locator('[data-billing="yearly"]');
      expect(await yearlyGrid.isVisible()).toBe(false);
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => yearly.isChecked()).toBe(true);
      expect(await page.getByRole("radio", { checked: true }).getAttribute("value")).toBe("yearly");
      expect(await yearlyGrid.isVisible()).toBe(true);
      expect(await monthlyGrid.isVisible()).toBe(false);
      await page.keyboard.press("ArrowLeft");
      await expect.poll(() => monthly.isChecked()).toBe(true);
      expect(await monthlyGrid.isVisible()).toBe(true);
    });
  });

  it("review slider buttons are named and operable by keyboard (desktop)", async () => {
    await withPage(desktop, "/", async ({ page }) => {
      const slider = page.locator('[data-variant="slider"]');
      const track = slider.locator("ul");
      const next = slider.getByRole("button", { name: "Next review" });
      const previous = slider.getByRole("button", { name: "Previous review" });
      await next.focus();
      expect(await focusIndicator(next)).not.toBe("none");
      await page.keyboard.press("Enter");
      await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      // Previous works once the slider has re-rendered off its start (a busy machine takes a moment).
      await expect.poll(() => previous.getAttribute("aria-disabled")).toBeNull();
      await previous.focus();
      await page.keyboard.press("Space");
      await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeLessThanOrEqual(4);
    });
  });

  it("review rotator buttons are named and operable by keyboard (phone)", async () => {
    await withPage(phone, "/", async ({ page }) => {
      const rotator = page.locator('[data-variant="rotator"]');
      const pause = rotator.getByRole("button", { name: "Pause reviews" });
      await pause.focus();
      await page.keyboard.press("Space");
      expect(await pause.getAttribute("aria-pressed")).toBe("true");
      const active = () => rotator.locator('[data-state="activeSlide"]').getAttribute("aria-label");
      const before = await active();
      await rotator.getByRole("button", { name: "Next review" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(active).not.toBe(before);
      await rotator.getByRole("button", { name: "Previous review" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(active).toBe(before);
    });
  });

  it("portfolio vertical slider buttons are named and operable by keyboard", async () => {
    await withPage(desktop, PORTFOLIO_DETAIL, async ({ page }) => {
      const position = page.getByTestId("slider-position");
      const pause = page.getByRole("button", { name: "Pause screen slider" });
      await pause.focus();
      expect(await focusIndicator(pause)).not.toBe("none");
      await page.keyboard.press("Enter");
      expect(await pause.getAttribute("aria-pressed")).toBe("true");
      const before = await position.innerText();
      await page.getByRole("button", { name: "Next screen" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => position.innerText()).not.toBe(before);
      await page.getByRole("button", { name: "Previous screen" }).focus();
      await page.keyboard.press("Space");
      await expect.poll(() => position.innerText()).toBe(before);
    });
  });

  it("the quote form is filled and sent by keyboard; errors are announced and tied to fields", async () => {
    await withPage(
      desktop,
      "/contact_us",
      async ({ page }) => {
        const { fields, submit } = contactContent.quoteForm;
        const form = page.locator("form").filter({ has: page.locator("#contact-quote-name") });
        const name = form.getByLabel(fields.name.label);
        expect(await tabUntilFocused(page, name, 80), "name field reachable by Tab").toBeGreaterThan(0);
        expect(await focusIndicator(name)).not.toBe("none");
        await page.keyboard.type("   ");
        await page.keyboard.press("Tab");
        expect(await isFocused(form.getByLabel(fields.phone_number.label))).toBe(true);
        await page.keyboard.type("+91 98765 43210");
        await page.keyboard.press("Tab");
        expect(await isFocused(form.getByLabel(fields.email.label))).toBe(true);
        await page.keyboard.type("asha@example.com");
        await page.keyboard.press("Tab");
        expect(await isFocused(form.getByLabel(fields.message.label))).toBe(true);
        await page.keyboard.type("We would like an app for our shop.");
        await page.keyboard.press("Tab");
        const button = form.getByRole("button", { name: submit });
        expect(await isFocused(button), `focus is on ${await describeFocus(page)}`).toBe(true);
        expect(await focusIndicator(button)).not.toBe("none");
        await page.keyboard.press("Enter");

        // Announced (role=alert), tied to the field (aria-describedby), and focus on the field to fix.
        await expect.poll(() => form.getByRole("alert").innerText()).not.toBe("");
        expect(await name.getAttribute("aria-invalid")).toBe("true");
        const describedBy = await name.getAttribute("aria-describedby");
        expect(describedBy).toBeTruthy();
        expect(await page.locator(`#${describedBy}`).innerText()).toBe(fields.name.required);
        expect(await isFocused(name), `focus is on ${await describeFocus(page)}`).toBe(true);

        await page.keyboard.type("Asha Verma");
        for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
        expect(await isFocused(button)).toBe(true);
        await page.keyboard.press("Enter");
        await page.waitForURL(/\/Thanku$/);
      },
      [400],
    );
  });

  it.each([
    ["desktop", () => desktop],
    ["phone", () => phone],
  ] as const)("every Tab stop on the home page shows a focus indicator (%s)", async (_name, context) => {
    await withPage(context(), "/", async ({ page }) => {
      const missing: string[] = [];
      let stops = 0;
      for (let i = 0; i < 200; i++) {
        await page.keyboard.press("Tab");
        const state = await page.evaluate(() => {
          const el = document.activeElement;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
          const shadow = style.boxShadow !== "none";
          const label = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
          return { label, ring: outline || shadow, inFooter: Boolean(el.closest("footer")) };
        });
        if (!state) break;
        stops++;
        if (!state.ring) missing.push(state.label);
        if (state.inFooter) break; // the footer is the same on every page; the home page is the sample
      }
      expect(stops, "Tab reached the footer").toBeGreaterThan(10);
      expect(missing, "focused elements without outline or box-shadow").toEqual([]);
    });
  });

  it("moving focus backwards up the page never hides it under the sticky header (2.4.11)", async () => {
    await withPage(desktop, "/about_us", async ({ page }) => {
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
      const hidden: string[] = [];
      let inMain = 0;
      // Shift+Tab from the end of the page, through the footer into the page's main content.
      for (let i = 0; i < 45; i++) {
        await page.keyboard.press("Shift+Tab");
        // Scrolling is smooth, and starts a moment after focus moves (later on a busy machine):
        // wait until the page stands still with the focused element within the window's height,
        // 2 s at most (then it is measured wherever it is).
        await page.evaluate(async () => {
          const inView = () => {
            const el = document.activeElement;
            if (!el || el === document.body) return true;
            const r = el.getBoundingClientRect();
            return r.bottom > 0 && r.top < window.innerHeight;
          };
          const deadline = performance.now() + 2000;
          let last = Number.NaN;
          while (performance.now() < deadline) {
            await new Promise((r) => setTimeout(r, 60));
            const y = window.scrollY;
            if (y === last && inView()) return;
            last = y;
          }
        });
        const state = await page.evaluate(() => {
          const el = document.activeElement;
          const header = document.querySelector("body > header");
          if (
            !el ||
            el === document.body ||
            !header ||
            header.contains(el) ||
            getComputedStyle(el).position === "fixed"
          )
            return null;
          const r = el.getBoundingClientRect();
          const name = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
          return {
            name,
            top: r.top,
            headerBottom: header.getBoundingClientRect().bottom,
            inMain: Boolean(el.closest("main")),
          };
        });
        if (state?.inMain) inMain++;
        if (state && state.top < state.headerBottom - 1)
          hidden.push(`${state.name} top ${Math.round(state.top)} < header ${Math.round(state.headerBottom)}`);
      }
      expect(inMain, "focus stops checked inside main").toBeGreaterThan(5);
      expect(hidden, "focused elements (partly) under the sticky header").toEqual([]);
    });
  });
});

/* ------------------------------------------------------------------------------------------ */
/* Motion                                                                                      */
/* ------------------------------------------------------------------------------------------ */

const MOTION_PAGES = ["/", "/about_us", PORTFOLIO_DETAIL, ENTERPRISE_PAGE];

// The motion checks mostly wait on timers, so they run side by side, each in its own page.
describe.concurrent("motion under prefers-reduced-motion: reduce", () => {
  it.each([
    ["desktop", () => desktopReduced],
    ["phone", () => phoneReduced],
  ] as const)("nothing loops and no slide moves by itself (%s)", async (_name, context) => {
    const pages = await Promise.all(MOTION_PAGES.map(() => newPage(context())));
    try {
      await Promise.all(pages.map(({ page }, i) => visit(page, MOTION_PAGES[i]!)));
      const before = await Promise.all(pages.map(({ page }) => motionSnapshot(page)));
      // Collected, then asserted once: these tests run concurrently, so no soft expectations.
      const problems: Record<string, unknown> = {};
      for (const [i, { page }] of pages.entries()) {
        const looping = await runningInfiniteAnimations(page);
        if (looping.length) problems[`infinite animations on ${MOTION_PAGES[i]}`] = looping;
      }
      await pages[0]!.page.waitForTimeout(STILL_MS);
      for (const [i, { page, consoleErrors }] of pages.entries()) {
        const moved = snapshotDiff(before[i]!, await motionSnapshot(page));
        if (moved.length) problems[`moved by itself on ${MOTION_PAGES[i]}`] = moved;
        if (consoleErrors.length) problems[`console errors on ${MOTION_PAGES[i]}`] = consoleErrors;
      }
      expect(problems).toEqual({});
    } finally {
      await Promise.all(pages.map(({ page }) => page.close()));
    }
  });
});

/** The x position of an element's box, rounded to a tenth of a pixel. */
const xOf = (target: Locator) => target.evaluate((el) => Math.round(el.getBoundingClientRect().x * 10) / 10);

/** True when the element's box moves within ~0.8 s. */
async function moves(page: Page, target: Locator) {
  const start = await xOf(target);
  for (let i = 0; i < 8; i++) {
    await page.waitForTimeout(100);
    if ((await xOf(target)) !== start) return true;
  }
  return false;
}

/** Marks and returns the pause button that belongs to the moving element (the nearest one up the tree). */
async function pauseButtonFor(page: Page, target: Locator, key: string) {
  const found = await target.evaluate((el, mark) => {
    for (let node = el.parentElement; node; node = node.parentElement) {
      const button = [...node.querySelectorAll("button")].find((b) => /^Pause\b/.test(b.textContent?.trim() ?? ""));
      if (button) {
        button.setAttribute("data-a11y-pause", mark);
        return true;
      }
    }
    return false;
  }, key);
  return found ? page.locator(`[data-a11y-pause="${key}"]`) : null;
}

describe("motion: every marquee has a pause control that stops it", () => {
  it.each(["/", "/about_us", ENTERPRISE_PAGE])(
    "marquees on %s: moving, visible pause stops them, hover pauses",
    async (path) => {
      await withPage(desktop, path, async ({ page }) => {
        await pointerAway(page);
        const marquees = page.locator('[class*="animate-marquee"]');
        const count = await marquees.count();
        expect(count, "auto-moving bands on the page").toBeGreaterThan(0);
        expect((await runningInfiniteAnimations(page)).length).toBe(count);
        for (let i = 0; i < count; i++) {
          const band = marquees.nth(i);
          // (Playwright's own scrolling waits for the element to stand still, which a marquee never does.)
          await band.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
          expect(await moves(page, band), `band ${i} moves`).toBe(true);

          // Hover pauses it.
          const box = (await band.evaluate((el) => el.parentElement!.getBoundingClientRect().toJSON())) as DOMRect;
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          expect(await moves(page, band), `band ${i} stands still under the pointer`).toBe(false);
          await pointerAway(page);
          expect(await moves(page, band), `band ${i} moves again after hover`).toBe(true);

          const pause = await pauseButtonFor(page, band, `m${i}`);
          expect(pause, `band ${i} has a pause button`).not.toBeNull();
          expect(await pause!.isVisible()).toBe(true);
          await pause!.click();
          await pointerAway(page);
          await blurActive(page);
          expect(await pause!.getAttribute("aria-pressed")).toBe("true");
          expect(await moves(page, band), `band ${i} stops when paused`).toBe(false);
          await pause!.click();
          await pointerAway(page);
          await blurActive(page);
          expect(await moves(page, band), `band ${i} resumes`).toBe(true);
        }
      });
    },
  );
});

/**
 * Like withPage, in a context of its own whose timers are Playwright's fake clock (the clock
 * belongs to the context): the sliders advance on setInterval (app/lib/motion.ts), so the
 * test steps their time instead of waiting it out. The clock runs normally until pauseClock.
 */
async function withClockPage(
  viewport: { width: number; height: number },
  path: string,
  body: (t: Tracked) => Promise<void>,
) {
  const context = await suite.browser.newContext({ viewport, reducedMotion: "no-preference" });
  try {
    await context.clock.install();
    await withPage(context, path, async (tracked) => {
      await pauseClock(tracked.page);
      await body(tracked);
    });
  } finally {
    await context.close();
  }
}

describe.concurrent("motion: every slider has a pause control that stops it", () => {
  it("about gallery sliders advance, and their pause buttons stop them", async () => {
    await withClockPage(DESKTOP, "/about_us", async ({ page }) => {
      await pointerAway(page);
      const galleries = page.locator("[data-gallery-slider]");
      const count = await galleries.count();
      expect(count).toBe(4);
      const counterOf = (i: number) => galleries.nth(i).locator("p span").innerText();
      const counters = () => Promise.all([...Array(count).keys()].map(counterOf));
      const first = await counters();
      // Each advances within its delay (2000–5000 ms). Looked at every 100 ms, as a gallery that
      // has advanced a few times can be back at its first slide by the time the slowest moves.
      const advanced = first.map(() => false);
      await stepUntil(
        page,
        async () => {
          (await counters()).forEach((counter, i) => (advanced[i] ||= counter !== first[i]));
          return advanced.every(Boolean);
        },
        7000,
      );
      for (let i = 0; i < count; i++) expect(advanced[i], `gallery ${i} advanced`).toBe(true);
      for (let i = 0; i < count; i++) {
        const pause = galleries.nth(i).getByRole("button", { name: /^Pause/ });
        expect(await pause.isVisible()).toBe(true);
        await pause.click();
      }
      await pointerAway(page);
      await blurActive(page);
      const paused = await counters();
      await page.clock.runFor(5500);
      expect(await counters()).toEqual(paused);
    });
  });

  it("portfolio vertical slider advances; hover and its pause button stop it", async () => {
    await withClockPage(DESKTOP, PORTFOLIO_DETAIL, async ({ page }) => {
      await pointerAway(page);
      const position = page.getByTestId("slider-position");
      const start = await position.innerText();
      expect(
        await stepUntil(page, async () => (await position.innerText()) !== start, 5000),
        "advances on its own",
      ).toBe(true);

      const region = page.locator('section[aria-roledescription="carousel"]');
      await region.hover();
      const hovered = await position.innerText();
      await page.clock.runFor(2600);
      expect(await position.innerText(), "stands still under the pointer").toBe(hovered);
      await pointerAway(page);
      expect(
        await stepUntil(page, async () => (await position.innerText()) !== hovered, 5000),
        "moves again after hover",
      ).toBe(true);

      const pause = page.getByRole("button", { name: "Pause screen slider" });
      expect(await pause.isVisible()).toBe(true);
      await pause.click();
      await pointerAway(page);
      await blurActive(page);
      const paused = await position.innerText();
      await page.clock.runFor(2600);
      expect(await position.innerText(), "stands still when paused").toBe(paused);
    });
  });

  it("phone review rotator advances; focus and its pause button stop it", async () => {
    await withClockPage(PHONE, "/", async ({ page }) => {
      await pointerAway(page);
      const rotator = page.locator('[data-variant="rotator"]');
      const active = () => rotator.locator('[data-state="activeSlide"]').getAttribute("aria-label");
      const start = await active();
      expect(await stepUntil(page, async () => (await active()) !== start, 6000), "advances on its own").toBe(true);

      const pause = rotator.getByRole("button", { name: "Pause reviews" });
      await pause.focus();
      const focused = await active();
      await page.clock.runFor(STILL_MS);
      expect(await active(), "stands still while focus is inside").toBe(focused);

      expect(await pause.isVisible()).toBe(true);
      await page.keyboard.press("Enter");
      await blurActive(page);
      expect(await pause.getAttribute("aria-pressed")).toBe("true");
      const paused = await active();
      await page.clock.runFor(STILL_MS);
      expect(await active(), "stands still when paused").toBe(paused);
    });
  });
});
