import { analyticsCopy as copy } from "./copy";
import type { TableView } from "./types";

/**
 * One of the dashboard's "top" tables in its card: a heading and a line saying what
 * it counts, then a real table (caption, column and row headers). Long names wrap;
 * should the table still be wider than a phone, it scrolls inside its own box,
 * which can take the keyboard focus and is named after the table (and is the box the
 * screen-reader-only headers are placed in, so they never widen the page).
 */
export function RankTable({ table, level = 2 }: { table: TableView; level?: 2 | 3 }) {
  const headingId = `${table.id}-heading`;
  // Inside a section of its own (revenue), the table's heading sits one level below.
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={headingId} className="card min-w-0 p-4 sm:p-6">
      <Heading id={headingId} className="text-lg font-bold text-ink">
        {table.heading}
      </Heading>
      <p className="mt-1 text-sm text-muted">{table.intro}</p>
      {table.rows.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-line bg-surface px-4 py-3 text-sm text-muted">
          {table.empty}
        </p>
      ) : (
        <div
          className="relative mt-4 overflow-x-auto rounded-lg border border-line"
          tabIndex={0}
          role="region"
          aria-label={table.caption}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{table.caption}</caption>
            <thead className="bg-surface">
              <tr>
                {table.columns.map((c) => (
                  <th
                    key={c.label}
                    scope="col"
                    className={`px-2 py-2 font-semibold text-ink sm:px-3 ${c.numeric ? "whitespace-nowrap text-right" : "w-full"}`}
                  >
                    {c.short ? (
                      <>
                        <span aria-hidden="true" className="sm:hidden">
                          {c.short}
                        </span>
                        <span className="sr-only sm:not-sr-only">{c.label}</span>
                      </>
                    ) : (
                      c.label
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((r) => (
                <tr key={r.key} className="border-t border-line align-top">
                  <th scope="row" className="min-w-20 px-2 py-2 font-normal sm:px-3 text-ink [overflow-wrap:anywhere]">
                    {r.code ? <span className="font-mono text-[0.8125rem]">{r.label}</span> : r.label}
                  </th>
                  {r.cells.map((cell, i) => (
                    <td key={i} className="whitespace-nowrap px-2 py-2 text-right sm:px-3 tabular-nums text-ink">
                      {r.bar !== undefined && i === r.cells.length - 1 ? <ShareBar share={r.bar} /> : null}
                      {cell ?? <NotAvailable />}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A share drawn as a small bar beside its number (the number says it; the bar is for the eye). */
function ShareBar({ share }: { share: number }) {
  const width = Math.max(0, Math.min(1, share)) * 100;
  return (
    <svg
      viewBox="0 0 100 8"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      className="mr-2 inline-block h-2 w-12 align-middle sm:w-16"
    >
      <rect x="0" y="0" width="100" height="8" rx="4" fill="#E0E7FF" />
      {width > 0 ? <rect x="0" y="0" width={width} height="8" rx="4" fill="#4338CA" /> : null}
    </svg>
  );
}

/** No value: a dash for the eye, words for screen readers. */
function NotAvailable() {
  return (
    <>
      <span aria-hidden="true" className="text-muted">
        {copy.notAvailable}
      </span>
      <span className="sr-only">{copy.notAvailableLabel}</span>
    </>
  );
}
