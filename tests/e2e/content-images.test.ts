import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWNER_ENV, signInPage } from "../support/admin";
import { DESKTOP, PHONE, expectNoAxeViolations, openPage } from "../support/browser";
import { scrollsHorizontally, waitForHydration } from "../support/a11y";
import { openFolded, uploadToLibrary as addToLibrary } from "../support/admin-browser";
import { useSiteAndBrowser } from "../support/site-browser";

/**
 * Images inside a content record's image fields, as an editor in a real browser: upload
 * right in the field (with scripts: a fetch; without: the whole form posted as multipart,
 * a file without alt text waiting on the server until the alt text comes), the library's
 * thumbnails searched and picked; and company phones typed once, whose tel: and WhatsApp
 * links follow on the public pages.
 */

const suite = useSiteAndBrowser({ ...OWNER_ENV });
const dir = mkdtempSync(path.join(tmpdir(), "content-images-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const EDITOR = "/admin/content/projects/gowisekart";
const pageHtml = async (p: string) => (await fetch(`${suite.site.url}${p}`)).text();

/** A PNG of one colour (each test's image is new to the library). */
async function picture(name: string, colour: { r: number; g: number; b: number }) {
  const file = path.join(dir, name);
  await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .png()
    .toFile(file);
  return file;
}

/** Through the library page's upload form. */
const uploadToLibrary = (page: Page, file: string, alt: string) => addToLibrary(page, suite.site.url, file, alt);

let dashboard: string;
let harbour: string;
let lighthouse: string;
beforeAll(async () => {
  [dashboard, harbour, lighthouse] = await Promise.all([
    picture("dashboard.png", { r: 20, g: 120, b: 90 }),
    picture("harbour.png", { r: 40, g: 60, b: 160 }),
    picture("lighthouse.png", { r: 200, g: 80, b: 40 }),
  ]);
});

describe("image fields", () => {
  it("upload inside the field with scripts, then pick from the thumbnails", async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, DESKTOP);
    await signInPage(page, suite.site.url);
    await page.goto(`${suite.site.url}${EDITOR}`);
    await waitForHydration(page);
    const card = page.getByRole("group", { name: "Card image", exact: true });
    await card.getByLabel("Alt text", { exact: true }).fill("Dashboard with today's orders");
    await card.getByLabel("Upload a new image").setInputFiles(dashboard);
    await expect
      .poll(() => card.locator("[aria-live]").innerText(), { timeout: 15_000 })
      .toContain("uploaded and chosen");
    const chosen = card.locator('input[type="radio"]:checked');
    expect(await chosen.getAttribute("value")).toMatch(/^\/media\/[a-f0-9]{20}-900\.webp$/);
    const dashboardSrc = (await chosen.getAttribute("value"))!;

    // A second image through the library page, to search among.
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect.poll(() => page.getByRole("status").innerText()).toContain("Draft saved");
    await uploadToLibrary(page, harbour, "Harbour at dusk");

    await page.goto(`${suite.site.url}${EDITOR}`);
    await waitForHydration(page);
    const list = page.getByRole("group", { name: "Portfolio list image", exact: true });
    // The saved card image came back chosen.
    expect(await card.locator('input[type="radio"]:checked').getAttribute("value")).toBe(dashboardSrc);
    await list.getByText("Choose from the library").click();
    const grid = list.getByRole("list", { name: "Choose from the library" });
    expect(await grid.getByText("Harbour at dusk").count()).toBe(1);
    expect(await grid.getByText("Dashboard with today's orders").count()).toBe(1);
    // Search needs more than six images to be offered: the library has two, so every thumbnail shows.
    await grid.getByText("Harbour at dusk").click();
    expect(await list.locator('input[type="radio"]:checked').count()).toBe(1);
    expect(await list.locator("p.text-muted", { hasText: "Harbour at dusk" }).count()).toBe(1);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect.poll(() => page.getByRole("status").innerText()).toContain("Draft saved");
    expect(await list.locator('input[type="radio"]:checked').getAttribute("value")).toMatch(/^\/media\//);

    expect(await scrollsHorizontally(page)).toBe(false);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("uploads a file dropped on the field, and searches the thumbnails once the library is larger", async () => {
    const { page, context } = await openPage(suite.browser, PHONE);
    await signInPage(page, suite.site.url);
    // Five more images: seven in all.
    for (let i = 0; i < 5; i += 1) {
      const file = await picture(`tile-${i}.png`, { r: 10 * i, g: 200 - 10 * i, b: 100 });
      await uploadToLibrary(page, file, `Tile pattern ${i}`);
    }
    await page.goto(`${suite.site.url}${EDITOR}`);
    await waitForHydration(page);
    // A file dropped on the field is uploaded with the alt text typed there.
    const card = page.getByRole("group", { name: "Card image", exact: true });
    await card.getByLabel("Alt text", { exact: true }).fill("Dropped sunset");
    await card.locator(".border-dashed").evaluate(async (zone) => {
      const canvas = document.createElement("canvas");
      canvas.width = 640;
      canvas.height = 400;
      const context = canvas.getContext("2d")!;
      context.fillStyle = "#f80";
      context.fillRect(0, 0, 640, 400);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/png"));
      const transfer = new DataTransfer();
      transfer.items.add(new File([blob], "sunset.png", { type: "image/png" }));
      zone.dispatchEvent(new DragEvent("dragover", { dataTransfer: transfer, bubbles: true, cancelable: true }));
      zone.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
    });
    await expect
      .poll(() => card.locator("[aria-live]").innerText(), { timeout: 15_000 })
      .toContain("Dropped sunset is uploaded and chosen");
    expect(await card.locator('input[type="radio"]:checked').getAttribute("value")).toMatch(
      /^\/media\/[a-f0-9]{20}-640\.webp$/,
    );

    const list = page.getByRole("group", { name: "Portfolio list image", exact: true });
    await list.getByText("Choose from the library").click();
    await list.getByLabel("Search the library by alt text").fill("harbour");
    const grid = list.getByRole("list", { name: "Choose from the library" });
    await expect.poll(() => grid.locator("li").count()).toBe(1);
    await list.getByLabel("Search the library by alt text").fill("tile 3");
    await expect.poll(() => grid.locator("li").innerText()).toContain("Tile pattern 3");
    await grid.getByText("Tile pattern 3").click();
    expect(await list.locator('input[type="radio"]:checked').count()).toBe(1);
    expect(await scrollsHorizontally(page)).toBe(false);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("without scripts, keeps the file on the server when the alt text is missing, and uploads it once the alt text comes", async () => {
    const { page, context } = await openPage(suite.browser, PHONE, { javaScriptEnabled: false });
    await signInPage(page, suite.site.url);
    await page.goto(`${suite.site.url}${EDITOR}`);
    await page.getByLabel("Project name", { exact: true }).fill("GoWiseKart, renamed in this form");
    const card = page.getByRole("group", { name: "Card image", exact: true });
    await card.getByLabel("Alt text", { exact: true }).fill("");
    await card.getByLabel("Upload a new image").setInputFiles(lighthouse);
    await card.getByRole("button", { name: "Upload", exact: true }).click();

    // The form came back: the other fields as typed, the file waiting, the alt text asked for.
    const again = page.getByRole("group", { name: "Card image", exact: true });
    expect(await page.getByLabel("Project name", { exact: true }).inputValue()).toBe(
      "GoWiseKart, renamed in this form",
    );
    expect(await again.locator("[aria-live]").innerText()).toContain("lighthouse.png is waiting for its alt text");
    expect(await again.getByText("is not uploaded yet").count()).toBe(1);
    expect(await again.getByLabel("Alt text", { exact: true }).getAttribute("aria-invalid")).toBe("true");

    await again.getByLabel("Alt text", { exact: true }).fill("Lighthouse on the cliff");
    await again.getByRole("button", { name: "Upload", exact: true }).click();
    const done = page.getByRole("group", { name: "Card image", exact: true });
    expect(await done.locator("[aria-live]").innerText()).toContain("uploaded and chosen");
    expect(await done.getByLabel("Alt text", { exact: true }).inputValue()).toBe("Lighthouse on the cliff");
    expect(await page.getByLabel("Project name", { exact: true }).inputValue()).toBe(
      "GoWiseKart, renamed in this form",
    );
    const src = await done.locator('input[type="radio"][checked]').getAttribute("value");
    expect(src).toMatch(/^\/media\/[a-f0-9]{20}-900\.webp$/);

    await page.getByRole("button", { name: "Save draft" }).click();
    expect(await page.getByRole("status").innerText()).toContain("Draft saved");
    expect(
      await page
        .getByRole("group", { name: "Card image", exact: true })
        .locator('input[type="radio"][checked]')
        .getAttribute("value"),
    ).toBe(src);
    // In the library too, with its alt text.
    await page.goto(`${suite.site.url}/admin/media`);
    expect(await page.getByText("lighthouse.png").count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe("company phones", () => {
  it("are typed once; the site's tel: and WhatsApp links follow", async () => {
    const { page, context } = await openPage(suite.browser, DESKTOP);
    await signInPage(page, suite.site.url);
    await page.goto(`${suite.site.url}/admin/content/company/details`);
    const phones = page.getByRole("group", { name: /^Phone numbers/ });
    // One field per phone (each folded to its line): no separate "Tel".
    await openFolded(phones, "Phone number 1");
    expect(await phones.getByLabel(/Tel/).count()).toBe(0);
    await expectNoAxeViolations(page);
    // A number that cannot be dialled is refused at Publish in words (its line opens to say so);
    // Save draft would keep it as unfinished work (decision 044).
    await phones.getByLabel("Phone number", { exact: true }).first().fill("call the office");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect
      .poll(() =>
        page
          .getByRole("group", { name: /^Phone numbers/ })
          .getByText("Use a phone number like +91 98765 43210.")
          .count(),
      )
      .toBe(1);
    await page
      .getByRole("group", { name: /^Phone numbers/ })
      .getByLabel("Phone number", { exact: true })
      .first()
      .fill("+91 91234 56780");
    await page.getByRole("button", { name: "Publish" }).click();
    // Publishing renders every page again (the phones are in the header and footer): give it time on a busy machine.
    await expect
      .poll(() => page.getByRole("status").allInnerTexts(), { timeout: 20_000 })
      .toContainEqual(expect.stringContaining("Published"));

    const contact = await pageHtml("/contact_us");
    expect(contact).toContain('href="tel:+919123456780"');
    expect(contact).toContain('href="https://wa.me/919123456780"');
    expect(contact).not.toContain(`href="https://wa.me/919876543210"`);
    const home = await pageHtml("/");
    expect(home).toContain('href="tel:+919123456780"');
    expect(home).toContain(">+91 91234 56780<");
    await context.close();
  });
});
