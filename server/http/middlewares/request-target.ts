import type { IncomingMessage } from "node:http";
import type { Middleware } from "../middleware";
import { sendPlain } from "../responses";

const HOST = /^(?:[A-Za-z0-9._~-]+|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;
const PROTO = /^https?$/i;

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
  if (
    forwardedHost !== undefined &&
    !String(forwardedHost)
      .split(",")
      .every((h) => isValidHost(h.trim()))
  ) {
    return false;
  }
  const forwardedProto = req.headers["x-forwarded-proto"];
  return (
    forwardedProto === undefined ||
    String(forwardedProto)
      .split(",")
      .every((p) => PROTO.test(p.trim()))
  );
}

/**
 * Only origin-form targets ("/path": an absolute URL or "*" has no page here) with a valid
 * Host (and forwarded host and protocol, when TRUST_PROXY is set); anything else is a 400.
 */
export function requestTarget(trustProxy: boolean, headers: Record<string, string>): Middleware {
  return {
    name: "request-target",
    handle(req, res) {
      if (req.url?.[0] === "/" && hasValidHost(req, trustProxy)) return false;
      sendPlain(res, 400, "Bad request", headers);
      return true;
    },
  };
}
