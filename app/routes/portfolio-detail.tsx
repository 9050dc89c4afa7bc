import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/portfolio-detail";
import { ErrorPage } from "#app/components/layout/ErrorPage";
import { PortfolioDetailView } from "#app/components/sections/PortfolioDetailView";
import { liveContent } from "#shared/content/live.server";
import { portfolioPage, projectDetail } from "#shared/content/portfolio";

type NotFound = { id: string; message: string; help: string; backLabel: string };

/** Loads from the URL alone (the old site needed navigation state and broke on refresh); hidden projects are 404. */
export function loader({ params, context }: Route.LoaderArgs) {
  const labels = portfolioPage.detail;
  const detail = projectDetail(params.slug, liveContent(context).projects);
  if (!detail) {
    throw data<NotFound>(
      {
        id: params.slug,
        message: labels.notFound.replace("{id}", params.slug),
        help: labels.notFoundHelp,
        backLabel: labels.backLabel,
      },
      { status: 404, statusText: "Not Found" },
    );
  }
  const { slug: _slug, name: _name, ...record } = detail;
  return {
    company: detail.name,
    labels,
    detail: {
      ...record,
      // Only what the page shows: the first 5 screens and the first 3 showcase images.
      sliderImages: record.sliderImages.slice(0, labels.slider.maxImages),
      backgroundImages: record.backgroundImages.slice(0, labels.maxBackgroundImages),
    },
  };
}

export default function PortfolioDetail({ loaderData }: Route.ComponentProps) {
  return <PortfolioDetailView detail={loaderData.detail} company={loaderData.company} labels={loaderData.labels} />;
}

/** Unknown slug: the old message, a real 404, and a clear way back (no timed redirect). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404 ? (error.data as NotFound | null) : null;
  if (notFound?.message) {
    return (
      <section className="container-page section text-center">
        <h1 className="text-3xl font-extrabold break-words sm:text-4xl">{notFound.message}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{notFound.help}</p>
        <div className="mt-8 flex justify-center">
          <Link to="/portfolio" className="btn btn-primary">
            {notFound.backLabel}
          </Link>
        </div>
      </section>
    );
  }
  const message = error instanceof Error ? error.message : undefined;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} message={message} />;
}
