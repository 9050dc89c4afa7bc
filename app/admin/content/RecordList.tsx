import { Table, Td, Th, Tr } from "../accounts/ResponsiveTable";
import { FilterField, FilterForm, FilterSelect, filterInputClass } from "../ui/filters";
import { Pagination } from "../ui/Pagination";
import { Time } from "../ui/Time";
import { listCopy as copy } from "./list-copy";
import { LIST_SORTS, LIST_STATUSES, type ListQuery, type ListStatus } from "./list-query";
import type { ListRow } from "./list.server";

const inputClass = `${filterInputClass} min-w-0`;

/** The search, status and sort of a content list: a plain GET to the list's own address. */
export function RecordFilters({
  action,
  query,
  active,
}: {
  action: string;
  query: Omit<ListQuery, "page">;
  active: boolean;
}) {
  return (
    <FilterForm
      headingId="record-filter-heading"
      action={action}
      className="lg:grid-cols-12 lg:items-start"
      buttonsClassName="lg:col-span-12"
      words={copy}
      active={active}
    >
      <FilterField
        id="record-q"
        label={copy.search}
        hint={copy.searchHint}
        className="min-w-0 sm:col-span-2 lg:col-span-6"
      >
        <input
          id="record-q"
          name="q"
          type="search"
          defaultValue={query.q}
          maxLength={200}
          aria-describedby="record-q-hint"
          className={inputClass}
        />
      </FilterField>
      <FilterSelect
        id="record-status"
        name="status"
        label={copy.status}
        value={query.status}
        any={copy.anyStatus}
        options={LIST_STATUSES.map((s) => ({ value: s, label: copy.statuses[s] }))}
        className="min-w-0 lg:col-span-3"
        inputClassName={inputClass}
      />
      <FilterField id="record-sort" label={copy.sort} className="min-w-0 lg:col-span-3">
        <select id="record-sort" name="sort" defaultValue={query.sort} className={inputClass}>
          {LIST_SORTS.map((s) => (
            <option key={s} value={s}>
              {copy.sorts[s]}
            </option>
          ))}
        </select>
      </FilterField>
    </FilterForm>
  );
}

type Paging = {
  total: number;
  shown: { first: number; last: number };
  page: number;
  pages: number;
  pageHrefs: { previous?: string; next?: string };
};

/**
 * A page of records: a table on wide screens, one card per record on phones. The title
 * leads (the address or id under it), then the status and who changed it last, when.
 */
export function RecordList({
  rows,
  paging,
  filtered,
  showCollection = false,
  heading,
}: {
  rows: ListRow[];
  paging: Paging;
  filtered: boolean;
  showCollection?: boolean;
  heading: string;
}) {
  const caption = `${heading}: ${copy.showing(paging.shown.first, paging.shown.last, paging.total)}`;
  return (
    <section aria-labelledby="records-heading" className="grid gap-4">
      <h2 id="records-heading" className="text-xl font-bold text-ink">
        {heading}{" "}
        <span className="text-base font-normal text-muted">
          ({copy.showing(paging.shown.first, paging.shown.last, paging.total)})
        </span>
      </h2>
      {rows.length === 0 ? (
        <p className="card p-6 text-center text-muted">{filtered ? copy.noMatches : copy.empty}</p>
      ) : (
        <div className="lg:overflow-hidden lg:rounded-card lg:border lg:border-line lg:bg-white lg:px-2 lg:shadow-card">
          <Table
            caption={caption}
            head={
              <>
                <Th>{copy.title}</Th>
                {showCollection ? <Th>{copy.collection}</Th> : null}
                <Th>{copy.status}</Th>
                <Th>{copy.edited}</Th>
              </>
            }
          >
            {rows.map((r) => (
              <Tr key={`${r.collection}/${r.id}`}>
                <Td className="font-semibold">
                  <a href={r.href} className="text-brand-700 underline underline-offset-2">
                    {r.title}
                  </a>
                  {r.secondary ? <span className="block text-xs font-normal text-muted">{r.secondary}</span> : null}
                </Td>
                {showCollection ? <Td label={copy.collection}>{r.collectionLabel}</Td> : null}
                <Td label={copy.status}>
                  <StatusBadges statuses={r.statuses} />
                  {r.missing ? <span className="mt-1 block text-xs text-muted">{copy.missing(r.missing)}</span> : null}
                </Td>
                <Td label={copy.edited} className="text-muted">
                  {r.updated ? (
                    <>
                      <Time at={r.updated.at} />
                      {r.updated.by ? <span className="block">{copy.by(r.updated.by)}</span> : null}
                    </>
                  ) : (
                    copy.never
                  )}
                </Td>
              </Tr>
            ))}
          </Table>
        </div>
      )}
      <Pagination page={paging.page} pages={paging.pages} hrefs={paging.pageHrefs} />
    </section>
  );
}

const BADGE: Record<ListStatus, string> = {
  draft: "border-accent-700/40 bg-accent-100 text-ink",
  published: "border-line bg-surface text-ink",
  scheduled: "border-brand-700/30 bg-white text-brand-700",
  hidden: "border-slate-400 bg-white text-muted",
};

function StatusBadges({ statuses }: { statuses: ListStatus[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {statuses.map((s) => (
        <li key={s} className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${BADGE[s]}`}>
          {copy.statuses[s]}
        </li>
      ))}
    </ul>
  );
}
