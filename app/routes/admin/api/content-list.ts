import type { Route } from "./+types/content-list";
import { listRecords } from "#app/admin/api/content.server";
import { refuseMethod } from "#app/admin/api/http.server";

/** GET /admin/api/content/:collection (see app/admin/api/openapi.ts). */
export const loader = ({ request, context, params }: Route.LoaderArgs) => listRecords(request, context, params);

export const action = refuseMethod("GET, HEAD");
