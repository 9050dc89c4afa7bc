import { z } from "zod";
import { followUpSchema, noteSchema, replySchema, stageChangeSchema } from "#server/leads/schemas";
import { followUpInstant } from "./lead-page.server";

/**
 * The lead page's forms, parsed on the server with conform's zod integration
 * (app/admin/leads/lead-actions.server.ts), from the pipeline's own input schemas
 * (server/leads/schemas.ts): what a form adds is its hidden fields (the lead's version,
 * a merge's other lead) and how a form writes a value (a datetime-local in India time).
 * Domain rules that need the database (who may own a lead, whether it has an address,
 * whether two leads may be merged) are the pipeline's, answered beside the same fields.
 */

/** A positive whole number as a hidden field sends it; 0 when missing or malformed. */
const positive = z
  .string()
  .optional()
  .transform((value) => {
    const n = Number(value);
    return Number.isSafeInteger(n) && n > 0 ? n : 0;
  });

/** A version as the form sent it; 0 (matches no lead, so a conflict) when missing or malformed. */
const version = positive;

/** The form's fields, with the record's version the page was drawn at (a job application's forms too). */
export const withVersion = <S extends z.ZodType>(schema: S) => z.object({ version }).and(schema);

/**
 * The stage form. The expected value belongs to Proposal sent (its hint says so); at another
 * stage the field, shown without JavaScript, may hold the page's old value, which must not
 * overwrite a newer one, so it is read only then.
 */
const stageForm = withVersion(
  z
    .object({ stage: z.string().optional(), expectedValue: z.string().optional() })
    .loose()
    .transform((form): z.input<typeof stageChangeSchema> =>
      form.stage === "proposal" ? form : { ...form, expectedValue: null },
    )
    .pipe(stageChangeSchema),
);

/** An owner's id as the select sends it: "" is nobody; anything but a number matches no account (refused in the pipeline's words). */
export const ownerForm = withVersion(
  z.object({
    ownerId: z
      .string()
      .optional()
      .transform((raw) => {
        const text = (raw ?? "").trim();
        return text === "" ? null : /^\d{1,15}$/.test(text) ? Number(text) : -1;
      }),
  }),
);

/** A date and time as a datetime-local gives it, read as India time, then checked by `schema` (a follow-up's, an interview's). */
export const indiaTimeForm = <S extends z.ZodType<unknown, { at: string | Date | null }>>(schema: S) =>
  withVersion(
    z
      .object({
        at: z
          .string()
          .optional()
          .transform((value): string | Date | null => followUpInstant(value ?? "")),
      })
      .pipe(schema),
  );

/** The follow-up's date and time as a datetime-local gives it, read as India time. */
const followUpForm = (now: Date) => indiaTimeForm(followUpSchema(now));

/** The other lead of a merge: its number (0 when unusable) and the version it was shown at. */
const mergeForm = withVersion(
  z.object({
    mergedId: positive,
    mergedVersion: version,
  }),
);

export const leadForms = {
  stage: () => stageForm,
  assign: () => ownerForm,
  "assign-me": () => withVersion(z.object({})),
  "follow-up": followUpForm,
  "follow-up-clear": () => withVersion(z.object({})),
  note: () => noteSchema,
  reply: () => replySchema,
  merge: () => mergeForm,
} as const;
