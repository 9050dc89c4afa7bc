import type http from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerBuild } from "react-router";
import { analyticsEndpoint } from "../analytics/endpoint";
import { projectsEndpoint } from "../api/projects";
import { quoteEndpoint } from "../api/quote";
import { seoContentEndpoint } from "../api/seo";
import type { Config } from "../config";
import { type Logger, requestIdOf } from "../logger";
import { mediaEndpoint } from "../media/serve";
import type { Services } from "../services";
import type { StaticFiles } from "../static-files";
import { clientAddress, compileTrust } from "./client-address";
import type { Middleware, RequestInfo } from "./middleware";
import { connectionLimits } from "./middlewares/connection-limits";
import { duplicateHost } from "./middlewares/duplicate-host";
import { health } from "./middlewares/health";
import { knownMethods, pageMethods } from "./middlewares/methods";
import { missingAssets } from "./middlewares/missing-assets";
import { parserRefusals } from "./middlewares/parser-refusals";
import { proxyHeaders } from "./middlewares/proxy-headers";
import { reactRouter } from "./middlewares/react-router";
import { requestTarget } from "./middlewares/request-target";
import { staticFiles } from "./middlewares/static-files";
import { tracking } from "./middlewares/tracking";
import type { ServerState } from "./state";

export type PipelineOptions = {
  config: Config;
  services: Services;
  build: ServerBuild;
  files: StaticFiles;
  state: ServerState;
  /** The security headers of every answer that is not a page rendered here (no nonce). */
  headers: Record<string, string>;
  logger: Logger;
};

/**
 * The one request pipeline (decision 032): every request, in this order, goes through named
 * middlewares until one answers. Each middleware decides synchronously (server/http/middleware.ts);
 * a JSON endpoint is either one of these or a resource route of React Router, nothing else.
 *
 * Before any request: the connection stage (connection limits) and what Node's parser refuses.
 */
export function installPipeline(server: http.Server, options: PipelineOptions): readonly Middleware[] {
  const { config, services, state, headers, logger } = options;
  const trust = compileTrust(config.TRUST_PROXY);
  const clientIp = (req: IncomingMessage) => clientAddress(req, trust);
  const trustProxy = config.TRUST_PROXY !== undefined && config.TRUST_PROXY !== false;

  connectionLimits(
    server,
    { total: config.MAX_CONNECTIONS, perAddress: config.MAX_CONNECTIONS_PER_ADDRESS },
    (address) => trust(address, 0),
    logger,
  );
  parserRefusals(server, headers, logger);

  const chain: readonly Middleware[] = [
    proxyHeaders(config, logger), // warns once about X-Forwarded-* without TRUST_PROXY; never answers
    duplicateHost(headers, logger), // two Host lines: 400
    staticFiles(options.files, logger), // the fast path: prerendered pages and assets from memory, logged at once
    tracking(state, logger), // from here: X-Request-Id set, in flight for the shutdown, logged on close
    health(services, state, headers, logger), // /healthz, /readyz
    knownMethods(headers), // TRACE, PROPFIND, …: 405
    requestTarget(trustProxy, headers), // "*", absolute URLs, a malformed Host or forwarded header: 400
    analyticsEndpoint({ analytics: services.analytics, headers, clientIp, siteHost: new URL(config.SITE_URL).host }), // /api/event(.gif)
    quoteEndpoint({ services, headers, clientIp }), // the hot write path (decision 020)
    pageMethods(headers), // PUT, DELETE, … outside the JSON APIs: 405
    mediaEndpoint(services.media, headers, logger), // /media/{hash}-{width}.{avif|webp}, from the database
    seoContentEndpoint(services, headers, logger), // the legacy JSON API …
    projectsEndpoint(services, headers, logger), // … kept from the old backend
    missingAssets(headers), // /assets/* the build does not have: a plain 404
    reactRouter({ build: options.build, config, services, trust, logger }), // pages, forms, resource routes, 404s
  ];

  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const id = requestIdOf(req);
    const info: RequestInfo = {
      id,
      start: performance.now(),
      extraHeaders: state.shuttingDown ? ["X-Request-Id", id, "Connection", "close"] : ["X-Request-Id", id],
    };
    for (let i = 0; i < chain.length; i++) if (chain[i]!.handle(req, res, info)) return;
  });
  return chain;
}
