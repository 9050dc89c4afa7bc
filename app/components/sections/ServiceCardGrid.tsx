import { Fragment, useId } from "react";
import { Link } from "react-router";
import { ContentImage, GRID_THIRDS } from "#app/components/ui/ContentImage";
import type { Image } from "#shared/content/schemas/common";

export type ServiceCard = { slug: string; label: string[]; summary: string; cardImage: Image };

/** The services overview grid: image, multi-line label, short text, link to /services/{slug}. */
export function ServiceCardGrid({
  heading,
  linkLabel,
  services,
}: {
  heading: string;
  linkLabel: string;
  services: ServiceCard[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="section" data-section="service-cards">
      <div className="container-page">
        <h2 id={headingId} className="text-3xl font-extrabold text-ink sm:text-4xl">
          {heading}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li
              key={service.slug}
              className="card group relative flex flex-col overflow-hidden transition-shadow hover:shadow-lg has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand"
            >
              <ContentImage
                image={service.cardImage}
                sizes={GRID_THIRDS}
                loading="lazy"
                decoding="async"
                className="h-auto w-full"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-2xl font-extrabold text-ink">
                  <Link
                    to={`/services/${service.slug}`}
                    className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                  >
                    {service.label.map((line, i) => (
                      <Fragment key={line}>
                        {i > 0 ? <br /> : null}
                        {line}
                      </Fragment>
                    ))}
                  </Link>
                </h3>
                <p className="mt-3 flex-1 text-muted">{service.summary}</p>
                <span aria-hidden="true" className="mt-5 font-bold text-brand group-hover:underline">
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
