import { data } from "react-router";
import type { Route } from "./+types/hiring-cv";
import { ADMIN_HEADERS, requireUser } from "#app/admin/auth.server";
import { applicationIdParam } from "#app/admin/hiring/actions.server";

const TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;

/**
 * An application's CV (/admin/hiring/:id/cv), for signed-in people with the hiring permission
 * only: always a download (Content-Disposition: attachment), never shown in the browser,
 * nosniff, kept out of every cache, and each download in the audit log.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, "applications.work");
  const id = applicationIdParam(params.id);
  const cv =
    id === null ? undefined : await context.services.hiring.downloadCv({ user: signed.user, ip: signed.ip }, id);
  if (id === null || !cv) throw data(null, { status: 404, statusText: "Not Found", headers: ADMIN_HEADERS });
  return new Response(new Uint8Array(cv.body), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": TYPES[cv.kind],
      "Content-Disposition": contentDisposition(cv.fileName),
      "Content-Length": String(cv.body.byteLength),
      "X-Content-Type-Options": "nosniff",
      // Were it ever opened here after all, it could run nothing and reach nothing.
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

/** attachment, with the name as typed for browsers that read filename* and a plain one for the rest (RFC 6266). */
function contentDisposition(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
