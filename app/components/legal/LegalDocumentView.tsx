import type { LegalDocument, LegalPageLabels } from "#shared/content/schemas/legal";
import { LegalHeader } from "./LegalHeader";
import { LegalSectionView } from "./LegalSectionView";
import { OtherLegalDocuments } from "./OtherLegalDocuments";
import { TableOfContents } from "./TableOfContents";

type Props = {
  document: LegalDocument;
  otherDocuments: { path: string; shortTitle: string }[];
  labels: LegalPageLabels;
};

/**
 * A complete legal document: title band, table of contents (above the text on
 * phones, a sticky column on desktop), numbered sections, links to the others.
 */
export function LegalDocumentView({ document: doc, otherDocuments, labels }: Props) {
  return (
    <>
      <LegalHeader document={doc} labels={labels} />
      <div className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-16">
        <div>
          <TableOfContents label={labels.tableOfContents} sections={doc.sections} />
        </div>
        <div className="min-w-0 max-w-[39rem] text-[1.0625rem] leading-[1.7] text-ink md:text-lg">
          <div className="space-y-10">
            {doc.sections.map((section, i) => (
              <LegalSectionView key={section.id} section={section} number={i + 1} labels={labels} />
            ))}
          </div>
          <p className="mt-10">
            <a href="#main" className="text-base font-semibold text-brand-700 underline-offset-4 hover:underline">
              {labels.backToTop}
            </a>
          </p>
          <OtherLegalDocuments heading={labels.otherDocuments} documents={otherDocuments} />
        </div>
      </div>
    </>
  );
}
