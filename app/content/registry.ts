import type { ContentEntry } from "./validate";
import { siteSchema } from "./schemas/site";
import { site } from "./site";

/**
 * Every content module with its schema. `npm run build` and the unit tests check
 * them all; a broken record fails the build with a message that names it.
 * Add one line here for each new content module.
 */
export const contentEntries: ContentEntry[] = [
  { file: "app/content/site.ts", schema: siteSchema, data: site },
];
