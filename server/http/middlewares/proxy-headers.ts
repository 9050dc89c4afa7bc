import type { Config } from "../../config";
import type { Logger } from "../../logger";
import { hasForwardedHeaders } from "../client-address";
import type { Middleware } from "../middleware";

/**
 * Says once in the log that X-Forwarded-* headers arrive while TRUST_PROXY is unset (they are
 * then ignored), and at start that TRUST_PROXY=true can be dodged. Never answers.
 */
export function proxyHeaders(config: Config, logger: Logger): Middleware {
  const trustProxy = config.TRUST_PROXY !== undefined && config.TRUST_PROXY !== false;
  if (config.TRUST_PROXY === true) {
    logger.warn(
      "TRUST_PROXY=true trusts the leftmost X-Forwarded-For, which any client can write (and so dodge the rate limit): " +
        "set the proxy hop count (e.g. 1) or its addresses instead; production refuses true",
    );
  }
  let warned = trustProxy;
  return {
    name: "proxy-headers",
    handle(req) {
      if (!warned && hasForwardedHeaders(req)) {
        warned = true;
        logger.warn(
          "X-Forwarded-* headers arrive but TRUST_PROXY is not set, so they are ignored: behind a proxy, every visitor " +
            "shares its address (and rate limit). Set TRUST_PROXY to the proxy's hop count or address. (Logged once.)",
        );
      }
      return false;
    },
  };
}
