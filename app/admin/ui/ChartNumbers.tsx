/** One day of a chart's numbers: the day, its long label, and a number per column. */
export type ChartRow = { day: string; longLabel: string; values: number[] };

/**
 * What every back-office chart has under its SVG: the first and last day's labels, and
 * the numbers as a table behind a disclosure (the accessible version of the chart).
 */
export function ChartNumbers({
  summary,
  label,
  dayHeading,
  columns,
  rows,
  first,
  last,
}: {
  summary: string;
  label: string;
  dayHeading: string;
  columns: string[];
  rows: ChartRow[];
  first?: string;
  last?: string;
}) {
  return (
    <>
      {first ? (
        <div className="mt-1.5 flex justify-between text-xs text-muted" aria-hidden="true">
          <span>{first}</span>
          {last && last !== first ? <span>{last}</span> : null}
        </div>
      ) : null}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">{summary}</summary>
        <div
          className="mt-2 max-h-72 overflow-auto rounded-lg border border-line"
          tabIndex={0}
          role="region"
          aria-label={label}
        >
          <table className="w-full text-left">
            <caption className="sr-only">{label}</caption>
            <thead className="sticky top-0 bg-surface">
              <tr>
                <th scope="col" className="px-3 py-1.5 font-semibold">
                  {dayHeading}
                </th>
                {columns.map((c) => (
                  <th key={c} scope="col" className="px-3 py-1.5 text-right font-semibold">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.day} className="border-t border-line">
                  <th scope="row" className="px-3 py-1 font-normal">
                    <time dateTime={r.day}>{r.longLabel}</time>
                  </th>
                  {r.values.map((v, i) => (
                    <td key={columns[i]} className="px-3 py-1 text-right tabular-nums">
                      {v.toLocaleString("en-IN")}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
