import { describe, expect, it } from "vitest";
import { echoValues, normaliseLine, normaliseText, parseQuoteInput, quoteInputSchema } from "../../shared/lib/quote";
import { QUOTE_MAX_LENGTH } from "../../shared/lib/quote-fields";

const valid = { name: "Asha Verma", phone_number: "+91 98765 43210", message: "We need a school app." };

describe("quote schema", () => {
  it("accepts a normal request and trims every field", () => {
    const r = parseQuoteInput({ name: "  Asha  ", phone_number: " 98765 ", message: "\n Hello \n" });
    expect(r).toEqual({ success: true, data: { name: "Asha", phone_number: "98765", message: "Hello" } });
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
    expect(Object.keys(r).sort()).toEqual(["message", "name", "phone_number"]);
  });

  it("echoes submitted values as text, clipped, for re-rendering the form", () => {
    expect(echoValues({ name: "Asha", phone_number: 5, message: "m".repeat(20_000) })).toEqual({
      name: "Asha",
      phone_number: "",
      message: "m".repeat(10_000),
    });
  });
});
