import type { Route } from "./+types/leads.csv";
import { ADMIN_HEADERS, requireUser } from "#app/admin/auth.server";
import { csvFileName, leadsCsvStream } from "#app/admin/leads/csv.server";
import { listQueryString, parseListQuery, toQuoteFilter } from "#app/admin/leads/filter.server";
import { indiaDay } from "#app/admin/time.server";

/** Every lead matching the list's current filter (not just one page), as a CSV download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { values } = parseListQuery(new URL(request.url).searchParams);
  const signed = await requireUser(request, context, "leads.work", {
    next: `/admin/leads.csv${listQueryString(values)}`,
  });
  const filter = toQuoteFilter(values);
  await context.services.audit.record({
    actor: signed.user,
    action: "leads.exported",
    // The filter, minus the search text (it may be a visitor's name or number).
    details: Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, k === "search" ? "(text)" : String(v)])),
    ip: signed.ip,
  });
  const rows = context.services.quotes.iterate(filter);
  return new Response(leadsCsvStream(rows), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName(indiaDay(new Date()))}"`,
    },
  });
}
