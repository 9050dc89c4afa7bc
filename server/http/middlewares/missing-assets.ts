import type { Middleware } from "../middleware";
import { sendPlain } from "../responses";

/** /assets and below, in any case (as Express mounted it). */
const ASSETS = /^\/assets(?:[/?]|$)/i;

/**
 * A hashed asset the build does not have (the static files answered every one it has) is a
 * stale or mistyped URL: a short plain 404, not a rendered page.
 */
export function missingAssets(headers: Record<string, string>): Middleware {
  return {
    name: "missing-assets",
    handle(req, res) {
      if (!ASSETS.test(req.url!)) return false;
      sendPlain(res, 404, "Not found", headers, req.method === "HEAD");
      return true;
    },
  };
}
