import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/legal";
import { ErrorPage } from "#app/components/layout/ErrorPage";
import { LegalDocumentView } from "#app/components/legal/LegalDocumentView";
import { shippedContent } from "#shared/content/editable";
import { findLegalDocument, legalDocuments, legalPageLabels } from "#shared/content/legal";
import { withCompanyDetails } from "#shared/content/legal/company-details";
import { liveContent } from "#shared/content/live.server";
import type { RouteHandle } from "#app/lib/handle";

/** One module serves all six legal routes (ids legal/<path>); the URL picks the document. */
export const handle: RouteHandle = { shell: "site" };

/** The texts are written with the shipped company details; the live ones replace them. */
export function loader({ request, context }: Route.LoaderArgs) {
  const shipped = findLegalDocument(new URL(request.url).pathname);
  if (!shipped) throw data(null, { status: 404 });
  const document = withCompanyDetails(shipped, shippedContent.site.company, liveContent(context).site.company);
  const otherDocuments = legalDocuments
    .filter((doc) => doc.path !== document.path)
    .map(({ path, shortTitle }) => ({ path, shortTitle }));
  return { document, otherDocuments, labels: legalPageLabels };
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} />;
  return <ErrorPage status={500} message={error instanceof Error ? error.message : undefined} />;
}
