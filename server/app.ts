import http from "node:http";
import path from "node:path";
import type { ServerBuild } from "react-router";
import type { Config } from "./config";
import { StaticPublisher } from "./content/publisher";
import { installPipeline } from "./http/pipeline";
import type { ServerState } from "./http/state";
import { type Logger, createLogger } from "./logger";
import { applySiteUrl } from "./seo/site-url";
import { prepareStaticSecurity, securityHeaders } from "./security";
import type { Services } from "./services";
import { loadStaticFiles, prepareResponses, type StaticFiles } from "./static-files";

export { beginShutdown, type ServerState } from "./http/state";

/** How often Node looks for requests over HEADERS_TIMEOUT_MS / REQUEST_TIMEOUT_MS (its default is 30 s). */
const TIMEOUT_CHECK_MS = 1_000;

/**
 * The HTTP server: the client build loaded into memory with its final text and headers, published
 * content applied, then every request through the one pipeline of server/http/pipeline.ts (static
 * files, health, the quote and pageview endpoints, media, the legacy JSON API, React Router).
 * Every response carries the security headers and an X-Request-Id, and is logged as one JSON
 * line without any visitor data.
 */
export async function createHttpServer(config: Config, services: Services, logger: Logger = createLogger(config)) {
  const build = (await import(path.join(config.BUILD_DIR, "server", "index.js"))) as ServerBuild;

  const files = await loadStaticFiles(path.join(config.BUILD_DIR, "client"));
  await applySiteUrl(files, config);
  prepareStaticSecurity(files, config);
  const headers = securityHeaders(config);
  prepareResponses(files, headers);
  await startPublishing(config, services, build, files, headers, logger);
  // Only the site's pages are counted (published blog posts join the map when rendered).
  services.analytics.setPageCheck((pagePath) => files.get(pagePath)?.type.startsWith("text/html") === true);

  const state: ServerState = { shuttingDown: false, inFlight: new Set() };
  const server = http.createServer({
    headersTimeout: config.HEADERS_TIMEOUT_MS,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: TIMEOUT_CHECK_MS,
  });
  // Behind a load balancer, keep idle connections open longer than its own idle timeout
  // (60 s on common ones, nginx's upstream keepalive_timeout too) so it never reuses a
  // socket we are closing: a form post sent on one would fail, and is not retried. This
  // stays 65 s rather than shorter: what an idle connection costs a direct client is bounded
  // by MAX_CONNECTIONS and MAX_CONNECTIONS_PER_ADDRESS instead (and by the proxy's limits).
  // A request itself must arrive within HEADERS_TIMEOUT_MS (headers) and REQUEST_TIMEOUT_MS
  // (all of it), checked every TIMEOUT_CHECK_MS: a stalled client is answered 408.
  server.keepAliveTimeout = 65_000;
  const pipeline = installPipeline(server, { config, services, build, files, state, headers, logger });
  return { server, pipeline, files, state };
}

/**
 * Published content replaces the prerendered pages it changes, here before the first
 * request and later whenever any instance publishes (server/content/).
 */
async function startPublishing(
  config: Config,
  services: Services,
  build: ServerBuild,
  files: StaticFiles,
  headers: Record<string, string>,
  logger: Logger,
) {
  const publisher = new StaticPublisher(build, files, config, headers, { services }, logger);
  services.content.attach(publisher);
  await services.content.renderAll();
  await services.contentSync.start();
}
