import type { Route } from "./+types/hiring";
import { requireUser } from "#app/admin/auth.server";
import { ApplicationTable } from "#app/admin/hiring/ApplicationTable";
import { STAGE_LABELS, STAGE_ORDER, hiringCopy } from "#app/admin/hiring/copy";
import { PAGE_SIZE, hiringHref, parseHiringQuery, toFilter } from "#app/admin/hiring/query";
import { toRow } from "#app/admin/hiring/view.server";
import { adminPage, listPage, loaderPageHeaders } from "#app/admin/page.server";
import { AdminPage } from "#app/admin/ui/AdminPage";
import { CountTabs } from "#app/admin/ui/CountTabs";
import { FilterField, FilterForm, filterInputClass } from "#app/admin/ui/filters";
import { NoticeBanner } from "#app/admin/ui/form";
import { Pagination } from "#app/admin/ui/Pagination";
import { adminMeta } from "#app/admin/ui/meta";
import { OPEN_STAGES } from "#server/hiring/pipeline";

const copy = hiringCopy.inbox;
const n = (count: number) => count.toLocaleString("en-IN");

/**
 * The hiring inbox (/admin/hiring): every job that has applications, each a view of its own;
 * the stages with how many are at each (of the job shown); a search; and the applications,
 * newest first. Owners and the hiring role only ("applications.work").
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, "applications.work");
  const { values, page } = parseHiringQuery(new URL(request.url).searchParams);
  const { hiring } = context.services;
  const job = values.job || undefined;
  const [{ items, total }, stageCounts, jobs] = await Promise.all([
    hiring.list(toFilter(values, signed.user.id), { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    hiring.stageCounts(job),
    hiring.jobs(),
  ]);
  const paging = listPage({ page, size: PAGE_SIZE, total, count: items.length, href: (p) => hiringHref(values, p) });
  const all = Object.values(stageCounts).reduce((a, b) => a + b, 0);
  const open = OPEN_STAGES.reduce((sum, stage) => sum + stageCounts[stage], 0);
  return adminPage(signed, request, context, {
    values,
    filtered: values.q !== "" || values.owner !== "",
    jobTabs: [
      {
        key: "all",
        label: copy.allJobs,
        href: hiringHref({ ...values, job: "" }),
        count: n(jobs.reduce((sum, j) => sum + j.total, 0)),
        current: values.job === "",
      },
      ...jobs.map((j) => ({
        key: j.slug,
        label: j.title,
        href: hiringHref({ ...values, job: j.slug }),
        count: copy.jobCount(j.total, j.open),
        current: values.job === j.slug,
      })),
    ],
    stageTabs: [
      { key: "all", label: copy.allStages, stage: "" as const, count: all },
      { key: "open", label: copy.openStages, stage: "open" as const, count: open },
      ...STAGE_ORDER.map((stage) => ({ key: stage, label: STAGE_LABELS[stage], stage, count: stageCounts[stage] })),
    ].map(({ stage, count, ...tab }) => ({
      ...tab,
      href: hiringHref({ ...values, stage }),
      count: n(count),
      current: values.stage === stage,
    })),
    rows: items.map(toRow),
    ...paging,
  });
}

export const headers = loaderPageHeaders;

export const meta = adminMeta(copy.title);

export default function HiringPage({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const caption =
    d.total === 0 ? copy.caption : `${copy.caption}: ${copy.showing(d.shown.first, d.shown.last, d.total)}`;
  const here = hiringHref({ ...d.values, q: "", owner: "" });
  return (
    <AdminPage siteName={d.siteName} account={d.account} current="/admin/hiring" title={copy.title} intro={copy.intro}>
      <NoticeBanner notice={d.notice} />
      <section aria-labelledby="jobs-heading" className="grid gap-3">
        <h2 id="jobs-heading" className="text-lg font-bold text-ink">
          {copy.jobsHeading}
        </h2>
        <CountTabs label={copy.jobsHeading} tabs={d.jobTabs} />
      </section>
      <FilterForm
        headingId="hiring-filter-heading"
        action="/admin/hiring"
        className="lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start"
        buttonsClassName="lg:col-span-2"
        words={{ filterHeading: copy.filterHeading, apply: copy.apply, clear: copy.clear }}
        active={d.filtered}
        clearHref={here}
      >
        {d.values.job ? <input type="hidden" name="job" value={d.values.job} /> : null}
        {d.values.stage ? <input type="hidden" name="stage" value={d.values.stage} /> : null}
        <FilterField id="hiring-q" label={copy.search} hint={copy.searchHint}>
          <input
            id="hiring-q"
            name="q"
            type="search"
            defaultValue={d.values.q}
            aria-describedby="hiring-q-hint"
            className={filterInputClass}
          />
        </FilterField>
        <FilterField id="hiring-owner" label={copy.owner}>
          <select id="hiring-owner" name="owner" defaultValue={d.values.owner} className={filterInputClass}>
            <option value="">{copy.anyOwner}</option>
            <option value="me">{copy.mine}</option>
          </select>
        </FilterField>
      </FilterForm>
      <section aria-labelledby="applications-heading" className="grid gap-4">
        <h2 id="applications-heading" className="sr-only">
          {copy.caption}
        </h2>
        <CountTabs label={copy.stagesLabel} tabs={d.stageTabs} />
        {d.rows.length === 0 ? (
          <p className="card p-6 text-center text-muted">
            {d.filtered || d.values.job || d.values.stage ? copy.noMatches : copy.empty}
          </p>
        ) : (
          <div className="lg:overflow-hidden lg:rounded-card lg:border lg:border-line lg:bg-white lg:px-2 lg:shadow-card">
            <ApplicationTable rows={d.rows} caption={caption} />
          </div>
        )}
        <Pagination page={d.page} pages={d.pages} hrefs={d.pageHrefs} />
      </section>
    </AdminPage>
  );
}
