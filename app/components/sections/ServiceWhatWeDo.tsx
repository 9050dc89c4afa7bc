import { useId } from "react";

/** "What We Do": four numbered blurbs of a service page. */
export function ServiceWhatWeDo({
  heading,
  intro,
  items,
}: {
  heading: string;
  intro: string;
  items: { title: string; text: string }[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="section bg-surface" data-section="what-we-do">
      <div className="container-page">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-3xl font-extrabold text-ink sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-4 text-lg text-muted">{intro}</p>
        </div>
        <ol className="mt-12 grid gap-6 md:grid-cols-2">
          {items.map((item, i) => (
            <li key={item.title} className="card flex flex-col gap-4 p-6 sm:flex-row sm:gap-5 sm:p-8">
              <span
                aria-hidden="true"
                className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand text-lg font-extrabold text-white"
              >
                {String(i + 1).padStart(2, "0")}
              </span>
              <div>
                <h3 className="text-xl font-bold text-ink">{item.title}</h3>
                <p className="mt-2 text-muted">{item.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
