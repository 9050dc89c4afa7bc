import type { Route } from "./+types/analytics.csv";
import { ADMIN_HEADERS, requireUser } from "#app/admin/auth.server";
import { analyticsCsvFileName } from "#app/admin/analytics/copy";
import { analyticsCsvStream } from "#app/admin/analytics/csv.server";
import { parseRange, rangeQueryString } from "#app/admin/analytics/range.server";
import { indiaDay } from "#app/admin/time.server";

/** The daily rows of the dashboard's period (every dimension, not only the top ten), as a CSV download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { range } = parseRange(new URL(request.url).searchParams, indiaDay(new Date()));
  // Signed out: back to the dashboard with the same period after signing in.
  const signed = await requireUser(request, context, "analytics.read", {
    next: `/admin/analytics${rangeQueryString(range)}`,
  });
  await context.services.audit.record({
    actor: signed.user,
    action: "analytics.exported",
    details: { ...range },
    ip: signed.ip,
  });
  return new Response(analyticsCsvStream(context.services.analytics.dailyRows(range)), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${analyticsCsvFileName(range)}"`,
    },
  });
}
