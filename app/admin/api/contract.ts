/**
 * What the content API's server code and its OpenAPI description share: the body
 * limit and the error codes an answer's `error` field may carry.
 */

/** Largest PUT body. */
export const BODY_LIMIT = 1024 * 1024;

export const ERROR_CODES = [
  "bad-request",
  "invalid",
  "unauthorized",
  "forbidden",
  "not-found",
  "method-not-allowed",
  "conflict",
  "precondition-failed",
  "too-large",
  "unsupported-media-type",
  "render-failed",
  "precondition-required",
  "server-error",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
