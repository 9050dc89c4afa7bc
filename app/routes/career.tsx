import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/career";
import { ApplicationForm } from "#app/components/careers/ApplicationForm";
import { JobArticle } from "#app/components/careers/JobArticle";
import { ErrorPage } from "#app/components/layout/ErrorPage";
import { careersPage } from "#shared/content/careers";
import { liveContent } from "#shared/content/live.server";
import { aboutParagraphs, CAREERS_PATH, jobFactList, jobPath, lookupJob } from "#shared/lib/jobs";
import { applicationFormWords, handleApplicationPost } from "#app/lib/application-form.server";

/** What a closed (410) or unknown (404) job's page says. */
type Missing = { eyebrow: string; title: string; text: string; backLabel: string; backHref: string };

/**
 * /careers/{slug}: an open job's page (prerendered while it is open, with its JobPosting
 * data from the root's structured data) and its application form, which posts to this
 * address (the action, rendered by the server). A closed job answers 410 Gone with a page
 * that says so (no JobPosting, noindex, no form); an unknown address 404.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const { job: words, labels } = careersPage;
  const back = { eyebrow: careersPage.eyebrow, backLabel: words.backLabel, backHref: CAREERS_PATH };
  const found = lookupJob(liveContent(context).jobs, params.slug, new Date());
  if (!found) {
    throw data<Missing>(
      { ...back, title: words.notFound, text: words.notFoundText },
      { status: 404, statusText: "Not Found" },
    );
  }
  if (found.kind === "closed") {
    throw data<Missing>(
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
    apply: { action: jobPath(job.slug), words: applicationFormWords(context) },
  };
}

/** An application to this job (app/lib/application-form.server.ts): thanked on its own page, or shown again here. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return handleApplicationPost(request, params.slug, context);
}

/** The action's headers reach the browser too: Retry-After on a 429, Connection: close on a 413. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export default function Career({ loaderData, actionData }: Route.ComponentProps) {
  const { apply } = loaderData;
  return (
    <JobArticle job={loaderData.job} words={loaderData.words} apply={{ href: "#apply", label: apply.words.applyLink }}>
      <ApplicationForm action={apply.action} words={apply.words} result={actionData} />
    </JobArticle>
  );
}

/** A closed job (410) or an unknown one (404): says so, and leads to the openings there are. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) ? (error.data as Missing | null) : null;
  // Drawn here rather than with the blog's GonePage: a component shared by two routes becomes a chunk of its own, bytes on both first loads.
  if (missing?.title) {
    return (
      <section className="container-page section text-center" data-section="job-closed">
        <p className="eyebrow">{missing.eyebrow}</p>
        <h1 className="mt-3 text-3xl font-extrabold break-words sm:text-4xl">{missing.title}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{missing.text}</p>
        <p className="mt-8">
          <Link to={missing.backHref} className="btn btn-primary">
            {missing.backLabel}
          </Link>
        </p>
      </section>
    );
  }
  const message = error instanceof Error ? error.message : undefined;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} message={message} />;
}
