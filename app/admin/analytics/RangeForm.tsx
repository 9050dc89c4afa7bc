import { FilterField, filterInputClass } from "../ui/filters";
import { analyticsCopy } from "./copy";
import type { RangeView } from "./types";

const copy = analyticsCopy.range;

/**
 * The period: the quick choices as plain links, and two India days in a plain GET
 * form to the page itself, so every period is a shareable address and works
 * without JavaScript.
 */
export function RangeForm({ range }: { range: RangeView }) {
  const notes = range.notes.map((note) => copy[note]);
  return (
    <section aria-labelledby="range-heading" className="card p-5 sm:p-6">
      <h2 id="range-heading" className="text-lg font-bold text-ink">
        {copy.heading}
      </h2>
      {notes.length ? (
        <p className="mt-3 rounded-lg border border-accent-700/40 bg-accent-100 px-4 py-3 text-sm text-ink">
          <span aria-hidden="true">⚠ </span>
          {notes.join(" ")}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
        <span id="range-presets-label" className="text-sm font-semibold text-ink">
          {copy.presetsLabel}
        </span>
        <ul aria-labelledby="range-presets-label" className="flex flex-wrap gap-2">
          {range.presets.map((p) => {
            const here = range.preset === p.days;
            return (
              <li key={p.days}>
                <a
                  href={p.href}
                  aria-current={here ? "true" : undefined}
                  className={`inline-flex min-h-10 items-center rounded-full border px-4 py-1.5 text-sm font-semibold ${
                    here
                      ? "border-brand bg-brand text-white"
                      : "border-slate-400 bg-white text-brand-700 hover:bg-brand-50"
                  }`}
                >
                  {p.label}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
      <form
        method="get"
        action="/admin/analytics"
        aria-labelledby="range-heading"
        className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end lg:max-w-3xl"
      >
        <FilterField id="range-from" label={copy.from}>
          <input
            id="range-from"
            name="from"
            type="date"
            required
            defaultValue={range.from}
            aria-describedby="range-hint"
            className={`${filterInputClass} min-w-0`}
          />
        </FilterField>
        <FilterField id="range-to" label={copy.to}>
          <input
            id="range-to"
            name="to"
            type="date"
            required
            defaultValue={range.to}
            aria-describedby="range-hint"
            className={`${filterInputClass} min-w-0`}
          />
        </FilterField>
        <button type="submit" className="btn btn-primary">
          {copy.apply}
        </button>
        <p id="range-hint" className="text-sm text-muted sm:col-span-3">
          {copy.hint}
        </p>
      </form>
    </section>
  );
}
