import { z } from "zod";
import { imageSchema, multilineLabel, nonEmpty, slug } from "./common";

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
});
export type Service = z.infer<typeof serviceSchema>;
export const servicesSchema = z.array(serviceSchema).length(6);
