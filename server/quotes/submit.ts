import type { Logger } from "pino";
import { HONEYPOT_FIELD, type QuoteFieldErrors, type QuoteSource } from "../../app/lib/quote-fields";
import { parseQuoteInput } from "../../app/lib/quote";
import type { QuoteRepository } from "../db/quotes";
import { buildQuoteMail } from "../mail/message";
import { clientKey, type RateLimiter } from "../rate-limit";

export type QuoteSubmission = {
  /** The submitted fields as received (form fields or a parsed JSON body). */
  fields: unknown;
  source: QuoteSource;
  clientIp: string;
  userAgent?: string | null;
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

    try {
      const quote = await deps.quotes.create(
        {
          name: parsed.data.name,
          phoneNumber: parsed.data.phone_number,
          message: parsed.data.message,
          source: submission.source,
          clientIp: submission.clientIp || null,
          userAgent: submission.userAgent ?? null,
          isSpam,
        },
        isSpam ? undefined : (q) => buildQuoteMail(q, { ...deps.mail, adminEnabled: deps.mail.adminEnabled() }),
      );
      if (isSpam) {
        deps.logger.info({ quoteRequestId: quote.id, source: submission.source }, "quote: honeypot filled; stored as spam, not mailed");
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
}

export type SubmitQuote = ReturnType<typeof createQuotePipeline>;
