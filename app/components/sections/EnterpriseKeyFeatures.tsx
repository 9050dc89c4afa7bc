import { useId } from "react";
import { ContentImage } from "#app/components/ui/ContentImage";
import type { Image } from "#shared/content/schemas/common";

/** Key features of an enterprise feature page: icon, heading and description per item. */
export function EnterpriseKeyFeatures({
  heading,
  description,
  items,
}: {
  heading: string;
  description: string;
  items: { icon: Image; heading: string; description: string }[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="section bg-brand-50" data-section="key-features">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={headingId} className="text-3xl font-extrabold text-ink sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-4 text-lg text-muted">{description}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.heading} className="card p-6 sm:p-7">
              <ContentImage image={item.icon} sizes="3rem" loading="lazy" decoding="async" className="size-12" />
              <h3 className="mt-5 text-xl font-bold text-ink">{item.heading}</h3>
              <p className="mt-2 text-muted">{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
