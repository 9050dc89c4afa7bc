import { useId } from "react";
import { Link } from "react-router";
import type { Plan, ProductLabels } from "#shared/content/schemas/products";
import { formatRupees } from "#app/lib/price";
import { ProductIcon } from "./ProductIcon";

type PriceLabels = Pick<ProductLabels["detail"], "oldPriceLabel" | "priceLabel">;

/** A plan: name, icon, (struck) price or "Custom pricing", button and what is included. */
export function PlanCard({ plan, labels }: { plan: Plan; labels: PriceLabels }) {
  const headingId = useId();
  const { pricing } = plan;
  const featured = Boolean(plan.badge);
  return (
    <article
      aria-labelledby={headingId}
      className={`card relative flex flex-col p-6 ${featured ? "border-2 border-brand" : ""}`}
    >
      {plan.badge ? (
        <p className="absolute -top-3.5 left-6 rounded-full bg-accent px-3 py-1 text-xs font-bold tracking-wide text-ink uppercase">
          {plan.badge}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand">
          <ProductIcon name={plan.icon} />
        </span>
        <h3 id={headingId} className="min-w-0 text-xl font-extrabold break-words">
          {plan.name}
        </h3>
      </div>
      <p className="mt-3 text-sm text-muted sm:min-h-10">{plan.summary}</p>

      <div className="mt-5 min-h-24 border-t border-line pt-5">
        {pricing.type === "fixed" ? (
          <>
            {pricing.oldPrice !== undefined ? (
              <p className="text-muted">
                <span className="sr-only">{labels.oldPriceLabel}: </span>
                <s className="text-lg font-semibold">{formatRupees(pricing.oldPrice)}</s>
              </p>
            ) : null}
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="sr-only">{labels.priceLabel}: </span>
              <span className="text-4xl font-extrabold tracking-tight text-ink">{formatRupees(pricing.price)}</span>
              <span className="text-sm font-medium text-muted">
                {pricing.period}
                {pricing.taxNote ? ` · ${pricing.taxNote}` : ""}
              </span>
            </p>
          </>
        ) : (
          <>
            <p className="text-3xl font-extrabold tracking-tight text-ink">{pricing.label}</p>
            <p className="mt-1 text-sm text-muted">{pricing.note}</p>
          </>
        )}
      </div>

      <Link
        to={plan.button.href}
        aria-describedby={headingId}
        className={`btn mt-6 w-full ${featured ? "btn-primary" : "btn-secondary"}`}
      >
        {plan.button.label}
      </Link>

      <h4 className="mt-7 text-sm font-bold tracking-wide text-ink uppercase">{plan.featuresHeading}</h4>
      <ul className="mt-3 grid gap-2.5 text-sm">
        {plan.features.map((feature) => (
          <li key={feature.label} className="flex items-start gap-2.5">
            <ProductIcon name={feature.icon} className="size-5 shrink-0 text-brand" />
            <span>{feature.label}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
