import type { Route } from "./+types/lead-status";
import { backToLead, leadIdParam, leadNotFound } from "~/admin/leads/actions.server";
import { plainResponse, postOnly, requirePost } from "~/admin/auth.server";
import { STATUS_LABELS, adminCopy } from "~/admin/labels";
import { QUOTE_STATUSES, type QuoteStatus } from "../../../server/db/schema";

export function loader({ context }: Route.LoaderArgs) {
  return postOnly(context);
}

/** Sets a lead's status (new, contacted, closed), then back to the same filtered list at that lead. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const post = await requirePost(request, context, "leads.work");
  const id = leadIdParam(params.id);
  const status = post.form.get("status") ?? "";
  if (id === null) return leadNotFound();
  if (!(QUOTE_STATUSES as readonly string[]).includes(status)) return plainResponse(400, "Unknown status");
  const { quotes, audit } = context.services;
  const before = await quotes.get(id);
  if (!before) return leadNotFound();
  await quotes.setStatus(id, status as QuoteStatus);
  if (before.status !== status) {
    await audit.record({ actor: post.user, action: "lead.status_changed", target: `lead ${id}`, details: { from: before.status, to: status }, ip: post.ip });
  }
  return backToLead(post, id, { text: adminCopy.list.statusSaved(STATUS_LABELS[status as QuoteStatus]) }, request, context);
}
