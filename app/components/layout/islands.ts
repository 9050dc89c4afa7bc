/**
 * The site footer as an island (app/lib/island.tsx, decision 023): below the fold on every
 * page, so its code (the links, the quote form and its enhancement) is not part of any page's
 * first load. Without JavaScript, or before it hydrates, the form posts to the server.
 */
import { island } from "#app/lib/island";

export const SiteFooterIsland = island(() => import("./SiteFooter").then((m) => m.SiteFooter));
