import { describe, expect, it } from "vitest";
import { telHref } from "#shared/lib/phone";
import { enterpriseFeaturePath, enterpriseFeatures, enterprisePageLabels } from "#shared/content/enterprise";
import { site as siteContent } from "#shared/content/site";
import { DESKTOP, openTab, PHONE, takenInTurn } from "../support/browser";
import { expectReviewSliderWorksByKeyboard, REPLAYED_PRESS } from "../support/reviews";
import { h1Of, textOf } from "../support/html";
import { useSiteAndBrowser } from "../support/site-browser";

const suite = useSiteAndBrowser();

const cases = enterpriseFeatures.map((f) => [enterpriseFeaturePath(f), f] as const);

describe("server HTML of the feature pages (no navigation state needed)", () => {
  it.each(cases)("%s has its h1 and its own content", async (path, feature) => {
    const res = await fetch(suite.site.url + path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(h1Of(html)).toEqual([feature.name]);
    const text = textOf(html);
    expect(text).toContain(feature.head.tagline);
    expect(text).toContain(feature.head.description);
    for (const block of feature.blocks) {
      expect(text).toContain(block.tagline);
      expect(text).toContain(block.description);
    }
    expect(text).toContain(feature.keyFeatures.heading);
    for (const item of feature.keyFeatures.items) expect(text).toContain(item.description);
    for (const heading of [
      enterprisePageLabels.techHeading,
      enterprisePageLabels.logosHeading,
      enterprisePageLabels.reviewHeading,
    ]) {
      expect(text).toContain(heading);
    }
    expect(html).toContain(`href="${telHref(siteContent.company.phones[0].display)}"`);
    // No other feature's banner leaks onto this page.
    for (const other of enterpriseFeatures) if (other !== feature) expect(text).not.toContain(other.head.description);
  });

  it.each([
    ["an industry id under the device prefix", "/product/enterprise-managements/education-sector"],
    ["a device id under the industry prefix", "/product/enterprise-management/Kiosk-Lockdown"],
    ["an id in the wrong case", "/product/enterprise-managements/kiosk-lockdown"],
    ["an unknown id", "/product/enterprise-management/space-agency"],
  ])("answers %s with a 404 page inside the site navigation", async (_what, path) => {
    const res = await fetch(suite.site.url + path);
    expect(res.status).toBe(404);
    const html = await res.text();
    for (const link of siteContent.mainNav) expect(html).toContain(`href="${link.href}"`);
    expect(h1Of(html)).toEqual(["We couldn't find that page"]);
  });
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("in the browser at %s width", (_name, viewport) => {
  it.each(takenInTurn(cases, viewport))(
    "%s: no console errors, Request a Demo and Call Now work",
    async (path, feature) => {
      const { page, consoleErrors } = await openTab(suite.browser, viewport);
      try {
        await page.goto(suite.site.url + path, { waitUntil: "networkidle" });
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(feature.name);
        expect(consoleErrors).toEqual([]);

        const hero = page.locator('[data-section="hero"]');
        const call = hero.getByRole("link", { name: new RegExp(`^${enterprisePageLabels.callButton}`) });
        expect(await call.getAttribute("href")).toBe(telHref(siteContent.company.phones[0].display));
        expect(
          await page.getByRole("region", { name: enterprisePageLabels.logosHeading }).getByRole("img").count(),
        ).toBeGreaterThan(0);
        expect(
          await page.getByRole("region", { name: feature.keyFeatures.heading }).getByRole("listitem").count(),
        ).toBe(feature.keyFeatures.items.length);

        await hero.getByRole("link", { name: enterprisePageLabels.demoButton }).click();
        await page.waitForURL(`${suite.site.url}/contact_us`);
        expect(consoleErrors).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});

describe("review slider on a feature page", () => {
  it("desktop: Previous and Next move the slider by keyboard", async () => {
    const { page } = await openTab(suite.browser, DESKTOP, { reducedMotion: "reduce" });
    try {
      await page.goto(`${suite.site.url}/product/enterprise-management/retail-management`, {
        waitUntil: "networkidle",
      });
      await expectReviewSliderWorksByKeyboard(page);
    } finally {
      await page.close();
    }
  });

  it("phone: Previous and Next change the shown review by keyboard", async () => {
    const { page } = await openTab(suite.browser, PHONE, { reducedMotion: "reduce" });
    try {
      await page.goto(`${suite.site.url}/product/enterprise-managements/mobile-device-management`, {
        waitUntil: "networkidle",
      });
      const rotator = page.locator('[data-section="reviews"] [data-variant="rotator"]');
      const active = () => rotator.locator('[data-state="activeSlide"]').getAttribute("aria-label");
      expect(await active()).toBe("1 of 6");
      // Pressed before the reviews have hydrated, the presses are held and replayed (decision 029).
      await rotator.getByRole("button", { name: "Next review" }).focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Enter");
      await expect.poll(active, REPLAYED_PRESS).toBe("3 of 6");
      await rotator.getByRole("button", { name: "Previous review" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(active, REPLAYED_PRESS).toBe("2 of 6");
    } finally {
      await page.close();
    }
  });
});
