import { z } from "zod";
import { imageSchema, nonEmpty, slug } from "./common";

/** The spec's range for every portfolio claim: "Portfolio percentage claims range 25% to 70%". */
export const STAT_MIN_PERCENT = 25;
export const STAT_MAX_PERCENT = 70;

/** A stat label on the portfolio list: "45%" + "Increase in online orders". */
export const projectStatSchema = z.object({
  percentage: z.number().int().min(STAT_MIN_PERCENT).max(STAT_MAX_PERCENT),
  /** Always an increase (the old site's "Increase" text), e.g. "Increase in table bookings". */
  text: z.string().trim().regex(/^Increase in \S.*$/, 'must read "Increase in …"'),
});
export type ProjectStat = z.infer<typeof projectStatSchema>;

/** A short product walkthrough shipped under /videos/ with its poster frame. */
export const projectVideoSchema = z.object({
  src: z.string().regex(/^\/videos\/[\w.-]+\.(webm|mp4)$/, "must be a file under /videos/"),
  type: z.enum(["video/webm", "video/mp4"]),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  poster: z.string().regex(/^\/videos\/[\w.-]+\.(webp|png|jpg|svg)$/, "must be a file under /videos/"),
  /** What the (silent) video shows, read to screen reader users and shown as a caption. */
  description: nonEmpty,
});
export type ProjectVideo = z.infer<typeof projectVideoSchema>;

/**
 * The detail record: what /portfolio/{slug} shows and POST /api/projects answers
 * (under the legacy names video, project_name, text, about, image, button, background_image).
 */
export const projectDetailSchema = z.object({
  video: projectVideoSchema.optional(),
  projectName: nonEmpty,
  /** The company text under the project name. */
  companyText: nonEmpty,
  /** The "About Company" text. */
  about: nonEmpty,
  /** Screens for the vertical slider; the page shows the first five. */
  sliderImages: z.array(imageSchema).min(5),
  /** The build / test / deploy labels, in that order. */
  labels: z.object({ build: nonEmpty, test: nonEmpty, deploy: nonEmpty }),
  /** Showcase images: the first two half-width, the third full-width. */
  backgroundImages: z.array(imageSchema).min(1).max(3),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/**
 * A portfolio project. The card fields (slug, name, company, summary, cardImage) are
 * also used by the "Our Work" grids of the service pages; the list fields by /portfolio;
 * `detail` by /portfolio/{slug} and the projects endpoint.
 */
export const projectSchema = z.object({
  slug,
  name: nonEmpty,
  company: nonEmpty,
  summary: nonEmpty,
  cardImage: imageSchema,
  /** The larger showcase image on the portfolio list. */
  listImage: imageSchema,
  /** The name after "Project : " on the list (the old site's ProjectName). */
  listName: nonEmpty,
  /** What was built and what it changed (the old site's ProjectAnswer). */
  answer: nonEmpty,
  stats: z.array(projectStatSchema).min(1).max(3),
  detail: projectDetailSchema,
});
export type Project = z.infer<typeof projectSchema>;

export const projectsSchema = z
  .array(projectSchema)
  .length(6)
  .refine((ps) => new Set(ps.map((p) => p.slug)).size === ps.length, "slugs must be unique")
  .refine((ps) => ps.some((p) => p.detail.video), "at least one project must have a video")
  .refine((ps) => ps.some((p) => !p.detail.video), "at least one project must be without a video");

/** Words and constants of the portfolio pages (spec §9: 3 first, +20 per View More, slider timings). */
export const portfolioPageSchema = z.object({
  list: z.object({
    eyebrow: nonEmpty,
    title: nonEmpty,
    intro: nonEmpty,
    /** Shown before each project's name: "Project : Gola Sizzler". */
    projectPrefix: nonEmpty,
    statsLabel: nonEmpty,
    openLabel: nonEmpty,
    viewMoreLabel: nonEmpty,
    initialCount: z.number().int().positive(),
    step: z.number().int().positive(),
  }),
  detail: z.object({
    eyebrow: nonEmpty,
    videoHeading: nonEmpty,
    noVideo: nonEmpty,
    videoUnsupported: nonEmpty,
    aboutHeading: nonEmpty,
    screensHeading: nonEmpty,
    labelsHeading: nonEmpty,
    showcaseHeading: nonEmpty,
    previousLabel: nonEmpty,
    nextLabel: nonEmpty,
    pauseLabel: nonEmpty,
    backLabel: nonEmpty,
    contactLabel: nonEmpty,
    contactText: nonEmpty,
    /** "{id}" is replaced by the slug from the address. */
    notFound: z.string().includes("{id}"),
    notFoundHelp: nonEmpty,
    slider: z.object({
      visible: z.number().int().positive(),
      maxImages: z.number().int().positive(),
      intervalMs: z.number().int().positive(),
    }),
    maxBackgroundImages: z.number().int().positive(),
  }),
  api: z.object({ notFound: nonEmpty }),
});
export type PortfolioPage = z.infer<typeof portfolioPageSchema>;
