import type http from "node:http";
import type { Logger } from "../../logger";
import { clientKey } from "../../rate-limit";

/**
 * The connection stage, before any request: at most `perAddress` open connections per client
 * address (IPv6: per /64, as the rate limit counts), so one client cannot hold every slot of
 * MAX_CONNECTIONS (Node's own cap, `server.maxConnections`). Connections from a trusted proxy
 * (TRUST_PROXY) carry many clients and are not capped here. 0 turns the per-address cap off.
 */
export function connectionLimits(
  server: http.Server,
  { total, perAddress }: { total: number; perAddress: number },
  trusted: (address: string) => boolean,
  logger: Logger,
): void {
  server.maxConnections = total;
  if (perAddress <= 0) return;
  const open = new Map<string, number>();
  let lastWarning = 0;
  server.on("connection", (socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || trusted(address)) return;
    const key = clientKey(address);
    const count = open.get(key) ?? 0;
    if (count >= perAddress) {
      socket.destroy();
      if (Date.now() - lastWarning > 60_000) {
        lastWarning = Date.now();
        logger.warn(
          { cap: perAddress },
          "connections refused: one client address holds MAX_CONNECTIONS_PER_ADDRESS already",
        );
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
