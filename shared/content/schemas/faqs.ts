import { z } from "zod";
import { atMost, filled, slug } from "./common";
import { form } from "./form-hints";

/**
 * A question a client asks before buying, and its answer, shown on one service, product
 * or enterprise page as an accordion (with FAQPage structured data). The answer is plain
 * text; a blank line starts a new paragraph.
 */
const FAQ_PAGE_MESSAGE = "Choose the page the question belongs to: a /services/… or /product/… page.";

export const faqSchema = z.object({
  /** Unique across all pages; also the anchor of the question on its page (#faq-{id}). Never shown: made from the question. */
  id: slug.meta({ title: "ID", ...form({ madeFrom: "question" }) }),
  /** The page the question belongs to: "/services/{slug}", "/product/{route}" or an enterprise feature path. */
  page: z
    .string({ error: FAQ_PAGE_MESSAGE })
    .regex(/^\/(services|product)\/[\w\-/]+$/, { error: FAQ_PAGE_MESSAGE })
    .meta({ title: "Page" }),
  question: filled("the question").max(160, atMost(160, "the question")).meta({ title: "Question" }),
  answer: filled("the answer").max(1200, atMost(1200, "the answer")).meta({ title: "Answer" }),
});
export type Faq = z.infer<typeof faqSchema>;

export const faqsSchema = z
  .array(faqSchema)
  .refine((list) => new Set(list.map((f) => f.id)).size === list.length, "FAQ ids must be unique");
