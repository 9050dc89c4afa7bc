import { STATUS_LABELS, STATUS_ORDER, SOURCE_LABELS, SOURCE_ORDER, adminCopy } from "./labels";

const copy = adminCopy.list;

export type FilterValues = { q: string; status: string; source: string; from: string; to: string };

export const fieldClass = "min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-ink";

/** The search and filter form: a plain GET to /admin, so every filter is a shareable address. */
export function LeadFilters({ values, active }: { values: FilterValues; active: boolean }) {
  return (
    <section aria-labelledby="filter-heading" className="card p-5 sm:p-6">
      <h2 id="filter-heading" className="text-lg font-bold text-ink">
        {copy.filterHeading}
      </h2>
      <form method="get" action="/admin" role="search" aria-labelledby="filter-heading" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-12 lg:items-end">
        <div className="grid gap-1.5 sm:col-span-2 lg:col-span-4">
          <label htmlFor="filter-q" className="text-sm font-semibold text-ink">
            {copy.search}
          </label>
          <input
            id="filter-q"
            name="q"
            type="search"
            defaultValue={values.q}
            maxLength={200}
            aria-describedby="filter-q-hint"
            className={fieldClass}
          />
          <span id="filter-q-hint" className="text-xs text-muted">
            {copy.searchHint}
          </span>
        </div>
        <div className="grid gap-1.5 lg:col-span-2 lg:self-start">
          <label htmlFor="filter-status" className="text-sm font-semibold text-ink">
            {copy.status}
          </label>
          <select id="filter-status" name="status" defaultValue={values.status} className={fieldClass}>
            <option value="">{copy.any}</option>
            {STATUS_ORDER.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5 lg:col-span-2 lg:self-start">
          <label htmlFor="filter-source" className="text-sm font-semibold text-ink">
            {copy.source}
          </label>
          <select id="filter-source" name="source" defaultValue={values.source} className={fieldClass}>
            <option value="">{copy.any}</option>
            {SOURCE_ORDER.map((s) => (
              <option key={s} value={s}>
                {SOURCE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5 lg:col-span-2 lg:self-start">
          <label htmlFor="filter-from" className="text-sm font-semibold text-ink">
            {copy.from}
          </label>
          <input id="filter-from" name="from" type="date" defaultValue={values.from} className={fieldClass} />
        </div>
        <div className="grid gap-1.5 lg:col-span-2 lg:self-start">
          <label htmlFor="filter-to" className="text-sm font-semibold text-ink">
            {copy.to}
          </label>
          <input id="filter-to" name="to" type="date" defaultValue={values.to} className={fieldClass} />
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-12">
          <button type="submit" className="btn btn-primary">
            {copy.apply}
          </button>
          {active ? (
            <a href="/admin" className="btn btn-secondary">
              {copy.clear}
            </a>
          ) : null}
        </div>
      </form>
    </section>
  );
}
