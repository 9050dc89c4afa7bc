import { useEffect, useRef, useState } from "react";
import { PostBody } from "#app/components/blog/PostArticle";
import { contentCopy } from "./copy";
import type { PickerImage } from "./image-names";
import type { Library } from "./library";
import { type ScheduleProps, ScheduleTools } from "./ScheduleTools";
import {
  DropZone,
  IMAGE_ACCEPT,
  LabelledInput,
  SearchBox,
  fileInputClass,
  Thumbnail,
  ThumbnailGrid,
  pickerInputClass,
  uploadImage,
  useHydrated,
  useImageSearch,
} from "./ImagePicker";
import type { MarkdownPreview } from "./markdown-preview.server";

const copy = contentCopy.posts;
const writing = contentCopy.writing;
const imagesCopy = contentCopy.images;

/** The preview follows this long after typing stops. */
const PREVIEW_MS = 400;

const bodyOf = (formId: string) => document.querySelector<HTMLTextAreaElement>(`#${formId} textarea[name="body"]`);

// ————— The preview beside the form —————

/**
 * The body as the published post shows it: the same renderer (the server's Markdown
 * workers, with their limits), the same finishing and the post page's own stylesheet
 * and body element. Updated a moment after typing stops when scripts run; after each
 * save without them. With its word count and reading time (the site's rule).
 */
export function PostPreview({ csrf, formId, preview }: { csrf: string; formId: string; preview: MarkdownPreview }) {
  const live = useLivePreview(formId, csrf, preview);
  const html = live.html ?? "";
  return (
    <section
      aria-labelledby="body-preview-heading"
      className="card grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 p-5 sm:p-6 xl:sticky xl:top-4 xl:max-h-[calc(100vh-2rem)] xl:overflow-y-auto"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="body-preview-heading" className="text-xl font-bold text-ink">
          {writing.previewHeading}
        </h2>
        {live.words !== undefined ? (
          <p className="text-sm font-semibold text-muted" data-post-stats="">
            {writing.stats(live.words, live.readingTime)}
          </p>
        ) : null}
      </div>
      <p className="text-sm text-muted">
        {writing.previewHelp} {copy.previewHelp}
      </p>
      <p aria-live="polite" className="font-semibold text-error empty:hidden">
        {live.error}
      </p>
      <div className="min-w-0 rounded-lg border border-line bg-white p-4 sm:p-6" data-post-preview="">
        <PostBody html={html} />
      </div>
    </section>
  );
}

type Shown = { html?: string; words?: number; readingTime: string; error?: string };

/** Re-renders the preview on the server a moment after typing stops (the same sanitizer as the site). */
function useLivePreview(formId: string, csrf: string, initial: MarkdownPreview): Shown {
  const fromServer = (p: MarkdownPreview, last?: Shown): Shown =>
    p.error === undefined
      ? { html: p.html, words: p.words, readingTime: p.readingTime }
      : { ...(last ?? { readingTime: "" }), error: p.error };
  const [shown, setShown] = useState<Shown>(() => fromServer(initial));
  useEffect(() => setShown(fromServer(initial)), [initial]);
  useEffect(() => {
    // The form listens, not the text box: a list action (Add tag) that draws the fields again keeps the preview updating.
    const form = document.getElementById(formId);
    if (!form) return;
    let controller: AbortController | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = (event: Event) => {
      const body = event.target;
      if (!(body instanceof HTMLTextAreaElement) || body.name !== "body") return;
      clearTimeout(timer);
      timer = setTimeout(async () => {
        controller?.abort();
        controller = new AbortController();
        try {
          const response = await fetch("/admin/content/markdown", {
            method: "POST",
            body: new URLSearchParams({ csrf, body: body.value }),
            signal: controller.signal,
          });
          const answer = (await response.json()) as MarkdownPreview;
          // A text the server refuses to format (too long, too slow) says why; the last preview stays.
          setShown((last) => fromServer(answer, last));
        } catch {
          // A failed or aborted preview keeps the last one; saving shows the real thing.
        }
      }, PREVIEW_MS);
    };
    form.addEventListener("input", update);
    return () => {
      form.removeEventListener("input", update);
      clearTimeout(timer);
      controller?.abort();
    };
  }, [formId, csrf]);
  return shown;
}

// ————— The bar above the fields: insert an image, autosave —————

type ToolbarProps = { csrf: string; formId: string; library: Library };

/** Sticky above the fields when scripts run: "Insert image". Nothing without scripts (the images' Markdown is listed below the form). */
export function PostToolbar({ csrf, formId, library }: ToolbarProps) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <div className="sticky top-0 z-10 -mx-1 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-line bg-white/95 px-3 py-2 backdrop-blur">
      <InsertImage csrf={csrf} formId={formId} library={library} />
    </div>
  );
}

// ————— Insert image —————

/** Markdown of an image: the alt text without what would end it early. */
export const imageMarkdown = (image: { alt: string; src: string }) =>
  `![${image.alt.replace(/[[\]\\]/g, "").replace(/\s+/g, " ")}](${image.src})`;

