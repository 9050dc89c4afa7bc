import { data } from "react-router";
import type { Route } from "./+types/service";
import {
  ReviewSectionIsland as ReviewSection,
  TechStackGridIsland as TechStackGrid,
} from "#app/components/sections/islands";
import { FaqsIsland as Faqs } from "#app/components/sections/islands";
import { ServiceExpertiseGrid } from "#app/components/sections/ServiceExpertiseGrid";
import { ServiceHero } from "#app/components/sections/ServiceHero";
import { ServiceWhatWeDo } from "#app/components/sections/ServiceWhatWeDo";
import { ServiceWorkGrid } from "#app/components/sections/ServiceWorkGrid";
import { liveContent } from "#shared/content/live.server";
import { findProject } from "#shared/content/portfolio";
import { techAreaLabels } from "#shared/content/schemas/shared-sections";
import { findService, servicesPage } from "#shared/content/services";
import { faqLabels } from "#shared/content/faqs";
import { faqsFor } from "#shared/lib/faqs";
import { techStacks } from "#shared/content/tech";

export function loader({ params, context }: Route.LoaderArgs) {
  const service = findService(params.service);
  if (!service) throw data(null, { status: 404 });
  const { site, projects: liveProjects, testimonials, faqs } = liveContent(context);
  const { slug, name, hero, tech, whatWeDo, expertise, work } = service;
  return {
    service: { slug, name, hero, tech, whatWeDo, expertise, workIntro: work.intro },
    techGroups: tech.areas.map((area) => ({ title: techAreaLabels[area], items: techStacks[area] })),
    projects: work.projects.flatMap((projectSlug) => {
      const project = findProject(projectSlug, liveProjects);
      if (!project) return [];
      const { slug, name, company, summary, cardImage } = project;
      return [{ slug, name, company, summary, cardImage }];
    }),
    labels: servicesPage.labels,
    quoteHref: site.quoteCta.href,
    phone: site.company.phones[0],
    testimonials,
    faqLabels,
    faqs: faqsFor(faqs, `/services/${slug}`),
  };
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, techGroups, projects, labels, quoteHref, phone, testimonials, faqs, faqLabels } = loaderData;
  return (
    <>
      <ServiceHero
        eyebrow={labels.serviceEyebrow}
        title={service.hero.title}
        tagline={service.hero.tagline}
        description={service.hero.description}
        image={service.hero.image}
        primary={{ label: labels.getQuote, href: quoteHref }}
        callLabel={labels.callNow}
        phone={phone}
        highlights={service.hero.highlights}
      />
      <TechStackGrid heading={service.tech.heading} intro={service.tech.intro} groups={techGroups} />
      <ServiceWhatWeDo heading={labels.whatWeDoHeading} intro={service.whatWeDo.intro} items={service.whatWeDo.items} />
      <ServiceExpertiseGrid
        heading={service.expertise.heading}
        intro={service.expertise.intro}
        items={service.expertise.items}
      />
      <ReviewSection testimonials={testimonials} heading={labels.reviewHeading} />
      <ServiceWorkGrid
        heading={labels.workHeading}
        intro={service.workIntro}
        linkLabel={labels.workLinkLabel}
        projects={projects}
      />
      <Faqs faqs={faqs} labels={faqLabels} tone="surface" />
    </>
  );
}
