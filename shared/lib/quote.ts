import { z } from "zod";
import { contactContent } from "../content/contact";
import { QUOTE_MAX_LENGTH, type QuoteField, type QuoteFieldErrors, type QuoteValues } from "./quote-fields";

/**
 * The quote request schema: one definition for the forms' action and the JSON API.
 * No server imports, so the same rules can be read anywhere (the form takes its
 * maxLength attributes from ./quote-fields).
 */
const copy = contactContent.quoteForm;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Control characters, line/paragraph separators and bidirectional overrides: never wanted on one line. */
const SINGLE_LINE_JUNK = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu;
/** In a message keep line breaks and tabs, drop other control characters (NUL breaks PostgreSQL text). */
const MULTI_LINE_JUNK = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** One line of text: control characters become spaces, runs of spaces collapse, ends trimmed. */
export function normaliseLine(value: string): string {
  return value.replace(LONE_SURROGATE, "\uFFFD").replace(SINGLE_LINE_JUNK, " ").replace(/\s+/g, " ").trim();
}

/** Free text: unified line endings, no control characters except line breaks and tabs, ends trimmed. */
export function normaliseText(value: string): string {
  return value
    .replace(LONE_SURROGATE, "\uFFFD")
    .replace(/\r\n?/g, "\n")
    .replace(MULTI_LINE_JUNK, "")
    .trim();
}

/**
 * Characters that show nothing: format characters (zero-width space and joiners, the BOM,
 * soft hyphen…), the Braille blank and the Hangul fillers. A field made only of these
 * (and spaces) is empty.
 */
const INVISIBLE = /[\p{Cf}\u2800\u3164\u115F\u1160\uFFA0\s]/gu;
const hasVisibleText = (value: string) => value.replace(INVISIBLE, "") !== "";

function textField(field: QuoteField, normalise: (v: string) => string) {
  const texts = copy.fields[field];
  const max = QUOTE_MAX_LENGTH[field];
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? texts.required : texts.notText) })
    .transform(normalise)
    .pipe(
      z
        .string()
        .refine(hasVisibleText, texts.required)
        .max(max, texts.tooLong.replace("{max}", max.toLocaleString("en-IN"))),
    );
}

export const quoteInputSchema = z.object({
  name: textField("name", normaliseLine),
  // Free text, as on the old site: people write numbers in many ways (+91, spaces, extensions).
  phone_number: textField("phone_number", normaliseLine),
  message: textField("message", normaliseText),
});
export type QuoteInput = z.output<typeof quoteInputSchema>;

export type QuoteParseResult =
  | { success: true; data: QuoteInput }
  | { success: false; fieldErrors: QuoteFieldErrors; formError?: string };

/** Validates anything (a form's fields, a parsed JSON body) into a quote request or field errors. */
export function parseQuoteInput(input: unknown): QuoteParseResult {
  if (input === null || typeof input !== "object" || Array.isArray(input)) {
    return { success: false, fieldErrors: {}, formError: copy.notAnObject };
  }
  const result = quoteInputSchema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const fieldErrors: QuoteFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as QuoteField;
    fieldErrors[field] ??= issue.message;
  }
  return { success: false, fieldErrors };
}

/** The raw values of a submission, as text, clipped so an error page never echoes megabytes back. */
export function echoValues(input: Record<string, unknown>): QuoteValues {
  const clip = (field: QuoteField) => {
    const v = input[field];
    return typeof v === "string" ? v.slice(0, QUOTE_MAX_LENGTH[field] * 2) : "";
  };
  return { name: clip("name"), phone_number: clip("phone_number"), message: clip("message") };
}
