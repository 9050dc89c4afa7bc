import { type AppLoadContext, data } from "react-router";
import type { PipelineActing, PipelineFailure, PipelineResult } from "#server/leads/pipeline";
import { ADMIN_HEADERS, type SignedPost, redirectWithNotice } from "../auth.server";
import { LOST_REASON_LABELS, STATUS_LABELS, type LeadLostReason } from "../labels";
import { formatIndiaDateTime } from "../time.server";
import { leadCopy } from "./lead-copy";
import { changesSince, describeNow, followUpInstant, seenParam } from "./lead-page.server";
import { LEAD_INTENTS, type LeadActionData, type LeadIntent, type LeadSection, SECTION_OF } from "./lead-types";

const notices = leadCopy.notices;

/** The fields each form posts (what is kept and shown again when a post is refused). */
const FIELDS: Record<LeadIntent, readonly string[]> = {
  stage: ["stage", "expectedValue", "wonValue", "lostReason", "lostNote"],
  assign: ["ownerId"],
  "assign-me": [],
  "follow-up": ["at"],
  "follow-up-clear": ["at"],
  note: ["text"],
  reply: ["subject", "body"],
  merge: ["mergedId"],
};

/** The lead's page, back at the form that was sent (its card's id), naming it so the notice shows there. */
export function leadPageAt(id: number, section?: LeadSection): string {
  return section ? `/admin/leads/${id}?done=${section}#${section}` : `/admin/leads/${id}`;
}

const isIntent = (v: unknown): v is LeadIntent =>
  typeof v === "string" && (LEAD_INTENTS as readonly string[]).includes(v);

/** A version as the form sent it; 0 (matches no lead, so a conflict) when missing or malformed. */
function versionOf(value: string | null): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/**
 * One post to a lead's page: the form's `intent` names the one pipeline call to make.
 * Done: 303 back to the page at that form with a one-time notice saying what happened.
 * Refused: the page again (400, 409) with the errors beside the fields, or with what
 * someone else changed meanwhile, and the person's input kept in the form.
 */
