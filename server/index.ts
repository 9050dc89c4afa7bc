import { format } from "node:util";
import { beginShutdown, createHttpServer } from "./app";
import { ConfigError, loadConfig } from "./config";
import { type Logger, createLogger, flushLogs, lifecycleLogger } from "./logger";
import { createServices } from "./services";

/** After this long, a shutdown that is still waiting on connections or services gives up. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * Entry point: `npm start`. Reads the environment, opens the services, listens, and
 * on SIGTERM/SIGINT shuts down gracefully: stop accepting, let in-flight requests
 * finish, close the services (outbox worker, database), exit 0.
 */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  const lifecycle = lifecycleLogger(logger);
  routeConsoleToLogger(logger);

  const exit = (code: number): never => {
    flushLogs();
    process.exit(code);
  };
  process.on("uncaughtException", (error) => {
    logger.fatal({ err: { name: error.name, message: error.message, stack: error.stack } }, "uncaught exception");
    exit(1);
  });
  process.on("unhandledRejection", (reason) => {
    const err =
      reason instanceof Error
        ? { name: reason.name, message: reason.message, stack: reason.stack }
        : { reason: String(reason) };
    logger.fatal({ err }, "unhandled promise rejection");
    exit(1);
  });

  // An unreachable DATABASE_URL, an unwritable or busy DATA_DIR, pages SITE_URL cannot be
  // written into: say which variable, plainly. (console.* goes to the JSON log by now;
  // this must reach whoever started us plainly.)
  const refuse = (message: string): never => {
    process.stderr.write(`Invalid environment configuration:\n  ${message}\n`);
    return exit(1);
  };
  let services;
  let http;
  try {
    // The outbox worker waits for the port (below): a process that cannot serve sends nothing.
    services = await createServices(config, { logger, startOutbox: false });
    http = await createHttpServer(config, services, logger);
  } catch (error) {
    if (error instanceof ConfigError) refuse(error.message);
    throw error;
  }
  const { server, state } = http;

  const onListenError = (error: NodeJS.ErrnoException) =>
    refuse(`PORT: cannot listen on ${config.HOST}:${config.PORT} (${error.code ?? error.message})`);
  server.once("error", onListenError);
  server.listen(config.PORT, config.HOST, () => {
    server.off("error", onListenError);
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    services.outboxWorker.start();
    // tests/support/site.ts reads this phrase; the text after the URL keeps it parseable in JSON.
    lifecycle.info(
      { port, host: config.HOST, siteUrl: config.SITE_URL },
      `Site ready on http://localhost:${port} (SITE_URL ${config.SITE_URL})`,
    );
    flushLogs();
  });

  const shutdown = async (signal: NodeJS.Signals) => {
    if (state.shuttingDown) {
      lifecycle.warn({ signal }, "second signal: stopping now");
      exit(1);
    }
    // From now on every response says Connection: close, those already under way included.
    beginShutdown(state);
    lifecycle.info({ signal }, "shutting down: finishing in-flight requests");
    // Kept referenced: it also holds the process open until the shutdown has run to its end,
    // so a wait on an unref'd timer somewhere cannot end it early with a silent exit 0.
    setTimeout(() => {
      lifecycle.error({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, "shutdown timed out: closing remaining connections");
      server.closeAllConnections();
      exit(1);
    }, SHUTDOWN_TIMEOUT_MS);

    // close() stops accepting and resolves when every connection has ended. Idle
    // keep-alive connections are closed now; busy ones get "Connection: close" on their
    // response (see app.ts) and are swept as soon as they turn idle.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    await closed;
    clearInterval(sweep);
    lifecycle.info("connections closed; closing services");

    try {
      await services.close();
    } catch (error) {
      lifecycle.error({ err: error instanceof Error ? error.message : String(error) }, "closing services failed");
      exit(1);
    }
    lifecycle.info("shutdown complete");
    exit(0);
  };
  process.on("SIGTERM", (signal) => void shutdown(signal));
  process.on("SIGINT", (signal) => void shutdown(signal));
}

/**
 * Libraries (React Router's error reporting, for one) write with console.*; sending that
 * through the logger keeps stdout one JSON object per line for log shippers.
 */
function routeConsoleToLogger(logger: Logger) {
  const to =
    (level: "debug" | "info" | "warn" | "error") =>
    (...args: unknown[]) => {
      if (logger.isLevelEnabled(level)) logger[level]({ source: "console" }, format(...args));
    };
  console.debug = to("debug");
  console.log = to("info");
  console.info = to("info");
  console.warn = to("warn");
  console.error = to("error");
}

void main();
