import type { Route } from "./+types/leads.csv";
import { csvFileName, leadsCsvStream } from "~/lib/admin-csv.server";
import { listQueryString, parseListQuery, toQuoteFilter } from "~/lib/admin-filter.server";
import { ADMIN_HEADERS, adminSettings, notFound, requireSession } from "~/lib/admin-guard.server";
import { indiaDay } from "~/lib/admin-time.server";

/** Every lead matching the list's current filter (not just one page), as a CSV download. */
export function loader({ request, context }: Route.LoaderArgs) {
  const settings = adminSettings(context);
  if (!settings) return notFound();
  const { values } = parseListQuery(new URL(request.url).searchParams);
  requireSession(request, settings, `/admin/leads.csv${listQueryString(values)}`);
  const rows = context.services.quotes.iterate(toQuoteFilter(values));
  return new Response(leadsCsvStream(rows), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName(indiaDay(new Date()))}"`,
    },
  });
}
