import { Link } from "react-router";
import type { HomeContent } from "#shared/content/schemas/home";
import { altOf } from "#shared/lib/alt";

/** "IT Industry": the dark band of the page, with the 150% claim and Build → Test → Deploy. */
export function ItIndustrySection({ content }: { content: HomeContent["itIndustry"] }) {
  return (
    <section aria-labelledby="home-it-heading" className="on-dark section bg-ink text-slate-200">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="text-[0.8125rem] font-bold tracking-[0.12em] text-accent uppercase">{content.eyebrow}</p>
          <h2 id="home-it-heading" className="mt-3 text-3xl font-extrabold text-white sm:text-4xl">
            {content.heading}
          </h2>
          <p className="mt-5 text-lg text-slate-300">{content.text}</p>
          <p className="mt-8 flex items-baseline gap-3">
            <span className="text-6xl font-extrabold tracking-tight text-accent sm:text-7xl">{content.stat.value}</span>
            <span className="text-lg font-semibold text-white">{content.stat.label}</span>
          </p>
          <Link to={content.cta.href} className="btn btn-accent mt-8">
            {content.cta.label}
          </Link>
        </div>
        <div>
          <img
            src={content.image.src}
            width={content.image.width}
            height={content.image.height}
            alt={altOf(content.image)}
            loading="lazy"
            decoding="async"
            className="mx-auto h-auto w-full max-w-md"
          />
          <ol className="mt-8 grid gap-4 sm:grid-cols-3">
            {content.steps.map((step, i) => (
              <li key={step.title} className="rounded-2xl border border-white/10 bg-white/5 p-5">
                <span className="flex flex-wrap items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-8 items-center justify-center rounded-full bg-accent text-sm font-extrabold text-ink"
                  >
                    {i + 1}
                  </span>
                  <span className="min-w-0 text-lg font-bold break-words text-white">{step.title}</span>
                </span>
                <p className="mt-3 text-sm text-slate-300">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
