import { z } from "zod";
import { atMost, choice, filled, hyphenated, linkSchema, listOf } from "./common";

/**
 * A job opening (the "jobs" collection): its page at /careers/{slug} and its line on
 * /careers while it is open. Words an applicant reads; the employment type and place of
 * work are said as people say them and turned into Google's JobPosting values in
 * shared/lib/jobs.ts.
 */

export const jobTeams = [
  "Mobile apps",
  "Web and backend",
  "Quality assurance",
  "Design",
  "Sales and business development",
] as const;
export type JobTeam = (typeof jobTeams)[number];

export const employmentTypes = ["Full-time", "Part-time", "Contract", "Temporary", "Internship"] as const;
export type EmploymentType = (typeof employmentTypes)[number];

/** Where the work is done: at the office in a city (some days at home when hybrid), or from anywhere in India. */
export const workplaces = ["Office", "Hybrid", "Remote within India"] as const;
export type Workplace = (typeof workplaces)[number];

const DATE_MESSAGE = "Enter a date like 2027-03-31 (year, month, day).";
const CITY_MESSAGE = "Enter the city of the office (for example New Delhi), or choose “Remote within India”.";
const YEARS_MESSAGE = "Enter the years of experience as a whole number from 0 to 30.";
const SALARY_MESSAGE = "Enter the salary in lakh a year, a number from 1 to 200 (for example 6.5).";
const years = z
  .number({ error: YEARS_MESSAGE })
  .int({ error: YEARS_MESSAGE })
  .min(0, { error: YEARS_MESSAGE })
  .max(30, {
    error: YEARS_MESSAGE,
  });
const lakh = z.number({ error: SALARY_MESSAGE }).min(1, { error: SALARY_MESSAGE }).max(200, { error: SALARY_MESSAGE });
const point = (what: string) => filled(what).max(300, atMost(300, what));

export const jobSchema = z
  .object({
    title: filled("the job title").max(70, atMost(70, "the job title")).meta({ title: "Job title" }),
    slug: hyphenated("android-developer").meta({
      title: "Address",
      description: "The job's page: /careers/… Made from the title until you change it.",
    }),
    team: choice(jobTeams, "the team").meta({ title: "Team" }),
    workplace: choice(workplaces, "where the work is done").meta({ title: "Where the work is done" }),
    city: filled("the city of the office")
      .max(60, atMost(60, "the city"))
      .optional()
      .meta({ title: "City", description: "The office's city in India. Leave empty for a remote job." }),
    employmentType: choice(employmentTypes, "the employment type").meta({ title: "Employment type" }),
    experience: z
      .object(
        {
          min: years.meta({ title: "From (years)" }),
          max: years.meta({ title: "To (years)" }),
        },
        { error: YEARS_MESSAGE },
      )
      .refine((e) => e.max >= e.min, {
        error: "The upper number of years cannot be below the lower one.",
        path: ["max"],
      })
      .meta({ title: "Experience", description: "In years; 0 to 0 for freshers." }),
    salary: z
      .object(
        {
          min: lakh.meta({ title: "From (₹ lakh a year)" }),
          max: lakh.meta({ title: "To (₹ lakh a year)" }),
        },
        { error: SALARY_MESSAGE },
      )
      .refine((s) => s.max >= s.min, { error: "The upper salary cannot be below the lower one.", path: ["max"] })
      .optional()
      .meta({ title: "Salary range", description: "Optional. In lakh rupees a year, before tax (CTC)." }),
    summary: filled("a summary of 50 to 200 characters")
      .min(50, { error: "Write a summary of at least 50 characters: it shows on /careers and in search results." })
      .max(200, atMost(200, "the summary"))
      .meta({ title: "Summary", description: "50 to 200 characters, for the list of openings and search results." }),
    about: filled("what the role is")
      .max(1500, atMost(1500, "the description of the role"))
      .meta({ title: "About the role", description: "A paragraph or two; a blank line starts a new paragraph." }),
    responsibilities: listOf(point("the responsibility"), ["responsibility", "responsibilities"], 3, 12).meta({
      title: "Responsibilities",
    }),
    requirements: listOf(point("the requirement"), ["requirement", "requirements"], 3, 12).meta({
      title: "Requirements",
    }),
    benefits: listOf(point("the benefit"), ["benefit", "benefits"], 1, 10).meta({ title: "Benefits" }),
    postedOn: z.iso
      .date({ error: DATE_MESSAGE })
      .optional()
      .meta({ title: "Posted on", description: "Set when it is first published." }),
    closesOn: z.iso.date({ error: DATE_MESSAGE }).meta({
      title: "Closing date",
      description: "The last day applications are taken (India time); the opening leaves the site the day after.",
    }),
    /** Unticked: closed now, whatever the closing date says. */
    open: z
      .boolean({ error: "Choose whether the job takes applications." })
      .meta({ title: "Taking applications", description: "Untick to close the opening before its closing date." }),
  })
  .refine((job) => job.workplace === "Remote within India" || job.city !== undefined, {
    error: CITY_MESSAGE,
    path: ["city"],
  });
export type Job = z.infer<typeof jobSchema>;

export const jobsSchema = z
  .array(jobSchema)
  .refine((list) => new Set(list.map((j) => j.slug)).size === list.length, "job addresses must be unique");

/** The words of /careers and of each job's page. */
export const careersPageSchema = z.object({
  eyebrow: filled("the eyebrow"),
  title: filled("the title"),
  intro: filled("the introduction"),
  empty: filled("what the page says without openings"),
  emptyHelp: filled("where to go instead"),
  emptyLink: linkSchema,
  why: z.object({ heading: filled("the heading"), points: listOf(filled("the point"), ["point", "points"], 2, 6) }),
  labels: z.object({
    location: filled("the label"),
    experience: filled("the label"),
    employmentType: filled("the label"),
    salary: filled("the label"),
    closes: filled("the label"),
    team: filled("the label"),
    posted: filled("the label"),
    remote: filled("the label"),
    fresher: filled("the label"),
    openings: filled("the label"),
    viewJob: filled("the label"),
  }),
  job: z.object({
    aboutHeading: filled("the heading"),
    responsibilitiesHeading: filled("the heading"),
    requirementsHeading: filled("the heading"),
    benefitsHeading: filled("the heading"),
    backLabel: filled("the label"),
    closedTitle: filled("the title"),
    closedText: filled("the text"),
    notFound: filled("the text"),
    notFoundText: filled("the text"),
  }),
  seo: z.object({
    title: filled("the title"),
    description: filled("the description"),
    keywords: listOf(filled("the keyword"), ["keyword", "keywords"], 3, 12),
    closings: listOf(filled("the sentence"), ["sentence", "sentences"], 1, 4),
  }),
});
export type CareersPage = z.infer<typeof careersPageSchema>;
