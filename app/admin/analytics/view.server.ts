import type {
  AnalyticsReport,
  AnalyticsRow,
  ConversionRow,
  RevenueDimension,
  RevenueRow,
} from "#server/analytics/report";
import { rupees } from "../labels";
import { formatDay, formatLongDay } from "../time.server";
import { analyticsCopy as copy } from "./copy";
import {
  PRESET_DAYS,
  type ParsedRange,
  formatChange,
  formatRate,
  percentChange,
  pointChange,
  presetHref,
} from "./range.server";
import type { ChartView, RangeView, TableView, TileView } from "./types";

/** Rows per table of the dashboard. */
export const TABLE_ROWS = 10;

const count = (n: number) => n.toLocaleString("en-IN");

export function toRangeView(parsed: ParsedRange): RangeView {
  return {
    ...parsed.range,
    days: parsed.days,
    preset: parsed.preset,
    notes: parsed.notes,
    presets: PRESET_DAYS.map((days) => ({
      days,
      label: copy.range.presets[days] ?? `${days}`,
      href: presetHref(days),
    })),
  };
}

/** "1 January 2025 – 30 January 2025 (30 days)", or "the last 30 days (…)" for a preset. */
export function rangeText(parsed: ParsedRange): string {
  const { from, to } = parsed.range;
  const span = from === to ? formatLongDay(from) : `${formatLongDay(from)} – ${formatLongDay(to)}`;
  const days = parsed.days === 1 ? "1 day" : `${count(parsed.days)} days`;
  return parsed.preset ? `in the last ${days} (${span})` : `${span} (${days})`;
}

type Numeric = "visitors" | "pageviews" | "visits" | "leads" | "converting" | "won" | "wonValue";

/** The five summary tiles, each with its change against the previous period of the same length. */
export function toTiles(report: Pick<AnalyticsReport, "totals" | "previousTotals">, days: number): TileView[] {
  const period = copy.previousPeriod(days);
  const numeric = (key: Numeric, format: (n: number) => string = count): TileView => {
    const current = report.totals[key];
    const previous = report.previousTotals[key];
    const change = percentChange(current, previous);
    return {
      key,
      label: copy.tiles[key],
      value: format(current),
      ...changeLine(change === null ? null : formatChange(change, "percent"), period),
      previous: copy.previousValue(period, format(previous)),
    };
  };
  const rate = report.totals.conversionRate;
  const previousRate = report.previousTotals.conversionRate;
  const points = pointChange(rate, previousRate);
  const rateTile: TileView = {
    key: "conversionRate",
    label: copy.tiles.conversionRate,
    value: formatRate(rate),
    ...(rate === null && previousRate !== null
      ? { change: copy.noCurrentRate, trend: "none" as const }
      : changeLine(points === null ? null : formatChange(points, "points"), period, true)),
    previous: copy.previousValue(period, formatRate(previousRate) ?? copy.notAvailableLabel),
  };
  const unattributed = report.totals.unattributedLeads;
  const leadsTile: TileView = {
    ...numeric("leads"),
    ...(unattributed > 0 ? { note: copy.unattributedNote(unattributed) } : {}),
  };
  return [
    numeric("visitors"),
    numeric("pageviews"),
    numeric("visits"),
    leadsTile,
    { ...numeric("converting"), note: copy.convertingNote },
    { ...rateTile, note: copy.conversionNote },
    { ...numeric("won"), note: copy.wonNote },
    { ...numeric("wonValue", rupees), note: copy.wonNote },
  ];
}

function changeLine(
  change: ReturnType<typeof formatChange> | null,
  period: string,
  points = false,
): Pick<TileView, "change" | "trend"> {
  if (!change) return { change: copy.noEarlierData, trend: "none" };
  if (change.trend === "same")
    return { change: change.exact ? copy.noChange(period) : copy.aboutSame(period), trend: "same" };
  return { change: copy.changeVs(points ? copy.points(change.text) : change.text, period), trend: change.trend };
}

/** Every day of the range for the chart, with the summary that names the picture. */
export function toChart(report: Pick<AnalyticsReport, "days" | "range">): ChartView {
  const days = report.days.map((d) => ({
    day: d.day,
    label: formatDay(d.day),
    longLabel: formatLongDay(d.day),
    visitors: d.visitors,
    pageviews: d.pageviews,
    leads: d.leads,
  }));
  const visitors = days.reduce((sum, d) => sum + d.visitors, 0);
  const pageviews = days.reduce((sum, d) => sum + d.pageviews, 0);
  const from = formatLongDay(report.range.from);
  const to = formatLongDay(report.range.to);
  const busiest = days.reduce<(typeof days)[number] | undefined>(
    (best, d) => (d.visitors > (best?.visitors ?? 0) ? d : best),
    undefined,
  );
  const summary =
    pageviews === 0 && visitors === 0
      ? copy.chart.empty(from, to)
      : copy.chart.summary(visitors, pageviews, from, to) +
        (busiest ? copy.chart.busiest(busiest.longLabel, busiest.visitors) : "");
  return { days, summary };
}

const columns = copy.tables.columns;

type TableWords = { heading: string; intro: string; caption: string; key: string; empty: string };
const num = (label: string) => ({ label, numeric: true });

