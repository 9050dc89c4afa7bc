import { type Options, stringify as stringifySync } from "csv-stringify/sync";

/**
 * The back office's CSV downloads (leads, audit log, analytics), written by csv-stringify:
 * RFC 4180 (CRLF lines, a field quoted when it holds a quote, comma, semicolon, tab
 * or line break), UTF-8 with a byte order mark so Excel reads Hindi and other
 * non-ASCII text correctly, and every text cell made inert where a spreadsheet would
 * run it as a formula (OWASP "CSV injection"; see neutraliseFormula).
 */

export type CsvCell = string | number | null | undefined;

/** Characters that start a formula, with the fullwidth look-alikes Apple Numbers reads as them. */
const FORMULA_CHARS = "=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20";
/** What a reader may drop before a cell's first character: spaces (other than separators) and quotes. */
const DROPPED = `(?:[^\\S\\t\\r\\n]|")*`;
const FORMULA_AT_START = new RegExp(`^(?:[\\t\\r]|${DROPPED}[${FORMULA_CHARS}])`);
/** A separator some reader splits on (",", ";", tab, CR, LF) with a formula right after it. */
const FORMULA_AFTER_SEPARATOR = new RegExp(`([,;\\t\\r\\n])(?=${DROPPED}[${FORMULA_CHARS}])`, "g");

/**
 * A text cell as written: an apostrophe (OWASP's advice) before a formula at its start
 * and after every separator that a formula follows. Quoting keeps "Ravi;=HYPERLINK(A1)"
 * one cell for a reader that honours quotes, but one that splits on ";" regardless
 * would start a cell "=HYPERLINK(A1)"; it gets "'=HYPERLINK(A1)", shown as text.
 * The price: such text reads back with the apostrophes ("+91 98765 43210" at a cell's
 * start as "'+91 98765 43210", a line "- item" of a message as "'- item").
 */
export function neutraliseFormula(text: string): string {
  const inner = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return FORMULA_AT_START.test(inner) ? `'${inner}` : inner;
}

/**
 * The options of every export. Besides csv-stringify's own rules, a text with
 * whitespace at either edge is quoted too, so that no reader trims it.
 */
export const CSV_OPTIONS: Readonly<Options> = {
  bom: true,
  // A second guard: cells are neutralised before they get here (numbers are left as they are).
  escape_formulas: true,
  record_delimiter: "\r\n",
  // Providing record_delimiter turns this off by default: lone \n and \r must still be quoted.
  quote_record_delimiter: true,
  // A semicolon or a tab is quoted too, for spreadsheets set to split on them.
  quoted_match: [/^\s|\s$/, /[;\t]/],
};

/** Lines without the byte order mark: one or more rows for the middle of a file. */
const ROW_OPTIONS: Readonly<Options> = { ...CSV_OPTIONS, bom: false, header: false };

/** Rows of cells as CSV text, each ending with CRLF. */
export function csvRows(rows: readonly (readonly CsvCell[])[]): string {
  const safe = rows.map((row) => row.map((cell) => (typeof cell === "string" ? neutraliseFormula(cell) : cell)));
  return stringifySync(safe, ROW_OPTIONS);
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
