import { Table, Td, Th, Tr } from "../accounts/ResponsiveTable";
import { seoCopy } from "./copy";
import type { SeoOverviewRow } from "./overview.server";

const copy = seoCopy.overview;

/** The pages with their search texts and problems: a table on wide screens, cards on phones. */
export function SeoOverviewTable({ rows }: { rows: SeoOverviewRow[] }) {
  if (rows.length === 0) return <p className="card p-6 text-center text-muted">{copy.empty}</p>;
  return (
    <div className="lg:overflow-hidden lg:rounded-card lg:border lg:border-line lg:bg-white lg:px-2 lg:shadow-card">
      <Table
        caption={copy.caption}
        head={
          <>
            <Th>{copy.page}</Th>
            <Th>{copy.texts}</Th>
            <Th>{copy.problems}</Th>
          </>
        }
      >
        {rows.map((r) => (
          <Tr key={r.id}>
            <Td className="font-semibold lg:w-48">
              <a href={r.href} className="text-brand-700 underline underline-offset-2">
                {r.path}
                <span className="sr-only"> — {copy.edit(r.path)}</span>
              </a>
            </Td>
            <Td label={copy.texts}>
              <p className="font-semibold text-ink">{r.title}</p>
              <p className="text-xs text-muted">
                {seoCopy.field.title}: {r.titleLength.text}
              </p>
              <p className="mt-1 text-sm text-muted">{r.description}</p>
              <p className="text-xs text-muted">
                {seoCopy.field.description}: {r.descriptionLength.text}
              </p>
            </Td>
            <Td label={copy.problems} className="lg:w-64">
              {r.problems.length ? (
                <ul className="grid gap-1" data-testid="seo-problems">
                  {r.problems.map((p) => (
                    <li key={p} className="font-semibold text-error">
                      <span aria-hidden="true">⚠ </span>
                      {p}
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="text-success">{copy.none}</span>
              )}
            </Td>
          </Tr>
        ))}
      </Table>
    </div>
  );
}
