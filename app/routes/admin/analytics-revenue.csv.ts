import type { Route } from "./+types/analytics-revenue.csv";
import { ADMIN_HEADERS, requireUser } from "#app/admin/auth.server";
import { revenueCsvFileName } from "#app/admin/analytics/copy";
import { revenueCsvStream } from "#app/admin/analytics/csv.server";
import { parseRange, rangeQueryString } from "#app/admin/analytics/range.server";
import { indiaDay } from "#app/admin/time.server";

/** Won deals and won value per campaign, source, referrer and landing page of the dashboard's period, as a CSV download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { range } = parseRange(new URL(request.url).searchParams, indiaDay(new Date()));
  const signed = await requireUser(request, context, "analytics.read", {
    next: `/admin/analytics${rangeQueryString(range)}`,
  });
  const report = await context.services.analytics.report(range, { limit: 0 });
  await context.services.audit.record({
    actor: signed.user,
    action: "analytics.exported",
    details: { ...range, table: "revenue" },
    ip: signed.ip,
  });
  return new Response(revenueCsvStream(report.revenue), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${revenueCsvFileName(range)}"`,
    },
  });
}
