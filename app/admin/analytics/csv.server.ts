import type { AnalyticsDailyRow } from "../../../server/analytics/report";
import { type CsvCell, csvStream } from "../csv.server";
import { ANALYTICS_CSV_COLUMNS } from "./copy";

/** One CSV row, in the order of ANALYTICS_CSV_COLUMNS. */
export function analyticsCsvCells(row: AnalyticsDailyRow): CsvCell[] {
  return [row.day, row.dimension, row.key, row.visitors, row.pageviews, row.visits];
}

/** The daily rows of a period as a CSV download (byte order mark, header row, then the rows as the database yields them). */
export function analyticsCsvStream(rows: AsyncIterable<AnalyticsDailyRow>): ReadableStream<Uint8Array> {
  return csvStream(rows, ANALYTICS_CSV_COLUMNS, analyticsCsvCells);
}
