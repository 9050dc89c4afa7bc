import { z } from "zod";
import { applicationsContent } from "#shared/content/applications";
import { APPLICATION_MAX_LENGTH, type ApplicationField } from "#shared/lib/application-fields";
import { fill } from "#shared/lib/fill";
import { normaliseLine, normaliseText, plainEmailAddress } from "#shared/lib/quote";
import { APPLICATION_STAGES, type ApplicationStage, REJECTION_REASONS, type RejectionReason } from "../db/schema";
import { plainText } from "../pipeline/input";

/**
 * Job applications' input as zod schemas in the person's words. The application form on a
 * job's page is read as it streams (app/lib/application-form.server.ts) and parsed with
 * `applicationSchema` by the pipeline (./submit.ts); the hiring inbox's forms are parsed with
 * the stage and interview schemas through conform (app/admin/hiring/schemas.ts), and the
 * services parse what they are given with the same ones again (server/pipeline/input.ts).
 */

const copy = applicationsContent.form;

/** A field's words, with {max} filled. */
const words = (field: ApplicationField) => {
  const f = copy.fields[field];
  return { ...f, tooLong: fill(f.tooLong, { max: APPLICATION_MAX_LENGTH[field].toLocaleString("en-IN") }) };
};

/** Characters that show nothing (as shared/lib/quote.ts): a field of only these is empty. */
const INVISIBLE = /[\p{Cf}\u2800\u3164\u115F\u1160\uFFA0\s]/gu;
const blank = (value: string) => value.replace(INVISIBLE, "") === "";

/** Text as sent, made one line or tidy free text; "" when missing. */
const text = (normalise: (value: string) => string) =>
  z
    .string({ error: copy.notText })
    .optional()
    .transform((value) => normalise(value ?? ""));

/** Text within its length; refused when empty if the field's words say what to write ("required"). */
function limitedText(field: "name" | "note", normalise: (value: string) => string) {
  const w = words(field);
  return text(normalise).superRefine((value, ctx) => {
    if (w.required && blank(value)) ctx.addIssue({ code: "custom", message: w.required });
    else if (value.length > APPLICATION_MAX_LENGTH[field]) ctx.addIssue({ code: "custom", message: w.tooLong });
  });
}

const email = text(normaliseLine).transform((value, ctx) => {
  const w = words("email");
  const address = blank(value) ? null : value.length > APPLICATION_MAX_LENGTH.email ? null : plainEmailAddress(value);
  if (address === null) {
    const message = blank(value) ? w.required! : value.length > APPLICATION_MAX_LENGTH.email ? w.tooLong : w.invalid!;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  }
  return address;
});

/** Free text as people write numbers (+91, spaces, dashes, an extension), with at least 7 digits. */
const phone = text(normaliseLine).superRefine((value, ctx) => {
  const w = words("phone");
  const refuse = (message: string) => ctx.addIssue({ code: "custom", message });
  if (blank(value)) return refuse(w.required!);
  if (value.length > APPLICATION_MAX_LENGTH.phone) return refuse(w.tooLong);
  if ((value.match(/\d/g) ?? []).length < 7 || !/^[+\d\s().\-/]+(?:\s*(?:ext\.?|x)\s*\d+)?$/i.test(value))
    refuse(w.invalid!);
});

/**
 * An optional web address: empty is null; "linkedin.com/in/asha" is read as https://…;
 * only http(s), and for a profile only that site's host (www. or a country's subdomain).
 */
function link(field: "linkedin" | "github" | "portfolio", host?: string) {
  const w = words(field);
  return text(normaliseLine).transform((value, ctx): string | null => {
    if (blank(value)) return null;
    if (value.length > APPLICATION_MAX_LENGTH[field]) {
      ctx.addIssue({ code: "custom", message: w.tooLong });
      return z.NEVER;
    }
    const url = URL.canParse(value)
      ? new URL(value)
      : URL.canParse(`https://${value}`)
        ? new URL(`https://${value}`)
        : null;
    const fits =
      url !== null &&
      (url.protocol === "https:" || url.protocol === "http:") &&
      url.username === "" &&
      url.password === "" &&
      url.hostname.includes(".") &&
      (host === undefined || url.hostname === host || url.hostname.endsWith(`.${host}`));
    if (!fits) {
      ctx.addIssue({ code: "custom", message: w.invalid! });
      return z.NEVER;
    }
    return url.href;
  });
}

