import type { Route } from "./+types/audit";
import { requireUser } from "#app/admin/auth.server";
import { AuditFilters } from "#app/admin/audit/AuditFilters";
import { AuditTable } from "#app/admin/audit/AuditTable";
import { auditCopy as copy } from "#app/admin/audit/copy";
import {
  AUDIT_PAGE_SIZE,
  auditQueryString,
  hasAuditFilter,
  parseAuditQuery,
  toAuditFilter,
} from "#app/admin/audit/filter.server";
import { AUDIT_ACTION_OPTIONS, actorNames, toAuditView } from "#app/admin/audit/view.server";
import { adminPage, listPage, loaderPageHeaders } from "#app/admin/page.server";
import { AdminPage } from "#app/admin/ui/AdminPage";
import { adminMeta } from "#app/admin/ui/meta";
import { NoticeBanner } from "#app/admin/ui/form";
import { Pagination } from "#app/admin/ui/Pagination";

/** The audit log (owners only): filters, 50 entries a page, and the same filter as a CSV download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, "audit.read");
  const { values, page } = parseAuditQuery(new URL(request.url).searchParams);
  const [{ items, total }, names] = await Promise.all([
    context.services.audit.list(toAuditFilter(values), {
      limit: AUDIT_PAGE_SIZE,
      offset: (page - 1) * AUDIT_PAGE_SIZE,
    }),
    actorNames(context),
  ]);
  const href = (n: number) => `/admin/audit${auditQueryString(values, n)}`;
  const paging = listPage({ page, size: AUDIT_PAGE_SIZE, total, count: items.length, href });
  return adminPage(signed, request, context, {
    values,
    filtered: hasAuditFilter(values),
    actions: AUDIT_ACTION_OPTIONS,
    entries: items.map((entry) => toAuditView(entry, names)),
    ...paging,
    exportHref: `/admin/audit.csv${auditQueryString(values)}`,
  });
}

export const headers = loaderPageHeaders;

export const meta = adminMeta(copy.title);

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const caption =
    d.total === 0 ? copy.caption : `${copy.caption}: ${copy.showing(d.shown.first, d.shown.last, d.total)}`;
  return (
    <AdminPage
      siteName={d.siteName}
      account={d.account}
      current="/admin/audit"
      title={copy.title}
      intro={`${copy.intro} ${copy.timeZone}`}
      actions={
        <>
          <a
            href={d.exportHref}
            className="btn btn-secondary min-h-10 px-4 py-2 text-sm"
            aria-describedby="audit-export-hint"
            download
          >
            {copy.exportCsv}
          </a>
          <span id="audit-export-hint" className="sr-only">
            {copy.exportHint}
          </span>
        </>
      }
    >
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
    </AdminPage>
  );
}
