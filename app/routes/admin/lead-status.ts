import { redirect } from "react-router";
import type { Route } from "./+types/lead-status";
import { flashCookieHeader } from "~/lib/admin-flash.server";
import { safeReturnTo } from "~/lib/admin-filter.server";
import { ADMIN_HEADERS, formTargetLoader, guardAdminPost, notFound } from "~/lib/admin-guard.server";
import { QUOTE_STATUSES, type QuoteStatus } from "../../../server/db/schema";

export function loader({ context }: Route.LoaderArgs) {
  return formTargetLoader(context);
}

/** Sets a lead's status (new, contacted, closed), then back to the same filtered list at that lead. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const post = await guardAdminPost(request, context);
  if (post instanceof Response) return post;
  const id = Number(params.id);
  const status = post.form.get("status") ?? "";
  if (!Number.isSafeInteger(id) || id <= 0) return notFound();
  if (!(QUOTE_STATUSES as readonly string[]).includes(status)) {
    return new Response("Unknown status", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", ...ADMIN_HEADERS } });
  }
  const changed = await context.services.quotes.setStatus(id, status as QuoteStatus);
  if (!changed) return notFound();
  return redirect(`${safeReturnTo(post.form.get("returnTo"))}#lead-${id}`, {
    status: 303,
    headers: { ...ADMIN_HEADERS, "Set-Cookie": flashCookieHeader({ kind: "status", leadId: id, status: status as QuoteStatus }, post.secure) },
  });
}
