import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { addAccounts, OWNER_ENV, signInPage } from "../support/admin";
import { waitForTransitions } from "../support/a11y";
import { DESKTOP, expectNoAxeViolations, HYDRATED, holdScripts, openPage, PHONE } from "../support/browser";
import { useSiteAndBrowser } from "../support/site-browser";

/**
 * The record editor as an editor uses it, in a real browser at phone and desktop widths,
 * with and without JavaScript: a new project starts blank; a failed save says what to fix
 * in plain words, at the top, with the focus there; a success notice never stays above an
 * error; a publish says truthfully where the record is (or why it is hidden); the address
 * is made from the name; list buttons work and come back to their list.
 */

const suite = useSiteAndBrowser({ ...OWNER_ENV });
const EDITOR = { email: "editor.records@example.com", password: "lantern-quartz-meadow-39" };
beforeAll(async () => {
  await addAccounts(suite.site.dataDir, { editor: EDITOR }, "Records");
});

const VALIDATOR_WORDING =
  /expected|Too small|Too big|>=|must match pattern|received undefined|Invalid input|Invalid string|URL-safe/;

async function editorPage(viewport: typeof PHONE | typeof DESKTOP, javaScriptEnabled = true) {
  const opened = await openPage(suite.browser, viewport, { javaScriptEnabled });
  await signInPage(opened.page, suite.site.url, EDITOR);
  return opened;
}

