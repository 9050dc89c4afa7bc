import type { ReactNode } from "react";

/**
 * The pieces of the back office's filter forms (the leads inbox, the audit log): a
 * card with an h2 holding a plain GET form to the list's own address, so that every
 * filter is a shareable address and works without JavaScript.
 */

/** The look of a filter's control; a form may add to it. */
export const filterInputClass = "min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-ink";

type FilterFormProps = {
  /** The h2's id; the search form is labelled by it too. */
  headingId: string;
  /** The list's address: where the form goes, and what "Clear" leads back to. */
  action: string;
  /** The form's grid at wide widths (columns, alignment). */
  className: string;
  /** The buttons' row: spans the whole grid. */
  buttonsClassName: string;
  words: { filterHeading: string; apply: string; clear: string };
  /** A filter is in force: offer to clear it. */
  active: boolean;
  /** Where "Clear" leads, when not to `action` itself (e.g. keeping a view chosen outside the form). */
  clearHref?: string;
  children: ReactNode;
};

export function FilterForm({
  headingId,
  action,
  className,
  buttonsClassName,
  words,
  active,
  clearHref,
  children,
}: FilterFormProps) {
  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {words.filterHeading}
      </h2>
      <form
        method="get"
        action={action}
        role="search"
        aria-labelledby={headingId}
        className={`mt-4 grid gap-4 sm:grid-cols-2 ${className}`}
      >
        {children}
        <div className={`flex flex-wrap gap-3 sm:col-span-2 ${buttonsClassName}`}>
          <button type="submit" className="btn btn-primary">
            {words.apply}
          </button>
          {active ? (
            <a href={clearHref ?? action} className="btn btn-secondary">
              {words.clear}
            </a>
          ) : null}
        </div>
      </form>
    </section>
  );
}

/** One filter: its label above its control (whose id is `id`), and an optional hint below (`${id}-hint`). */
export function FilterField({
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
    <div className={`grid gap-1.5 ${className}`}>
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

/** A choice among fixed values, or "any" (empty). */
export function FilterSelect(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  any: string;
  options: readonly { value: string; label: string }[];
  className?: string;
  inputClassName: string;
}) {
  return (
    <FilterField id={props.id} label={props.label} className={props.className}>
      <select id={props.id} name={props.name} defaultValue={props.value} className={props.inputClassName}>
        <option value="">{props.any}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** A span of days: two date fields named `from` and `to` (ids `${idPrefix}-from`, `${idPrefix}-to`). */
export function DateRangeFields({
  idPrefix,
  values,
  labels,
  className,
  inputClassName,
}: {
  idPrefix: string;
  values: { from: string; to: string };
  labels: { from: string; to: string };
  className?: string;
  inputClassName: string;
}) {
  return (
    <>
      <FilterField id={`${idPrefix}-from`} label={labels.from} className={className}>
        <input id={`${idPrefix}-from`} name="from" type="date" defaultValue={values.from} className={inputClassName} />
      </FilterField>
      <FilterField id={`${idPrefix}-to`} label={labels.to} className={className}>
        <input id={`${idPrefix}-to`} name="to" type="date" defaultValue={values.to} className={inputClassName} />
      </FilterField>
    </>
  );
}

/** A filter that is on or off: a checkbox beside its label, as tall as the other filters. */
export function FilterCheckbox(props: {
  id: string;
  name: string;
  value: string;
  label: string;
  checked: boolean;
  className?: string;
}) {
  return (
    <div className={`flex min-h-11 items-center gap-2 ${props.className ?? ""}`}>
      <input
        id={props.id}
        type="checkbox"
        name={props.name}
        value={props.value}
        defaultChecked={props.checked}
        className="size-5 shrink-0 accent-brand-700"
      />
      <label htmlFor={props.id} className="font-semibold text-ink">
        {props.label}
      </label>
    </div>
  );
}
