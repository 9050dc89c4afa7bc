import { useId } from "react";
import type { Plan, PlanSection as PlanSectionData, ProductLabels } from "#shared/content/schemas/products";
import { PlanCard } from "./PlanCard";

type PriceLabels = Pick<ProductLabels["detail"], "oldPriceLabel" | "priceLabel">;

/**
 * The plan section. Where a product has a monthly/yearly switch, it is a native
 * radio group (keyboard operable, state announced by every screen reader) and CSS
 * `:has()` shows the chosen view — it works before and without JavaScript. A
 * browser without `:has()` simply shows both views, each labelled.
 */
export function PlanSection({ section, labels }: { section: PlanSectionData; labels: PriceLabels }) {
  const headingId = useId();
  const { billing } = section;
  return (
    <section id="plans" aria-labelledby={headingId} className="group/plans section bg-surface">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="eyebrow">{section.eyebrow}</p>
          <h2 id={headingId} className="mt-3 text-3xl font-extrabold sm:text-4xl">
            {section.heading}
          </h2>
          <p className="mt-4 text-lg text-muted">{section.description}</p>
        </div>

        {billing ? (
          <>
            <fieldset className="mx-auto mt-8 w-fit">
              <legend className="sr-only">{billing.legend}</legend>
              <div className="flex rounded-full border border-line bg-white p-1 shadow-card">
                <BillingOption value="monthly" label={billing.monthlyLabel} defaultChecked />
                <BillingOption value="yearly" label={billing.yearlyLabel} />
              </div>
            </fieldset>
            <PlanGrid
              plans={section.plans}
              labels={labels}
              groupLabel={billing.monthlyLabel}
              view="monthly"
              className="group-has-[input[value=yearly]:checked]/plans:hidden"
            />
            <PlanGrid
              plans={billing.yearlyPlans}
              labels={labels}
              groupLabel={billing.yearlyLabel}
              view="yearly"
              className="group-has-[input[value=monthly]:checked]/plans:hidden"
            />
          </>
        ) : (
          <PlanGrid plans={section.plans} labels={labels} />
        )}
      </div>
    </section>
  );
}

function BillingOption({ value, label, defaultChecked }: { value: string; label: string; defaultChecked?: boolean }) {
  return (
    <label className="cursor-pointer">
      <input type="radio" name="billing" value={value} defaultChecked={defaultChecked} className="peer sr-only" />
      <span className="block min-w-28 rounded-full px-5 py-2.5 text-center font-bold text-muted transition-colors peer-checked:bg-brand peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand hover:text-ink peer-checked:hover:text-white">
        {label}
      </span>
    </label>
  );
}

function PlanGrid({
  plans,
  labels,
  groupLabel,
  view,
  className = "",
}: {
  plans: Plan[];
  labels: PriceLabels;
  groupLabel?: string;
  view?: "monthly" | "yearly";
  className?: string;
}) {
  const columns =
    plans.length >= 4 ? "lg:grid-cols-4" : plans.length === 3 ? "lg:grid-cols-3" : "lg:max-w-4xl lg:mx-auto";
  return (
    <div
      role={groupLabel ? "group" : undefined}
      aria-label={groupLabel}
      data-billing={view}
      className={`mt-12 grid gap-8 sm:grid-cols-2 ${columns} ${className}`}
    >
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} labels={labels} />
      ))}
    </div>
  );
}
