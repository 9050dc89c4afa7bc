import { STATUS_LABELS, STATUS_ORDER, SOURCE_LABELS, SOURCE_ORDER, adminCopy } from "../labels";

const copy = adminCopy.list;

export type FilterValues = { q: string; status: string; source: string; from: string; to: string };

export const fieldClass = "min-h-11 w-full min-w-0 rounded-lg border border-slate-500 bg-white px-3 py-2 text-ink";

/** The search and filter form: a plain GET to /admin, so every filter is a shareable address. */
export function LeadFilters({ values, active }: { values: FilterValues; active: boolean }) {
  return (
    <section aria-labelledby="filter-heading" className="card p-5 sm:p-6">
      <h2 id="filter-heading" className="text-lg font-bold text-ink">
        {copy.filterHeading}
      </h2>
      <form method="get" action="/admin" role="search" aria-labelledby="filter-heading" className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-12 xl:items-end">
        <div className="grid gap-1.5 sm:col-span-2 xl:col-span-4">
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
        <FilterSelect name="status" label={copy.status} value={values.status} options={STATUS_ORDER} labels={STATUS_LABELS} />
        <FilterSelect name="source" label={copy.source} value={values.source} options={SOURCE_ORDER} labels={SOURCE_LABELS} />
        <FilterField name="from" label={copy.from}>
          <input id="filter-from" name="from" type="date" defaultValue={values.from} className={fieldClass} />
        </FilterField>
        <FilterField name="to" label={copy.to}>
          <input id="filter-to" name="to" type="date" defaultValue={values.to} className={fieldClass} />
        </FilterField>
        <div className="flex flex-wrap gap-3 sm:col-span-2 xl:col-span-12">
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

/** One narrow filter: its label above its control, whose id is `filter-${name}`. */
function FilterField({ name, label, children }: { name: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1.5 xl:col-span-2 xl:self-start">
      <label htmlFor={`filter-${name}`} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A choice among fixed values, or "any" (empty). */
function FilterSelect<V extends string>(props: {
  name: string;
  label: string;
  value: string;
  options: readonly V[];
  labels: Record<V, string>;
}) {
  return (
    <FilterField name={props.name} label={props.label}>
      <select id={`filter-${props.name}`} name={props.name} defaultValue={props.value} className={fieldClass}>
        <option value="">{copy.any}</option>
        {props.options.map((v) => (
          <option key={v} value={v}>
            {props.labels[v]}
          </option>
        ))}
      </select>
    </FilterField>
  );
}
