/**
 * The job application contract shared by the form on a job's page and the server, without
 * zod, so the page ships only these few constants (the rules are server/hiring/schemas.ts).
 */

/** The text fields, in the form's order (the CV comes after the phone number). */
export const APPLICATION_FIELDS = ["name", "email", "phone", "linkedin", "github", "portfolio", "note"] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

/** The file field, and the consent box (its value is "yes" when ticked). */
export const CV_FIELD = "cv";
export const CONSENT_FIELD = "consent";

/** Fields an applicant may leave empty. */
export const OPTIONAL_APPLICATION_FIELDS: ReadonlySet<ApplicationField> = new Set<ApplicationField>([
  "linkedin",
  "github",
  "portfolio",
  "note",
]);

/** Maximum lengths after trimming (the HTML maxLength attribute counts the same units). */
export const APPLICATION_MAX_LENGTH: Record<ApplicationField, number> = {
  name: 100,
  email: 254,
  phone: 40,
  linkedin: 300,
  github: 300,
  portfolio: 300,
  note: 3000,
};

/** The largest CV taken: 5 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

/** "7.3 MB", "640 KB": a file's size as a person reads it, rounded up (a file just over 5 MB never reads "5 MB"). */
export function fileSizeText(size: number): string {
  const mb = Math.ceil((size / (1024 * 1024)) * 10) / 10;
  if (size >= 1024 * 1024) return `${mb.toLocaleString("en-IN", { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.ceil(size / 1024)).toLocaleString("en-IN")} KB`;
}

/** What the file chooser offers (the server decides by the bytes, never by this). */
export const CV_ACCEPT =
  ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** The honeypot: people never see or fill it (as the quote form's). */
export const APPLICATION_HONEYPOT = "company_website";

export type ApplicationValues = Record<ApplicationField, string> & { consent: boolean };
export type ApplicationFieldErrors = Partial<Record<ApplicationField | typeof CV_FIELD | typeof CONSENT_FIELD, string>>;

/** What a job page's action answers when an application is not taken (the page shows it beside the fields). */
export type ApplicationFormResult = {
  status: "invalid" | "closed" | "rate_limited" | "unavailable" | "too_large";
  values: ApplicationValues;
  fieldErrors: ApplicationFieldErrors;
};
