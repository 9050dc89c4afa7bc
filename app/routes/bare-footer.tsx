import { useRouteLoaderData } from "react-router";
import { SiteFooter } from "#app/components/layout/SiteFooter";
import type { RouteHandle } from "#app/lib/handle";
import type { loader as rootLoader } from "#app/root";

/** The old site exposed its footer as a route of its own; it renders only the footer. */
export const handle: RouteHandle = { shell: "none" };

export default function BareFooter() {
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  if (!rootData) return null;
  return (
    <>
      <main id="main">
        <h1 className="sr-only">Site footer</h1>
      </main>
      <SiteFooter site={rootData.site} />
    </>
  );
}
