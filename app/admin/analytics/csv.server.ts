import { type AnalyticsDailyRow, type AnalyticsReport, REVENUE_DIMENSIONS } from "#server/analytics/report";
import { type CsvCell, csvStream } from "../csv.server";
import { ANALYTICS_CSV_COLUMNS, REVENUE_CSV_COLUMNS } from "./copy";

/** One CSV row, in the order of ANALYTICS_CSV_COLUMNS. */
export function analyticsCsvCells(row: AnalyticsDailyRow): CsvCell[] {
  return [row.day, row.dimension, row.key, row.visitors, row.pageviews, row.visits, row.converting];
}

/** The daily rows of a period as a CSV download (byte order mark, header row, then the rows as the database yields them). */
export function analyticsCsvStream(rows: AsyncIterable<AnalyticsDailyRow>): ReadableStream<Uint8Array> {
  return csvStream(rows, ANALYTICS_CSV_COLUMNS, analyticsCsvCells);
}

/** A share from 0 to 1 as the CSV writes it (4 places); empty when there is none. */
const share = (value: number | null) => (value === null ? null : Number(value.toFixed(4)));

/** One revenue row per dimension and key, then the leads whose visit was not counted (dimension "unattributed", no key). */
export function revenueCsvCells(revenue: AnalyticsReport["revenue"]): CsvCell[][] {
  const rows: CsvCell[][] = REVENUE_DIMENSIONS.flatMap((dimension) =>
    revenue[dimension].map((r) => [
      dimension,
      r.key,
      r.leads,
      r.won,
      r.wonValue,
      share(r.wonShare),
      r.visitors,
      r.converting,
      share(r.conversionRate),
    ]),
  );
  const u = revenue.unattributed;
  rows.push(["unattributed", null, u.leads, u.won, u.wonValue, share(u.wonShare), null, null, null]);
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
