import { portfolioPage, projectDetail, projectJson } from "#shared/content/portfolio";
import type { BodyProblem } from "../http/body";
import type { Middleware } from "../http/middleware";
import type { Logger } from "../logger";
import type { Services } from "../services";
import { failure, legacyJsonEndpoint, type LegacyReply } from "./legacy-endpoint";
import { liveContentOf } from "./live-content";

/** Where the old clients post: the new path and the legacy Laravel path. */
export const PROJECT_PATHS = ["/api/projects", "/laravel_website/api/projects"];
/** Bodies larger than this are refused with 413; a real request is a few dozen bytes. */
export const BODY_LIMIT = "16kb";
/** No slug is longer than this; longer values are refused with 400 before any lookup. */
export const SLUG_MAX_LENGTH = 100;

const BODY_ERRORS: Record<BodyProblem["type"], string> = {
  "entity.too.large": `Body must be at most ${BODY_LIMIT}`,
  "encoding.unsupported": "Body must be UTF-8 JSON",
  "charset.unsupported": "Body must be UTF-8 JSON",
  "entity.parse.failed": "Body is not valid JSON",
  unreadable: "Bad request",
};

/**
 * POST {slug} → the project detail under the legacy field names. Image and video
 * URLs are site paths (e.g. "/images/portfolio/…"), as the pages use them; a client
 * on another origin prefixes the site URL. Every bad input gets a 4xx
 * `{result: false, error}`, never a 5xx. Answers from the live projects: a hidden
 * project is unknown, one added in the back office answers.
 */
export function projectsEndpoint(services: Services, headers: Record<string, string>, logger: Logger): Middleware {
  const answer = (body: unknown): LegacyReply => {
    if (body === null || typeof body !== "object" || Array.isArray(body))
      return failure(400, "Body must be a JSON object");
    const slug = (body as Record<string, unknown>).slug;
    if (typeof slug !== "string" || slug.trim() === "") return failure(400, "slug must be a non-empty string");
    if (slug.length > SLUG_MAX_LENGTH) return failure(400, `slug must be at most ${SLUG_MAX_LENGTH} characters`);
    const detail = projectDetail(slug.trim(), liveContentOf(services).projects);
    if (!detail) return failure(404, portfolioPage.api.notFound);
    return { status: 200, body: { result: true, project: projectJson(detail) } };
  };
  return legacyJsonEndpoint({
    name: "projects",
    path: /^\/(?:laravel_website\/)?api\/projects\/?$/i,
    wrongMethod: "Method not allowed: use POST",
    limit: 16 * 1024,
    strict: true,
    bodyError: (problem) => BODY_ERRORS[problem.type],
    answer,
    headers,
    logger,
  });
}
