import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { OWNER_ENV, signInPage } from "../support/admin";
import { DESKTOP, PHONE, expectNoAxeViolations, openPage } from "../support/browser";
import { scrollsHorizontally, waitForHydration } from "../support/a11y";
import { useSiteAndBrowser } from "../support/site-browser";

/**
 * Writing a post in the back office, as an editor in a real browser: the preview beside
 * the text looks exactly like the published post (its stylesheet and body element), with
 * the word count and reading time; "Insert image" uploads or picks and puts the Markdown at
 * the cursor; drafts save themselves (never publishing); leaving with unsaved changes asks.
 */

const suite = useSiteAndBrowser({ ...OWNER_ENV });
const dir = mkdtempSync(path.join(tmpdir(), "post-editor-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const POST = "custom-business-app-cost-india";
const EDITOR = `/admin/content/posts/${POST}`;

/** What decides how an element looks, as computed. */
const looks = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const s = getComputedStyle(el);
      return [
        s.fontFamily,
        s.fontSize,
        s.fontWeight,
        s.lineHeight,
        s.color,
        s.backgroundColor,
        s.paddingLeft,
        s.borderBottomWidth,
        s.borderBottomColor,
        s.marginTop,
      ];
    });

describe("the post editor", () => {
  it("previews the body beside the text, styled as the published post, with words and reading time", async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, DESKTOP);
    await signInPage(page, suite.site.url);
    await page.goto(`${suite.site.url}/blog/${POST}`);
    const publicTable = await looks(page, "article .prose-post th");
    const publicHeading = await looks(page, "article .prose-post h2");
    const publicReading = await page
      .locator("article header")
      .getByText(/min read/)
      .innerText();

    await page.goto(`${suite.site.url}${EDITOR}`);
    await waitForHydration(page);
    const preview = page.getByRole("region", { name: "Preview", exact: true });
    // Beside the fields on a wide screen.
    const fields = await page.getByRole("region", { name: "Fields" }).boundingBox();
    const beside = await preview.boundingBox();
    expect(beside!.x).toBeGreaterThan(fields!.x + fields!.width - 1);
    expect(beside!.y).toBeLessThan(fields!.y + 50);

    expect(await looks(page, "[data-post-preview] .prose-post th")).toEqual(publicTable);
    expect(await looks(page, "[data-post-preview] .prose-post h2")).toEqual(publicHeading);
    // Table cells are cells, not a run of words.
    const firstRow = await preview.locator("tbody tr").first().locator("td").allInnerTexts();
    expect(firstRow.length).toBeGreaterThan(1);
    expect(await preview.innerText()).not.toContain(firstRow.join(""));
    expect(await preview.locator(".post-table[role=region]").count()).toBeGreaterThan(0);

    const stats = page.locator("[data-post-stats]");
    expect(await stats.innerText()).toMatch(/^[\d,]+ words · \d+ min read$/);
    expect(await stats.innerText()).toContain(publicReading);

    // Typing updates the preview and the count.
    const body = page.getByLabel("Text", { exact: true });
    const before = await stats.innerText();
    await body.press("End");
    await body.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(el.value.length, el.value.length));
    await body.pressSequentially("\n\n## A heading typed just now\n\nThree more words.");
    await expect
      .poll(() => preview.getByRole("heading", { name: "A heading typed just now" }).count(), { timeout: 10_000 })
      .toBe(1);
    await expect.poll(() => stats.innerText()).not.toBe(before);

    expect(await scrollsHorizontally(page)).toBe(false);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("inserts an image at the cursor, saves the draft by itself, and asks before leaving unsaved changes", async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, PHONE);
    // A fake clock that runs with real time, so the autosave's 10 s can be skipped below.
    await page.clock.install();
    await signInPage(page, suite.site.url);
    await page.goto(`${suite.site.url}${EDITOR}`);
    await waitForHydration(page);
    const body = page.getByLabel("Text", { exact: true });
    const original = await body.inputValue();
    const cursor = original.indexOf("\n\n") + 2;
    await body.evaluate((el: HTMLTextAreaElement, at) => (el.focus(), el.setSelectionRange(at, at)), cursor);

    // Upload from the dialog: the Markdown lands where the cursor was.
    const file = path.join(dir, "team.png");
    await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 90, g: 30, b: 120 } } })
      .png()
      .toFile(file);
    await page.getByRole("button", { name: "Insert image" }).click();
    const dialog = page.getByRole("dialog", { name: "Insert an image at the cursor" });
    await dialog.getByLabel("Upload a new image").setInputFiles(file);
    await dialog.getByLabel("Alt text for the library").fill("The team at the whiteboard");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const inserted = await body.inputValue();
    const markdown = /!\[The team at the whiteboard\]\(\/media\/[a-f0-9]{20}-800\.webp\)\n/.exec(inserted)?.[0];
    expect(markdown).toBeDefined();
    expect(inserted.slice(0, cursor)).toBe(original.slice(0, cursor));
    expect(inserted.slice(cursor, cursor + markdown!.length)).toBe(markdown);
    expect(inserted.slice(cursor + markdown!.length)).toBe(original.slice(cursor));

    // Pick from the library (searched): at the cursor again, here the very start.
    await body.evaluate((el: HTMLTextAreaElement) => (el.focus(), el.setSelectionRange(0, 0)));
    await page.getByRole("button", { name: "Insert image" }).click();
    await dialog.getByLabel("Search the library by alt text").fill("whiteboard");
    await dialog.getByRole("button", { name: "The team at the whiteboard" }).click();
    expect((await body.inputValue()).startsWith(markdown!)).toBe(true);
    const preview = page.getByRole("region", { name: "Preview", exact: true });
    await expect
      .poll(() => preview.locator('img[alt="The team at the whiteboard"]').count(), { timeout: 10_000 })
      .toBe(2);

    // Autosave: "Draft saved at …" 10 s after the first change (skipped ahead), and the draft holds
    // the text; nothing is published.
    const status = page.locator("[data-autosave]");
    await page.clock.fastForward(10_000);
    await expect.poll(() => status.innerText(), { timeout: 10_000 }).toMatch(/^Draft saved at \d\d:\d\d$/);
    const saved = await body.inputValue();
    await page.reload();
    // As saved (the stored text has no trailing line break).
    expect((await page.getByLabel("Text", { exact: true }).inputValue()).trimEnd()).toBe(saved.trimEnd());
    // The state shows in the heading's facts and in the action bar.
    expect(await page.getByText("Draft: unpublished changes").count()).toBeGreaterThan(0);
    expect(await (await fetch(`${suite.site.url}/blog/${POST}`)).text()).not.toContain("The team at the whiteboard");

    // Unsaved changes: a link of the back office asks first (a dialog of our own), and staying keeps them.
    await waitForHydration(page);
    await page.getByLabel("Text", { exact: true }).pressSequentially(" More.");
    await page.getByRole("link", { name: "Blog posts" }).first().click();
    const leave = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect.poll(() => leave.isVisible()).toBe(true);
    await leave.getByRole("button", { name: "Stay and keep editing" }).click();
    expect(new URL(page.url()).pathname).toBe(EDITOR);
    expect(await page.getByLabel("Text", { exact: true }).inputValue()).toContain(" More.");

    expect(await scrollsHorizontally(page)).toBe(false);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("without scripts, shows the saved draft's preview after saving; a new post takes its slug as its id", async () => {
    const { page, context } = await openPage(suite.browser, PHONE, { javaScriptEnabled: false });
    await signInPage(page, suite.site.url);
    await page.goto(`${suite.site.url}${EDITOR}`);
    const body = page.getByLabel("Text", { exact: true });
    await body.fill(`${await body.inputValue()}\n\n## Written without scripts\n`);
    await page.getByRole("button", { name: "Save draft" }).click();
    expect(await page.getByRole("status").innerText()).toContain("Draft saved");
    const preview = page.getByRole("region", { name: "Preview", exact: true });
    expect(await preview.getByRole("heading", { name: "Written without scripts" }).count()).toBe(1);
    expect(await page.locator("[data-post-stats]").innerText()).toMatch(/words · \d+ min read/);

    // A new post needs no id of its own: left empty, it is the slug.
    await page.goto(`${suite.site.url}/admin/content/posts/new`);
    await page.getByLabel("Address", { exact: true }).fill("written-without-an-id");
    await page.getByLabel("Title", { exact: true }).fill("Written without an id");
    await page
      .getByLabel("Summary", { exact: true })
      .fill("A post saved with no id typed: the editor gives it its slug as the id.");
    await page.getByLabel("Text", { exact: true }).fill("Some words.");
    await page.getByRole("group", { name: "Tags" }).getByRole("textbox").first().fill("notes");
    await page.getByRole("button", { name: "Save draft" }).click();
    expect(await page.getByRole("status").innerText()).toContain("Draft saved");
    expect(new URL(page.url()).pathname).toBe("/admin/content/posts/written-without-an-id");
    await context.close();
  });
});
