/**
 * The quote request contract shared by the browser form and the server, without
 * zod, so the footer form on every page ships only these few constants.
 */
export const QUOTE_FIELDS = ["name", "phone_number", "email", "message"] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];

/** Fields a visitor may leave empty (stored as null). The others are required. */
export const OPTIONAL_QUOTE_FIELDS: ReadonlySet<QuoteField> = new Set<QuoteField>(["email"]);

/** Maximum lengths after trimming (UTF-16 code units, the unit of the HTML maxLength attribute). */
export const QUOTE_MAX_LENGTH: Record<QuoteField, number> = {
  name: 100,
  phone_number: 40,
  // The longest address SMTP can carry (RFC 5321 path limit less the angle brackets).
  email: 254,
  message: 5000,
};

/** Where a request came from: the footer form, the contact page form, or the JSON API. */
export const QUOTE_SOURCES = ["footer", "contact", "api"] as const;
export type QuoteSource = (typeof QUOTE_SOURCES)[number];
export type QuoteFormSource = Exclude<QuoteSource, "api">;

/**
 * The honeypot: a field people never see or fill. A plausible name makes form-filling
 * bots fill it; autocomplete="off" keeps browsers from doing so.
 */
export const HONEYPOT_FIELD = "company_website";

/** Hidden field: the path of the page the form is on (the lead's "form page"). */
export const FORM_PAGE_FIELD = "page";

/**
 * Hidden fields the page's script fills as the form is sent, from the tab's sessionStorage:
 * the first page of the visit in this tab ("/path?query") and the page that referred the
 * visitor to it (decision 038). Empty without JavaScript.
 */
export const LANDING_FIELD = "landing";
export const LANDING_REFERRER_FIELD = "landing_referrer";

export type QuoteValues = Record<QuoteField, string>;
export type QuoteFieldErrors = Partial<Record<QuoteField, string>>;

/** What the /contact_us action answers when a submission is not accepted. */
export type QuoteFormResult = {
  status: "invalid" | "rate_limited" | "unavailable" | "too_large";
  source: QuoteFormSource;
  values: QuoteValues;
  fieldErrors: QuoteFieldErrors;
};
