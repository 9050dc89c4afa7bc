import type { Route } from "./+types/content-images";
import { ADMIN_HEADERS, requireUser } from "#app/admin/auth.server";
import { pickerImages, uploadFromEditor } from "#app/admin/content/image-upload.server";

/**
 * /admin/content/images: the content editor's image picker with scripts running.
 * GET lists the library (JSON); a multipart POST {file or pending, alt, csrf} adds an
 * image and answers it, or the sentences for the file and the alt text.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, "content.edit");
  return Response.json({ images: await pickerImages(context) }, { headers: ADMIN_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { status, outcome } = await uploadFromEditor(request, context, "/admin/content/posts");
  return Response.json(outcome, { status, headers: ADMIN_HEADERS });
}
