import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVENUE_DIMENSIONS } from "#server/analytics/report";
import { AnalyticsService } from "#server/analytics/service";
import { type Db } from "#server/db";
import { type LeadAttribution, NO_ATTRIBUTION, QuoteRepository } from "#server/db/quotes";
import { createLogger } from "#server/logger";
import { revenueCsvCells } from "#app/admin/analytics/csv.server";
import { type TestSchema, databaseVariants } from "../support/postgres";
import { createTestDatabase, openTestDatabase, removeTestDatabase } from "../support/test-database";

/**
 * Issue 30: won deals and won value per campaign, source, referrer and landing page, with
 * the share won; conversion divides like by like (a lead whose visit was not counted is in
 * neither the numerator nor the denominator, and is shown apart); a lead merged into
 * another counts once. On a real SQLite file and, with TEST_DATABASE_URL, PostgreSQL.
 */

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
/** 11:00 India time on 26 Nov 2026. */
const NOW = Date.parse("2026-11-26T05:30:00.000Z");
const DAY = { from: "2026-11-26", to: "2026-11-26" };

const from = (landingPage: string, more: Partial<LeadAttribution> = {}): LeadAttribution => ({
  ...NO_ATTRIBUTION,
  landingPage,
  device: "desktop",
  ...more,
});
const DIWALI = { utmCampaign: "diwali", utmSource: "newsletter", referrerHost: "news.example.org" };

describe.each(databaseVariants)("revenue per source on $name", (variant) => {
  let dataDir: string;
  let schema: TestSchema | undefined;
  let db: Db;
  let analytics: AnalyticsService;
  let quotes: QuoteRepository;

  beforeAll(async () => {
    if (variant.skip) return;
    ({ dataDir, schema } = await createTestDatabase(variant.name, "analytics_revenue"));
    db = await openTestDatabase(dataDir, schema);
    const now = () => new Date(NOW);
    analytics = new AnalyticsService(db, {
      enabled: true,
      rawDays: 30,
      rateLimit: 50,
      siteHosts: ["www.example.com"],
      logger: createLogger({ LOG_LEVEL: "silent" } as never),
      now,
    });
    quotes = new QuoteRepository(db, now);
  });

  afterAll(async () => {
    await db?.close();
    await removeTestDatabase(dataDir, schema);
  });

  const lead = async (
    name: string,
    attribution: LeadAttribution,
    outcome: { won?: number; lost?: true; mergedInto?: number } = {},
  ) => {
    const created = await quotes.create({
      name,
      phoneNumber: "+91 98765 43210",
      message: "An app, please",
      source: "contact",
      clientIp: null,
      userAgent: null,
      isSpam: false,
      attribution,
    });
    if (outcome.won !== undefined)
      await db.kysely
        .updateTable("quote_requests")
        .set({ status: "won", won_value: outcome.won })
        .where("id", "=", created.id)
        .execute();
    if (outcome.lost)
      await db.kysely
        .updateTable("quote_requests")
        .set({ status: "lost", lost_reason: "price" })
        .where("id", "=", created.id)
        .execute();
    if (outcome.mergedInto !== undefined)
      await db.kysely
        .updateTable("quote_requests")
        .set({ merged_into: outcome.mergedInto })
        .where("id", "=", created.id)
        .execute();
    return created.id;
  };

  it.skipIf(variant.skip)(
    "sums won deals per source, shows unattributed leads apart, and divides like by like",
    async () => {
      // Four counted visitors.
      for (const address of ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"]) {
        analytics.record({ page: "/", referrer: "", headers: {}, address, userAgent: CHROME });
      }
      const won = await lead("Asha", from("/services/app_development", DIWALI), { won: 250_000 });
      await lead("Ravi", from("/services/app_development", DIWALI), { lost: true });
      await lead("Meera", from("/", { utmCampaign: "summer" }), { won: 100_000 });
      // Two leads from visits that were not counted (Do Not Track, or a browser the bot filter drops).
      await lead("Kiran", NO_ATTRIBUTION, { won: 50_000 });
      await lead("Dev", NO_ATTRIBUTION);
      // The same person as Asha, merged into her lead: counted once.
      await lead("Asha again", from("/services/app_development", DIWALI), { won: 999_999, mergedInto: won });

      const report = await analytics.report(DAY);
      expect(report.totals).toMatchObject({ visitors: 4, leads: 5, unattributedLeads: 2, won: 3, wonValue: 400_000 });
      // Like by like: visitors who wrote ÷ visitors, never leads ÷ visitors (was 5 ÷ 4 = 125%). None of
      // these leads came with a visitor number of a counted visitor, so none converts a counted visitor.
      expect(report.totals).toMatchObject({ converting: 0, conversionRate: 0 });

      // Each row with its key's visitors and visitors who wrote (like by like; none of these leads carried a visitor number).
      const row = (key: string, leads: number, won: number, wonValue: number, wonShare: number, visitors = 0) => ({
        key,
        leads,
        won,
        wonValue,
        wonShare,
        visitors,
        converting: 0,
        conversionRate: visitors > 0 ? 0 : null,
      });
      const expected = {
        campaign: [row("diwali", 2, 1, 250_000, 0.5), row("summer", 1, 1, 100_000, 1)],
        source: [row("newsletter", 2, 1, 250_000, 0.5)],
        referrer: [row("news.example.org", 2, 1, 250_000, 0.5)],
        landing: [row("/services/app_development", 2, 1, 250_000, 0.5), row("/", 1, 1, 100_000, 1, 4)],
      };
      for (const dimension of REVENUE_DIMENSIONS) expect(report.revenue[dimension]).toEqual(expected[dimension]);
      expect(report.revenue.unattributed).toEqual({ leads: 2, won: 1, wonValue: 50_000, wonShare: 0.5 });

      expect(revenueCsvCells(report.revenue)).toEqual([
        ...REVENUE_DIMENSIONS.flatMap((dimension) => expected[dimension].map((r) => [dimension, ...Object.values(r)])),
        ["unattributed", null, 2, 1, 50_000, 0.5, null, null, null],
      ]);
    },
  );
});