/** Whether some of the element is on screen. */
async function inView(page: Page, selector: string, height: number) {
  const box = await page.locator(selector).boundingBox();
  return Boolean(box && box.y < height && box.y + box.height > 0);
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");
const summary = (page: Page) => page.locator("#error-summary");
/** The slider images, each folded to its line (a <summary>). */
const sliderImages = (page: Page) =>
  page.locator("#field-detail-sliderImages summary", { hasText: /^Slider image \d/ });
/** Opens a folded slider image (one at a time). */
const openSliderImage = (page: Page, n: number) =>
  page
    .locator("#field-detail-sliderImages summary", { hasText: `Slider image ${n}` })
    .first()
    .click();

/** A new project copied (by the editor's choice) from the first one, so its images are valid. */
async function startFromCopy(page: Page) {
  await page.goto(`${suite.site.url}/admin/content/projects/new`);
  await page.getByLabel("Start from").selectOption({ index: 1 });
  await Promise.all([page.waitForURL(/from=/), page.getByRole("button", { name: "Start", exact: true }).click()]);
}

async function publish(page: Page) {
  await Promise.all([
    page.waitForLoadState("load"),
    page.getByRole("button", { name: "Publish", exact: true }).click(),
  ]);
}

describe("the record editor", () => {
  it("starts a new project blank, visible, with its lists at their minimum, and passes axe at both widths", async () => {
    const { page, context, consoleErrors } = await editorPage(DESKTOP);
    await page.goto(`${suite.site.url}/admin/content/projects/new`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("New project");
    for (const label of ["Project name", "Client company", "Summary", "Address"])
      expect(await page.getByLabel(label, { exact: true }).inputValue(), label).toBe("");
    expect(await sliderImages(page).count()).toBe(5);
    // Each folds to one line, "No image chosen" until one is; opened, no image is chosen for it
    // (none is taken from another project or the library).
    expect(await sliderImages(page).first().innerText()).toContain("No image chosen");
    await openSliderImage(page, 1);
    expect(
      await page
        .getByRole("group", { name: "Slider image 1", exact: true })
        .locator('input[type="radio"]:checked')
        .count(),
    ).toBe(0);
    expect(await page.getByLabel("Visible on the site").isChecked()).toBe(true);
    // Nothing of another client's project is in the form.
    const form = await page.locator("#record-form").innerHTML();
    expect(form).not.toMatch(/Gola|Sizzler|\/images\/portfolio/);
    // The list's limits are shown, and its buttons are disabled at them.
    expect(
      await page
        .getByRole("group", { name: /^Slider images/ })
        .first()
        .locator("legend")
        .first()
        .innerText(),
    ).toContain("5 or more");
    expect(await page.getByRole("button", { name: "Remove slider image 1", exact: true }).isDisabled()).toBe(true);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await waitForTransitions(page);
      await expectNoAxeViolations(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `no sideways scroll at ${viewport.width}`,
      ).toBe(true);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("says what to fix in plain words, focused at the top, each linked to its field (JavaScript)", async () => {
    const { page, context } = await editorPage(PHONE);
    await page.goto(`${suite.site.url}/admin/content/projects/new`);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect.poll(() => focusedId(page)).toBe("error-summary");
    const text = await summary(page).innerText();
    expect(text).toContain("Some fields need attention");
    expect(text).toContain("Enter the project's name.");
    expect(text).toContain("Choose an image from the media library.");
    expect(await page.locator("main").innerText()).not.toMatch(VALIDATOR_WORDING);
    // The entry links to its field; the field says it too, and is marked.
    const link = summary(page).getByRole("link", { name: "Project name", exact: true });
    expect(await link.getAttribute("href")).toBe("#field-name");
    const name = page.getByLabel("Project name", { exact: true });
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    const described = (await name.getAttribute("aria-describedby"))!.split(" ");
    expect((await Promise.all(described.map((id) => page.locator(`#${id}`).innerText()))).join(" ")).toContain(
      "Enter the project's name.",
    );
    // An image's file is named once (not again for its hidden size).
    expect(text).not.toContain("Card image: Choose");
    expect(text).toContain("Card image › Image file: Choose an image from the media library.");
    await waitForTransitions(page);
    await expectNoAxeViolations(page);
    // Following a link goes to the field, and every message stays.
    await link.click();
    await expect.poll(() => focusedId(page)).toBe("field-name");
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    expect(await summary(page).count()).toBe(1);
    await context.close();
  });

  it("says what to fix without JavaScript too: the page comes back at the summary, focused", async () => {
    const { page, context } = await editorPage(DESKTOP, false);
    await page.goto(`${suite.site.url}/admin/content/projects/new`);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.waitForLoadState("load");
    expect(new URL(page.url()).hash).toBe("#error-summary");
    expect(await focusedId(page)).toBe("error-summary");
    await expect.poll(() => inView(page, "#error-summary", DESKTOP.height)).toBe(true);
    expect(await summary(page).innerText()).toContain("Enter the project's name.");
    await context.close();
  });

  it("never shows a success notice above an error", async () => {
    const { page, context } = await editorPage(DESKTOP);
    await page.goto(`${suite.site.url}/admin/content/testimonials/amit-verma`);
    await page
      .getByLabel("Quote", { exact: true })
      .fill("Clear, quick and careful: a team we trust with every release.");
    await publish(page);
    await expect.poll(() => page.getByRole("status").first().innerText()).toContain("Published");
    await page.getByLabel("Quote", { exact: true }).fill(" ");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect.poll(() => focusedId(page)).toBe("error-summary");
    expect(await summary(page).innerText()).toContain("Enter what the client said.");
    expect(await page.getByRole("status").filter({ hasText: "Published" }).count()).toBe(0);
    await context.close();
  });

  it("tells the truth after a publish: hidden says so, visible links to its live page (address made from the name as it is typed)", async () => {
    const { page, context } = await editorPage(DESKTOP);
    await startFromCopy(page);
    await page.getByLabel("Project name", { exact: true }).fill("");
    await page.getByLabel("Address", { exact: true }).fill("");
    await page.getByLabel("Project name", { exact: true }).pressSequentially("Acme Fresh Café");
    // Typed before the page has hydrated, the address follows once it has (SlugSync).
    await expect.poll(() => page.getByLabel("Address", { exact: true }).inputValue()).toBe("acme-fresh-cafe");
    await page.getByLabel("Visible on the site").uncheck();
    await publish(page);
    await expect
      .poll(() => page.getByRole("status").first().innerText())
      .toContain("Saved, but hidden: turn on Visible to show it.");
    expect(page.url()).toContain("/admin/content/projects/acme-fresh-cafe");
    expect((await fetch(`${suite.site.url}/portfolio/acme-fresh-cafe`)).status).toBe(404);

    await page.getByLabel("Visible on the site").check();
    await publish(page);
    const live = page.getByRole("status").first().getByRole("link", { name: "Live at /portfolio/acme-fresh-cafe" });
    await expect.poll(() => live.count()).toBe(1);
    expect(await live.getAttribute("href")).toBe("/portfolio/acme-fresh-cafe");
    expect((await fetch(`${suite.site.url}/portfolio/acme-fresh-cafe`)).status).toBe(200);
    await context.close();
  });

  it("makes the address from the name at save without JavaScript, and refuses one that is taken, in words", async () => {
    const { page, context } = await editorPage(PHONE, false);
    for (const attempt of [1, 2]) {
      await startFromCopy(page);
      await page.getByLabel("Project name", { exact: true }).fill("Zeta Foods");
      await page.getByLabel("Address", { exact: true }).fill("");
      await publish(page);
      if (attempt === 1) {
        expect(new URL(page.url()).pathname).toBe("/admin/content/projects/zeta-foods");
        expect(await page.getByRole("link", { name: "Live at /portfolio/zeta-foods" }).count()).toBe(1);
      } else {
        expect(await summary(page).innerText()).toContain(
          "Another project already uses the address /portfolio/zeta-foods. Choose another.",
        );
      }
    }
    await context.close();
  });

  it("makes a post's id and address from its title, and refuses an address another post has", async () => {
    const { page, context } = await editorPage(PHONE);
    // The title is typed before the page's script has run (as on a slow phone); the id and address follow once it has.
    const held = await holdScripts(page, /^\/assets\/.+\.js$/);
    await page.goto(`${suite.site.url}/admin/content/posts/new`, { waitUntil: "domcontentloaded" });
    await page.getByLabel("Title", { exact: true }).pressSequentially("Website, PWA");
    expect(await page.getByLabel("ID", { exact: true }).inputValue()).toBe("");
    held.release();
    await expect.poll(() => page.getByLabel("ID", { exact: true }).inputValue(), HYDRATED).toBe("website-pwa");
    // And as the rest is typed.
    await page.getByLabel("Title", { exact: true }).pressSequentially(" or native app");
    expect(await page.getByLabel("ID", { exact: true }).inputValue()).toBe("website-pwa-or-native-app");
    expect(await page.getByLabel("Address", { exact: true }).inputValue()).toBe("website-pwa-or-native-app");
    await page
      .getByLabel("Summary", { exact: true })
      .fill("Which to build first, for a shop or a service business: costs, reach, and what each does offline.");
    await page.getByLabel("Text", { exact: true }).fill("## First\n\nStart with the website.");
    await page.getByRole("group", { name: /^Tags/ }).getByRole("textbox").first().fill("apps");
    await page.getByRole("button", { name: "Save draft", exact: true }).click();
    await expect.poll(() => focusedId(page)).toBe("error-summary");
    expect(await summary(page).innerText()).toContain(
      "Another post already uses the address /blog/website-pwa-or-native-app. Choose another.",
    );
    // Its own id, but the other post's address: refused too.
    await page.getByLabel("ID", { exact: true }).fill("pwa-first");
    await page.getByRole("button", { name: "Save draft", exact: true }).click();
    // The summary already says it (about the ID): wait for the new answer, which marks the address instead.
    await expect.poll(() => page.getByLabel("Address", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("ID", { exact: true }).getAttribute("aria-invalid")).toBeNull();
    expect(await summary(page).innerText()).toContain(
      "Another post already uses the address /blog/website-pwa-or-native-app. Choose another.",
    );
    await context.close();
  });

  it("adds and removes slider images without JavaScript, coming back to the list", async () => {
    const { page, context } = await editorPage(PHONE, false);
    await page.goto(`${suite.site.url}/admin/content/projects/new`);
    await page.getByLabel("Project name", { exact: true }).fill("Kept while adding");
    await page.getByRole("button", { name: "Add slider image", exact: true }).click();
    await page.waitForLoadState("load");
    // The page comes back at the new image, opened and focused.
    expect(new URL(page.url()).hash).toBe("#field-detail-sliderImages-5");
    expect(await focusedId(page)).toBe("field-detail-sliderImages-5");
    expect(await sliderImages(page).count()).toBe(6);
    expect(await page.getByLabel("Project name", { exact: true }).inputValue()).toBe("Kept while adding");
    // The page scrolls (smoothly) to the image added.
    await expect.poll(() => inView(page, "#field-detail-sliderImages-5", PHONE.height)).toBe(true);
    await page.getByRole("button", { name: "Remove slider image 6", exact: true }).click();
    await page.waitForLoadState("load");
    expect(new URL(page.url()).hash).toBe("#field-detail-sliderImages");
    expect(await sliderImages(page).count()).toBe(5);
    await openSliderImage(page, 5);
    expect(await page.getByRole("button", { name: "Remove slider image 5", exact: true }).isDisabled()).toBe(true);
    await context.close();
  });

  it("adds and removes slider images with JavaScript, staying at the list", async () => {
    const { page, context, consoleErrors } = await editorPage(DESKTOP);
    await page.goto(`${suite.site.url}/admin/content/projects/new`);
    const add = page.getByRole("button", { name: "Add slider image", exact: true });
    await add.scrollIntoViewIfNeeded();
    await add.click();
    await expect.poll(() => sliderImages(page).count()).toBe(6);
    // The new image is open, in view.
    await expect.poll(() => page.locator("#field-detail-sliderImages-5").isVisible()).toBe(true);
    expect(await inView(page, "#field-detail-sliderImages-5", DESKTOP.height)).toBe(true);
    await openSliderImage(page, 2);
    await page.getByRole("button", { name: "Remove slider image 2", exact: true }).click();
    await expect.poll(() => sliderImages(page).count()).toBe(5);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
