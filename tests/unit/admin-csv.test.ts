import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { QuoteWithMail } from "#server/db/quotes";
import { testLead } from "../support/leads";
import { parseCsv } from "../support/csv";
import {
  CSV_BOM,
  csvField,
  csvFileName,
  csvRow,
  leadCsvRow,
  leadsCsvStream,
  neutraliseFormula,
} from "#app/admin/leads/csv.server";

const lead = (over: Partial<QuoteWithMail> = {}): QuoteWithMail =>
  testLead({
    phoneNumber: "98765 43210",
    mail: {
      id: 1,
      status: "sent",
      attempts: 1,
      lastError: null,
      sentAt: "2025-01-31T09:15:02.000Z",
      nextAttemptAt: "2025-01-31T09:15:00.000Z",
    },
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
  "stage",
  "owner",
  "expected value",
  "won value",
  "won date",
  "lost reason",
  "follow-up",
  "last stage change",
];

/** A new lead's pipeline cells: its stage's name, nothing else set. */
const NEW_PIPELINE = "New,,,,,,,";

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
    expect(leadCsvRow(lead())).toBe(
      `7,2025-01-31T14:45:00+05:30,Asha Verma,'+91 98765 43210,Need an app,contact,new,sent,,,,,,,no,no,,,${NEW_PIPELINE}\r\n`,
    );
    expect(leadCsvRow(lead({ mail: null }))).toMatch(new RegExp(`,not mailed,,,,,,,no,no,,,${NEW_PIPELINE}\r\n$`));
  });

  it("writes where the lead came from: pages, referrer, utm values, click ids as yes/no, device", () => {
    expect(leadCsvRow(attributed)).toBe(
      "7,2025-01-31T14:45:00+05:30,Asha Verma,'+91 98765 43210,Need an app,contact,new,sent," +
        `/contact,/services/app-development,www.google.com,google,cpc,diwali-apps,yes,no,phone,,${NEW_PIPELINE}\r\n`,
    );
    const [row] = parseCsv(
      leadCsvRow(lead({ attribution: { ...attributed.attribution, gclid: false, fbclid: true, device: null } })),
    );
    expect(row!.slice(8, 17)).toEqual([
      "/contact",
      "/services/app-development",
      "www.google.com",
      "google",
      "cpc",
      "diwali-apps",
      "no",
      "yes",
      "",
    ]);
  });

  it("writes the visitor's e-mail address after the attribution, empty when none was given", () => {
    const email = HEADER.indexOf("e-mail");
    const [row] = parseCsv(leadCsvRow(lead({ email: "asha.verma@example.co.in" })));
    expect(row).toHaveLength(HEADER.length);
    expect(row![email]).toBe("asha.verma@example.co.in");
    expect(parseCsv(leadCsvRow(lead()))[0]![email]).toBe("");
    // An address may start with a formula character ("=", "+", "-" are allowed in it): made inert like any cell.
    const [inert] = parseCsv(leadCsvRow(lead({ email: "=1+1@example.com" })));
    expect(inert![email]).toBe("'=1+1@example.com");
    expect(parseCsv(leadCsvRow(lead({ email: "आशा@उदाहरण.भारत" })))[0]![email]).toBe("आशा@उदाहरण.भारत");
  });

  it("writes where the deal stands: stage, owner, values in rupees, dates in India time, made inert like any cell", () => {
    const cells = (over: Partial<QuoteWithMail>) => {
      const [row] = parseCsv(leadCsvRow(lead(over)));
      return row!.slice(HEADER.indexOf("stage"));
    };
    expect(
      cells({
        status: "won",
        owner: { id: 3, name: "Priya Sharma" },
        ownerId: 3,
        expectedValue: 250000,
        wonValue: 300000,
        wonAt: "2025-02-10T06:00:00.000Z",
        followUpAt: "2025-02-12T05:00:00.000Z",
        stageChangedAt: "2025-02-10T06:00:00.000Z",
      }),
    ).toEqual([
      "Won",
      "Priya Sharma",
      "250000",
      "300000",
      "2025-02-10T11:30:00+05:30",
      "",
      "2025-02-12T10:30:00+05:30",
      "2025-02-10T11:30:00+05:30",
    ]);
    expect(cells({ status: "lost", lostReason: "chose-another", lostNote: "Went with a cheaper quote" })).toEqual([
      "Lost",
      "",
      "",
      "",
      "",
      "Chose another company",
      "",
      "",
    ]);
    // An owner's name is typed by a person: a formula in it is made inert.
    expect(cells({ owner: { id: 4, name: "=HYPERLINK(1)" }, ownerId: 4 })[1]).toBe("'=HYPERLINK(1)");
  });

  it("makes attribution text inert too (utm values come from the visitor's address)", () => {
    const evil = lead({
      attribution: { ...attributed.attribution, utmCampaign: "=1+1", utmSource: "a;b", landingPage: "/x,y" },
    });
    const [row] = parseCsv(leadCsvRow(evil));
    expect(row!.slice(8, 14)).toEqual(["/contact", "/x,y", "www.google.com", "a;b", "cpc", "'=1+1"]);
    expect(leadCsvRow(evil)).toContain(',"a;b",');
  });

  it("streams the BOM, the header and every row", async () => {
    async function* leads() {
      for (let i = 1; i <= 1200; i++) yield lead({ id: i, message: `line\n"${i}"` });
    }
    const bytes = new Uint8Array(await new Response(leadsCsvStream(leads())).arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(1201);
    expect(rows[1200]).toEqual([
      "1200",
      "2025-01-31T14:45:00+05:30",
      "Asha Verma",
      // One phone format everywhere (issue 34): "+91 …", kept as text in a spreadsheet by the apostrophe.
      "'+91 98765 43210",
      'line\n"1200"',
      "contact",
      "new",
      "sent",
      // oxlint-disable-next-line unicorn/no-useless-spread -- grouped as the CSV's column groups
      ...["", "", "", "", "", "", "no", "no", ""],
      "",
      // oxlint-disable-next-line unicorn/no-useless-spread -- grouped as the CSV's column groups
      ...["New", "", "", "", "", "", "", ""],
    ]);
  });

  it("names the file with the day", () => {
    expect(csvFileName("2025-01-31")).toBe("leads-2025-01-31.csv");
  });
});
