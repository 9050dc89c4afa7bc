import type { AnalyticsDimension } from "../db/schema";

/**
 * What the back office's analytics dashboard reads (server/analytics/reporting.ts
 * computes it). Days are India calendar days, "YYYY-MM-DD", inclusive.
 */
export type AnalyticsRange = { from: string; to: string };

export type AnalyticsTotals = {
  visitors: number;
  pageviews: number;
  /** Runs of pageviews by one visitor with no gap over 30 minutes. */
  visits: number;
  /** Real (non-spam, not merged into another) leads received in the range. */
  leads: number;
  /** Of those, the leads that came without a landing page (no tab or form page said how they came): shown apart. */
  unattributedLeads: number;
  /** Of `visitors`, those who sent a quote request (each once however often they wrote): the conversion rate's numerator. */
  converting: number;
  /** converting ÷ visitors: like by like, never above 100%; null without visitors. */
  conversionRate: number | null;
  /** Of the leads received in the range, those won so far, and their won value in rupees. */
  won: number;
  wonValue: number;
};

/** One row of a "top" table: a page, referrer host, utm_source, campaign or device; `converting`: its visitors who wrote. */
export type AnalyticsRow = { key: string; visitors: number; pageviews: number; visits: number; converting: number };

/**
 * Visitors who entered by a landing page (or came with a campaign), those of them who sent a
 * quote request, the rate (converting ÷ visitors, like by like) and, beside it, how many leads
 * came with that key (a visitor may write twice).
 */
export type ConversionRow = {
  key: string;
  visitors: number;
  converting: number;
  leads: number;
  conversionRate: number | null;
};

/**
 * Revenue by where leads came from: the leads received in the range with a value for this
 * dimension, how many of them are won so far, their won value (rupees) and the share won.
 */
export type RevenueRow = {
  key: string;
  leads: number;
  won: number;
  wonValue: number;
  wonShare: number | null;
  /** The key's visitors and those of them who wrote, and the rate (like by like), from the daily totals. */
  visitors: number;
  converting: number;
  conversionRate: number | null;
};
export const REVENUE_DIMENSIONS = ["campaign", "source", "referrer", "landing"] as const;
export type RevenueDimension = (typeof REVENUE_DIMENSIONS)[number];

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
  /** Won deals and value per source, most won value first (all rows: the CSV takes them whole). */
  revenue: Record<RevenueDimension, RevenueRow[]> & {
    /** Leads that came without a landing page: shown apart, never in a rate. */
    unattributed: Pick<RevenueRow, "leads" | "won" | "wonValue" | "wonShare">;
  };
};

/** A stored daily row, as the CSV export writes it. */
export type AnalyticsDailyRow = {
  day: string;
  dimension: AnalyticsDimension;
  key: string;
  visitors: number;
  pageviews: number;
  visits: number;
  /** Of `visitors`, those who sent a quote request counted with this key. */
  converting: number;
};
