import type { z } from "zod";
import { enterpriseFeatures, enterpriseFeaturePath } from "../enterprise";
import { faqs as shippedFaqs } from "../faqs";
import { products } from "../products";
import { choice } from "../schemas/common";
import { form } from "../schemas/form-hints";
import { services } from "../services";
import { faqSchema, type Faq } from "../schemas/faqs";
import { defineCollection, listedRecords, placement, placementColumns, sameContent } from "./define";

/**
 * The pages that show FAQs, as an editor chooses among them: each service, product and
 * enterprise feature page (the routes that render shared/lib/faqs.ts faqsFor).
 */
export const faqPages: readonly { path: string; label: string }[] = [
  ...services.map((s) => ({ path: `/services/${s.slug}`, label: `${s.name} (service)` })),
  ...products.map((p) => ({ path: `/product/${p.route}`, label: `${p.name} (product)` })),
  ...enterpriseFeatures.map((f) => ({ path: enterpriseFeaturePath(f), label: `${f.name} (enterprise feature)` })),
];

const pagePaths = faqPages.map((p) => p.path) as [string, ...string[]];

export const faqRecordSchema = faqSchema.extend(placement).extend({
  page: choice(pagePaths, "the page the question belongs to").meta({
    title: "Page",
    description: "The service, product or enterprise feature page that shows the question.",
    ...form({ options: Object.fromEntries(faqPages.map((p) => [p.path, p.label])), order: 0 }),
  }),
});
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
    // The questions of each page in the order the page shows them (also in the page's own editor).
    ordering: { groupBy: "page" },
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
