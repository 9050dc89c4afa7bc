import { type AnalyticsDailyRow, type AnalyticsReport, REVENUE_DIMENSIONS } from "#server/analytics/report";
import { type CsvCell, csvStream } from "../csv.server";
import { ANALYTICS_CSV_COLUMNS, REVENUE_CSV_COLUMNS } from "./copy";

/** One CSV row, in the order of ANALYTICS_CSV_COLUMNS. */
export function analyticsCsvCells(row: AnalyticsDailyRow): CsvCell[] {
  return [row.day, row.dimension, row.key, row.visitors, row.pageviews, row.visits];
}

/** The daily rows of a period as a CSV download (byte order mark, header row, then the rows as the database yields them). */
export function analyticsCsvStream(rows: AsyncIterable<AnalyticsDailyRow>): ReadableStream<Uint8Array> {
  return csvStream(rows, ANALYTICS_CSV_COLUMNS, analyticsCsvCells);
}

/** One revenue row per dimension and key, then the leads whose visit was not counted (dimension "unattributed", no key). */
export function revenueCsvCells(revenue: AnalyticsReport["revenue"]): CsvCell[][] {
  const rows: CsvCell[][] = REVENUE_DIMENSIONS.flatMap((dimension) =>
    revenue[dimension].map((r) => [
      dimension,
      r.key,
      r.leads,
      r.won,
      r.wonValue,
      r.wonShare === null ? null : Number(r.wonShare.toFixed(4)),
    ]),
  );
  const u = revenue.unattributed;
  rows.push([
    "unattributed",
    null,
    u.leads,
    u.won,
    u.wonValue,
    u.wonShare === null ? null : Number(u.wonShare.toFixed(4)),
  ]);
  return rows;
}

/** The revenue of a period as a CSV download, in the columns of REVENUE_CSV_COLUMNS. */
export function revenueCsvStream(revenue: AnalyticsReport["revenue"]): ReadableStream<Uint8Array> {
  return csvStream(
    (async function* () {
      yield* revenueCsvCells(revenue);
    })(),
    REVENUE_CSV_COLUMNS,
    (row) => row,
  );
}
