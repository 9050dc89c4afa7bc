import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { enterpriseFeaturePath, enterpriseFeatures } from "#shared/content/enterprise";
import { faqLabels, faqs } from "#shared/content/faqs";
import type { Faq } from "#shared/content/schemas/faqs";
import { products } from "#shared/content/products";
import { services } from "#shared/content/services";
import { faqsFor } from "#shared/lib/faqs";
import { DESKTOP, expectNoAxeViolations, HYDRATED, holdScripts, openTab, PHONE } from "../support/browser";
import { textOf } from "../support/html";
import { useSiteAndBrowser } from "../support/site-browser";

const suite = useSiteAndBrowser();

/** One page of each kind for the browser checks; the server HTML of every page is read below. */
const SAMPLES = [
  "/services/cloud_computing_service",
  "/product/hisab_book",
  "/product/enterprise-management/retail-management",
] as const;
const EVERY_PAGE = [
  ...services.map((s) => `/services/${s.slug}`),
  ...products.map((p) => `/product/${p.route}`),
  ...enterpriseFeatures.map(enterpriseFeaturePath),
];

const questionsOf = (path: string): Faq[] => {
  const list = faqsFor(faqs, path);
  expect(list.length, path).toBeGreaterThanOrEqual(3);
  return list;
};
const paragraphsOf = (answer: string) => answer.split("\n\n");

/**
 * A question's button: its <summary> (a button with an expanded state to screen readers;
 * Playwright's role engine does not map <summary>, so find it by tag, as about.test.ts does).
 */
const summaryOf = (page: Page, faq: Faq) => page.locator(`#faq-${faq.id} > summary`);
const isOpen = (page: Page, faq: Faq) => page.locator(`#faq-${faq.id}`).evaluate((d) => (d as HTMLDetailsElement).open);
const answerVisible = (page: Page, faq: Faq) =>
  page.locator(`#faq-${faq.id}`).getByText(paragraphsOf(faq.answer)[0]!).isVisible();

