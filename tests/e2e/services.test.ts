import { describe, expect, it } from "vitest";
import { telHref } from "#shared/lib/phone";
import { services, servicesPage } from "#shared/content/services";
import { site as siteContent } from "#shared/content/site";
import { DESKTOP, openTab, PHONE, takenInTurn } from "../support/browser";
import { expectReviewSliderWorksByKeyboard } from "../support/reviews";
import { h1Of, textOf } from "../support/html";
import { useSiteAndBrowser } from "../support/site-browser";

const suite = useSiteAndBrowser();

describe("server HTML", () => {
  it("/services has its h1, every service card with its multi-line label and link, and the call to action", async () => {
    const res = await fetch(`${suite.site.url}/services`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(h1Of(html)).toEqual([servicesPage.hero.title]);
    const text = textOf(html);
    expect(text).toContain(servicesPage.hero.intro);
    expect(text).toContain(servicesPage.cta.heading);
    for (const service of services) {
      expect(html).toContain(`href="/services/${service.slug}"`);
      // Lines are joined with real <br/> elements, never escaped HTML.
      expect(html).toContain(service.label.join("<br/>"));
      expect(text).toContain(service.summary);
    }
    expect(html).not.toContain("&lt;br");
  });

  it.each(services.map((s) => [s.slug, s] as const))("/services/%s has its h1 and main text", async (slug, service) => {
    const res = await fetch(`${suite.site.url}/services/${slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(h1Of(html)).toEqual([service.hero.title]);
    const text = textOf(html);
    expect(text).toContain(service.hero.tagline);
    expect(text).toContain(service.hero.description);
    for (const item of service.whatWeDo.items) expect(text).toContain(item.text);
    for (const item of service.expertise.items) expect(text).toContain(item.caption);
    for (const project of service.work.projects) expect(html).toContain(`href="/portfolio/${project}"`);
    expect(html).toContain(`href="${telHref(siteContent.company.phones[0].display)}"`);
  });

  it("answers an unknown service with a 404 page inside the site navigation", async () => {
    const res = await fetch(`${suite.site.url}/services/quantum_consulting`);
    expect(res.status).toBe(404);
    const html = await res.text();
    for (const link of siteContent.mainNav) expect(html).toContain(`href="${link.href}"`);
    expect(textOf(html)).toContain("We couldn't find that page");
  });

  it("redirects the old /services/software-development spelling permanently", async () => {
    const res = await fetch(`${suite.site.url}/services/software-development`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get("location")!, suite.site.url).pathname).toBe("/services/software_development");
  });
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("in the browser at %s width", (_name, viewport) => {
  it("/services: every card opens its service page", async () => {
    const { page, consoleErrors } = await openTab(suite.browser, viewport);
    try {
      await page.goto(`${suite.site.url}/services`, { waitUntil: "networkidle" });
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(servicesPage.hero.title);
      expect(consoleErrors).toEqual([]);
      const cards = page.locator('[data-section="service-cards"]').getByRole("link");
      expect(await cards.count()).toBe(services.length);
      await cards.nth(2).click();
      await page.waitForURL(`${suite.site.url}/services/${services[2]!.slug}`);
      // Client-side navigation: the URL changes before the new page has rendered.
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(services[2]!.hero.title);
      expect(consoleErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it.each(takenInTurn(services, viewport).map((s) => [s.slug, s] as const))(
    "/services/%s: no console errors, buttons and links work",
    async (slug, service) => {
      const { page, consoleErrors } = await openTab(suite.browser, viewport);
      try {
        await page.goto(`${suite.site.url}/services/${slug}`, { waitUntil: "networkidle" });
        expect(consoleErrors).toEqual([]);

        const hero = page.locator('[data-section="hero"]');
        const call = hero.getByRole("link", { name: /^Call Now/ });
        expect(await call.getAttribute("href")).toBe(telHref(siteContent.company.phones[0].display));

        const work = page.getByRole("region", { name: servicesPage.labels.workHeading });
        const workLinks = work.getByRole("link");
        expect(await workLinks.count()).toBe(service.work.projects.length);
        const hrefs = await workLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
        expect(hrefs).toEqual(service.work.projects.map((p) => `/portfolio/${p}`));

        await hero.getByRole("link", { name: servicesPage.labels.getQuote }).click();
        await page.waitForURL(`${suite.site.url}/contact_us`);
        expect(consoleErrors).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});

describe("Our Work and the review slider", () => {
  it("an Our Work card leads to its portfolio page", async () => {
    const service = services[1]!;
    const { page, consoleErrors } = await openTab(suite.browser, DESKTOP);
    try {
      await page.goto(`${suite.site.url}/services/${service.slug}`, { waitUntil: "networkidle" });
      const link = page.getByRole("region", { name: servicesPage.labels.workHeading }).getByRole("link").first();
      await link.focus();
      await page.keyboard.press("Enter");
      await page.waitForURL(`${suite.site.url}/portfolio/${service.work.projects[0]}`);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).not.toBe(service.hero.title);
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
      expect(consoleErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("desktop: Previous and Next move the review slider by keyboard", async () => {
    const { page } = await openTab(suite.browser, DESKTOP, { reducedMotion: "reduce" });
    try {
      await page.goto(`${suite.site.url}/services/web_development`, { waitUntil: "networkidle" });
      await expectReviewSliderWorksByKeyboard(page);
    } finally {
      await page.close();
    }
  });

  it("phone: Previous and Next change the shown review by keyboard and wrap around", async () => {
    const { page } = await openTab(suite.browser, PHONE, { reducedMotion: "reduce" });
    try {
      await page.goto(`${suite.site.url}/services/app_development`, { waitUntil: "networkidle" });
      const rotator = page.locator('[data-section="reviews"] [data-variant="rotator"]');
      const active = () => rotator.locator('[data-state="activeSlide"]').getAttribute("aria-label");
      expect(await active()).toBe("1 of 6");
      await rotator.getByRole("button", { name: "Next review" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(active).toBe("2 of 6");
      await rotator.getByRole("button", { name: "Previous review" }).focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Enter");
      await expect.poll(active).toBe("6 of 6");
    } finally {
      await page.close();
    }
  });
});
