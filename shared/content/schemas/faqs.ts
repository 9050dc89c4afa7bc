import { z } from "zod";
import { nonEmpty, slug } from "./common";

/**
 * A question a client asks before buying, and its answer, shown on one service, product
 * or enterprise page as an accordion (with FAQPage structured data). The answer is plain
 * text; a blank line starts a new paragraph.
 */
export const faqSchema = z.object({
  /** Unique across all pages; also the anchor of the question on its page (#faq-{id}). */
  id: slug,
  /** The page the question belongs to: "/services/{slug}", "/product/{route}" or an enterprise feature path. */
  page: z.string().regex(/^\/(services|product)\/[\w\-/]+$/),
  question: nonEmpty.max(160),
  answer: nonEmpty.max(1200),
});
export type Faq = z.infer<typeof faqSchema>;

export const faqsSchema = z
  .array(faqSchema)
  .refine((list) => new Set(list.map((f) => f.id)).size === list.length, "FAQ ids must be unique");
