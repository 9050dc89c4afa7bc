import { z } from "zod";
import { LOST_REASONS, type LostReason, QUOTE_STATUSES, type QuoteStatus } from "../db/schema";
import { plainText } from "../pipeline/input";

/**
 * The sales pipeline's input, as zod schemas in the person's words: the lead's page parses
 * its forms with them through conform (app/admin/leads/lead-actions.server.ts), and the
 * services parse what they are given with the same ones (server/pipeline/input.ts). Values
 * may be numbers or form text ("2,50,000", "₹250000").
 */

export { NOTE_MAX, noteSchema } from "../pipeline/notes";
export const LOST_NOTE_MAX = 500;
export const SUBJECT_MAX = 200;
export const BODY_MAX = 10_000;
/** Whole rupees: ₹1 to ₹1,000 crore. */
export const VALUE_MAX = 10_000_000_000;
/** A follow-up further ahead than this is surely a typo in the year. */
export const FOLLOW_UP_MAX_YEARS = 5;

const EXPECTED = "Enter the deal's expected value in rupees, like 250000.";
const WON = "Enter the value of the won deal in rupees, like 250000.";
const WHOLE = "Enter whole rupees, without paise, like 250000.";

/**
 * Whole rupees from a number or form text: "250000", "2,50,000", "₹ 2,50,000", "Rs. 250000".
 * Empty is null (the stage decides whether that is allowed).
 */
function rupees(example: string) {
  return z
    .union([z.number(), z.string()], { error: example })
    .nullish()
    .transform((input, ctx): number | null => {
      if (typeof input !== "string") return input ?? null;
      const text = input
        .trim()
        .replace(/^(₹|rs\.?|inr)\s*/i, "")
        .replace(/[\s,]/g, "");
      if (text === "") return null;
      if (/^\d+$/.test(text)) return Number(text);
      ctx.addIssue({ code: "custom", message: /^\d+\.\d*$/.test(text) ? WHOLE : example });
      return z.NEVER;
    })
    .pipe(
      z
        .number({ error: example })
        .int(WHOLE)
        .min(1, "Enter a value of at least ₹1.")
        .max(VALUE_MAX, "Enter a value up to ₹10,00,00,00,000 (1,000 crore).")
        .nullable(),
    );
}

export const expectedValueField = rupees(EXPECTED);
export const wonValueField = rupees(WON);

const stageField = z.enum(QUOTE_STATUSES, { error: "Choose a stage: New, Contacted, Proposal sent, Won or Lost." });
const lostReasonField = z
  .string({ error: "Choose why the deal was lost." })
  .optional()
  .transform((v) => (v ?? "").trim())
  .pipe(z.enum(LOST_REASONS, { error: "Choose why the deal was lost." }));
const lostNoteField = plainText({ max: LOST_NOTE_MAX, what: "note", multiline: true }).nullish();

/** A stage change as the service takes it (`expectVersion`: the version the person saw). */
export type StageChange = {
  stage: QuoteStatus | string;
  /** Whole rupees. Required for "proposal"; taken at any stage when given. */
  expectedValue?: number | string | null;
  /** Whole rupees. Required for "won"; read only then. */
  wonValue?: number | string | null;
  /** One of LOST_REASONS. Required for "lost"; read only then. */
  lostReason?: LostReason | string | null;
  /** Required when lostReason is "other"; optional otherwise (at most LOST_NOTE_MAX characters). */
  lostNote?: string | null;
  expectVersion: number;
};

export type ParsedStageChange = {
  stage: QuoteStatus;
  /** null: keep the lead's expected value. */
  expectedValue: number | null;
  wonValue: number | null;
  lostReason: LostReason | null;
  lostNote: string | null;
};

/**
 * A move to a stage: "proposal" needs the expected value, "won" the won value, "lost" a
 * reason (and a note for "other"); each stage's own fields are read only at that stage.
 */
