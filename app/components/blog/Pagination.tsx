import { Link } from "react-router";
import { blogPath } from "#shared/lib/blog";
import { fill } from "#shared/lib/fill";

type Labels = { label: string; newer: string; older: string; page: string; status: string };

/**
 * The list's pages: newer (rel="prev") and older (rel="next") links and every page
 * number, the current one marked with aria-current. Nothing when there is one page.
 */
export function Pagination({ page, pages, labels }: { page: number; pages: number; labels: Labels }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.label} className="mt-12 flex flex-col items-center gap-4">
      <p className="text-sm text-muted">{fill(labels.status, { page, pages })}</p>
      <div className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <Link to={blogPath(page - 1)} rel="prev" prefetch="intent" className="btn btn-secondary">
            <span aria-hidden="true">←</span> {labels.newer}
          </Link>
        ) : null}
        <ul className="flex flex-wrap justify-center gap-1">
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <li key={n}>
              <Link
                to={blogPath(n)}
                aria-label={fill(labels.page, { page: n })}
                aria-current={n === page ? "page" : undefined}
                className={`inline-flex size-11 items-center justify-center rounded-lg font-semibold ${
                  n === page ? "bg-brand text-white" : "text-ink hover:bg-brand-50 hover:text-brand-700"
                }`}
              >
                {n}
              </Link>
            </li>
          ))}
        </ul>
        {page < pages ? (
          <Link to={blogPath(page + 1)} rel="next" prefetch="intent" className="btn btn-secondary">
            {labels.older} <span aria-hidden="true">→</span>
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
