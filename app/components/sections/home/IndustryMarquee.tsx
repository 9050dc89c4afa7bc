import type { HomeContent } from "#shared/content/schemas/home";
import { Marquee } from "#app/components/ui/Marquee";

/** How many times the industries repeat in one pass, so the band is wider than any screen. */
const REPEAT = 3;

/** Industry expertise: a ticker alternating the industries (Healthcare, Real estate), with a pause control. */
export function IndustryMarquee({ content }: { content: HomeContent["industries"] }) {
  const items = Array.from({ length: REPEAT }, (_, round) =>
    content.items.map((industry, i) => ({
      key: `${round}-${i}`,
      repeat: round > 0,
      node: (
        <span className="flex items-center gap-6 pr-6 sm:gap-10 sm:pr-10" data-industry={industry.specName}>
          <span className="flex flex-col">
            <span className="text-3xl font-extrabold tracking-tight text-ink sm:text-5xl">{industry.name}</span>
            <span className="mt-1 text-sm font-medium text-ink/80 sm:text-base">{industry.description}</span>
          </span>
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false" className="shrink-0">
            <path d="M12 2l2.6 7.4L22 12l-7.4 2.6L12 22l-2.6-7.4L2 12l7.4-2.6z" fill="#4338CA" />
          </svg>
        </span>
      ),
    })),
  ).flat();
  return (
    <section aria-labelledby="home-industries-heading" className="section bg-accent-100">
      <div className="container-page">
        {content.eyebrow ? <p className="eyebrow text-brand-700">{content.eyebrow}</p> : null}
        <h2 id="home-industries-heading" className="mt-3 text-3xl font-extrabold text-ink sm:text-4xl">
          {content.heading}
        </h2>
        {content.intro ? <p className="mt-4 max-w-2xl text-lg text-muted">{content.intro}</p> : null}
      </div>
      <Marquee
        items={items}
        label={content.heading}
        pauseLabel="industry ticker"
        className="mt-10"
        itemClassName="py-2"
      />
    </section>
  );
}
