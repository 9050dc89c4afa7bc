import type { AnalyticsDimension } from "../db/schema";

/**
 * What the back office's analytics dashboard reads (server/analytics/service.ts
 * computes it). Days are India calendar days, "YYYY-MM-DD", inclusive.
 */
export type AnalyticsRange = { from: string; to: string };

export type AnalyticsTotals = {
  visitors: number;
  pageviews: number;
  /** Runs of pageviews by one visitor with no gap over 30 minutes. */
  visits: number;
  /** Real (non-spam) leads received in the range. */
  leads: number;
  /** leads ÷ visitors; null without visitors. */
  conversionRate: number | null;
};

/** One row of a "top" table: a page, referrer host, utm_source, campaign or device. */
export type AnalyticsRow = { key: string; visitors: number; pageviews: number; visits: number };

/** Visitors who entered by a landing page (or came with a campaign), and the leads their visits produced. */
export type ConversionRow = { key: string; visitors: number; leads: number; conversionRate: number | null };

export type AnalyticsReport = {
  range: AnalyticsRange;
  /** The same number of days just before `range`. */
  previous: AnalyticsRange;
  totals: AnalyticsTotals;
  previousTotals: AnalyticsTotals;
  /** Every day of the range in order, zero when nothing was counted. */
  days: { day: string; visitors: number; pageviews: number; leads: number }[];
  /** Best first (visitors, then pageviews), at most `limit` rows each. */
  top: Record<Exclude<AnalyticsDimension, "total" | "entry">, AnalyticsRow[]>;
  conversions: { landing: ConversionRow[]; campaign: ConversionRow[] };
};

/** A stored daily row, as the CSV export writes it. */
export type AnalyticsDailyRow = {
  day: string;
  dimension: AnalyticsDimension;
  key: string;
  visitors: number;
  pageviews: number;
  visits: number;
};
