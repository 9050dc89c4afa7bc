import type { IncomingMessage } from "node:http";
import { type Logger, logPath } from "../logger";
import type { RequestInfo } from "./middleware";

/** The one log line of a request: id, method, path (no query), status, time; never what a visitor typed. */
export function logRequest(
  logger: Logger,
  req: IncomingMessage,
  status: number,
  info: RequestInfo,
  aborted = false,
): void {
  const line = {
    reqId: info.id,
    method: req.method,
    path: logPath(req.url),
    status,
    ms: Math.round((performance.now() - info.start) * 100) / 100,
    ...(aborted ? { aborted } : {}),
  };
  if (status >= 500) logger.error(line, "request");
  else logger.info(line, "request");
}
