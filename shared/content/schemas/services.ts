import { z } from "zod";
import { imageSchema, internalHref, multilineLabel, nonEmpty, slug } from "./common";
import { techAreas } from "./shared-sections";

const titledText = z.object({ title: nonEmpty, text: nonEmpty });

/**
 * A service. The card fields (slug, name, label, summary, cardImage) are used by the
 * home page's "Our Services" grid and the services overview; the page fields by
 * /services/{slug}.
 */
export const serviceSchema = z.object({
  slug,
  name: nonEmpty,
  /** The card label, one entry per line (the old site wrote "Software <br/> Development"). */
  label: multilineLabel,
  summary: nonEmpty,
  cardImage: imageSchema,

  hero: z.object({
    /** The page's h1. */
    title: nonEmpty,
    tagline: nonEmpty,
    description: nonEmpty,
    image: imageSchema,
    /** Short proof points under the buttons: a figure and what it means. */
    highlights: z.array(z.object({ value: nonEmpty, label: nonEmpty })).length(3),
  }),
  tech: z.object({
    heading: nonEmpty,
    intro: nonEmpty,
    areas: z.array(z.enum(techAreas)).min(1),
  }),
  whatWeDo: z.object({
    intro: nonEmpty,
    items: z.array(titledText).length(4),
  }),
  expertise: z.object({
    heading: nonEmpty,
    intro: nonEmpty,
    items: z
      .array(z.object({ caption: nonEmpty, image: imageSchema }))
      .min(4)
      .max(6),
  }),
  work: z.object({
    intro: nonEmpty,
    /** Portfolio slugs (shared/content/portfolio.ts), in display order. */
    projects: z.array(slug).min(2),
  }),
});
export type Service = z.infer<typeof serviceSchema>;
export const servicesSchema = z
  .array(serviceSchema)
  .length(6)
  .refine((list) => new Set(list.map((s) => s.slug)).size === list.length, "service slugs must be unique");

/** The /services overview and the fixed labels of every service page. */
export const servicesPageSchema = z.object({
  hero: z.object({
    eyebrow: nonEmpty,
    title: nonEmpty,
    intro: nonEmpty,
    image: imageSchema,
  }),
  cardsHeading: nonEmpty,
  cardLinkLabel: nonEmpty,
  process: z.object({
    heading: nonEmpty,
    intro: nonEmpty,
    steps: z.array(titledText).length(4),
  }),
  cta: z.object({
    heading: nonEmpty,
    text: nonEmpty,
    buttonLabel: nonEmpty,
    href: internalHref,
  }),
  labels: z.object({
    serviceEyebrow: nonEmpty,
    getQuote: nonEmpty,
    callNow: nonEmpty,
    whatWeDoHeading: nonEmpty,
    reviewHeading: nonEmpty,
    workHeading: nonEmpty,
    workLinkLabel: nonEmpty,
  }),
});
export type ServicesPage = z.infer<typeof servicesPageSchema>;
