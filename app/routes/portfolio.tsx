import { redirect } from "react-router";
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
      <section className="bg-surface">
        <div className="container-page py-14 md:py-20">
          <p className="eyebrow">{labels.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold sm:text-5xl">{labels.title}</h1>
          <p className="mt-5 max-w-2xl text-lg text-muted">{labels.intro}</p>
        </div>
      </section>
      <section className="container-page section" aria-label={labels.eyebrow}>
        <PortfolioList projects={projects} labels={labels} />
      </section>
    </>
  );
}
