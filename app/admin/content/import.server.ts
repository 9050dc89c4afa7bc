import type { AppLoadContext } from "react-router";
import { readLimitedText } from "#app/lib/request-body.server";
import { csrfMatches, isSameOriginPost, plainResponse, requireUser, type Signed } from "../auth.server";
import { contentCopy as copy } from "./copy";

/** An export of this site is well under a megabyte; five leave room for growth. */
const IMPORT_LIMIT = 5 * 1024 * 1024;

/**
 * The import form's post: the same gate as every back-office action (same origin, the
 * session, content.edit, the CSRF token), for a multipart body of at most 5 MB read
 * as it arrives; then the file parsed as JSON. The content service validates the rest.
 */
export async function readImportFile(
  request: Request,
  context: AppLoadContext,
  next: string,
): Promise<{ ok: true; file: unknown; signed: Signed } | { ok: false; errors: string[] }> {
  if (!isSameOriginPost(request, context)) {
    throw plainResponse(403, "Refused: this form can only be sent from the back office itself.");
  }
  const signed = await requireUser(request, context, "content.edit", { next });
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data"))
    throw plainResponse(400, "Bad request: a file upload was expected.");
  if (Number(request.headers.get("content-length") ?? 0) > IMPORT_LIMIT + 64 * 1024)
    return { ok: false, errors: [copy.transfer.tooLarge] };
  const body = await readLimitedText(request, IMPORT_LIMIT + 64 * 1024);
  if (body === null) return { ok: false, errors: [copy.transfer.tooLarge] };
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": type } }).formData();
  } catch {
    throw plainResponse(400, "Bad request: the upload could not be read.");
  }
  if (!csrfMatches(form.get("csrf"), signed.csrf)) {
    throw plainResponse(
      403,
      "Refused: the form's security token is missing or out of date. Reload the page and try again.",
    );
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return { ok: false, errors: [copy.transfer.noFile] };
  try {
    return { ok: true, file: JSON.parse(await file.text()), signed };
  } catch {
    return { ok: false, errors: [copy.transfer.notJson] };
  }
}
