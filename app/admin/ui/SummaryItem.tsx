import type { ReactNode } from "react";

/**
 * One fact at the top of a record's page (a lead's, an application's): its term, its value, and
 * where the value came from when that matters (a detail a merge brought to a lead).
 */
export function SummaryItem({ term, children, from }: { term: string; children: ReactNode; from?: string }) {
  return (
    <div className="grid min-w-0 content-start gap-0.5">
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="min-w-0 text-ink">
        {children}
        {from ? <span className="block text-sm text-muted">{from}</span> : null}
      </dd>
    </div>
  );
}
