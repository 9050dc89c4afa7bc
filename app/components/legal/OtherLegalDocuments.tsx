import { Link } from "react-router";

type Props = { heading: string; documents: { path: string; shortTitle: string }[] };

/** Links to the other legal documents, at the end of each one. */
export function OtherLegalDocuments({ heading, documents }: Props) {
  return (
    <nav aria-labelledby="legal-other-heading" className="mt-16 border-t border-line pt-10">
      <h2 id="legal-other-heading" className="text-xl font-bold text-ink">
        {heading}
      </h2>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2">
        {documents.map((doc) => (
          <li key={doc.path}>
            <Link
              to={doc.path}
              className="group flex h-full min-h-14 items-center justify-between gap-3 rounded-xl border border-line bg-white px-4 py-3 font-semibold text-ink transition-colors hover:border-brand hover:text-brand-700"
            >
              <span>{doc.shortTitle}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                width="20"
                height="20"
                className="shrink-0 text-brand transition-transform group-hover:translate-x-0.5"
              >
                <path
                  d="M7 4l6 6-6 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