function keyLabel(key: string): string {
  return key === "" ? copy.tables.noKey : key;
}

function analyticsTable(
  id: string,
  words: TableWords,
  rows: AnalyticsRow[],
  second: "pageviews" | "visits",
): TableView {
  return {
    id,
    heading: words.heading,
    intro: words.intro,
    caption: words.caption,
    columns: [{ label: words.key, numeric: false }, num(columns.visitors), num(columns[second])],
    rows: rows.map((r) => ({
      key: r.key,
      label: keyLabel(r.key),
      code: r.key !== "",
      cells: [count(r.visitors), count(r[second])],
    })),
    empty: words.empty,
  };
}

function conversionTable(id: string, words: TableWords, rows: ConversionRow[]): TableView {
  return {
    id,
    heading: words.heading,
    intro: words.intro,
    caption: words.caption,
    columns: [
      { label: words.key, numeric: false },
      num(columns.visitors),
      { ...num(columns.converting), short: columns.convertingShort },
      { ...num(columns.conversion), short: columns.conversionShort },
      num(columns.leads),
    ],
    rows: rows.map((r) => ({
      key: r.key,
      label: keyLabel(r.key),
      code: r.key !== "",
      cells: [count(r.visitors), count(r.converting), formatRate(r.conversionRate), count(r.leads)],
    })),
    empty: words.empty,
  };
}

/**
 * The campaigns with their leads, in the service's order (most leads first), then any
 * visited campaign the conversion rows left out (no lead tied to it), up to `limit`.
 */
export function campaignRows(
  report: Pick<AnalyticsReport, "top" | "conversions">,
  limit = TABLE_ROWS,
): ConversionRow[] {
  const rows = [...report.conversions.campaign];
  const known = new Set(rows.map((r) => r.key));
  for (const r of report.top.campaign) {
    if (!known.has(r.key))
      rows.push({
        key: r.key,
        visitors: r.visitors,
        converting: r.converting,
        leads: 0,
        conversionRate: r.visitors > 0 ? r.converting / r.visitors : null,
      });
  }
  return rows.slice(0, limit);
}

/** Devices with each one's share of the visitors (phone, tablet, desktop in the order counted). */
function deviceTable(rows: AnalyticsRow[]): TableView {
  const words = copy.tables.devices;
  const total = rows.reduce((sum, r) => sum + r.visitors, 0);
  return {
    id: "devices",
    heading: words.heading,
    intro: words.intro,
    caption: words.caption,
    columns: [{ label: words.key, numeric: false }, num(columns.visitors), num(columns.share)],
    rows: rows.map((r) => {
      const share = total > 0 ? r.visitors / total : null;
      return {
        key: r.key,
        label: copy.devices[r.key] ?? keyLabel(r.key),
        code: false,
        cells: [count(r.visitors), formatRate(share)],
        bar: share ?? 0,
      };
    }),
    empty: words.empty,
  };
}

/** One "won deals by …" table: leads, won deals, won value and the share won, most won value first. */
function revenueTable(dimension: RevenueDimension, rows: RevenueRow[]): TableView {
  const words = copy.revenue[dimension];
  const c = copy.revenue.columns;
  return {
    id: `revenue-${dimension}`,
    heading: words.heading,
    intro: words.intro,
    caption: words.caption,
    columns: [
      { label: words.key, numeric: false },
      num(c.leads),
      num(c.won),
      num(c.wonValue),
      { ...num(c.wonShare), short: c.wonShareShort },
    ],
    rows: rows.slice(0, TABLE_ROWS).map((r) => ({
      key: r.key,
      label: keyLabel(r.key),
      code: r.key !== "",
      cells: [count(r.leads), count(r.won), rupees(r.wonValue), formatRate(r.wonShare)],
    })),
    empty: words.empty,
  };
}

/** The revenue section: a table per source dimension, and the leads no visit was counted for, apart. */
export function toRevenue(report: Pick<AnalyticsReport, "revenue">) {
  const u = report.revenue.unattributed;
  return {
    tables: (["campaign", "source", "referrer", "landing"] as const).map((dimension) =>
      revenueTable(dimension, report.revenue[dimension]),
    ),
    unattributed: copy.revenue.unattributed(u.leads, u.won, rupees(u.wonValue)),
  };
}

/** The dashboard's tables, in the order of the page. */
export function toTables(report: Pick<AnalyticsReport, "top" | "conversions">): TableView[] {
  const t = copy.tables;
  return [
    analyticsTable("pages", t.pages, report.top.page, "pageviews"),
    conversionTable("landing", t.landing, report.conversions.landing),
    analyticsTable("referrers", t.referrers, report.top.referrer, "visits"),
    analyticsTable("sources", t.sources, report.top.source, "visits"),
    conversionTable("campaigns", t.campaigns, campaignRows(report)),
    deviceTable(report.top.device),
  ];
}

/** Everything the page shows, from the service's report. */
export function toDashboard(report: AnalyticsReport, parsed: ParsedRange) {
  return {
    range: toRangeView(parsed),
    rangeText: rangeText(parsed),
    tiles: toTiles(report, parsed.days),
    chart: toChart(report),
    tables: toTables(report),
    revenue: toRevenue(report),
  };
}
