import type { Route } from "./+types/lead-retry";
import { backToLead, leadIdParam, leadNotFound } from "#app/admin/leads/actions.server";
import { postOnly, requirePost } from "#app/admin/auth.server";
import { adminCopy } from "#app/admin/labels";

export function loader({ context }: Route.LoaderArgs) {
  return postOnly(context);
}

/**
 * "Retry now": makes the lead's pending or failed notification due at once and wakes
 * the outbox worker, then back to the same filtered list at that lead.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const post = await requirePost(request, context, "leads.work");
  const id = leadIdParam(params.id);
  if (id === null) return leadNotFound();
  const { quotes, outbox, outboxWorker, audit } = context.services;
  const lead = await quotes.get(id);
  if (!lead) return leadNotFound();
  const queued = lead.mail ? await outbox.retry(lead.mail.id) : false;
  if (queued) {
    outboxWorker.wake();
    await audit.record({ actor: post.user, action: "lead.mail_retried", target: `lead ${id}`, ip: post.ip });
  }
  const text = queued ? adminCopy.list.retryQueued : adminCopy.list.retryNothing;
  return backToLead(post, id, { text, about: "mail" }, request, context);
}
