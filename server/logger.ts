import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import pino, { type Logger } from "pino";
import type { Config } from "./config";

export type { Logger };

/**
 * Structured JSON logs on stdout, one object per line (ready for journald, Docker or a
 * log shipper). Writes are synchronous: lines stay in order and none is lost when the
 * process exits or crashes, at the cost of one write call per line (a few microseconds).
 *
 * Privacy rule: request lines carry method, path, status, duration and request id only.
 * Never log bodies, query strings, or form fields: visitors' names, phones and messages
 * must not end up in logs.
 */
let destination: ReturnType<typeof pino.destination> | undefined;

export function createLogger(config: Pick<Config, "LOG_LEVEL">): Logger {
  destination ??= pino.destination({ dest: 1, sync: true });
  return pino(
    {
      level: config.LOG_LEVEL,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/**
 * A logger for start and stop lines: they are written at every LOG_LEVEL except
 * "silent", because operators (and the test harness) rely on them.
 */
export function lifecycleLogger(logger: Logger): Logger {
  return logger.child({}, { level: logger.level === "silent" ? "silent" : "info" });
}

/** Writes out anything still buffered; call before `process.exit`. */
export function flushLogs(): void {
  try {
    destination?.flushSync();
  } catch {
    // stdout already closed (e.g. the reading side went away): nothing left to save.
  }
}

/** An incoming X-Request-Id is kept only when it cannot smuggle anything into logs or headers. */
const REQUEST_ID = /^[\w.:@-]{1,128}$/;

/** The request id: a well-formed incoming X-Request-Id (set by a proxy), or a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The path of a request URL without its query string, cut to a sane length for logs. */
export function logPath(url: string | undefined): string {
  const raw = url ?? "/";
  const q = raw.indexOf("?");
  const path = q === -1 ? raw : raw.slice(0, q);
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}
