import { STATUS_LABELS, STATUS_ORDER, SOURCE_LABELS, SOURCE_ORDER, adminCopy } from "../labels";
import { DateRangeFields, FilterField, FilterForm, FilterSelect, filterInputClass } from "../ui/filters";

const copy = adminCopy.list;

export type FilterValues = { q: string; status: string; source: string; from: string; to: string };

/** Fields shrink with their grid track (the filters share the width with the sidebar). */
const inputClass = `${filterInputClass} min-w-0`;
/** A narrow filter: two of the twelve columns on wide screens. */
const narrow = "min-w-0 xl:col-span-2 xl:self-start";

/** The search and filter form: a plain GET to /admin, so every filter is a shareable address. */
export function LeadFilters({ values, active }: { values: FilterValues; active: boolean }) {
  return (
    <FilterForm
      headingId="filter-heading"
      action="/admin"
      className="xl:grid-cols-12 xl:items-end"
      buttonsClassName="xl:col-span-12"
      words={copy}
      active={active}
    >
      <FilterField id="filter-q" label={copy.search} hint={copy.searchHint} className="sm:col-span-2 xl:col-span-4">
        <input
          id="filter-q"
          name="q"
          type="search"
          defaultValue={values.q}
          maxLength={200}
          aria-describedby="filter-q-hint"
          className={inputClass}
        />
      </FilterField>
      <Choice name="status" label={copy.status} value={values.status} options={STATUS_ORDER} labels={STATUS_LABELS} />
      <Choice name="source" label={copy.source} value={values.source} options={SOURCE_ORDER} labels={SOURCE_LABELS} />
      <DateRangeFields idPrefix="filter" values={values} labels={{ from: copy.from, to: copy.to }} className={narrow} inputClassName={inputClass} />
    </FilterForm>
  );
}

/** A narrow choice among fixed values, or "any" (empty); its id is `filter-${name}`. */
function Choice<V extends string>(props: { name: string; label: string; value: string; options: readonly V[]; labels: Record<V, string> }) {
  return (
    <FilterSelect
      id={`filter-${props.name}`}
      name={props.name}
      label={props.label}
      value={props.value}
      any={copy.any}
      options={props.options.map((v) => ({ value: v, label: props.labels[v] }))}
      className={narrow}
      inputClassName={inputClass}
    />
  );
}
