import { data } from "react-router";
import type { Route } from "./+types/hiring-erase";
import { ADMIN_HEADERS, redirectWithNotice, requirePost, requireUser } from "#app/admin/auth.server";
import { applicationIdParam } from "#app/admin/hiring/actions.server";
import { HIRING_PATH, hiringCopy } from "#app/admin/hiring/copy";
import { adminPage, loaderPageHeaders } from "#app/admin/page.server";
import { formatIndiaDateTime } from "#app/admin/time.server";
import { EraseConfirmation } from "#app/admin/ui/EraseConfirmation";
import { adminMeta } from "#app/admin/ui/meta";

const copy = hiringCopy.erase;

/**
 * Erasing a job application at once (an owner acting on the applicant's request): a page that
 * says in words what goes, then a plain POST that deletes it with its CV, timeline and mails.
 * The audit entry names the application by number only.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, "applications.erase");
  const id = applicationIdParam(params.id);
  const application = id === null ? undefined : await context.services.hiring.application(id);
  if (id === null || !application) throw data(null, { status: 404, statusText: "Not Found", headers: ADMIN_HEADERS });
  return adminPage(signed, request, context, {
    id,
    received: { iso: application.createdAt, text: formatIndiaDateTime(application.createdAt) },
  });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const post = await requirePost(request, context, "applications.erase", { next: HIRING_PATH });
  const id = applicationIdParam(params.id);
  if (id === null) throw data(null, { status: 404, statusText: "Not Found", headers: ADMIN_HEADERS });
  const erased = await context.services.hiring.erase({ user: post.user, ip: post.ip }, id);
  // Sent twice, or erased meanwhile by someone else: nothing left to do.
  const notice = erased ? { text: copy.done(id) } : { text: copy.gone(id), tone: "error" as const };
  return redirectWithNotice(HIRING_PATH, post, notice, request, context);
}

export const headers = loaderPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return adminMeta(loaderData ? copy.title(loaderData.id) : hiringCopy.inbox.title)({ matches });
}

export default function ApplicationErasePage({ loaderData: d }: Route.ComponentProps) {
  return (
    <EraseConfirmation
      page={d}
      words={copy}
      action={`${HIRING_PATH}/${d.id}/erase`}
      back={`${HIRING_PATH}/${d.id}`}
      list={{ label: hiringCopy.page.breadcrumb, href: HIRING_PATH }}
    />
  );
}
