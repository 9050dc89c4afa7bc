import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { OWNER_ENV, signInPage } from "../support/admin";
import { scrollsHorizontally, waitForHydration } from "../support/a11y";
import { DESKTOP, PHONE, expectNoAxeViolations, openPage } from "../support/browser";
import { useSiteAndBrowser } from "../support/site-browser";

/**
 * Editing that never loses work (issue 35), in a real browser at phone and desktop widths
 * with axe on each page: a draft saves unfinished (only its name and address must be
 * valid) and Publish names each missing field; Save and Publish show their progress and
 * cannot be pressed twice; a link of the back office asks, in a dialog of our own, before
 * unsaved changes are lost (closing the tab gets the browser's question); Restore asks
 * first and puts the old version into a draft; the post preview survives a list action.
 */

const suite = useSiteAndBrowser({ ...OWNER_ENV });

async function signedIn(viewport: typeof PHONE | typeof DESKTOP) {
  const opened = await openPage(suite.browser, viewport);
  await signInPage(opened.page, suite.site.url);
  return opened;
}

/** The post to `path` (or its `.data`, as the router posts it) is held until `release()`: what the page shows meanwhile can be read at leisure. */
async function holdPost(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = new Promise<void>((resolve) => {
    void page.route(
      (url) => url.pathname === path || url.pathname === `${path}.data`,
      async (route: Route) => {
        if (route.request().method() !== "POST") return route.continue();
        resolve();
        await released;
        await route.continue();
      },
    );
  });
  return { held, release };
}

/** The sidebar's link on a wide screen; on a phone the menu opens first. */
async function menuLink(page: Page, name: string) {
  const link = page.getByRole("navigation").getByRole("link", { name, exact: true }).filter({ visible: true });
  if ((await link.count()) === 0) await page.getByText("Menu", { exact: true }).click();
  return link.first();
}

