import { z } from "zod";
import { imageSchema, linkSchema, nonEmpty } from "./common";

/** A sentence with `{max}` where the field's maximum length goes. */
const withMax = nonEmpty.refine((s) => s.includes("{max}"), "must contain {max}");

const fieldCopy = z.object({
  label: nonEmpty,
  placeholder: nonEmpty,
  /** Shown when the field is empty (or only spaces). */
  required: nonEmpty,
  /** Shown when the field is longer than its maximum. */
  tooLong: withMax,
  /** Shown when an API client sends something other than text. */
  notText: nonEmpty,
});

/** The optional e-mail field: no "required" sentence, a help line, and one sentence for any malformed address. */
const emailFieldCopy = z.object({
  label: nonEmpty,
  placeholder: nonEmpty,
  /** Under the label: why we ask. */
  help: nonEmpty,
  /** Shown for anything that is not a plain e-mail address. */
  invalid: nonEmpty,
  tooLong: withMax,
  notText: nonEmpty,
});

/** Every word the quote form shows, and every error sentence the server answers with. */
export const quoteFormCopySchema = z.object({
  fields: z.object({ name: fieldCopy, phone_number: fieldCopy, email: emailFieldCopy, message: fieldCopy }),
  honeypotLabel: nonEmpty,
  submit: nonEmpty,
  submitting: nonEmpty,
  /** Above the fields when some of them need attention. */
  invalid: nonEmpty,
  rateLimited: nonEmpty,
  unavailable: nonEmpty,
  tooLarge: nonEmpty,
  /** Lead-in before the phone number link offered as a fallback. */
  callFallback: nonEmpty,
  /** Answer to an API body that is not a JSON object. */
  notAnObject: nonEmpty,
});
export type QuoteFormCopy = z.infer<typeof quoteFormCopySchema>;

export const contactPageSchema = z.object({
  eyebrow: nonEmpty,
  title: nonEmpty,
  intro: nonEmpty,
  formHeading: nonEmpty,
  formIntro: nonEmpty,
  panelHeading: nonEmpty,
  methods: z.object({ call: nonEmpty, email: nonEmpty, chat: nonEmpty, visit: nonEmpty, chatLinkLabel: nonEmpty }),
  hoursNote: nonEmpty,
  illustration: imageSchema,
});
export type ContactPage = z.infer<typeof contactPageSchema>;

export const thankYouPageSchema = z.object({
  eyebrow: nonEmpty,
  title: nonEmpty,
  lead: nonEmpty,
  nextStepsHeading: nonEmpty,
  nextSteps: z
    .array(z.object({ title: nonEmpty, text: nonEmpty }))
    .min(2)
    .max(4),
  callPrompt: nonEmpty,
  links: z.tuple([linkSchema, linkSchema]),
  illustration: imageSchema,
});
export type ThankYouPage = z.infer<typeof thankYouPageSchema>;

export const contactContentSchema = z.object({
  quoteForm: quoteFormCopySchema,
  contactPage: contactPageSchema,
  thankYouPage: thankYouPageSchema,
});
export type ContactContent = z.infer<typeof contactContentSchema>;
