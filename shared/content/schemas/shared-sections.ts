import { z } from "zod";
import { filled, imageSchema, nonEmpty, slug } from "./common";

/** A client testimonial. The spec shows six, all rated 5.0, each client as 'Mr.' plus a name. */
export const testimonialSchema = z.object({
  id: slug.meta({
    title: "ID",
    description: "Made from the client's name; it cannot change once saved.",
  }),
  honorific: z.literal("Mr.", { error: "The honorific is always “Mr.”." }),
  name: filled("the client's name").meta({ title: "Client's name" }),
  /** Role and company, e.g. "Founder, Gola Sizzler". */
  title: filled("the client's role and company, e.g. Founder, Gola Sizzler").meta({
    title: "Role and company",
    description: "e.g. Founder, Gola Sizzler",
  }),
  quote: filled("what the client said").meta({ title: "Quote" }),
  rating: z.literal(5, { error: "Every testimonial is rated 5." }),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialsSchema = z.array(testimonialSchema).length(6);

/** A client shown in the logo strips: a wordmark drawn for the site. */
export const clientLogoSchema = z.object({
  id: slug,
  name: nonEmpty,
  logo: imageSchema,
});
export type ClientLogo = z.infer<typeof clientLogoSchema>;
export const clientLogosSchema = z.array(clientLogoSchema).min(5);

/** Technology areas of the spec; branding and digital marketing have their own item lists. */
export const techAreas = ["backend", "mobile", "frontend", "devops", "branding", "digitalMarketing"] as const;
export type TechArea = (typeof techAreas)[number];
export const techItemSchema = z.object({ label: nonEmpty, icon: imageSchema });
export type TechItem = z.infer<typeof techItemSchema>;
export const techStacksSchema = z.object({
  backend: z.array(techItemSchema).length(6),
  mobile: z.array(techItemSchema).length(6),
  frontend: z.array(techItemSchema).length(6),
  devops: z.array(techItemSchema).length(6),
  branding: z.array(techItemSchema).min(4),
  digitalMarketing: z.array(techItemSchema).min(4),
});
export type TechStacks = z.infer<typeof techStacksSchema>;
/** Display names of the areas, for headings and tabs. */
export const techAreaLabels: Record<TechArea, string> = {
  backend: "Backend",
  mobile: "Mobile",
  frontend: "Frontend",
  devops: "DevOps & Cloud",
  branding: "Branding",
  digitalMarketing: "Digital Marketing",
};
