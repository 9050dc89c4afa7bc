import { Form } from "react-router";
import type { Route } from "./+types/content";
import { contentCopy as copy } from "#app/admin/content/copy";
import { actorOf } from "#app/admin/content/editor.server";
import { readImportFile } from "#app/admin/content/import.server";
import { listCopy } from "#app/admin/content/list-copy";
import {
  collectionFacts,
  editorNames,
  isFiltered,
  pageOfRecords,
  parseListQuery,
  recordViews,
  toListed,
} from "#app/admin/content/list.server";
import { RecordFilters, RecordList } from "#app/admin/content/RecordList";
import { ProfileSection } from "#app/admin/accounts/ProfileSection";
import { redirectWithNotice, requireUser } from "#app/admin/auth.server";
import { adminPage, formPageHeaders } from "#app/admin/page.server";
import { AdminPage } from "#app/admin/ui/AdminPage";
import { CsrfInput, NoticeBanner } from "#app/admin/ui/form";
import { adminMeta } from "#app/admin/ui/meta";
import { allCollections, COLLECTION_NAMES } from "#shared/content/collections";

const HERE = "/admin/content";

export async function loader({ request, context }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, "content.edit");
  const collections = await Promise.all(
    allCollections.map(async (collection) => {
      const records = await context.services.content.list(collection.name);
      return {
        name: collection.name,
        label: collection.labels.plural,
        count: records.length,
        changed: records.filter((r) => r.state !== "shipped").length,
      };
    }),
  );
  // A search or status filter lists the matching records of every collection.
  const query = parseListQuery(new URL(request.url).searchParams);
  const filtered = isFiltered(query);
  let results;
  if (filtered) {
    const facts = collectionFacts();
    const [views, names] = await Promise.all([
      Promise.all(COLLECTION_NAMES.map((name) => recordViews(context, name))),
      editorNames(context),
    ]);
    results = pageOfRecords(
      views.flat().map((v) => toListed(v, facts)),
      query,
      HERE,
      names,
    );
  }
  return adminPage(signed, request, context, { collections, query, filtered, results });
}

/** The import form (multipart: a JSON file). */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readImportFile(request, context, HERE);
  if (!read.ok) return { importErrors: read.errors };
  const result = await context.services.content.importAll(read.file, actorOf(read.signed));
  if (!result.ok) return { importErrors: [copy.transfer.refused, ...result.errors] };
  return redirectWithNotice(HERE, read.signed, { text: copy.transfer.imported(result.count) }, request, context);
}

export const headers = formPageHeaders;

export const meta = adminMeta(copy.title);

export default function ContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const errors = actionData?.importErrors;
  return (
    <AdminPage siteName={d.siteName} account={d.account} current={HERE} title={copy.title} intro={copy.intro}>
      <NoticeBanner notice={d.notice} />
      <RecordFilters action={HERE} query={d.query} active={d.filtered || d.query.sort !== "title"} />
      {d.results ? (
        <RecordList
          rows={d.results.rows}
          paging={d.results.paging}
          filtered
          showCollection
          heading={listCopy.results}
        />
      ) : null}
      <section aria-labelledby="collections-heading" className="grid gap-4">
        <h2 id="collections-heading" className="text-xl font-bold text-ink">
          {copy.collectionsHeading}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {d.collections.map((c) => (
            <li key={c.name} className="rounded-xl border border-line bg-white p-5 shadow-sm">
              <h3 className="text-lg font-bold text-ink">
                <a href={`${HERE}/${c.name}`} className="text-brand-700 underline-offset-2 hover:underline">
                  {c.label}
                </a>
              </h3>
              <p className="mt-1 text-sm text-muted">
                {copy.records(c.count)} · {copy.changed(c.changed)}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <ProfileSection id="transfer-heading" title={copy.transfer.heading}>
        <p className="max-w-3xl text-muted">{copy.transfer.intro}</p>
        <p>
          <a href={`${HERE}/export.json`} className="btn btn-secondary" download>
            {copy.transfer.export}
          </a>
        </p>
        <Form
          method="post"
          encType="multipart/form-data"
          className="grid max-w-xl grid-cols-[minmax(0,1fr)] gap-3"
          reloadDocument
        >
          <CsrfInput csrf={d.csrf} />
          <label htmlFor="import-file" className="font-semibold text-ink">
            {copy.transfer.importLabel}
          </label>
          <p id="import-help" className="text-sm text-muted">
            {copy.transfer.importHelp}
          </p>
          <input
            id="import-file"
            name="file"
            type="file"
            accept="application/json,.json"
            required
            aria-describedby={errors ? "import-help import-errors" : "import-help"}
            aria-invalid={errors ? true : undefined}
            className="min-h-11 w-full min-w-0 rounded-lg border border-slate-500 bg-white px-3 py-2"
          />
          {errors ? (
            <div id="import-errors" role="alert" className="text-sm font-semibold text-error">
              <p>
                <span aria-hidden="true">⚠ </span>
                {errors[0]}
              </p>
              {errors.length > 1 ? (
                <ul className="mt-1 list-disc pl-5 font-normal">
                  {errors.slice(1, 51).map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          <p>
            <button type="submit" className="btn btn-primary">
              {copy.transfer.import}
            </button>
          </p>
        </Form>
      </ProfileSection>
    </AdminPage>
  );
}
