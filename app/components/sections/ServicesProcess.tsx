import { useId } from "react";

/** Four numbered steps of how a project runs (services overview). */
export function ServicesProcess({
  heading,
  intro,
  steps,
}: {
  heading: string;
  intro: string;
  steps: { title: string; text: string }[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="section bg-surface" data-section="process">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={headingId} className="text-3xl font-extrabold text-ink sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-4 text-lg text-muted">{intro}</p>
        </div>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, i) => (
            <li key={step.title} className="card p-6">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-accent font-extrabold text-ink"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-xl font-bold text-ink">{step.title}</h3>
              <p className="mt-2 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
