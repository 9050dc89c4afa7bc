import type { AppLoadContext } from "react-router";
import type { Post } from "@shared/content/schemas/blog";
import { renderPreview } from "./markdown-preview.server";
import type { RecordView } from "../../../server/content/types";
import { formatIndiaDateTime, indiaIso } from "../time.server";
import { mediaOptions } from "./editor.server";

/** "2026-12-01T09:30" (seconds optional) typed in India time → the instant; undefined when it is not such a value. */
export function parseIndiaDateTime(value: string | null): Date | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const at = new Date(`${value.length === 16 ? `${value}:00` : value}+05:30`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** The value of a datetime-local field for an instant, in India time. */
export const indiaDateTimeValue = (at: Date | string) => indiaIso(at).slice(0, 16);

/**
 * What the post editor shows besides the fields: the body rendered as the page will
 * show it (sanitized, on the server), the schedule, and the library's images as
 * Markdown to paste.
 */
export async function postTools(context: AppLoadContext, view: RecordView | undefined, value: unknown) {
  const body = (value as Partial<Post> | undefined)?.body ?? "";
  const media = await mediaOptions(context);
  const preview = await renderPreview(context, body);
  return {
    previewHtml: preview.html ?? "",
    ...(preview.error ? { previewError: preview.error } : {}),
    scheduled: view?.scheduledAt ? { at: { iso: indiaIso(view.scheduledAt), text: formatIndiaDateTime(view.scheduledAt) }, by: view.scheduledBy ?? "" } : undefined,
    /** Default for the schedule field: tomorrow, 9:30 India time. */
    suggestedTime: indiaDateTimeValue(new Date(Date.now() + 24 * 3600_000)).slice(0, 11) + "09:30",
    images: media.map((m) => ({ label: m.alt, markdown: `![${m.alt.replace(/[[\]]/g, "")}](${m.src})` })),
  };
}

export type PostTools = Awaited<ReturnType<typeof postTools>>;