export async function leadAction(post: SignedPost, id: number, request: Request, context: AppLoadContext) {
  const { pipeline } = context.services;
  const form = post.form;
  const intent = form.get("intent");
  if (!isIntent(intent))
    return redirectWithNotice(leadPageAt(id), post, { text: notices.unknownForm, tone: "error" }, request, context);
  const section = SECTION_OF[intent];
  const text = (name: string) => form.get(name) ?? "";
  const values = Object.fromEntries(FIELDS[intent].map((name) => [name, text(name)]));
  const acting: PipelineActing = { user: post.user, ip: post.ip };
  const version = versionOf(form.get("version"));
  const done = (message: string) =>
    redirectWithNotice(leadPageAt(id, section), post, { text: message }, request, context);

  const refused = async (
    failure: PipelineFailure,
    fieldOf: (key: string) => string = (key) => key,
  ): Promise<Response | ReturnType<typeof answer>> => {
    switch (failure.reason) {
      case "invalid": {
        const errors: Record<string, string> = {};
        for (const [key, message] of Object.entries(failure.errors)) if (message) errors[fieldOf(key)] = message;
        return answer({ intent, section, values, errors, message: notices.notSaved, conflict: null }, 400);
      }
      case "conflict": {
        const timeline = (await pipeline.timeline(id)) ?? [];
        // A merge may meet a change to the other lead: its lines then say which lead they are about.
        const about = failure.current.id === id ? "" : `Lead #${failure.current.id}, `;
        const now = describeNow(failure.current).map(
          (line) => `${about}${about ? line[0]!.toLowerCase() + line.slice(1) : line}`,
        );
        const conflict = { now, since: changesSince(timeline, seenParam(form.get("seen")), id) };
        const message = intent === "merge" ? notices.conflictMerge : notices.conflict;
        return answer({ intent, section, values, errors: {}, message, conflict }, 409);
      }
      case "merged":
      case "not-found":
        return gone(post, id, request, context, intent === "merge" ? Number(values.mergedId) : undefined);
    }
  };

  switch (intent) {
    case "stage": {
      const result = await pipeline.changeStage(acting, id, {
        stage: values.stage!,
        // The expected value belongs to Proposal sent (its hint says so); at another stage the
        // field, shown without JavaScript, may hold the page's old value, which must not overwrite a newer one.
        expectedValue: values.stage === "proposal" ? values.expectedValue : null,
        wonValue: values.wonValue,
        lostReason: values.lostReason,
        lostNote: values.lostNote,
        expectVersion: version,
      });
      if (!result.ok) return refused(result);
      const lead = result.lead;
      const label = STATUS_LABELS[lead.status];
      if (!result.changed) return done(notices.stageSame(label));
      let extra = "";
      if (lead.status === "won" && lead.wonValue !== null) extra = notices.stageWon(lead.wonValue);
      else if (lead.status === "lost" && lead.lostReason)
        extra = notices.stageLost(LOST_REASON_LABELS[lead.lostReason as LeadLostReason]);
      else if (lead.status === "proposal" && lead.expectedValue !== null)
        extra = notices.stageExpected(lead.expectedValue);
      return done(notices.stage(label, extra));
    }
    case "assign":
    case "assign-me": {
      let ownerId: number | null = post.user.id;
      if (intent === "assign") {
        const raw = values.ownerId!.trim();
        // Not a number: an id that matches nobody, so the service refuses it in its words.
        ownerId = raw === "" ? null : /^\d{1,15}$/.test(raw) ? Number(raw) : -1;
      }
      const result = await pipeline.assign(acting, id, ownerId, version);
      if (!result.ok) return refused(result);
      if (!result.changed) return done(notices.ownerSame);
      return done(result.lead.owner ? notices.assigned(result.lead.owner.name) : notices.unassigned);
    }
    case "follow-up":
    case "follow-up-clear": {
      const at = intent === "follow-up-clear" ? null : followUpInstant(values.at!);
      const result = await pipeline.setFollowUp(acting, id, at, version);
      if (!result.ok) return refused(result);
      if (!result.changed) return done(notices.followUpSame);
      return done(
        result.lead.followUpAt
          ? notices.followUpSet(formatIndiaDateTime(result.lead.followUpAt))
          : notices.followUpCleared,
      );
    }
    case "note": {
      const result = await pipeline.addNote(acting, id, values.text!);
      return result.ok ? done(notices.note) : refused(result);
    }
    case "reply": {
      const result = await pipeline.reply(acting, id, { subject: values.subject!, body: values.body! });
      return result.ok ? done(notices.reply(result.lead.email ?? "")) : refused(result);
    }
    case "merge": {
      const mergedId = Number(values.mergedId);
      if (!Number.isSafeInteger(mergedId) || mergedId <= 0) return gone(post, id, request, context, 0);
      const result: PipelineResult = await pipeline.merge(acting, id, mergedId, {
        survivor: version,
        merged: versionOf(form.get("mergedVersion")),
      });
      return result.ok ? done(notices.merged(mergedId)) : refused(result);
    }
  }
}

function answer(body: LeadActionData, status: number) {
  return data(body, { status, headers: ADMIN_HEADERS });
}

/**
 * The lead (or, for a merge, the other lead) is gone or was merged: on to where it lives
 * now with a notice, or back to the inbox when this lead itself no longer exists.
 */
async function gone(
  post: SignedPost,
  id: number,
  request: Request,
  context: AppLoadContext,
  otherId?: number,
): Promise<Response> {
  const lead = await context.services.pipeline.lead(id);
  if (!lead) return redirectWithNotice("/admin", post, { text: notices.gone, tone: "error" }, request, context);
  if (lead.mergedInto !== null) {
    return redirectWithNotice(
      leadPageAt(lead.mergedInto),
      post,
      { text: notices.mergedAway(id, lead.mergedInto), tone: "error" },
      request,
      context,
    );
  }
  const text = otherId !== undefined ? notices.otherGone(otherId) : notices.unknownForm;
  return redirectWithNotice(leadPageAt(id, "same"), post, { text, tone: "error" }, request, context);
}
