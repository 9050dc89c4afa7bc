import type { Route } from "./+types/analytics";
import { requireUser } from "#app/admin/auth.server";
import { analyticsCopy as copy } from "#app/admin/analytics/copy";
import { PrivacyNote } from "#app/admin/analytics/PrivacyNote";
import { RangeForm } from "#app/admin/analytics/RangeForm";
import { RankTable } from "#app/admin/analytics/RankTable";
import { SummaryTiles } from "#app/admin/analytics/SummaryTiles";
import { TrafficChart } from "#app/admin/analytics/TrafficChart";
import { parseRange, rangeQueryString } from "#app/admin/analytics/range.server";
import { TABLE_ROWS, toDashboard } from "#app/admin/analytics/view.server";
import { adminPage, loaderPageHeaders } from "#app/admin/page.server";
import { indiaDay } from "#app/admin/time.server";
import { AdminPage } from "#app/admin/ui/AdminPage";
import { NoticeBanner } from "#app/admin/ui/form";
import { adminMeta } from "#app/admin/ui/meta";

/** The analytics dashboard (owners and sales): a period's visitors, pages, sources and the leads they brought. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, "analytics.read");
  const parsed = parseRange(new URL(request.url).searchParams, indiaDay(new Date()));
  const report = await context.services.analytics.report(parsed.range, { limit: TABLE_ROWS });
  return adminPage(signed, request, context, {
    ...toDashboard(report, parsed),
    exportHref: `/admin/analytics.csv${rangeQueryString(parsed.range)}`,
    revenueExportHref: `/admin/analytics-revenue.csv${rangeQueryString(parsed.range)}`,
  });
}

export const headers = loaderPageHeaders;

export const meta = adminMeta(copy.title);

export default function AnalyticsPage({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  return (
    <AdminPage
      siteName={d.siteName}
      account={d.account}
      current="/admin/analytics"
      title={copy.title}
      intro={copy.intro(d.rangeText)}
      actions={
        <>
          <a
            href={d.exportHref}
            className="btn btn-secondary min-h-10 px-4 py-2 text-sm"
            aria-describedby="analytics-export-hint"
            download
          >
            {copy.exportCsv}
          </a>
          <span id="analytics-export-hint" className="sr-only">
            {copy.exportHint}
          </span>
        </>
      }
    >
      <NoticeBanner notice={d.notice} />

      <RangeForm range={d.range} />

      <section aria-labelledby="summary-heading" className="grid gap-4">
        <h2 id="summary-heading" className="sr-only">
          {copy.summaryHeading}
        </h2>
        <SummaryTiles tiles={d.tiles} />
      </section>

      <TrafficChart chart={d.chart} />

      <div className="grid gap-6 xl:grid-cols-2">
        {d.tables.map((table) => (
          <RankTable key={table.id} table={table} />
        ))}
      </div>

      <section aria-labelledby="revenue-heading" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid max-w-3xl gap-1">
            <h2 id="revenue-heading" className="text-xl font-bold text-ink">
              {copy.revenue.heading}
            </h2>
            <p className="text-sm text-muted">{copy.revenue.intro}</p>
          </div>
          <a
            href={d.revenueExportHref}
            className="btn btn-secondary min-h-10 px-4 py-2 text-sm"
            aria-describedby="revenue-export-hint"
            download
          >
            {copy.revenue.exportCsv}
          </a>
          <span id="revenue-export-hint" className="sr-only">
            {copy.revenue.exportHint}
          </span>
        </div>
        <div className="grid gap-6 xl:grid-cols-2">
          {d.revenue.tables.map((table) => (
            <RankTable key={table.id} table={table} level={3} />
          ))}
        </div>
        <p className="rounded-lg border border-line bg-surface px-4 py-3 text-sm text-ink">{d.revenue.unattributed}</p>
      </section>

      <PrivacyNote />
    </AdminPage>
  );
}
