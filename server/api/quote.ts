import { Router } from "express";
import type { Services } from "../services";

export function quoteRouter(_services: Services): Router {
  return Router();
}
