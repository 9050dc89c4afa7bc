import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnalyticsService, type PageviewReport } from "#server/analytics/service";
import { NEW_VISITORS_PER_ADDRESS_PER_DAY } from "#server/analytics/visitor-cap";
import { type Db, openDatabase } from "#server/db";
import { createLogger } from "#server/logger";

/**
 * Issue 29, finding 9, with the analytics service on a real SQLite file: no control,
 * bidi or invisible formatting character reaches a stored string (nor a lead's
 * attribution), and one address cannot make up more than a day's cap of new visitors
 * by changing its user agent.
 */

const chrome = (build: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.${build}.0 Safari/537.36`;

/** Characters that reorder or hide text, or are not text at all. */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
const RLO = "%E2%80%AE"; // U+202E, right-to-left override
const LRI = "%E2%81%A6"; // U+2066, left-to-right isolate
const ZWSP = "%E2%80%8B"; // U+200B, zero-width space
const ALM = "%D8%9C"; // U+061C, Arabic letter mark

const view = (address: string, userAgent: string, page: string, referrer = ""): PageviewReport => ({
  page,
  referrer,
  address,
  userAgent,
  headers: {},
});

/** 11:00 India time on 26 Nov 2026. */
const START = Date.parse("2026-11-26T05:30:00.000Z");

describe("analytics hardening", () => {
  let dataDir: string;
  let db: Db;
  let clock = START;
  let analytics: AnalyticsService;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "analytics-hardening-"));
    db = await openDatabase({ dataDir });
    analytics = new AnalyticsService(db, {
      enabled: true,
      rawDays: 30,
      rateLimit: 1_000,
      siteHosts: ["www.example.com"],
      logger: createLogger({ LOG_LEVEL: "silent" } as never),
      now: () => new Date(clock),
    });
  });

  afterAll(async () => {
    await analytics.stop();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const storedStrings = async () => {
    const rows = (await sql<Record<string, unknown>>`select * from analytics_events`.execute(db.kysely)).rows;
    return rows.flatMap((row) => Object.values(row).filter((v): v is string => typeof v === "string"));
  };

  it("stores utm values, paths and referrers without bidi, control or zero-width characters", async () => {
    const visitor = "203.0.113.10";
    clock += 60_000;
    const page = `/services/app${RLO}_development?utm_source=${RLO}elgoog${LRI}&utm_medium=c${ZWSP}pc%0D%0A&utm_campaign=di${ALM}wali%E2%80%8E%E2%80%8F%E2%80%AA%E2%81%A9%EF%BB%BF%E2%80%A8`;
    expect(analytics.record(view(visitor, chrome(1), page, "https://news.example.org/\u202Eissue"))).toBe("counted");
    expect(analytics.record(view(visitor, chrome(1), `/contact_us?utm_campaign=${RLO}`))).toBe("counted");
    await analytics.flush();

    const strings = await storedStrings();
    expect(strings.length).toBeGreaterThan(0);
    for (const value of strings) expect(value, JSON.stringify(value)).not.toMatch(INVISIBLE);
    const [first, second] = await db.kysely.selectFrom("analytics_events").selectAll().orderBy("id").execute();
    expect(first).toMatchObject({
      utm_source: "elgoog",
      utm_medium: "cpc",
      utm_campaign: "diwali",
      referrer_host: "news.example.org",
    });
    // A value that was nothing but such characters is no value.
    expect(second!.utm_campaign).toBeNull();

    const report = await analytics.report({ from: "2026-11-26", to: "2026-11-26" });
    for (const rows of Object.values(report.top))
      for (const row of rows) expect(row.key, JSON.stringify(row.key)).not.toMatch(INVISIBLE);
  });

  it("gives a lead's attribution none of them either, from what its own tab sent", async () => {
    const visitor = { userAgent: chrome(2) };
    const attribution = analytics.attribution({
      ...visitor,
      formPage: "/contact\u202E_us\u0007",
      landing: {
        page: "/portfolio?utm_source=ma%E2%80%8Bil&utm_campaign=lau%E2%80%AEnc%E2%81%A6h",
        referrer: "https://news.example.org/",
      },
      headers: {},
    });
    expect(attribution).toMatchObject({
      formPage: "/contact_us",
      landingPage: "/portfolio",
      referrerHost: "news.example.org",
      utmSource: "mail",
      utmCampaign: "launch",
    });
    for (const value of Object.values(attribution)) if (typeof value === "string") expect(value).not.toMatch(INVISIBLE);
  });

  it(`counts at most ${NEW_VISITORS_PER_ADDRESS_PER_DAY} new visitors a day from one address`, async () => {
    const address = "198.51.100.50";
    const visitors = async () =>
      Number(
        (
          await db.kysely
            .selectFrom("analytics_events")
            .select((eb) => eb.fn.count("visitor").distinct().as("n"))
            .where("day", "=", "2026-11-26")
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await visitors();
    clock += 60_000;
    for (let i = 0; i < NEW_VISITORS_PER_ADDRESS_PER_DAY + 15; i++)
      analytics.record(view(address, chrome(100 + i), "/"));
    await analytics.flush();
    expect((await visitors()) - before).toBe(NEW_VISITORS_PER_ADDRESS_PER_DAY);

    // The visitors it already has go on counting; other addresses are not affected.
    const pageviews = async () =>
      Number(
        (
          await db.kysely
            .selectFrom("analytics_events")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const views = await pageviews();
    expect(analytics.record(view(address, chrome(100), "/about_us"))).toBe("counted");
    expect(analytics.record(view(address, chrome(999), "/about_us"))).toBe("not-counted");
    expect(analytics.record(view("198.51.100.51", chrome(999), "/about_us"))).toBe("counted");
    await analytics.flush();
    expect((await pageviews()) - views).toBe(2);
  });

  it("counts an IPv6 network (/64) as one address, and starts afresh the next day", async () => {
    clock += 60_000;
    const outcomes = Array.from({ length: NEW_VISITORS_PER_ADDRESS_PER_DAY + 5 }, (_, i) =>
      analytics.record(view(`2001:db8:1:2::${(i + 1).toString(16)}`, chrome(500 + i), "/")),
    );
    await analytics.flush();
    expect(outcomes.filter((o) => o === "counted").length).toBeLessThanOrEqual(NEW_VISITORS_PER_ADDRESS_PER_DAY);

    clock = Date.parse("2026-11-27T04:00:00.000Z"); // the next India day
    // The first view of a day waits for the day's salt; the next ones are answered at once.
    analytics.record(view("198.51.100.50", chrome(1), "/"));
    await analytics.flush();
    expect(analytics.record(view("198.51.100.50", chrome(200), "/"))).toBe("counted");
  });
});
