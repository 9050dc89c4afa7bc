import type { IncomingMessage } from "node:http";
import type { Logger } from "../../logger";
import type { Middleware } from "../middleware";
import { logRequest } from "../request-log";

/**
 * Two Host lines in one request: RFC 9112 (3.2) requires a 400, since a proxy in front and
 * this server might each read a different one. Reads the raw header lines (Node keeps only
 * the first Host in `headers`); cheap enough for every request, static files included.
 */
export function hasDuplicateHost(req: IncomingMessage): boolean {
  const raw = req.rawHeaders;
  let seen = false;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length !== 4 || name.toLowerCase() !== "host") continue;
    if (seen) return true;
    seen = true;
  }
  return false;
}

/** Refuses a request with two Host lines, before the static files and the health checks. */
export function duplicateHost(headers: Record<string, string>, logger: Logger): Middleware {
  const logRequests = logger.isLevelEnabled("info");
  const text = "Bad request";
  const answer = Object.entries({
    ...headers,
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Length": String(text.length),
  }).flat();
  return {
    name: "duplicate-host",
    handle(req, res, info) {
      if (!hasDuplicateHost(req)) return false;
      res.writeHead(400, answer.concat(info.extraHeaders));
      res.end(req.method === "HEAD" ? undefined : text);
      if (logRequests) logRequest(logger, req, 400, info);
      return true;
    },
  };
}
