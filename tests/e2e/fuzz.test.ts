import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import fc from "fast-check";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseQuoteInput, quoteInputSchema } from "#shared/lib/quote";
import { HONEYPOT_FIELD } from "#shared/lib/quote-fields";
import { type RunningSite, startSite } from "../support/site";

/**
 * Random and hostile input against every JSON endpoint and the quote form action:
 * never a 5xx, never a crash, and exactly the valid submissions are stored, with
 * mail that carries no injected header. Bounded: a fixed number of runs per endpoint.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const QUOTE_API = "/laravel_website/api/website_send_email";
const MAIL_TO = "sales@fuzz.example.com";

const HOSTILE = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(document.cookie)>',
  "javascript:alert(1)",
  "x\r\nBcc: victim@example.net",
  "x\nSubject: injected\n\nbody",
  "Name\r\nTo: other@example.net\r\nX-Injected: 1",
  "%0d%0aBcc:%20victim@example.net",
  "=?UTF-8?B?PHNjcmlwdD4=?=",
  "\u0000\u0001\u0007\u001b[31m",
  "\u202Etxt.exe",
  "\u2028\u2029",
  "\uD800",
  "\uDFFF\uD800",
  "'; DROP TABLE quote_requests; --",
  "' OR '1'='1",
  "{{7*7}}${7*7}<%= 7*7 %>",
  "../../../../etc/passwd",
  "__proto__",
  "constructor",
  "😀👨‍👩‍👧‍👦🇮🇳",
  "नमस्ते दुनिया",
  " ",
  "",
  "a".repeat(101),
  "9".repeat(41),
  "m".repeat(5001),
  "x".repeat(40_000),
];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 1, arbitrary: fc.string({ minLength: 90, maxLength: 6000 }) },
);

/** A field value: mostly text, sometimes any JSON value (numbers, arrays, nested objects). */
const fieldValue = fc.oneof({ weight: 4, arbitrary: text }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) });

/** The optional e-mail: real-looking addresses, hostile ones (header injection, encoded words, lists), or any field value. */
const emailValue = fc.oneof(
  { weight: 2, arbitrary: fc.emailAddress() },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "Asha.V@Example.CO.IN",
      "आशा@उदाहरण.भारत",
      "asha@example",
      "asha@example.com\r\nBcc: victim@example.net",
      "asha@example.com\nX-Injected: 1",
      "=?UTF-8?B?PHNjcmlwdD4=?=@example.com",
      "Victim <victim@example.net>",
      "a@example.com, victim@example.net",
      "a?cc=victim@example.net",
      "",
      "  ",
    ),
  },
  { weight: 2, arbitrary: fieldValue },
);

const extraKeys = fc.dictionary(
  fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("__proto__", "constructor", "prototype", "source", "id")),
  fc.jsonValue({ maxDepth: 2 }),
  { maxKeys: 3 },
);

const quoteObject = fc
  .tuple(
    fc.record(
      { name: fieldValue, phone_number: fieldValue, email: emailValue, message: fieldValue },
      { requiredKeys: [] },
    ),
    extraKeys,
  )
  .map(([fields, extra]) => {
    const body: Record<string, unknown> = { ...extra, ...fields };
    delete body[HONEYPOT_FIELD];
    return body;
  });

