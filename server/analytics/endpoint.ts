import type { IncomingMessage, ServerResponse } from "node:http";
import type { Middleware } from "../http/middleware";
import type { AnalyticsService } from "./service";

/** Where pages report a view: the beacon (POST) and the no-JavaScript pixel (GET …gif). */
export const BEACON_PATH = "/api/event";
export const PIXEL_PATH = "/api/event.gif";
/** A report is a path and a referrer: 4 KB is plenty. */
const BODY_LIMIT = 4 * 1024;
/** The smallest transparent GIF (1×1). */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

export type AnalyticsEndpointOptions = {
  analytics: AnalyticsService;
  headers: Record<string, string>;
  clientIp: (req: IncomingMessage) => string;
  /** SITE_URL's host: behind a proxy the request's Host may be an internal one. */
  siteHost: string;
};

/**
 * The pageview endpoint, a middleware of the request pipeline like the quote endpoint:
 * it is hit once per page view, so it must cost next to nothing. It answers before
 * anything is stored (204, or the pixel), and the same way whether or not the view
 * was counted, except 429 over the per-address rate. Never cached, by browsers or a
 * CDN, so counts stay right behind one. Returns false for other URLs.
 */
export function analyticsEndpoint({ analytics, headers, clientIp, siteHost }: AnalyticsEndpointOptions): Middleware {
  const noStore = { ...headers, "Cache-Control": "no-store" };
  // Flat header lists built once: this answer is sent thousands of times a second.
  const emptyHeaders = Object.entries({ ...noStore, "Content-Length": "0" }).flat();
  const pixelHeaders = Object.entries({
    ...noStore,
    "Content-Type": "image/gif",
    "Content-Length": String(PIXEL.length),
  }).flat();
  const empty = (res: ServerResponse, status: number) => {
    res.writeHead(status, emptyHeaders);
    res.end();
  };

  return { name: "pageview", handle };

  function handle(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? "";
    const pathname = url.split("?", 1)[0];
    if (pathname === PIXEL_PATH) {
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.setHeader("Allow", "GET, HEAD");
        empty(res, 405);
        return true;
      }
      // Without JavaScript the page's address (query string included) is the request's referrer.
      const page = sameOriginPath(req.headers.referer, [req.headers.host, siteHost]);
      if (page !== null) record(req, page, null);
      res.writeHead(200, pixelHeaders);
      res.end(req.method === "HEAD" ? undefined : PIXEL);
      return true;
    }
    if (pathname !== BEACON_PATH) return false;
    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      empty(res, 405);
      return true;
    }
    if (Number(req.headers["content-length"] ?? 0) > BODY_LIMIT) {
      res.setHeader("Connection", "close");
      empty(res, 413);
      return true;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_LIMIT) chunks.push(chunk);
      else if (!done) {
        done = true;
        res.setHeader("Connection", "close");
        empty(res, 413);
        req.destroy();
      }
    });
    req.on("end", () => {
      if (done) return;
      done = true;
      let body: { p?: unknown; r?: unknown } | null = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { p?: unknown; r?: unknown };
      } catch {
        body = null;
      }
      if (body === null || typeof body !== "object") return empty(res, 400);
      const outcome = record(req, body.p, body.r);
      empty(res, outcome === "rate-limited" ? 429 : 204);
    });
    req.on("error", () => res.destroy());
    return true;
  }

  function record(req: IncomingMessage, page: unknown, referrer: unknown) {
    return analytics.record({
      page,
      referrer,
      address: clientIp(req),
      userAgent: req.headers["user-agent"],
      headers: req.headers,
    });
  }
}

/** "/path?query" of a referrer on this host; null for another site or none. */
function sameOriginPath(referer: string | undefined, hosts: (string | undefined)[]): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return hosts.includes(url.host) ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}
