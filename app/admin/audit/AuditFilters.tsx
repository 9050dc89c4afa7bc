import { DateRangeFields, FilterField, FilterForm, FilterSelect, filterInputClass } from "../ui/filters";
import { auditCopy as copy } from "./copy";
import type { AuditActionOption } from "./types";

export type AuditFilterFormValues = { action: string; q: string; from: string; to: string };

const field = "content-start";

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
    <FilterForm
      headingId="audit-filter-heading"
      action="/admin/audit"
      className="xl:grid-cols-4"
      buttonsClassName="xl:col-span-4"
      words={copy}
      active={active}
    >
      <FilterSelect
        id="audit-action"
        name="action"
        label={copy.action}
        value={values.action}
        any={copy.any}
        options={actions}
        className={field}
        inputClassName={filterInputClass}
      />
      <FilterField id="audit-q" label={copy.search} hint={copy.searchHint} className={field}>
        <input
          id="audit-q"
          name="q"
          type="search"
          defaultValue={values.q}
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          aria-describedby="audit-q-hint"
          className={filterInputClass}
        />
      </FilterField>
      <DateRangeFields
        idPrefix="audit"
        values={values}
        labels={{ from: copy.from, to: copy.to }}
        className={field}
        inputClassName={filterInputClass}
      />
    </FilterForm>
  );
}
