import type { Middleware } from "../http/middleware";
import type { Logger } from "../logger";
import { withSocialFallbacks } from "#shared/lib/seo-social";
import { legacySeoRecord } from "../seo/seo-records.server";
import type { Services } from "../services";
import { failure, legacyJsonEndpoint, type LegacyReply } from "./legacy-endpoint";
import { liveContentOf } from "./live-content";

/**
 * POST /laravel_website/api/get_seo_content — the old backend's metadata endpoint,
 * kept for other clients and answered from the same records as the pages.
 * `{route}` is the last segment of a page address ("Home" for /) → `{result: record}`;
 * an unknown route → 404 `{result: false, error}`. Bad input gets a clear 4xx, never a 5xx.
 * Answers from the live content (published SEO records, visible projects).
 */
export const SEO_CONTENT_PATH = "/laravel_website/api/get_seo_content";
export const SEO_BODY_LIMIT = "16kb";
const ROUTE_MAX_LENGTH = 200;

export function seoContentEndpoint(services: Services, headers: Record<string, string>, logger: Logger): Middleware {
  const answer = (body: unknown): LegacyReply => {
    if (body === null || typeof body !== "object" || Array.isArray(body))
      return failure(400, "Body must be a JSON object with a route");
    const route = (body as Record<string, unknown>).route;
    if (typeof route !== "string")
      return failure(400, "route must be a string (the last segment of the page address, or 'Home')");
    if (route.length > ROUTE_MAX_LENGTH) return failure(400, `route must be at most ${ROUTE_MAX_LENGTH} characters`);
    const record = legacySeoRecord(route, services.config.SITE_URL, liveContentOf(services));
    // The contract answers all 19 fields: empty link-preview texts follow the title and description.
    return record
      ? { status: 200, body: { result: withSocialFallbacks(record) } }
      : failure(404, "No SEO content found for route");
  };
  return legacyJsonEndpoint({
    name: "seo-content",
    path: /^\/laravel_website\/api\/get_seo_content\/?$/i,
    wrongMethod: "Use POST with a JSON body {route}",
    limit: 16 * 1024,
    strict: false,
    // Body problems keep their 4xx status (400 malformed, 413 too large, 415 charset/encoding).
    bodyError: ({ status }) =>
      status === 413
        ? `Body must be at most ${SEO_BODY_LIMIT}`
        : status === 415
          ? "Unsupported body encoding or charset"
          : "Body must be valid JSON",
    answer,
    headers,
    logger,
  });
}
