import { describe, expect, it } from "vitest";
import {
  echoValues,
  mailtoHref,
  normaliseLine,
  normaliseText,
  parseQuoteInput,
  plainEmailAddress,
  quoteInputSchema,
} from "#shared/lib/quote";
import { QUOTE_MAX_LENGTH } from "#shared/lib/quote-fields";

const valid = { name: "Asha Verma", phone_number: "+91 98765 43210", message: "We need a school app." };

describe("quote schema", () => {
  it("accepts a normal request and trims every field", () => {
    const r = parseQuoteInput({ name: "  Asha  ", phone_number: " 98765 ", message: "\n Hello \n" });
    expect(r).toEqual({ success: true, data: { name: "Asha", phone_number: "98765", email: null, message: "Hello" } });
  });

  it("keeps the phone number as free text, with no format check", () => {
    for (const phone of ["call me after 6pm", "+91-98765-43210 ext. 12", "०९८७६५४३२१०", "x"]) {
      const r = parseQuoteInput({ ...valid, phone_number: phone });
      expect(r.success, phone).toBe(true);
    }
  });

  it("requires all three fields, with a clear sentence for each", () => {
    const r = parseQuoteInput({ name: "   ", message: "" });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(r.fieldErrors).toEqual({
      name: "Please enter your name.",
      phone_number: "Please enter a phone number we can call you on.",
      message: "Please tell us briefly what you need.",
    });
  });

  it("treats a field of only invisible characters as empty (zero-width, Braille blank, Hangul filler)", () => {
    const invisible = "\u200B\u2800\u3164\u200D\uFEFF\u00AD \u115F";
    const r = parseQuoteInput({ name: invisible, phone_number: "\u200B\u200C", message: `\u2800\n\u3164` });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(Object.keys(r.fieldErrors).sort()).toEqual(["message", "name", "phone_number"]);
    // Visible text with an invisible character in it is still text.
    expect(parseQuoteInput({ ...valid, name: "Asha\u200BVerma" }).success).toBe(true);
  });

  it("says when a field is not text", () => {
    const r = parseQuoteInput({ name: 42, phone_number: { a: 1 }, message: ["x"] });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(r.fieldErrors.name).toBe("The name must be text.");
    expect(r.fieldErrors.phone_number).toBe("The phone number must be text.");
    expect(r.fieldErrors.message).toBe("The message must be text.");
  });

  it("rejects input longer than the maximum, measured after trimming", () => {
    const at = (n: number) => "a".repeat(n);
    expect(parseQuoteInput({ ...valid, name: ` ${at(QUOTE_MAX_LENGTH.name)} ` }).success).toBe(true);
    const r = parseQuoteInput({ ...valid, name: at(101), phone_number: at(41), message: at(5001) });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(r.fieldErrors.name).toBe("Please keep your name to 100 characters or fewer.");
    expect(r.fieldErrors.phone_number).toBe("Please keep the phone number to 40 characters or fewer.");
    expect(r.fieldErrors.message).toBe("Please keep your message to 5,000 characters or fewer.");
  });

  it("answers a body that is not an object", () => {
    for (const body of [null, undefined, [], "text", 3, true]) {
      const r = parseQuoteInput(body);
      expect(r.success).toBe(false);
      if (!r.success) expect(r.formError).toMatch(/JSON object/);
    }
  });

  it("turns line breaks and control characters in one-line fields into single spaces", () => {
    expect(normaliseLine("Asha\r\nBcc: evil@example.com")).toBe("Asha Bcc: evil@example.com");
    expect(normaliseLine("a\u0000b\u2028c\u202Ed\te")).toBe("a b c d e");
    const r = parseQuoteInput({ ...valid, name: "\r\n\t" });
    expect(r.success).toBe(false);
  });

  it("keeps line breaks in the message but drops NUL and other control characters", () => {
    expect(normaliseText("line 1\r\nline 2\rline 3\u0000\u0007\tend")).toBe("line 1\nline 2\nline 3\tend");
  });

  it("replaces lone surrogates so every stored string is valid Unicode", () => {
    const r = quoteInputSchema.parse({ ...valid, name: "A\uD800B", message: "ok \uDC00" });
    expect(r.name).toBe("A\uFFFDB");
    expect(r.message).toBe("ok \uFFFD");
    expect(quoteInputSchema.parse({ ...valid, name: "Ravi 👋🏽" }).name).toBe("Ravi 👋🏽");
  });

  it("ignores unknown fields", () => {
    const r = quoteInputSchema.parse({ ...valid, admin: true, status: "closed" });
    expect(Object.keys(r).sort()).toEqual(["email", "message", "name", "phone_number"]);
  });

  it("echoes submitted values as text, clipped, for re-rendering the form", () => {
    expect(echoValues({ name: "Asha", phone_number: 5, message: "m".repeat(20_000) })).toEqual({
      name: "Asha",
      phone_number: "",
      email: "",
      message: "m".repeat(10_000),
    });
    expect(echoValues({ email: "not an address" }).email).toBe("not an address");
  });
});

