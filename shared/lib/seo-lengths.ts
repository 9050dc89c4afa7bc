/**
 * How much of a page's title and description search engines show: about 30–60 characters
 * of a title and 70–160 of a description. The SEO schema's limits, the editor's length
 * guides and the SEO overview read these (zod-free: the editor's counters run in the browser).
 */
export const TITLE_MIN = 30;
export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 70;
export const DESCRIPTION_MAX = 160;
