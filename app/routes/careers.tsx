import { Link } from "react-router";
import type { Route } from "./+types/careers";
import { JobList } from "#app/components/careers/JobList";
import { careersPage } from "#shared/content/careers";
import { liveContent } from "#shared/content/live.server";
import { slugify } from "#shared/lib/slugify";
import { jobFactList, jobsByTeam } from "#shared/lib/jobs";

/** /careers: the jobs open now, by team (prerendered, and rendered again when a job opens or closes). */
export function loader({ context }: Route.LoaderArgs) {
  const { labels } = careersPage;
  return {
    page: careersPage,
    teams: jobsByTeam(liveContent(context).jobs, new Date()).map(({ team, jobs }) => ({
      team,
      id: slugify(team),
      jobs: jobs.map((job) => ({
        slug: job.slug,
        title: job.title,
        summary: job.summary,
        facts: jobFactList(job, labels, ["location", "experience", "employmentType"]),
      })),
    })),
  };
}

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { page, teams } = loaderData;
  return (
    <>
      <section className="bg-surface">
        <div className="container-page py-14 md:py-20">
          <p className="eyebrow">{page.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold sm:text-5xl">{page.title}</h1>
          <p className="mt-5 max-w-2xl text-lg text-muted">{page.intro}</p>
        </div>
      </section>
      <section className="container-page section" aria-labelledby="openings-heading">
        <h2 id="openings-heading" className="text-2xl font-extrabold text-ink sm:text-3xl">
          {page.labels.openings}
        </h2>
        <div className="mt-8">
          {teams.length ? (
            <JobList teams={teams} viewLabel={page.labels.viewJob} />
          ) : (
            <div className="card p-6">
              <p className="text-lg font-semibold text-ink">{page.empty}</p>
              <p className="mt-2 text-muted">{page.emptyHelp}</p>
              <Link to={page.emptyLink.href} className="btn btn-secondary mt-5">
                {page.emptyLink.label}
              </Link>
            </div>
          )}
        </div>
      </section>
      <section className="bg-surface" aria-labelledby="why-heading">
        <div className="container-page section">
          <h2 id="why-heading" className="text-2xl font-extrabold text-ink sm:text-3xl">
            {page.why.heading}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {page.why.points.map((point) => (
              <li key={point} className="card p-5 text-ink">
                {point}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
