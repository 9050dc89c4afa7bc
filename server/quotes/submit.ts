import type { Logger } from "pino";
import { HONEYPOT_FIELD, type QuoteFieldErrors, type QuoteSource } from "#shared/lib/quote-fields";
import { parseQuoteInput } from "#shared/lib/quote";
import type { AttributionRequest, VisitRequest } from "../analytics/ingestion";
import type { LeadAttribution, QuoteRepository } from "../db/quotes";
import { buildQuoteMail } from "../mail/message";
import { clientKey, type RateLimiter } from "../rate-limit";

export type QuoteSubmission = {
  /** The submitted fields as received (form fields or a parsed JSON body). */
  fields: unknown;
  source: QuoteSource;
  clientIp: string;
  userAgent?: string | null;
  /** The page the form was on (path), when known. */
  formPage?: string | null;
  /**
   * How the visitor arrived, as their own tab or form says: the landing page ("/path?query")
   * and its referrer (analytics' AttributionRequest). Null or absent when nothing came.
   */
  landing?: { page: string; referrer: string | null } | null;
  /** The request's headers (Do Not Track / Global Privacy Control are honoured). */
  headers?: { [name: string]: string | string[] | undefined };
};

export type QuoteSubmitResult =
  | { kind: "stored"; id: number }
  /** Honeypot filled: answered like a success, stored flagged as spam when valid, never mailed. */
  | { kind: "spam" }
  | { kind: "invalid"; fieldErrors: QuoteFieldErrors; formError?: string }
  | { kind: "rate_limited"; retryAfterSeconds: number }
  /** The database could not store it: the visitor must not be told it was received. */
  | { kind: "unavailable" };

export type QuotePipelineDeps = {
  quotes: QuoteRepository;
  /** Where the lead came from (server/analytics): read from the request alone; a failure there never loses the lead. */
  attribute?: (input: AttributionRequest) => LeadAttribution;
  /** The request's visitor number of the day, to count the conversion after the answer (server/analytics). */
  visit?: (input: VisitRequest) => Promise<{ day: string; visitor: string } | null>;
  limiter: RateLimiter;
  /** Called after a mail was enqueued (wakes the outbox worker). */
  onEnqueued: () => void;
  mail: { to: string; siteUrl: string; adminEnabled: () => boolean };
  logger: Logger;
};

/**
 * The one pipeline for both forms and the JSON API:
 * rate limit → honeypot → validation → store request + enqueue mail (one transaction) → answer.
 */
export function createQuotePipeline(deps: QuotePipelineDeps) {
  return async function submitQuote(submission: QuoteSubmission): Promise<QuoteSubmitResult> {
    const limit = deps.limiter.hit(clientKey(submission.clientIp));
    if (!limit.allowed) return { kind: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };

    const fields = submission.fields;
    const honeypot =
      fields !== null && typeof fields === "object" ? (fields as Record<string, unknown>)[HONEYPOT_FIELD] : undefined;
    const isSpam = honeypot !== undefined && honeypot !== null && honeypot !== "";

    const parsed = parseQuoteInput(fields);
    if (!parsed.success) {
      // A bot that filled the honeypot learns nothing, not even that its fields were wrong.
      if (isSpam) return { kind: "spam" };
      return { kind: "invalid", fieldErrors: parsed.fieldErrors, formError: parsed.formError };
    }

    const attribution = await attributionOf(submission);
    const visit = isSpam ? null : await visitOf(submission);
    try {
      const quote = await deps.quotes.create(
        {
          name: parsed.data.name,
          phoneNumber: parsed.data.phone_number,
          email: parsed.data.email,
          message: parsed.data.message,
          source: submission.source,
          clientIp: submission.clientIp || null,
          userAgent: submission.userAgent ?? null,
          isSpam,
          attribution,
          visit,
        },
        isSpam ? undefined : (q) => buildQuoteMail(q, { ...deps.mail, adminEnabled: deps.mail.adminEnabled() }),
      );
      if (isSpam) {
        deps.logger.info(
          { quoteRequestId: quote.id, source: submission.source },
          "quote: honeypot filled; stored as spam, not mailed",
        );
        return { kind: "spam" };
      }
      deps.onEnqueued();
      deps.logger.info({ quoteRequestId: quote.id, source: submission.source }, "quote: stored and mail enqueued");
      return { kind: "stored", id: quote.id };
    } catch (error) {
      deps.logger.error({ err: error, source: submission.source }, "quote: could not be stored");
      return { kind: "unavailable" };
    }
  };

  /** A step that must never lose the lead: its failure is logged, and the lead is stored without what it adds. */
  async function guarded<T>(step: () => T | Promise<T>, fallback: T, failed: string): Promise<T> {
    try {
      return await step();
    } catch (error) {
      deps.logger.warn({ err: error instanceof Error ? error.message : String(error) }, failed);
      return fallback;
    }
  }

  function attributionOf(submission: QuoteSubmission): Promise<LeadAttribution | undefined> {
    const attribute = deps.attribute;
    if (!attribute) return Promise.resolve(undefined);
    const input = {
      userAgent: submission.userAgent,
      formPage: formPagePath(submission.formPage),
      landing: submission.landing ?? null,
      headers: submission.headers ?? {},
    };
    return guarded(() => attribute(input), undefined, "quote: attribution unavailable; stored without it");
  }

  function visitOf(submission: QuoteSubmission): Promise<{ day: string; visitor: string } | null> {
    const visit = deps.visit;
    if (!visit) return Promise.resolve(null);
    const input = { address: submission.clientIp, userAgent: submission.userAgent, headers: submission.headers ?? {} };
    return guarded(() => visit(input), null, "quote: visitor number unavailable; the conversion is not counted");
  }
}

/** A form page as stored: a path of this site (no query string, at most 200 characters), else null. */
export function formPagePath(value: string | null | undefined): string | null {
  if (typeof value !== "string" || value[0] !== "/" || value[1] === "/") return null;
  try {
    const path = new URL(value, "http://site.invalid").pathname;
    return path.length <= 200 ? path : null;
  } catch {
    return null;
  }
}

export type SubmitQuote = ReturnType<typeof createQuotePipeline>;
