import { beforeAll, describe, expect, it } from "vitest";
import { OWNER_ENV, addAccounts, signInPage } from "../support/admin";
import { DESKTOP, PHONE, expectNoAxeViolations, openPage } from "../support/browser";
import { scrollsHorizontally, waitForHydration } from "../support/a11y";
import { useSiteAndBrowser } from "../support/site-browser";

/**
 * The content lists as an editor: search by title (with and without JavaScript), the
 * status filter, paging, titles before paths, and cards on a phone without sideways
 * scrolling; axe at both widths.
 */

const suite = useSiteAndBrowser({ ...OWNER_ENV });
const EDITOR = { email: "editor.lists@example.com", password: "lantern-orchid-pebble-62" };

beforeAll(async () => {
  await addAccounts(suite.site.dataDir, { editor: EDITOR }, "Lists");
});

const ABOUT_TITLE = "About Us: Our Story and Founder | Reptile Technologies";

describe("content lists", () => {
  it("finds an SEO record by its title, filters by status and pages through the list (desktop, with JavaScript)", async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, DESKTOP);
    await signInPage(page, suite.site.url, EDITOR);
    await page.goto(`${suite.site.url}/admin/content/seo`);
    await waitForHydration(page);
    // Titles first, the path under them; 54+ records on pages of 20.
    expect(await page.getByRole("link", { name: ABOUT_TITLE }).count()).toBe(1);
    expect(await page.getByRole("navigation", { name: "Pages" }).innerText()).toMatch(/Page 1 of \d/);
    await expectNoAxeViolations(page);

    const firstRows = await page.locator("tbody tr").allInnerTexts();
    await page.getByRole("link", { name: "Next page" }).click();
    await page.waitForURL(/page=2/);
    expect(await page.getByRole("navigation", { name: "Pages" }).innerText()).toMatch(/Page 2 of \d/);
    expect(await page.locator("tbody tr").allInnerTexts()).not.toEqual(firstRows);

    await page.getByRole("searchbox", { name: "Search" }).fill("our story founder");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/q=our/);
    expect(await page.locator("tbody tr").count()).toBe(1);
    expect(await page.locator("tbody tr").innerText()).toContain("/about_us");

    // A draft of one record: the status filter finds it, and only it; the editor's name shows.
    await page.getByRole("link", { name: ABOUT_TITLE }).click();
    await page.getByLabel("Keywords", { exact: true }).fill("about us, our team, our story, founder");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect.poll(() => page.getByRole("status").first().innerText()).toContain("Draft saved");
    await page.goto(`${suite.site.url}/admin/content/seo?status=draft`);
    expect(await page.locator("tbody tr").count()).toBe(1);
    const row = await page.locator("tbody tr").innerText();
    expect(row).toContain(ABOUT_TITLE);
    expect(row).toContain("Draft");
    expect(row).toContain("Lists editor");
    await page.goto(`${suite.site.url}/admin/content/seo?status=hidden`);
    expect(await page.getByText("No record matches").count()).toBe(1);
    await expectNoAxeViolations(page);

    // The overview searches every collection.
    await page.goto(`${suite.site.url}/admin/content?q=${encodeURIComponent("our story founder")}`);
    expect(await page.getByRole("link", { name: ABOUT_TITLE }).count()).toBe(1);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("searches without JavaScript", async () => {
    const { page, context } = await openPage(suite.browser, PHONE, { javaScriptEnabled: false });
    await signInPage(page, suite.site.url, EDITOR);
    await page.goto(`${suite.site.url}/admin/content/seo`);
    await page.getByRole("searchbox", { name: "Search" }).fill("Story and Founder");
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("edited");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/q=Story/);
    expect(await page.locator("tbody tr").count()).toBe(1);
    expect(await page.getByRole("link", { name: ABOUT_TITLE }).count()).toBe(1);
    await context.close();
  });

  it("shows cards on a phone, with no sideways scrolling", async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, PHONE);
    await signInPage(page, suite.site.url, EDITOR);
    for (const path of ["/admin/content/seo", "/admin/content?q=founder"]) {
      await page.goto(`${suite.site.url}${path}`);
      await waitForHydration(page);
      expect(await scrollsHorizontally(page)).toBe(false);
      // Rows are cards: the header row is only for screen readers.
      expect(
        await page
          .locator("tbody tr")
          .first()
          .evaluate((el) => getComputedStyle(el).display),
      ).toBe("block");
      expect(await page.locator("thead").evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
      await expectNoAxeViolations(page);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
