import { z } from "zod";
import { imageSchema, nonEmpty, slug } from "./common";

/**
 * A portfolio project. The card fields (slug, name, company, summary, cardImage) are
 * also used by the "Our Work" grids of the service pages.
 */
export const projectSchema = z.object({
  slug,
  name: nonEmpty,
  company: nonEmpty,
  summary: nonEmpty,
  cardImage: imageSchema,
});
export type Project = z.infer<typeof projectSchema>;
export const projectsSchema = z.array(projectSchema).length(6);
