import { z } from "zod";
import { imageSchema, nonEmpty, slug } from "./common";

/** The four founder traits of the spec, in its order. */
export const founderTraits = [
  "Product Innovator",
  "Innovative Leader",
  "Business Strategy",
  "Detail-Oriented",
] as const;
/** Autoplay delays of the four gallery sliders (spec §10), in order. */
export const galleryDelaysMs = [3000, 4000, 2000, 5000] as const;

/** A mission/vision/history block and accordion item (spec: image, heading, answer). */
export const aboutAccordionItemSchema = z.object({ id: slug, heading: nonEmpty, answer: nonEmpty, image: imageSchema });
export type AboutAccordionItem = z.infer<typeof aboutAccordionItemSchema>;

export const gallerySliderSchema = z.object({
  label: nonEmpty,
  delayMs: z.number().int().positive(),
  images: z.array(imageSchema).min(3).max(4),
});
export type GallerySliderContent = z.infer<typeof gallerySliderSchema>;

/** The About page (spec §6 About). */
export const aboutSchema = z.object({
  hero: z.object({ eyebrow: nonEmpty, heading: z.literal("Hi there welcome to our family"), text: nonEmpty }),
  who: z.object({
    eyebrow: z.literal("Who we are"),
    heading: z.literal("About our company"),
    paragraphs: z.array(nonEmpty).min(2),
  }),
  accordion: z.object({ heading: nonEmpty, items: z.array(aboutAccordionItemSchema).min(4).max(5) }),
  clients: z.object({ heading: nonEmpty, intro: nonEmpty.optional() }),
  founder: z.object({
    heading: z.literal("Meet the Founder"),
    name: nonEmpty,
    role: nonEmpty,
    bio: z.array(nonEmpty).min(1),
    traits: z.array(z.enum(founderTraits)).length(4),
    portrait: imageSchema,
  }),
  values: z.object({ eyebrow: nonEmpty, heading: nonEmpty, text: nonEmpty, image: imageSchema }),
  gallery: z.object({
    eyebrow: nonEmpty,
    heading: z.literal("Our agency snap"),
    intro: nonEmpty,
    /** Gap between slides, in CSS pixels (the old Swiper spaceBetween: 50). */
    spaceBetween: z.literal(50),
    sliders: z
      .array(gallerySliderSchema)
      .length(4)
      .refine(
        (s) => s.map((x) => x.delayMs).join() === galleryDelaysMs.join(),
        "delays must be 3000, 4000, 2000, 5000 ms",
      ),
  }),
});
export type AboutContent = z.infer<typeof aboutSchema>;
