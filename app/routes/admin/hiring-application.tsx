import { data } from "react-router";
import type { Route } from "./+types/hiring-application";
import { ADMIN_HEADERS, requirePost, requireUser } from "#app/admin/auth.server";
import { applicationAction, applicationIdParam, applicationPageAt } from "#app/admin/hiring/actions.server";
import { InterviewForm, NoteForm, OwnerForm, StageForm, type FormContext } from "#app/admin/hiring/ApplicationForms";
import { ApplicationSummary } from "#app/admin/hiring/ApplicationSummary";
import { HIRING_PATH, hiringCopy } from "#app/admin/hiring/copy";
import { timelineItem, toPageView } from "#app/admin/hiring/view.server";
import { LeadTimeline } from "#app/admin/leads/LeadTimeline";
import { adminPage, formPageHeaders } from "#app/admin/page.server";
import { AdminShell } from "#app/admin/ui/AdminShell";
import { NoticeBanner, PageHeading } from "#app/admin/ui/form";
import { adminMeta } from "#app/admin/ui/meta";
import { can } from "#server/accounts/roles";
import { NOTE_MAX, REJECTION_NOTE_MAX } from "#server/hiring/pipeline";

const SECTIONS = ["stage", "owner", "interview", "note"];

/**
 * An application's page (/admin/hiring/:id): the job, the applicant and their CV, the forms
 * that move it on (stage, owner, interview, note) and its timeline. Owners and the hiring
 * role only ("applications.work"); owners may erase it ("applications.erase").
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, "applications.work");
  const id = applicationIdParam(params.id);
  const { hiring } = context.services;
  const application = id === null ? undefined : await hiring.application(id);
  if (id === null || !application) throw data(null, { status: 404, statusText: "Not Found", headers: ADMIN_HEADERS });
  const [timeline, assignees] = await Promise.all([hiring.timeline(id), hiring.assignees()]);
  const done = new URL(request.url).searchParams.get("done");
  return adminPage(signed, request, context, {
    application: toPageView(application),
    assignees: assignees.map((a) => ({ id: a.id, name: a.name })),
    me: signed.user.id,
    canErase: can(signed.user.role, "applications.erase"),
    timeline: (timeline ?? []).map(timelineItem),
    limits: { note: NOTE_MAX, rejectionNote: REJECTION_NOTE_MAX },
    /** The card whose post just went through (its notice shows there). */
    done: SECTIONS.includes(done ?? "") ? done : null,
  });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = applicationIdParam(params.id);
  const post = await requirePost(request, context, "applications.work", {
    next: id === null ? HIRING_PATH : applicationPageAt(id),
  });
  if (id === null) throw data(null, { status: 404, statusText: "Not Found", headers: ADMIN_HEADERS });
  return applicationAction(post, id, request, context);
}

export const headers = formPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return adminMeta(loaderData?.application.name ?? hiringCopy.page.breadcrumb)({ matches });
}

export default function ApplicationPage({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const a = d.application;
  const refused = actionData ?? null;
  // A refused post and the last post's notice are never shown together.
  const notice = refused ? undefined : d.notice;
  const c: FormContext = {
    id: a.id,
    csrf: d.csrf,
    version: a.version,
    refused,
    notices: notice && d.done ? { [d.done]: notice } : {},
    limits: d.limits,
  };
  return (
    <AdminShell
      siteName={d.siteName}
      account={d.account}
      current={`/admin/hiring/${a.id}`}
      breadcrumbs={[{ label: hiringCopy.page.breadcrumb, href: HIRING_PATH }, { label: a.name }]}
    >
      <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-6 py-8 sm:py-10">
        <PageHeading
          title={a.name}
          actions={
            d.canErase ? (
              <a
                href={`/admin/hiring/${a.id}/erase`}
                className="btn min-h-10 border-2 border-error bg-white px-4 py-2 text-sm text-error hover:bg-red-50"
              >
                {hiringCopy.page.erase}
              </a>
            ) : undefined
          }
        />
        {notice && !d.done ? <NoticeBanner notice={notice} /> : null}
        <ApplicationSummary a={a} />
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
            <StageForm c={c} values={a.forms.stage} />
            <OwnerForm c={c} values={a.forms.owner} assignees={d.assignees} me={d.me} />
            <InterviewForm c={c} values={a.forms.interview} current={a.interview} />
            <NoteForm c={c} />
          </div>
          <LeadTimeline items={d.timeline} intro={hiringCopy.timeline.intro} />
        </div>
      </div>
    </AdminShell>
  );
}
