import { beforeAll, describe, expect, it } from "vitest";
import { OWNER_ENV, addAccounts, getAs, signInHttp, signInPage } from "../support/admin";
import { DESKTOP, PHONE, expectNoAxeViolations, openPage } from "../support/browser";
import { scrollsHorizontally, waitForHydration } from "../support/a11y";
import { useSiteAndBrowser } from "../support/site-browser";

/**
 * The SEO record editor as an editor: live length counters and previews while typing,
 * counters computed by the server without JavaScript, link-preview texts that follow
 * the title and description on the public page and in the legacy JSON API, and the SEO
 * overview flagging a title made too long.
 */

const suite = useSiteAndBrowser({ ...OWNER_ENV });
const EDITOR = { email: "editor.seo@example.com", password: "meadow-quill-harbour-83" };
const SALES = { email: "sales.seo@example.com", password: "copper-willow-signal-29" };

beforeAll(async () => {
  await addAccounts(suite.site.dataDir, { editor: EDITOR, sales: SALES }, "SEO");
});

/** The content of a <meta> tag of the public page's HTML. */
async function metaOf(path: string) {
  const html = await (await fetch(`${suite.site.url}${path}`)).text();
  const read = (attr: "property" | "name", key: string) => {
    const tag = new RegExp(`<meta[^>]*${attr}="${key}"[^>]*>`).exec(html)?.[0] ?? "";
    return /content="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, "&");
  };
  return {
    ogTitle: read("property", "og:title"),
    ogDescription: read("property", "og:description"),
    twitterTitle: read("name", "twitter:title"),
    twitterDescription: read("name", "twitter:description"),
  };
}

describe("the SEO editor", () => {
  it("counts and previews while typing, and says the lengths once typing pauses", async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, DESKTOP);
    await signInPage(page, suite.site.url, EDITOR);
    await page.goto(`${suite.site.url}/admin/content/seo/about_us`);
    await waitForHydration(page);
    expect(await page.locator("#seo-count-title").innerText()).toMatch(/^\d+ \/ 60 — good$/);
    await expectNoAxeViolations(page);

    await page.getByLabel("Title", { exact: true }).fill("About us");
    await expect.poll(() => page.locator("#seo-count-title").innerText()).toBe("⚠ 8 / 60 — too short");
    expect(await page.getByTestId("seo-snippet").innerText()).toContain("About us");
    // The link card follows the title while its own title is empty.
    expect(await page.getByTestId("seo-social-card").innerText()).toContain("About us");

    const long = "About Reptile Technologies, the New Delhi team that builds software for businesses";
    await page.getByLabel("Title", { exact: true }).fill(long);
    await expect.poll(() => page.locator("#seo-count-title").innerText()).toBe(`⚠ ${long.length} / 60 — too long`);
    await expect.poll(() => page.getByTestId("seo-announcement").innerText(), { timeout: 5_000 }).toContain("too long");
    expect(await page.getByTestId("seo-announcement").getAttribute("aria-live")).toBe("polite");

    await page.getByLabel("Description", { exact: true }).fill("Too short.");
    await expect.poll(() => page.locator("#seo-count-description").innerText()).toBe("⚠ 10 / 160 — too short");
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("shows the counters computed by the server after a save without JavaScript (phone)", async () => {
    const { page, context } = await openPage(suite.browser, PHONE, { javaScriptEnabled: false });
    await signInPage(page, suite.site.url, EDITOR);
    await page.goto(`${suite.site.url}/admin/content/seo/portfolio`);
    await page.getByLabel("Title", { exact: true }).fill("Our work");
    await page.getByRole("button", { name: "Save draft" }).click();
    expect(await page.getByRole("status").first().innerText()).toContain("Draft saved");
    expect(await page.locator("#seo-count-title").innerText()).toBe("⚠ 8 / 60 — too short");
    expect(await page.getByTestId("seo-snippet").innerText()).toContain("Our work");
    expect(await scrollsHorizontally(page)).toBe(false);
    await context.close();

    // The same page with scripts, at 390 px: nothing wider than the screen, axe clean.
    const phone = await openPage(suite.browser, PHONE);
    await signInPage(phone.page, suite.site.url, EDITOR);
    await phone.page.goto(`${suite.site.url}/admin/content/seo/portfolio`);
    await waitForHydration(phone.page);
    expect(await scrollsHorizontally(phone.page)).toBe(false);
    await expectNoAxeViolations(phone.page);
    await phone.context.close();
  });

  it("publishes a new title and description that the link previews follow, on the page and in the legacy API", async () => {
    const { page, context } = await openPage(suite.browser, DESKTOP);
    await signInPage(page, suite.site.url, EDITOR);
    await page.goto(`${suite.site.url}/admin/content/seo/services`);
    const title = "Software, app and web services | Reptile Technologies";
    const description =
      "Custom software, mobile apps, websites, branding and cloud work for Indian businesses, from first sketch to launch.";
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Description", { exact: true }).fill(description);
    // The link-preview texts are empty: they follow.
    expect(await page.getByLabel(/^Link-preview title/).inputValue()).toBe("");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect.poll(() => page.getByRole("status").first().innerText()).toContain("Published");

    await expect
      .poll(() => metaOf("/services"))
      .toEqual({ ogTitle: title, ogDescription: description, twitterTitle: title, twitterDescription: description });
    const legacy = await fetch(`${suite.site.url}/laravel_website/api/get_seo_content`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ route: "services" }),
    });
    const { result } = (await legacy.json()) as { result: Record<string, unknown> };
    expect(Object.keys(result)).toHaveLength(19);
    expect(result).toMatchObject({
      title,
      meta_description: description,
      og_title: title,
      og_description: description,
      twitter_title: title,
      twitter_description: description,
    });
    await context.close();
  });

  it("flags a title made too long on the SEO overview", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context } = await openPage(suite.browser, viewport);
      await signInPage(page, suite.site.url, EDITOR);
      if (viewport === DESKTOP) {
        await page.goto(`${suite.site.url}/admin/content/seo/contact_us`);
        await page
          .getByLabel("Title", { exact: true })
          .fill("Contact Reptile Technologies in New Delhi for a free quote on your project");
        await page.getByRole("button", { name: "Save draft" }).click();
        await expect.poll(() => page.getByRole("status").first().innerText()).toContain("Draft saved");
      }
      await page.goto(`${suite.site.url}/admin/seo`);
      await page.getByRole("checkbox", { name: "Only pages with problems" }).check();
      await page.getByRole("button", { name: "Show", exact: true }).click();
      await page.waitForURL(/problems=1/);
      const row = page.locator("tbody tr", { has: page.getByRole("link", { name: /\/contact_us/ }) });
      expect(await row.innerText()).toContain("Title too long");
      expect(await page.locator("tbody tr").count()).toBeLessThan(20);
      expect(await scrollsHorizontally(page)).toBe(false);
      await expectNoAxeViolations(page);
      await row.getByRole("link").click();
      await page.waitForURL(/\/admin\/content\/seo\/contact_us$/);
      await context.close();
    }
    // Only roles that edit content see the overview (and its link).
    const sales = await signInHttp(suite.site.url, SALES);
    expect((await getAs(suite.site.url, "/admin/seo", sales.cookie)).status).toBe(403);
    expect((await getAs(suite.site.url, "/admin/analytics", sales.cookie)).text).not.toContain('href="/admin/seo"');
  });
});
