import { Router } from "express";
import type { Services } from "../services";

export function seoRouter(_services: Services): Router {
  return Router();
}
