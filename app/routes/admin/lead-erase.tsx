import { data } from "react-router";
import type { Route } from "./+types/lead-erase";
import { ADMIN_HEADERS, redirectWithNotice, requirePost, requireUser } from "#app/admin/auth.server";
import { leadIdParam, leadNotFound } from "#app/admin/leads/actions.server";
import { eraseCopy as copy } from "#app/admin/leads/erase-copy";
import { safeReturnTo } from "#app/admin/leads/filter.server";
import { adminCopy } from "#app/admin/labels";
import { formatIndiaDateTime } from "#app/admin/time.server";
import { adminPage, loaderPageHeaders } from "#app/admin/page.server";
import { AdminShell } from "#app/admin/ui/AdminShell";
import { adminMeta } from "#app/admin/ui/meta";
import { CsrfInput, NoticeBanner, PageHeading } from "#app/admin/ui/form";

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

export default function LeadErasePage({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const title = copy.title(d.id);
  return (
    <AdminShell
      siteName={d.siteName}
      account={d.account}
      current={`/admin/leads/${d.id}/erase`}
      breadcrumbs={[{ label: copy.leads, href: d.returnTo }, { label: title }]}
    >
      <div className="container-page py-8 sm:py-10">
        <div className="grid max-w-3xl gap-6">
          <PageHeading title={title} />
          <NoticeBanner notice={d.notice} />
          <div className="card grid gap-5 border-l-4 border-l-error p-5 sm:p-6">
            <p className="text-ink">
              <span className="font-semibold">{copy.received}:</span>{" "}
              <time dateTime={d.received.iso}>{d.received.text}</time>
            </p>
            <p className="max-w-prose text-ink">
              <span aria-hidden="true" className="font-bold text-error">
                ⚠{" "}
              </span>
              {copy.consequences(d.id)}
            </p>
            <form method="post" action={`/admin/leads/${d.id}/erase`} className="flex flex-wrap items-center gap-3">
              <CsrfInput csrf={d.account.csrf} />
              <input type="hidden" name="returnTo" value={d.returnTo} />
              <button type="submit" className="btn bg-error text-white hover:bg-red-800">
                {copy.confirm(d.id)}
              </button>
              <a href={`${d.returnTo}#lead-${d.id}`} className="btn btn-secondary">
                {copy.cancel}
              </a>
            </form>
          </div>
        </div>
      </div>
    </AdminShell>
  );
}
