import { data } from "react-router";
import type { Route } from "./+types/product";
import { Faqs } from "#app/components/sections/Faqs";
import { PlanSection } from "~/components/sections/PlanSection";
import {
  ProductAbout,
  ProductDesignImage,
  ProductFeatureBlocks,
  ProductFeatures,
  ProductHeader,
  ProductSolutionGroup,
  ProductStores,
} from "~/components/sections/ProductSections";
import { enterpriseFeaturePath, enterpriseFeatures } from "@shared/content/enterprise";
import { liveContent } from "@shared/content/live.server";
import { findProduct, productLabels } from "@shared/content/products";
import { faqsFor } from "#shared/lib/faqs";

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
    faqs: faqsFor(content.faqs, `/product/${product.route}`),
  };
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, solutionGroups, labels, faqs } = loaderData;
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
      <Faqs faqs={faqs} />
    </>
  );
}
