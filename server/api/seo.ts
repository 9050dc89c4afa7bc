import express, { type ErrorRequestHandler, type RequestHandler, Router } from "express";
import { withSocialFallbacks } from "#shared/lib/seo-social";
import { legacySeoRecord } from "../seo/seo-records.server";
import type { Services } from "../services";
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

const fail = (res: express.Response, status: number, error: string) =>
  res.status(status).set("Cache-Control", "no-store").json({ result: false, error });

export function seoRouter(services: Services): Router {
  const router = Router();

  const requireJson: RequestHandler = (req, res, next) => {
    if (!req.is("application/json")) {
      fail(res, 415, "Content-Type must be application/json");
      return;
    }
    next();
  };

  const answer: RequestHandler = (req, res) => {
    const body: unknown = req.body;
    if (body === null || typeof body !== "object" || Array.isArray(body)) {
      fail(res, 400, "Body must be a JSON object with a route");
      return;
    }
    const route = (body as Record<string, unknown>).route;
    if (typeof route !== "string") {
      fail(res, 400, "route must be a string (the last segment of the page address, or 'Home')");
      return;
    }
    if (route.length > ROUTE_MAX_LENGTH) {
      fail(res, 400, `route must be at most ${ROUTE_MAX_LENGTH} characters`);
      return;
    }
    const record = legacySeoRecord(route, services.config.SITE_URL, liveContentOf(services));
    if (!record) {
      fail(res, 404, "No SEO content found for route");
      return;
    }
    // The contract answers all 19 fields: empty link-preview texts follow the title and description.
    res.set("Cache-Control", "no-store").json({ result: withSocialFallbacks(record) });
  };

  /** Body-parser errors carry their 4xx status (400 malformed, 413 too large, 415 charset/encoding). */
  const bodyErrors: ErrorRequestHandler = (err: { status?: unknown; type?: unknown }, _req, res, next) => {
    if (res.headersSent) return next(err);
    const status = typeof err.status === "number" && err.status >= 400 && err.status < 500 ? err.status : 400;
    const message =
      status === 413
        ? `Body must be at most ${SEO_BODY_LIMIT}`
        : status === 415
          ? "Unsupported body encoding or charset"
          : "Body must be valid JSON";
    fail(res, status, message);
  };

  router.post(SEO_CONTENT_PATH, requireJson, express.json({ limit: SEO_BODY_LIMIT, strict: false }), answer, bodyErrors);
  router.all(SEO_CONTENT_PATH, (_req, res) => {
    res.set("Allow", "POST");
    fail(res, 405, "Use POST with a JSON body {route}");
  });
  return router;
}
