import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "react-router";
import { PENDING_UPLOADS_PER_USER } from "#server/media/pending-uploads";
import { z } from "zod";
import type { MediaErrors, MediaItem, MediaUse } from "#server/media/library";
import { collectionOf, isCollectionName } from "#shared/content/collections";
import { altProblem } from "#shared/lib/media";
import { replyErrors, shownTime } from "../accounts/profile.server";
import { editorHref } from "../content/preview-path";
import { ADMIN_HEADERS, acting, redirectWithNotice, requirePost, type SignedPost } from "../auth.server";
import { addToLibrary } from "../content/image-upload.server";
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

/** Every image, newest first, with the records that use it (titled and linked to their editors); with `query`, those it finds. */
export async function mediaViews(context: AppLoadContext, query = ""): Promise<MediaView[]> {
  const { media, content } = context.services;
  const items = (await media.list()).filter((item) => matches(item, query));
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

/** The library's search: every word in the description or the file's name, in any order, any case. */
function matches(item: MediaItem, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${item.alt} ${item.originalName}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

/** The search of a library address (?q=), at most 200 characters. */
export const searchOf = (request: Request) => (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 200);

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
  const files = form.getAll("file").filter((f): f is File => f instanceof File && (f.size > 0 || Boolean(f.name)));
  const alt = String(form.get("alt") ?? "");
  if (!files.length) return uploadReply(form, { file: copy.upload.chooseFile, alt: altProblem(alt) }, 400);
  if (files.length > PENDING_UPLOADS_PER_USER)
    return uploadReply(form, { file: copy.upload.tooMany(PENDING_UPLOADS_PER_USER) }, 400);
  // Several files (without scripts, which ask for each one's words first): each waits for its alt text.
  if (files.length > 1) {
    const waiting: PendingFile[] = [];
    for (const f of files)
      waiting.push({
        token: await context.services.pendingUploads.keep(signed.user.id, Buffer.from(await f.arrayBuffer()), f.name),
        name: f.name,
      });
    return describeReply(waiting);
  }
  const file = files[0]!;
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

/** A file uploaded with others, waiting for its words (server/media/pending-uploads.ts), and what was wrong with them. */
export type PendingFile = { token: string; name: string; error?: string; alt?: string };

/** The files of a several-file upload, each asking for its alt text. */
const describeReply = (files: PendingFile[], status = 200, added: string[] = []) =>
  data({ intent: "describe" as const, files, added }, { status, headers: ADMIN_HEADERS });

/** The words for files waiting from a several-file upload: those described are added, the rest asked again. */
async function describe(post: SignedPost, request: Request, context: AppLoadContext) {
  const tokens = post.form.getAll("token").map(String);
  const alts = post.form.getAll("alt").map(String);
  const names = post.form.getAll("name").map(String);
  const added: string[] = [];
  const left: PendingFile[] = [];
  for (const [i, token] of tokens.entries()) {
    const alt = alts[i] ?? "";
    const outcome = await addToLibrary(context, post, { file: null, token, alt });
    if (outcome.ok) added.push(outcome.image.alt);
    else
      left.push({
        token,
        name: names[i] ?? "",
        alt,
        error: outcome.errors.alt ?? outcome.errors.file ?? copy.upload.notStored,
      });
  }
  if (left.length) return describeReply(left, 400, added);
  return redirectWithNotice(MEDIA_PAGE, post, { text: copy.upload.uploadedMany(added) }, request, context);
}

/** The page's action: an upload (multipart), the words for several files, a description change or a deletion (small forms). */
export async function mediaAction(request: Request, context: AppLoadContext) {
  if (isMultipart(request)) return upload(request, context);

  const post = await requirePost(request, context, "content.edit", { next: MEDIA_PAGE });
  const { media } = context.services;
  const intent = post.form.get("intent");
  if (intent === "describe") return describe(post, request, context);
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
