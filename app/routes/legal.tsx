import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/legal";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { LegalDocumentView } from "~/components/legal/LegalDocumentView";
import { findLegalDocument, legalDocuments, legalPageLabels } from "~/content/legal";
import type { RouteHandle } from "~/lib/handle";

/** One module serves all six legal routes (ids legal/<path>); the URL picks the document. */
export const handle: RouteHandle = { shell: "site" };

export function loader({ request }: Route.LoaderArgs) {
  const document = findLegalDocument(new URL(request.url).pathname);
  if (!document) throw data(null, { status: 404 });
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
