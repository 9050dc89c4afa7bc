import type { AppLoadContext } from "react-router";
import type { Permission } from "#server/accounts/roles";
import { MEDIA_MAX_BYTES, MEDIA_TOO_LARGE } from "#shared/lib/media";
import {
  type Signed,
  csrfMatches,
  isSameOriginPost,
  plainResponse,
  requireBackOffice,
  requireUser,
} from "../auth.server";
import { mediaCopy } from "./copy";

/**
 * Reading an upload form (multipart/form-data) without ever holding more than the
 * limit: `request.formData()` would buffer whatever arrives. A declared
 * Content-Length over the limit is refused before reading; otherwise the body is
 * counted as it arrives and refused as soon as it passes the limit. A refused body
 * is still read to its end and dropped (up to DRAIN_LIMIT): a browser that is still
 * sending would otherwise see a reset connection instead of the answer.
 */

/** Room for the form's other fields and the multipart framing around the file. */
export const FORM_OVERHEAD = 1024 * 1024;

/** Largest upload body read. */
export const UPLOAD_BODY_LIMIT = MEDIA_MAX_BYTES + FORM_OVERHEAD;

/** Beyond this much, a refused body is cut off (the connection closes). */
const DRAIN_LIMIT = 256 * 1024 * 1024;

export type UploadForm = { signed: Signed } & (
  { ok: true; form: FormData } | { ok: false; status: 400 | 413; message: string }
);

export function isMultipart(request: Request): boolean {
  return /^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "");
}

/**
 * The back-office gate for an upload (back office exists, same origin, signed in
 * with `permission`), then the body within the limit and its CSRF token. A too-large
 * or unreadable body comes back as `ok: false` with the sentence to show beside the
 * file field; other refusals are thrown like `requirePost`'s.
 */
export async function readUpload(
  request: Request,
  context: AppLoadContext,
  options: { permission: Permission; next: string },
): Promise<UploadForm> {
  let signed: Signed;
  try {
    requireBackOffice(context);
    if (!isSameOriginPost(request, context)) {
      throw plainResponse(403, "Refused: an upload can only be sent from the back office itself.");
    }
    signed = await requireUser(request, context, options.permission, { next: options.next });
    if (!isMultipart(request)) throw plainResponse(400, "Bad request: a file upload form was expected.");
  } catch (refusal) {
    // Refused before reading (404, 403, the sign-in page): the browser still gets to read the answer.
    unread(request);
    throw refusal;
  }

  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  const body = declared > UPLOAD_BODY_LIMIT ? unread(request) : await readWithin(request, UPLOAD_BODY_LIMIT);
  if (body === "too-large") return { signed, ok: false, status: 413, message: MEDIA_TOO_LARGE };

  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": request.headers.get("content-type")! } }).formData();
  } catch {
    return { signed, ok: false, status: 400, message: mediaCopy.upload.unreadableForm };
  }
  if (!csrfMatches(form.get("csrf"), signed.csrf)) {
    throw plainResponse(
      403,
      "Refused: the form's security token is missing or out of date. Reload the page and try again.",
    );
  }
  return { signed, ok: true, form };
}

/** The body, or "too-large" as soon as more than `limit` bytes have arrived. */
async function readWithin(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | "too-large"> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return concat(chunks, size);
    size += value.byteLength;
    if (size > limit) return drop(reader, size);
    chunks.push(value);
  }
}

function concat(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** Drops a refused body (not read yet) in the background; the answer goes out meanwhile. */
function unread(request: Request): "too-large" {
  return request.body && !request.body.locked ? drop(request.body.getReader(), 0) : "too-large";
}

/** Drops the rest of a refused body in the background. */
function drop(reader: ReadableStreamDefaultReader<Uint8Array>, seen: number): "too-large" {
  void drain(reader, seen);
  return "too-large";
}

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, seen: number) {
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
      if (seen > DRAIN_LIMIT) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The sender went away: nothing left to drop.
  }
}
