/**
 * Field-by-field differences (history, conflicts). On wider screens a table whose long
 * values wrap; on phones each field becomes a small card (the field, then "Before" and
 * "After" each under its column name), so nothing scrolls sideways. Explicit roles keep
 * the table semantics when the cells are displayed as blocks.
 */
export function ChangeTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: [string, string, string];
  rows: string[][];
}) {
  return (
    <div className="rounded-lg border border-line bg-white sm:overflow-x-auto">
      <table role="table" className="block w-full text-left text-sm sm:table sm:min-w-[36rem]">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="sr-only bg-surface text-ink sm:not-sr-only sm:table-header-group">
          <tr role="row">
            {columns.map((c) => (
              <th key={c} role="columnheader" scope="col" className="px-3 py-2 font-bold">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="block sm:table-row-group">
          {rows.map(([field, a, b]) => (
            <tr
              key={field}
              role="row"
              className="block border-line py-2 align-top not-first:border-t sm:table-row sm:border-t sm:py-0"
            >
              <th
                role="rowheader"
                scope="row"
                className="block px-3 py-1 font-semibold break-words text-ink sm:table-cell sm:py-2"
              >
                {field}
              </th>
              <td role="cell" className="block px-3 py-1 break-words text-muted sm:table-cell sm:max-w-md sm:py-2">
                <PhoneLabel>{columns[1]}</PhoneLabel>
                <del className="no-underline">{a}</del>
              </td>
              <td role="cell" className="block px-3 py-1 break-words text-ink sm:table-cell sm:max-w-md sm:py-2">
                <PhoneLabel>{columns[2]}</PhoneLabel>
                <ins className="no-underline">{b}</ins>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The column's name above a value on phones, for the eye (screen readers hear the column header). */
function PhoneLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="block text-xs font-semibold tracking-wide text-muted uppercase sm:hidden">
      {children}
    </span>
  );
}
