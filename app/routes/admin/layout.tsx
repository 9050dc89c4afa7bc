import { Outlet, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { adminCopy } from "#app/admin/labels";
import { AdminShell } from "#app/admin/ui/AdminShell";
import { ErrorPage } from "#app/components/layout/ErrorPage";
import { SiteFooter } from "#app/components/layout/SiteFooter";
import { SiteHeader } from "#app/components/layout/SiteHeader";
import { SkipLink } from "#app/components/layout/SkipLink";
import type { Site } from "#shared/content/schemas/site";
import type { RouteHandle } from "#app/lib/handle";

/** The back office draws its own chrome (AdminShell); see the routes under it. */
export const handle: RouteHandle = { shell: "none" };

export default function AdminLayout() {
  return <Outlet />;
}

/**
 * A 403 (signed in, but the role does not reach this page) is drawn in the back
 * office's shell. Every other error, above all the 404 of a back office that does
 * not exist yet, looks exactly like the rest of the site's.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const site = useRouteLoaderData<{ site: Site }>("root")?.site;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 403 && site) {
    return (
      <AdminShell siteName={site.company.name}>
        <div className="container-page flex min-h-[60dvh] items-center justify-center py-10">
          <section className="card max-w-lg p-6 text-center sm:p-8">
            <p className="eyebrow">Error 403</p>
            <h1 className="mt-3 text-3xl font-extrabold text-ink">No access to this page</h1>
            <p className="mt-3 text-muted">{adminCopy.forbidden}</p>
            <a href="/admin" className="btn btn-primary mt-6">
              Go to your start page
            </a>
          </section>
        </div>
      </AdminShell>
    );
  }
  const page = <ErrorPage status={status} />;
  if (!site) return page;
  return (
    <>
      <SkipLink />
      <SiteHeader site={site} />
      <main id="main" tabIndex={-1} className="outline-none">
        {page}
      </main>
      <SiteFooter site={site} />
    </>
  );
}
