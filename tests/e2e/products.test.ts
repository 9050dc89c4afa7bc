import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { enterpriseFeaturePath, enterpriseFeatures } from "#shared/content/enterprise";
import { products } from "#shared/content/products";
import { DESKTOP, PHONE, openTab } from "../support/browser";
import { useSiteAndBrowser } from "../support/site-browser";

/**
 * The spec's prices (§9) exactly as a visitor reads them. Written out here rather
 * than derived from the content, so a content edit cannot move them silently.
 */
const PRICES: Record<string, { shown: string[]; struck: string[] }> = {
  tracko: {
    shown: ["₹300", "₹350", "₹500", "₹550", "₹3,000", "₹3,500", "₹5,000", "₹5,500"],
    struck: ["₹400", "₹450", "₹650", "₹700"],
  },
  hisab_book: { shown: ["₹500", "₹1,000", "₹1,500"], struck: ["₹1,500"] },
  anti_theft: { shown: ["₹500", "₹1,000"], struck: [] },
  daily_hisab: { shown: ["₹1,500", "₹16,500"], struck: ["₹18,000"] },
  emi_security: { shown: [], struck: [] },
  enterprise_mobility_management: { shown: [], struck: [] },
};
const QUOTE_ONLY = ["emi_security", "enterprise_mobility_management"];
const WITH_STORES = ["tracko", "hisab_book", "anti_theft", "daily_hisab", "emi_security"];