/** A dialog to pick or upload an image; its Markdown goes where the cursor was in the body. */
function InsertImage({ csrf, formId, library }: { csrf: string; formId: string; library: Library }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const selection = useRef<[number, number]>([0, 0]);
  const { images } = library;
  const { query, setQuery, shown } = useImageSearch(images);
  const [status, setStatus] = useState<{ text: string; tone?: "error" }>();
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLInputElement>(null);

  const open = () => {
    const body = bodyOf(formId);
    if (body) selection.current = [body.selectionStart, body.selectionEnd];
    setStatus(undefined);
    dialog.current?.showModal();
    // The library as it is now (images uploaded meanwhile, here or elsewhere, included).
    library.refresh();
  };
  const insert = (image: PickerImage) => {
    const body = bodyOf(formId);
    dialog.current?.close();
    if (!body) return;
    const [start, end] = selection.current;
    const before = body.value.slice(0, start);
    // An image on a line of its own, as the post's figures are written.
    const text = `${before && !before.endsWith("\n") ? "\n\n" : ""}${imageMarkdown(image)}\n`;
    body.focus();
    body.setRangeText(text, start, end, "end");
    body.dispatchEvent(new Event("input", { bubbles: true }));
  };
  const upload = async (file: File | undefined) => {
    const alt = altRef.current?.value ?? "";
    if (!file) return setStatus({ text: imagesCopy.chooseFile, tone: "error" });
    if (!alt.trim()) {
      setStatus({ text: imagesCopy.altFirst(file.name, "write what the image shows in the alt text."), tone: "error" });
      return altRef.current?.focus();
    }
    setBusy(true);
    setStatus({ text: imagesCopy.uploading });
    const answer = await uploadImage(csrf, { file, alt });
    setBusy(false);
    if (!answer.ok)
      return setStatus({ text: answer.errors.alt ?? answer.errors.file ?? imagesCopy.failed, tone: "error" });
    library.add(answer.image);
    insert(answer.image);
  };

  return (
    <>
      <button type="button" onClick={open} className="btn btn-secondary min-h-11 px-3 py-1.5 text-sm">
        {writing.insertImage}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="insert-image-heading"
        className="m-auto w-[min(56rem,calc(100vw-1rem))] max-w-none rounded-xl border border-line bg-white p-0 text-ink shadow-xl backdrop:bg-ink/50"
      >
        <div className="grid max-h-[calc(100dvh-2rem)] gap-4 overflow-y-auto p-4 sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <h2 id="insert-image-heading" className="text-xl font-bold text-ink">
              {writing.insertHeading}
            </h2>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="btn btn-secondary min-h-11 px-3 py-1.5 text-sm"
            >
              {writing.close}
            </button>
          </div>
          <p className="text-sm text-muted">{writing.insertHelp}</p>
          <DropZone onFile={(file) => void upload(file)} className="grid gap-3 sm:grid-cols-2">
            <LabelledInput id="insert-image-file" label={imagesCopy.uploadHeading} hint={imagesCopy.fileHint}>
              <input
                ref={fileRef}
                id="insert-image-file"
                type="file"
                accept={IMAGE_ACCEPT}
                aria-describedby="insert-image-file-hint"
                className={fileInputClass}
              />
            </LabelledInput>
            <LabelledInput id="insert-image-alt" label={imagesCopy.uploadAlt} hint={imagesCopy.uploadAltHint}>
              <input
                ref={altRef}
                id="insert-image-alt"
                type="text"
                autoComplete="off"
                aria-describedby="insert-image-alt-hint"
                className={pickerInputClass}
              />
            </LabelledInput>
            <p className="sm:col-span-2">
              <button
                type="button"
                disabled={busy}
                onClick={() => void upload(fileRef.current?.files?.[0])}
                className="btn btn-primary min-h-11 px-4 py-1.5 text-sm"
              >
                {imagesCopy.upload}
              </button>
            </p>
            <p
              aria-live="polite"
              className={`text-sm font-semibold empty:hidden sm:col-span-2 ${status?.tone === "error" ? "text-error" : "text-success"}`}
            >
              {status?.text}
            </p>
          </DropZone>
          <div className="grid gap-3">
            <h3 className="font-bold text-ink">{imagesCopy.pick}</h3>
            {images.length ? (
              <>
                <SearchBox id="insert-image-search" value={query} onChange={setQuery} />
                <ThumbnailGrid
                  images={shown}
                  label={imagesCopy.pick}
                  cell={(image) => (
                    <button
                      type="button"
                      onClick={() => insert(image)}
                      className="grid w-full gap-1 rounded-lg p-1.5 text-left ring-1 ring-line hover:bg-brand-50"
                    >
                      <Thumbnail image={image} />
                    </button>
                  )}
                />
              </>
            ) : (
              <p className="text-sm text-muted">{imagesCopy.empty}</p>
            )}
          </div>
        </div>
      </dialog>
    </>
  );
}

// ————— Below the form: schedule, and the images as Markdown (for editing without scripts) —————

type Props = ScheduleProps & { library: Library };

/** Scheduled publishing, and the library's images as Markdown to paste (what "Insert image" does with scripts). */
export function PostTools({ csrf, action, baseVersion, scheduled, library, formId, suggestedTime }: Props) {
  const { images } = library;
  return (
    <>
      <ScheduleTools
        csrf={csrf}
        action={action}
        baseVersion={baseVersion}
        scheduled={scheduled}
        formId={formId}
        suggestedTime={suggestedTime}
      />

      {images.length ? (
        <details className="card p-5 sm:p-6">
          <summary className="cursor-pointer text-xl font-bold text-ink">{copy.imagesHeading}</summary>
          <p className="mt-3 text-sm text-muted">{copy.imagesHelp}</p>
          <ul className="mt-3 grid gap-2">
            {images.map((image) => (
              <li key={image.src} className="grid gap-1">
                <span className="text-sm font-semibold text-ink">{image.alt}</span>
                <code className="break-all rounded bg-surface px-2 py-1 text-xs text-ink">{imageMarkdown(image)}</code>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}
