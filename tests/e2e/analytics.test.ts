import path from "node:path";
import Database from "better-sqlite3";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { OWNER, OWNER_ENV, signInHttp, signInPage } from "../support/admin";
import { DESKTOP, expectNoAxeViolations, PHONE } from "../support/browser";
import { csvRecords } from "../support/csv";
import { useSiteAndBrowser } from "../support/site-browser";

/**
 * Lead attribution and cookieless analytics, as a visitor and the sales team see them:
 * a campaign visit that ends in a quote request (with JavaScript from another page, without it
 * from the landing page) shows its own source, medium, campaign, landing page and form page in
 * the inbox and its CSV, and a lead sent to the API is given nobody else's; simulated clients
 * are counted as visitors and pageviews, opt-outs and bots not at all.
 */
const running = useSiteAndBrowser({ ...OWNER_ENV, TRUST_PROXY: "loopback", QUOTE_RATE_LIMIT: "50" });

const DESKTOP_CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const CAMPAIGN_PAGE = "/services/app_development?utm_source=newsletter&utm_medium=email&utm_campaign=diwali";
const REFERRER = "https://news.example.org/issue/12";

const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

async function visitor(browser: Browser, js: boolean) {
  // Headless Chromium calls itself HeadlessChrome, which isbot rightly excludes: these are visitors.
  const context = await browser.newContext({
    viewport: DESKTOP,
    javaScriptEnabled: js,
    userAgent: js ? DESKTOP_CHROME : ANDROID_CHROME,
  });
  return { context, page: await context.newPage() };
}

/** Waits until the page reported itself (the beacon with JavaScript, the pixel without). */
const counted = (page: Page, js: boolean) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === (js ? "/api/event" : "/api/event.gif") && r.status() < 300);

