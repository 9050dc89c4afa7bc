import { useId } from "react";
import { ContentImage } from "#app/components/ui/ContentImage";
import type { TechItem } from "#shared/content/schemas/shared-sections";

/** Technology tiles (icon + label) grouped by area, e.g. Backend, Mobile, Frontend, DevOps & Cloud. */
export function TechStackGrid({
  heading,
  intro,
  groups,
}: {
  heading: string;
  intro?: string;
  groups: { title: string; items: TechItem[] }[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="section" data-section="tech-stack">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={headingId} className="text-3xl font-extrabold text-ink sm:text-4xl">
            {heading}
          </h2>
          {intro ? <p className="mt-4 text-lg text-muted">{intro}</p> : null}
        </div>
        <div
          className={`mt-12 grid gap-6 ${
            groups.length > 1 ? "lg:grid-cols-2 lg:[&>*:last-child:nth-child(odd)]:col-span-2" : ""
          }`}
        >
          {groups.map((group) => (
            <div key={group.title} className="card min-w-0 p-4 sm:p-8">
              <h3 className="text-lg font-bold text-ink">{group.title}</h3>
              <ul className="mt-5 grid grid-cols-[repeat(auto-fit,minmax(min(8rem,100%),1fr))] gap-3">
                {group.items.map((item) => (
                  <li
                    key={item.label}
                    className="flex min-w-0 flex-col items-center gap-2 rounded-xl border border-line bg-surface px-2 py-4 text-center transition-colors hover:border-brand-100 hover:bg-brand-50"
                  >
                    <ContentImage
                      image={item.icon}
                      sizes="2.5rem"
                      loading="lazy"
                      decoding="async"
                      className="size-10 shrink-0"
                    />
                    <span className="max-w-full text-sm leading-snug font-semibold break-words text-ink">
                      {item.label}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
