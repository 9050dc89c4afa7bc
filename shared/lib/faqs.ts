import type { Faq } from "../content/schemas/faqs";

/** The questions shown on one page, in the order given (live content is already ordered). */
export const faqsFor = (faqs: readonly Faq[], page: string): Faq[] => faqs.filter((faq) => faq.page === page);
