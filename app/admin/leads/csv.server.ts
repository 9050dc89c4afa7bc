import { displayPhone } from "#shared/lib/phone";
import type { QuoteWithMail } from "#server/db/quotes";
import { type CsvCell, csvRows, csvStream } from "../csv.server";
import { LOST_REASON_LABELS, STATUS_LABELS } from "../labels";
import { indiaIso } from "../time.server";

/**
 * The leads export, written by csv-stringify (see ../csv.server.ts): RFC 4180 with
 * CRLF lines, UTF-8 with a byte order mark so Excel reads Hindi and other non-ASCII
 * names correctly, and every cell that a spreadsheet would run as a formula made inert,
 * however it splits the line.
 */

export const CSV_BOM = "\uFEFF";
export const CSV_COLUMNS = [
  "id",
  "received",
  "name",
  "phone",
  "message",
  "source",
  "status",
  "mail status",
  // Where the lead came from (after the original columns, so positions stay as they were).
  "form page",
  "landing page",
  "referrer",
  "utm source",
  "utm medium",
  "utm campaign",
  "gclid",
  "fbclid",
  "device",
  // Added later, also at the end: the visitor's e-mail address, empty when none was given.
  "e-mail",
  // The sales pipeline (issue 30), at the end again: the stage as people read it ("status" keeps its code),
  // the owner's name, values in whole rupees, times in India time; empty when not set.
  "stage",
  "owner",
  "expected value",
  "won value",
  "won date",
  "lost reason",
  "follow-up",
  "last stage change",
] as const;

/** What a text cell reads back as (../csv.server.ts): formulas made inert after every separator, not only at the start. */
export { neutraliseFormula } from "../csv.server";

/** One field: neutralised, then quoted if it holds a quote, comma, semicolon, tab, line break or edge whitespace. */
export function csvField(value: string | number): string {
  return csvRows([[value]]).slice(0, -2);
}

export function csvRow(values: readonly CsvCell[]): string {
  return csvRows([values]);
}

/** The delivery state of a lead's notification, as one word. */
export function mailStatusLabel(lead: Pick<QuoteWithMail, "mail">): string {
  return lead.mail ? lead.mail.status : "not mailed";
}

const yesNo = (present: boolean) => (present ? "yes" : "no");

/** The attribution cells: empty when unknown, the click ids as "yes"/"no" (their values are never kept). */
function attributionCells({ attribution: a }: Pick<QuoteWithMail, "attribution">): CsvCell[] {
  return [
    a.formPage,
    a.landingPage,
    a.referrerHost,
    a.utmSource,
    a.utmMedium,
    a.utmCampaign,
    yesNo(a.gclid),
    yesNo(a.fbclid),
    a.device,
  ];
}

function leadCells(lead: QuoteWithMail): CsvCell[] {
  return [
    lead.id,
    indiaIso(lead.createdAt),
    lead.name,
    displayPhone(lead.phoneNumber),
    lead.message,
    lead.source,
    lead.status,
    mailStatusLabel(lead),
    ...attributionCells(lead),
    lead.email,
    ...pipelineCells(lead),
  ];
}

const instant = (iso: string | null) => (iso ? indiaIso(iso) : null);

/** Stage, owner, values, won date, lost reason, follow-up and last stage change. */
function pipelineCells(lead: QuoteWithMail): CsvCell[] {
  return [
    STATUS_LABELS[lead.status],
    lead.owner?.name ?? null,
    lead.expectedValue,
    lead.wonValue,
    instant(lead.wonAt),
    lead.lostReason ? LOST_REASON_LABELS[lead.lostReason] : null,
    instant(lead.followUpAt),
    instant(lead.stageChangedAt),
  ];
}

export function leadCsvRow(lead: QuoteWithMail): string {
  return csvRow(leadCells(lead));
}

/** The whole file as a stream: BOM and header, then one row per lead as the database yields them. */
export function leadsCsvStream(leads: AsyncIterable<QuoteWithMail>): ReadableStream<Uint8Array> {
  return csvStream(leads, CSV_COLUMNS, leadCells);
}

/** "leads-2025-01-31.csv", dated with the India day of the export. */
export function csvFileName(day: string): string {
  return `leads-${day}.csv`;
}
