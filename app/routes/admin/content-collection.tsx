import type { Route } from "./+types/content-collection";
import { contentCopy as copy } from "#app/admin/content/copy";
import { collectionOr404, editorHref } from "#app/admin/content/editor.server";
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
import { listOrderPanel, moveFrom, moveRecord } from "#app/admin/content/ordering.server";
import { OrderPanel } from "#app/admin/content/OrderList";
import { actorOf } from "#app/admin/content/editor.server";
import { redirectWithNotice, requirePost, requireUser } from "#app/admin/auth.server";
import { adminPage, loaderPageHeaders } from "#app/admin/page.server";
import { AdminPage } from "#app/admin/ui/AdminPage";
import { NoticeBanner } from "#app/admin/ui/form";
import { adminMeta } from "#app/admin/ui/meta";
import { collectionOf } from "#shared/content/collections";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, "content.edit");
  const collection = collectionOr404(params.collection);
  const info = collectionOf(collection);
  const query = parseListQuery(new URL(request.url).searchParams);
  const facts = collectionFacts();
  const [views, names, ordering] = await Promise.all([
    recordViews(context, collection),
    editorNames(context),
    listOrderPanel(context, collection, new URL(request.url)),
  ]);
  const here = `/admin/content/${collection}`;
  const { rows, paging } = pageOfRecords(
    views.map((v) => toListed(v, facts)),
    query,
    here,
    names,
  );
  return adminPage(signed, request, context, {
    collection,
    label: info.labels.plural,
    help: info.admin.help,
    addHref: info.canCreate ? editorHref(collection, "new") : undefined,
    singular: info.labels.singular,
    query,
    filtered: isFiltered(query),
    rows,
    paging,
    ordering,
  });
}

/** A record moved up, down or dragged in its group's order (from this list, or from a page's own editor). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const collection = collectionOr404(params.collection);
  const post = await requirePost(request, context, "content.edit", { next: `/admin/content/${collection}` });
  const { id, group, move, where } = moveFrom(post.form, collection);
  const moved = await moveRecord(context, collection, group, id, move, actorOf(post));
  return redirectWithNotice(
    where(moved.ok),
    post,
    { text: moved.text, tone: moved.ok ? undefined : "error" },
    request,
    context,
  );
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
      {d.ordering ? <OrderPanel panel={d.ordering} csrf={d.csrf} /> : null}
      <RecordFilters action={here} query={d.query} active={d.filtered || d.query.sort !== "title"} />
      <RecordList
        rows={d.rows}
        paging={d.paging}
        filtered={d.filtered}
        heading={d.filtered ? listCopy.results : listCopy.caption}
      />
    </AdminPage>
  );
}
