import type { LegalDocument, LegalPageLabels } from "./schemas/legal";
import { antiTheftPrivacyPolicy } from "./legal/anti-theft-privacy";
import { emiPrivacyPolicy } from "./legal/emi-privacy";
import { emiTerms } from "./legal/emi-terms";
import { privacyPolicy } from "./legal/privacy-policy";
import { refundPolicy } from "./legal/refund-policy";
import { termsAndConditions } from "./legal/terms";

/**
 * The six legal documents, one per route (app/routes.ts). The prerender list and
 * the sitemap read `path`; the legal route finds its document by the same path.
 */
export const legalDocuments: LegalDocument[] = [
  privacyPolicy,
  termsAndConditions,
  refundPolicy,
  antiTheftPrivacyPolicy,
  emiPrivacyPolicy,
  emiTerms,
];

/** Labels of the page template that shows every legal document. */
export const legalPageLabels: LegalPageLabels = {
  eyebrow: "Legal",
  effectiveDate: "Effective date",
  lastUpdated: "Last updated",
  appliesTo: "Applies to",
  tableOfContents: "On this page",
  otherDocuments: "Other legal documents",
  email: "E-mail",
  phone: "Phone",
  backToTop: "Back to top",
};

/** The document served at a path, tolerating a trailing slash. */
export function findLegalDocument(pathname: string): LegalDocument | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return legalDocuments.find((doc) => doc.path === path);
}
