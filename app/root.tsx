import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { SiteFooterIsland as SiteFooter } from "./components/layout/islands";
import { SiteHeader } from "./components/layout/SiteHeader";
import { SkipLink } from "#app/components/layout/SkipLink";
import { ErrorPage } from "./components/layout/ErrorPage";
import { ChunkReloadGuard } from "./components/layout/ChunkReloadGuard";
import { PageviewBeacon, PageviewPixel } from "./components/layout/PageviewBeacon";
import { liveContent } from "#shared/content/live.server";
import type { RouteHandle } from "./lib/handle";
import { useFirstHydrationDone } from "./lib/hydration";
import { useNonce } from "./lib/nonce";
import { metaTags, serializeJsonLd } from "./lib/seo";
import { adminEnabledFromContext, seoRecordForPath, siteUrlFromContext } from "#server/seo/seo-records.server";
import { structuredDataFor } from "./lib/structured-data.server";

/** Site config for the shell (live company details), plus this address's search metadata and structured data. */
export function loader({ request, context }: Route.LoaderArgs) {
  const content = liveContent(context);
  const siteUrl = siteUrlFromContext(context);
  const { pathname } = new URL(request.url);
  return data({
    site: content.site,
    seo: seoRecordForPath(pathname, siteUrl, content, { adminEnabled: adminEnabledFromContext(context) }),
    jsonLd: serializeJsonLd(structuredDataFor(pathname, siteUrl, content)),
  });
}

/** Every page's head tags come from its record here; route modules export no meta. */
export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? metaTags(loaderData.seo) : [];
}

/** Metadata belongs to the address: fetch it again whenever the path changes. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export function links(): Route.LinkDescriptors {
  return [
    { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
    { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
    { rel: "manifest", href: "/site.webmanifest" },
  ];
}

/** Which chrome wraps the page: the full site shell, or nothing (bare routes, admin). */
function useShell(): NonNullable<RouteHandle["shell"]> {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const shell = (matches[i]?.handle as RouteHandle | undefined)?.shell;
    if (shell) return shell;
  }
  return "site";
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const shell = useShell();
  const nonce = useNonce();
  useFirstHydrationDone();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4338CA" />
        <Meta />
        <Links />
        {rootData ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: rootData.jsonLd }} /> : null}
      </head>
      <body className="min-h-dvh bg-white text-ink antialiased">
        {shell === "site" && rootData ? (
          <>
            <SkipLink />
            <SiteHeader site={rootData.site} />
            <main id="main" tabIndex={-1} className="outline-none">
              {children}
            </main>
            <SiteFooter site={rootData.site} />
            <PageviewBeacon />
            <PageviewPixel />
          </>
        ) : (
          children
        )}
        <ChunkReloadGuard />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    return <ErrorPage status={error.status} message={error.status === 404 ? undefined : error.statusText} />;
  }
  const message = error instanceof Error ? error.message : undefined;
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return <ErrorPage status={500} message={message} />;
}
