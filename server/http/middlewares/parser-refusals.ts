import type http from "node:http";
import type { Duplex } from "node:stream";
import type { Logger } from "../../logger";
import { rawResponse } from "../responses";

/**
 * Answers what never becomes a request: what Node's parser rejects (431 headers too large,
 * 408 too slow, else 400), CONNECT (405: no proxying here) and Upgrade (400: no WebSockets),
 * each with the security headers and `Connection: close`, rather than a silently dropped socket.
 */
export function parserRefusals(server: http.Server, headers: Record<string, string>, logger: Logger): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    logger.info({ status, code: error.code }, "malformed request rejected");
    socket.end(rawResponse(status, headers));
  });
  server.on("connect", (_req, socket: Duplex) => socket.end(rawResponse(405, headers)));
  server.on("upgrade", (_req, socket: Duplex) => socket.end(rawResponse(400, headers)));
}
