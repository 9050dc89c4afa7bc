import { useId } from "react";
import { Link } from "react-router";
import { ContentImage, GRID_QUARTERS, GRID_THIRDS } from "#app/components/ui/ContentImage";
import type { Image } from "#shared/content/schemas/common";

export type WorkCard = { slug: string; name: string; company: string; summary: string; cardImage: Image };

/** "Our Work": portfolio projects, each card linking to /portfolio/{slug}. */
export function ServiceWorkGrid({
  heading,
  intro,
  linkLabel,
  projects,
}: {
  heading: string;
  intro: string;
  linkLabel: string;
  projects: WorkCard[];
}) {
  const headingId = useId();
  const four = projects.length === 4;
  return (
    <section aria-labelledby={headingId} className="section" data-section="our-work">
      <div className="container-page">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-3xl font-extrabold text-ink sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-4 text-lg text-muted">{intro}</p>
        </div>
        <ul className={`mt-12 grid gap-6 sm:grid-cols-2 ${four ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
          {projects.map((project) => (
            <li
              key={project.slug}
              className="card group relative flex flex-col overflow-hidden transition-shadow hover:shadow-lg has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand"
            >
              <ContentImage
                image={project.cardImage}
                sizes={four ? GRID_QUARTERS : GRID_THIRDS}
                loading="lazy"
                decoding="async"
                className="h-auto w-full bg-brand-50"
              />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-semibold text-brand-700">{project.company}</p>
                <h3 className="mt-1 text-xl font-bold text-ink">
                  {/* The title link covers the whole card, so the card is one tab stop. */}
                  <Link
                    to={`/portfolio/${project.slug}`}
                    className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                  >
                    {project.name}
                  </Link>
                </h3>
                <p className="mt-2 flex-1 text-muted">{project.summary}</p>
                <span aria-hidden="true" className="mt-4 font-bold text-brand group-hover:underline">
                  {linkLabel} →
                </span>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