/** The consent box: ticked is "yes" (a browser sends "on" for a box without a value). */
const consent = z
  .string()
  .optional()
  .transform((value) => value === "yes" || value === "on")
  .refine((ticked) => ticked, copy.consent.required);

/** An application as the form sends it (the CV is checked apart, by its bytes: ./cv.ts). */
export const applicationSchema = z.object({
  name: limitedText("name", normaliseLine),
  email,
  phone,
  linkedin: link("linkedin", "linkedin.com"),
  github: link("github", "github.com"),
  portfolio: link("portfolio"),
  note: limitedText("note", normaliseText).transform((value) => (blank(value) ? null : value)),
  consent,
});
export type ApplicationInput = z.output<typeof applicationSchema>;

// ── The hiring inbox's input ─────────────────────────────────────────────────

export const REJECTION_NOTE_MAX = 500;
/** An interview further ahead than this is surely a typo in the year; one further back, too. */
export const INTERVIEW_MAX_DAYS_AHEAD = 366;
export const INTERVIEW_MAX_DAYS_BACK = 30;

const STAGE = "Choose a stage: Applied, Screening, Interview, Offer, Hired or Rejected.";
const REASON = "Choose why the application was rejected.";

/** A move to a stage; "rejected" needs a reason (and a note for "other"), read only then. */
export const stageChangeSchema = z
  .object({
    stage: z.unknown().optional(),
    rejectionReason: z.unknown().optional(),
    rejectionNote: z.unknown().optional(),
  })
  .transform((input, ctx) => {
    const refuse = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const stage = z.enum(APPLICATION_STAGES).safeParse(input.stage);
    if (!stage.success) refuse("stage", STAGE);
    const change: { stage: ApplicationStage; rejectionReason: RejectionReason | null; rejectionNote: string | null } = {
      stage: stage.success ? stage.data : "applied",
      rejectionReason: null,
      rejectionNote: null,
    };
    if (change.stage !== "rejected") return change;
    const reason = z
      .enum(REJECTION_REASONS)
      .safeParse(typeof input.rejectionReason === "string" ? input.rejectionReason.trim() : input.rejectionReason);
    if (!reason.success) refuse("rejectionReason", REASON);
    else change.rejectionReason = reason.data;
    const note = plainText({ max: REJECTION_NOTE_MAX, what: "note", multiline: true }).safeParse(
      input.rejectionNote ?? "",
    );
    if (!note.success) refuse("rejectionNote", note.error.issues[0]!.message);
    else change.rejectionNote = note.data || null;
    if (note.success && change.rejectionReason === "other" && !change.rejectionNote)
      refuse("rejectionNote", "Say in a few words why the application was rejected.");
    return change;
  });
export type StageChange = z.output<typeof stageChangeSchema>;

const INTERVIEW = "Choose the interview's date and time.";
/** An ISO 8601 instant with its offset (without one it would be read in the server's zone). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The interview's moment (an instant with its offset), within a month back and a year ahead of `now`; or null, to clear it. */
export function interviewSchema(now: Date) {
  const day = 86_400_000;
  const earliest = new Date(now.getTime() - INTERVIEW_MAX_DAYS_BACK * day);
  const latest = new Date(now.getTime() + INTERVIEW_MAX_DAYS_AHEAD * day);
  return z.object({
    at: z
      .union([z.date(), z.string(), z.null()], { error: INTERVIEW })
      .transform((at) => (typeof at === "string" ? new Date(INSTANT.test(at) ? at : Number.NaN) : at))
      .pipe(
        z
          .date({ error: INTERVIEW })
          .refine(
            (when) => when >= earliest,
            `Choose a day within the last ${INTERVIEW_MAX_DAYS_BACK} days, or one still to come.`,
          )
          .refine((when) => when <= latest, "Choose a day within the next year.")
          .transform((when) => when.toISOString())
          .nullable(),
      ),
  });
}
