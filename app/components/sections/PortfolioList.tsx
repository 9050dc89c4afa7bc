import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ContentImage } from "#app/components/ui/ContentImage";
import type { Image } from "#shared/content/schemas/common";
import type { PortfolioPage, ProjectStat } from "#shared/content/schemas/portfolio";

export type PortfolioListItem = {
  slug: string;
  company: string;
  listName: string;
  listImage: Image;
  answer: string;
  stats: ProjectStat[];
};

type Labels = PortfolioPage["list"];

/**
 * The portfolio list: `initialCount` projects first, `step` more per "View More",
 * and the button disappears once everything is shown (spec §4, §9).
 *
 * Why not `?show=23`: /portfolio is prerendered and served as a static file, so a
 * query string never reaches the loader. Instead the server HTML carries the
 * remaining projects inside <noscript> and "View More" is a link to them
 * (#more-projects); with JavaScript it becomes a button that reveals them in place.
 * Nothing collapses after load, so there is no layout shift.
 */
export function PortfolioList({ projects, labels }: { projects: PortfolioListItem[]; labels: Labels }) {
  const [shown, setShown] = useState(Math.min(labels.initialCount, projects.length));
  const [enhanced, setEnhanced] = useState(false);
  const focusIndex = useRef<number | null>(null);
  const headingLinks = useRef<(HTMLAnchorElement | null)[]>([]);

  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (focusIndex.current === null) return;
    headingLinks.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [shown]);

  const viewMore = () => {
    focusIndex.current = shown;
    setShown((n) => Math.min(n + labels.step, projects.length));
  };
  const hidden = projects.slice(shown);

  return (
    <>
      <ul className="grid gap-10 md:gap-16">
        {projects.slice(0, shown).map((project, i) => (
          <li key={project.slug}>
            <PortfolioRow
              project={project}
              labels={labels}
              index={i}
              linkRef={(el) => {
                headingLinks.current[i] = el;
              }}
            />
          </li>
        ))}
      </ul>
      {!enhanced && hidden.length > 0 && (
        <noscript>
          <ul id="more-projects" className="mt-10 grid gap-10 md:mt-16 md:gap-16">
            {hidden.map((project, i) => (
              <li key={project.slug}>
                <PortfolioRow project={project} labels={labels} index={shown + i} />
              </li>
            ))}
          </ul>
        </noscript>
      )}
      {hidden.length > 0 && (
        <div className="mt-12 flex justify-center">
          {enhanced ? (
            <button type="button" className="btn btn-primary min-w-44" onClick={viewMore}>
              {labels.viewMoreLabel}
            </button>
          ) : (
            <a href="#more-projects" className="btn btn-primary min-w-44">
              {labels.viewMoreLabel}
            </a>
          )}
        </div>
      )}
    </>
  );
}

function PortfolioRow({
  project,
  labels,
  index,
  linkRef,
}: {
  project: PortfolioListItem;
  labels: Labels;
  index: number;
  linkRef?: (el: HTMLAnchorElement | null) => void;
}) {
  const href = `/portfolio/${project.slug}`;
  const flip = index % 2 === 1;
  return (
    <article className="card grid overflow-hidden md:grid-cols-2">
      <div className={`bg-surface ${flip ? "md:order-2" : ""}`}>
        <ContentImage
          image={project.listImage}
          sizes="(min-width: 1200px) 576px, (min-width: 768px) 50vw, 100vw"
          loading={index === 0 ? "eager" : "lazy"}
          decoding="async"
          className="h-auto w-full md:h-full md:object-cover"
        />
      </div>
      <div className="flex flex-col p-6 sm:p-8 lg:p-10">
        <p className="eyebrow">{project.company}</p>
        <h2 className="mt-2 text-2xl font-extrabold sm:text-3xl">
          <Link ref={linkRef} to={href} className="hover:text-brand-700 hover:underline">
            {labels.projectPrefix}
            {project.listName}
          </Link>
        </h2>
        <p className="mt-4 text-muted">{project.answer}</p>
        <h3 className="sr-only">{labels.statsLabel}</h3>
        <dl className="mt-6 grid grid-cols-2 gap-4">
          {project.stats.map((stat) => (
            <div key={stat.text} className="flex flex-col-reverse rounded-xl bg-brand-50 p-4">
              <dt className="mt-1 text-sm font-semibold text-ink">{stat.text}</dt>
              <dd className="text-3xl font-extrabold text-brand-700">{stat.percentage}%</dd>
            </div>
          ))}
        </dl>
        <div className="mt-8">
          <Link to={href} className="btn btn-secondary">
            {labels.openLabel}
            <span className="sr-only">: {project.listName}</span>
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                d="M4 10h11m-4-4 4 4-4 4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </Link>
        </div>
      </div>
    </article>
  );
}