// Each flow runs at one width (the drafts at a phone's, the restore at a desktop's) with axe on
// every state; the leave guard at both, as the menu differs. The back office's pages at both
// widths are in admin-accounts.test.ts.
describe(`drafts at ${PHONE.width} px`, () => {
  const width = PHONE.width;
  it("saves a new project with only its name as a draft, keeps it over a reload, and names each missing field at Publish", async () => {
    const { page, context, consoleErrors } = await signedIn(PHONE);
    const name = `Half-built app ${width}`;
    const slug = `half-built-app-${width}`;
    await page.goto(`${suite.site.url}/admin/content/projects/new`);
    await waitForHydration(page);
    await page.getByLabel("Project name", { exact: true }).fill(name);
    await expectNoAxeViolations(page);

    // Save draft shows its progress and cannot be pressed twice while it runs.
    const post = await holdPost(page, "/admin/content/projects/new");
    await page.getByRole("button", { name: "Save draft" }).click();
    await post.held;
    const saving = page.getByRole("button", { name: "Saving…" });
    expect(await saving.isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Publish", exact: true }).isDisabled()).toBe(true);
    post.release();

    await page.waitForURL(`**/admin/content/projects/${slug}`);
    const status = page.getByRole("status");
    await expect.poll(() => status.first().innerText()).toMatch(/Draft saved\. It needs \d+ more fields/);
    expect(await page.locator("#error-summary").count()).toBe(0);

    // Reloaded (any instance reads the draft from the database): the name is there, and what is left is counted.
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByLabel("Project name", { exact: true }).inputValue()).toBe(name);
    expect(await page.getByText(/^Unfinished: \d+ fields to fill in before publishing$/).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Preview the draft" }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // Publish checks everything and names each missing field, in words; the draft is kept.
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const summary = page.locator("#error-summary");
    await expect.poll(() => summary.isVisible()).toBe(true);
    const text = await summary.innerText();
    expect(text).toContain("Not published yet: some fields need filling in");
    expect(text).toContain("Your changes are saved as a draft");
    for (const field of ["Client company", "Summary", "Project page"])
      expect(await summary.getByRole("link", { name: new RegExp(`^${field}`) }).count()).toBeGreaterThan(0);
    expect(await summary.getByRole("link", { name: "Project name", exact: true }).count()).toBe(0);
    expect(await page.locator("main").innerText()).not.toMatch(/expected|Too small|received undefined/);
    await expectNoAxeViolations(page);
    const live = await fetch(`${suite.site.url}/portfolio/${slug}`);
    expect(live.status).toBe(404);

    // The list shows the unfinished draft with what it still needs.
    await page.goto(`${suite.site.url}/admin/content/projects?q=${encodeURIComponent(name)}`);
    const row = page.getByRole("row").filter({ hasText: name });
    expect(await row.innerText()).toMatch(/Unfinished: \d+ fields to fill in/);
    await expectNoAxeViolations(page);
    expect(await scrollsHorizontally(page)).toBe(false);
    // The refused Publish answers 400 (the browser logs that), and nothing else went wrong.
    expect(consoleErrors.filter((e) => !e.includes("status of 400"))).toEqual([]);
    await context.close();
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  const width = viewport.width;
  describe(`leaving unsaved work at ${width} px`, () => {
    it("asks in its own dialog before a menu link throws away an edit, and the browser asks before the tab closes", async () => {
      const { page, context, consoleErrors } = await signedIn(viewport);
      const editor = `${suite.site.url}/admin/content/seo/about_us`;
      await page.goto(editor);
      await waitForHydration(page);
      const title = page.getByLabel("Title", { exact: true });
      await title.fill(`About us, edited at ${width}`);

      const asked: string[] = [];
      page.on("dialog", (d) => (asked.push(d.type()), void d.dismiss()));
      await (await menuLink(page, "Media")).click();
      const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await expectNoAxeViolations(page);
      // Staying keeps the edit, on the same page.
      await dialog.getByRole("button", { name: "Stay and keep editing" }).click();
      expect(await dialog.isVisible()).toBe(false);
      expect(page.url()).toBe(editor);
      expect(await title.inputValue()).toBe(`About us, edited at ${width}`);
      // Asked again, leaving goes where the link led, without the browser's question on top.
      await (await menuLink(page, "Media")).click();
      await Promise.all([
        page.waitForURL("**/admin/media"),
        dialog.getByRole("button", { name: "Leave without saving" }).click(),
      ]);
      expect(asked).toEqual([]);

      // Leaving other than by a link (closing, reloading, typing an address): the browser's own question; dismissed, the edit stays.
      await page.goto(editor);
      await waitForHydration(page);
      await page.getByLabel("Title", { exact: true }).fill("About us, about to be left");
      void page.evaluate(() => location.assign("/admin/media")).catch(() => {});
      await expect.poll(() => asked).toEqual(["beforeunload"]);
      expect(page.url()).toBe(editor);
      expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("About us, about to be left");
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  });
}

describe("history", () => {
  const viewport = DESKTOP;
  it(`restores an older version into a draft after asking, at ${viewport.width} px`, async () => {
    const { page, context, consoleErrors } = await signedIn(viewport);
    const id = "amit-verma";
    const editor = `${suite.site.url}/admin/content/testimonials/${id}`;
    await page.goto(editor);
    await waitForHydration(page);
    const quote = page.getByLabel("Quote", { exact: true });
    // Two versions published: the first is the one to come back.
    const first = `The first words, published at ${viewport.width} px.`;
    const second = `The second words, published at ${viewport.width} px.`;
    for (const words of [first, second]) {
      await page.getByLabel("Quote", { exact: true }).fill(words);
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect.poll(() => page.getByRole("status").first().innerText()).toContain("Published");
      await expect.poll(() => quote.inputValue()).toBe(words);
    }

    // The history names the field by its label, with the time in India time.
    const history = page.getByRole("region", { name: "History" });
    const entry = history.getByRole("listitem").first();
    expect(await entry.innerText()).toContain("IST");
    await entry.getByText("1 field changed").click();
    expect(await entry.getByRole("rowheader", { name: "Quote", exact: true }).count()).toBe(1);

    // Restore asks first, saying what changes; nothing is restored until confirmed.
    await history
      .getByRole("link", { name: /^Restore this version/ })
      .first()
      .click();
    const confirm = page.getByRole("region", { name: /^Restore the version of .* IST\?$/ });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    expect(await confirm.innerText()).toContain(first);
    expect(await page.getByLabel("Quote", { exact: true }).inputValue()).toBe(second);
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "Restore into a draft" }).click();
    await expect.poll(() => page.getByRole("status").first().innerText()).toContain("Restored into a draft");
    expect(await page.getByLabel("Quote", { exact: true }).inputValue()).toBe(first);
    expect(await page.getByText("Draft: unpublished changes").count()).toBeGreaterThan(0);
    // The site still shows the published words until the draft is published.
    const home = await (await fetch(`${suite.site.url}/`)).text();
    expect(home).toContain(second);
    expect(home).not.toContain(first);
    await expectNoAxeViolations(page);
    expect(await scrollsHorizontally(page)).toBe(false);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe("the post preview", () => {
  it("keeps showing the text being written after a list action (Add tag)", async () => {
    const { page, context, consoleErrors } = await signedIn(DESKTOP);
    await page.goto(`${suite.site.url}/admin/content/posts/new`);
    await waitForHydration(page);
    // A new post starts as a draft.
    expect(await page.getByLabel("Status", { exact: true }).inputValue()).toBe("draft");
    await page.getByLabel("Text", { exact: true }).fill("Seven words of a post in progress.");
    const stats = page.locator("[data-post-stats]");
    await expect.poll(() => stats.innerText(), { timeout: 10_000 }).toMatch(/^7 words/);
    await page.getByRole("button", { name: "Add tag" }).click();
    await expect.poll(() => page.getByRole("group", { name: "Tags" }).getByRole("textbox").count()).toBe(2);
    expect(await stats.innerText()).toMatch(/^7 words/);
    // And it follows the text again after the fields were drawn anew.
    await page.getByLabel("Text", { exact: true }).fill("Seven words of a post in progress. Two more.");
    await expect.poll(() => stats.innerText(), { timeout: 10_000 }).toMatch(/^9 words/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
