import type { JobPosting } from "schema-dts";
import type { CareersPage, EmploymentType, Job, JobTeam } from "../content/schemas/jobs";
import { jobTeams } from "../content/schemas/jobs";
import type { Site } from "../content/schemas/site";
import { escapeXml } from "./xml";

/**
 * The rules of the careers pages (both the pages and the server read them): which jobs
 * are open at a moment, their addresses, the words of their facts, and their JobPosting
 * structured data as Google's job posting guidelines ask.
 */

export const CAREERS_PATH = "/careers";
export const jobPath = (slug: string) => `${CAREERS_PATH}/${slug}`;

/** India has one offset all year (no daylight saving since 1945). */
const INDIA_OFFSET = "+05:30";
const DAY_MS = 86_400_000;

/** The moment a job stops taking applications: the end of its closing day, India time. */
export const closingMoment = (job: Pick<Job, "closesOn">): Date =>
  new Date(new Date(`${job.closesOn}T00:00:00${INDIA_OFFSET}`).getTime() + DAY_MS);

/** Whether a job takes applications at `now`: ticked open, and its closing day not over. */
export const isOpen = (job: Pick<Job, "open" | "closesOn">, now: Date): boolean =>
  job.open && now.getTime() < closingMoment(job).getTime();

/** The open jobs at `now`: by team (in the teams' order), newest first within a team, then by title. */
export function openJobs(jobs: readonly Job[], now: Date): Job[] {
  const team = (j: Job) => jobTeams.indexOf(j.team);
  return jobs
    .filter((job) => isOpen(job, now))
    .sort(
      (a, b) =>
        team(a) - team(b) || (b.postedOn ?? "").localeCompare(a.postedOn ?? "") || a.title.localeCompare(b.title),
    );
}

/** The open jobs grouped by team, in the teams' order (teams without an opening are left out). */
export function jobsByTeam(jobs: readonly Job[], now: Date): { team: JobTeam; jobs: Job[] }[] {
  const open = openJobs(jobs, now);
  return jobTeams.flatMap((team) => {
    const list = open.filter((j) => j.team === team);
    return list.length ? [{ team, jobs: list }] : [];
  });
}

export type JobLookup = { kind: "open"; job: Job } | { kind: "closed"; job: Job };

/** A job by its address: open, or closed (its page says so, answers 410 and is not indexed). */
export function lookupJob(jobs: readonly Job[], slug: string, now: Date): JobLookup | undefined {
  const job = jobs.find((j) => j.slug === slug);
  if (!job) return undefined;
  return isOpen(job, now) ? { kind: "open", job } : { kind: "closed", job };
}

/** The next moment one of these jobs closes by itself (the server renders the careers pages again then). */
export function nextClosing(jobs: readonly Job[], now: Date): Date | undefined {
  const times = openJobs(jobs, now).map((j) => closingMoment(j).getTime());
  return times.length ? new Date(Math.min(...times)) : undefined;
}

/** Today's date in India ("2026-11-28"): a job's posting date, set when it is first published. */
export const indiaDate = (now: Date): string => new Date(now.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);

const isRemote = (job: Job) => job.workplace === "Remote within India";

