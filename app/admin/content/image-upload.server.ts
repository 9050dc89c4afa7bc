import type { AppLoadContext } from "react-router";
import { MEDIA_WIDTHS, altProblem, cleanAlt, variantWidths } from "#shared/lib/media";
import { type Signed, type SignedPost, acting } from "../auth.server";
import { readUpload } from "../media/upload.server";
import { contentCopy } from "./copy";
import { mediaOptions } from "./editor.server";
import {
  type FieldUpload,
  type PickerImage,
  type UploadAnswer,
  UPLOAD_BUTTON,
  uploadFileName,
  uploadPendingName,
} from "./image-names";
import { parsePath } from "./schema-form.server";

/**
 * Uploading into the library from the content editor: from an image field (a plain
 * multipart post of the whole record form, or a fetch with scripts) and from the post
 * editor's "Insert image". The alt text is checked before the file is taken: a file
 * that came without one waits here as a pending upload (the browser cannot be handed a
 * file back), so the form returns with "describe it and press Upload again" and the
 * next post only needs the words (server/media/pending-uploads.ts keeps the file).
 */

const copy = contentCopy.images;

/** `/media/{hash}-1600.webp` → its smallest variant, for thumbnails. */
export function thumbOf(image: { src: string; width: number }): string {
  const smallest = variantWidths(image.width)[0] ?? MEDIA_WIDTHS[0];
  return image.src.replace(/-\d{2,4}\.webp$/, `-${smallest}.webp`);
}

export async function pickerImages(context: AppLoadContext): Promise<PickerImage[]> {
  return toPickerImages(await mediaOptions(context));
}

// ————— One upload —————

/** Refused: the sentence for the file or the alt text; `pending` when the file waits for its alt text. */
export type UploadOutcome = UploadAnswer;

/**
 * Adds a file (or the pending one `token` names) to the library with `alt`. The alt text
 * is checked first: without it the file is kept as pending and nothing is added.
 */
export async function addToLibrary(
  context: AppLoadContext,
  signed: Signed,
  input: { file: FormDataEntryValue | null; token?: string | null; alt: string },
): Promise<UploadOutcome> {
  const { media, pendingUploads } = context.services;
  const file = input.file instanceof File && (input.file.size > 0 || input.file.name) ? input.file : undefined;
  const waiting = !file && input.token ? await pendingUploads.get(signed.user.id, input.token) : undefined;
  if (!file && !waiting) return { ok: false, errors: { file: input.token ? copy.pendingGone : copy.chooseFile } };
  const bytes = file ? Buffer.from(await file.arrayBuffer()) : waiting!.bytes;
  const name = file ? file.name : waiting!.name;
  const altError = altProblem(input.alt);
  if (altError) {
    const token = waiting ? input.token! : await pendingUploads.keep(signed.user.id, bytes, name);
    return { ok: false, errors: { alt: copy.altFirst(name, altError) }, pending: { token, name } };
  }
  const result = await media.add({ bytes, originalName: name }, cleanAlt(input.alt), acting(signed));
  if (!result.ok) return { ok: false, errors: result.errors };
  if (waiting) await pendingUploads.remove(input.token!);
  return { ok: true, image: toPickerImages([result.item])[0]!, existing: result.existing };
}

/** A multipart post to the editor's image address (scripts running): the upload's outcome. */
export async function uploadFromEditor(
  request: Request,
  context: AppLoadContext,
  next: string,
): Promise<{ status: number; outcome: UploadOutcome }> {
  const body = await readUpload(request, context, { permission: "content.edit", next });
  if (!body.ok) return { status: body.status, outcome: { ok: false, errors: { file: body.message } } };
  const outcome = await addToLibrary(context, body.signed, {
    file: body.form.get("file"),
    token: stringOf(body.form.get("pending")),
    alt: stringOf(body.form.get("alt")) ?? "",
  });
  return { status: outcome.ok ? 200 : 400, outcome };
}

const stringOf = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : null);

// ————— An image field's Upload button without scripts: the whole record form, as multipart —————

export type RecordUpload =
  | { ok: true; post: SignedPost; field: string; outcome: UploadOutcome }
  /** The body could not be read (too large): no form values to show again. */
  | { ok: false; signed: Signed; message: string };

/**
 * Reads a record form posted by an image field's Upload button and adds the image.
 * The other fields come back as the urlencoded form they would have been.
 */
export async function recordUpload(request: Request, context: AppLoadContext, next: string): Promise<RecordUpload> {
  const body = await readUpload(request, context, { permission: "content.edit", next });
  if (!body.ok) return { ok: false, signed: body.signed, message: body.message };
  const form = new URLSearchParams();
  for (const [name, value] of body.form) if (typeof value === "string") form.append(name, value);
  const field = form.get(UPLOAD_BUTTON) ?? "";
  const outcome = field
    ? await addToLibrary(context, body.signed, {
        file: body.form.get(uploadFileName(field)),
        token: form.get(uploadPendingName(field)),
        alt: form.get(`${field}.alt`) ?? "",
      })
    : ({ ok: false, errors: { file: copy.chooseFile } } as const);
  return { ok: true, post: { ...body.signed, form }, field, outcome };
}

/**
 * The record with the uploaded image chosen in its field, the errors beside the field,
 * and the field's sentence: the form is shown again, nothing is saved.
 */
export function afterUpload(value: unknown, upload: Extract<RecordUpload, { ok: true }>) {
  const { field, outcome } = upload;
  if (outcome.ok) {
    const { src, width, height } = outcome.image;
    const text = outcome.existing ? copy.existing(outcome.image.alt) : copy.uploaded(outcome.image.alt);
    return {
      value: mergeAt(value, field, { src, width, height }),
      errors: {},
      uploads: { [field]: { text, tone: "success" } as FieldUpload },
    };
  }
  const errors: Record<string, string[]> = {};
  if (outcome.errors.file) errors[`${field}.src`] = [outcome.errors.file];
  if (outcome.errors.alt) errors[`${field}.alt`] = [outcome.errors.alt];
  const text = outcome.pending
    ? copy.waiting(outcome.pending.name)
    : (outcome.errors.file ?? outcome.errors.alt ?? copy.chooseFile);
  return {
    value,
    errors,
    uploads: {
      [field]: { text, tone: "error", ...(outcome.pending ? { pending: outcome.pending } : {}) } as FieldUpload,
    },
  };
}

/** `value` with the object at `path` (conform's syntax) given `fields`; unchanged when the path does not lead to an object. */
function mergeAt(value: unknown, path: string, fields: Record<string, unknown>): unknown {
  const segments = parsePath(path);
  if (!segments) return value;
  const walk = (node: unknown, i: number): unknown => {
    if (i === segments.length)
      return node !== null && typeof node === "object" && !Array.isArray(node) ? { ...node, ...fields } : node;
    const key = segments[i]!;
    if (Array.isArray(node) && typeof key === "number" && key < node.length)
      return node.map((item, j) => (j === key ? walk(item, i + 1) : item));
    if (node !== null && typeof node === "object" && !Array.isArray(node) && typeof key === "string" && key in node) {
      return { ...node, [key]: walk((node as Record<string, unknown>)[key], i + 1) };
    }
    return node;
  };
  return walk(value, 0);
}

/** The library as the pickers show it, from the editor's media options. */
export const toPickerImages = (media: { src: string; width: number; height: number; alt: string }[]): PickerImage[] =>
  media.map(({ src, width, height, alt }) => ({ src, width, height, alt, thumb: thumbOf({ src, width }) }));
