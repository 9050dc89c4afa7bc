import { Router } from "express";
import type { Services } from "../services";
import { projectsRouter } from "./projects";
import { quoteRouter } from "./quote";
import { seoRouter } from "./seo";

/** The JSON contract kept from the old backend (see ../shared/PRODUCT.md). */
export function apiRouter(services: Services): Router {
  const router = Router();
  router.use(quoteRouter(services));
  router.use(seoRouter(services));
  router.use(projectsRouter(services));
  return router;
}
