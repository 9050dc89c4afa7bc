/**
 * The page sections that hydrate as islands (app/lib/island.tsx, decision 023): below the
 * fold, their code is not part of a page's first load; the browser loads each section's chunk
 * when its island asks for it. Only dynamic imports here: a static one would put the section
 * back into the importing route's chunk.
 */
import { island } from "#app/lib/island";

export const ServiceGridIsland = island(() => import("./home/ServiceGrid").then((m) => m.ServiceGrid));
export const LogoStripIsland = island(() => import("./LogoStrip").then((m) => m.LogoStrip));
export const ExperienceSectionIsland = island(() =>
  import("./home/ExperienceSection").then((m) => m.ExperienceSection),
);
export const ItIndustrySectionIsland = island(() =>
  import("./home/ItIndustrySection").then((m) => m.ItIndustrySection),
);
export const IndustryMarqueeIsland = island(() => import("./home/IndustryMarquee").then((m) => m.IndustryMarquee));
export const LatestPostsIsland = island(() => import("#app/components/blog/LatestPosts").then((m) => m.LatestPosts));
export const ReviewSectionIsland = island(() => import("./ReviewSection").then((m) => m.ReviewSection));
export const TechStackGridIsland = island(() => import("./TechStackGrid").then((m) => m.TechStackGrid));
export const GallerySliderIsland = island(() => import("./about/GallerySlider").then((m) => m.GallerySlider));
export const ServicesCtaIsland = island(() => import("./ServicesCta").then((m) => m.ServicesCta));
export const PostGridIsland = island(() => import("#app/components/blog/PostGrid").then((m) => m.PostGrid));
export const PostNeighboursIsland = island(() =>
  import("#app/components/blog/PostNeighbours").then((m) => m.PostNeighbours),
);
export const FaqsIsland = island(() => import("./Faqs").then((m) => m.Faqs));
