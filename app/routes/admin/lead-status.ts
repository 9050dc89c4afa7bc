import type { Route } from "./+types/lead-status";
import { ADMIN_HEADERS, backToLead, formTargetLoader, guardAdminPost, leadIdParam, notFound } from "~/lib/admin-guard.server";
import { QUOTE_STATUSES, type QuoteStatus } from "../../../server/db/schema";

export function loader({ context }: Route.LoaderArgs) {
  return formTargetLoader(context);
}

/** Sets a lead's status (new, contacted, closed), then back to the same filtered list at that lead. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const post = await guardAdminPost(request, context);
  if (post instanceof Response) return post;
  const id = leadIdParam(params.id);
  const status = post.form.get("status") ?? "";
  if (id === null) return notFound();
  if (!(QUOTE_STATUSES as readonly string[]).includes(status)) {
    return new Response("Unknown status", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", ...ADMIN_HEADERS } });
  }
  const changed = await context.services.quotes.setStatus(id, status as QuoteStatus);
  if (!changed) return notFound();
  return backToLead(post, id, { kind: "status", leadId: id, status: status as QuoteStatus });
}
