import { Link } from "react-router";
import { telHref } from "#shared/lib/phone";
import { ContentImage } from "#app/components/ui/ContentImage";
import type { Image } from "#shared/content/schemas/common";

type Phone = { display: string };

/**
 * The opening banner of a service or enterprise feature page: h1, tagline, description,
 * a quote/demo button, a Call Now phone link and the hero illustration (never lazy).
 */
export function ServiceHero({
  eyebrow,
  title,
  tagline,
  description,
  image,
  primary,
  callLabel,
  phone,
  highlights,
}: {
  eyebrow: string;
  title: string;
  tagline: string;
  description: string;
  image: Image;
  primary: { label: string; href: string };
  callLabel: string;
  phone: Phone;
  highlights?: { value: string; label: string }[];
}) {
  return (
    <section
      aria-labelledby="page-title"
      className="overflow-hidden bg-gradient-to-b from-brand-50 to-white"
      data-section="hero"
    >
      <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:gap-14 lg:py-20">
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h1 id="page-title" className="mt-3 text-4xl font-extrabold text-ink sm:text-5xl">
            {title}
          </h1>
          <p className="mt-4 text-xl font-semibold text-brand-700 sm:text-2xl">{tagline}</p>
          <p className="mt-4 max-w-2xl text-lg text-muted">{description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={primary.href} className="btn btn-primary">
              {primary.label}
            </Link>
            <a href={telHref(phone.display)} className="btn btn-secondary">
              <PhoneIcon />
              {callLabel}
              <span className="sr-only">: {phone.display}</span>
            </a>
          </div>
          {highlights ? (
            <dl className="mt-10 grid gap-3 sm:grid-cols-3 sm:gap-4">
              {highlights.map((h) => (
                // The label is the term; it is drawn under its figure.
                <div
                  key={h.label}
                  className="grid grid-cols-[7.5rem_1fr] items-baseline gap-x-3 rounded-xl border border-line bg-white/80 px-4 py-3 sm:flex sm:flex-col sm:p-4"
                >
                  <dt className="text-sm text-muted sm:mt-1">{h.label}</dt>
                  <dd className="order-first text-xl font-extrabold text-ink sm:text-2xl">{h.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
        <ContentImage
          image={image}
          sizes="(min-width: 1200px) 522px, (min-width: 1024px) 43vw, (min-width: 624px) 36rem, 100vw"
          fetchPriority="high"
          decoding="async"
          className="mx-auto h-auto w-full max-w-xl"
        />
      </div>
    </section>
  );
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.46.57 3.6a1 1 0 0 1-.25 1z"
        fill="currentColor"
      />
    </svg>
  );
}
