import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "../logger";
import { pathnameOf, sendJson, sendPlain } from "./responses";

/** The legacy JSON API's paths: their errors are answered in JSON. */
const API_PATH = /^\/(?:laravel_website\/)?api\//;

/**
 * The last resort for an error a middleware did not answer itself: logged with its stack
 * (without the request's data), answered 500 in the request's kind (JSON under the legacy
 * API, plain text elsewhere), or the connection closed if the answer had begun.
 */
export function answerError(
  req: IncomingMessage,
  res: ServerResponse,
  error: unknown,
  logger: Logger,
  headers: Record<string, string>,
): void {
  const e = error instanceof Error ? error : new Error(String(error));
  logger.error(
    { reqId: res.getHeader("X-Request-Id"), err: { name: e.name, message: e.message, stack: e.stack } },
    "unhandled error",
  );
  if (res.headersSent) {
    res.destroy();
    return;
  }
  answerStatus(req, res, 500, headers);
}

const MESSAGES: Record<number, string> = { 400: "Bad request", 404: "Not found", 500: "Internal server error" };

/** A generic answer for `status`: `{result: false, error}` under the legacy API, else plain text. */
export function answerStatus(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
): void {
  const message = MESSAGES[status] ?? "Request rejected";
  const head = req.method === "HEAD";
  if (API_PATH.test(pathnameOf(req))) sendJson(res, status, { result: false, error: message }, headers, head);
  else sendPlain(res, status, message, headers, head);
}
