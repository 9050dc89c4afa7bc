import type { Route } from "./+types/content-export";
import { actorOf } from "#app/admin/content/editor.server";
import { ADMIN_HEADERS, requireUser } from "#app/admin/auth.server";
import { indiaDay } from "#app/admin/time.server";

/** GET /admin/content/export.json: every published record as one file (audited). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, "content.edit");
  const file = await context.services.content.exportAll(actorOf(signed));
  return new Response(JSON.stringify(file, null, 2), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="content-${indiaDay(new Date())}.json"`,
    },
  });
}
