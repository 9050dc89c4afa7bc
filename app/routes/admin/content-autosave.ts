import type { Route } from "./+types/content-autosave";
import { postOnly } from "#app/admin/auth.server";
import { action as recordAction } from "./content-record";

/**
 * POST /admin/content/:collection/:id/autosave: the post editor's autosave, a fetch of the
 * record's own Save draft action (op=save, autosave=1), which answers JSON here (a
 * resource route) instead of the page. It never publishes.
 */
export function action(args: Route.ActionArgs) {
  return recordAction(args as unknown as Parameters<typeof recordAction>[0]);
}

export function loader({ context, params }: Route.LoaderArgs) {
  return postOnly(context, `/admin/content/${params.collection}/${params.id}`);
}
