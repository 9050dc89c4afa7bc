import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnalyticsService, type PageviewReport } from "#server/analytics/service";
import { deviceClass } from "#server/analytics/device";
import { readPageview } from "#server/analytics/pageview";
import { type Db } from "#server/db";
import { QuoteRepository } from "#server/db/quotes";
import { createLogger } from "#server/logger";
import { type TestSchema, databaseVariants } from "../support/postgres";
import { createTestDatabase, openTestDatabase, removeTestDatabase } from "../support/test-database";

/**
 * Cookieless analytics on a real SQLite file and, with TEST_DATABASE_URL, on PostgreSQL:
 * unique visitors from the daily salt, opt-outs and bots, the day rollover, nothing
 * personal in any analytics table, the daily totals and the attribution of a lead.
 */

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const clients = [
  { address: "203.0.113.7", userAgent: CHROME },
  { address: "198.51.100.23", userAgent: IPHONE },
  { address: "2001:db8::42", userAgent: IPAD },
];

const view = (
  client: { address: string; userAgent: string },
  page: string,
  extra: Partial<PageviewReport> = {},
): PageviewReport => ({
  page,
  referrer: "",
  headers: {},
  ...client,
  ...extra,
});

/** 11:00 India time on 26 Nov 2026. */
const START = Date.parse("2026-11-26T05:30:00.000Z");

