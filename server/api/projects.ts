import express, { type ErrorRequestHandler, type Request, type Response, Router } from "express";
import { portfolioPage, projectDetail, projectJson } from "../../shared/content/portfolio";
import type { Services } from "../services";
import { liveContentOf } from "./live-content";

/** Where the old clients post: the new path and the legacy Laravel path. */
export const PROJECT_PATHS = ["/api/projects", "/laravel_website/api/projects"];
/** Bodies larger than this are refused with 413; a real request is a few dozen bytes. */
export const BODY_LIMIT = "16kb";
/** No slug is longer than this; longer values are refused with 400 before any lookup. */
export const SLUG_MAX_LENGTH = 100;

const fail = (res: Response, status: number, error: string) => res.status(status).json({ result: false, error });

/**
 * POST {slug} → the project detail under the legacy field names. Image and video
 * URLs are site paths (e.g. "/images/portfolio/…"), as the pages use them; a client
 * on another origin prefixes the site URL. Every bad input gets a 4xx
 * `{result: false, error}`, never a 5xx. Answers from the live projects: a hidden
 * project is unknown, one added in the back office answers.
 */
export function projectsRouter(services: Services): Router {
  const router = Router();

  router.post(
    PROJECT_PATHS,
    (req, res, next) => {
      if (!req.is("application/json")) return void fail(res, 415, "Content-Type must be application/json");
      next();
    },
    express.json({ limit: BODY_LIMIT, strict: true }),
    (req: Request, res: Response) => {
      const body: unknown = req.body;
      if (body === null || typeof body !== "object" || Array.isArray(body)) {
        return void fail(res, 400, "Body must be a JSON object");
      }
      const slug = (body as Record<string, unknown>).slug;
      if (typeof slug !== "string" || slug.trim() === "") return void fail(res, 400, "slug must be a non-empty string");
      if (slug.length > SLUG_MAX_LENGTH) return void fail(res, 400, `slug must be at most ${SLUG_MAX_LENGTH} characters`);

      const detail = projectDetail(slug.trim(), liveContentOf(services).projects);
      if (!detail) return void fail(res, 404, portfolioPage.api.notFound);
      res.set("Cache-Control", "no-store").json({ result: true, project: projectJson(detail) });
    },
  );

  router.all(PROJECT_PATHS, (_req, res) => {
    res.set("Allow", "POST");
    fail(res, 405, "Method not allowed: use POST");
  });

  // Errors of the JSON parser (and anything else in this router) become 4xx JSON answers.
  const onError: ErrorRequestHandler = (err: { status?: number; type?: string }, _req, res, _next) => {
    if (res.headersSent) return;
    switch (err.type) {
      case "entity.too.large":
        return void fail(res, 413, `Body must be at most ${BODY_LIMIT}`);
      case "encoding.unsupported":
      case "charset.unsupported":
        return void fail(res, 415, "Body must be UTF-8 JSON");
      case "entity.parse.failed":
        return void fail(res, 400, "Body is not valid JSON");
      default: {
        const status = err.status && err.status >= 400 && err.status < 500 ? err.status : 400;
        return void fail(res, status, "Bad request");
      }
    }
  };
  router.use(PROJECT_PATHS, onError);
  return router;
}
