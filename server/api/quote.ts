import type { IncomingMessage, ServerResponse } from "node:http";
import { contactContent } from "#shared/content/contact";
import { readBody } from "../http/body";
import type { Middleware } from "../http/middleware";
import { sendJson } from "../http/responses";
import type { Services } from "../services";

/** The legacy endpoint the old front end posted to; other clients may still use it. */
export const QUOTE_API_PATH = "/laravel_website/api/website_send_email";
/** Largest accepted JSON body: the fields at their maximum lengths fit with room to spare. */
export const QUOTE_BODY_LIMIT = 16 * 1024;

const copy = contactContent.quoteForm;

/** Express matched the path case-insensitively and with an optional trailing slash; so do we. */
const PATH_RE = new RegExp(`^${QUOTE_API_PATH.replace(/[/.]/g, "\\$&")}/?(?:\\?|$)`, "i");

export type QuoteEndpointOptions = {
  services: Services;
  /** Security headers every answer carries. */
  headers: Record<string, string>;
  /** The visitor's address as TRUST_PROXY says to read it (the rate limit's key). */
  clientIp: (req: IncomingMessage) => string;
};

/**
 * POST {name, phone_number, message, email?} → 200 {result: true} once the request is stored
 * (its e-mail is then in the outbox). Every bad input gets a 4xx {result: false, error}:
 * 400 malformed or invalid (with per-field errors), 413 too large, 415 not JSON,
 * 429 over QUOTE_RATE_LIMIT, 405 another method. `email` is optional (absent, null or ""
 * is none); an invalid one is a field error like the others. Only a database that cannot store
 * answers 503: the request is not lost silently, the client is told to try again.
 *
 * This is the site's one hot write path (decision 020): one regular expression decides,
 * and it reads the body itself; the pipeline passes other URLs on.
 */
export function quoteEndpoint({ services, headers, clientIp }: QuoteEndpointOptions): Middleware {
  const answer = (res: ServerResponse, status: number, body: object, extra: Record<string, string> = {}) =>
    sendJson(res, status, body, { ...headers, ...extra });
  const fail = (res: ServerResponse, status: number, error: string, extra?: Record<string, string>) =>
    answer(res, status, { result: false, error }, extra);

  return { name: "quote", handle };

  function handle(req: IncomingMessage, res: ServerResponse): boolean {
    if (!PATH_RE.test(req.url ?? "")) return false;
    if (req.method !== "POST") {
      fail(res, 405, "Use POST with a JSON body.", { Allow: "POST" });
      return true;
    }
    const problem = checkBodyHeaders(req);
    if (problem) {
      // Unread bodies are not worth draining: close the connection after answering.
      fail(res, problem.status, problem.error, problem.status === 413 ? { Connection: "close" } : undefined);
      return true;
    }
    readBody(req, QUOTE_BODY_LIMIT)
      .then(
        async (body) => {
          if (body === "too large") return fail(res, 413, TOO_LARGE, { Connection: "close" });
          const text = body.toString("utf8");
          let fields: unknown;
          try {
            // An empty body is an empty object, as body-parser had it: the fields are then reported missing.
            fields = text.length === 0 ? {} : JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
          } catch {
            return fail(res, 400, "The request body is not valid JSON.");
          }
          const result = await services.submitQuote({
            fields,
            source: "api",
            clientIp: clientIp(req),
            userAgent: req.headers["user-agent"] ?? null,
            formPage: formPageOf(fields, req),
            headers: req.headers,
          });
          switch (result.kind) {
            case "stored":
            case "spam":
              return answer(res, 200, { result: true });
            case "invalid":
              return answer(res, 400, {
                result: false,
                error: result.formError ?? Object.values(result.fieldErrors).join(" "),
                errors: result.fieldErrors,
              });
            case "rate_limited":
              return fail(res, 429, `Too many requests from this address. ${copy.rateLimited}`, {
                "Retry-After": String(result.retryAfterSeconds),
              });
            case "unavailable":
              return unavailable();
          }
        },
        // The visitor went away mid-body: nobody is left to answer.
        () => res.destroy(),
      )
      .catch((unexpected: unknown) => {
        services.logger.error({ err: unexpected }, "quote api: unexpected error");
        if (!res.headersSent) unavailable();
      });
    return true;

    function unavailable() {
      fail(res, 503, "The request could not be stored just now. Please try again in a minute.", {
        "Retry-After": "30",
      });
    }
  }
}

const TOO_LARGE = `The request body is larger than ${QUOTE_BODY_LIMIT / 1024} KB.`;

/** What the headers alone say is wrong with the body, before reading it. */
function checkBodyHeaders(req: IncomingMessage): { status: number; error: string } | undefined {
  const [type = "", ...params] = (req.headers["content-type"] ?? "").split(";");
  const mediaType = type.trim().toLowerCase();
  if (mediaType !== "application/json" && !/^application\/[\w.+-]+\+json$/.test(mediaType)) {
    return { status: 415, error: "Send the request body as JSON with the header Content-Type: application/json." };
  }
  const charset = params
    .map((p) => p.trim().toLowerCase())
    .find((p) => p.startsWith("charset="))
    ?.slice(8)
    .replace(/^"|"$/g, "");
  const encoding = (req.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  if ((charset !== undefined && charset !== "utf-8" && charset !== "utf8") || encoding !== "identity") {
    return { status: 415, error: "Send the body as UTF-8 JSON without content encoding." };
  }
  if (Number(req.headers["content-length"] ?? 0) > QUOTE_BODY_LIMIT) return { status: 413, error: TOO_LARGE };
  return undefined;
}

/** The page a JSON request was sent from: its own `page` field, else a same-host Referer's path. */
function formPageOf(fields: unknown, req: IncomingMessage): string | null {
  const page = fields !== null && typeof fields === "object" ? (fields as Record<string, unknown>).page : undefined;
  if (typeof page === "string") return page;
  const referer = req.headers.referer;
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.host === req.headers.host ? url.pathname : null;
  } catch {
    return null;
  }
}