async function dailyTotals(base: string, cookie: string) {
  const day = indiaToday();
  const res = await fetch(`${base}/admin/analytics.csv?from=${day}&to=${day}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  const rows = csvRecords(await res.text());
  const total = rows.find((r) => r.dimension === "total");
  return { visitors: Number(total?.visitors ?? 0), pageviews: Number(total?.pageviews ?? 0), rows };
}

async function beacon(base: string, headers: Record<string, string>, page: string) {
  const res = await fetch(`${base}/api/event`, {
    method: "POST",
    headers: { "content-type": "text/plain", ...headers },
    body: JSON.stringify({ p: page, r: "" }),
  });
  expect(res.status).toBe(204);
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(res.headers.get("set-cookie")).toBeNull();
}

describe("cookieless analytics", () => {
  it("counts ten visits by three clients as 3 visitors and 10 pageviews; Sec-GPC, DNT and bots are not counted", async () => {
    const { site } = running;
    const { cookie } = await signInHttp(site.url, OWNER);
    const before = await dailyTotals(site.url, cookie!);

    const clients = [
      { "x-forwarded-for": "203.0.113.10", "user-agent": DESKTOP_CHROME },
      { "x-forwarded-for": "203.0.113.11", "user-agent": DESKTOP_CHROME },
      { "x-forwarded-for": "203.0.113.10", "user-agent": ANDROID_CHROME },
    ];
    const pages = ["/", "/about_us", "/services", "/portfolio", "/contact_us"];
    for (let i = 0; i < 10; i++) await beacon(site.url, clients[i % 3]!, pages[i % pages.length]!);
    await beacon(site.url, { ...clients[0]!, "sec-gpc": "1" }, "/");
    await beacon(site.url, { ...clients[1]!, dnt: "1" }, "/");
    await beacon(
      site.url,
      {
        "x-forwarded-for": "203.0.113.12",
        "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      },
      "/",
    );
    await beacon(site.url, { "x-forwarded-for": "203.0.113.13", "user-agent": DESKTOP_CHROME }, "/no-such-page");

    const after = await dailyTotals(site.url, cookie!);
    expect(after.visitors - before.visitors).toBe(3);
    expect(after.pageviews - before.pageviews).toBe(10);
    // No cookie was set, for anyone.
    const pixel = await fetch(`${site.url}/api/event.gif`, {
      headers: { referer: `${site.url}/about_us`, "user-agent": DESKTOP_CHROME, "x-forwarded-for": "203.0.113.14" },
    });
    expect(pixel.headers.get("content-type")).toBe("image/gif");
    expect(pixel.headers.get("set-cookie")).toBeNull();
  });

  it("gives a lead sent to the JSON API no campaign of another visit from its address and browser: nothing is looked up", async () => {
    const { site } = running;
    const client = { "x-forwarded-for": "198.51.100.77", "user-agent": ANDROID_CHROME };
    // A campaign visit from the same address and browser string (behind one carrier NAT, someone else's).
    await fetch(`${site.url}/api/event`, {
      method: "POST",
      headers: client,
      body: JSON.stringify({
        p: "/product/tracko?utm_source=google&utm_medium=cpc&utm_campaign=tracko-launch&gclid=x1",
        r: "https://www.google.com/",
      }),
    });
    await beacon(site.url, client, "/product");
    const name = `Attribution API ${Date.now()}`;
    const sent = await fetch(`${site.url}/laravel_website/api/website_send_email`, {
      method: "POST",
      headers: { ...client, "content-type": "application/json", referer: `${site.url}/product` },
      body: JSON.stringify({ name, phone_number: "+91 98765 43210", message: "Tracko for 40 field staff" }),
    });
    expect(sent.status).toBe(200);

    const { cookie } = await signInHttp(site.url, OWNER);
    const csv = await fetch(`${site.url}/admin/leads.csv?q=${encodeURIComponent(name)}`, {
      headers: { cookie: cookie! },
    });
    // Unknown, never wrong: only what its own request said (the page it names, the device).
    expect(csvRecords(await csv.text()).find((r) => r.name === name)).toMatchObject({
      "form page": "/product",
      "landing page": "",
      referrer: "",
      "utm source": "",
      "utm campaign": "",
      gclid: "no",
      device: "phone",
    });
  });

  for (const js of [true, false]) {
    it(`attributes a lead sent ${js ? "with JavaScript after moving on to the contact page" : "without JavaScript from its landing page"} to its own campaign, landing page and form page`, async () => {
      const { site, browser } = running;
      const name = `Attribution ${js ? "JS" : "no-JS"} ${Date.now()}`;
      const { context, page } = await visitor(browser, js);
      const formPage = js ? "/contact_us" : "/services/app_development";
      try {
        await Promise.all([counted(page, js), page.goto(site.url + CAMPAIGN_PAGE, { referer: REFERRER })]);
        let form = page.getByRole("region", { name: "Lets Talk" });
        if (js) {
          // With JavaScript the landing travels with this tab: on to the contact page by the site's own menu.
          const contact = page.getByRole("banner").getByRole("link", { name: "Contact", exact: true });
          await Promise.all([counted(page, js), contact.click()]);
          expect(new URL(page.url()).pathname).toBe("/contact_us");
          form = page.getByRole("region", { name: "Request a quote" });
        }
        await form.getByLabel("Your name").fill(name);
        await form.getByLabel("Phone number").fill("+91 98765 43210");
        await form.getByLabel("How can we help?").fill("We saw your Diwali newsletter and need an app.");
        await form.getByRole("button", { name: "Send message" }).click();
        await page.waitForURL(`${site.url}/Thanku`);
      } finally {
        await context.close();
      }

      // The inbox, as the sales team sees it.
      const admin = await browser.newContext({ viewport: DESKTOP });
      try {
        const inbox = await admin.newPage();
        await signInPage(inbox, site.url);
        await inbox.goto(
          `${site.url}/admin?campaign=diwali&landing=${encodeURIComponent("/services/app_development")}`,
        );
        const lead = inbox
          .getByRole("article")
          .filter({ hasText: name })
          .or(inbox.getByRole("row").filter({ hasText: name }))
          .first();
        const text = (await lead.textContent()) ?? "";
        for (const expected of ["newsletter", "email", "diwali", "/services/app_development", formPage])
          expect(text).toContain(expected);
        // The referring site is known only where the tab kept it; the pages' own requests carry none.
        expect(text.includes("news.example.org")).toBe(js);

        const cookie = (await admin.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
        const csv = await fetch(`${site.url}/admin/leads.csv?campaign=diwali`, { headers: { cookie } });
        const row = csvRecords(await csv.text()).find((r) => r.name === name);
        expect(row).toMatchObject({
          "utm source": "newsletter",
          "utm medium": "email",
          "utm campaign": "diwali",
          "landing page": "/services/app_development",
          "form page": formPage,
          device: js ? "desktop" : "phone",
        });
      } finally {
        await admin.close();
      }
    });
  }

  for (const [width, viewport] of [
    ["390", PHONE],
    ["1366", DESKTOP],
  ] as const) {
    it(`the dashboard shows the counts, the chart's numbers and every table, with no axe violations at ${width} px`, async () => {
      const { site, browser } = running;
      const context = await browser.newContext({ viewport });
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
        await signInPage(page, site.url);
        await page.goto(`${site.url}/admin/analytics?days=7`);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Analytics");
        for (const name of [
          "Top pages",
          "Landing pages and conversion",
          "Referrers",
          "Sources",
          "Campaigns",
          "Devices",
        ]) {
          expect(await page.getByRole("heading", { name, exact: true }).count(), name).toBe(1);
        }
        // The campaign of the leads above, with its conversion.
        const campaigns = page.getByRole("table", { name: /Campaigns/ });
        expect(await campaigns.getByRole("row").filter({ hasText: "diwali" }).count()).toBeGreaterThanOrEqual(1);
        await expectNoAxeViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it("after all of the above, no analytics table holds an address or a user agent", async () => {
    const { site } = running;
    // Let the last batch be written.
    await new Promise((r) => setTimeout(r, 1_500));
    const db = new Database(path.join(site.dataDir, "site.db"), { readonly: true });
    try {
      const tables = db
        .prepare("select name from sqlite_master where type = 'table' and name like 'analytics_%'")
        .all() as { name: string }[];
      expect(tables.map((t) => t.name).sort()).toEqual([
        "analytics_conversions",
        "analytics_daily",
        "analytics_events",
        "analytics_salts",
      ]);
      const events = db.prepare("select count(*) as n from analytics_events").get() as { n: number };
      expect(events.n).toBeGreaterThanOrEqual(14);
      for (const { name } of tables) {
        const text = JSON.stringify(db.prepare(`select * from ${name}`).all());
        for (const secret of [
          "127.0.0.1",
          "203.0.113.",
          "198.51.100.",
          "::1",
          "Mozilla",
          "Chrome",
          "Android",
          "Linux",
          "bingbot",
        ]) {
          expect(text, `${name} holds ${secret}`).not.toContain(secret);
        }
      }
    } finally {
      db.close();
    }
  });
});
