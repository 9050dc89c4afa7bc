import { z } from "zod";
import { type FieldErrors, invalid } from "./results";

/**
 * Input rules shared by the worked records' forms (lead pipeline; next, job applications):
 * zod schemas whose messages are the person's words, used twice with the same result —
 * by the back office's routes through conform (parseWithZod), beside each field, and by
 * the services themselves (parseInput), so a call that skips the form is held to the same
 * rules. Checks that need the database (who may be assigned, whether a lead has an
 * address) stay in the services.
 */

/** Control characters (other than line break and tab), line/paragraph separators and bidirectional overrides. */
export const CONTROL_CHARACTERS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

/**
 * Plain text as typed: line endings unified (a browser sends CR LF), ends trimmed, at most
 * `max` characters (counted as a person counts them); control characters refused rather
 * than silently dropped. One-line fields (`multiline: false`) refuse line breaks too.
 * `required`: the message for an empty field (else empty is "").
 */
export function plainText(o: { max: number; what: string; multiline: boolean; required?: string }) {
  return z
    .string({ error: `Write the ${o.what} as text.` })
    .optional()
    .transform((text) => (text ?? "").replace(/\r\n?/g, "\n").trim())
    .superRefine((text, ctx) => {
      const refuse = (message: string) => ctx.addIssue({ code: "custom", message });
      if (!o.multiline && text.includes("\n")) return refuse(`Keep the ${o.what} on one line.`);
      if (CONTROL_CHARACTERS.test(text))
        return refuse(
          `Use ordinary text; the ${o.what} holds a control character that cannot be shown. Remove it, or type that part again.`,
        );
      const length = Array.from(text).length;
      if (length > o.max)
        return refuse(
          `Keep the ${o.what} to ${o.max.toLocaleString("en-IN")} characters or fewer (it has ${length.toLocaleString("en-IN")}).`,
        );
      if (o.required && text === "") refuse(o.required);
    });
}

/** The first message of each field (the key of a message about the whole input is ""). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    if (errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

/** Parses a service's input with its schema: the value, or the refusal beside each field. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; value: z.output<S> } | ReturnType<typeof invalid> {
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : invalid(fieldErrors(parsed.error));
}

/** An address fit for a To header: one @, no spaces, angle brackets, quotes or control characters. */
export function isSafeAddress(address: string): boolean {
  return (
    address.length <= 254 &&
    /^[^\s@<>",;()\\[\]\p{Cc}]+@[^\s@<>",;()\\[\]\p{Cc}]+\.[^\s@<>",;()\\[\]\p{Cc}]+$/u.test(address)
  );
}
