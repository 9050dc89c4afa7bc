import type { Route } from "./+types/about";
import { GallerySliderIsland as GallerySlider, LogoStripIsland as LogoStrip } from "#app/components/sections/islands";
import { Accordion } from "#app/components/ui/Accordion";
import { ContentImage } from "#app/components/ui/ContentImage";
import { about } from "#shared/content/about";
import { clientLogos } from "#shared/content/clients";

export function loader() {
  return { about, clientLogos };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { about, clientLogos } = loaderData;
  const { hero, who, accordion, founder, values, gallery } = about;
  return (
    <>
      <section
        aria-labelledby="about-hero-heading"
        className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white"
      >
        <span aria-hidden="true" className="absolute -top-24 -left-24 size-72 rounded-full bg-brand-100/70" />
        <span aria-hidden="true" className="absolute top-10 -right-16 size-48 rounded-full bg-accent-100" />
        <span aria-hidden="true" className="absolute right-[18%] bottom-8 size-6 rounded-full bg-accent" />
        <div className="relative container-page py-16 text-center md:py-24">
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1
            id="about-hero-heading"
            className="mx-auto mt-4 max-w-3xl text-4xl font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl"
          >
            {hero.heading}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted sm:text-xl">{hero.text}</p>
        </div>
      </section>

      <section aria-labelledby="about-who-heading" className="section">
        <div className="container-page grid gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <p className="eyebrow">{who.eyebrow}</p>
            <h2 id="about-who-heading" className="mt-3 text-3xl font-extrabold text-ink sm:text-4xl">
              {who.heading}
            </h2>
            <div className="mt-6 space-y-4 text-lg text-muted">
              {who.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
          <div>
            <h3 id="about-accordion-heading" className="text-xl font-bold text-ink">
              {accordion.heading}
            </h3>
            <div className="mt-5">
              <Accordion items={accordion.items} label={accordion.heading} />
            </div>
          </div>
        </div>
      </section>

      <LogoStrip logos={clientLogos} heading={about.clients.heading} intro={about.clients.intro} />

      <section aria-labelledby="about-founder-heading" className="section bg-surface">
        <div className="container-page grid items-center gap-12 md:grid-cols-12">
          <div className="md:col-span-5">
            <ContentImage
              image={founder.portrait}
              sizes="(min-width: 416px) 24rem, 100vw"
              loading="lazy"
              decoding="async"
              className="mx-auto h-auto w-full max-w-sm rounded-3xl shadow-card"
            />
          </div>
          <div className="md:col-span-7">
            <h2 id="about-founder-heading" className="text-3xl font-extrabold text-ink sm:text-4xl">
              {founder.heading}
            </h2>
            <p className="mt-4 text-2xl font-bold text-brand-700">{founder.name}</p>
            <p className="font-semibold text-muted">{founder.role}</p>
            {founder.bio.map((p) => (
              <p key={p} className="mt-5 text-lg text-muted">
                {p}
              </p>
            ))}
            <ul className="mt-8 grid gap-4 sm:grid-cols-2">
              {founder.traits.map((trait, i) => (
                <li key={trait} className="card flex items-center gap-4 p-4">
                  <span
                    aria-hidden="true"
                    className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl ${
                      i % 2 ? "bg-accent-100 text-accent-700" : "bg-brand-50 text-brand-700"
                    }`}
                  >
                    <TraitIcon index={i} />
                  </span>
                  <span className="font-bold text-ink">{trait}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="about-values-heading" className="section">
        <div className="container-page grid items-center gap-12 md:grid-cols-2">
          <div className="md:order-2">
            <p className="eyebrow">{values.eyebrow}</p>
            <h2 id="about-values-heading" className="mt-3 text-3xl font-extrabold text-ink sm:text-4xl">
              {values.heading}
            </h2>
            <p className="mt-5 text-lg text-muted">{values.text}</p>
          </div>
          <ContentImage
            image={values.image}
            sizes="(min-width: 1200px) 552px, (min-width: 768px) 50vw, 100vw"
            loading="lazy"
            decoding="async"
            className="h-auto w-full"
          />
        </div>
      </section>

      <section aria-labelledby="about-gallery-heading" className="section bg-surface">
        <div className="container-page">
          <div className="mx-auto max-w-2xl text-center">
            <p className="eyebrow">{gallery.eyebrow}</p>
            <h2 id="about-gallery-heading" className="mt-3 text-3xl font-extrabold text-ink sm:text-4xl">
              {gallery.heading}
            </h2>
            <p className="mt-4 text-lg text-muted">{gallery.intro}</p>
          </div>
          <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {gallery.sliders.map((slider) => (
              <GallerySlider key={slider.label} slider={slider} spaceBetween={gallery.spaceBetween} />
            ))}
          </div>
        </div>
      </section>
    </>
  );
}

/** Small line icons for the founder's traits: bulb, flag, chart, magnifier. */
function TraitIcon({ index }: { index: number }) {
  const paths = [
    "M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z",
    "M5 21V4M5 4h11l-2 4 2 4H5",
    "M4 20h16M7 16v-4M12 16V8M17 16V5",
    "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4",
  ];
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
      <path
        d={paths[index % paths.length]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
