import type { AnalyticsDimension } from "../db/schema";
import { dayStartIso, daysFrom, indiaDayOf, shiftDay } from "./days";
import type {
  AnalyticsDailyRow,
  AnalyticsRange,
  AnalyticsReport,
  AnalyticsRow,
  AnalyticsTotals,
  ConversionRow,
  RevenueRow,
} from "./report";
import type { AnalyticsRepository } from "./repository";

export type ReportingOptions = {
  repo: AnalyticsRepository;
  now: () => Date;
  /** Brings today's totals up to date (the ingestion side's roll-up), before a range with today is read. */
  rollUpToday: () => Promise<void>;
};

/**
 * The reporting side of the page analytics (decision 018): the dashboard's figures, the
 * revenue by source and the CSV's rows, all read from the daily totals and the leads.
 * Nothing here counts a pageview; ./ingestion.ts does.
 */
export class AnalyticsReporting {
  constructor(private readonly options: ReportingOptions) {}

  /** Today's totals are rolled up when the range includes today; earlier days' are final. */
  private async freshen(range: AnalyticsRange): Promise<void> {
    const today = indiaDayOf(this.options.now());
    if (range.from <= today && today <= range.to) await this.options.rollUpToday();
  }

  async report(range: AnalyticsRange, options: { limit?: number } = {}): Promise<AnalyticsReport> {
    const limit = options.limit ?? 10;
    await this.freshen(range);
    const length = daysFrom(range.from, range.to).length;
    const previous = {
      from: shiftDay(range.from, -length),
      to: shiftDay(range.from, -1),
    };
    const [rows, leads] = await Promise.all([
      this.options.repo.dailyRows(previous.from, range.to),
      this.options.repo.leads(dayStartIso(previous.from), dayStartIso(shiftDay(range.to, 1))),
    ]);
    const inRange = rows.filter((r) => r.day >= range.from);
    const leadsInRange = leads.map((l) => ({
      ...l,
      day: indiaDayOf(new Date(l.created_at)),
    }));
    const current = leadsInRange.filter((l) => l.day >= range.from);

    const totalsOf = (daily: AnalyticsDailyRow[], periodLeads: typeof leadsInRange): AnalyticsTotals => {
      const t = daily.filter((r) => r.dimension === "total");
      const visitors = sum(t, "visitors");
      // Like by like: visitors who wrote ÷ visitors, both counted by the same daily visitor numbers.
      const converting = sum(t, "converting");
      const won = periodLeads.filter(isWon);
      return {
        visitors,
        pageviews: sum(t, "pageviews"),
        visits: sum(t, "visits"),
        leads: periodLeads.length,
        unattributedLeads: periodLeads.filter((l) => l.landing_page === null).length,
        converting,
        conversionRate: rate(converting, visitors),
        won: won.length,
        wonValue: won.reduce((total, l) => total + (l.won_value ?? 0), 0),
      };
    };
    const byDay = new Map(inRange.filter((r) => r.dimension === "total").map((r) => [r.day, r]));
    const leadsByDay = countBy(current.map((l) => l.day));
    const top = (dimension: AnalyticsDimension) => topRows(inRange, dimension, limit);
    /** A dimension's visitors and converting visitors per key, summed over the range's days. */
    const counted = (dimension: AnalyticsDimension) =>
      new Map(topRows(inRange, dimension, Infinity).map((r) => [r.key, r]));
    const conversions = (dimension: AnalyticsDimension, keys: (string | null)[]): ConversionRow[] => {
      const visitors = counted(dimension);
      const leadCounts = countBy(keys.filter((k): k is string => k !== null));
      const all = new Set([...visitors.keys(), ...leadCounts.keys()]);
      return [...all]
        .map((key) => {
          const row = visitors.get(key);
          const v = row?.visitors ?? 0;
          const c = row?.converting ?? 0;
          return { key, visitors: v, converting: c, leads: leadCounts.get(key) ?? 0, conversionRate: rate(c, v) };
        })
        .sort(
          (a, b) =>
            b.converting - a.converting || b.leads - a.leads || b.visitors - a.visitors || a.key.localeCompare(b.key),
        )
        .slice(0, limit);
    };

    return {
      range,
      previous,
      totals: totalsOf(inRange, current),
      previousTotals: totalsOf(
        rows.filter((r) => r.day < range.from),
        leadsInRange.filter((l) => l.day < range.from),
      ),
      days: daysFrom(range.from, range.to).map((day) => ({
        day,
        visitors: byDay.get(day)?.visitors ?? 0,
        pageviews: byDay.get(day)?.pageviews ?? 0,
        leads: leadsByDay.get(day) ?? 0,
      })),
      top: {
        page: top("page"),
        referrer: top("referrer"),
        source: top("source"),
        campaign: top("campaign"),
        device: top("device"),
      },
      conversions: {
        landing: conversions(
          "entry",
          current.map((l) => l.landing_page),
        ),
        campaign: conversions(
          "campaign",
          current.map((l) => l.utm_campaign),
        ),
      },
      revenue: {
        campaign: revenueRows(current, (l) => l.utm_campaign, counted("campaign")),
        source: revenueRows(current, (l) => l.utm_source, counted("source")),
        referrer: revenueRows(current, (l) => l.referrer_host, counted("referrer")),
        landing: revenueRows(current, (l) => l.landing_page, counted("entry")),
        unattributed: revenueOf(current.filter((l) => l.landing_page === null)),
      },
    };
  }

