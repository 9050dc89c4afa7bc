import type { Route } from "./+types/content-publish";
import { publishRecord } from "#app/admin/api/content.server";
import { refuseMethod } from "#app/admin/api/http.server";

/** POST /admin/api/content/:collection/:id/publish (see app/admin/api/openapi.ts). */
const refuse = refuseMethod("POST");

export const loader = refuse;

export function action(args: Route.ActionArgs) {
  return args.request.method === "POST" ? publishRecord(args.request, args.context, args.params) : refuse(args);
}
