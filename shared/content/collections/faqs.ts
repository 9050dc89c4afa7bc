import type { z } from "zod";
import { faqs as shippedFaqs } from "../faqs";
import { faqSchema, type Faq } from "../schemas/faqs";
import { defineCollection, listedRecords, placement, placementColumns, sameContent } from "./define";

export const faqRecordSchema = faqSchema.extend(placement);
export type FaqRecord = z.infer<typeof faqRecordSchema>;

const listed = listedRecords<Faq>(shippedFaqs, (r) => r.id);

/** The questions of each page, in order: what shared/lib/faqs.ts faqsFor picks from. */
function byPage(faqs: readonly Faq[]): Map<string, Faq[]> {
  const pages = new Map<string, Faq[]>();
  for (const faq of faqs) pages.set(faq.page, [...(pages.get(faq.page) ?? []), faq]);
  return pages;
}

/** Questions and answers on the service, product and enterprise pages (one page each). */
export const faqs = defineCollection({
  name: "faqs",
  labels: { plural: "FAQs", singular: "FAQ" },
  schema: faqRecordSchema,
  shipped: listed.shipped,
  idField: "id",
  canCreate: true,
  titleOf: (record, id) => record?.question ?? id,
  previewPath: (_id, record) => record?.page ?? "/services",
  live: {
    key: "faqs",
    /** Visible FAQs of every page, in order. */
    merge: listed.merge,
    // Exactly the pages whose questions changed (a moved question: its old page and its new one).
    affects(before, after, paths) {
      const was = byPage(before);
      const is = byPage(after);
      return paths.filter((path) => !sameContent(was.get(path) ?? [], is.get(path) ?? []));
    },
  },
  admin: {
    help: "Questions clients ask before buying, with their answers, on the page of the service, product or enterprise feature they belong to.",
    columns: [{ field: "page", label: "Page" }, ...placementColumns],
    searchFields: ["question", "answer", "page"],
    create: { derive: { from: "question", to: ["id"] } },
  },
  api: { read: true, write: true },
  revisions: { keep: 25 },
  sample: () => ({
    id: "changed-question",
    record: {
      id: "changed-question",
      page: "/services/app_development",
      question: "How long does it take?",
      answer: "Six to ten weeks for most apps.",
      visible: true,
      order: 10,
    },
    shows: ["/services/app_development"],
  }),
});
