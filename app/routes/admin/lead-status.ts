import type { Route } from "./+types/lead-status";
import { backToLead, leadIdParam, leadNotFound } from "#app/admin/leads/actions.server";
import { plainResponse, postOnly, requirePost } from "#app/admin/auth.server";
import { STATUS_LABELS, adminCopy } from "#app/admin/labels";
import { QUOTE_STATUSES, type QuoteStatus } from "#server/db/schema";

export function loader({ context }: Route.LoaderArgs) {
  return postOnly(context);
}

/**
 * The inbox's quick status form: sets a lead's stage through the pipeline (versioned,
 * on the timeline, audited), then back to the same filtered list at that lead. Stages
 * that need more than the form carries (Proposal sent and Won need a value, Lost a
 * reason) are refused with a notice pointing to the lead's page. The form may send
 * `version` (the lead's version when the list was drawn); without it the current one is used.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const post = await requirePost(request, context, "leads.work");
  const id = leadIdParam(params.id);
  const status = post.form.get("status") ?? "";
  if (id === null) return leadNotFound();
  if (!(QUOTE_STATUSES as readonly string[]).includes(status)) return plainResponse(400, "Unknown status");
  const stage = status as QuoteStatus;
  const { pipeline } = context.services;
  const before = await pipeline.lead(id);
  if (!before || before.mergedInto !== null) return leadNotFound();
  const sent = Number(post.form.get("version"));
  const expectVersion = Number.isSafeInteger(sent) && sent > 0 ? sent : before.version;
  const copy = adminCopy.list;
  const refuse = (text: string) => backToLead(post, id, { text, tone: "error", about: "stage" }, request, context);
  if (before.status === stage)
    return backToLead(post, id, { text: copy.statusSame(STATUS_LABELS[stage]), about: "stage" }, request, context);

  const result = await pipeline.changeStage({ user: post.user, ip: post.ip }, id, { stage, expectVersion });
  if (result.ok)
    return backToLead(post, id, { text: copy.statusSaved(STATUS_LABELS[stage]), about: "stage" }, request, context);
  switch (result.reason) {
    case "invalid":
      if (result.errors.lostReason || result.errors.lostNote) return refuse(copy.statusNeedsReason);
      if (result.errors.expectedValue || result.errors.wonValue)
        return refuse(copy.statusNeedsValue(STATUS_LABELS[stage]));
      return refuse(Object.values(result.errors)[0] ?? copy.statusConflict);
    case "conflict":
      return refuse(copy.statusConflict);
    case "not-found":
    case "merged":
      return leadNotFound();
  }
}
