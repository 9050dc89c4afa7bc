import { z } from "zod";
import { nonEmpty } from "./common";
import { thankYouPageSchema } from "./contact";

/** A sentence with `{max}` where the field's maximum length goes. */
const withMax = nonEmpty.refine((s) => s.includes("{max}"), "must contain {max}");

const textField = z.object({
  label: nonEmpty,
  /** Under the label: what to write, or why we ask. */
  help: nonEmpty.optional(),
  placeholder: nonEmpty.optional(),
  /** When it is empty (a required field). */
  required: nonEmpty.optional(),
  /** When it is not what the field takes (an address, a phone number, a link). */
  invalid: nonEmpty.optional(),
  tooLong: withMax,
});

/** Every word the application form on a job's page shows, and every sentence the server refuses with. */
export const applicationFormCopySchema = z.object({
  heading: nonEmpty,
  intro: nonEmpty,
  /** The link near the top of a job's page that jumps to the form. */
  applyLink: nonEmpty,
  fields: z.object({
    name: textField,
    email: textField,
    phone: textField,
    linkedin: textField,
    github: textField,
    portfolio: textField,
    note: textField,
  }),
  cv: z.object({
    label: nonEmpty,
    help: nonEmpty,
    required: nonEmpty,
    /** {size}: the file's size, e.g. "7.2 MB". */
    tooLarge: nonEmpty.refine((s) => s.includes("{size}"), "must contain {size}"),
    empty: nonEmpty,
    /** {found}: what the bytes are ("a program"); {name}: ", although its name ends in .pdf" or nothing. */
    notAccepted: nonEmpty.refine(
      (s) => s.includes("{found}") && s.includes("{name}"),
      "must contain {found} and {name}",
    ),
    oldWord: nonEmpty,
    macros: nonEmpty,
    /** Beside the file field when the form comes back for another field's sake (a chosen file cannot be kept). */
    chooseAgain: nonEmpty,
  }),
  consent: z.object({
    /** {company}: the company's name. */
    label: nonEmpty.refine((s) => s.includes("{company}"), "must contain {company}"),
    /** After the retention sentence. {email}: where to ask for erasure. */
    details: nonEmpty.refine((s) => s.includes("{email}"), "must contain {email}"),
    privacyLink: nonEmpty,
    required: nonEmpty,
  }),
  honeypotLabel: nonEmpty,
  submit: nonEmpty,
  submitting: nonEmpty,
  /** Above the fields when some of them need attention. */
  invalid: nonEmpty,
  closed: nonEmpty,
  rateLimited: nonEmpty,
  unavailable: nonEmpty,
  tooLarge: nonEmpty,
  notText: nonEmpty,
});
export type ApplicationFormCopy = z.infer<typeof applicationFormCopySchema>;

export const applicationsContentSchema = z.object({
  form: applicationFormCopySchema,
  /** The page an applicant is thanked on (/careers/thank-you). */
  thankYouPage: thankYouPageSchema,
});
export type ApplicationsContent = z.infer<typeof applicationsContentSchema>;
