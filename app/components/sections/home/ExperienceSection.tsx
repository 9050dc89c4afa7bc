import type { HomeContent } from "#shared/content/schemas/home";
import { altOf } from "#shared/lib/alt";

/** Experience badges (years, projects, clients, technologies) and the technology badges. */
export function ExperienceSection({ content }: { content: HomeContent["experience"] }) {
  return (
    <section aria-labelledby="home-experience-heading" className="section bg-surface">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          {content.eyebrow ? <p className="eyebrow">{content.eyebrow}</p> : null}
          <h2 id="home-experience-heading" className="mt-3 text-3xl font-extrabold text-ink sm:text-4xl">
            {content.heading}
          </h2>
          {content.intro ? <p className="mt-4 text-lg text-muted">{content.intro}</p> : null}
        </div>
        <dl className="mt-12 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {content.badges.map((badge, i) => (
            <div key={badge.label} className="card relative flex flex-col overflow-hidden p-6 text-center sm:p-8">
              <span
                aria-hidden="true"
                className={`absolute inset-x-0 top-0 h-1.5 ${i % 2 ? "bg-accent" : "bg-brand"}`}
              />
              <dt className="text-sm font-semibold text-muted sm:text-base">{badge.label}</dt>
              <dd className="order-first mb-2 text-4xl font-extrabold tracking-tight text-brand-700 sm:text-5xl">
                {badge.value}
              </dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-14 text-center text-lg font-bold text-ink">{content.techHeading}</h3>
        <ul className="mx-auto mt-6 flex max-w-4xl flex-wrap justify-center gap-3">
          {content.techBadges.map((tech) => (
            <li
              key={tech.label}
              className="flex items-center gap-2 rounded-full border border-line bg-white py-1.5 pr-4 pl-1.5 text-sm font-semibold text-ink shadow-card"
            >
              <img
                src={tech.icon.src}
                width={tech.icon.width}
                height={tech.icon.height}
                alt={altOf(tech.icon)}
                loading="lazy"
                decoding="async"
                className="size-8"
              />
              {tech.label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
