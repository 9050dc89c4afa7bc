import { Router } from "express";
import type { Services } from "../services";

export function projectsRouter(_services: Services): Router {
  return Router();
}
