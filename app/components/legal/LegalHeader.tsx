import type { LegalDocument, LegalPageLabels } from "#shared/content/schemas/legal";
import { formatLegalDate } from "./format-date";

type Props = {
  document: Pick<LegalDocument, "title" | "summary" | "appliesTo" | "effectiveDate" | "lastUpdated">;
  labels: Pick<LegalPageLabels, "eyebrow" | "effectiveDate" | "lastUpdated" | "appliesTo">;
};

/** Title band of a legal document: h1, summary, dates and scope. */
export function LegalHeader({ document: doc, labels }: Props) {
  return (
    <header className="border-b border-line bg-surface">
      <div className="container-page py-12 md:py-16">
        <p className="eyebrow">{labels.eyebrow}</p>
        <h1 className="mt-3 max-w-4xl text-3xl font-extrabold text-ink sm:text-4xl md:text-5xl">{doc.title}</h1>
        <p className="mt-5 max-w-[40rem] text-lg leading-relaxed text-muted">{doc.summary}</p>
        <dl className="mt-8 flex flex-wrap gap-x-10 gap-y-4 text-[0.9375rem]">
          <div>
            <dt className="font-semibold text-muted">{labels.effectiveDate}</dt>
            <dd className="mt-0.5 font-semibold text-ink">
              <time dateTime={doc.effectiveDate}>{formatLegalDate(doc.effectiveDate)}</time>
            </dd>
          </div>
          {doc.lastUpdated !== doc.effectiveDate && (
            <div>
              <dt className="font-semibold text-muted">{labels.lastUpdated}</dt>
              <dd className="mt-0.5 font-semibold text-ink">
                <time dateTime={doc.lastUpdated}>{formatLegalDate(doc.lastUpdated)}</time>
              </dd>
            </div>
          )}
          <div>
            <dt className="font-semibold text-muted">{labels.appliesTo}</dt>
            <dd className="mt-0.5 font-semibold text-ink">{doc.appliesTo}</dd>
          </div>
        </dl>
      </div>
    </header>
  );
}
