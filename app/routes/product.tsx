import { data } from "react-router";
import type { Route } from "./+types/product";
import { PlanSection } from "#app/components/sections/PlanSection";
import {
  ProductAbout,
  ProductDesignImage,
  ProductFeatureBlocks,
  ProductFeatures,
  ProductHeader,
  ProductSolutionGroup,
  ProductStores,
} from "#app/components/sections/ProductSections";
import { enterpriseFeaturePath, enterpriseFeatures } from "#shared/content/enterprise";
import { liveContent } from "#shared/content/live.server";
import { findProduct, productLabels } from "#shared/content/products";
import { island } from "#app/lib/island";
import { faqLabels } from "#shared/content/faqs";
import { faqsFor } from "#shared/lib/faqs";

/**
 * The FAQ section as an island (app/lib/island.tsx), declared here rather than taken from
 * sections/islands.ts: product pages load no other island, and that module would add its
 * every island to their first load, past the page JavaScript ceiling (bench/bytes.ts).
 */
const Faqs = island(() => import("#app/components/sections/Faqs").then((m) => m.Faqs));

/** Everything comes from the URL (and the live plans): a shared link or a refresh shows the same page. */
export function loader({ params, context }: Route.LoaderArgs) {
  const content = liveContent(context);
  const product = findProduct(params.product, content.products);
  if (!product) throw data(null, { status: 404 });
  const solutionGroups = product.solutionGroups.map((group) => ({
    ...group,
    cards: enterpriseFeatures
      .filter((feature) => feature.group === group.group)
      .map((feature) => ({ id: feature.id, href: enterpriseFeaturePath(feature), ...feature.card })),
  }));
  return {
    product,
    solutionGroups,
    labels: productLabels.detail,
    faqLabels,
    faqs: faqsFor(content.faqs, `/product/${product.route}`),
  };
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, solutionGroups, labels, faqs, faqLabels } = loaderData;
  return (
    <>
      <ProductHeader product={product} labels={labels} />
      <ProductAbout product={product} labels={labels} />
      <ProductFeatures product={product} labels={labels} />
      <ProductDesignImage image={product.designImages[0]} />
      {solutionGroups.map((group) => (
        <ProductSolutionGroup key={group.group} group={group} />
      ))}
      <ProductFeatureBlocks product={product} />
      <ProductStores product={product} labels={labels} />
      <ProductDesignImage image={product.designImages[1]} />
      <PlanSection key={product.route} section={product.planSection} labels={labels} />
      <Faqs faqs={faqs} labels={faqLabels} />
    </>
  );
}