/** The facts of a job as its list line and page say them. */
export function jobFacts(job: Job, labels: CareersPage["labels"]) {
  const rupees = (lakh: number) => `₹${lakh.toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;
  const { min, max } = job.experience;
  return {
    location: isRemote(job) ? labels.remote : `${job.city ?? ""}${job.workplace === "Hybrid" ? " (hybrid)" : ""}`,
    experience:
      max === 0 ? labels.fresher : min === max ? `${min} ${min === 1 ? "year" : "years"}` : `${min}–${max} years`,
    employmentType: job.employmentType,
    salary: job.salary
      ? job.salary.min === job.salary.max
        ? `${rupees(job.salary.min)} lakh a year`
        : `${rupees(job.salary.min)}–${rupees(job.salary.max).slice(1)} lakh a year`
      : undefined,
    closes: new Date(`${job.closesOn}T12:00:00${INDIA_OFFSET}`).toLocaleDateString("en-IN", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    }),
  };
}

export type JobFactKey = keyof ReturnType<typeof jobFacts>;

/** The facts of a job as label and value, in the order of `keys` (a salary not given is left out). */
export function jobFactList(
  job: Job,
  labels: CareersPage["labels"],
  keys: readonly JobFactKey[] = ["location", "experience", "employmentType", "salary", "closes"],
): { label: string; value: string }[] {
  const facts = jobFacts(job, labels);
  return keys.flatMap((key) => (facts[key] ? [{ label: labels[key], value: facts[key] }] : []));
}

/** Google's employmentType values. */
const GOOGLE_EMPLOYMENT: Record<EmploymentType, string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Temporary: "TEMPORARY",
  Internship: "INTERN",
};

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The job's paragraphs of "About the role", as on its page. */
export const aboutParagraphs = (job: Job): string[] => paragraphs(job.about);

/** The full description as HTML (Google allows <p>, <ul>, <li>, <h3>…): the same words as the page, escaped. */
export function jobDescriptionHtml(job: Job, words: CareersPage["job"]): string {
  const list = (heading: string, items: readonly string[]) =>
    `<h3>${escapeXml(heading)}</h3><ul>${items.map((i) => `<li>${escapeXml(i)}</li>`).join("")}</ul>`;
  return [
    ...aboutParagraphs(job).map((p) => `<p>${escapeXml(p)}</p>`),
    list(words.responsibilitiesHeading, job.responsibilities),
    list(words.requirementsHeading, job.requirements),
    list(words.benefitsHeading, job.benefits),
  ].join("");
}

/**
 * A job's JobPosting, as Google's job posting guidelines ask: the required title,
 * description (the full text, as HTML), datePosted, hiringOrganization and jobLocation (or
 * TELECOMMUTE with the country applicants must live in), validThrough (the end of the closing
 * day, India time); and the recommended employmentType, baseSalary (INR a year), directApply
 * and identifier. Only for an open job: a closed one has none.
 */
export function jobPosting(
  job: Job,
  { origin, url, site, words }: { origin: string; url: string; site: Site; words: CareersPage["job"] },
): JobPosting {
  const { company } = site;
  const inCompanyCity = !isRemote(job) && job.city?.toLowerCase() === company.address.locality.toLowerCase();
  return {
    "@type": "JobPosting",
    "@id": `${url}#job`,
    title: job.title,
    description: jobDescriptionHtml(job, words),
    datePosted: job.postedOn!,
    validThrough: `${job.closesOn}T23:59:59${INDIA_OFFSET}`,
    employmentType: GOOGLE_EMPLOYMENT[job.employmentType],
    hiringOrganization: {
      "@type": "Organization",
      "@id": `${origin}/#organization`,
      name: company.name,
      sameAs: `${origin}/`,
      logo: `${origin}/images/og/logo.png`,
    },
    ...(isRemote(job)
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: company.address.country },
        }
      : {
          jobLocation: {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              ...(inCompanyCity
                ? {
                    streetAddress: company.address.street,
                    addressRegion: company.address.region,
                    postalCode: company.address.postalCode,
                  }
                : {}),
              addressLocality: job.city!,
              addressCountry: "IN",
            },
          },
        }),
    ...(job.salary
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "INR",
            value: {
              "@type": "QuantitativeValue",
              minValue: Math.round(job.salary.min * 100_000),
              maxValue: Math.round(job.salary.max * 100_000),
              unitText: "YEAR",
            },
          },
        }
      : {}),
    ...(job.experience.min > 0
      ? {
          experienceRequirements: {
            "@type": "OccupationalExperienceRequirements",
            monthsOfExperience: job.experience.min * 12,
          },
        }
      : {}),
    directApply: true,
    identifier: { "@type": "PropertyValue", name: company.name, value: job.slug },
    url,
  };
}
