import { Link } from "react-router";
import { JobFacts, type JobFactItem } from "./JobFacts";

export type JobCard = { slug: string; title: string; summary: string; facts: JobFactItem[] };
export type TeamJobs = { team: string; id: string; jobs: JobCard[] };

/** The open jobs of /careers, one section per team, each job a card that links to its page. */
export function JobList({ teams, viewLabel }: { teams: readonly TeamJobs[]; viewLabel: string }) {
  return (
    <div className="grid gap-12">
      {teams.map(({ team, id, jobs }) => (
        <section key={id} aria-labelledby={`team-${id}`}>
          <h3 id={`team-${id}`} className="text-xl font-bold text-ink sm:text-2xl">
            {team}
          </h3>
          <ul className="mt-5 grid gap-4">
            {jobs.map((job) => (
              <li key={job.slug} className="card p-5 sm:p-6">
                <h4 className="text-lg font-bold text-ink sm:text-xl">
                  <Link to={`/careers/${job.slug}`} className="underline-offset-4 hover:text-brand-700 hover:underline">
                    {job.title}
                  </Link>
                </h4>
                <p className="mt-2 max-w-3xl text-muted">{job.summary}</p>
                <JobFacts facts={job.facts} className="mt-4" />
                <Link
                  to={`/careers/${job.slug}`}
                  className="mt-4 inline-flex font-semibold text-brand-700 underline-offset-4 hover:underline"
                  aria-label={`${viewLabel}: ${job.title}`}
                >
                  {viewLabel} →
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
