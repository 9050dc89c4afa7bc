import { Fragment } from "react";
import { Link } from "react-router";
import type { HomeContent } from "#shared/content/schemas/home";
import type { Service } from "#shared/content/schemas/services";
import { altOf } from "#shared/lib/alt";

type ServiceCard = Pick<Service, "slug" | "name" | "label" | "summary" | "cardImage">;

/** "Our Services": one card per service, each a single link to its page. Anchor id "Services" (/#Services). */
export function ServiceGrid({ content, services }: { content: HomeContent["services"]; services: ServiceCard[] }) {
  return (
    <section id={content.anchorId} aria-labelledby="home-services-heading" className="section">
      <div className="container-page">
        <div className="max-w-2xl">
          {content.eyebrow ? <p className="eyebrow">{content.eyebrow}</p> : null}
          <h2 id="home-services-heading" className="mt-3 text-3xl font-extrabold text-ink sm:text-4xl">
            {content.heading}
          </h2>
          {content.intro ? <p className="mt-4 text-lg text-muted">{content.intro}</p> : null}
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li
              key={service.slug}
              className="card group relative flex flex-col overflow-hidden transition-shadow hover:shadow-lg focus-within:shadow-lg"
            >
              <div className="aspect-[4/3] bg-brand-50">
                <img
                  src={service.cardImage.src}
                  width={service.cardImage.width}
                  height={service.cardImage.height}
                  alt={altOf(service.cardImage)}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
                />
              </div>
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-bold text-ink">
                  <Link
                    to={`/services/${service.slug}`}
                    prefetch="intent"
                    className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
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
                <p className="mt-5 inline-flex items-center gap-2 font-bold text-brand-700" aria-hidden="true">
                  {content.cardCta}
                  <svg
                    viewBox="0 0 20 20"
                    width="18"
                    height="18"
                    focusable="false"
                    className="transition-transform group-hover:translate-x-1"
                  >
                    <path
                      d="M4 10h11M11 5l5 5-5 5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
