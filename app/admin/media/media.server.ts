import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "react-router";
import { z } from "zod";
import type { MediaErrors, MediaItem, MediaUse } from "#server/media/library";
import { collectionOf, isCollectionName } from "#shared/content/collections";
import { altProblem } from "#shared/lib/media";
import { replyErrors, shownTime } from "../accounts/profile.server";
import { editorHref } from "../content/preview-path";
import { acting, redirectWithNotice, requirePost } from "../auth.server";
import { formReply } from "../page.server";
import { mediaCopy as copy } from "./copy";
import { MEDIA_PAGE, type MediaUseView, type MediaView } from "./types";
import { isMultipart, readUpload } from "./upload.server";

/**
 * The image library page's server side: what the grid shows of each image, and its
 * three forms (upload, a new description, delete), all plain posts to /admin/media.
 */

const TYPE_LABELS: Record<string, string> = { png: "PNG", jpeg: "JPEG", webp: "WebP", avif: "AVIF" };

/** "2.4 MB", "312 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / (1024 * 1024)).toLocaleString("en-IN", { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("en-IN")} KB`;
}

/** Every image, newest first, with the records that use it (titled and linked to their editors). */
export async function mediaViews(context: AppLoadContext): Promise<MediaView[]> {
  const { media, content } = context.services;
  const items = await media.list();
  const uses = await media.uses(items.map((item) => item.hash));
  const collections = new Set(
    [...uses.values()]
      .flat()
      .map((use) => use.collection)
      .filter(isCollectionName),
  );
  const titles = new Map<string, string>();
  for (const collection of collections) {
    for (const record of await content.list(collection)) titles.set(`${collection}/${record.id}`, record.title);
  }
  return items.map((item) =>
    toMediaView(
      item,
      (uses.get(item.hash) ?? []).map((use) => toUseView(use, titles)),
    ),
  );
}

/** One record that uses an image; `titles` by "collection/id" (a record missing from it no longer exists). */
function toUseView(use: MediaUse, titles: ReadonlyMap<string, string>): MediaUseView {
  const collection = isCollectionName(use.collection) ? use.collection : undefined;
  const title = titles.get(`${use.collection}/${use.recordId}`);
  return {
    collection: collection ? collectionOf(collection).labels.plural : use.collection,
    title: title ?? `${use.recordId} ${copy.usedIn.removedRecord}`,
    ...(collection && title !== undefined ? { href: editorHref(collection, use.recordId) } : {}),
    where: copy.usedIn.where(use),
    live: use.published || use.draft,
  };
}

export function toMediaView(item: MediaItem, usedIn: MediaUseView[] = []): MediaView {
  return {
    id: item.id,
    alt: item.alt,
    src: item.src,
    width: item.width,
    height: item.height,
    originalName: item.originalName,
    original: `${TYPE_LABELS[item.sourceType] ?? item.sourceType}, ${formatBytes(item.sourceBytes)}`,
    uploadedBy: item.createdBy,
    uploaded: shownTime(item.createdAt),
    usedIn,
  };
}

/** The image a "?confirm=" address asks to delete (digits only). */
export function confirmingId(request: Request): number | undefined {
  const value = new URL(request.url).searchParams.get("confirm");
  return value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : undefined;
}

const FIELDS = ["file", "alt"] as const;

const uploadSchema = z.object({ alt: z.string().optional() });

const altSchema = z.object({ id: z.string(), alt: z.string().optional() });

/** An upload refused: the errors beside the file and alt fields; what was typed stays. */
function uploadReply(form: FormData | URLSearchParams, errors: MediaErrors, status: number) {
  const submission = parseWithZod(form, { schema: uploadSchema });
  return formReply("upload", submission.reply(replyErrors(errors, FIELDS)), status);
}

async function upload(request: Request, context: AppLoadContext) {
  const body = await readUpload(request, context, { permission: "content.edit", next: MEDIA_PAGE });
  if (!body.ok) return uploadReply(new URLSearchParams(), { file: body.message }, body.status);
  const { form, signed } = body;
  const file = form.get("file");
  const alt = String(form.get("alt") ?? "");
  if (!(file instanceof File) || (file.size === 0 && !file.name)) {
    return uploadReply(form, { file: copy.upload.chooseFile, alt: altProblem(alt) }, 400);
  }
  const result = await context.services.media.add(
    { bytes: Buffer.from(await file.arrayBuffer()), originalName: file.name },
    alt,
    acting(signed),
  );
  if (!result.ok) return uploadReply(form, result.errors, 400);
  const text = result.existing
    ? copy.upload.existing(result.item.originalName)
    : copy.upload.uploaded(result.item.originalName);
  return redirectWithNotice(MEDIA_PAGE, signed, { text }, request, context);
}

/** The page's action: an upload (multipart), or a description change or a deletion (small forms). */
export async function mediaAction(request: Request, context: AppLoadContext) {
  if (isMultipart(request)) return upload(request, context);

  const post = await requirePost(request, context, "content.edit", { next: MEDIA_PAGE });
  const { media } = context.services;
  const intent = post.form.get("intent");
  const id = Number(post.form.get("id"));
  const gone = () => redirectWithNotice(MEDIA_PAGE, post, { text: copy.library.gone, tone: "error" }, request, context);
  if (!Number.isSafeInteger(id) || id <= 0) return gone();

  if (intent === "alt") {
    const result = await media.updateAlt(id, String(post.form.get("alt") ?? ""), acting(post));
    if (result.ok)
      return redirectWithNotice(`${MEDIA_PAGE}#media-${id}`, post, { text: copy.library.altSaved }, request, context);
    if ("missing" in result) return gone();
    const submission = parseWithZod(post.form, { schema: altSchema });
    return formReply(`alt-${id}`, submission.reply(replyErrors(result.errors, FIELDS)));
  }

  if (intent === "delete") {
    const result = await media.remove(id, acting(post));
    if (result.ok)
      return redirectWithNotice(
        MEDIA_PAGE,
        post,
        { text: copy.remove.done(result.item.originalName) },
        request,
        context,
      );
    if ("missing" in result) return gone();
    return redirectWithNotice(
      `${MEDIA_PAGE}#media-${id}`,
      post,
      { text: result.message, tone: "error" },
      request,
      context,
    );
  }

  return redirectWithNotice(MEDIA_PAGE, post, { text: copy.unknownForm, tone: "error" }, request, context);
}
