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
  return value.replace(LONE_SURROGATE, "\uFFFD").replace(/\r\n?/g, "\n").replace(MULTI_LINE_JUNK, "").trim();
}

/**
 * Characters that show nothing: format characters (zero-width space and joiners, the BOM,
 * soft hyphen…), the Braille blank and the Hangul fillers. A field made only of these
 * (and spaces) is empty.
 */
const INVISIBLE = /[\p{Cf}\u2800\u3164\u115F\u1160\uFFA0\s]/gu;
const hasVisibleText = (value: string) => value.replace(INVISIBLE, "") !== "";

function textField(field: Exclude<QuoteField, "email">, normalise: (v: string) => string) {
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

/** Characters of a local part's atoms: letters and digits of any script (with their marks) and RFC 5322's atext symbols. */
const LOCAL_PART = /^[\p{L}\p{M}\p{N}!#$%&'*+\-/=?^_`{|}~]+(?:\.[\p{L}\p{M}\p{N}!#$%&'*+\-/=?^_`{|}~]+)*$/u;
/** One label of a host name: letters and digits of any script, inner hyphens. */
const DOMAIN_LABEL = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?$/u;

/**
 * A plain e-mail address (local@host.tld) as stored, or null when `value` is not one.
 * Deliberately narrower than RFC 5322: no quoted local parts, comments, display names or
 * IP literals, so the result is safe as it is in a header (Reply-To) or a mailto: link:
 * no spaces, control or invisible characters, nothing that separates addresses
 * (, ; < > " and the like), and no "=?" that a mail client could decode as an encoded word.
 * Letters of any script are fine. Unicode is composed (NFC) and only the domain is
 * lower-cased: the local part is the mailbox owner's to interpret.
 */
export function plainEmailAddress(value: string): string | null {
  const address = value.normalize("NFC");
  if (address.length > QUOTE_MAX_LENGTH.email || address.includes("=?")) return null;
  const at = address.indexOf("@");
  if (at < 1 || at !== address.lastIndexOf("@")) return null;
  const local = address.slice(0, at);
  const labels = address
    .slice(at + 1)
    .toLowerCase()
    .split(".");
  if (local.length > 64 || !LOCAL_PART.test(local)) return null;
  if (labels.length < 2 || labels.some((label) => label.length > 63 || !DOMAIN_LABEL.test(label))) return null;
  return `${local}@${labels.join(".")}`;
}

/**
 * A mailto: link to a plain address. Each half is percent-encoded, so characters an
 * address may hold but a mailto: URL reads as syntax ("?", "&", "#", "%") stay part of
 * the address instead of adding headers (RFC 6068).
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf("@");
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}

/** Optional: missing, null, empty or blank is null; anything else must be a plain address. */
function emailField() {
  const texts = copy.fields.email;
  const max = QUOTE_MAX_LENGTH.email;
  return z
    .string({ error: texts.notText })
    .nullish()
    .transform((value, ctx) => {
      const trimmed = (value ?? "").trim();
      if (!hasVisibleText(trimmed)) return null;
      const address = trimmed.length > max ? null : plainEmailAddress(trimmed);
      if (address === null) {
        const message =
          trimmed.length > max ? texts.tooLong.replace("{max}", max.toLocaleString("en-IN")) : texts.invalid;
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return address;
    });
}

export const quoteInputSchema = z.object({
  name: textField("name", normaliseLine),
  // Free text, as on the old site: people write numbers in many ways (+91, spaces, extensions).
  phone_number: textField("phone_number", normaliseLine),
  // Optional and later than the old site's three fields: requests without it answer as before.
  email: emailField(),
  message: textField("message", normaliseText),
});
export type QuoteInput = z.output<typeof quoteInputSchema>;

export type QuoteParseResult =
  { success: true; data: QuoteInput } | { success: false; fieldErrors: QuoteFieldErrors; formError?: string };

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
  return { name: clip("name"), phone_number: clip("phone_number"), email: clip("email"), message: clip("message") };
}
