import type { Route } from "./+types/content-record";
import { getRecord, putRecord } from "#app/admin/api/content.server";
import { refuseMethod } from "#app/admin/api/http.server";

/** GET and PUT /admin/api/content/:collection/:id (see app/admin/api/openapi.ts). */
export const loader = ({ request, context, params }: Route.LoaderArgs) => getRecord(request, context, params);

const refuse = refuseMethod("GET, HEAD, PUT");

export function action(args: Route.ActionArgs) {
  return args.request.method === "PUT" ? putRecord(args.request, args.context, args.params) : refuse(args);
}