  /** The stored daily rows of a range, for the CSV export. */
  async *dailyRows(range: AnalyticsRange): AsyncIterable<AnalyticsDailyRow> {
    await this.freshen(range);
    yield* await this.options.repo.dailyRows(range.from, range.to);
  }
}

function sum(rows: AnalyticsDailyRow[], field: "visitors" | "pageviews" | "visits" | "converting"): number {
  return rows.reduce((n, r) => n + r[field], 0);
}

type LeadOutcome = { status: string; won_value: number | null };

const isWon = (lead: LeadOutcome) => lead.status === "won";

/** How many leads, how many won, their won value and the share won. */
function revenueOf(leads: LeadOutcome[]): Pick<RevenueRow, "leads" | "won" | "wonValue" | "wonShare"> {
  const won = leads.filter(isWon);
  return {
    leads: leads.length,
    won: won.length,
    wonValue: won.reduce((total, l) => total + (l.won_value ?? 0), 0),
    wonShare: leads.length > 0 ? won.length / leads.length : null,
  };
}

/**
 * Leads grouped by one of their sources (leads without one are not in any row), most won value
 * first, each with the key's visitors and converting visitors from the daily totals.
 */
function revenueRows<L extends LeadOutcome>(
  leads: L[],
  keyOf: (lead: L) => string | null,
  visitors: Map<string, AnalyticsRow>,
): RevenueRow[] {
  const groups = new Map<string, L[]>();
  for (const lead of leads) {
    const key = keyOf(lead);
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(lead);
    else groups.set(key, [lead]);
  }
  return [...groups]
    .map(([key, group]) => {
      const v = visitors.get(key);
      return {
        key,
        ...revenueOf(group),
        visitors: v?.visitors ?? 0,
        converting: v?.converting ?? 0,
        conversionRate: rate(v?.converting ?? 0, v?.visitors ?? 0),
      };
    })
    .sort((a, b) => b.wonValue - a.wonValue || b.won - a.won || b.leads - a.leads || a.key.localeCompare(b.key));
}

function rate(converting: number, visitors: number): number | null {
  return visitors > 0 ? converting / visitors : null;
}

function countBy(keys: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts;
}

/** A dimension's keys summed over the days, best first. */
function topRows(rows: AnalyticsDailyRow[], dimension: AnalyticsDimension, limit: number): AnalyticsRow[] {
  const byKey = new Map<string, AnalyticsRow>();
  for (const r of rows) {
    if (r.dimension !== dimension) continue;
    const row = byKey.get(r.key) ?? {
      key: r.key,
      visitors: 0,
      pageviews: 0,
      visits: 0,
      converting: 0,
    };
    row.visitors += r.visitors;
    row.pageviews += r.pageviews;
    row.visits += r.visits;
    row.converting += r.converting;
    byKey.set(r.key, row);
  }
  return [...byKey.values()]
    .sort((a, b) => b.visitors - a.visitors || b.pageviews - a.pageviews || a.key.localeCompare(b.key))
    .slice(0, limit);
}
