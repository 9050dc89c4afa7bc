import path from "node:path";
import Database from "better-sqlite3";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteInputSchema } from "#shared/lib/quote";
import { QUOTE_MAX_LENGTH } from "#shared/lib/quote-fields";
import { type RunningSite, startSite } from "../support/site";

const API = "/laravel_website/api/website_send_email";

type StoredLead = {
  name: string;
  phone_number: string;
  email: string | null;
  message: string;
  source: string;
  is_spam: number;
};

function readLeads(dataDir: string): StoredLead[] {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("select name, phone_number, email, message, source, is_spam from quote_requests order by id")
      .all() as StoredLead[];
  } finally {
    db.close();
  }
}

async function post(site: RunningSite, body: string, contentType: string | null = "application/json") {
  const res = await fetch(site.url + API, {
    method: "POST",
    headers: contentType ? { "content-type": contentType } : {},
    body,
  });
  const text = await res.text();
  let json: { result?: boolean; error?: string; errors?: Record<string, string> } | undefined;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text, headers: res.headers };
}

describe("quote API: every bad input has its status", () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite({ QUOTE_RATE_LIMIT: "0" });
  });
  afterAll(async () => {
    await site?.stop();
  });

  it("stores a valid request and answers {result: true}", async () => {
    const r = await post(site, JSON.stringify({ name: "Asha", phone_number: "+91 98765 43210", message: "An app" }));
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ result: true });
    expect(readLeads(site.dataDir).at(-1)).toMatchObject({ name: "Asha", source: "api", is_spam: 0 });
  });

  it("keeps the old three-field contract byte for byte", async () => {
    // The answers exactly as they were before the optional e-mail field existed.
    const ok = await post(site, JSON.stringify({ name: "Old Client", phone_number: "98765", message: "Three fields" }));
    expect(ok.status).toBe(200);
    expect(ok.text).toBe('{"result":true}');
    expect(readLeads(site.dataDir).at(-1)).toMatchObject({ name: "Old Client", email: null });

    const bad = await post(site, JSON.stringify({ name: " ", phone_number: 12, message: "x".repeat(5001) }));
    expect(bad.status).toBe(400);
    expect(bad.text).toBe(
      '{"result":false,"error":"Please enter your name. The phone number must be text. Please keep your message to 5,000 characters or fewer.",' +
        '"errors":{"name":"Please enter your name.","phone_number":"The phone number must be text.","message":"Please keep your message to 5,000 characters or fewer."}}',
    );
    const missing = await post(site, "{}");
    expect(missing.text).toBe(
      '{"result":false,"error":"Please enter your name. Please enter a phone number we can call you on. Please tell us briefly what you need.",' +
        '"errors":{"name":"Please enter your name.","phone_number":"Please enter a phone number we can call you on.","message":"Please tell us briefly what you need."}}',
    );
    const notObject = await post(site, "[]");
    expect(notObject.text).toBe(
      '{"result":false,"error":"Send a JSON object with name, phone_number and message.","errors":{}}',
    );
  });

  it("accepts an optional e-mail address, stored with its domain lower-cased", async () => {
    const r = await post(
      site,
      JSON.stringify({
        name: "Mail Client",
        phone_number: "98765",
        message: "Four fields",
        email: " Asha.V@Example.CO.IN ",
      }),
    );
    expect(r.status).toBe(200);
    expect(r.text).toBe('{"result":true}');
    expect(readLeads(site.dataDir).at(-1)).toMatchObject({ name: "Mail Client", email: "Asha.V@example.co.in" });
    for (const email of ["", "   ", null]) {
      const none = await post(site, JSON.stringify({ name: "No Mail", phone_number: "1", message: "m", email }));
      expect(none.text, JSON.stringify(email)).toBe('{"result":true}');
      expect(readLeads(site.dataDir).at(-1)).toMatchObject({ name: "No Mail", email: null });
    }
  });

  it("400 with the e-mail's field error for an address that is not one, nothing stored", async () => {
    const before = readLeads(site.dataDir).length;
    const invalid = "Enter an e-mail address like name@example.com, or leave it empty.";
    for (const email of [
      "asha@example",
      "asha@example.com\r\nBcc: victim@example.com",
      "=?UTF-8?B?SGFja2Vk?=@example.com",
      "Asha <a@example.com>",
    ]) {
      const r = await post(site, JSON.stringify({ name: "Asha", phone_number: "1", message: "m", email }));
      expect(r.status, email).toBe(400);
      expect(r.json).toEqual({ result: false, error: invalid, errors: { email: invalid } });
    }
    const notText = await post(site, JSON.stringify({ name: " ", phone_number: "1", message: "m", email: 42 }));
    expect(notText.status).toBe(400);
    expect(notText.json).toEqual({
      result: false,
      error: "Please enter your name. The e-mail address must be text.",
      errors: { name: "Please enter your name.", email: "The e-mail address must be text." },
    });
    expect(readLeads(site.dataDir)).toHaveLength(before);
  });

  it("400 for malformed JSON", async () => {
    for (const body of ['{"name":', "{name: 'x'}", "\u0000", '{"a":1}}']) {
      const r = await post(site, body);
      expect(r.status, body).toBe(400);
      expect(r.json).toEqual({ result: false, error: "The request body is not valid JSON." });
    }
  });

  it("400 with field errors for invalid input", async () => {
    const r = await post(site, JSON.stringify({ name: " ", phone_number: 12, message: "x".repeat(5001) }));
    expect(r.status).toBe(400);
    expect(r.json?.result).toBe(false);
    expect(r.json?.errors).toEqual({
      name: "Please enter your name.",
      phone_number: "The phone number must be text.",
      message: "Please keep your message to 5,000 characters or fewer.",
    });
    expect(r.json?.error).toContain("Please enter your name.");
  });

  it("400 for JSON that is not an object", async () => {
    for (const body of ["[]", "null", '"text"', "42", ""]) {
      const r = await post(site, body);
      expect(r.status, body).toBe(400);
      expect(r.json?.result).toBe(false);
    }
  });

  it("413 above 16 KB", async () => {
    const r = await post(site, JSON.stringify({ name: "a", phone_number: "1", message: "m".repeat(17 * 1024) }));
    expect(r.status).toBe(413);
    expect(r.json).toEqual({ result: false, error: "The request body is larger than 16 KB." });
  });

  it("415 for a wrong or missing content type", async () => {
    const body = JSON.stringify({ name: "a", phone_number: "1", message: "m" });
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", null]) {
      const r = await post(site, body, type);
      expect(r.status, String(type)).toBe(415);
      expect(r.json?.result).toBe(false);
    }
    const latin = await post(site, body, "application/json; charset=latin1");
    expect(latin.status).toBe(415);
  });

  it("405 for other methods", async () => {
    const res = await fetch(site.url + API);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
  });

  it("the form action answers malformed, foreign or oversized bodies with 400/413, never 5xx", async () => {
    const send = (body: string, type: string) =>
      fetch(`${site.url}/contact_us`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": type, origin: site.url },
        body,
      });
    expect((await send("not multipart", "multipart/form-data; boundary=----x")).status).toBe(400);
    expect((await send("name=a&phone_number=1&message=m", "text/plain")).status).toBe(400);
    const big = await send(`name=a&phone_number=1&message=${"m".repeat(40_000)}`, "application/x-www-form-urlencoded");
    expect(big.status).toBe(413);
    expect(await big.text()).toContain("Your request is too long to send");
  });

  it("never answers 5xx and never stores anything invalid (property-based)", async () => {
    const before = readLeads(site.dataDir).length;
    let accepted = 0;
    const nasty = fc.constantFrom(
      "Asha\r\nBcc: victim@example.com",
      "x\nSubject: hi\n\nbody",
      "<script>alert(1)</script>",
      '"><img src=x onerror=alert(1)>',
      "javascript:alert(1)",
      "\u0000\u0001\u001f\u007f",
      "\uD800",
      "\u202Egnp.exe",
      "Robert'); DROP TABLE quote_requests;--",
      "%0d%0aBcc:x@y.z",
      "👋🏽".repeat(3000),
      " ".repeat(20_000),
    );
    const text = fc.oneof(
      fc.string({ maxLength: 50 }),
      fc.string({ unit: "binary", maxLength: 200 }),
      fc.string({ unit: "grapheme", maxLength: 300 }),
      nasty,
      fc.string({ minLength: 90, maxLength: 120 }),
      fc.string({ minLength: 4990, maxLength: 5010 }),
    );
    const emailish = fc.oneof(
      fc.emailAddress(),
      fc.constantFrom(
        "Asha@Example.COM",
        "आशा@उदाहरण.भारत",
        "a@b",
        "a\r\nBcc: x@example.com@example.com",
        "=?utf-8?q?x?=@example.com",
        "",
      ),
      fc.tuple(text, text).map(([a, b]) => `${a}@${b}.in`),
    );
    const value = fc.oneof(
      text,
      text,
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(text, { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), text, { maxKeys: 3 }),
    );
    const record = fc.record(
      {
        name: value,
        phone_number: value,
        message: value,
        email: fc.oneof(value, emailish),
        extra: fc.jsonValue({ maxDepth: 4 }),
      },
      { requiredKeys: [] },
    );
    const plausible = fc.record({ name: text, phone_number: text, message: text }).map((r) => JSON.stringify(r));
    const body = fc.oneof(
      plausible,
      record.map((r) => JSON.stringify(r)),
      record.map((r) => JSON.stringify(r)),
      fc.json({ maxDepth: 6 }),
      fc.string({ unit: "binary", maxLength: 300 }),
      fc.constant(`${"[".repeat(5000)}${"]".repeat(5000)}`),
      fc.constant(`{"name":"${"a".repeat(20_000)}"}`),
    );
    const contentType = fc.constantFrom(
      "application/json",
      "application/json",
      "application/json; charset=utf-8",
      "text/plain",
      null,
    );

    await fc.assert(
      fc.asyncProperty(body, contentType, async (b, type) => {
        const r = await post(site, b, type);
        expect([200, 400, 413, 415]).toContain(r.status);
        expect(r.json?.result).toBe(r.status === 200);
        if (r.status === 200) accepted++;
      }),
      { numRuns: 300 },
    );

    expect(accepted).toBeGreaterThan(0);
    const rows = readLeads(site.dataDir).slice(before);
    expect(rows).toHaveLength(accepted);
    for (const row of rows) {
      const values = { name: row.name, phone_number: row.phone_number, email: row.email, message: row.message };
      // Stored values are valid and already normal: validating them again changes nothing.
      expect(quoteInputSchema.parse(values)).toEqual(values);
      expect(row.name.length).toBeLessThanOrEqual(QUOTE_MAX_LENGTH.name);
      expect(row.name).not.toMatch(/[\r\n]/);
    }
  }, 180_000);
});

describe("quote rate limit (both forms and the API)", () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite({ QUOTE_RATE_LIMIT: "3" });
  });
  afterAll(async () => {
    await site?.stop();
  });

  it("answers 429 to the API and a polite error to the form once an address is over QUOTE_RATE_LIMIT", async () => {
    const valid = JSON.stringify({ name: "Ravi", phone_number: "1", message: "x" });
    expect((await post(site, valid)).status).toBe(200);
    expect((await post(site, valid)).status).toBe(200);
    const form = () =>
      fetch(`${site.url}/contact_us`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url },
        body: new URLSearchParams({ name: "Ravi", phone_number: "1", message: "form", source: "contact" }),
      });
    const third = await form();
    expect(third.status).toBe(303);
    expect(third.headers.get("location")).toBe("/Thanku");

    const limited = await post(site, valid);
    expect(limited.status).toBe(429);
    expect(limited.json?.result).toBe(false);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);

    const page = await form();
    expect(page.status).toBe(429);
    const html = await page.text();
    expect(html).toContain("paused new ones for a short while");
    expect(html).toContain('href="tel:+919876543210"');
    expect(readLeads(site.dataDir)).toHaveLength(3);
  });
});
