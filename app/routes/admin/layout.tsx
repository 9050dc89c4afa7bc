import { Outlet, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { SiteHeader } from "~/components/layout/SiteHeader";
import { SkipLink } from "~/components/layout/SkipLink";
import type { Site } from "~/content/schemas/site";
import type { RouteHandle } from "~/lib/handle";

/** The inbox draws its own chrome (AdminShell); see the routes under it. */
export const handle: RouteHandle = { shell: "none" };

export default function AdminLayout() {
  return <Outlet />;
}

/**
 * Errors under /admin, above all the 404 of a switched-off inbox, look exactly like
 * the rest of the site's: the branded error page inside the site's header and footer.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const site = useRouteLoaderData<{ site: Site }>("root")?.site;
  const status = isRouteErrorResponse(error) ? error.status : 500;
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
