import { z } from "zod";
import { filled, imageSchema, listOf, nonEmpty, slug, wholeNumber } from "./common";

/** The spec's range for every portfolio claim: "Portfolio percentage claims range 25% to 70%". */
export const STAT_MIN_PERCENT = 25;
export const STAT_MAX_PERCENT = 70;

/** A stat label on the portfolio list: "45%" + "Increase in online orders". */
export const projectStatSchema = z.object({
  percentage: wholeNumber("the percentage", STAT_MIN_PERCENT, STAT_MAX_PERCENT).meta({ title: "Percentage" }),
  /** Always an increase (the old site's "Increase" text), e.g. "Increase in table bookings". */
  text: z
    .string({
      error: "Describe the increase, starting with “Increase in”, e.g. Increase in table bookings.",
    })
    .trim()
    .regex(/^Increase in \S.*$/, {
      error: "Start with “Increase in”, e.g. Increase in table bookings.",
    })
    .meta({
      title: "What increased",
      description: "Starts with “Increase in”, e.g. Increase in table bookings.",
    }),
});
export type ProjectStat = z.infer<typeof projectStatSchema>;

const VIDEO_MESSAGE = "Use a video file under /videos/ ending in .webm or .mp4, e.g. /videos/gola-sizzler.webm.";
const POSTER_MESSAGE =
  "Use an image under /videos/ ending in .webp, .png, .jpg or .svg, e.g. /videos/gola-sizzler.webp.";

/** A short product walkthrough shipped under /videos/ with its poster frame. */
export const projectVideoSchema = z.object({
  src: z
    .string({ error: VIDEO_MESSAGE })
    .regex(/^\/videos\/[\w.-]+\.(webm|mp4)$/, { error: VIDEO_MESSAGE })
    .meta({
      title: "Video file",
      description: "A .webm or .mp4 file the site ships under /videos/.",
    }),
  type: z
    .enum(["video/webm", "video/mp4"], {
      error: "Choose the video's format from the list.",
    })
    .meta({ title: "Format" }),
  width: wholeNumber("the video's width in pixels", 1).meta({
    title: "Width (pixels)",
  }),
  height: wholeNumber("the video's height in pixels", 1).meta({
    title: "Height (pixels)",
  }),
  poster: z
    .string({ error: POSTER_MESSAGE })
    .regex(/^\/videos\/[\w.-]+\.(webp|png|jpg|svg)$/, { error: POSTER_MESSAGE })
    .meta({
      title: "Poster image",
      description: "The still shown before the video plays, under /videos/.",
    }),
  /** What the (silent) video shows, read to screen reader users and shown as a caption. */
  description: filled("what the video shows").meta({
    title: "What the video shows",
    description: "Read to screen reader users and shown as a caption.",
  }),
});
export type ProjectVideo = z.infer<typeof projectVideoSchema>;

/**
 * The detail record: what /portfolio/{slug} shows and POST /api/projects answers
 * (under the legacy names video, project_name, text, about, image, button, background_image).
 */
export const projectDetailSchema = z.object({
  video: projectVideoSchema.optional().meta({ title: "Video" }),
  projectName: filled("the project's name as the project page heads it").meta({
    title: "Project name on its page",
  }),
  /** The company text under the project name. */
  companyText: filled("the line about the company under the project name").meta({ title: "Company line" }),
  /** The "About Company" text. */
  about: filled("the text about the company").meta({
    title: "About the company",
  }),
  /** Screens for the vertical slider; the page shows the first five. */
  sliderImages: listOf(imageSchema, ["slider image", "slider images"], 5).meta({
    title: "Slider images",
    description: "Screens of the app or site; the page shows the first five.",
  }),
  /** The build / test / deploy labels, in that order. */
  labels: z
    .object({
      build: filled("what was built").meta({ title: "Build" }),
      test: filled("how it was tested").meta({ title: "Test" }),
      deploy: filled("how it was deployed").meta({ title: "Deploy" }),
    })
    .meta({ title: "Build, test and deploy" }),
  /** Showcase images: the first two half-width, the third full-width. */
  backgroundImages: listOf(imageSchema, ["showcase image", "showcase images"], 1, 3).meta({
    title: "Showcase images",
    description: "The first two are shown half-width, the third full-width.",
  }),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/**
 * A portfolio project. The card fields (slug, name, company, summary, cardImage) are
 * also used by the "Our Work" grids of the service pages; the list fields by /portfolio;
 * `detail` by /portfolio/{slug} and the projects endpoint.
 */
export const projectSchema = z.object({
  slug: slug.meta({
    title: "Address",
    description: "The page's address: /portfolio/… Made from the project name; change it only if you need to.",
  }),
  name: filled("the project's name").meta({ title: "Project name" }),
  company: filled("the client's company name").meta({
    title: "Client company",
  }),
  summary: filled("a short summary of the project").meta({
    title: "Summary",
    description: "One or two sentences for the project's card.",
  }),
  cardImage: imageSchema.meta({ title: "Card image" }),
  /** The larger showcase image on the portfolio list. */
  listImage: imageSchema.meta({ title: "Portfolio list image" }),
  /** The name after "Project : " on the list (the old site's ProjectName). */
  listName: filled("the name shown after “Project :” on the portfolio list").meta({
    title: "Name on the portfolio list",
  }),
  /** What was built and what it changed (the old site's ProjectAnswer). */
  answer: filled("what was built and what it changed").meta({
    title: "What we built",
  }),
  stats: listOf(projectStatSchema, ["result", "results"], 1, 3).meta({
    title: "Results",
    description: "Each a percentage from 25 to 70 and what increased.",
  }),
  detail: projectDetailSchema.meta({ title: "Project page" }),
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
