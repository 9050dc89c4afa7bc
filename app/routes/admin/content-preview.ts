import type { Route } from "./+types/content-preview";
import { contentCopy as copy } from "#app/admin/content/copy";
import { actorOf, collectionOr404, editorHref } from "#app/admin/content/editor.server";
import { missingCount } from "#app/admin/content/list.server";
import { previewPathOf } from "#app/admin/content/preview-path";
import { ADMIN_HEADERS, plainResponse, requireUser } from "#app/admin/auth.server";

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * GET /admin/content/{collection}/{id}/preview: the real page rendered with the draft,
 * as server HTML without scripts, under a bar that says it is a preview.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, "content.edit");
  const collection = collectionOr404(params.collection);
  const { content } = context.services;
  const view = await content.get(collection, params.id);
  if (!view) return plainResponse(404, copy.record.notFound);
  // An unfinished draft (decision 044) is no page yet: the editor names what it needs.
  if (missingCount(view)) return plainResponse(409, copy.record.unfinishedPreview);
  const live = content.preview(collection, params.id, view.draftData ?? view.current, actorOf(signed));
  const rendered = await content.renderPreview(
    previewPathOf(collection, params.id, view.draftData ?? view.current),
    live,
  );
  if (!rendered) return plainResponse(503, "Previews need the site server.");
  const bar =
    `<div role="status" class="sticky top-0 z-50 flex flex-wrap items-center justify-between gap-3 bg-ink px-4 py-3 text-sm font-semibold text-white">` +
    `<span>${escapeHtml(copy.preview.banner)}</span>` +
    `<a class="underline underline-offset-2" href="${escapeHtml(editorHref(collection, params.id))}">${escapeHtml(copy.preview.back)}</a></div>`;
  const html = rendered.html.replace(/<body([^>]*)>/, (m) => `${m}${bar}`).replace(/<meta name="robots"[^>]*>/, "");
  return new Response(html, {
    status: rendered.status,
    headers: { ...ADMIN_HEADERS, "Content-Type": "text/html; charset=utf-8" },
  });
}
