import type { Faq } from "./schemas/faqs";

/** The questions shipped with the site, by page, in display order (the back office edits them). */
export const faqs: Faq[] = [];
