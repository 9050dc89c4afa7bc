import type { ReactNode } from "react";
import { auditCopy as copy } from "./copy";
import type { AuditActionOption } from "./types";

export type AuditFilterFormValues = { action: string; q: string; from: string; to: string };

const fieldClass = "min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-ink";

/** The audit log's filters: a plain GET to /admin/audit, so every filter is a shareable address (and works without JavaScript). */
export function AuditFilters({
  values,
  actions,
  active,
}: {
  values: AuditFilterFormValues;
  actions: AuditActionOption[];
  active: boolean;
}) {
  return (
    <section aria-labelledby="audit-filter-heading" className="card p-5 sm:p-6">
      <h2 id="audit-filter-heading" className="text-lg font-bold text-ink">
        {copy.filterHeading}
      </h2>
      <form
        method="get"
        action="/admin/audit"
        role="search"
        aria-labelledby="audit-filter-heading"
        className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
      >
        <FilterField id="audit-action" label={copy.action}>
          <select id="audit-action" name="action" defaultValue={values.action} className={fieldClass}>
            <option value="">{copy.any}</option>
            {actions.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="audit-q" label={copy.search} hint={copy.searchHint}>
          <input
            id="audit-q"
            name="q"
            type="search"
            defaultValue={values.q}
            maxLength={200}
            autoComplete="off"
            spellCheck={false}
            aria-describedby="audit-q-hint"
            className={fieldClass}
          />
        </FilterField>
        <FilterField id="audit-from" label={copy.from}>
          <input id="audit-from" name="from" type="date" defaultValue={values.from} className={fieldClass} />
        </FilterField>
        <FilterField id="audit-to" label={copy.to}>
          <input id="audit-to" name="to" type="date" defaultValue={values.to} className={fieldClass} />
        </FilterField>
        <div className="flex flex-wrap gap-3 sm:col-span-2 xl:col-span-4">
          <button type="submit" className="btn btn-primary">
            {copy.apply}
          </button>
          {active ? (
            <a href="/admin/audit" className="btn btn-secondary">
              {copy.clear}
            </a>
          ) : null}
        </div>
      </form>
    </section>
  );
}

function FilterField({
  id,
  label,
  hint,
  className = "",
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`grid content-start gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint ? (
        <span id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
