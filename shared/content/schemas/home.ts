import { z } from "zod";
import { imageSchema, linkSchema, nonEmpty } from "./common";
import { techItemSchema } from "./shared-sections";

const sectionIntro = z.object({ eyebrow: nonEmpty.optional(), heading: nonEmpty, intro: nonEmpty.optional() });

/** The home page (spec §3, §6 Home): hero, Our Services, Our Clients, experience, IT Industry, industries, Review. */
export const homeSchema = z.object({
  hero: z.object({
    eyebrow: nonEmpty,
    /** The promise of the page: custom software tailored to the business's requirements. */
    heading: nonEmpty,
    text: nonEmpty,
    quoteCta: linkSchema,
    /** Shown on phones only: a tel: link to the company's first phone number. */
    callLabel: nonEmpty,
    highlights: z.array(nonEmpty).min(2).max(4),
    /** Accessible description of the drawn hero illustration. */
    illustrationAlt: nonEmpty,
  }),
  services: sectionIntro.extend({
    /** The old site's anchor (/#Services); kept because other pages link to it. */
    anchorId: z.literal("Services"),
    cardCta: nonEmpty,
  }),
  clients: sectionIntro,
  experience: sectionIntro.extend({
    badges: z
      .array(z.object({ value: nonEmpty, label: nonEmpty }))
      .min(3)
      .max(4),
    techHeading: nonEmpty,
    techBadges: z.array(techItemSchema).min(6),
  }),
  itIndustry: z.object({
    eyebrow: nonEmpty,
    heading: nonEmpty,
    text: nonEmpty,
    /** The spec's claim: 150% increase in business. */
    stat: z.object({ value: z.literal("150%"), label: nonEmpty }),
    /** The spec's three words: build, test, deploy. */
    steps: z
      .array(z.object({ title: nonEmpty, text: nonEmpty }))
      .length(3)
      .refine(
        (s) => s.map((x) => x.title.toLowerCase()).join() === "build,test,deploy",
        "steps must be Build, Test, Deploy",
      ),
    cta: linkSchema,
    image: imageSchema,
  }),
  industries: sectionIntro.extend({
    /** The marquee alternates these (spec: Healthcare and Real state). */
    items: z.array(z.object({ name: nonEmpty, specName: nonEmpty, description: nonEmpty })).min(2),
  }),
  review: z.object({ heading: nonEmpty, intro: nonEmpty.optional() }),
});
export type HomeContent = z.infer<typeof homeSchema>;
