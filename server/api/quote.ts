import express, { type Request, type Response, Router } from "express";
import { contactContent } from "../../app/content/contact";
import type { Services } from "../services";

/** The legacy endpoint the old front end posted to; other clients may still use it. */
export const QUOTE_API_PATH = "/laravel_website/api/website_send_email";
/** Largest accepted JSON body: the three fields at their maximum lengths fit with room to spare. */
export const QUOTE_BODY_LIMIT = 16 * 1024;

const copy = contactContent.quoteForm;

/**
 * POST {name, phone_number, message} → 200 {result: true} once the request is stored
 * (its e-mail is then in the outbox). Every bad input gets a 4xx {result: false, error}:
 * 400 malformed or invalid (with per-field errors), 413 too large, 415 not JSON,
 * 429 over QUOTE_RATE_LIMIT. Only a database that cannot store answers 503: the
 * request is not lost silently, the client is told to try again.
 */
export function quoteRouter(services: Services): Router {
  const router = Router();
  const parseJson = express.json({ limit: QUOTE_BODY_LIMIT, strict: false, type: () => true });

  router.post(QUOTE_API_PATH, (req, res) => {
    res.set("Cache-Control", "no-store");
    if (!isJson(req.headers["content-type"])) {
      return fail(res, 415, "Send the request body as JSON with the header Content-Type: application/json.");
    }
    parseJson(req, res, (error?: unknown) => {
      if (error) return answerBodyError(res, error);
      void handle(services, req, res).catch((unexpected: unknown) => {
        services.logger.error({ err: unexpected }, "quote api: unexpected error");
        if (!res.headersSent) unavailable(res);
      });
    });
  });

  router.all(QUOTE_API_PATH, (_req, res) => {
    res.set("Allow", "POST");
    fail(res, 405, "Use POST with a JSON body.");
  });
  return router;
}

async function handle(services: Services, req: Request, res: Response) {
  const result = await services.submitQuote({
    fields: req.body,
    source: "api",
    clientIp: req.ip ?? req.socket.remoteAddress ?? "",
    userAgent: req.get("user-agent") ?? null,
  });
  switch (result.kind) {
    case "stored":
    case "spam":
      return res.status(200).json({ result: true });
    case "invalid": {
      const messages = Object.values(result.fieldErrors);
      return res.status(400).json({
        result: false,
        error: result.formError ?? messages.join(" "),
        errors: result.fieldErrors,
      });
    }
    case "rate_limited":
      res.set("Retry-After", String(result.retryAfterSeconds));
      return fail(res, 429, `Too many requests from this address. ${copy.rateLimited}`);
    case "unavailable":
      return unavailable(res);
  }
}

function isJson(contentType: string | undefined): boolean {
  const type = (contentType ?? "").split(";", 1)[0]!.trim().toLowerCase();
  return type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);
}

/** body-parser's errors carry their 4xx status; its messages can quote the input, so they are not echoed. */
function answerBodyError(res: Response, error: unknown) {
  const { status, type } = error as { status?: number; type?: string };
  if (status === 413 || type === "entity.too.large") {
    return fail(res, 413, `The request body is larger than ${QUOTE_BODY_LIMIT / 1024} KB.`);
  }
  if (status === 415 || type === "encoding.unsupported" || type === "charset.unsupported") {
    return fail(res, 415, "Send the body as UTF-8 JSON without content encoding.");
  }
  return fail(res, 400, "The request body is not valid JSON.");
}

function unavailable(res: Response) {
  res.set("Retry-After", "30");
  return fail(res, 503, "The request could not be stored just now. Please try again in a minute.");
}

function fail(res: Response, status: number, error: string) {
  return res.status(status).json({ result: false, error });
}
