import { useId } from "react";
import { Link } from "react-router";
import { ContentImage, GRID_THIRDS } from "#app/components/ui/ContentImage";
import type { Product } from "#shared/content/schemas/products";
import { ProductIcon } from "./ProductIcon";

export type ProductCardData = Pick<Product, "route" | "name" | "category" | "card">;

/** One product on the /product list: picture, name, what it does, four highlights and a link. */
export function ProductCard({ product, viewMoreLabel }: { product: ProductCardData; viewMoreLabel: string }) {
  const headingId = useId();
  const { card } = product;
  return (
    <article aria-labelledby={headingId} className="card flex flex-col overflow-hidden">
      <div className="bg-brand-50">
        <ContentImage
          image={card.image}
          sizes={GRID_THIRDS}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] h-auto w-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="eyebrow">{product.category}</p>
        <h2 id={headingId} className="mt-2 text-2xl font-extrabold">
          {product.name}
        </h2>
        <p className="mt-3 text-muted">{card.description}</p>
        <ul className="mt-5 grid gap-2.5">
          {card.bullets.map((bullet) => (
            <li key={bullet} className="flex items-start gap-2.5">
              <ProductIcon name="check" className="mt-0.5 size-5 shrink-0 text-brand" />
              <span>{bullet}</span>
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-6">
          <Link
            to={`/product/${product.route}`}
            aria-describedby={headingId}
            className="btn btn-secondary w-full sm:w-auto"
          >
            {viewMoreLabel}
            <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true" focusable="false">
              <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4z" />
            </svg>
          </Link>
        </div>
      </div>
    </article>
  );
}
