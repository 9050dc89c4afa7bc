import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "react-router";
import type { z } from "zod";
import type { PipelineActing, PipelineFailure, PipelineResult } from "#server/leads/pipeline";
import { ADMIN_HEADERS, type SignedPost, redirectWithNotice } from "../auth.server";
import { LOST_REASON_LABELS, STATUS_LABELS, type LeadLostReason } from "../labels";
import { formatIndiaDateTime } from "../time.server";
import { leadCopy } from "./lead-copy";
import { changesSince, describeNow, seenParam } from "./lead-page.server";
import { LEAD_INTENTS, type LeadActionData, type LeadIntent, type LeadSection, SECTION_OF } from "./lead-types";
import { leadForms } from "./schemas";
import { can } from "#server/accounts/roles";

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
  merge: ["mergedId", "keep_name", "keep_phoneNumber", "keep_email"],
  call: ["outcome", "callBackAt", "note", "moveToContacted"],
  unmerge: ["mergeEventId"],
};

/** The lead's page, back at the form that was sent (its card's id), naming it so the notice shows there. */
export function leadPageAt(id: number, section?: LeadSection): string {
  return section ? `/admin/leads/${id}?done=${section}#${section}` : `/admin/leads/${id}`;
}

const isIntent = (v: unknown): v is LeadIntent =>
  typeof v === "string" && (LEAD_INTENTS as readonly string[]).includes(v);

/**
 * One post to a lead's page: the form's `intent` names its schema (./schemas.ts, parsed with
 * conform) and the one pipeline call to make.
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
      case "limited":
        return answer({ intent, section, values, errors: {}, message: failure.message, conflict: null }, 429);
      case "merged":
      case "not-found":
        return gone(post, id, request, context, intent === "merge" ? Number(values.mergedId) : undefined);
    }
  };

  /** The form parsed by its schema; refused beside its fields when it does not fit. */
  const parse = <S extends z.ZodType>(schema: S) => {
    const submission = parseWithZod(form, { schema, disableAutoCoercion: true });
    if (submission.status === "success") return { ok: true as const, value: submission.value as z.output<S> };
    const errors: Record<string, string> = {};
    for (const [key, messages] of Object.entries(submission.error ?? {})) if (messages?.[0]) errors[key] = messages[0];
    return { ok: false as const, refusal: refused({ ok: false, reason: "invalid", errors }) };
  };

  switch (intent) {
    case "stage": {
      const input = parse(leadForms.stage());
      if (!input.ok) return input.refusal;
      const { version, ...change } = input.value;
      const before = await pipeline.lead(id);
      const result = await pipeline.changeStage(acting, id, { ...change, expectVersion: version });
      if (!result.ok) return refused(result);
      const lead = result.lead;
      const label = STATUS_LABELS[lead.status];
      if (!result.changed) return done(notices.stageSame(label));
      const closed = (stage: string | undefined) => stage === "won" || stage === "lost";
      // A reopened deal has no follow-up (Won and Lost cleared it): the notice asks for one.
      if (closed(before?.status) && !closed(lead.status) && lead.followUpAt === null)
        return done(notices.reopened(label));
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
      const input = parse(leadForms.assign());
      if (!input.ok) return input.refusal;
      const ownerId = intent === "assign-me" ? post.user.id : input.value.ownerId;
      const result = await pipeline.assign(acting, id, ownerId, input.value.version);
      if (!result.ok) return refused(result);
      if (!result.changed) return done(notices.ownerSame);
      return done(result.lead.owner ? notices.assigned(result.lead.owner.name) : notices.unassigned);
    }
    case "follow-up":
    case "follow-up-clear": {
      const input = intent === "follow-up-clear" ? parse(leadForms[intent]()) : parse(leadForms[intent](new Date()));
      if (!input.ok) return input.refusal;
      const at = "at" in input.value ? input.value.at : null;
      const result = await pipeline.setFollowUp(acting, id, at, input.value.version);
      if (!result.ok) return refused(result);
      if (!result.changed) return done(notices.followUpSame);
      return done(
        result.lead.followUpAt
          ? notices.followUpSet(formatIndiaDateTime(result.lead.followUpAt))
          : notices.followUpCleared,
      );
    }
    case "note": {
      const input = parse(leadForms.note());
      if (!input.ok) return input.refusal;
      const result = await pipeline.addNote(acting, id, input.value.text);
      return result.ok ? done(notices.note) : refused(result);
    }
    case "reply": {
      const input = parse(leadForms.reply());
      if (!input.ok) return input.refusal;
      const result = await pipeline.reply(acting, id, input.value);
      return result.ok ? done(notices.reply(result.lead.email ?? "")) : refused(result);
    }
    case "merge": {
      const input = parse(leadForms.merge());
      if (!input.ok) return input.refusal;
      const { mergedId, version, mergedVersion, choices } = input.value;
      if (mergedId === 0) return gone(post, id, request, context, 0);
      const result: PipelineResult = await pipeline.merge(
        acting,
        id,
        mergedId,
        { survivor: version, merged: mergedVersion },
        choices,
      );
      return result.ok ? done(notices.merged(mergedId)) : refused(result);
    }
    case "call": {
      const input = parse(leadForms.call(new Date()));
      if (!input.ok) return input.refusal;
      const { version, ...call } = input.value;
      const before = await pipeline.lead(id);
      const result = await pipeline.logCall(acting, id, call, version);
      if (!result.ok) return refused(result);
      const outcome = leadCopy.sections.call.outcomes[call.outcome];
      return done(
        before?.status === "new" && result.lead.status === "contacted"
          ? notices.callContacted(outcome)
          : notices.call(outcome),
      );
    }
    case "unmerge": {
      // Owners only: the route let in anyone who works the leads.
      if (!can(post.user.role, "leads.unmerge"))
        return redirectWithNotice(
          leadPageAt(id),
          post,
          { text: notices.unmergeOwners, tone: "error" },
          request,
          context,
        );
      const input = parse(leadForms.unmerge());
      if (!input.ok) return input.refusal;
      const result = await pipeline.unmerge(acting, id, input.value.mergeEventId, input.value.version);
      return result.ok ? done(notices.unmerged(result.mergedId)) : refused(result);
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
