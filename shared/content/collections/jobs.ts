import { careersPage, shippedJobs } from "../careers";
import { jobSchema, type Job } from "../schemas/jobs";
import { brandedTitle, snippet } from "../seo";
import { CAREERS_PATH, indiaDate, jobPath, lookupJob, nextClosing, openJobs } from "../../lib/jobs";
import { defineCollection, mergedById, once, pathsUnder } from "./define";

const shipped = once(() => new Map(shippedJobs.map((job) => [job.slug, job])));
const { seo } = careersPage;

/**
 * Job openings: /careers lists the open ones by team, each has its page at
 * /careers/{slug} with JobPosting data while it is open. A job closes by itself when its
 * closing day is over (India time), or when an editor unticks "Taking applications".
 */
export const jobs = defineCollection({
  name: "jobs",
  labels: { plural: "Job openings", singular: "Job opening" },
  schema: jobSchema,
  shipped,
  idField: "slug",
  canCreate: true,
  titleOf: (record, id) => record?.title ?? id,
  previewPath: (id, record) => jobPath(record?.slug ?? id),
  live: {
    key: "jobs",
    /** Every job, open or closed (shared/lib/jobs.ts decides what shows, at each moment). */
    merge: (published): Job[] => mergedById(shipped(), published),
    // The careers list and the jobs' own pages.
    affects: (_before, _after, paths) => pathsUnder(paths, CAREERS_PATH),
  },
  // The day it was first published is its posting date (Google's datePosted).
  hooks: {
    stamp: (job, { previous, now }) => ({ ...job, postedOn: previous?.postedOn ?? job.postedOn ?? indiaDate(now) }),
  },
  admin: {
    help: "The openings on /careers. A job shows until its closing date has passed (India time) or until you untick “Taking applications”.",
    columns: [
      { field: "team", label: "Team" },
      { field: "closesOn", label: "Closes" },
      { field: "open", label: "Taking applications" },
    ],
    searchFields: ["title", "team", "city", "summary"],
    // An opening can be published at a time chosen in advance, like a blog post.
    panels: ["schedule"],
    create: {
      derive: { from: "title", to: ["slug"] },
      blank: ({ postedOn: _p, ...record }) => ({ ...record, open: true }),
      idIsAddress: true,
    },
  },
  api: { read: true, write: true },
  revisions: { keep: 25 },
  sample: () => {
    const job = shippedJobs[0]!;
    return { id: job.slug, record: { ...job, title: `Senior ${job.title}` }, shows: [jobPath(job.slug), CAREERS_PATH] };
  },
  pages: {
    list: CAREERS_PATH,
    lists: () => [
      {
        path: CAREERS_PATH,
        name: careersPage.eyebrow,
        title: brandedTitle(seo.title, careersPage.eyebrow),
        description: seo.description,
        keywords: seo.keywords,
        image: "about",
      },
    ],
    records: (slice, now) => openJobs(slice, now),
    path: (job: Job) => jobPath(job.slug),
    seo: (job: Job, site) => {
      const where = job.workplace === "Remote within India" ? "Remote" : job.city!;
      return {
        name: job.title,
        title: brandedTitle(`${job.title} Job, ${where}`, `${job.title} Job`, job.title),
        description: snippet(job.summary, ...seo.closings),
        keywords: [
          job.title.toLowerCase(),
          `${job.team.toLowerCase()} jobs`,
          `jobs in ${where}`,
          ...seo.keywords.slice(0, 2),
          site.company.name,
        ],
        image: "about",
        parent: CAREERS_PATH,
      };
    },
    lastModified: (job: Job) => job.postedOn,
    gone: (path, slice, _site, now) => {
      const slug = path.startsWith(`${CAREERS_PATH}/`) ? path.slice(CAREERS_PATH.length + 1) : undefined;
      if (!slug || lookupJob(slice, slug, now)?.kind !== "closed") return undefined;
      return {
        path,
        name: careersPage.job.closedTitle,
        title: brandedTitle(careersPage.job.closedTitle),
        description: snippet(careersPage.job.closedText),
        keywords: seo.keywords,
        image: "about",
        robots: "noindex, follow",
        parent: CAREERS_PATH,
      };
    },
    changesAt: (slice, now) => nextClosing(slice, now),
  },
});