describe("quote schema: the optional e-mail address", () => {
  const INVALID = "Enter an e-mail address like name@example.com, or leave it empty.";
  const emailOf = (email: unknown) => {
    const r = parseQuoteInput({ ...valid, email });
    return r.success ? { ok: r.data.email } : { error: r.fieldErrors.email };
  };

  it("is optional: absent, null, empty, blank or invisible is no address (null)", () => {
    expect(parseQuoteInput(valid)).toEqual({ success: true, data: { ...valid, email: null } });
    for (const email of [undefined, null, "", "   ", "\t\n", "\u200B\uFEFF"])
      expect(emailOf(email), JSON.stringify(email)).toEqual({ ok: null });
  });

  it("trims, lower-cases the domain only and keeps the local part as typed", () => {
    expect(emailOf("  Asha.Verma@Example.CO.IN ")).toEqual({ ok: "Asha.Verma@example.co.in" });
    expect(emailOf("o'brien+quotes@mail.example.com")).toEqual({ ok: "o'brien+quotes@mail.example.com" });
  });

  it("accepts letters of any script, composed (NFC)", () => {
    expect(emailOf("आशा@उदाहरण.भारत")).toEqual({ ok: "आशा@उदाहरण.भारत" });
    expect(emailOf("JOSÉ@EXÄMPLE.COM")).toEqual({ ok: "JOSÉ@exämple.com" });
    // "e" + combining acute becomes the one character "é".
    expect(emailOf("jose\u0301@example.com")).toEqual({ ok: "jos\u00E9@example.com" });
  });

  it("refuses anything that is not one plain address, with one plain sentence", () => {
    const bad = [
      "asha", // no @
      "asha@example", // no dot in the domain
      "@example.com",
      "asha@",
      "a@b@example.com", // two @
      "asha verma@example.com", // a space
      "asha@exa mple.com",
      "asha\u00A0@example.com", // a no-break space
      "asha@example.com\r\nBcc: victim@example.com", // header injection
      "asha\n@example.com",
      "asha\u0000@example.com", // control characters
      "asha\u0007@example.com",
      "asha\u200B@example.com", // invisible characters
      "asha\u202E@example.com", // a direction override
      "=?UTF-8?B?SGFja2Vk?=@example.com", // an encoded word
      "asha=?x@example.com",
      "Asha <asha@example.com>", // a display name
      "asha@example.com, ravi@example.com", // two addresses
      "asha,ravi@example.com",
      "asha;ravi@example.com",
      '"asha"@example.com', // quoted local parts are not plain
      "asha(comment)@example.com",
      "asha@[127.0.0.1]", // IP literals
      ".asha@example.com", // dots at the edges or doubled
      "asha.@example.com",
      "as..ha@example.com",
      "asha@example..com",
      "asha@.example.com",
      "asha@example.com.",
      "asha@-example.com", // a label starting or ending with a hyphen
      "asha@example-.com",
      "asha@exam_ple.com",
      "\uD800asha@example.com", // a lone surrogate
    ];
    for (const email of bad) expect(emailOf(email), JSON.stringify(email)).toEqual({ error: INVALID });
  });

  it("allows at most 254 characters, and 64 before the @", () => {
    const domain = "@example.com"; // 12 characters
    const labels = (n: number) => Array.from({ length: n }, () => "a".repeat(60)).join(".");
    const longest = `${"l".repeat(64)}@${labels(3)}.${"b".repeat(5)}`; // 64 + 1 + 182 + 1 + 5 = 253
    expect(emailOf(`${longest}x`)).toEqual({ ok: `${longest}x` });
    expect(emailOf(`${longest}xy`)).toEqual({ error: "Please keep the e-mail address to 254 characters or fewer." });
    expect(emailOf(`${"l".repeat(64)}${domain}`)).toEqual({ ok: `${"l".repeat(64)}${domain}` });
    expect(emailOf(`${"l".repeat(65)}${domain}`)).toEqual({ error: INVALID });
    expect(QUOTE_MAX_LENGTH.email).toBe(254);
  });

  it("says when the address is not text", () => {
    for (const email of [42, true, ["a@example.com"], { address: "a@example.com" }]) {
      expect(emailOf(email), JSON.stringify(email)).toEqual({ error: "The e-mail address must be text." });
    }
  });

  it("leaves the other fields' errors as they were", () => {
    const r = parseQuoteInput({ name: " ", phone_number: "1", message: "m", email: "nope" });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(r.fieldErrors).toEqual({ name: "Please enter your name.", email: INVALID });
  });

  it("stores what validating again leaves unchanged", () => {
    for (const email of ["  Asha@Example.COM", "JOSE\u0301@EXAMPLE.com", "आशा@उदाहरण.भारत"]) {
      const once = plainEmailAddress(email.trim());
      expect(once).not.toBeNull();
      expect(plainEmailAddress(once!)).toBe(once);
    }
  });

  it("makes mailto: links whose address cannot add headers", () => {
    expect(mailtoHref("asha@example.com")).toBe("mailto:asha@example.com");
    expect(mailtoHref("a?cc=evil&x#y%z@example.com")).toBe("mailto:a%3Fcc%3Devil%26x%23y%25z@example.com");
    expect(mailtoHref("आशा@उदाहरण.भारत")).toBe(
      `mailto:${encodeURIComponent("आशा")}@${encodeURIComponent("उदाहरण.भारत")}`,
    );
  });
});
