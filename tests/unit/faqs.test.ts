import { describe, expect, it } from "vitest";
import { shippedContent } from "#shared/content/editable";
import { enterpriseFeaturePath, enterpriseFeatures } from "#shared/content/enterprise";
import { faqs } from "#shared/content/faqs";
import { faqsSchema } from "#shared/content/schemas/faqs";
import { services } from "#shared/content/services";
import { faqsFor } from "#shared/lib/faqs";
import { staticPagePaths } from "#shared/lib/static-paths";

const pagesWithQuestions = [
  ...services.map((s) => `/services/${s.slug}`),
  ...shippedContent.products.map((p) => `/product/${p.route}`),
  ...enterpriseFeatures.map(enterpriseFeaturePath),
];

describe("shipped FAQs", () => {
  it("pass their schema (unique ids, lengths, page paths)", () => {
    expect(faqsSchema.safeParse(faqs).success).toBe(true);
  });

  it.each(pagesWithQuestions)("%s answers at least three questions", (page) => {
    expect(faqsFor(faqs, page).length).toBeGreaterThanOrEqual(3);
  });

  it("belong to real pages only", () => {
    const pages = new Set(staticPagePaths());
    expect(faqs.filter((faq) => !pages.has(faq.page)).map((faq) => faq.id)).toEqual([]);
  });

  it("are plain text: no markup, no stray spaces around paragraphs, questions end with a question mark", () => {
    for (const faq of faqs) {
      expect(faq.answer, faq.id).not.toMatch(/[<>*_#`]|\]\(/);
      for (const paragraph of faq.answer.split("\n\n")) {
        expect(paragraph, faq.id).toBe(paragraph.trim());
        expect(paragraph, faq.id).not.toMatch(/^$|\n/);
      }
      expect(faq.question, faq.id).toMatch(/\?$/);
    }
  });

  it("are live content: LiveContent.faqs starts as the shipped list", () => {
    expect(shippedContent.faqs).toEqual(faqs);
  });
});
