import { randomBytes } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { isIP } from "node:net";
import path from "node:path";
import type { Duplex } from "node:stream";
import { createRequestHandler } from "@react-router/express";
import express, { type ErrorRequestHandler } from "express";
import proxyAddr from "proxy-addr";
import type { ServerBuild } from "react-router";
import { apiRouter } from "./api";
import { quoteEndpoint } from "./api/quote";
import { analyticsEndpoint } from "./analytics/endpoint";
import { sendJson } from "./json-response";
import type { Config } from "./config";
import { type Logger, createLogger, logPath, requestIdOf } from "./logger";
import { mediaHandler } from "./media/serve";
import { StaticPublisher } from "./content/publisher";
import { applySiteUrl } from "./seo/site-url";
import { clientKey } from "./rate-limit";
import { hasDuplicateHost, prepareStaticSecurity, securityHeaders, withQuietCrossOriginRefusals } from "./security";
import type { Services } from "./services";
import { loadStaticFiles, prepareResponses, serveStatic } from "./static-files";

/** Methods the application may see; others (TRACE, PROPFIND, …) cannot even become a fetch Request. */
const APP_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Methods a page (or a form on it) answers; the JSON APIs route their own. */
const PAGE_METHODS = new Set(["GET", "HEAD", "POST"]);

/** How long /readyz waits for the database before calling it unreachable. */
const READY_TIMEOUT_MS = 2_000;

/** How often Node looks for requests over HEADERS_TIMEOUT_MS / REQUEST_TIMEOUT_MS (its default is 30 s). */
const TIMEOUT_CHECK_MS = 1_000;

/** Shared with the shutdown code in index.ts. */
export type ServerState = {
  shuttingDown: boolean;
  /** Responses of the application (not the static fast path, which answers at once) not yet closed. */
  inFlight: Set<ServerResponse>;
};

/**
 * Shutdown starts: every response from now on says Connection: close, including those of
 * requests already under way whose headers are not written yet (an answer written later
 * must not invite the client to reuse a connection about to close).
 */
