import { Link } from "react-router";
import { blogPath } from "#shared/lib/blog";
import type { PostLink } from "./types";

type Labels = { neighboursLabel: string; newer: string; older: string; allPosts: string };

/** The newer and older posts in the list, and the way back to all of them. */
export function PostNeighbours({ newer, older, labels }: { newer?: PostLink; older?: PostLink; labels: Labels }) {
  const card = "card flex h-full flex-col gap-1 p-5 hover:border-brand hover:text-brand-700";
  return (
    <nav aria-label={labels.neighboursLabel} className="container-page pb-16 md:pb-20">
      <ul className="grid gap-4 md:grid-cols-2">
        {newer ? (
          <li>
            <Link to={newer.path} prefetch="intent" className={card}>
              <span className="text-sm font-semibold text-muted">
                <span aria-hidden="true">← </span>
                {labels.newer}
              </span>
              <span className="font-bold text-ink">{newer.title}</span>
            </Link>
          </li>
        ) : null}
        {older ? (
          <li className="md:col-start-2">
            <Link to={older.path} prefetch="intent" className={`${card} md:text-right`}>
              <span className="text-sm font-semibold text-muted">
                {labels.older}
                <span aria-hidden="true"> →</span>
              </span>
              <span className="font-bold text-ink">{older.title}</span>
            </Link>
          </li>
        ) : null}
      </ul>
      <p className="mt-6 text-center">
        <Link to={blogPath()} className="btn btn-secondary">
          {labels.allPosts}
        </Link>
      </p>
    </nav>
  );
}
