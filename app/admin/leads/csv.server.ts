import type { QuoteWithMail } from "../../../server/db/quotes";
import { indiaIso } from "../time.server";

/**
 * The leads export: RFC 4180 CSV (CRLF lines, fields quoted when they need it),
 * UTF-8 with a byte order mark so Excel reads Hindi and other non-ASCII names
 * correctly, and every cell that a spreadsheet would run as a formula made inert.
 */

export const CSV_BOM = "\uFEFF";
export const CSV_COLUMNS = ["id", "received", "name", "phone", "message", "source", "status", "mail status"] as const;

/** Characters that make Excel, LibreOffice or Google Sheets read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A leading apostrophe makes spreadsheets show the text instead of evaluating it. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One field: neutralised, then quoted if it holds a quote, comma, line break or edge whitespace. */
export function csvField(value: string | number): string {
  const text = typeof value === "number" ? String(value) : neutraliseFormula(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly (string | number)[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/** The delivery state of a lead's notification, as one word. */
export function mailStatusLabel(lead: Pick<QuoteWithMail, "mail">): string {
  return lead.mail ? lead.mail.status : "not mailed";
}

export function leadCsvRow(lead: QuoteWithMail): string {
  return csvRow([
    lead.id,
    indiaIso(lead.createdAt),
    lead.name,
    lead.phoneNumber,
    lead.message,
    lead.source,
    lead.status,
    mailStatusLabel(lead),
  ]);
}

/** The whole file as a stream: BOM and header, then one row per lead as the database yields them. */
export function leadsCsvStream(leads: AsyncIterable<QuoteWithMail>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = leads[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvRow(CSV_COLUMNS)));
        return;
      }
      let chunk = "";
      // Batch rows into chunks of a few kilobytes instead of one write per row.
      while (chunk.length < 16_384) {
        const next = await iterator.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += leadCsvRow(next.value);
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** "leads-2025-01-31.csv", dated with the India day of the export. */
export function csvFileName(day: string): string {
  return `leads-${day}.csv`;
}