export function beginShutdown(state: ServerState): void {
  state.shuttingDown = true;
  for (const res of state.inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
}

/** Express compiles TRUST_PROXY into this ("trust proxy fn"); proxy-addr takes it as is. */
type TrustFn = (address: string, hop: number) => boolean;

/**
 * The client's address as TRUST_PROXY says to read it. A forwarded value that is not an
 * IP address (a client can write anything there, e.g. "foo") is no address: the peer's
 * own address is used then, so junk is never counted nor stored. "" when the peer is gone.
 */
function clientAddress(req: IncomingMessage, trust: TrustFn): string {
  const address = proxyAddr(req, trust);
  return isIP(address) ? address : (req.socket.remoteAddress ?? "");
}

/**
 * The HTTP server: prerendered pages and assets straight from memory, health checks,
 * the quote endpoint, then Express for the JSON API and the React Router handler (server rendering, form
 * actions, 404s). Every response carries the security headers and an X-Request-Id,
 * and is logged as one JSON line without any visitor data.
 */
export async function createHttpServer(config: Config, services: Services, logger: Logger = createLogger(config)) {
  const build = (await import(path.join(config.BUILD_DIR, "server", "index.js"))) as ServerBuild;

  const files = await loadStaticFiles(path.join(config.BUILD_DIR, "client"));
  await applySiteUrl(files, config);
  prepareStaticSecurity(files, config);
  const staticHeaders = securityHeaders(config);
  prepareResponses(files, staticHeaders);
  await startPublishing(config, services, build, files, staticHeaders, logger);

  const state: ServerState = { shuttingDown: false, inFlight: new Set() };
  const app = createExpressApp(config, services, build, logger);
  const health = healthChecks(services, state, staticHeaders, logger);
  // Express compiled TRUST_PROXY into this function; the quote endpoint reads the address the same way.
  const trustFn = app.get("trust proxy fn") as TrustFn;
  const quote = quoteEndpoint({ services, headers: staticHeaders, clientIp: (req) => clientAddress(req, trustFn) });
  const pageview = analyticsEndpoint({
    analytics: services.analytics,
    headers: staticHeaders,
    clientIp: (req) => clientAddress(req, trustFn),
    siteHost: new URL(config.SITE_URL).host,
  });
  // Only the site's pages are counted (published blog posts join the map when rendered).
  services.analytics.setPageCheck((pagePath) => files.get(pagePath)?.type.startsWith("text/html") === true);
  const logRequests = logger.isLevelEnabled("info");
  const trustProxy = config.TRUST_PROXY !== undefined && config.TRUST_PROXY !== false;
  if (config.TRUST_PROXY === true) {
    logger.warn(
      "TRUST_PROXY=true trusts the leftmost X-Forwarded-For, which any client can write (and so dodge the rate limit): " +
        "set the proxy hop count (e.g. 1) or its addresses instead; production refuses true",
    );
  }
  let forwardedWarned = trustProxy;

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const start = performance.now();
    const id = requestIdOf(req);
    if (!forwardedWarned && hasForwardedHeaders(req)) {
      forwardedWarned = true;
      logger.warn(
        "X-Forwarded-* headers arrive but TRUST_PROXY is not set, so they are ignored: behind a proxy, every visitor " +
          "shares its address (and rate limit). Set TRUST_PROXY to the proxy's hop count or address. (Logged once.)",
      );
    }
    const extra = state.shuttingDown ? ["X-Request-Id", id, "Connection", "close"] : ["X-Request-Id", id];

    // The fast path: one map lookup and one write of precomputed headers. Two Host lines
    // skip it and are answered 400 below, before health checks too.
    const twoHosts = hasDuplicateHost(req);
    const status = twoHosts ? 0 : serveStatic(files, req, res, extra);
    if (status !== 0) {
      if (logRequests) logRequest(logger, req, status, start, id);
      return;
    }

    res.setHeader("X-Request-Id", id);
    if (state.shuttingDown) res.setHeader("Connection", "close");
    state.inFlight.add(res);
    res.once("close", () => state.inFlight.delete(res));
    if (logRequests) res.once("close", () => logRequest(logger, req, res.statusCode, start, id, !res.writableFinished));
    if (twoHosts) {
      sendPlain(res, 400, "Bad request", staticHeaders);
      return;
    }
    if (health(req, res)) return;
    if (!APP_METHODS.has(req.method!)) {
      res.setHeader("Allow", "GET, HEAD, POST");
      sendPlain(res, 405, "Method not allowed", staticHeaders);
      return;
    }
    // Only origin-form targets ("/path"): an absolute URL or "*" has no page here.
    if (req.url?.[0] !== "/" || !hasValidHost(req, trustProxy)) {
      sendPlain(res, 400, "Bad request", staticHeaders);
      return;
    }
    if (pageview(req, res) || quote(req, res)) return;
    // Pages take GET, HEAD and POST (forms); the JSON APIs answer other methods themselves.
    // Anything else is answered here, so React Router never logs it as a server error.
    if (!PAGE_METHODS.has(req.method!) && !req.url.startsWith("/admin/api/") && !API_PATH.test(req.url)) {
      res.setHeader("Allow", "GET, HEAD, POST");
      sendPlain(res, 405, "Method not allowed", staticHeaders);
      return;
    }
    app(req, res);
  };
  const server = http.createServer(
    { headersTimeout: config.HEADERS_TIMEOUT_MS, requestTimeout: config.REQUEST_TIMEOUT_MS, connectionsCheckingInterval: TIMEOUT_CHECK_MS },
    handle,
  );
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    logger.info({ status, code: error.code }, "malformed request rejected");
    socket.end(rawResponse(status, staticHeaders));
  });
  // No proxying and no WebSockets here: CONNECT and Upgrade requests get a plain refusal
  // instead of a silently dropped socket.
  server.on("connect", (_req, socket: Duplex) => socket.end(rawResponse(405, staticHeaders)));
  server.on("upgrade", (_req, socket: Duplex) => socket.end(rawResponse(400, staticHeaders)));
  // Behind a load balancer, keep idle connections open longer than its own idle timeout
  // (60 s on common ones, nginx's upstream keepalive_timeout too) so it never reuses a
  // socket we are closing: a form post sent on one would fail, and is not retried. This
  // stays 65 s rather than shorter: what an idle connection costs a direct client is bounded
  // by MAX_CONNECTIONS and MAX_CONNECTIONS_PER_ADDRESS instead (and by the proxy's limits).
  // A request itself must arrive within HEADERS_TIMEOUT_MS (headers) and REQUEST_TIMEOUT_MS
  // (all of it), checked every TIMEOUT_CHECK_MS: a stalled client is answered 408.
  server.keepAliveTimeout = 65_000;
  server.maxConnections = config.MAX_CONNECTIONS;
  if (config.MAX_CONNECTIONS_PER_ADDRESS > 0) {
    capConnectionsPerAddress(server, config.MAX_CONNECTIONS_PER_ADDRESS, (address) => trustFn(address, 0), logger);
  }
  return { server, app, files, state };
}

