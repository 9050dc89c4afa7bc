import { redirect } from "react-router";
import type { Route } from "./+types/leads";
import { ADMIN_HEADERS, requireUser } from "#app/admin/auth.server";
import { homeFor } from "#app/admin/accounts/sign-in.server";
import { DailyChart } from "#app/admin/leads/DailyChart";
import { LeadFilters } from "#app/admin/leads/LeadFilters";
import { LeadTable } from "#app/admin/leads/LeadTable";
import { SummaryTiles } from "#app/admin/leads/SummaryTiles";
import {
  EMPTY_LEAD_FILTER,
  LEAD_VIEWS,
  PAGE_SIZE,
  hasFilter,
  hasFormFilter,
  listQueryString,
  parseListQuery,
  toQuoteFilter,
} from "#app/admin/leads/filter.server";
import { leadCopy } from "#app/admin/leads/lead-copy";
import { ViewTabs } from "#app/admin/leads/ViewTabs";
import { chartDays, toLeadView } from "#app/admin/leads/view.server";
import { adminCopy } from "#app/admin/labels";
import { can } from "#server/accounts/roles";
import { adminPage, listPage, loaderPageHeaders } from "#app/admin/page.server";
import { AdminPage } from "#app/admin/ui/AdminPage";
import { adminMeta } from "#app/admin/ui/meta";
import { NoticeBanner } from "#app/admin/ui/form";
import { Pagination } from "#app/admin/ui/Pagination";

const copy = adminCopy.list;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const signed = await requireUser(request, context);
  // /admin is the start page: a role without the inbox starts in its own section.
  if (!can(signed.user.role, "leads.work")) {
    if (url.search === "") throw redirect(homeFor(signed.user), { status: 303, headers: ADMIN_HEADERS });
    await requireUser(request, context, "leads.work");
  }
  const { values, page } = parseListQuery(url.searchParams);
  const who = { userId: signed.user.id };
  const filter = toQuoteFilter(values, who);
  const { quotes, outbox } = context.services;
  const now = new Date();
  // The views' counts are of every lead (as the tiles' are), not of the search: each is one
  // indexed count (owner_id, follow_up_at), and "All" is the sum of the stages' counts.
  const viewCounts = Promise.all(
    LEAD_VIEWS.map((view) => quotes.count(toQuoteFilter({ ...EMPTY_LEAD_FILTER, view }, who))),
  );

  const [{ items, total }, counts, statusCounts, mailCounts, days, choices] = await Promise.all([
    quotes.list(filter, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    viewCounts,
    quotes.statusCounts(),
    outbox.counts(),
    chartDays(quotes, now),
    quotes.attributionValues(),
  ]);
  const paging = listPage({
    page,
    size: PAGE_SIZE,
    total,
    count: items.length,
    href: (n) => `/admin${listQueryString(values, n)}`,
  });
  return adminPage(signed, request, context, {
    values,
    choices,
    filtered: hasFilter(values),
    formFiltered: hasFormFilter(values),
    views: [
      { view: "" as const, count: Object.values(statusCounts).reduce((a, b) => a + b, 0) },
      ...LEAD_VIEWS.map((view, i) => ({ view, count: counts[i]! })),
    ].map((v) => ({ ...v, href: `/admin${listQueryString({ ...values, view: v.view })}` })),
    leads: items.map((lead) => toLeadView(lead, now)),
    ...paging,
    returnTo: `/admin${listQueryString(values, page)}`,
    exportHref: `/admin/leads.csv${listQueryString(values)}`,
    statusCounts,
    mail: { failed: mailCounts.failed, waiting: mailCounts.pending + mailCounts.sending },
    days,
  });
}

export const headers = loaderPageHeaders;

export const meta = adminMeta(copy.title);

export default function LeadsPage({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const caption =
    d.total === 0 ? copy.caption : `${copy.caption}: ${copy.showing(d.shown.first, d.shown.last, d.total)}`;
  // A lead's notice shows in its row; when the lead has left the list (its new stage is outside
  // this view, or on another page), at the top, naming the lead.
  const noticeLead = d.notice?.leadId;
  const leadNotice =
    d.notice && noticeLead !== undefined && d.leads.some((lead) => lead.id === noticeLead)
      ? { ...d.notice, leadId: noticeLead }
      : undefined;
  const banner =
    d.notice && !leadNotice
      ? noticeLead === undefined
        ? d.notice
        : { ...d.notice, text: copy.leadNotice(noticeLead, d.notice.text) }
      : undefined;
  return (
    <AdminPage
      siteName={d.siteName}
      account={d.account}
      current="/admin"
      title={copy.title}
      intro={copy.intro}
      actions={
        <a href={d.exportHref} className="btn btn-secondary min-h-10 px-4 py-2 text-sm" download>
          {adminCopy.exportCsv}
        </a>
      }
    >
      <NoticeBanner notice={banner} />

      <section aria-labelledby="glance-heading" className="grid gap-4">
        <h2 id="glance-heading" className="sr-only">
          {copy.summaryHeading}
        </h2>
        <SummaryTiles statusCounts={d.statusCounts} mail={d.mail} />
        <DailyChart days={d.days} />
      </section>

      <LeadFilters values={d.values} active={d.formFiltered} choices={d.choices} />

      <section aria-labelledby="leads-heading" className="grid gap-4">
        <h2 id="leads-heading" className="sr-only">
          {copy.caption}
        </h2>
        <ViewTabs links={d.views} current={d.values.view} />
        {d.leads.length === 0 ? (
          <p className="card p-6 text-center text-muted">
            {d.formFiltered
              ? copy.noMatches
              : d.values.view
                ? leadCopy.views.empty[d.values.view]
                : d.filtered
                  ? copy.noMatches
                  : copy.noLeads}
          </p>
        ) : (
          <div className="md:overflow-hidden md:rounded-card md:border md:border-line md:bg-white md:px-2 md:shadow-card">
            <LeadTable leads={d.leads} caption={caption} csrf={d.csrf} returnTo={d.returnTo} notice={leadNotice} />
          </div>
        )}
        <Pagination page={d.page} pages={d.pages} hrefs={d.pageHrefs} />
      </section>
    </AdminPage>
  );
}