const nested = fc.integer({ min: 1, max: 6000 }).map((n) => `${"[".repeat(n)}${"]".repeat(n)}`);
const nestedObject = fc.integer({ min: 1, max: 1500 }).map((n) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`);

/** A request body: JSON of a quote-like object, any JSON, or broken bytes. */
const jsonBody = fc.oneof(
  { weight: 6, arbitrary: quoteObject.map((o) => JSON.stringify(o)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 5 }).map((v) => JSON.stringify(v) ?? "null") },
  { weight: 1, arbitrary: nested },
  { weight: 1, arbitrary: nestedObject },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
  { weight: 1, arbitrary: quoteObject.map((o) => JSON.stringify(o).slice(0, -1)) },
  { weight: 1, arbitrary: fc.constantFrom("", "null", "[]", "{}", '"x"', "1e999", "{", '{"name":', "\u0000") },
);

const jsonType = fc.oneof(
  { weight: 8, arbitrary: fc.constant("application/json") },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-8",
      "application/ld+json",
      "application/json; charset=latin1",
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
      "",
      "*/*",
      "application/json\r\nX-A: b",
    ),
  },
);

let site: RunningSite;
let accepted = 0;
// Our own data folder: startSite removes its temporary one on stop, and the last test reads it after.
const dataDir = mkdtempSync(path.join(tmpdir(), "site-fuzz-"));

beforeAll(async () => {
  site = await startSite({ QUOTE_RATE_LIMIT: "0", MAIL_TO, LOG_LEVEL: "info", DATA_DIR: dataDir });
});

afterAll(async () => {
  if (site && site.process.exitCode === null) await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Sent = { status: number; type: string; body: string };

async function post(pathname: string, body: string | FormData, contentType?: string): Promise<Sent> {
  const headers: Record<string, string> = {};
  if (contentType !== undefined && /^[\t\x20-\x7e]*$/.test(contentType)) headers["Content-Type"] = contentType;
  const res = await fetch(`${site.url}${pathname}`, { method: "POST", headers, body, redirect: "manual" });
  return { status: res.status, type: res.headers.get("content-type") ?? "", body: await res.text() };
}

function expectCleanJsonAnswer(answer: Sent, label: string) {
  expect(answer.status, label).toBeLessThan(500);
  expect(answer.type, label).toMatch(/^application\/json/);
  const parsed = JSON.parse(answer.body) as { result?: unknown };
  expect(parsed, label).toHaveProperty("result");
}

describe("fuzzing", () => {
  it("the quote API answers every input with a JSON 2xx/4xx, accepting exactly the valid ones", async () => {
    await fc.assert(
      fc.asyncProperty(jsonBody, jsonType, async (body, type) => {
        const answer = await post(QUOTE_API, body, type);
        const label = `${type} ${body.slice(0, 120)} → ${answer.status} ${answer.body.slice(0, 200)}`;
        expectCleanJsonAnswer(answer, label);
        let parsed: unknown;
        try {
          parsed = JSON.parse(body);
        } catch {
          parsed = undefined;
        }
        const isJsonType = /^application\/(json|ld\+json)(;|$)/.test(type) && !/latin1/.test(type);
        const valid = isJsonType && parsed !== undefined && parseQuoteInput(parsed).success;
        expect(answer.status === 200, label).toBe(valid);
        if (valid) accepted++;
      }),
      { numRuns: 250 },
    );
  });

  it("the quote form action never answers 5xx, and redirects exactly the valid submissions", async () => {
    const formEmail = emailValue.filter((v): v is string => typeof v === "string");
    const formFields = fc.record(
      { name: text, phone_number: text, email: formEmail, message: text },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(formFields, fc.constantFrom("urlencoded", "multipart", "garbage"), async (fields, encoding) => {
        let answer: Sent;
        if (encoding === "urlencoded") {
          answer = await post(
            "/contact_us",
            new URLSearchParams(fields).toString(),
            "application/x-www-form-urlencoded",
          );
        } else if (encoding === "multipart") {
          const form = new FormData();
          for (const [k, v] of Object.entries(fields)) form.append(k, v);
          answer = await post("/contact_us", form);
        } else {
          answer = await post("/contact_us", JSON.stringify(fields), "multipart/form-data; boundary=----x");
        }
        const label = `${encoding} ${JSON.stringify(fields).slice(0, 160)} → ${answer.status}`;
        expect(answer.status, label).toBeLessThan(500);
        // What the server reads: URL-encoding turns lone surrogates into U+FFFD, like a browser.
        const sent = Object.fromEntries(
          Object.entries(fields).map(([k, v]) => [k, v.replace(LONE_SURROGATE, "\uFFFD")]),
        );
        const tooLarge = encoding === "urlencoded" && new URLSearchParams(fields).toString().length > 32 * 1024;
        const valid = encoding !== "garbage" && !tooLarge && parseQuoteInput(sent).success;
        expect(answer.status === 303, label).toBe(valid);
        if (valid) accepted++;
        if (!valid) {
          // Rejected values come back in the page: escaped, never as markup.
          expect(answer.body, label).not.toContain("<script>alert(1)</script>");
          expect(answer.body, label).not.toContain("<img src=x onerror");
        }
      }),
      { numRuns: 150 },
    );
  });

  it("the project and SEO endpoints answer hostile slugs and routes with JSON, never 5xx", async () => {
    for (const endpoint of ["/api/projects", "/laravel_website/api/projects", "/laravel_website/api/get_seo_content"]) {
      const key = endpoint.endsWith("get_seo_content") ? "route" : "slug";
      const body = fc.oneof(
        { weight: 4, arbitrary: fieldValue.map((v) => JSON.stringify({ [key]: v })) },
        { weight: 1, arbitrary: jsonBody },
      );
      await fc.assert(
        fc.asyncProperty(body, jsonType, async (b, type) => {
          const answer = await post(endpoint, b, type);
          const label = `${endpoint} ${type} ${b.slice(0, 120)} → ${answer.status} ${answer.body.slice(0, 200)}`;
          expect(answer.status, label).toBeLessThan(500);
          if (answer.status !== 404) expectCleanJsonAnswer(answer, label);
        }),
        { numRuns: 80 },
      );
    }
  });

  it("the server is still healthy, logged no 5xx, stored exactly the valid requests, and no header was injected", async () => {
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    expect(await site.stop()).toBe(0);
    const lines = site
      .output()
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { msg?: string; status?: number; level?: string });
    expect(lines.filter((l) => l.msg === "request" && (l.status ?? 0) >= 500)).toEqual([]);
    expect(lines.filter((l) => l.level === "fatal")).toEqual([]);

    const storedEmails = new Set<string>();
    const db = new Database(path.join(site.dataDir, "site.db"), { readonly: true });
    try {
      const rows = db.prepare("SELECT name, phone_number, email, message, is_spam FROM quote_requests").all() as {
        name: string;
        phone_number: string;
        email: string | null;
        message: string;
        is_spam: number;
      }[];
      expect(rows.filter((r) => r.is_spam === 0)).toHaveLength(accepted);
      for (const row of rows) {
        if (row.email !== null) storedEmails.add(row.email);
        const values = { name: row.name, phone_number: row.phone_number, email: row.email, message: row.message };
        const check = quoteInputSchema.safeParse(values);
        expect(check.success, JSON.stringify(values).slice(0, 200)).toBe(true);
        // Stored values are already in their normalised form: single-line name and phone.
        expect(check.data, JSON.stringify(values).slice(0, 200)).toEqual(values);
        expect(row.name + row.phone_number).not.toMatch(/[\r\n]/);
      }
    } finally {
      db.close();
    }

    const outbox = path.join(site.dataDir, "outbox");
    const files = readdirSync(outbox, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".eml"));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const mail = await simpleParser(readFileSync(path.join(outbox, file)));
      const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
      expect(
        to.flatMap((a) => a.value.map((v) => v.address)),
        file,
      ).toEqual([MAIL_TO]);
      expect(mail.cc, file).toBeUndefined();
      expect(mail.bcc, file).toBeUndefined();
      expect(mail.headers.has("x-injected"), file).toBe(false);
      // Reply-To, when there is one, is a single stored (validated) address and nothing else.
      if (mail.replyTo) {
        expect(mail.replyTo.value, file).toHaveLength(1);
        expect(mail.replyTo.value[0]!.name, file).toBe("");
        expect(storedEmails.has(mail.replyTo.value[0]!.address ?? ""), file).toBe(true);
      }
      expect(mail.subject ?? "", file).not.toMatch(/[\r\n]/);
    }
  });
});
