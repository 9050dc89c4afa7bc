import { STATUS_LABELS, STATUS_ORDER, SOURCE_LABELS, SOURCE_ORDER, adminCopy } from "../labels";
import { DateRangeFields, FilterField, FilterForm, FilterSelect, filterInputClass } from "../ui/filters";

const copy = adminCopy.list;

export type FilterValues = {
  view: string;
  q: string;
  status: string;
  source: string;
  from: string;
  to: string;
  campaign: string;
  landing: string;
};

/** The campaigns and landing pages that leads came with: the choices of those two filters. */
export type AttributionChoices = { campaigns: string[]; landingPages: string[] };

/** Fields shrink with their grid track (the filters share the width with the sidebar). */
const inputClass = `${filterInputClass} min-w-0`;
/** A narrow filter: two of the twelve columns on wide screens. */
const narrow = "min-w-0 xl:col-span-2 xl:self-start";
/** A half-width filter on wide screens (campaign, landing page: their values can be long). */
const half = "min-w-0 xl:col-span-6 xl:self-start";

/**
 * The search and filter form: a plain GET to /admin, so every filter is a shareable address.
 * The view chosen above the list (Mine, Unassigned, Overdue) rides along, and "Clear" keeps it.
 */
export function LeadFilters({
  values,
  active,
  choices,
}: {
  values: FilterValues;
  active: boolean;
  choices: AttributionChoices;
}) {
  return (
    <FilterForm
      headingId="filter-heading"
      action="/admin"
      clearHref={values.view ? `/admin?${new URLSearchParams({ view: values.view })}` : undefined}
      className="xl:grid-cols-12 xl:items-end"
      buttonsClassName="xl:col-span-12"
      words={copy}
      active={active}
    >
      {values.view ? <input type="hidden" name="view" value={values.view} /> : null}
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
      <DateRangeFields
        idPrefix="filter"
        values={values}
        labels={{ from: copy.from, to: copy.to }}
        className={narrow}
        inputClassName={inputClass}
      />
      <Existing name="campaign" label={copy.campaign} value={values.campaign} options={choices.campaigns} />
      <Existing name="landing" label={copy.landingPage} value={values.landing} options={choices.landingPages} />
    </FilterForm>
  );
}

/** A narrow choice among fixed values, or "any" (empty); its id is `filter-${name}`. */
function Choice<V extends string>(props: {
  name: string;
  label: string;
  value: string;
  options: readonly V[];
  labels: Record<V, string>;
}) {
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

/**
 * A choice among the values that leads came with, or "any". A value from the address
 * that the (capped) list lacks is offered too, so the form shows the filter in force
 * and applying it again keeps it.
 */
function Existing(props: { name: string; label: string; value: string; options: readonly string[] }) {
  const options = props.value && !props.options.includes(props.value) ? [props.value, ...props.options] : props.options;
  return (
    <FilterSelect
      id={`filter-${props.name}`}
      name={props.name}
      label={props.label}
      value={props.value}
      any={copy.any}
      options={options.map((v) => ({ value: v, label: v }))}
      className={half}
      inputClassName={inputClass}
    />
  );
}
