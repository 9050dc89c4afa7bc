import { type AppLoadContext, data, redirect } from "react-router";
import { echoValues } from "#shared/lib/quote";
import {
  FORM_PAGE_FIELD,
  HONEYPOT_FIELD,
  LANDING_FIELD,
  LANDING_REFERRER_FIELD,
  QUOTE_FIELDS,
  type QuoteFormResult,
  type QuoteFormSource,
} from "#shared/lib/quote-fields";
import { dropBody, readLimitedText } from "./request-body.server";

/** A form post larger than this is refused (its body dropped): the fields at their maximums fit easily. */
export const QUOTE_FORM_LIMIT = 32 * 1024;

export type ReadForm = { ok: true; fields: Record<string, string>; source: QuoteFormSource } | { ok: false };

/**
 * Reads the quote form from a POST without ever buffering more than
 * QUOTE_FORM_LIMIT bytes. Only the expected fields are kept (as text).
 */
export async function readQuoteForm(request: Request, honeypotField: string): Promise<ReadForm> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > QUOTE_FORM_LIMIT) {
    await dropBody(request);
    return { ok: false };
  }
  const type = (request.headers.get("content-type") ?? "").toLowerCase();

  let entries: Iterable<[string, FormDataEntryValue]>;
  if (type.startsWith("application/x-www-form-urlencoded") || type === "") {
    const body = await readLimitedText(request, QUOTE_FORM_LIMIT);
    if (body === null) return { ok: false };
    entries = new URLSearchParams(body).entries();
  } else if (type.startsWith("multipart/form-data") && request.headers.get("content-length")) {
    try {
      entries = (await request.formData()).entries();
    } catch {
      // Malformed multipart cannot come from our forms: read it as an empty submission (400).
      entries = [];
    }
  } else if (type.startsWith("multipart/form-data")) {
    await dropBody(request);
    return { ok: false }; // no declared length: refuse rather than buffer an unknown amount
  } else {
    entries = []; // another content type cannot come from our forms: an empty submission (400)
  }

  const wanted = new Set<string>([
    ...QUOTE_FIELDS,
    honeypotField,
    "source",
    FORM_PAGE_FIELD,
    LANDING_FIELD,
    LANDING_REFERRER_FIELD,
  ]);
  const fields: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (wanted.has(key) && typeof value === "string" && !(key in fields)) fields[key] = value;
  }
  const source: QuoteFormSource = fields.source === "footer" ? "footer" : "contact";
  return { ok: true, fields, source };
}

/**
 * The /contact_us action: both forms post here. Success (and a honeypot hit, which
 * must look the same) is a 303 to /Thanku; anything else answers the form's state
 * with the status that fits (400 invalid, 413 too large, 429 rate limited, 503 not stored).
 */
export async function handleQuoteFormPost(request: Request, context: AppLoadContext) {
  const form = await readQuoteForm(request, HONEYPOT_FIELD);
  if (!form.ok) {
    const result: QuoteFormResult = { status: "too_large", source: "contact", values: echoValues({}), fieldErrors: {} };
    // Any body left unread past the drain must not be taken for the next request.
    return data(result, { status: 413, headers: { Connection: "close" } });
  }
  const outcome = await context.services.submitQuote({
    fields: form.fields,
    source: form.source,
    clientIp: context.clientIp,
    userAgent: request.headers.get("user-agent"),
    // The form says which page it is on; the referrer is the fallback for other clients.
    formPage: form.fields[FORM_PAGE_FIELD] ?? refererPath(request)?.pathname ?? null,
    landing: landingOf(form.fields, request),
    headers: Object.fromEntries(request.headers),
  });
  if (outcome.kind === "stored" || outcome.kind === "spam") return redirect("/Thanku", 303);

  const values = echoValues(form.fields);
  const answer = (status: QuoteFormResult["status"], code: number, fieldErrors: QuoteFormResult["fieldErrors"] = {}) =>
    data<QuoteFormResult>({ status, source: form.source, values, fieldErrors }, { status: code });
  switch (outcome.kind) {
    case "invalid":
      return answer("invalid", 400, outcome.fieldErrors);
    case "rate_limited":
      return data<QuoteFormResult>(
        { status: "rate_limited", source: form.source, values, fieldErrors: {} },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "unavailable":
      return answer("unavailable", 503);
  }
}

/** A same-origin Referer (the form's page, with its query), or null. */
function refererPath(request: Request): URL | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === new URL(request.url).origin ? url : null;
  } catch {
    return null;
  }
}

/**
 * How this visitor arrived, from their own request only (decision 038): with JavaScript, the
 * landing page and referrer their tab kept and the form carried; without it, the form's own
 * page and its query (the Referer the browser sends within the site), without a referrer.
 */
function landingOf(fields: Record<string, string>, request: Request): { page: string; referrer: string | null } | null {
  const landing = fields[LANDING_FIELD];
  if (landing) return { page: landing, referrer: fields[LANDING_REFERRER_FIELD] || null };
  const page = refererPath(request);
  return page ? { page: page.pathname + page.search, referrer: null } : null;
}
