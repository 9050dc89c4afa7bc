import type { AppLoadContext } from "react-router";
import type { Post } from "#shared/content/schemas/blog";
import type { RecordView, WriteResult } from "#server/content/types";
import { ADMIN_HEADERS } from "../auth.server";
import { formatIndiaDateTime, indiaDateTimeValue, indiaIso } from "../time.server";
import { contentCopy } from "./copy";
import { renderPreview } from "./markdown-preview.server";

export { indiaDateTimeValue, parseIndiaDateTime } from "../time.server";

/**
 * What the post editor shows besides the fields: the body rendered as the page will
 * show it (sanitized, on the server) with its word count and reading time, the
 * schedule, and whether it can be saved automatically.
 */
/** The preview of the body of `value` (a post as saved, or as the form holds it). */
export function bodyPreview(context: AppLoadContext, value: unknown) {
  const body = (value as Partial<Post> | undefined)?.body;
  return renderPreview(context, typeof body === "string" ? body : "");
}

export async function postTools(context: AppLoadContext, view: RecordView | undefined, value: unknown) {
  const preview = await bodyPreview(context, value);
  return {
    preview,
    ...scheduleTools(view),
    /** Autosave needs the record to exist (a new post is saved once by hand, which gives it its address). */
    autosave: view !== undefined,
  };
}

export type PostTools = Awaited<ReturnType<typeof postTools>>;

/** The "schedule" panel (and the post tools' schedule): when the draft is scheduled, and the time the field suggests. */
export function scheduleTools(view: RecordView | undefined) {
  return {
    scheduled: view?.scheduledAt
      ? {
          at: { iso: indiaIso(view.scheduledAt), text: formatIndiaDateTime(view.scheduledAt) },
          by: view.scheduledBy ?? "",
        }
      : undefined,
    /** Default for the schedule field: tomorrow, 9:30 India time. */
    suggestedTime: indiaDateTimeValue(new Date(Date.now() + 24 * 3600_000)).slice(0, 11) + "09:30",
  };
}

/** What an autosave (a fetch of the Save draft action with autosave=1) answers instead of a redirect. */
export type AutosaveAnswer =
  { ok: true; version: number; savedAt: string } | { ok: false; message: string; conflict?: boolean };

const TIME = new Intl.DateTimeFormat("en-IN", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Asia/Kolkata",
});

export function autosaveAnswer(result: WriteResult): Response {
  const answer: AutosaveAnswer = result.ok
    ? {
        ok: true,
        version: result.record.version,
        savedAt: TIME.format(new Date(result.record.updatedAt ?? Date.now())),
      }
    : result.reason === "conflict"
      ? { ok: false, message: contentCopy.writing.conflict, conflict: true }
      : result.reason === "invalid"
        ? { ok: false, message: Object.values(result.errors).flat()[0] ?? contentCopy.record.invalid }
        : { ok: false, message: result.reason === "render-failed" ? result.message : contentCopy.record.notFound };
  return Response.json(answer, { status: result.ok ? 200 : 409, headers: ADMIN_HEADERS });
}