/** Server HTML with React's text separators removed and common entities decoded. */
function readable(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/** The plan section of a product page's HTML. */
function planSection(html: string): string {
  const start = html.indexOf('<section id="plans"');
  expect(start, "plan section present").toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</section>", start));
}

const suite = useSiteAndBrowser();

async function get(path: string) {
  const res = await fetch(suite.site.url + path);
  return { status: res.status, html: readable(await res.text()) };
}

describe("product pages: server HTML", () => {
  it("/product has its heading, subheading and six cards linking with VIEW MORE", async () => {
    const { status, html } = await get("/product");
    expect(status).toBe(200);
    expect([...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1])).toEqual(["Our Product"]);
    expect(html).toContain("Where Innovation Meets Excellence");
    for (const p of products) {
      expect(html).toContain(`>${p.name}</h2>`);
      expect(html).toMatch(new RegExp(`<a [^>]*href="/product/${p.route}"[^>]*>VIEW MORE`));
    }
    expect(html.match(/>VIEW MORE</g)).toHaveLength(6);
  });

  it.each(products.map((p) => [p.route, p.name] as const))(
    "/product/%s sends its headings and every price",
    async (route, name) => {
      const { status, html } = await get(`/product/${route}`);
      expect(status).toBe(200);
      expect([...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1])).toEqual([name]);
      expect(html).toContain("WHO WE ARE");
      expect(html).toMatch(new RegExp(`ABOUT <span[^>]*>${name}</span>`));
      expect(html).toContain(">Our Features</h2>");
      const plans = planSection(html);
      for (const price of PRICES[route]!.shown) expect(plans, `${route} shows ${price}`).toContain(`>${price}</span>`);
      for (const price of PRICES[route]!.struck)
        expect(plans, `${route} strikes ${price}`).toContain(`<s class="text-lg font-semibold">${price}</s>`);
      expect(plans.match(/<s\b/g) ?? []).toHaveLength(PRICES[route]!.struck.length);
    },
  );

  it("tracko's price units and the spec's yearly plan names", async () => {
    const plans = planSection((await get("/product/tracko")).html);
    expect(plans.match(/per user \/ month/g)).toHaveLength(4);
    expect(plans.match(/per user \/ year/g)).toHaveLength(4);
    const names = [...plans.matchAll(/<h3 [^>]*>([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(names).toEqual([
      "Basic",
      "Basic Pro",
      "Standard",
      "Standard Pro",
      "Premium",
      "Premium Pro",
      "Ultimate",
      "Premium Pro",
    ]);
  });

  it("GST notes and the one-time lifetime plan are stated", async () => {
    expect(planSection((await get("/product/anti_theft")).html).match(/incl\. GST/g)).toHaveLength(2);
    expect(planSection((await get("/product/daily_hisab")).html).match(/\+ GST/g)).toHaveLength(2);
    expect(planSection((await get("/product/hisab_book")).html)).toContain("one-time");
  });

  it.each(QUOTE_ONLY)("%s shows request-a-quote plans and no rupee price", async (route) => {
    const plans = planSection((await get(`/product/${route}`)).html);
    expect(plans).not.toContain("₹");
    expect(plans.match(/>Custom pricing</g)?.length).toBeGreaterThanOrEqual(3);
    expect(plans).toMatch(/<a [^>]*href="\/contact_us"[^>]*>Request a Quote<\/a>/);
  });

  it("only tracko has a billing switch", async () => {
    for (const p of products) {
      const { html } = await get(`/product/${p.route}`);
      expect(html.includes('name="billing"'), p.route).toBe(p.route === "tracko");
    }
  });

  it("an unknown product is a real 404 inside the site shell", async () => {
    const { status, html } = await get("/product/no-such-product");
    expect(status).toBe(404);
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain("<h1");
  });
});

async function visibleText(page: Page, selector: string) {
  const el = page.locator(selector);
  return (await el.isVisible()) ? el.innerText() : "";
}

describe("tracko's monthly/yearly switch", () => {
  const MONTHLY = ["₹300", "₹350", "₹500", "₹550"];
  const OLD = ["₹400", "₹450", "₹650", "₹700"];
  const YEARLY = ["₹3,000", "₹3,500", "₹5,000", "₹5,500"];

  async function expectView(page: Page, view: "monthly" | "yearly") {
    const switcher = page.getByRole("group", { name: "Billing period" });
    // A click that lands while the page hydrates is held and replayed (decision 029): wait for it to apply.
    await expect
      .poll(() => switcher.getByRole("radio", { name: view === "monthly" ? "Monthly" : "Yearly" }).isChecked())
      .toBe(true);
    expect(await switcher.getByRole("radio", { name: "Monthly" }).isChecked()).toBe(view === "monthly");
    expect(await switcher.getByRole("radio", { name: "Yearly" }).isChecked()).toBe(view === "yearly");
    expect(await page.getByRole("radio", { checked: true }).getAttribute("value")).toBe(view);
    const monthly = await visibleText(page, "[data-billing=monthly]");
    const yearly = await visibleText(page, "[data-billing=yearly]");
    if (view === "monthly") {
      for (const p of [...MONTHLY, ...OLD]) expect(monthly).toContain(p);
      expect(yearly).toBe("");
      expect(await page.locator("[data-billing=monthly] s").count()).toBe(4);
    } else {
      for (const p of YEARLY) expect(yearly).toContain(p);
      expect(monthly).toBe("");
      expect(await page.locator("[data-billing=yearly] s").count()).toBe(0);
    }
  }

  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ] as const)("monthly by default, a click switches views (%s)", async (_name, javaScriptEnabled) => {
    const { page, consoleErrors } = await openTab(suite.browser, DESKTOP, { javaScriptEnabled });
    await page.goto(`${suite.site.url}/product/tracko`, { waitUntil: "networkidle" });
    await expectView(page, "monthly");
    await page.locator("label", { hasText: "Yearly" }).click();
    await expectView(page, "yearly");
    await page.locator("label", { hasText: "Monthly" }).click();
    await expectView(page, "monthly");
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it("is operable with the keyboard", async () => {
    const { page, consoleErrors } = await openTab(suite.browser, PHONE);
    await page.goto(`${suite.site.url}/product/tracko`, { waitUntil: "networkidle" });
    await page.getByRole("radio", { name: "Monthly" }).focus();
    await page.keyboard.press("ArrowRight");
    await expectView(page, "yearly");
    await page.keyboard.press("ArrowLeft");
    await expectView(page, "monthly");
    // Tabbing back into the group lands on the checked option.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe("monthly");
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it("shows a visible focus ring on the focused option", async () => {
    const { page } = await openTab(suite.browser, DESKTOP);
    await page.goto(`${suite.site.url}/product/tracko`, { waitUntil: "networkidle" });
    await page.getByRole("radio", { name: "Monthly" }).focus();
    await page.keyboard.press("ArrowRight");
    const outline = await page
      .locator("input[value=yearly] + span")
      .evaluate((el) => getComputedStyle(el).outlineStyle + " " + getComputedStyle(el).outlineWidth);
    expect(outline).toMatch(/^solid [1-9]/);
    await page.close();
  });
});

describe("product pages in the browser", () => {
  it("VIEW MORE opens each product's page", async () => {
    const { page, consoleErrors } = await openTab(suite.browser, DESKTOP);
    for (const p of products) {
      await page.goto(`${suite.site.url}/product`, { waitUntil: "networkidle" });
      const card = page.getByRole("article", { name: p.name });
      await card.getByRole("link", { name: "VIEW MORE" }).click();
      await page.waitForURL(`${suite.site.url}/product/${p.route}`);
      await page.getByRole("heading", { level: 1, name: p.name, exact: true }).waitFor();
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    }
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it("store badges open the stores in a new tab and say so", async () => {
    const { page } = await openTab(suite.browser, DESKTOP);
    for (const p of products) {
      await page.goto(`${suite.site.url}/product/${p.route}`, { waitUntil: "domcontentloaded" });
      const badges = page.getByRole("link", { name: /(Google Play|App Store)/ });
      const count = await badges.count();
      if (!WITH_STORES.includes(p.route)) {
        expect(count, p.route).toBe(0);
        continue;
      }
      expect(count, p.route).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const badge = badges.nth(i);
        expect(await badge.getAttribute("target")).toBe("_blank");
        expect((await badge.getAttribute("rel"))?.split(/\s+/)).toContain("noopener");
        expect(await badge.getAttribute("href")).toMatch(/^https:\/\/(play\.google\.com|apps\.apple\.com)\//);
        // The accessible name keeps the visible words and adds where it goes and how it opens.
        const text = (await badge.innerText()).replace(/\s+/g, " ").trim();
        const store = text.includes("Google Play") ? "GET IT ON Google Play" : "Download on the App Store";
        const name = `${store} (${p.name}, opens in a new tab)`;
        expect(await page.getByRole("link", { name, exact: true }).count(), name).toBe(1);
      }
    }
    await page.close();
  });

  it("the EMM page's feature cards link to the eight enterprise feature pages", async () => {
    const { page } = await openTab(suite.browser, DESKTOP);
    await page.goto(`${suite.site.url}/product/enterprise_mobility_management`, { waitUntil: "networkidle" });
    const hrefs = await page
      .locator('main a[href^="/product/enterprise-management"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.sort()).toEqual(enterpriseFeatures.map(enterpriseFeaturePath).sort());
    const device = enterpriseFeatures.find((f) => f.group === "device")!;
    await page.getByRole("link", { name: device.card.buttonLabel }).click();
    await page.waitForURL(`${suite.site.url}${enterpriseFeaturePath(device)}`);
    await page.close();
  });

  it("the plan buttons of quote-only products lead to the contact page", async () => {
    const { page } = await openTab(suite.browser, PHONE);
    await page.goto(`${suite.site.url}/product/emi_security`, { waitUntil: "networkidle" });
    const plans = page.locator("#plans");
    expect(await plans.getByRole("link", { name: "Request a Quote" }).count()).toBe(3);
    await plans.getByRole("link", { name: "Request a Quote" }).first().click();
    await page.waitForURL(`${suite.site.url}/contact_us`);
    await page.close();
  });
});
