import { adminCopy } from "../labels";

const copy = adminCopy.list;

type Props = { page: number; pages: number; hrefs: { previous?: string; next?: string } };

/** Previous / next links between pages of the list (plain links: they keep the filter). */
export function Pagination({ page, pages, hrefs }: Props) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={copy.pagination} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {hrefs.previous ? (
        <a href={hrefs.previous} rel="prev" className="btn btn-secondary">
          {copy.previous}
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm font-semibold text-muted">{copy.page(page, pages)}</p>
      {hrefs.next ? (
        <a href={hrefs.next} rel="next" className="btn btn-secondary">
          {copy.next}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
