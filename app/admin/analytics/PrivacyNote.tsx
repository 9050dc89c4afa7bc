import { analyticsCopy } from "./copy";

const copy = analyticsCopy.privacy;

/** How the numbers are counted, and what is never kept. */
export function PrivacyNote() {
  return (
    <section aria-labelledby="privacy-heading" className="rounded-card border border-line bg-white p-5 sm:p-6">
      <h2 id="privacy-heading" className="text-lg font-bold text-ink">
        {copy.heading}
      </h2>
      <ul className="mt-3 grid list-disc gap-1.5 pl-5 text-sm text-muted">
        {copy.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}
