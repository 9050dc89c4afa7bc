import type { Route } from "./+types/content-markdown";
import { ADMIN_HEADERS, postOnly, requirePost } from "#app/admin/auth.server";
import { CONTENT_FORM_LIMIT } from "#app/admin/content/editor.server";
import { renderPreview } from "#app/admin/content/markdown-preview.server";

/**
 * POST /admin/content/markdown {body}: the post editor's live preview, rendered and
 * sanitized in the server's Markdown workers. A body over the limits answers 422 with the
 * message the editor shows.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const post = await requirePost(request, context, "content.edit", { formLimit: CONTENT_FORM_LIMIT });
  const preview = await renderPreview(context, post.form.get("body") ?? "");
  return Response.json(preview, { status: preview.error ? 422 : 200, headers: ADMIN_HEADERS });
}

export function loader({ context }: Route.LoaderArgs) {
  return postOnly(context, "/admin/content/posts");
}
