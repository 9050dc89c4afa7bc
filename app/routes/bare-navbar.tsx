import { useRouteLoaderData } from "react-router";
import { SiteHeader } from "#app/components/layout/SiteHeader";
import type { RouteHandle } from "#app/lib/handle";
import type { loader as rootLoader } from "#app/root";

/** The old site exposed its header as a route of its own; it renders only the header. */
export const handle: RouteHandle = { shell: "none" };

export default function BareNavbar() {
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  if (!rootData) return null;
  return (
    <>
      <SiteHeader site={rootData.site} />
      <main id="main">
        <h1 className="sr-only">Site navigation</h1>
      </main>
    </>
  );
}
