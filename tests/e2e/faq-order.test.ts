import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { faqs } from "#shared/content/faqs";
import { faqsFor } from "#shared/lib/faqs";
import { OWNER_ENV, signInPage } from "../support/admin";
import { scrollsHorizontally, waitForHydration } from "../support/a11y";
import { DESKTOP, expectNoAxeViolations, openPage, PHONE } from "../support/browser";
import { useSiteAndBrowser } from "../support/site-browser";

/**
 * FAQs in their page (issue 35): an FAQ's page is picked from the pages that show FAQs (not
 * typed), its id is made from its question; the questions of a page are seen in order, with
 * their positions, and moved by keyboard (Up and Down keep the focus, with and without
 * JavaScript) or by dragging, on the FAQs list and in the page's own editor; the public page
 * follows at once. At 390 and 1366 px, with axe on each page.
 */

const suite = useSiteAndBrowser({ ...OWNER_ENV });

const WEB = "/services/web_development";
const TRACKO = "/product/tracko";
const QUESTION = "Can you move our old WordPress site without losing its pages?";

/** The questions of a public page, in the order it shows them. */
async function publicOrder(path: string): Promise<string[]> {
  const html = await (await fetch(`${suite.site.url}${path}`)).text();
  return [...html.matchAll(/<details[^>]*id="faq-([\w-]+)"/g)].map((m) => m[1]!);
}

/** The list of a page's questions in an ordering panel: each item's position and question. */
async function shownOrder(page: Page, name: RegExp): Promise<string[]> {
  const items = page.getByRole("list", { name }).getByRole("listitem");
  return (await items.allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim());
}

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");

describe("FAQs in their page", () => {
  it("picks a new question's page from a list, then moves it by dragging and by keyboard (1366 px, JavaScript)", async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, DESKTOP);
    await signInPage(page, suite.site.url);
    await page.goto(`${suite.site.url}/admin/content/faqs/new`);
    await waitForHydration(page);
    // The page is a choice among the pages that show FAQs, by name; the id is never asked for.
    const pageField = page.getByLabel("Page", { exact: true });
    expect(await pageField.evaluate((s) => s.tagName)).toBe("SELECT");
    expect(await pageField.locator("option", { hasText: "Web Development (service)" }).getAttribute("value")).toBe(WEB);
    expect(await page.getByLabel("ID", { exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await pageField.selectOption({ label: "Web Development (service)" });
    await page.getByLabel("Question", { exact: true }).fill(QUESTION);
    await page
      .getByLabel("Answer", { exact: true })
      .fill("Yes. We move every page and image, keep the addresses that search engines know, and redirect the rest.");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect.poll(() => page.getByRole("status").innerText()).toContain("Published");
    const id = new URL(page.url()).pathname.split("/").at(-1)!;
    expect(id).toBe("can-you-move-our-old-wordpress-site-without-losing-its-pages");

    // The page's questions in order, the new one last, with positions.
    await page.goto(`${suite.site.url}/admin/content/faqs?on=${encodeURIComponent(WEB)}`);
    await waitForHydration(page);
    const list = /^FAQs on this page: Web Development/;
    const before = faqsFor(faqs, WEB).length;
    const order = await shownOrder(page, list);
    expect(order).toHaveLength(before + 1);
    expect(order.at(-1)).toContain(`${before + 1} of ${before + 1}`);
    expect(order.at(-1)).toContain(QUESTION);
    await expectNoAxeViolations(page);

    // With a mouse: dragged onto the first question, it takes its place.
    const items = page.getByRole("list", { name: list }).getByRole("listitem");
    await items.filter({ hasText: QUESTION }).dragTo(items.first());
    await expect.poll(() => shownOrder(page, list).then((o) => o[0])).toContain(QUESTION);
    expect(await page.getByRole("status").innerText()).toContain(`is now 1 of ${before + 1}`);
    expect((await publicOrder(WEB))[0]).toBe(id);

    // By keyboard: Down twice; the focus stays on the question's Down button.
    const down = page.getByRole("button", { name: `Move “${QUESTION}” down` });
    await down.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => shownOrder(page, list).then((o) => o[1])).toContain(QUESTION);
    expect(await page.getByRole("status").innerText()).toContain(`is now 2 of ${before + 1}`);
    await expect.poll(() => focusedLabel(page)).toBe(`Move “${QUESTION}” down`);
    await page.keyboard.press("Enter");
    await expect.poll(() => shownOrder(page, list).then((o) => o[2])).toContain(QUESTION);
    expect((await shownOrder(page, list))[2]).toContain(`3 of ${before + 1}`);
    await expect.poll(() => focusedLabel(page)).toBe(`Move “${QUESTION}” down`);
    // The public page shows the new order at once.
    expect((await publicOrder(WEB)).indexOf(id)).toBe(2);
    // The list at a phone's width too.
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    expect(await scrollsHorizontally(page)).toBe(false);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("moves a question from the page's own editor without JavaScript, the focus kept (390 px)", async () => {
    const list = /^FAQs on this page: Tracko/;
    const [first, second] = faqsFor(faqs, TRACKO);
    const firstTitle = first!.question;
    // The page's own editor lists its questions in order (looked at, and audited, with scripts on).
    const looked = await openPage(suite.browser, PHONE);
    await signInPage(looked.page, suite.site.url);
    await looked.page.goto(`${suite.site.url}/admin/content/products/tracko`);
    await waitForHydration(looked.page);
    expect((await shownOrder(looked.page, list))[0]).toContain(firstTitle);
    await expectNoAxeViolations(looked.page);
    expect(await scrollsHorizontally(looked.page)).toBe(false);
    await looked.context.close();

    const { page, context } = await openPage(suite.browser, PHONE, { javaScriptEnabled: false });
    await signInPage(page, suite.site.url);
    await page.goto(`${suite.site.url}/admin/content/products/tracko`);

    await page.getByRole("button", { name: `Move “${firstTitle}” down` }).focus();
    await Promise.all([page.waitForURL(/moved=/), page.keyboard.press("Enter")]);
    // Back in Tracko's editor, the question second now, its Down button focused (the page focuses it itself).
    expect(new URL(page.url()).pathname).toBe("/admin/content/products/tracko");
    const order = await shownOrder(page, list);
    expect(order[0]).toContain(second!.question);
    expect(order[1]).toContain(firstTitle);
    expect(order[1]).toContain(`2 of ${order.length}`);
    expect(await focusedLabel(page)).toBe(`Move “${firstTitle}” down`);
    expect((await publicOrder(TRACKO)).slice(0, 2)).toEqual([second!.id, first!.id]);
    await context.close();
  });
});
