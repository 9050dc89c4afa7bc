import { data, redirect } from "react-router";
import type { Route } from "./+types/audit";
import { ADMIN_HEADERS, pageHeaders, requireUser } from "~/admin/auth.server";
import { AuditFilters } from "~/admin/audit/AuditFilters";
import { AuditTable } from "~/admin/audit/AuditTable";
import { auditCopy as copy } from "~/admin/audit/copy";
import { AUDIT_PAGE_SIZE, auditQueryString, hasAuditFilter, parseAuditQuery, toAuditFilter } from "~/admin/audit/filter.server";
import { AUDIT_ACTION_OPTIONS, toAuditView } from "~/admin/audit/view.server";
import { adminCopy } from "~/admin/labels";
import { AdminShell } from "~/admin/ui/AdminShell";
import { adminMeta } from "~/admin/ui/meta";
import { NoticeBanner, PageHeading } from "~/admin/ui/form";
import { Pagination } from "~/admin/ui/Pagination";
import { site } from "~/content/site";

/** The audit log (owners only): filters, 50 entries a page, and the same filter as a CSV download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, "audit.read");
  const { values, page } = parseAuditQuery(new URL(request.url).searchParams);
  const { items, total } = await context.services.audit.list(toAuditFilter(values), {
    limit: AUDIT_PAGE_SIZE,
    offset: (page - 1) * AUDIT_PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  // A page past the end (an old link, or a narrower filter): show the last one.
  if (page > pages) throw redirect(`/admin/audit${auditQueryString(values, pages)}`, { status: 303, headers: ADMIN_HEADERS });

  const { headers, notice } = await pageHeaders(signed, request, context);
  const first = total === 0 ? 0 : (page - 1) * AUDIT_PAGE_SIZE + 1;
  return data(
    {
      siteName: site.company.name,
      account: { ...signed.user, csrf: signed.csrf },
      values,
      filtered: hasAuditFilter(values),
      actions: AUDIT_ACTION_OPTIONS,
      entries: items.map(toAuditView),
      total,
      shown: { first, last: first === 0 ? 0 : first + items.length - 1 },
      page,
      pages,
      pageHrefs: {
        previous: page > 1 ? `/admin/audit${auditQueryString(values, page - 1)}` : undefined,
        next: page < pages ? `/admin/audit${auditQueryString(values, page + 1)}` : undefined,
      },
      exportHref: `/admin/audit.csv${auditQueryString(values)}`,
      notice,
    },
    { headers },
  );
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

export const meta = adminMeta(copy.title);

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const caption = d.total === 0 ? copy.caption : `${copy.caption}: ${copy.showing(d.shown.first, d.shown.last, d.total)}`;
  return (
    <AdminShell siteName={d.siteName} account={d.account} current="/admin/audit">
      <div className="container-page grid gap-6 py-8 sm:py-10">
        <PageHeading
          title={copy.title}
          intro={`${copy.intro} ${copy.timeZone}`}
          actions={
            <>
              <a href={d.exportHref} className="btn btn-secondary min-h-10 px-4 py-2 text-sm" aria-describedby="audit-export-hint" download>
                {copy.exportCsv}
              </a>
              <span id="audit-export-hint" className="sr-only">
                {copy.exportHint}
              </span>
            </>
          }
        />
        <NoticeBanner notice={d.notice} />

        <AuditFilters values={d.values} actions={d.actions} active={d.filtered} />

        <section aria-labelledby="audit-heading">
          <h2 id="audit-heading" className="sr-only">
            {copy.caption}
          </h2>
          {d.entries.length === 0 ? (
            <p className="card p-6 text-center text-muted">{d.filtered ? copy.noMatches : copy.empty}</p>
          ) : (
            <div className="lg:rounded-card lg:border lg:border-line lg:bg-white lg:px-2 lg:pb-2 lg:shadow-card">
              <AuditTable entries={d.entries} caption={caption} />
            </div>
          )}
          <Pagination page={d.page} pages={d.pages} hrefs={d.pageHrefs} />
        </section>
      </div>
    </AdminShell>
  );
}
