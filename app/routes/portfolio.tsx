import { redirect } from "react-router";
import { PageIntro } from "#app/components/layout/PageIntro";
import type { Route } from "./+types/portfolio";
import { PortfolioList } from "#app/components/sections/PortfolioList";
import { liveContent } from "#shared/content/live.server";
import { portfolioPage } from "#shared/content/portfolio";

export function loader({ request, context }: Route.LoaderArgs) {
  // Paths match case-insensitively, so the old redirect target /Portfolio lands here.
  if (new URL(request.url).pathname === "/Portfolio") throw redirect("/portfolio", 301);
  return {
    labels: portfolioPage.list,
    projects: liveContent(context).projects.map(({ slug, company, listName, listImage, answer, stats }) => ({
      slug,
      company,
      listName,
      listImage,
      answer,
      stats,
    })),
  };
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { labels, projects } = loaderData;
  return (
    <>
      <PageIntro eyebrow={labels.eyebrow} title={labels.title} intro={labels.intro} />
      <section className="container-page section" aria-label={labels.eyebrow}>
        <PortfolioList projects={projects} labels={labels} />
      </section>
    </>
  );
}
