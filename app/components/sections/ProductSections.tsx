import { useId } from "react";
import { Link } from "react-router";
import { ContentImage } from "#app/components/ui/ContentImage";
import type { Image } from "#shared/content/schemas/common";
import type { Product, ProductLabels } from "#shared/content/schemas/products";
import { ProductIcon } from "./ProductIcon";
import { ProductStoreBadges } from "./ProductStoreBadges";

type DetailLabels = ProductLabels["detail"];

/** The sections of /product/{route}, top to bottom. */

/** A header, about or feature image beside its text: half the container from 768px, at most 28rem above it. */
const BESIDE_TEXT = "(min-width: 1200px) 544px, (min-width: 768px) 50vw, (min-width: 480px) 28rem, 100vw";

function Img({
  image,
  sizes,
  eager = false,
  className = "",
}: {
  image: Image;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <ContentImage
      image={image}
      sizes={sizes}
      className={`h-auto w-full ${className}`}
      {...(eager ? { fetchPriority: "high" as const } : { loading: "lazy" as const, decoding: "async" as const })}
    />
  );
}

export function ProductHeader({ product, labels }: { product: Product; labels: DetailLabels }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page grid items-center gap-10 py-12 md:grid-cols-2 md:py-16 lg:gap-16">
        <div>
          <p className="eyebrow">{product.category}</p>
          <h1 className="mt-3 text-4xl font-extrabold sm:text-5xl lg:text-6xl">{product.name}</h1>
          <p className="mt-5 max-w-xl text-lg text-muted sm:text-xl">{product.tagline}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={labels.headerCta.href} className="btn btn-primary">
              {labels.headerCta.label}
            </Link>
            <a href={labels.pricingCta.href} className="btn btn-secondary">
              {labels.pricingCta.label}
            </a>
          </div>
        </div>
        <div className="mx-auto w-full max-w-md md:max-w-none">
          <Img image={product.headerImage} sizes={BESIDE_TEXT} eager />
        </div>
      </div>
    </section>
  );
}

export function ProductAbout({ product, labels }: { product: Product; labels: DetailLabels }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="section">
      <div className="container-page grid items-center gap-10 md:grid-cols-2 lg:gap-16">
        <div className="order-last md:order-first">
          <Img image={product.about.image} sizes={BESIDE_TEXT} className="mx-auto max-w-md md:max-w-none" />
        </div>
        <div>
          <p className="eyebrow">{labels.aboutEyebrow}</p>
          <h2 id={headingId} className="mt-3 text-3xl font-extrabold sm:text-4xl">
            {labels.aboutHeadingPrefix} <span className="text-brand">{product.name}</span>
          </h2>
          {product.about.text.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-5 text-lg text-muted">
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}

export function ProductFeatures({ product, labels }: { product: Product; labels: DetailLabels }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="section bg-surface">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="eyebrow">{labels.featuresEyebrow}</p>
          <h2 id={headingId} className="mt-3 text-3xl font-extrabold sm:text-4xl">
            {labels.featuresHeading}
          </h2>
          <p className="mt-4 text-lg text-muted">{product.features.intro}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {product.features.items.map((item) => (
            <li key={item.title} className="card p-6">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand text-white">
                <ProductIcon name={item.icon} />
              </span>
              <h3 className="mt-5 text-xl font-bold">{item.title}</h3>
              <p className="mt-2 text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ProductDesignImage({ image }: { image: Image }) {
  return (
    <div className="container-page py-8 md:py-12">
      {/* On phones the wide strip is cropped to its centre so the screens stay legible. Wider, its
          own proportions hold its room before it loads (from its width and height: an aspect
          class there, even aspect-auto, would drop them, and the page jumped as it arrived). */}
      <Img
        image={image}
        sizes="(min-width: 1200px) 1152px, 100vw"
        className="rounded-card object-cover max-sm:aspect-[4/3]"
      />
    </div>
  );
}

export type SolutionCard = {
  id: string;
  href: string;
  label: string;
  information: string;
  icon: Image;
  buttonLabel: string;
};

export function ProductSolutionGroup({
  group,
}: {
  group: Product["solutionGroups"][number] & { cards: SolutionCard[] };
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`section ${group.group === "industry" ? "bg-surface" : ""}`}>
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="eyebrow">{group.eyebrow}</p>
          <h2 id={headingId} className="mt-3 text-3xl font-extrabold sm:text-4xl">
            {group.heading}
          </h2>
          <p className="mt-4 text-lg text-muted">{group.description}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {group.cards.map((card) => (
            <li key={card.id}>
              <SolutionCardView card={card} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function SolutionCardView({ card }: { card: SolutionCard }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="card flex h-full flex-col p-6">
      <ContentImage image={card.icon} sizes="4rem" loading="lazy" decoding="async" className="size-16" />
      <h3 id={headingId} className="mt-5 text-xl font-bold">
        {card.label}
      </h3>
      <p className="mt-2 flex-1 text-muted">{card.information}</p>
      <Link to={card.href} aria-describedby={headingId} className="btn btn-secondary mt-6 self-start">
        {card.buttonLabel}
      </Link>
    </article>
  );
}

/** Three image-and-text blocks; the image alternates sides on wide screens and sits on top on phones. */
export function ProductFeatureBlocks({ product }: { product: Product }) {
  return (
    <div className="section">
      <div className="container-page grid gap-16 md:gap-24">
        {product.featureBlocks.map((block, i) => (
          <FeatureBlock key={block.heading} block={block} imageRight={i % 2 === 1} />
        ))}
      </div>
    </div>
  );
}

function FeatureBlock({ block, imageRight }: { block: Product["featureBlocks"][number]; imageRight: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid items-center gap-8 md:grid-cols-2 lg:gap-16">
      <div className={imageRight ? "md:order-last" : ""}>
        <Img
          image={block.image}
          sizes="(min-width: 768px) 28rem, (min-width: 416px) 24rem, 100vw"
          className="mx-auto max-w-sm md:max-w-md"
        />
      </div>
      <div>
        <h2 id={headingId} className="text-3xl font-extrabold sm:text-4xl">
          {block.heading}
        </h2>
        <p className="mt-5 text-lg text-muted">{block.text}</p>
      </div>
    </section>
  );
}

export function ProductStores({ product, labels }: { product: Product; labels: DetailLabels }) {
  const headingId = useId();
  if (!product.stores) return null;
  return (
    <section aria-labelledby={headingId} className="container-page pb-8">
      <div className="flex flex-col items-start gap-6 rounded-card bg-ink p-8 text-white md:flex-row md:items-center md:justify-between md:p-10">
        <div>
          <h2 id={headingId} className="text-2xl font-extrabold sm:text-3xl">
            {product.stores.heading}
          </h2>
          <p className="mt-2 text-slate-300">{product.stores.text}</p>
        </div>
        <div className="on-dark">
          <ProductStoreBadges stores={product.stores} productName={product.name} labels={labels} />
        </div>
      </div>
    </section>
  );
}
