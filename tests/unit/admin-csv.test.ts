import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NEW_LEAD_STATE, NO_ATTRIBUTION, type QuoteWithMail } from "../../server/db/quotes";
import { parseCsv } from "../support/csv";
import { CSV_BOM, csvField, csvFileName, csvRow, leadCsvRow, leadsCsvStream, neutraliseFormula } from "../../app/admin/leads/csv.server";


const lead = (over: Partial<QuoteWithMail> = {}): QuoteWithMail => ({
  id: 7,
  createdAt: "2025-01-31T09:15:00.000Z",
  updatedAt: "2025-01-31T09:15:00.000Z",
  name: "Asha Verma",
  phoneNumber: "98765 43210",
  email: null,
  message: "Need an app",
  source: "contact",
  status: "new",
  clientIp: null,
  userAgent: null,
  isSpam: false,
  attribution: NO_ATTRIBUTION,
  ...NEW_LEAD_STATE,
  owner: null,
  mail: { id: 1, status: "sent", attempts: 1, lastError: null, sentAt: "2025-01-31T09:15:02.000Z", nextAttemptAt: "2025-01-31T09:15:00.000Z" },
  ...over,
});

describe("CSV cells", () => {
  it("quotes fields with quotes, commas and line breaks", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(csvField("line 1\r\nline 2")).toBe('"line 1\r\nline 2"');
    expect(csvField(" padded ")).toBe('" padded "');
    expect(csvField(42)).toBe("42");
  });

  it("quotes fields with a semicolon or a tab, which some spreadsheets split on", () => {
    // Unquoted, a reader that splits on ";" would see a cell starting with "="; one that
    // ignores the quotes too sees "'=…" (tests/unit/csv-separators.test.ts).
    expect(csvField("Ravi;=cmd|' /C calc'!A0")).toBe(`"Ravi;'=cmd|' /C calc'!A0"`);
    expect(csvField("a;b")).toBe('"a;b"');
    expect(csvField("a\tb")).toBe('"a\tb"');
    expect(csvRow(["Ravi;=1+1", "x"])).toBe(`"Ravi;'=1+1",x\r\n`);
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(neutraliseFormula(`${start}1+1`)).toBe(`'${start}1+1`);
    }
    expect(neutraliseFormula("Hello =1+1")).toBe("Hello =1+1");
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvField("+91 98765 43210")).toBe("'+91 98765 43210");
    expect(csvField("\tcmd")).toBe(`"'\tcmd"`);
    expect(csvField("-2+3,4")).toBe(`"'-2+3,4"`);
    // Fullwidth look-alikes, which Apple Numbers reads as formulas (csv-stringify's escape_formulas).
    expect(csvField("\uFF1D1+1")).toBe("'\uFF1D1+1");
  });

  it("reads back any text exactly (apart from the apostrophe before a formula)", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "grapheme" }), { minLength: 1, maxLength: 6 }), (values) => {
        const [parsed] = parseCsv(csvRow(values));
        expect(parsed).toEqual(values.map(neutraliseFormula));
      }),
    );
  });
});

const HEADER = [
  "id",
  "received",
  "name",
  "phone",
  "message",
  "source",
  "status",
  "mail status",
  "form page",
  "landing page",
  "referrer",
  "utm source",
  "utm medium",
  "utm campaign",
  "gclid",
  "fbclid",
  "device",
  "e-mail",
];

const attributed = lead({
  attribution: {
    formPage: "/contact",
    landingPage: "/services/app-development",
    referrerHost: "www.google.com",
    utmSource: "google",
    utmMedium: "cpc",
    utmCampaign: "diwali-apps",
    gclid: true,
    fbclid: false,
    device: "phone",
  },
});

describe("leads export", () => {
  it("writes India time, the source, status and mail status, and empty attribution when unknown", () => {
    expect(leadCsvRow(lead())).toBe("7,2025-01-31T14:45:00+05:30,Asha Verma,98765 43210,Need an app,contact,new,sent,,,,,,,no,no,,\r\n");
    expect(leadCsvRow(lead({ mail: null }))).toMatch(/,not mailed,,,,,,,no,no,,\r\n$/);
  });

  it("writes where the lead came from: pages, referrer, utm values, click ids as yes/no, device", () => {
    expect(leadCsvRow(attributed)).toBe(
      "7,2025-01-31T14:45:00+05:30,Asha Verma,98765 43210,Need an app,contact,new,sent," +
        "/contact,/services/app-development,www.google.com,google,cpc,diwali-apps,yes,no,phone,\r\n",
    );
    const [row] = parseCsv(leadCsvRow(lead({ attribution: { ...attributed.attribution, gclid: false, fbclid: true, device: null } })));
    expect(row!.slice(8, 17)).toEqual(["/contact", "/services/app-development", "www.google.com", "google", "cpc", "diwali-apps", "no", "yes", ""]);
  });

  it("writes the visitor's e-mail address in the last column, empty when none was given", () => {
    const [row] = parseCsv(leadCsvRow(lead({ email: "asha.verma@example.co.in" })));
    expect(row).toHaveLength(HEADER.length);
    expect(row![HEADER.indexOf("e-mail")]).toBe("asha.verma@example.co.in");
    expect(parseCsv(leadCsvRow(lead()))[0]!.at(-1)).toBe("");
    // An address may start with a formula character ("=", "+", "-" are allowed in it): made inert like any cell.
    const [inert] = parseCsv(leadCsvRow(lead({ email: "=1+1@example.com" })));
    expect(inert!.at(-1)).toBe("'=1+1@example.com");
    expect(parseCsv(leadCsvRow(lead({ email: "आशा@उदाहरण.भारत" })))[0]!.at(-1)).toBe("आशा@उदाहरण.भारत");
  });

  it("makes attribution text inert too (utm values come from the visitor's address)", () => {
    const evil = lead({ attribution: { ...attributed.attribution, utmCampaign: "=1+1", utmSource: "a;b", landingPage: "/x,y" } });
    const [row] = parseCsv(leadCsvRow(evil));
    expect(row!.slice(8, 14)).toEqual(["/contact", "/x,y", "www.google.com", "a;b", "cpc", "'=1+1"]);
    expect(leadCsvRow(evil)).toContain(',"a;b",');
  });

  it("streams the BOM, the header and every row", async () => {
    async function* leads() {
      for (let i = 1; i <= 1200; i++) yield lead({ id: i, message: `line\n"${i}"` });
    }
    const bytes = new Uint8Array(await new Response(leadsCsvStream(leads())).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(1201);
    expect(rows[1200]).toEqual([
      "1200",
      "2025-01-31T14:45:00+05:30",
      "Asha Verma",
      "98765 43210",
      'line\n"1200"',
      "contact",
      "new",
      "sent",
      ...["", "", "", "", "", "", "no", "no", ""],
      "",
    ]);
  });

  it("names the file with the day", () => {
    expect(csvFileName("2025-01-31")).toBe("leads-2025-01-31.csv");
  });
});
