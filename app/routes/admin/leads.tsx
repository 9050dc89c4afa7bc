import { data, redirect } from "react-router";
import type { Route } from "./+types/leads";
import { AdminShell } from "~/components/admin/AdminShell";
import { DailyChart } from "~/components/admin/DailyChart";
import { LeadFilters } from "~/components/admin/LeadFilters";
import { LeadTable } from "~/components/admin/LeadTable";
import { Pagination } from "~/components/admin/Pagination";
import { SummaryTiles } from "~/components/admin/SummaryTiles";
import { adminCopy } from "~/components/admin/labels";
import { site } from "~/content/site";
import { readFlash, clearFlashCookieHeader } from "~/lib/admin-flash.server";
import { PAGE_SIZE, hasFilter, listQueryString, parseListQuery, toQuoteFilter } from "~/lib/admin-filter.server";
import { ADMIN_HEADERS, isHttps, requireAdminPage, requireSession } from "~/lib/admin-guard.server";
import { chartDays, noticeFor, toLeadView } from "~/lib/admin-view.server";

const copy = adminCopy.list;

export async function loader({ request, context }: Route.LoaderArgs) {
  const settings = requireAdminPage(context);
  const url = new URL(request.url);
  const { csrf } = requireSession(request, settings, url.pathname + url.search);
  const { values, page } = parseListQuery(url.searchParams);
  const filter = toQuoteFilter(values);
  const { quotes, outbox } = context.services;
  const now = new Date();

  const [{ items, total }, statusCounts, mailCounts, days] = await Promise.all([
    quotes.list(filter, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    quotes.statusCounts(),
    outbox.counts(),
    chartDays(quotes, now),
  ]);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A page past the end (fewer leads than when the link was made): show the last one.
  if (page > pages) throw redirect(`/admin${listQueryString(values, pages)}`, { status: 303, headers: ADMIN_HEADERS });

  const headers = new Headers(ADMIN_HEADERS);
  const { flash, present } = readFlash(request);
  if (present) headers.append("Set-Cookie", clearFlashCookieHeader(isHttps(request, settings)));

  const first = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  return data(
    {
      siteName: site.company.name,
      csrf,
      values,
      filtered: hasFilter(values),
      leads: items.map((lead) => toLeadView(lead, now)),
      total,
      shown: { first, last: first === 0 ? 0 : first + items.length - 1 },
      page,
      pages,
      pageHrefs: {
        previous: page > 1 ? `/admin${listQueryString(values, page - 1)}` : undefined,
        next: page < pages ? `/admin${listQueryString(values, page + 1)}` : undefined,
      },
      returnTo: `/admin${listQueryString(values, page)}`,
      exportHref: `/admin/leads.csv${listQueryString(values)}`,
      statusCounts,
      mail: { failed: mailCounts.failed, waiting: mailCounts.pending + mailCounts.sending },
      days,
      notice: noticeFor(flash),
    },
    { headers },
  );
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

export default function LeadsPage({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const caption = d.total === 0 ? copy.caption : `${copy.caption}: ${copy.showing(d.shown.first, d.shown.last, d.total)}`;
  return (
    <AdminShell siteName={d.siteName} account={{ csrf: d.csrf, exportHref: d.exportHref }}>
      <div className="container-page grid gap-6 py-8 sm:py-10">
        <div>
          <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{copy.title}</h1>
          <p className="mt-2 text-muted">{copy.intro}</p>
        </div>

        <section aria-labelledby="glance-heading" className="grid gap-4">
          <h2 id="glance-heading" className="sr-only">
            {copy.summaryHeading}
          </h2>
          <SummaryTiles statusCounts={d.statusCounts} mail={d.mail} />
          <DailyChart days={d.days} />
        </section>

        <LeadFilters values={d.values} active={d.filtered} />

        <section aria-labelledby="leads-heading">
          <h2 id="leads-heading" className="sr-only">
            {copy.caption}
          </h2>
          {d.leads.length === 0 ? (
            <p className="card p-6 text-center text-muted">{d.filtered ? copy.noMatches : copy.noLeads}</p>
          ) : (
            <div className="md:overflow-hidden md:rounded-card md:border md:border-line md:bg-white md:px-2 md:shadow-card">
              <LeadTable leads={d.leads} caption={caption} csrf={d.csrf} returnTo={d.returnTo} notice={d.notice} />
            </div>
          )}
          <Pagination page={d.page} pages={d.pages} hrefs={d.pageHrefs} />
        </section>
      </div>
    </AdminShell>
  );
}
