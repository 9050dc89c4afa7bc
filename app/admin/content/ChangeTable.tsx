/** Field-by-field differences (history, conflicts): long values wrap, the table scrolls on phones. */
export function ChangeTable({ caption, columns, rows }: { caption: string; columns: [string, string, string]; rows: string[][] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-white">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface text-ink">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 font-bold">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([field, a, b]) => (
            <tr key={field} className="border-t border-line align-top">
              <th scope="row" className="px-3 py-2 font-mono text-xs font-semibold text-ink">
                {field}
              </th>
              <td className="max-w-md break-words px-3 py-2 text-muted">
                <del className="no-underline">{a}</del>
              </td>
              <td className="max-w-md break-words px-3 py-2 text-ink">
                <ins className="no-underline">{b}</ins>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
