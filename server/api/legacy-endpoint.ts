import type { IncomingMessage, ServerResponse } from "node:http";
import { type BodyProblem, isJsonRequest, readJsonBody } from "../http/body";
import { answerError } from "../http/errors";
import type { Middleware } from "../http/middleware";
import { pathnameOf, sendJson } from "../http/responses";
import type { Logger } from "../logger";

/** An answer of the legacy JSON API: its status and body. */
export type LegacyReply = { status: number; body: object };

/** `{result: false, error}` with `status`, the legacy API's shape for every refusal. */
export const failure = (status: number, error: string): LegacyReply => ({ status, body: { result: false, error } });

export type LegacyEndpointOptions = {
  name: string;
  /** The path (matched without the query string). */
  path: RegExp;
  /** The 405 message for a method other than POST. */
  wrongMethod: string;
  /** The largest body in bytes (413 beyond). */
  limit: number;
  /** Only a JSON object or array (body-parser's `strict`). */
  strict: boolean;
  /** The message for a body that could not be read as JSON. */
  bodyError: (problem: BodyProblem) => string;
  /** The answer to a parsed body. */
  answer: (body: unknown) => LegacyReply;
  /** Security headers every answer carries. */
  headers: Record<string, string>;
  logger: Logger;
};

/**
 * A POST-only JSON endpoint of the old backend's contract, as Express and body-parser
 * answered it: the path in any case with an optional trailing slash; 405 with `Allow: POST`
 * for other methods, 415 for a body that is not `application/json`, the body's own problems
 * with their 4xx; every answer `{result, …}` JSON that no cache keeps.
 */
export function legacyJsonEndpoint(options: LegacyEndpointOptions): Middleware {
  const { path, headers, logger } = options;
  const send = (req: IncomingMessage, res: ServerResponse, reply: LegacyReply, extra?: Record<string, string>) =>
    sendJson(res, reply.status, reply.body, extra ? { ...headers, ...extra } : headers, req.method === "HEAD");
  return {
    name: options.name,
    handle(req, res) {
      if (!path.test(pathnameOf(req))) return false;
      if (req.method !== "POST") {
        send(req, res, failure(405, options.wrongMethod), { Allow: "POST" });
        return true;
      }
      if (!isJsonRequest(req)) {
        send(req, res, failure(415, "Content-Type must be application/json"));
        return true;
      }
      readJsonBody(req, { limit: options.limit, strict: options.strict })
        .then((body) =>
          send(req, res, body.ok ? options.answer(body.value) : failure(body.status, options.bodyError(body))),
        )
        .catch((error: unknown) => answerError(req, res, error, logger, headers));
      return true;
    },
  };
}
