import { type Options, stringify as stringifySync } from "csv-stringify/sync";

/**
 * The back office's CSV downloads (leads, audit log), written by csv-stringify:
 * RFC 4180 (CRLF lines, a field quoted when it holds a quote, comma, semicolon, tab
 * or line break), UTF-8 with a byte order mark so Excel reads Hindi and other
 * non-ASCII text correctly, and every cell a spreadsheet would run as a formula made
 * inert with a leading apostrophe (OWASP "CSV injection"; `escape_formulas`).
 */

export type CsvCell = string | number | null | undefined;

/** The first characters that `escape_formulas` neutralises (csv-stringify 6.9, lib/api/index.js). */
const FORMULA_START = "=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20";

/**
 * The options of every export. Besides csv-stringify's own rules, a text with
 * whitespace at either edge is quoted too, so that no reader trims it; a text that
 * gets the formula apostrophe no longer starts with whitespace, hence the look-ahead.
 */
export const CSV_OPTIONS: Readonly<Options> = {
  bom: true,
  escape_formulas: true,
  record_delimiter: "\r\n",
  // Providing record_delimiter turns this off by default: lone \n and \r must still be quoted.
  quote_record_delimiter: true,
  // A semicolon or a tab is quoted too: spreadsheets set to split on them would otherwise
  // start a new cell there, and a cell that starts with "=" is a formula again.
  quoted_match: [new RegExp(`^(?![${FORMULA_START}])\\s|\\s$`), /[;\t]/],
};

/** Lines without the byte order mark: one or more rows for the middle of a file. */
const ROW_OPTIONS: Readonly<Options> = { ...CSV_OPTIONS, bom: false, header: false };

/** Rows of cells as CSV text, each ending with CRLF. */
export function csvRows(rows: readonly (readonly CsvCell[])[]): string {
  // csv-stringify's types want mutable arrays; it only reads them.
  return stringifySync(rows as CsvCell[][], ROW_OPTIONS);
}

/** The byte order mark and the header row. */
export function csvHeader(columns: readonly string[]): string {
  return stringifySync([], { ...CSV_OPTIONS, header: true, columns: [...columns] });
}

/** Rows per chunk of a download: a few kilobytes per write instead of one write per row. */
const ROWS_PER_CHUNK = 100;

/**
 * A whole CSV file as a stream: the byte order mark and header row, then the
 * records as the database yields them, `toRow` turning each into its cells.
 * Cancelling the download (the browser went away) stops reading the database.
 */
export function csvStream<T>(
  records: AsyncIterable<T>,
  columns: readonly string[],
  toRow: (record: T) => CsvCell[],
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = records[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvHeader(columns)));
        return;
      }
      const batch: CsvCell[][] = [];
      while (batch.length < ROWS_PER_CHUNK) {
        const next = await iterator.next();
        if (next.done) {
          if (batch.length) controller.enqueue(encoder.encode(csvRows(batch)));
          controller.close();
          return;
        }
        batch.push(toRow(next.value));
      }
      controller.enqueue(encoder.encode(csvRows(batch)));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
