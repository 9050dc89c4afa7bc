import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import proxyAddr from "proxy-addr";
import type { Config } from "../config";

/** Whether the peer at `address`, `hop` proxies away, is a proxy TRUST_PROXY trusts. */
export type TrustFn = (address: string | undefined, hop: number) => boolean;

/**
 * TRUST_PROXY compiled as Express compiled its "trust proxy" setting: true trusts every hop,
 * a number that many hops, a string is a comma-separated list of addresses, subnets or the
 * names proxy-addr knows ("loopback", …; an invalid one fails the start), unset trusts none.
 */
export function compileTrust(value: Config["TRUST_PROXY"]): TrustFn {
  if (value === true) return () => true;
  if (typeof value === "number") return (_address, hop) => hop < value;
  const compiled = proxyAddr.compile(typeof value === "string" ? value.split(",").map((v) => v.trim()) : []);
  return (address, hop) => address !== undefined && compiled(address, hop);
}

/**
 * The client's address as TRUST_PROXY says to read it. A forwarded value that is not an
 * IP address (a client can write anything there, e.g. "foo") is no address: the peer's
 * own address is used then, so junk is never counted nor stored. "" when the peer is gone.
 */
export function clientAddress(req: IncomingMessage, trust: TrustFn): string {
  const address = proxyAddr(req, trust as (address: string, hop: number) => boolean);
  return isIP(address) ? address : (req.socket.remoteAddress ?? "");
}

/** Whether the request carries any proxy header (X-Forwarded-For/-Proto/-Host, Forwarded). */
export function hasForwardedHeaders(req: IncomingMessage): boolean {
  const h = req.headers;
  return (
    h["x-forwarded-for"] !== undefined ||
    h["x-forwarded-proto"] !== undefined ||
    h["x-forwarded-host"] !== undefined ||
    h.forwarded !== undefined
  );
}