describe.each(databaseVariants)("analytics on $name", (variant) => {
  let dataDir: string;
  let schema: TestSchema | undefined;
  let db: Db;
  let clock = START;
  let analytics: AnalyticsService;
  const logger = createLogger({ LOG_LEVEL: "silent" } as never);

  beforeAll(async () => {
    if (variant.skip) return;
    ({ dataDir, schema } = await createTestDatabase(variant.name, "analytics"));
    db = await openTestDatabase(dataDir, schema);
    analytics = new AnalyticsService(db, {
      enabled: true,
      rawDays: 30,
      rateLimit: 50,
      siteHosts: ["www.example.com"],
      logger,
      now: () => new Date(clock),
    });
  });

  afterAll(async () => {
    if (variant.skip) return;
    await analytics.stop();
    await db.close();
    await removeTestDatabase(dataDir, schema);
  });

  it.skipIf(variant.skip)(
    "counts ten pageviews by three clients as three visitors; opt-outs and bots are not counted",
    async () => {
      const pages = ["/", "/about_us", "/services", "/contact_us"];
      for (let i = 0; i < 10; i++) {
        clock += 60_000;
        expect(analytics.record(view(clients[i % 3]!, pages[i % pages.length]!))).toBe("counted");
      }
      expect(analytics.record(view(clients[0]!, "/", { headers: { "sec-gpc": "1" } }))).toBe("not-counted");
      expect(analytics.record(view(clients[1]!, "/", { headers: { dnt: "1" } }))).toBe("not-counted");
      expect(analytics.record(view({ address: "192.0.2.9", userAgent: GOOGLEBOT }, "/"))).toBe("not-counted");
      expect(analytics.record(view({ address: "192.0.2.9", userAgent: "" }, "/"))).toBe("not-counted");
      expect(analytics.record(view(clients[0]!, "https://evil.example/"))).toBe("not-counted");

      const report = await analytics.report({ from: "2026-11-26", to: "2026-11-26" });
      expect(report.totals).toMatchObject({ visitors: 3, pageviews: 10, visits: 3 });
      expect(report.days).toEqual([{ day: "2026-11-26", visitors: 3, pageviews: 10, leads: 0 }]);
      expect(report.top.device.map((r) => [r.key, r.visitors])).toEqual([
        ["desktop", 1],
        ["phone", 1],
        ["tablet", 1],
      ]);
      expect(report.top.page.find((r) => r.key === "/")).toMatchObject({ visitors: 3, pageviews: 3 });
      expect(report.top.page.find((r) => r.key === "/services")).toMatchObject({ visitors: 2, pageviews: 2 });
    },
  );

  it.skipIf(variant.skip)("limits how many pageviews one address may add per minute", async () => {
    const flooder = { address: "192.0.2.200", userAgent: CHROME };
    const outcomes = Array.from({ length: 60 }, () => analytics.record(view(flooder, "/")));
    expect(outcomes.filter((o) => o === "counted")).toHaveLength(50);
    expect(outcomes.at(-1)).toBe("rate-limited");
    await analytics.flush();
    await db.kysely
      .deleteFrom("analytics_events")
      .where("at", ">", new Date(clock - 1).toISOString())
      .execute();
  });

  it.skipIf(variant.skip)(
    "attributes a lead to its own visit, from what its own request carried, never from another visitor's",
    async () => {
      // Two people behind one address with one browser string: the daily visitor number is the same.
      const campaignVisitor = { address: "203.0.113.99", userAgent: IPHONE };
      const straightVisitor = { address: "203.0.113.99", userAgent: IPHONE };
      clock += 60_000;
      const landing = "/services/app_development?utm_source=newsletter&utm_medium=email&utm_campaign=diwali&gclid=abc";
      analytics.record(view(campaignVisitor, landing, { referrer: "https://www.news.example.org/issue/12" }));
      clock += 60_000;
      analytics.record(view(straightVisitor, "/contact_us"));
      clock += 60_000;
      const attribution = analytics.attribution({
        userAgent: IPHONE,
        formPage: "/contact_us",
        landing: { page: landing, referrer: "https://www.news.example.org/issue/12" },
        headers: {},
      });
      expect(attribution).toEqual({
        formPage: "/contact_us",
        landingPage: "/services/app_development",
        referrerHost: "news.example.org",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "diwali",
        gclid: true,
        fbclid: false,
        device: "phone",
      });
      // The other person sends the form from their own tab: their own landing, no campaign, although
      // the server's visitor number for both is the same and a campaign visit is counted under it.
      expect(
        analytics.attribution({
          userAgent: IPHONE,
          formPage: "/contact_us",
          landing: { page: "/contact_us", referrer: "" },
          headers: {},
        }),
      ).toMatchObject({ landingPage: "/contact_us", utmCampaign: null, utmSource: null, gclid: false });
      // Nothing sent with the request (the JSON API): nothing known, and nothing looked up.
      expect(
        analytics.attribution({ userAgent: IPHONE, formPage: "/contact_us", landing: null, headers: {} }),
      ).toMatchObject({ landingPage: null, utmCampaign: null, formPage: "/contact_us", device: "phone" });
      // A Global Privacy Control request keeps only its form page and device.
      expect(
        analytics.attribution({
          userAgent: IPHONE,
          formPage: "/contact_us",
          landing: { page: landing, referrer: "" },
          headers: { "sec-gpc": "1" },
        }),
      ).toMatchObject({ landingPage: null, utmCampaign: null, formPage: "/contact_us" });
      expect(await analytics.visitOf({ ...campaignVisitor, headers: { "sec-gpc": "1" } })).toBeNull();

      // The lead, and its conversion as the work after the answer records it (server/leads/arrivals.ts).
      const visit = (await analytics.visitOf({ ...campaignVisitor, headers: {} }))!;
      expect(visit).toEqual(await analytics.visitOf({ ...straightVisitor, headers: {} }));
      const quotes = new QuoteRepository(db, () => new Date(clock));
      for (const message of ["An app", "And a website"]) {
        await quotes.create({
          name: "Asha",
          phoneNumber: "+91 98765 43210",
          message,
          source: "contact",
          clientIp: null,
          userAgent: null,
          isSpam: false,
          attribution,
        });
        await db.kysely
          .insertInto("analytics_conversions")
          .values({
            day: visit.day,
            visitor: visit.visitor,
            form_page: "/contact_us",
            landing_page: attribution.landingPage,
            referrer_host: attribution.referrerHost,
            source: attribution.utmSource,
            campaign: attribution.utmCampaign,
          })
          .execute();
      }
      const report = await analytics.report({ from: "2026-11-26", to: "2026-11-26" });
      // Written twice, one visitor: 100%, with the two leads beside it.
      expect(report.conversions.campaign).toContainEqual({
        key: "diwali",
        visitors: 1,
        converting: 1,
        leads: 2,
        conversionRate: 1,
      });
      expect(report.conversions.landing.find((r) => r.key === "/services/app_development")).toMatchObject({
        visitors: 1,
        converting: 1,
        leads: 2,
      });
      expect(report.top.referrer[0]).toMatchObject({ key: "news.example.org", visitors: 1, converting: 1 });
      expect(report.top.source[0]).toMatchObject({ key: "newsletter", visitors: 1, converting: 1 });
      expect(report.totals.conversionRate).toBeLessThanOrEqual(1);
    },
  );

  it.skipIf(variant.skip)(
    "counts the same client again after the day rolls over, with no way to link the days",
    async () => {
      const client = clients[0]!;
      const before = await db.kysely.selectFrom("analytics_salts").selectAll().execute();
      expect(before.map((s) => s.day)).toEqual(["2026-11-26"]);
      const dayOne = await db.kysely
        .selectFrom("analytics_events")
        .select("visitor")
        .where("day", "=", "2026-11-26")
        .execute();

      clock = Date.parse("2026-11-27T04:00:00.000Z"); // 09:30 India time, the next day
      expect(analytics.record(view(client, "/"))).toBe("counted");
      await analytics.flush();
      await analytics.purge();

      const salts = await db.kysely.selectFrom("analytics_salts").selectAll().execute();
      expect(salts.map((s) => s.day)).toEqual(["2026-11-27"]);
      const dayTwo = await db.kysely
        .selectFrom("analytics_events")
        .select("visitor")
        .where("day", "=", "2026-11-27")
        .execute();
      expect(dayTwo).toHaveLength(1);
      expect(new Set(dayOne.map((e) => e.visitor)).has(dayTwo[0]!.visitor)).toBe(false);

      const report = await analytics.report({ from: "2026-11-26", to: "2026-11-27" });
      expect(report.days.map((d) => [d.day, d.visitors])).toEqual([
        ["2026-11-26", 4],
        ["2026-11-27", 1],
      ]);
      // The previous period of a two-day range is the two days before.
      expect(report.previous).toEqual({ from: "2026-11-24", to: "2026-11-25" });
    },
  );

  it.skipIf(variant.skip)("agrees with a second instance on one database: one salt a day, one visitor", async () => {
    const other = await openTestDatabase(dataDir, schema);
    const second = new AnalyticsService(other, {
      enabled: true,
      rawDays: 30,
      rateLimit: 50,
      siteHosts: ["www.example.com"],
      logger,
      now: () => new Date(clock),
    });
    try {
      const roamer = { address: "192.0.2.77", userAgent: CHROME };
      const before = (await analytics.report({ from: "2026-11-27", to: "2026-11-27" })).totals;
      clock += 60_000;
      analytics.record(view(roamer, "/"));
      clock += 60_000;
      second.record(view(roamer, "/about_us"));
      await second.flush();
      const after = (await analytics.report({ from: "2026-11-27", to: "2026-11-27" })).totals;
      expect(after.visitors - before.visitors).toBe(1);
      expect(after.pageviews - before.pageviews).toBe(2);
      // The same visitor number on both instances: a conversion counts them once, wherever they wrote.
      expect(await second.visitOf({ ...roamer, headers: {} })).toEqual(
        await analytics.visitOf({ ...roamer, headers: {} }),
      );
    } finally {
      await second.stop();
      await other.close();
    }
  });

  it.skipIf(variant.skip)("stores no address and no user agent in any analytics table", async () => {
    const secrets = [
      ...clients.flatMap((c) => [c.address, c.userAgent]),
      "203.0.113.99",
      IPHONE,
      "iPhone",
      "Chrome",
      "Mozilla",
    ];
    const tables = ["analytics_events", "analytics_daily", "analytics_salts"] as const;
    for (const table of tables) {
      const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db.kysely)).rows;
      expect(rows.length).toBeGreaterThan(0);
      const text = JSON.stringify(rows);
      for (const secret of secrets) expect(text, `${table} holds ${secret}`).not.toContain(secret);
    }
  });

  it.skipIf(variant.skip)("deletes events after ANALYTICS_RAW_DAYS and keeps the daily totals", async () => {
    clock = Date.parse("2026-12-27T04:00:00.000Z"); // 26 Nov is 31 days old, 27 Nov 30
    await analytics.rollUp();
    expect(await analytics.purge()).toBeGreaterThan(0);
    const left = await db.kysely.selectFrom("analytics_events").select("day").distinct().execute();
    expect(left.map((r) => r.day)).toEqual(["2026-11-27"]);
    const report = await analytics.report({ from: "2026-11-26", to: "2026-11-26" });
    expect(report.totals.pageviews).toBeGreaterThan(10);
    // The day's two leads (one visitor who wrote twice) and that visitor's conversion stay with the totals.
    expect(report.totals).toMatchObject({ visitors: 4, leads: 2, converting: 1 });
  });
});

