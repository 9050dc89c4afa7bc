import type { Logger } from "../../logger";
import type { Middleware } from "../middleware";
import { logRequest } from "../request-log";
import type { ServerState } from "../state";

/**
 * From here on a request is answered later, maybe: it gets its X-Request-Id (and Connection:
 * close while stopping) as a set header, counts as in flight for the shutdown, and is logged
 * when its response closes (aborted if it did not finish). Never answers.
 */
export function tracking(state: ServerState, logger: Logger): Middleware {
  const logRequests = logger.isLevelEnabled("info");
  return {
    name: "tracking",
    handle(req, res, info) {
      res.setHeader("X-Request-Id", info.id);
      if (state.shuttingDown) res.setHeader("Connection", "close");
      state.inFlight.add(res);
      res.once("close", () => state.inFlight.delete(res));
      if (logRequests) res.once("close", () => logRequest(logger, req, res.statusCode, info, !res.writableFinished));
      return false;
    },
  };
}
