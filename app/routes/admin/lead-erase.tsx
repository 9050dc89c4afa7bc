import { data } from "react-router";
import type { Route } from "./+types/lead-erase";
import { ADMIN_HEADERS, redirectWithNotice, requirePost, requireUser } from "#app/admin/auth.server";
import { leadIdParam, leadNotFound } from "#app/admin/leads/actions.server";
import { eraseCopy as copy } from "#app/admin/leads/erase-copy";
import { safeReturnTo } from "#app/admin/leads/filter.server";
import { adminCopy } from "#app/admin/labels";
import { formatIndiaDateTime } from "#app/admin/time.server";
import { adminPage, loaderPageHeaders } from "#app/admin/page.server";
import { EraseConfirmation } from "#app/admin/ui/EraseConfirmation";
import { adminMeta } from "#app/admin/ui/meta";

/**
 * Erasing a lead (an owner acting on a personal-data request): a confirmation page
 * that says in words what goes, then a plain POST that deletes the request and its
 * notification e-mail. The audit entry names the lead by number only.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, "leads.erase");
  const id = leadIdParam(params.id);
  const lead = id === null ? undefined : await context.services.quotes.get(id);
  if (id === null || !lead)
    throw data(null, {
      status: 404,
      statusText: "Not Found",
      headers: ADMIN_HEADERS,
    });
  return adminPage(signed, request, context, {
    id,
    received: {
      iso: lead.createdAt,
      text: formatIndiaDateTime(lead.createdAt),
    },
    returnTo: safeReturnTo(new URL(request.url).searchParams.get("returnTo")),
  });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const post = await requirePost(request, context, "leads.erase");
  const id = leadIdParam(params.id);
  if (id === null) return leadNotFound();
  const returnTo = safeReturnTo(post.form.get("returnTo"));
  const { quotes, audit } = context.services;
  if (!(await quotes.erase(id))) {
    // Sent twice, or erased meanwhile by someone else: nothing left to do.
    return redirectWithNotice(returnTo, post, { text: copy.gone(id), tone: "error" }, request, context);
  }
  // The number only: no name, phone number or message may outlive the lead.
  await audit.record({
    actor: post.user,
    action: "lead.erased",
    target: `lead ${id}`,
    ip: post.ip,
  });
  return redirectWithNotice(returnTo, post, { text: copy.done(id) }, request, context);
}

export const headers = loaderPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return adminMeta(loaderData ? copy.title(loaderData.id) : adminCopy.list.title)({ matches });
}

export default function LeadErasePage({ loaderData: d }: Route.ComponentProps) {
  return (
    <EraseConfirmation
      page={d}
      words={copy}
      action={`/admin/leads/${d.id}/erase`}
      back={`${d.returnTo}#lead-${d.id}`}
      list={{ label: copy.leads, href: d.returnTo }}
      hidden={<input type="hidden" name="returnTo" value={d.returnTo} />}
    />
  );
}
