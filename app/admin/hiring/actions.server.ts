import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import type { HiringFailure } from "#server/hiring/pipeline";
import type { Acting } from "#server/pipeline/acting";
import { type SignedPost, redirectWithNotice } from "../auth.server";
import { formReply } from "../page.server";
import { formatIndiaDateTime } from "../time.server";
import { HIRING_PATH, STAGE_LABELS, hiringCopy } from "./copy";
import { HIRING_INTENTS, type HiringIntent, SECTION_OF, hiringForms } from "./schemas";
import { describeNow } from "./view.server";

const notices = hiringCopy.notices;

/** An application's page, back at the card that was sent (its id), naming it so the notice shows there. */
export function applicationPageAt(id: number, section?: string): string {
  return section ? `${HIRING_PATH}/${id}?done=${section}#${section}` : `${HIRING_PATH}/${id}`;
}

/** The :id of an application route, or null when it is not a positive integer. */
export function applicationIdParam(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const isIntent = (v: unknown): v is HiringIntent =>
  typeof v === "string" && (HIRING_INTENTS as readonly string[]).includes(v);

/**
 * One post to an application's page: its `intent` names the form (./schemas.ts, parsed with
 * conform) and the one pipeline call to make. Done: 303 back to the page at that form with a
 * one-time notice. Refused: the page again (400, 409) with conform's answer for that form,
 * its errors beside the fields, in the pipeline's words.
 */
export async function applicationAction(post: SignedPost, id: number, request: Request, context: AppLoadContext) {
  const { hiring } = context.services;
  const intent = post.form.get("intent");
  if (!isIntent(intent))
    return redirectWithNotice(
      applicationPageAt(id),
      post,
      { text: notices.unknownForm, tone: "error" },
      request,
      context,
    );
  const acting: Acting = { user: post.user, ip: post.ip };
  const done = (text: string) =>
    redirectWithNotice(applicationPageAt(id, SECTION_OF[intent]), post, { text }, request, context);

  const schema: z.ZodType = intent === "interview" ? hiringForms.interview(new Date()) : hiringForms[intent]();
  const submission = parseWithZod(post.form, { schema, disableAutoCoercion: true });
  if (submission.status !== "success") return formReply(intent, submission.reply());
  const refused = (failure: HiringFailure) => {
    switch (failure.reason) {
      case "invalid": {
        const fieldErrors = Object.fromEntries(
          Object.entries(failure.errors).flatMap(([key, message]) => (message ? [[key, [message]]] : [])),
        );
        return formReply(intent, submission.reply({ fieldErrors }));
      }
      case "conflict":
        return formReply(
          intent,
          submission.reply({ formErrors: [notices.conflict(describeNow(failure.current))] }),
          409,
        );
      case "merged":
      case "not-found":
        return redirectWithNotice(HIRING_PATH, post, { text: notices.gone, tone: "error" }, request, context);
    }
  };

  const value = submission.value as { version: number; stage?: unknown } & Record<string, unknown>;
  switch (intent) {
    case "stage": {
      const result = await hiring.changeStage(acting, id, { ...value, stage: value.stage }, value.version);
      if (!result.ok) return refused(result);
      const label = STAGE_LABELS[result.record.stage];
      return done(result.changed ? notices.stage(label) : notices.stageSame(label));
    }
    case "owner": {
      const result = await hiring.assign(acting, id, value.ownerId as number | null, value.version);
      if (!result.ok) return refused(result);
      if (!result.changed) return done(notices.ownerSame);
      return done(result.record.owner ? notices.assigned(result.record.owner.name) : notices.unassigned);
    }
    case "interview":
    case "interview-clear": {
      const at = intent === "interview" ? (value.at as string | null) : null;
      const result = await hiring.setInterview(acting, id, at, value.version);
      if (!result.ok) return refused(result);
      if (!result.changed) return done(notices.interviewSame);
      const set = result.record.interviewAt;
      return done(set ? notices.interviewSet(formatIndiaDateTime(set)) : notices.interviewCleared);
    }
    case "note": {
      const result = await hiring.addNote(acting, id, String(value.text ?? ""));
      return result.ok ? done(notices.note) : refused(result);
    }
  }
}
