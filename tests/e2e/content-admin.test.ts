import { writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { OWNER_ENV, signInPage } from "../support/admin";
import { DESKTOP, expectNoAxeViolations, openPage, PHONE } from "../support/browser";
import { waitForTransitions } from "../support/a11y";
import { useSiteAndBrowser } from "../support/site-browser";

/**
 * The content pages of the back office on one instance (SQLite), as an owner in a real
 * browser: a draft previewed before anyone sees it, a form that works without
 * JavaScript, export and an import that is refused whole, and the accessibility bar
 * (axe at phone and desktop widths, keyboard).
 */

// Its own server: the tests publish content.
const suite = useSiteAndBrowser({ ...OWNER_ENV });
const dir = mkdtempSync(path.join(tmpdir(), "content-admin-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pageHtml = async (p: string) => (await fetch(`${suite.site.url}${p}`)).text();

describe("content in the back office", () => {
  it("previews a draft as the real page while visitors still see the published one", async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, DESKTOP);
    await signInPage(page, suite.site.url);
    await page.goto(`${suite.site.url}/admin/content/testimonials/amit-verma`);
    await page.getByLabel("Quote", { exact: true }).fill("A draft quote nobody outside sees yet.");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect.poll(() => page.getByRole("status").innerText()).toContain("Draft saved");
    // Said under the title and in the action bar.
    expect(await page.getByText("Draft: unpublished changes").count()).toBeGreaterThan(0);

    await page.getByRole("link", { name: "Preview the draft" }).click();
    await expect.poll(() => page.getByRole("status").first().innerText()).toContain("Preview of unpublished content");
    expect(await page.content()).toContain("A draft quote nobody outside sees yet.");
    // The preview runs no script (nothing to hydrate or execute), and is not public.
    expect(await page.locator("script:not([type='application/ld+json'])").count()).toBe(0);
    expect(await pageHtml("/")).not.toContain("A draft quote nobody outside sees yet.");
    const anonymous = await fetch(`${suite.site.url}/admin/content/testimonials/amit-verma/preview`, {
      redirect: "manual",
    });
    expect(anonymous.status).toBe(303);

    await page.getByRole("link", { name: "Back to the editor" }).click();
    await page.getByRole("button", { name: "Discard the draft" }).click();
    await expect.poll(() => page.getByRole("status").innerText()).toContain("Draft discarded");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("edits, validates and publishes without JavaScript; errors sit beside their fields", async () => {
    const { page, context } = await openPage(suite.browser, PHONE, { javaScriptEnabled: false });
    await signInPage(page, suite.site.url);
    await page.goto(`${suite.site.url}/admin/content/testimonials/rohit-sharma`);
    await page.getByLabel("Quote", { exact: true }).fill("   ");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const quote = page.getByLabel("Quote", { exact: true });
    expect(await quote.getAttribute("aria-invalid")).toBe("true");
    const described = (await quote.getAttribute("aria-describedby"))!.split(" ");
    const messages = await Promise.all(described.map((id) => page.locator(`#${id}`).innerText()));
    expect(messages.join(" ")).toMatch(/\S/);

    await quote.fill("Fast, clear and on budget: the app paid for itself in a season.");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    expect(await page.getByRole("status").innerText()).toContain("Published");
    expect(await pageHtml("/")).toContain("Fast, clear and on budget: the app paid for itself in a season.");

    // Revert to the shipped version brings the original back.
    await page.getByRole("button", { name: "Revert to the shipped version" }).click();
    expect(await page.getByRole("status").innerText()).toContain("Reverted");
    expect(await pageHtml("/")).not.toContain("Fast, clear and on budget");
    await context.close();
  });

  it("exports the content, and refuses an import with one invalid record, changing nothing", async () => {
    const { page, context } = await openPage(suite.browser, DESKTOP);
    await signInPage(page, suite.site.url);
    await page.goto(`${suite.site.url}/admin/content/seo/home`);
    await page.getByLabel("Title", { exact: true }).fill("Reptile Technologies: software that fits your business");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect.poll(() => page.getByRole("status").innerText()).toContain("Published");

    await page.goto(`${suite.site.url}/admin/content`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download the export" }).click(),
    ]);
    const exported = JSON.parse(
      await (
        await fetch(`${suite.site.url}/admin/content/export.json`, {
          headers: { cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ") },
        })
      ).text(),
    );
    expect(download.suggestedFilename()).toMatch(/^content-\d{4}-\d{2}-\d{2}\.json$/);
    expect(exported.records).toHaveLength(1);

    const broken = structuredClone(exported);
    broken.records.push({ collection: "testimonials", id: "new-one", data: { id: "new-one", name: "" } });
    broken.records[0].data.title = "Changed by the import";
    const file = path.join(dir, "broken.json");
    writeFileSync(file, JSON.stringify(broken));
    await page.getByLabel("Import file (JSON)").setInputFiles(file);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    const errors = page.locator("#import-errors");
    await expect.poll(() => errors.innerText()).toContain("Nothing was imported");
    expect(await errors.innerText()).toContain("records[1] (testimonials/new-one)");
    expect(await pageHtml("/")).toContain("<title>Reptile Technologies: software that fits your business</title>");

    const notJson = path.join(dir, "not.json");
    writeFileSync(notJson, "<?php echo 1; ?>");
    await page.getByLabel("Import file (JSON)").setInputFiles(notJson);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect.poll(() => errors.innerText()).toContain("not JSON");
    await context.close();
  });

  it("passes axe at phone and desktop widths and works by keyboard", async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, DESKTOP);
    await signInPage(page, suite.site.url);
    // One load per page, audited at both widths (laid out by CSS alone, so a resize draws what a load would).
    for (const address of [
      "/admin/content",
      "/admin/content/products",
      "/admin/content/products/tracko",
      "/admin/content/seo/about_us",
      "/admin/content/company/details",
    ]) {
      await page.goto(`${suite.site.url}${address}`);
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await waitForTransitions(page);
        await expectNoAxeViolations(page);
      }
    }
    // By keyboard: open plan 1 (folded to its line) and add a feature with Enter on its button;
    // the new feature comes back open, inside its open plan, focused.
    await page.goto(`${suite.site.url}/admin/content/products/daily_hisab`);
    const features = page.locator('details[name="plans[0].features"]');
    const before = await features.count();
    await page.locator("summary", { hasText: /^\s*Plan 1/ }).focus();
    await page.keyboard.press("Enter");
    const add = page.getByRole("button", { name: /^Add feature to plan 1/ });
    await add.focus();
    await page.keyboard.press("Enter");
    await page.waitForLoadState("load");
    await expect.poll(() => features.count()).toBe(before + 1);
    const added = `field-plans-0-features-${before}`;
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(added);
    expect(await page.locator(`#${added}`).isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
