import type { Route } from "./+types/openapi.json";
import { openApiDocument } from "#app/admin/api/openapi";
import { answer, json, refuseMethod } from "#app/admin/api/http.server";

/** GET /admin/api/openapi.json: the API's description, public (it holds no secret) once the back office exists. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  answer(request, context, async () => json(200, openApiDocument(context.services.config.SITE_URL)));

export const action = refuseMethod("GET, HEAD");
