import type { Route } from "./+types/content-markdown";
import { ADMIN_HEADERS, postOnly, requirePost } from "~/admin/auth.server";
import { CONTENT_FORM_LIMIT } from "~/admin/content/editor.server";
import { renderMarkdown } from "~/lib/markdown.server";

/** POST /admin/content/markdown {body}: the post editor's live preview, rendered and sanitized here. */
export async function action({ request, context }: Route.ActionArgs) {
  const post = await requirePost(request, context, "content.edit", { formLimit: CONTENT_FORM_LIMIT });
  const { html, words, readingMinutes } = await renderMarkdown(post.form.get("body") ?? "");
  return Response.json({ html, words, readingMinutes }, { headers: ADMIN_HEADERS });
}

export function loader({ context }: Route.LoaderArgs) {
  return postOnly(context, "/admin/content/posts");
}
