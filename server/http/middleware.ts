import type { IncomingMessage, ServerResponse } from "node:http";

/** What the pipeline knows of a request before any middleware runs. */
export type RequestInfo = {
  /** The request's id (a well-formed incoming X-Request-Id, else a new one). */
  readonly id: string;
  /** performance.now() when the request reached the pipeline, for the log line. */
  readonly start: number;
  /** Headers every answer adds, flat as writeHead takes them: X-Request-Id, and Connection: close while stopping. */
  readonly extraHeaders: string[];
};

/**
 * One named step of the request pipeline (server/http/pipeline.ts). `handle` decides at once,
 * synchronously: it returns true when it has answered the request or taken it over (and will
 * answer it later, e.g. after reading the body), false to pass it on to the next step.
 * A middleware that takes a request over answers every outcome itself, errors included
 * (`answerError` in ./errors.ts is the last resort).
 */
export type Middleware = {
  readonly name: string;
  handle(req: IncomingMessage, res: ServerResponse, info: RequestInfo): boolean;
};
