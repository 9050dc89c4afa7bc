import { data } from "react-router";
import type { Route } from "./+types/enterprise-feature";
import { EnterpriseBlock } from "#app/components/sections/EnterpriseBlock";
import { EnterpriseKeyFeatures } from "#app/components/sections/EnterpriseKeyFeatures";
import {
  LogoStripIsland as LogoStrip,
  ReviewSectionIsland as ReviewSection,
  TechStackGridIsland as TechStackGrid,
} from "#app/components/sections/islands";
import { FaqsIsland as Faqs } from "#app/components/sections/islands";
import { ServiceHero } from "#app/components/sections/ServiceHero";
import { clientLogos } from "#shared/content/clients";
import {
  enterpriseFeaturePath,
  enterpriseGroupFromPath,
  enterprisePageLabels,
  findEnterpriseFeature,
} from "#shared/content/enterprise";
import { liveContent } from "#shared/content/live.server";
import { techAreaLabels } from "#shared/content/schemas/shared-sections";
import { techStacks } from "#shared/content/tech";
import { faqLabels } from "#shared/content/faqs";
import { faqsFor } from "#shared/lib/faqs";

/**
 * One module for both URL prefixes (route ids "device-solution" and "industry-solution"):
 * the prefix decides the group, so an id under the other group's prefix is a 404.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const group = enterpriseGroupFromPath(new URL(request.url).pathname);
  const feature = group ? findEnterpriseFeature(group, params.id) : undefined;
  if (!feature) throw data(null, { status: 404 });
  const { site, testimonials, faqs } = liveContent(context);
  const { card: _card, techAreas, ...page } = feature;
  return {
    feature: page,
    techGroups: techAreas.map((area) => ({ title: techAreaLabels[area], items: techStacks[area] })),
    labels: enterprisePageLabels,
    quoteHref: site.quoteCta.href,
    phone: site.company.phones[0],
    clientLogos,
    testimonials,
    faqLabels,
    faqs: faqsFor(faqs, enterpriseFeaturePath(feature)),
  };
}

export default function EnterpriseFeaturePage({ loaderData }: Route.ComponentProps) {
  const { feature, techGroups, labels, quoteHref, phone, clientLogos, testimonials, faqs, faqLabels } = loaderData;
  const [second, third] = feature.blocks;
  return (
    <>
      <ServiceHero
        eyebrow={labels.groupEyebrow[feature.group]}
        title={feature.name}
        tagline={feature.head.tagline}
        description={feature.head.description}
        image={feature.head.image}
        primary={{ label: labels.demoButton, href: quoteHref }}
        callLabel={labels.callButton}
        phone={phone}
      />
      <TechStackGrid heading={labels.techHeading} intro={labels.techIntro} groups={techGroups} />
      <EnterpriseBlock {...second} tone="surface" />
      <EnterpriseBlock {...third} reverse />
      <LogoStrip logos={clientLogos} heading={labels.logosHeading} intro={labels.logosIntro} />
      <EnterpriseKeyFeatures
        heading={feature.keyFeatures.heading}
        description={feature.keyFeatures.description}
        items={feature.keyFeatures.items}
      />
      <ReviewSection testimonials={testimonials} heading={labels.reviewHeading} />
      <Faqs faqs={faqs} labels={faqLabels} />
    </>
  );
}
