import { Link } from "react-router";
import { JobFacts, type JobFactItem } from "./JobFacts";

export type JobView = {
  title: string;
  team: string;
  summary: string;
  about: string[];
  responsibilities: string[];
  requirements: string[];
  benefits: string[];
  facts: JobFactItem[];
};
export type JobWords = {
  eyebrow: string;
  aboutHeading: string;
  responsibilitiesHeading: string;
  requirementsHeading: string;
  benefitsHeading: string;
  backLabel: string;
};

/**
 * One job's page: the role, its facts, what the person will do, what they need and what
 * they get. The application form goes below the article (children), in the same column;
 * `apply` is the link near the top that leads to it.
 */
export function JobArticle({
  job,
  words,
  apply,
  children,
}: {
  job: JobView;
  words: JobWords;
  apply?: { href: string; label: string };
  children?: React.ReactNode;
}) {
  return (
    <>
      <section className="bg-surface">
        <div className="container-page py-12 md:py-16">
          <nav aria-label="Breadcrumb">
            <Link to="/careers" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              ← {words.backLabel}
            </Link>
          </nav>
          <p className="eyebrow mt-6">
            {words.eyebrow} · {job.team}
          </p>
          <h1 className="mt-3 max-w-3xl text-3xl font-extrabold break-words sm:text-5xl">{job.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">{job.summary}</p>
          <JobFacts facts={job.facts} className="mt-6" />
          {apply ? (
            <p className="mt-8">
              <a href={apply.href} className="btn btn-primary">
                {apply.label}
              </a>
            </p>
          ) : null}
        </div>
      </section>
      <div className="container-page section" data-section="job">
        <div className="grid max-w-3xl gap-12">
          <article className="grid gap-10">
            <section aria-labelledby="job-about">
              <h2 id="job-about" className="text-2xl font-extrabold text-ink">
                {words.aboutHeading}
              </h2>
              {job.about.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink">
                  {paragraph}
                </p>
              ))}
            </section>
            <JobPoints id="job-responsibilities" heading={words.responsibilitiesHeading} items={job.responsibilities} />
            <JobPoints id="job-requirements" heading={words.requirementsHeading} items={job.requirements} />
            <JobPoints id="job-benefits" heading={words.benefitsHeading} items={job.benefits} />
          </article>
          {children}
        </div>
      </div>
    </>
  );
}

function JobPoints({ id, heading, items }: { id: string; heading: string; items: readonly string[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-extrabold text-ink">
        {heading}
      </h2>
      <ul className="mt-4 grid list-disc gap-2 pl-6 text-lg leading-relaxed text-ink marker:text-brand">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