export const stageChangeSchema = z
  .object({
    stage: z.unknown().optional(),
    expectedValue: z.unknown().optional(),
    wonValue: z.unknown().optional(),
    lostReason: z.unknown().optional(),
    lostNote: z.unknown().optional(),
  })
  .transform((input, ctx): ParsedStageChange => {
    const refuse = (name: string, message: string) => ctx.addIssue({ code: "custom", path: [name], message });
    /** A field parsed by its schema: its value, or (ok: false) its message added under its name. */
    const field = <T>(name: string, schema: z.ZodType<T>, value: unknown) => {
      const parsed = schema.safeParse(value);
      if (!parsed.success) refuse(name, parsed.error.issues[0]!.message);
      return parsed.success ? { ok: true as const, value: parsed.data } : { ok: false as const, value: null };
    };
    const stage = field("stage", stageField, input.stage).value;
    const expected = field("expectedValue", expectedValueField, input.expectedValue);
    if (stage === "proposal" && expected.ok && expected.value === null) refuse("expectedValue", EXPECTED);
    const change: ParsedStageChange = {
      stage: stage ?? "new",
      expectedValue: expected.value,
      wonValue: null,
      lostReason: null,
      lostNote: null,
    };
    if (stage === "won") {
      const won = field("wonValue", wonValueField, input.wonValue);
      if (won.ok && won.value === null) refuse("wonValue", WON);
      change.wonValue = won.value;
    }
    if (stage === "lost") {
      change.lostReason = field("lostReason", lostReasonField, input.lostReason).value;
      const note = field("lostNote", lostNoteField, input.lostNote);
      change.lostNote = note.value || null;
      if (note.ok && change.lostReason === "other" && !change.lostNote)
        refuse("lostNote", "Say in a few words why the deal was lost.");
    }
    return change;
  });

/**
 * When to follow the lead up: an instant with its offset ("…Z", "…+05:30"; without one it
 * would be read in the server's zone), still to come and within FOLLOW_UP_MAX_YEARS of
 * `now`; or null, to clear it.
 */
export function followUpSchema(now: Date) {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + FOLLOW_UP_MAX_YEARS);
  return z.object({
    at: z
      .union([z.date(), z.string(), z.null()], { error: "Choose a date and a time for the follow-up." })
      .transform((at) => (typeof at === "string" ? new Date(INSTANT.test(at) ? at : NaN) : at))
      .pipe(
        z
          .date({ error: "Choose a date and a time for the follow-up." })
          .refine((when) => when.getTime() > now.getTime(), "Choose a time that is still to come.")
          .refine((when) => when <= latest, `Choose a time within the next ${FOLLOW_UP_MAX_YEARS} years.`)
          .transform((when) => when.toISOString())
          .nullable(),
      ),
  });
}

/** An ISO 8601 instant with its offset. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export const expectedValueSchema = z.object({ expectedValue: expectedValueField });

/** An e-mail to the client: a one-line subject and a message. */
export const replySchema = z.object({
  subject: plainText({ max: SUBJECT_MAX, what: "subject", multiline: false, required: "Write a subject." }),
  body: plainText({ max: BODY_MAX, what: "message", multiline: true, required: "Write the message first." }),
});

/** How a call went. */
export const CALL_OUTCOMES = ["reached", "no-answer", "busy", "call-back"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
export const CALL_NOTE_MAX = 2_000;

/**
 * A call logged on the lead's page: how it went, when to call back (needed for "call back at",
 * a time still to come, which becomes the follow-up), a note, and for a reached call on a New
 * lead whether to move it to Contacted.
 */
export function callSchema(now: Date) {
  const when = followUpSchema(now).shape.at;
  return z
    .object({
      outcome: z.enum(CALL_OUTCOMES, { error: "Choose how the call went." }),
      callBackAt: z.unknown().optional(),
      note: plainText({ max: CALL_NOTE_MAX, what: "note", multiline: true }),
      moveToContacted: z
        .union([z.boolean(), z.literal("on")])
        .optional()
        .transform((v) => v === true || v === "on"),
    })
    .transform((call, ctx) => {
      let callBackAt: string | null = null;
      if (call.outcome === "call-back") {
        const parsed = when.safeParse(call.callBackAt ?? null);
        if (!parsed.success || parsed.data === null)
          ctx.addIssue({
            code: "custom",
            path: ["callBackAt"],
            message: parsed.success ? "Choose when to call back." : parsed.error.issues[0]!.message,
          });
        else callBackAt = parsed.data;
      }
      return { ...call, callBackAt };
    });
}
