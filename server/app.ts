import { randomBytes } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import type { ServerBuild } from "react-router";
import { apiRouter } from "./api";
import type { Config } from "./config";
import { applySiteUrl } from "./seo/site-url";
import { prepareStaticSecurity, securityHeaders } from "./security";
import type { Services } from "./services";
import { loadStaticFiles, serveStatic } from "./static-files";

/**
 * The HTTP server: prerendered pages and assets straight from memory, then Express
 * for the JSON API and the React Router handler (server rendering, form actions, 404s).
 */
export async function createHttpServer(config: Config, services: Services) {
  const build = (await import(path.join(config.BUILD_DIR, "server", "index.js"))) as ServerBuild;

  const files = await loadStaticFiles(path.join(config.BUILD_DIR, "client"));
  await applySiteUrl(files, config);
  prepareStaticSecurity(files, config);

  const app = express();
  app.disable("x-powered-by");
  if (config.TRUST_PROXY !== undefined) app.set("trust proxy", config.TRUST_PROXY);

  app.use((_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.set(securityHeaders(config, { nonce }));
    next();
  });

  app.use(apiRouter(services));

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      getLoadContext: (req, res) => ({
        nonce: res.locals.nonce as string,
        clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
        services,
      }),
    }),
  );

  const staticHeaders = securityHeaders(config, {});
  const server = http.createServer((req, res) => {
    if (serveStatic(files, req, res, () => staticHeaders)) return;
    app(req, res);
  });
  return { server, app, files };
}
