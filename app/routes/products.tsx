import type { Route } from "./+types/products";
import { ProductCard } from "#app/components/sections/ProductCard";
import { ContentImage } from "#app/components/ui/ContentImage";
import { liveContent } from "#shared/content/live.server";
import { productLabels } from "#shared/content/products";

export function loader({ context }: Route.LoaderArgs) {
  return {
    page: productLabels.list,
    // Only what the cards show; each detail page loads the rest from its own URL.
    cards: liveContent(context).products.map(({ route, name, category, card }) => ({ route, name, category, card })),
  };
}

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { page, cards } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page grid items-center gap-10 py-12 md:grid-cols-[1fr_1.1fr] md:py-16">
          <div>
            <h1 className="text-4xl font-extrabold sm:text-5xl lg:text-6xl">{page.heading}</h1>
            <p className="mt-4 text-xl font-semibold text-brand-700 sm:text-2xl">{page.subheading}</p>
            <p className="mt-5 max-w-xl text-lg text-muted">{page.intro}</p>
          </div>
          <ContentImage
            image={page.bannerImage}
            sizes="(min-width: 1200px) 582px, (min-width: 768px) 48vw, 100vw"
            fetchPriority="high"
            className="h-auto w-full"
          />
        </div>
      </section>
      <section aria-labelledby="product-list-heading" className="container-page pt-8 pb-16 md:pb-24">
        <h2 id="product-list-heading" className="sr-only">
          {page.heading}
        </h2>
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((product) => (
            <li key={product.route} className="flex">
              <ProductCard product={product} viewMoreLabel={page.viewMoreLabel} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
