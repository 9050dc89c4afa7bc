import type { Route } from "./+types/audit.csv";
import { ADMIN_HEADERS, requireUser } from "#app/admin/auth.server";
import { AUDIT_CSV_COLUMNS, auditCsvFileName } from "#app/admin/audit/copy";
import { auditQueryString, hasAuditFilter, parseAuditQuery, toAuditFilter } from "#app/admin/audit/filter.server";
import { actorNames, auditCsvCells } from "#app/admin/audit/view.server";
import { csvStream } from "#app/admin/csv.server";
import { indiaDay } from "#app/admin/time.server";

/** Every audit entry matching the page's current filter (not just one page), as a CSV download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { values } = parseAuditQuery(new URL(request.url).searchParams);
  // Signed out: back to the audit page with the same filter after signing in.
  const signed = await requireUser(request, context, "audit.read", { next: `/admin/audit${auditQueryString(values)}` });
  const filter = toAuditFilter(values);
  const { audit } = context.services;
  // Which entries left the back office: the filter, when there is one.
  await audit.record({
    actor: signed.user,
    action: "audit.exported",
    details: hasAuditFilter(values) ? filter : undefined,
    ip: signed.ip,
  });
  const names = await actorNames(context);
  return new Response(
    csvStream(audit.iterate(filter), AUDIT_CSV_COLUMNS, (entry) => auditCsvCells(entry, names)),
    {
      headers: {
        ...ADMIN_HEADERS,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${auditCsvFileName(indiaDay(new Date()))}"`,
      },
    },
  );
}
