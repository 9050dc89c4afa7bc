import type { Route } from "./+types/content-collection";
import { contentCopy as copy } from "~/admin/content/copy";
import { collectionOr404, editorHref } from "~/admin/content/editor.server";
import { requireUser } from "~/admin/auth.server";
import { adminPage, loaderPageHeaders } from "~/admin/page.server";
import { formatIndiaDateTime, indiaIso } from "~/admin/time.server";
import { AdminPage } from "~/admin/ui/AdminPage";
import { NoticeBanner } from "~/admin/ui/form";
import { adminMeta } from "~/admin/ui/meta";
import { Time } from "~/admin/ui/Time";
import { collectionOf } from "#shared/content/collections";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, "content.edit");
  const collection = collectionOr404(params.collection);
  const info = collectionOf(collection);
  const records = await context.services.content.list(collection);
  return adminPage(signed, request, context, {
    collection,
    label: info.labels.plural,
    help: info.admin.help,
    addHref: info.canCreate ? editorHref(collection, "new") : undefined,
    singular: info.labels.singular,
    records: records.map((r) => ({
      id: r.id,
      title: r.title,
      href: editorHref(collection, r.id),
      state: copy.state[r.state],
      changed: r.state !== "shipped",
      updated: r.updatedAt ? { at: { iso: indiaIso(r.updatedAt), text: formatIndiaDateTime(r.updatedAt) }, by: r.updatedBy ?? "" } : undefined,
    })),
  });
}

export const headers = loaderPageHeaders;

export const meta = adminMeta(({ data }) => (data as { label?: string } | undefined)?.label ?? copy.title);

export default function ContentCollectionPage({ loaderData: d }: Route.ComponentProps) {
  const here = `/admin/content/${d.collection}`;
  return (
    <AdminPage
      siteName={d.siteName}
      account={d.account}
      current={here}
      breadcrumbs={[{ label: copy.title, href: "/admin/content" }, { label: d.label }]}
      title={d.label}
      intro={d.help}
      actions={
        d.addHref ? (
          <a href={d.addHref} className="btn btn-primary">
            {copy.list.add(d.singular)}
          </a>
        ) : undefined
      }
    >
      <NoticeBanner notice={d.notice} />
      <div className="overflow-x-auto rounded-xl border border-line bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-surface text-ink">
            <tr>
              <th scope="col" className="px-4 py-3 font-bold">{copy.list.name}</th>
              <th scope="col" className="px-4 py-3 font-bold">{copy.list.state}</th>
              <th scope="col" className="px-4 py-3 font-bold">{copy.list.updated}</th>
            </tr>
          </thead>
          <tbody>
            {d.records.map((r) => (
              <tr key={r.id} className="border-t border-line">
                <th scope="row" className="px-4 py-3 font-semibold">
                  <a href={r.href} className="text-brand-700 underline underline-offset-2">
                    {r.title}
                  </a>
                  {r.title !== r.id ? <span className="block text-xs font-normal text-muted">{r.id}</span> : null}
                </th>
                <td className="px-4 py-3">
                  <span className={r.changed ? "font-semibold text-ink" : "text-muted"}>{r.state}</span>
                </td>
                <td className="px-4 py-3 text-muted">
                  {r.updated ? (
                    <>
                      <Time at={r.updated.at} /> · {r.updated.by}
                    </>
                  ) : (
                    copy.list.never
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminPage>
  );
}