/**
 * Published content replaces the prerendered pages it changes, here before the first
 * request and later whenever any instance publishes (server/content/).
 */
async function startPublishing(
  config: Config,
  services: Services,
  build: ServerBuild,
  files: Awaited<ReturnType<typeof loadStaticFiles>>,
  headers: Record<string, string>,
  logger: Logger,
) {
  const publisher = new StaticPublisher(build, files, config, headers, { services }, logger);
  services.content.attach(publisher);
  if (services.content.appliedCounter > 0) publisher.apply(await publisher.render(services.content.live()));
  await services.contentSync.start();
}

/**
 * At most `cap` open connections per client address (IPv6: per /64, as the rate limit
 * counts), so one client cannot hold every slot of MAX_CONNECTIONS. Connections from a
 * trusted proxy (TRUST_PROXY) carry many clients and are not capped here.
 */
function capConnectionsPerAddress(server: http.Server, cap: number, trusted: (address: string) => boolean, logger: Logger) {
  const open = new Map<string, number>();
  let lastWarning = 0;
  server.on("connection", (socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || trusted(address)) return;
    const key = clientKey(address);
    const count = open.get(key) ?? 0;
    if (count >= cap) {
      socket.destroy();
      if (Date.now() - lastWarning > 60_000) {
        lastWarning = Date.now();
        logger.warn({ cap }, "connections refused: one client address holds MAX_CONNECTIONS_PER_ADDRESS already");
      }
      return;
    }
    open.set(key, count + 1);
    socket.once("close", () => {
      const left = open.get(key)! - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}

function hasForwardedHeaders(req: IncomingMessage): boolean {
  const h = req.headers;
  return h["x-forwarded-for"] !== undefined || h["x-forwarded-proto"] !== undefined || h["x-forwarded-host"] !== undefined || h.forwarded !== undefined;
}

function logRequest(logger: Logger, req: IncomingMessage, status: number, start: number, id: string, aborted = false) {
  const line = {
    reqId: id,
    method: req.method,
    path: logPath(req.url),
    status,
    ms: Math.round((performance.now() - start) * 100) / 100,
    ...(aborted ? { aborted } : {}),
  };
  if (status >= 500) logger.error(line, "request");
  else logger.info(line, "request");
}

function sendPlain(res: ServerResponse, status: number, text: string, headers: Record<string, string>) {
  res.writeHead(status, {
    ...headers,
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Length": String(Buffer.byteLength(text)),
  });
  res.end(text);
}

const HOST = /^(?:[A-Za-z0-9._~-]+|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

function isValidHost(value: string): boolean {
  const m = HOST.exec(value);
  if (!m || Number(m[1] ?? 0) > 65535) return false;
  try {
    new URL(`http://${value}`);
    return true;
  } catch {
    return false;
  }
}

/**
 * React Router builds the request URL from Host (and, behind a trusted proxy, from
 * X-Forwarded-Host/-Proto); a malformed value would make that throw, so it is a 400 here.
 */
function hasValidHost(req: IncomingMessage, trustProxy: boolean): boolean {
  const host = req.headers.host;
  if (host === undefined || !isValidHost(host)) return false;
  if (!trustProxy) return true;
  const forwardedHost = req.headers["x-forwarded-host"];
  if (forwardedHost !== undefined && !String(forwardedHost).split(",").every((h) => isValidHost(h.trim()))) {
    return false;
  }
  const forwardedProto = req.headers["x-forwarded-proto"];
  return forwardedProto === undefined || String(forwardedProto).split(",").every((p) => /^https?$/i.test(p.trim()));
}

/** A complete bodiless answer written straight to a socket, for requests Node itself rejects. */
function rawResponse(status: number, headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return (
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${lines.join("")}` +
    "Cache-Control: no-store\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
  );
}

function createExpressApp(config: Config, services: Services, build: ServerBuild, logger: Logger) {
  const app = express();
  app.disable("x-powered-by");
  app.disable("etag");
  if (config.TRUST_PROXY !== undefined) {
    app.set("trust proxy", config.TRUST_PROXY);
    // Express takes the host from a trusted X-Forwarded-Host, but @react-router/express takes
    // the port from Host: a proxy that sends Host "127.0.0.1:3000" would give form posts a
    // URL with the wrong origin, and React Router would refuse them. Make both agree.
    app.use((req, _res, next) => {
      const forwarded = req.get("X-Forwarded-Host");
      const trusted = req.app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
      if (forwarded && trusted(req.socket.remoteAddress, 0)) req.headers.host = forwarded.split(",")[0]!.trim();
      next();
    });
  }

  app.use((_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.set(securityHeaders(config, { nonce }));
    defaultCacheControl(res, "no-store");
    next();
  });

  // The image library's files (/media/{hash}-{width}.{avif|webp}), from the database.
  app.use(mediaHandler(services.media));
  app.use(apiRouter(services));

  // A missing hashed asset is a stale or mistyped URL: a short plain 404, not a rendered page.
  app.use("/assets", (_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });

  app.all(
    "/{*splat}",
    createRequestHandler({
      // A refused cross-origin form post is a warning, not an error with a stack (security.ts).
      build: withQuietCrossOriginRefusals(build, logger),
      getLoadContext: (req, res) => ({
        nonce: res.locals.nonce as string,
        clientIp: clientAddress(req, req.app.get("trust proxy fn") as TrustFn) || "unknown",
        services,
        content: services.content.live(),
      }),
    }),
  );

  app.use(errorHandler(logger));
  return app;
}

/**
 * Server-rendered pages carry a per-request nonce and API answers are personal, so
 * neither may be stored by a cache, unless the route set its own Cache-Control
 * (React Router appends route headers, so a preset value would be merged, not replaced).
 */
function defaultCacheControl(res: ServerResponse, value: string) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!this.hasHeader("Cache-Control")) this.setHeader("Cache-Control", value);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}

const API_PATH = /^\/(?:laravel_website\/)?api\//;
const CLIENT_ERRORS: Record<number, string> = {
  400: "Bad request",
  413: "Request body too large",
  415: "Unsupported media type",
  429: "Too many requests",
};

/**
 * The last resort for errors nothing else answered. Client errors (bad JSON, too large,
 * wrong type) keep their 4xx status with a generic text: parser messages can quote the
 * visitor's input, so they are neither sent back nor logged.
 */
function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const raw = Number((err as { status?: unknown; statusCode?: unknown }).status ?? err.statusCode);
    const status = raw >= 400 && raw < 500 ? raw : 500;
    const reqId = res.getHeader("X-Request-Id");
    if (status >= 500) {
      const e = err instanceof Error ? err : new Error(String(err));
      logger.error({ reqId, err: { name: e.name, message: e.message, stack: e.stack } }, "unhandled error");
    } else {
      logger.info({ reqId, status, type: (err as { type?: unknown }).type }, "request rejected");
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const message = CLIENT_ERRORS[status] ?? (status >= 500 ? "Internal server error" : "Request rejected");
    res.status(status).set("Cache-Control", "no-store");
    if (API_PATH.test(req.path)) res.json({ result: false, error: message });
    else res.type("text/plain").send(message);
  };
}

/** /healthz (the process answers) and /readyz (it can serve: database reachable, not stopping). */
function healthChecks(
  services: Pick<Services, "checkDatabase">,
  state: ServerState,
  headers: Record<string, string>,
  logger: Logger,
) {
  const send = (req: IncomingMessage, res: ServerResponse, status: number, body: object) =>
    sendJson(res, status, body, headers, req.method === "HEAD");

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "";
    const pathname = url.split("?", 1)[0];
    if (pathname === "/healthz") {
      send(req, res, 200, { status: "ok" });
      return true;
    }
    if (pathname !== "/readyz") return false;
    if (state.shuttingDown) {
      send(req, res, 503, { status: "stopping" });
      return true;
    }
    withTimeout(services.checkDatabase(), READY_TIMEOUT_MS).then(
      () => send(req, res, 200, { status: "ready" }),
      (error: unknown) => {
        logger.warn({ err: error instanceof Error ? error.message : String(error) }, "readiness check failed");
        send(req, res, 503, { status: "unavailable", reason: "database" });
      },
    );
    return true;
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
