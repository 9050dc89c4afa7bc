import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyticsCsvStream } from "#app/admin/analytics/csv.server";
import { AUDIT_CSV_COLUMNS } from "#app/admin/audit/copy";
import { auditCsvCells } from "#app/admin/audit/view.server";
import { csvRows, csvStream } from "#app/admin/csv.server";
import { leadsCsvStream } from "#app/admin/leads/csv.server";
import type { AnalyticsDailyRow } from "#server/analytics/report";
import type { AuditEntry } from "#server/audit/audit-log";
import { NO_ATTRIBUTION, type QuoteWithMail } from "#server/db/quotes";
import { testLead } from "../support/leads";
import { parseCsv } from "../support/csv";

/**
 * Issue 29, finding 4: a CSV cell is safe in every locale. A spreadsheet may split a
 * line on ";" or a tab instead of ",", or ignore the quotes, so a formula must not
 * start after any separator inside a cell either, not only at the cell's start.
 */

/** What a visitor or a lead could type, each hiding a formula after a separator. */
const EVIL = [
  "Ravi;=HYPERLINK(A1);Kumar",
  "Ravi,=1+1",
  "a\t=cmd|' /C calc'!A0",
  "a\t\t+1",
  "line 1\n=1+1",
  "line 1\r\n-2+3",
  "a; @SUM(A1)",
  'a;"=1+1"',
  "a;\u00A0=1",
  "Kumar;\uFF1D1+1",
  "=1+1",
  " =1+1",
  "@x",
  "+91 98765 43210",
];

/** Every piece of `text` between ",", ";", tabs and line breaks, without the quotes and spaces around it. */
function piecesOf(text: string): string[] {
  return text
    .replace(/^\uFEFF/, "")
    .split(/[,;\t\r\n]/)
    .map((piece) => piece.replace(/^[\s"]+|[\s"]+$/g, ""));
}

const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

function expectNoFormula(text: string) {
  for (const piece of piecesOf(text))
    expect(piece, `a cell reads as a formula in:\n${text}`).not.toMatch(FORMULA_START);
}

const lead = (i: number, text: string): QuoteWithMail =>
  testLead({
    id: i,
    name: text,
    phoneNumber: text,
    message: text,
    attribution: {
      ...NO_ATTRIBUTION,
      formPage: "/contact_us",
      landingPage: "/",
      utmSource: text,
      utmMedium: text,
      utmCampaign: text,
    },
  });

async function* each<T>(items: T[]) {
  yield* items;
}

const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe("CSV exports split on any separator", () => {
  it("the leads export has no cell that starts a formula after , ; tab or a line break", async () => {
    const csv = await text(leadsCsvStream(each(EVIL.map((t, i) => lead(i + 1, t)))));
    expectNoFormula(csv);
    expect(csv).toContain(`"Ravi;'=HYPERLINK(A1);Kumar"`);
  });

  it("the audit export has none either", async () => {
    const entries: AuditEntry[] = EVIL.map((t, i) => ({
      id: i,
      at: "2025-01-31T09:15:00.000Z",
      actorId: 1,
      actor: t,
      action: "content.published",
      target: t,
      details: { name: t, list: [1, -2] },
      ip: null,
    }));
    expectNoFormula(await text(csvStream(each(entries), AUDIT_CSV_COLUMNS, auditCsvCells)));
  });

  it("the analytics export has none either (campaigns come from the visitor's address)", async () => {
    const rows: AnalyticsDailyRow[] = EVIL.map((t) => ({
      day: "2025-01-31",
      dimension: "campaign",
      key: t,
      visitors: 1,
      pageviews: 2,
      visits: 1,
      converting: 1,
    }));
    expectNoFormula(await text(analyticsCsvStream(each(rows))));
  });

  it("holds for any text made of separators, spaces, quotes and formula characters", () => {
    const alphabet = fc.constantFrom(...",;\t\r\n \u00A0\"'=+-@\uFF1D\uFF0B\uFF0D\uFF20aZ1(".split(""));
    fc.assert(
      fc.property(fc.array(fc.string({ unit: alphabet, maxLength: 12 }), { minLength: 1, maxLength: 4 }), (cells) => {
        expectNoFormula(csvRows([cells]));
      }),
      { numRuns: 2_000 },
    );
  });

  it("still reads back as written apart from the apostrophes, and numbers stay numbers", () => {
    const [row] = parseCsv(csvRows([["Ravi;=HYPERLINK(A1);Kumar", "+91 98765 43210", "Hello =1+1", "plain", -5]]));
    expect(row).toEqual(["Ravi;'=HYPERLINK(A1);Kumar", "'+91 98765 43210", "Hello =1+1", "plain", "-5"]);
  });
});
