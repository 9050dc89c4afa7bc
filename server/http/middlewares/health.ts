import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "../../logger";
import type { Services } from "../../services";
import type { Middleware } from "../middleware";
import { pathnameOf, sendJson } from "../responses";
import type { ServerState } from "../state";

/** How long /readyz waits for the database before calling it unreachable. */
const READY_TIMEOUT_MS = 2_000;

/** /healthz (the process answers) and /readyz (it can serve: database reachable, not stopping). */
export function health(
  services: Pick<Services, "checkDatabase">,
  state: ServerState,
  headers: Record<string, string>,
  logger: Logger,
): Middleware {
  const send = (req: IncomingMessage, res: ServerResponse, status: number, body: object) =>
    sendJson(res, status, body, headers, req.method === "HEAD");

  return {
    name: "health",
    handle(req, res) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const pathname = pathnameOf(req);
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
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
