import type { Route } from "./+types/lead-retry";
import { backToLead, formTargetLoader, guardAdminPost, leadIdParam, notFound } from "~/lib/admin-guard.server";

export function loader({ context }: Route.LoaderArgs) {
  return formTargetLoader(context);
}

/**
 * "Retry now": makes the lead's pending or failed notification due at once and wakes
 * the outbox worker, then back to the same filtered list at that lead.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const post = await guardAdminPost(request, context);
  if (post instanceof Response) return post;
  const id = leadIdParam(params.id);
  if (id === null) return notFound();
  const { quotes, outbox, outboxWorker } = context.services;
  const lead = await quotes.get(id);
  if (!lead) return notFound();
  const queued = lead.mail ? await outbox.retry(lead.mail.id) : false;
  if (queued) outboxWorker.wake();
  return backToLead(post, id, { kind: "retry", leadId: id, queued });
}
