import type { Route } from "./+types/not-found";
import { answer, notFound } from "#app/admin/api/http.server";

/** Any other address under /admin/api/, any method: a JSON 404, never the site's HTML page. */
function missing({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  return answer(request, context, async () => notFound("No such API address: see /admin/api/openapi.json."));
}

export const loader = missing;
export const action = missing;