type GraphNode = {
  "@type": string;
  mainEntity?: { "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }[];
};
const jsonLdNodes = (html: string): GraphNode[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    (m) => (JSON.parse(m[1]!) as { "@graph": GraphNode[] })["@graph"],
  );

describe("FAQs: server HTML", () => {
  it.each(EVERY_PAGE)("%s has its questions, closed, with every answer and FAQPage data", async (path) => {
    const res = await fetch(`${suite.site.url}${path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const text = textOf(html);
    const list = questionsOf(path);

    expect(
      [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].filter((m) => textOf(m[1]!).trim() === faqLabels.heading),
    ).toHaveLength(1);
    for (const faq of list) {
      expect(html).toMatch(new RegExp(`<details[^>]*\\sid="faq-${faq.id}"`));
      expect(text).toContain(faq.question);
      for (const paragraph of paragraphsOf(faq.answer)) expect(text).toContain(paragraph);
    }
    expect(html).not.toMatch(/<details[^>]*\sopen/);
    // No other page's question slipped in.
    for (const faq of faqs.filter((f) => f.page !== path)) expect(html).not.toContain(`id="faq-${faq.id}"`);

    const faqPages = jsonLdNodes(html).filter((n) => n["@type"] === "FAQPage");
    expect(faqPages).toHaveLength(1);
    expect(
      faqPages[0]!.mainEntity!.map((q) => [q["@type"], q.name, q.acceptedAnswer["@type"], q.acceptedAnswer.text]),
    ).toEqual(list.map((f) => ["Question", f.question, "Answer", f.answer]));
  });

  it("pages without questions have no FAQ section and no FAQPage data", async () => {
    for (const path of ["/", "/about_us", "/services", "/product"]) {
      const html = await (await fetch(`${suite.site.url}${path}`)).text();
      expect(html, path).not.toContain('data-section="faqs"');
      expect(
        jsonLdNodes(html).some((n) => n["@type"] === "FAQPage"),
        path,
      ).toBe(false);
    }
  });
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("FAQs at %s width", (_name, viewport) => {
  it.each(SAMPLES)(
    "%s: heading and questions visible, an item opens on click, no overflow, no axe violations",
    async (path) => {
      const { page, consoleErrors } = await openTab(suite.browser, viewport);
      try {
        await page.goto(`${suite.site.url}${path}`, { waitUntil: "networkidle" });
        const heading = page.getByRole("heading", { level: 2, name: faqLabels.heading, exact: true });
        expect(await heading.count()).toBe(1);
        const list = questionsOf(path);
        for (const faq of list) expect(await summaryOf(page, faq).innerText()).toBe(faq.question);

        const faq = list[1]!;
        await summaryOf(page, faq).scrollIntoViewIfNeeded();
        expect(await answerVisible(page, faq)).toBe(false);
        await summaryOf(page, faq).click();
        expect(await isOpen(page, faq)).toBe(true);
        expect(await answerVisible(page, faq)).toBe(true);
        expect(await page.locator(`#faq-${faq.id} p`).count()).toBe(paragraphsOf(faq.answer).length);

        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await expectNoAxeViolations(page);

        await summaryOf(page, faq).click();
        expect(await isOpen(page, faq)).toBe(false);
        expect(consoleErrors).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});

describe("FAQs: behaviour", () => {
  it("a question opens and closes from the keyboard (Enter and Space), with a visible focus ring", async () => {
    const { page } = await openTab(suite.browser, PHONE);
    try {
      await page.goto(`${suite.site.url}${SAMPLES[0]}`, { waitUntil: "networkidle" });
      const [first, second] = questionsOf(SAMPLES[0]);
      await summaryOf(page, first!).focus();
      await page.keyboard.press("Tab");
      expect(
        await summaryOf(page, second!).evaluate((s) => s === document.activeElement && s.matches(":focus-visible")),
      ).toBe(true);
      expect(await summaryOf(page, second!).evaluate((s) => getComputedStyle(s).outlineStyle)).toBe("solid");
      await page.keyboard.press("Enter");
      expect(await isOpen(page, second!)).toBe(true);
      expect(await answerVisible(page, second!)).toBe(true);
      await page.keyboard.press(" ");
      expect(await isOpen(page, second!)).toBe(false);
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press(" ");
      expect(await isOpen(page, first!)).toBe(true);
    } finally {
      await page.close();
    }
  });

  it("without JavaScript every answer still opens", async () => {
    const { page } = await openTab(suite.browser, PHONE, { javaScriptEnabled: false });
    try {
      for (const path of SAMPLES) {
        await page.goto(`${suite.site.url}${path}`);
        const faq = questionsOf(path).at(-1)!;
        expect(await answerVisible(page, faq)).toBe(false);
        await summaryOf(page, faq).click();
        expect(await answerVisible(page, faq), path).toBe(true);
      }
    } finally {
      await page.close();
    }
  });

  it("a question opens before the section's code has loaded (an island), and stays open once it has", async () => {
    const { page, consoleErrors } = await openTab(suite.browser, PHONE);
    try {
      const { release, requested } = await holdScripts(page, /^\/assets\/Faqs-[\w-]+\.js$/);
      const path = SAMPLES[1];
      await page.goto(`${suite.site.url}${path}`);
      // The page has hydrated, the FAQ island has not: its code is asked for and held.
      await page.waitForFunction(() => document.documentElement.dataset.islands === "pending", null, HYDRATED);
      await expect.poll(() => requested.length, HYDRATED).toBeGreaterThan(0);

      const faq = questionsOf(path)[0]!;
      await summaryOf(page, faq).click();
      expect(await isOpen(page, faq)).toBe(true);
      expect(await answerVisible(page, faq)).toBe(true);

      release();
      await page.waitForFunction(() => document.documentElement.dataset.islands === "hydrated", null, HYDRATED);
      expect(await isOpen(page, faq)).toBe(true);
      await summaryOf(page, faq).click();
      expect(await isOpen(page, faq)).toBe(false);
      expect(consoleErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("a link to a question (#faq-…) opens it", async () => {
    const { page } = await openTab(suite.browser, DESKTOP);
    try {
      const path = SAMPLES[2];
      const faq = questionsOf(path)[2]!;
      await page.goto(`${suite.site.url}${path}#faq-${faq.id}`, { waitUntil: "networkidle" });
      await expect.poll(() => isOpen(page, faq)).toBe(true);
      expect(await answerVisible(page, faq)).toBe(true);
    } finally {
      await page.close();
    }
  });
});
