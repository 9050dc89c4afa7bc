import type { AppLoadContext } from "react-router";
import { seoPathOf } from "#shared/content/editable";
import type { SeoRecord } from "#shared/content/schemas/seo";
import { editorHref } from "../content/preview-path";
import { recordViews } from "../content/list.server";
import { lengthCheck, problemText, seoProblems } from "./checks";

export type SeoOverviewQuery = { q: string; problems: boolean };

export function parseOverviewQuery(params: URLSearchParams): SeoOverviewQuery {
  return { q: (params.get("q") ?? "").trim().slice(0, 200), problems: params.get("problems") === "1" };
}

/**
 * Every page's SEO record (the version an editor sees: draft, else published, else
 * shipped) with its title and description checked against the others'.
 */
export async function seoOverview(context: AppLoadContext, query: SeoOverviewQuery) {
  const views = await recordViews(context, "seo");
  const pages = views.map((v) => {
    const record = (v.current ?? {}) as Partial<SeoRecord>;
    return { id: v.id, path: seoPathOf(v.id), title: record.title ?? "", description: record.meta_description ?? "" };
  });
  const problems = seoProblems(pages);
  const pathOf = (id: string) => seoPathOf(id);
  const rows = pages
    .map((p) => ({
      id: p.id,
      path: p.path,
      href: editorHref("seo", p.id),
      title: p.title,
      description: p.description,
      titleLength: lengthCheck("title", p.title),
      descriptionLength: lengthCheck("description", p.description),
      problems: (problems.get(p.id) ?? []).map((problem) => problemText(problem, pathOf)),
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
  const words = query.q.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = rows.filter(
    (r) =>
      (!query.problems || r.problems.length > 0) &&
      words.every((w) => `${r.path}\n${r.title}\n${r.description}`.toLowerCase().includes(w)),
  );
  return { rows: shown, total: rows.length, withProblems: rows.filter((r) => r.problems.length > 0).length };
}
export type SeoOverviewRow = Awaited<ReturnType<typeof seoOverview>>["rows"][number];
