import type { Route } from "./+types/services";
import { ServiceCardGrid } from "#app/components/sections/ServiceCardGrid";
import { ServicesCta } from "#app/components/sections/ServicesCta";
import { ServicesProcess } from "#app/components/sections/ServicesProcess";
import { ContentImage } from "#app/components/ui/ContentImage";
import { liveContent } from "#shared/content/live.server";
import { services, servicesPage } from "#shared/content/services";

export function loader({ context }: Route.LoaderArgs) {
  return {
    page: servicesPage,
    cards: services.map(({ slug, label, summary, cardImage }) => ({ slug, label, summary, cardImage })),
    phone: liveContent(context).site.company.phones[0],
  };
}

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { page, cards, phone } = loaderData;
  return (
    <>
      <section
        aria-labelledby="page-title"
        className="overflow-hidden bg-gradient-to-b from-brand-50 to-white"
        data-section="hero"
      >
        <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.15fr_1fr] lg:py-20">
          <div>
            <p className="eyebrow">{page.hero.eyebrow}</p>
            <h1 id="page-title" className="mt-3 text-4xl font-extrabold text-ink sm:text-5xl">
              {page.hero.title}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-muted">{page.hero.intro}</p>
          </div>
          <ContentImage
            image={page.hero.image}
            sizes="(min-width: 1200px) 32rem, (min-width: 1024px) 43vw, (min-width: 560px) 32rem, 100vw"
            fetchPriority="high"
            decoding="async"
            className="mx-auto h-auto w-full max-w-lg"
          />
        </div>
      </section>
      <ServiceCardGrid heading={page.cardsHeading} linkLabel={page.cardLinkLabel} services={cards} />
      <ServicesProcess heading={page.process.heading} intro={page.process.intro} steps={page.process.steps} />
      <ServicesCta
        heading={page.cta.heading}
        text={page.cta.text}
        button={{ label: page.cta.buttonLabel, href: page.cta.href }}
        callLabel={page.labels.callNow}
        phone={phone}
      />
    </>
  );
}
