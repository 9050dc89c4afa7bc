import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/career";
import { JobArticle } from "#app/components/careers/JobArticle";
import { GonePage, type GoneLabels } from "#app/components/blog/GonePage";
import { ErrorPage } from "#app/components/layout/ErrorPage";
import { careersPage } from "#shared/content/careers";
import { liveContent } from "#shared/content/live.server";
import { aboutParagraphs, CAREERS_PATH, jobFactList, lookupJob } from "#shared/lib/jobs";

/**
 * /careers/{slug}: an open job's page (prerendered while it is open, with its JobPosting
 * data from the root's structured data). A closed job answers 410 Gone with a page that
 * says so (no JobPosting, noindex); an unknown address 404.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const { job: words, labels } = careersPage;
  const back = { eyebrow: careersPage.eyebrow, backLabel: words.backLabel, backHref: CAREERS_PATH };
  const found = lookupJob(liveContent(context).jobs, params.slug, new Date());
  if (!found) {
    throw data<GoneLabels>(
      { ...back, title: words.notFound, text: words.notFoundText },
      { status: 404, statusText: "Not Found" },
    );
  }
  if (found.kind === "closed") {
    throw data<GoneLabels>(
      { ...back, title: words.closedTitle, text: words.closedText },
      { status: 410, statusText: "Gone" },
    );
  }
  const { job } = found;
  return {
    job: {
      title: job.title,
      team: job.team,
      summary: job.summary,
      about: aboutParagraphs(job),
      responsibilities: job.responsibilities,
      requirements: job.requirements,
      benefits: job.benefits,
      facts: jobFactList(job, labels),
    },
    words: { ...words, eyebrow: careersPage.eyebrow },
  };
}

export default function Career({ loaderData }: Route.ComponentProps) {
  return <JobArticle job={loaderData.job} words={loaderData.words} />;
}

/** A closed job (410) or an unknown one (404): says so, and leads to the openings there are. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) ? (error.data as GoneLabels | null) : null;
  if (missing?.title) return <GonePage labels={missing} />;
  const message = error instanceof Error ? error.message : undefined;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} message={message} />;
}
