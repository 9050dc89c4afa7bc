import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Config } from "../../config";
import type { Logger } from "../../logger";
import { securityHeaders, withQuietCrossOriginRefusals } from "../../security";
import type { Services } from "../../services";
import { clientAddress, type TrustFn } from "../client-address";
import { answerError, answerStatus } from "../errors";
import type { Middleware } from "../middleware";
import { pathnameOf } from "../responses";

/** Content types Express completed with "; charset=utf-8" (mime-types' rule for the ones the app sends). */
const NEEDS_CHARSET = /^(?:text\/[^;\s]+|application\/(?:json|javascript))\s*$/i;

/**
 * The application: server rendering, form actions, resource routes (the back office's JSON
 * API), the branded 404. The end of the pipeline, it takes every request that reaches it.
 * It does what @react-router/express and Express did, on node:http: the fetch Request (the
 * URL from Host, or from X-Forwarded-Host/-Proto of a trusted proxy), the load context with
 * this response's CSP nonce and the client address, the security headers, `Cache-Control:
 * no-store` unless the route set its own (pages rendered here carry a nonce, answers are
 * personal), the body streamed; an error is logged and answered 500.
 */
export function reactRouter(options: {
  build: ServerBuild;
  config: Config;
  services: Services;
  trust: TrustFn;
  logger: Logger;
}): Middleware {
  const { config, services, trust, logger } = options;
  // A refused cross-origin form post is a warning, not an error with a stack (security.ts).
  const handleRequest = createRequestHandler(withQuietCrossOriginRefusals(options.build, logger), process.env.NODE_ENV);
  const trustProxy = config.TRUST_PROXY !== undefined;
  const errorHeaders = securityHeaders(config);

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const nonce = randomBytes(16).toString("base64");
    const headers = securityHeaders(config, { nonce });
    for (const name in headers) res.setHeader(name, headers[name]!);
    const controller = new AbortController();
    res.once("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    const request = toRequest(req, trustProxy && trust(req.socket.remoteAddress, 0), controller.signal);
    const response = await handleRequest(request, {
      nonce,
      clientIp: clientAddress(req, trust) || "unknown",
      services,
      content: services.content.live(),
    });
    await send(res, response);
  }

  return {
    name: "react-router",
    handle(req, res) {
      // Express refused a path its router could not decode (a stray "%") with a 400; so do we.
      if (!isDecodable(pathnameOf(req))) {
        answerStatus(req, res, 400, errorHeaders);
        return true;
      }
      serve(req, res).catch((error: unknown) => answerError(req, res, error, logger, errorHeaders));
      return true;
    },
  };
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * The fetch Request for a node:http request, as @react-router/express made it. Behind a trusted
 * proxy the host is the first X-Forwarded-Host (it also replaces Host, so that the origin
 * check of form posts compares like with like) and the protocol the first X-Forwarded-Proto.
 */
function toRequest(req: IncomingMessage, fromTrustedProxy: boolean, signal: AbortSignal): Request {
  const forwardedHost = fromTrustedProxy ? firstValue(req.headers["x-forwarded-host"]) : undefined;
  if (forwardedHost) req.headers.host = forwardedHost;
  const forwardedProto = fromTrustedProxy ? firstValue(req.headers["x-forwarded-proto"]) : undefined;
  const protocol = forwardedProto || ((req.socket as { encrypted?: boolean }).encrypted ? "https" : "http");
  const host = req.headers.host ?? "";
  const port = Number.parseInt(host.split(":")[1] ?? "", 10);
  const hostname = hostnameOf(host).split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${protocol}://${hostname}${Number.isSafeInteger(port) && port ? `:${port}` : ""}${req.url}`);

  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(",", 1)[0]!.trim() || undefined;
}

/** A Host value without its port ("[::1]:8080" → "[::1]"). */
function hostnameOf(host: string): string {
  const offset = host[0] === "[" ? host.indexOf("]") + 1 : 0;
  const colon = host.indexOf(":", offset);
  return colon === -1 ? host : host.slice(0, colon);
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) {
    res.appendHeader(name, name === "content-type" && NEEDS_CHARSET.test(value) ? `${value}; charset=utf-8` : value);
  }
  if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "no-store");
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
