import { data } from "react-router";
import type { Route } from "./+types/lead";
import { ADMIN_HEADERS, redirectWithNotice, requirePost, requireUser } from "#app/admin/auth.server";
import { leadIdParam, leadNotFound } from "#app/admin/leads/actions.server";
import { leadAction, leadPageAt } from "#app/admin/leads/lead-actions.server";
import { leadCopy as copy } from "#app/admin/leads/lead-copy";
import {
  duplicateView,
  formValues,
  timelineContext,
  timelineItem,
  toLeadPageView,
} from "#app/admin/leads/lead-page.server";
import { LEAD_SECTIONS, type LeadSection } from "#app/admin/leads/lead-types";
import { CallForm } from "#app/admin/leads/CallForm";
import { FollowUpForm, type FormContext, NoteForm, OwnerForm, ReplyForm, StageForm } from "#app/admin/leads/LeadForms";
import { SamePerson } from "#app/admin/leads/SamePerson";
import { LeadSummary } from "#app/admin/leads/LeadSummary";
import { LeadTimeline } from "#app/admin/leads/LeadTimeline";
import { useScrollToCardAfterHydration } from "#app/admin/leads/use-hydrated";
import { adminPage, formPageHeaders, siteNameOf } from "#app/admin/page.server";
import { AdminShell } from "#app/admin/ui/AdminShell";
import { adminMeta } from "#app/admin/ui/meta";
import { NoticeBanner, PageHeading } from "#app/admin/ui/form";
import { eraseCopy } from "#app/admin/leads/erase-copy";
import { can } from "#server/accounts/roles";
import { QUOTE_STATUSES } from "#server/db/schema";
import { plainDisplayName } from "#shared/lib/display-name";

/** Other leads of the same person shown with a merge form each; more are counted. */
const DUPLICATES_SHOWN = 10;

/**
 * A lead's page (/admin/leads/:id): who they are and what they asked, where the deal
 * stands, the forms that move it on (stage, owner, follow-up, note, reply, merge) and its
 * timeline. Owners and sales only ("leads.work"); a lead merged into another leads there.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, "leads.work");
  const id = leadIdParam(params.id);
  const { pipeline } = context.services;
  const lead = id === null ? undefined : await pipeline.lead(id);
  if (id === null || !lead) throw data(null, { status: 404, statusText: "Not Found", headers: ADMIN_HEADERS });
  if (lead.mergedInto !== null) {
    throw await redirectWithNotice(
      leadPageAt(lead.mergedInto),
      signed,
      { text: copy.notices.mergedAway(id, lead.mergedInto) },
      request,
      context,
    );
  }
  const now = new Date();
  const [timeline, duplicates, assignees] = await Promise.all([
    pipeline.timeline(id),
    pipeline.duplicatesOf(id),
    pipeline.assignees(),
  ]);
  const shown = duplicates.slice(0, DUPLICATES_SHOWN);
  // The other leads' versions, for the merge's check (the duplicates list does not carry them).
  const others = await Promise.all(shown.map((d) => pipeline.lead(d.id)));
  const url = new URL(request.url);
  const done = url.searchParams.get("done");
  // From the board: a stage that needs a value comes here chosen, to fill the value in.
  const wanted = url.searchParams.get("stage");
  const forms = formValues(lead, siteNameOf(context));
  if (wanted && (QUOTE_STATUSES as readonly string[]).includes(wanted)) forms.stage.stage = wanted;
  const names = new Map(assignees.map((a) => [a.id, a.name]));
  const entries = timeline ?? [];
  const timelineWith = timelineContext(entries, can(signed.user.role, "leads.unmerge"));
  return adminPage(signed, request, context, {
    lead: toLeadPageView(
      lead,
      now,
      { person: plainDisplayName(signed.user.displayName), company: siteNameOf(context) },
      entries,
    ),
    forms,
    assignees: assignees.map((a) => ({ id: a.id, name: a.name })),
    me: signed.user.id,
    canErase: can(signed.user.role, "leads.erase"),
    replyTo: `${signed.user.displayName} <${signed.user.email}>`,
    duplicates: shown.map((d, i) =>
      duplicateView(d, d.ownerId === null ? null : (names.get(d.ownerId) ?? null), others[i]?.version ?? null, lead),
    ),
    moreDuplicates: duplicates.length - shown.length,
    timeline: entries.map((entry) => timelineItem(entry, id, timelineWith)),
    seen: now.toISOString(),
    /** The card whose post just went through (its notice shows there). */
    done: (LEAD_SECTIONS as readonly string[]).includes(done ?? "") ? (done as LeadSection) : null,
  });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = leadIdParam(params.id);
  const post = await requirePost(request, context, "leads.work", { next: id === null ? "/admin" : leadPageAt(id) });
  if (id === null) return leadNotFound();
  return leadAction(post, id, request, context);
}

export const headers = formPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return adminMeta(loaderData?.lead.name ?? copy.breadcrumb)({ matches });
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const lead = d.lead;
  const refused = actionData ?? null;
  // A refused post and the last post's notice are never shown together.
  const notice = refused ? undefined : d.notice;
  const c: FormContext = {
    leadId: lead.id,
    csrf: d.csrf,
    version: lead.version,
    seen: d.seen,
    refused,
    notices: notice && d.done ? { [d.done]: notice } : {},
  };
  const here = `/admin/leads/${lead.id}`;
  useScrollToCardAfterHydration(LEAD_SECTIONS);
  return (
    <AdminShell
      siteName={d.siteName}
      account={d.account}
      current={here}
      breadcrumbs={[{ label: copy.breadcrumb, href: "/admin" }, { label: lead.name }]}
    >
      <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-6 py-8 sm:py-10">
        <PageHeading
          title={lead.name}
          actions={
            d.canErase ? (
              <a
                href={`/admin/leads/${lead.id}/erase`}
                className="btn min-h-10 border-2 border-error bg-white px-4 py-2 text-sm text-error hover:bg-red-50"
              >
                {eraseCopy.pageLink}
              </a>
            ) : undefined
          }
        />
        {notice && !d.done ? <NoticeBanner notice={notice} /> : null}
        <LeadSummary lead={lead} />
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
            <StageForm c={c} values={d.forms.stage} />
            <OwnerForm c={c} values={d.forms.owner} assignees={d.assignees} me={d.me} owner={lead.owner} />
            <FollowUpForm c={c} values={d.forms.followUp} current={lead.followUp} />
            <CallForm c={c} values={d.forms.call} stage={lead.stage} phone={lead.phone} name={lead.name} />
            <NoteForm c={c} />
            <ReplyForm c={c} values={d.forms.reply} lead={lead} replyTo={d.replyTo} />
            <SamePerson c={c} duplicates={d.duplicates} more={d.moreDuplicates} />
          </div>
          <LeadTimeline items={d.timeline} c={c} />
        </div>
      </div>
    </AdminShell>
  );
}
