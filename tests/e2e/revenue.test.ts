import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { OWNER_ENV, signInPage } from "../support/admin";
import { waitForHydration } from "../support/a11y";
import { DESKTOP } from "../support/browser";
import { csvRecords } from "../support/csv";
import { useSiteAndBrowser } from "../support/site-browser";

/**
 * Issue 30, from the campaign to the money: a visitor comes from a newsletter campaign and
 * asks for a quote; the owner marks the lead won with its value on the lead's page; the
 * analytics page shows the won value under that campaign, and both CSVs (revenue and
 * leads) carry it.
 */
const running = useSiteAndBrowser({ ...OWNER_ENV, TRUST_PROXY: "loopback", QUOTE_RATE_LIMIT: "50" });

const DESKTOP_CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const run = Date.now().toString(36);
const CAMPAIGN = `diwali-${run}`;
const NAME = `Revenue ${run}`;

const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const counted = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === "/api/event" && r.status() < 300);

describe("revenue per campaign", () => {
  it("a won deal's value shows under its campaign on the analytics page and in both CSVs", async () => {
    const { site, browser } = running;

    // The visitor: a campaign link, then the contact page's form.
    // Headless Chromium calls itself HeadlessChrome, which the bot filter rightly drops.
    const visit = await browser.newContext({ viewport: DESKTOP, userAgent: DESKTOP_CHROME });
    try {
      const page = await visit.newPage();
      await Promise.all([
        counted(page),
        page.goto(
          `${site.url}/services/app_development?utm_source=newsletter&utm_medium=email&utm_campaign=${CAMPAIGN}`,
        ),
      ]);
      await Promise.all([
        counted(page),
        page.getByRole("banner").getByRole("link", { name: "Contact", exact: true }).click(),
      ]);
      const form = page.getByRole("region", { name: "Request a quote" });
      await form.getByLabel("Your name").fill(NAME);
      await form.getByLabel("Phone number").fill("+91 98765 40011");
      await form.getByLabel("E-mail (optional)").fill(`revenue.${run}@example.com`);
      await form.getByLabel("How can we help?").fill("We read your Diwali newsletter and want a booking app.");
      await form.getByRole("button", { name: "Send message" }).click();
      await page.waitForURL(`${site.url}/Thanku`);
    } finally {
      await visit.close();
    }

    const admin = await browser.newContext({ viewport: DESKTOP });
    try {
      const page = await admin.newPage();
      await signInPage(page, site.url);
      await page.goto(`${site.url}/admin?campaign=${CAMPAIGN}`);
      await Promise.all([page.waitForEvent("load"), page.getByRole("link", { name: NAME }).click()]);
      // The stage form shows only the chosen stage's fields once it has hydrated: choose after that.
      await waitForHydration(page);
      const stage = page.locator("section#stage");
      await stage.getByRole("combobox", { name: "Stage", exact: true }).selectOption("won");
      await stage.getByLabel("Value won (₹)").fill("4,20,000");
      await Promise.all([page.waitForEvent("load"), stage.getByRole("button", { name: "Change stage" }).click()]);
      expect(await stage.getByRole("status").textContent()).toBe("✓ Stage changed to Won (₹4,20,000 won).");

      // The analytics page, today: the campaign's row in "Won deals by campaign".
      const day = indiaToday();
      await page.goto(`${site.url}/admin/analytics?from=${day}&to=${day}`);
      const table = page.getByRole("table", { name: /^Campaigns by won value/ });
      const row = table.getByRole("row").filter({ hasText: CAMPAIGN });
      expect(await row.getByRole("cell").allTextContents()).toEqual(["1", "1", "₹4,20,000", "100.0%"]);
      expect(await page.getByRole("listitem").filter({ hasText: "Won value" }).textContent()).toContain("₹4,20,000");

      const cookie = (await admin.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
      const revenue = await fetch(`${site.url}/admin/analytics-revenue.csv?from=${day}&to=${day}`, {
        headers: { cookie },
      });
      expect(revenue.status).toBe(200);
      expect(revenue.headers.get("content-disposition")).toBe(
        `attachment; filename="analytics-revenue-${day}-to-${day}.csv"`,
      );
      const revenueRows = csvRecords(await revenue.text());
      expect(revenueRows.find((r) => r.dimension === "campaign" && r.key === CAMPAIGN)).toEqual({
        dimension: "campaign",
        key: CAMPAIGN,
        leads: "1",
        won: "1",
        won_value_inr: "420000",
        won_share: "1",
        // The campaign's one visitor wrote: like by like, 100%.
        visitors: "1",
        converting_visitors: "1",
        conversion_rate: "1",
      });
      expect(revenueRows.find((r) => r.dimension === "landing" && r.key === "/services/app_development")).toBeDefined();

      const leads = await fetch(`${site.url}/admin/leads.csv?campaign=${CAMPAIGN}`, { headers: { cookie } });
      expect(csvRecords(await leads.text()).find((r) => r.name === NAME)).toMatchObject({
        stage: "Won",
        "won value": "420000",
        "utm campaign": CAMPAIGN,
        "e-mail": `revenue.${run}@example.com`,
      });
    } finally {
      await admin.close();
    }
  });
});
