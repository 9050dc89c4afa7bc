import { Router } from "express";
import type { Services } from "../services";
import { projectsRouter } from "./projects";
import { seoRouter } from "./seo";

/**
 * The JSON contract kept from the old backend (see ../shared/PRODUCT.md). The quote
 * endpoint is not here: it runs ahead of Express (./quote.ts, mounted in server/app.ts).
 */
export function apiRouter(services: Services): Router {
  const router = Router();
  router.use(seoRouter(services));
  router.use(projectsRouter(services));
  return router;
}
