import type { Route } from "./+types/seo";
import { requireUser } from "#app/admin/auth.server";
import { adminPage, loaderPageHeaders } from "#app/admin/page.server";
import { seoCopy } from "#app/admin/seo/copy";
import { parseOverviewQuery, seoOverview } from "#app/admin/seo/overview.server";
import { SeoOverviewTable } from "#app/admin/seo/SeoOverviewTable";
import { AdminPage } from "#app/admin/ui/AdminPage";
import { FilterField, FilterForm, filterInputClass } from "#app/admin/ui/filters";
import { NoticeBanner } from "#app/admin/ui/form";
import { adminMeta } from "#app/admin/ui/meta";

const copy = seoCopy.overview;
const HERE = "/admin/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, "content.edit");
  const query = parseOverviewQuery(new URL(request.url).searchParams);
  return adminPage(signed, request, context, { query, ...(await seoOverview(context, query)) });
}

export const headers = loaderPageHeaders;

export const meta = adminMeta(copy.title);

export default function SeoOverviewPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <AdminPage siteName={d.siteName} account={d.account} current={HERE} title={copy.title} intro={copy.intro}>
      <NoticeBanner notice={d.notice} />
      <FilterForm
        headingId="seo-filter-heading"
        action={HERE}
        className="lg:grid-cols-12 lg:items-end"
        buttonsClassName="lg:col-span-12"
        words={copy}
        active={d.query.problems || d.query.q !== ""}
      >
        <FilterField
          id="seo-q"
          label={copy.search}
          hint={copy.searchHint}
          className="min-w-0 sm:col-span-2 lg:col-span-6"
        >
          <input
            id="seo-q"
            name="q"
            type="search"
            defaultValue={d.query.q}
            maxLength={200}
            aria-describedby="seo-q-hint"
            className={`${filterInputClass} min-w-0`}
          />
        </FilterField>
        <div className="flex min-h-11 items-center gap-2 sm:col-span-2 lg:col-span-6">
          <input
            id="seo-problems"
            name="problems"
            type="checkbox"
            value="1"
            defaultChecked={d.query.problems}
            className="size-5 accent-brand-700"
          />
          <label htmlFor="seo-problems" className="font-semibold text-ink">
            {copy.onlyProblems}
          </label>
        </div>
      </FilterForm>
      <section aria-labelledby="seo-pages-heading" className="grid gap-4">
        <h2 id="seo-pages-heading" className="text-xl font-bold text-ink">
          {copy.caption}
        </h2>
        <p className="text-muted" role="status">
          {copy.summary(d.rows.length, d.total, d.withProblems)}
        </p>
        <SeoOverviewTable rows={d.rows} />
      </section>
    </AdminPage>
  );
}
