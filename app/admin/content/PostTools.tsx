import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { CsrfInput } from "../ui/form";
import { Time } from "../ui/Time";
import { contentCopy } from "./copy";

const copy = contentCopy.posts;

type Props = {
  csrf: string;
  action: string;
  baseVersion: number;
  previewHtml: string;
  /** Why the body could not be formatted (too long, too slow): shown instead of a preview. */
  previewError?: string;
  scheduled?: { at: { iso: string; text: string }; by: string };
  images: { label: string; markdown: string }[];
  /** The id of the record form, so the schedule button submits its fields. */
  formId: string;
  suggestedTime: string;
};

/**
 * The post editor's extras: a preview of the body as the page shows it (updated as you
 * type when scripts run, by the server's own renderer; after each save without them),
 * scheduled publishing, and the library's images as Markdown to paste.
 */
export function PostTools({ csrf, action, baseVersion, previewHtml, previewError, scheduled, images, formId, suggestedTime }: Props) {
  const { html, error } = useLivePreview(formId, csrf, previewHtml, previewError);
  return (
    <>
      <section aria-labelledby="body-preview-heading" className="card grid grid-cols-[minmax(0,1fr)] gap-3 p-5 sm:p-6">
        <h2 id="body-preview-heading" className="text-xl font-bold text-ink">
          {copy.previewHeading}
        </h2>
        <p className="text-sm text-muted">{copy.previewHelp}</p>
        <p aria-live="polite" className="font-semibold text-red-800 empty:hidden">
          {error}
        </p>
        <div aria-live="polite" className="post-body max-h-[36rem] overflow-y-auto rounded-lg border border-line bg-white p-4" dangerouslySetInnerHTML={{ __html: html }} />
      </section>

      <section aria-labelledby="schedule-heading" className="card grid gap-3 p-5 sm:p-6">
        <h2 id="schedule-heading" className="text-xl font-bold text-ink">
          {copy.scheduleHeading}
        </h2>
        {scheduled ? (
          <Form method="post" action={action} className="grid gap-2">
            <p className="font-semibold text-ink">
              {copy.scheduledFor} <Time at={scheduled.at} /> {copy.by(scheduled.by)}
            </p>
            <CsrfInput csrf={csrf} />
            <input type="hidden" name="base_version" value={baseVersion} />
            <p>
              <button type="submit" name="op" value="unschedule" className="btn btn-secondary">
                {copy.cancelSchedule}
              </button>
            </p>
          </Form>
        ) : null}
        <div className="grid gap-2">
          <label htmlFor="publish-at" className="font-semibold text-ink">
            {copy.publishAt}
          </label>
          <p id="publish-at-help" className="text-sm text-muted">
            {copy.publishAtHelp}
          </p>
          <input
            id="publish-at"
            name="publish_at"
            type="datetime-local"
            form={formId}
            defaultValue={suggestedTime}
            aria-describedby="publish-at-help"
            className="min-h-11 w-full max-w-xs rounded-lg border border-slate-500 bg-white px-3 py-2 text-ink"
          />
          <p>
            <button type="submit" form={formId} name="op" value="schedule" className="btn btn-secondary">
              {copy.schedule}
            </button>
          </p>
        </div>
      </section>

      {images.length ? (
        <section aria-labelledby="post-images-heading" className="card grid gap-3 p-5 sm:p-6">
          <h2 id="post-images-heading" className="text-xl font-bold text-ink">
            {copy.imagesHeading}
          </h2>
          <p className="text-sm text-muted">{copy.imagesHelp}</p>
          <ul className="grid gap-2">
            {images.map((image) => (
              <li key={image.markdown} className="grid gap-1">
                <span className="text-sm font-semibold text-ink">{image.label}</span>
                <code className="break-all rounded bg-surface px-2 py-1 text-xs text-ink">{image.markdown}</code>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** Re-renders the preview on the server a moment after typing stops (the same sanitizer as the site). */
function useLivePreview(formId: string, csrf: string, initial: string, initialError?: string): { html: string; error?: string } {
  const [html, setHtml] = useState(initial);
  const [error, setError] = useState(initialError);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    setHtml(initial);
    setError(initialError);
  }, [initial, initialError]);
  useEffect(() => {
    const body = document.querySelector<HTMLTextAreaElement>(`#${formId} textarea[name="body"]`);
    if (!body) return;
    let controller: AbortController | undefined;
    const update = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(async () => {
        controller?.abort();
        controller = new AbortController();
        try {
          const response = await fetch("/admin/content/markdown", {
            method: "POST",
            body: new URLSearchParams({ csrf, body: body.value }),
            signal: controller.signal,
          });
          const answer = (await response.json()) as { html?: string; error?: string };
          // A text the server refuses to format (too long, too slow) says why; the last preview stays.
          if (answer.html !== undefined) setHtml(answer.html);
          setError(answer.error);
        } catch {
          // A failed or aborted preview keeps the last one; saving shows the real thing.
        }
      }, 400);
    };
    body.addEventListener("input", update);
    return () => {
      body.removeEventListener("input", update);
      clearTimeout(timer.current);
      controller?.abort();
    };
  }, [formId, csrf]);
  return { html, error };
}