describe("pageview reports", () => {
  const hosts = new Set(["example.com"]);
  it("keeps the path, the external referrer's host and the campaign; drops the rest", () => {
    expect(
      readPageview(
        "/blog/?utm_source=x&utm_campaign=%20Diwali%0A&fbclid=1",
        "https://www.Google.com/search?q=secret",
        hosts,
      ),
    ).toEqual({
      path: "/blog",
      referrerHost: "google.com",
      utmSource: "x",
      utmMedium: null,
      utmCampaign: "Diwali",
      gclid: false,
      fbclid: true,
    });
    expect(readPageview("/x", "https://www.example.com/about_us", hosts)?.referrerHost).toBeNull();
    expect(readPageview("/x", "javascript:alert(1)", hosts)?.referrerHost).toBeNull();
    for (const bad of ["//evil.example/", "https://evil.example/", "", 42, null, `/${"a".repeat(3000)}`]) {
      expect(readPageview(bad, "", hosts)).toBeNull();
    }
  });

  it("classes devices from the user agent", () => {
    expect(deviceClass(CHROME)).toBe("desktop");
    expect(deviceClass(IPHONE)).toBe("phone");
    expect(deviceClass(IPAD)).toBe("tablet");
    expect(
      deviceClass("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36"),
    ).toBe("phone");
    expect(deviceClass("Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 Chrome/130.0 Safari/537.36")).toBe(
      "tablet",
    );
  });
});
