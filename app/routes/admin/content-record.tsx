import { data, Form } from "react-router";
import type { Route } from "./+types/content-record";
import { ChangeTable } from "~/admin/content/ChangeTable";
import { contentCopy as copy } from "~/admin/content/copy";
import {
  actorOf,
  collectionOr404,
  CONTENT_FORM_LIMIT,
  conflictOf,
  historyOf,
  mediaOptions,
  recordFacts,
  recordForm,
} from "~/admin/content/editor.server";
import { newRecordTemplate } from "~/admin/content/new-record.server";
import { editorHref, previewPathOf } from "~/admin/content/preview-path";
import { ImageFieldContext } from "#app/admin/content/ImageField";
import { afterUpload, recordUpload, toPickerImages } from "#app/admin/content/image-upload.server";
import type { FieldUpload } from "#app/admin/content/image-names";
import { isMultipart } from "#app/admin/media/upload.server";
import { autosaveAnswer, parseIndiaDateTime, postTools, withIdFromSlug } from "~/admin/content/post-tools.server";
import { PostPreview, PostToolbar, PostTools } from "~/admin/content/PostTools";
import { RecordHistory } from "~/admin/content/RecordHistory";
import { SchemaFields } from "~/admin/content/SchemaFields";
import { parseForm } from "~/admin/content/schema-form.server";
import { SeoPreview } from "~/admin/content/SeoPreview";
import { ADMIN_HEADERS, redirectWithNotice, requirePost, requireUser } from "~/admin/auth.server";
import { formatIndiaDateTime as formatScheduled } from "~/admin/time.server";
import { adminPage, formPageHeaders } from "~/admin/page.server";
import { AdminPage } from "~/admin/ui/AdminPage";
import { CsrfInput, NoticeBanner } from "~/admin/ui/form";
import { adminMeta } from "~/admin/ui/meta";
import { COLLECTIONS, type CollectionName } from "@shared/content/editable";
import type { SeoRecord } from "@shared/content/schemas/seo";

const NEW = "new";
const RECORD_FORM = "record-form";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, "content.edit");
  const collection = collectionOr404(params.collection);
  const info = COLLECTIONS[collection];
  const media = await mediaOptions(context);
  const isNew = params.id === NEW && info.canCreate;
  const view = isNew ? undefined : await context.services.content.get(collection, params.id);
  if (!isNew && !view) throw data(null, { status: 404, statusText: "Not Found", headers: ADMIN_HEADERS });
  const value = view ? view.current : newRecordTemplate(collection, await context.services.content.list(collection));
  return adminPage(signed, request, context, {
    collection,
    label: info.label,
    singular: info.singular,
    isNew,
    facts: view ? recordFacts(view) : undefined,
    form: recordForm(collection, value, media),
    images: toPickerImages(media),
    seo: collection === "seo" ? (value as SeoRecord) : undefined,
    siteUrl: context.services.config.SITE_URL,
    history: view ? await historyOf(context, collection, view) : [],
    previewHref: view && view.draftData !== undefined ? `${editorHref(collection, view.id)}/preview` : undefined,
    posts: collection === "posts" ? await postTools(context, view, value) : undefined,
    liveHref: view && view.state !== "new-draft" ? previewPathOf(collection, view.id, view.publishedData ?? view.shippedData) : undefined,
  });
}

type Reply = {
  form?: ReturnType<typeof recordForm>;
  seo?: SeoRecord;
  baseVersion?: number;
  conflict?: ReturnType<typeof conflictOf>;
  message?: string;
  /** What an image field's Upload said (no scripts: the whole form came back). */
  uploads?: Record<string, FieldUpload>;
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const collection = collectionOr404(params.collection);
  const info = COLLECTIONS[collection];
  const isNew = params.id === NEW && info.canCreate;
  const here = editorHref(collection, params.id);
  // An image field's Upload button without scripts posts the whole form as multipart.
  const upload = isMultipart(request) ? await recordUpload(request, context, here) : undefined;
  if (upload && !upload.ok) return redirectWithNotice(here, upload.signed, { text: upload.message, tone: "error" }, request, context);
  const post = upload?.post ?? (await requirePost(request, context, "content.edit", { next: here, formLimit: CONTENT_FORM_LIMIT }));
  const { content } = context.services;
  const actor = actorOf(post);
  const op = post.form.get("op");
  const base = { version: Number(post.form.get("base_version") ?? 0) || 0 };
  const done = (text: string, to = here, tone?: "error") => redirectWithNotice(to, post, { text, tone }, request, context);

  if (op === "discard" || op === "revert") {
    const result = op === "discard" ? await content.discardDraft(collection, params.id, base, actor) : await content.revert(collection, params.id, base, actor);
    if (result.ok) return done(op === "discard" ? copy.record.discarded : copy.record.reverted);
    if (result.reason === "not-found") return done(op === "revert" ? copy.record.removed : copy.record.notFound, `/admin/content/${collection}`);
    if (result.reason === "render-failed") return done(copy.record.renderFailed(result.message), here, "error");
    return done(copy.conflict.heading, here, "error");
  }
  if (op === "unschedule") {
    const result = await content.cancelSchedule(collection, params.id, base, actor);
    return done(result.ok ? copy.posts.scheduleCancelled : copy.conflict.heading, here, result.ok ? undefined : "error");
  }
  if (op === "restore") {
    const result = await content.restore(collection, params.id, Number(post.form.get("revision")), actor);
    if (result.ok) return done(copy.history.restored);
    return done(result.reason === "render-failed" ? copy.record.renderFailed(result.message) : copy.record.notFound, here, "error");
  }

  const media = await mediaOptions(context);
  const parsed = parseForm(info.schema, post.form, { media });
  const uploaded = upload ? afterUpload(parsed.value, upload) : undefined;
  const posted = uploaded?.value ?? parsed.value;
  const value = isNew && collection === "posts" ? withIdFromSlug(posted) : posted;
  const { intent } = parsed;
  const reply = (extra: Omit<Reply, "form" | "seo"> & { errors?: Record<string, string[]> }, status = 400) =>
    data<Reply>(
      {
        form: recordForm(collection, value, media, extra.errors),
        seo: collection === "seo" ? (value as SeoRecord) : undefined,
        baseVersion: extra.baseVersion ?? base.version,
        conflict: extra.conflict,
        message: extra.message,
        uploads: extra.uploads,
      },
      { status, headers: ADMIN_HEADERS },
    );
  // Add, remove, move or switch, or an image uploaded: the form comes back changed, nothing is saved.
  if (uploaded) return reply({ errors: uploaded.errors, uploads: uploaded.uploads }, 200);
  if (intent) return reply({}, 200);

  const id = isNew ? String((value as Record<string, unknown>)[info.idField!] ?? "") : params.id;
  if (isNew && (await content.get(collection, id))) {
    return reply({ errors: { [info.idField!]: [`“${id}” is taken: choose another`] }, message: copy.record.invalid });
  }
  let result;
  if (op === "schedule") {
    const at = parseIndiaDateTime(post.form.get("publish_at"));
    if (!at) return reply({ message: copy.posts.badTime });
    result = await content.schedule(collection, id, value, base, actor, at);
    if (result.ok) return done(copy.posts.scheduled(result.record.scheduledAt ? formatScheduled(result.record.scheduledAt) : ""), editorHref(collection, id));
  } else if (op === "publish") result = await content.publish(collection, id, base, actor, value);
  else result = await content.saveDraft(collection, id, value, base, actor);
  // The post editor's autosave (a fetch): JSON instead of the page, never a publish.
  if (op === "save" && post.form.get("autosave") === "1" && !isNew) return autosaveAnswer(result);
  if (result.ok) return done(op === "publish" ? copy.record.published : copy.record.saved, editorHref(collection, id));
  switch (result.reason) {
    case "invalid":
      return reply({ errors: result.errors, message: result.errors[""]?.join(" ") || copy.record.invalid });
    case "conflict":
      return reply({ conflict: conflictOf(result.current, value), baseVersion: result.current.version }, 409);
    case "render-failed":
      return reply({ message: copy.record.renderFailed(result.message) }, 422);
    case "not-found":
      return reply({ message: copy.record.notFound }, 404);
  }
}

export const headers = formPageHeaders;

export const meta = adminMeta(({ data: d }) => {
  const page = d as { facts?: { title: string }; singular?: string } | undefined;
  return page?.facts ? `${page.facts.title} · ${page.singular}` : (page?.singular ?? copy.title);
});

export default function ContentRecordPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const reply = actionData as Reply | undefined;
  const form = reply?.form ?? d.form;
  const seo = reply?.seo ?? d.seo;
  const baseVersion = reply?.baseVersion ?? d.facts?.version ?? 0;
  const here = editorHref(d.collection as CollectionName, d.facts?.id ?? NEW);
  const title = d.facts ? d.facts.title : copy.list.add(d.singular);
  return (
    <AdminPage
      siteName={d.siteName}
      account={d.account}
      current={`/admin/content/${d.collection}`}
      breadcrumbs={[
        { label: copy.title, href: "/admin/content" },
        { label: d.label, href: `/admin/content/${d.collection}` },
        { label: title },
      ]}
      title={title}
      intro={d.facts ? <RecordFactsLine facts={d.facts} /> : undefined}
      actions={
        <>
          {d.previewHref ? (
            <a href={d.previewHref} className="btn btn-secondary">
              {copy.record.preview}
            </a>
          ) : null}
          {d.liveHref ? (
            <a href={d.liveHref} className="btn btn-secondary">
              {copy.record.viewLive}
            </a>
          ) : null}
        </>
      }
    >
      <NoticeBanner notice={d.notice} />
      {reply?.message ? (
        <p role="alert" className="rounded-lg border border-error/30 bg-red-50 px-4 py-3 text-sm font-semibold text-error">
          {reply.message}
        </p>
      ) : null}
      {reply?.conflict ? (
        <section aria-labelledby="conflict-heading" role="alert" className="card grid gap-3 border-accent-700/40 bg-accent-100 p-5">
          <h2 id="conflict-heading" className="text-xl font-bold text-ink">
            {copy.conflict.heading}
          </h2>
          <p className="max-w-3xl text-ink">{copy.conflict.text(reply.conflict.by, reply.conflict.at)}</p>
          {reply.conflict.changes.length ? (
            <ChangeTable
              caption={copy.conflict.heading}
              columns={[copy.conflict.field, copy.conflict.theirs, copy.conflict.yours]}
              rows={reply.conflict.changes.map((c) => [c.field, c.theirs, c.yours])}
            />
          ) : (
            <p>{copy.conflict.same}</p>
          )}
        </section>
      ) : null}

      {seo ? <SeoPreview record={seo} siteUrl={d.siteUrl} /> : null}

      <div className={d.posts ? "grid grid-cols-[minmax(0,1fr)] items-start gap-6 xl:grid-cols-2" : "contents"}>
        <section aria-labelledby="fields-heading" className="card grid grid-cols-[minmax(0,1fr)] gap-4 p-5 sm:p-6">
          <h2 id="fields-heading" className="text-xl font-bold text-ink">
            {copy.record.formHeading}
          </h2>
          <Form id={RECORD_FORM} method="post" className="grid grid-cols-[minmax(0,1fr)] gap-5" preventScrollReset noValidate>
            {d.posts ? <PostToolbar csrf={d.csrf} formId={RECORD_FORM} action={here} images={d.images} autosave={d.posts.autosave} /> : null}
            <CsrfInput csrf={d.csrf} />
            <input type="hidden" name="base_version" value={baseVersion} />
            <ImageFieldContext value={{ csrf: d.csrf, images: d.images, uploads: reply?.uploads }}>
              <SchemaFields node={form} idPrefix="record" defaultAction={{ name: "op", value: "save" }} />
            </ImageFieldContext>
            <div className="flex flex-wrap gap-3 border-t border-line pt-4">
              <button type="submit" name="op" value="save" className="btn btn-secondary">
                {copy.record.save}
              </button>
              <button type="submit" name="op" value="publish" className="btn btn-primary">
                {copy.record.publish}
              </button>
            </div>
          </Form>
        </section>
        {d.posts ? <PostPreview csrf={d.csrf} formId={RECORD_FORM} preview={d.posts.preview} /> : null}
      </div>

      {d.posts ? (
        <PostTools
          csrf={d.csrf}
          action={here}
          baseVersion={baseVersion}
          scheduled={d.posts.scheduled}
          images={d.images}
          formId={RECORD_FORM}
          suggestedTime={d.posts.suggestedTime}
        />
      ) : null}

      {d.facts && (d.facts.version > 0 || d.facts.hasDraft) ? (
        <section aria-labelledby="manage-heading" className="card grid gap-4 p-5 sm:p-6">
          <h2 id="manage-heading" className="sr-only">
            {copy.record.revert}
          </h2>
          {d.facts.hasDraft && (d.facts.hasPublished || d.facts.shipped) ? (
            <Form method="post" action={here}>
              <CsrfInput csrf={d.csrf} />
              <input type="hidden" name="base_version" value={baseVersion} />
              <button type="submit" name="op" value="discard" className="btn btn-secondary">
                {copy.record.discard}
              </button>
            </Form>
          ) : null}
          {d.facts.version > 0 ? (
            <Form method="post" action={here} className="grid gap-2">
              <CsrfInput csrf={d.csrf} />
              <input type="hidden" name="base_version" value={baseVersion} />
              <p className="max-w-2xl text-sm text-muted">{d.facts.shipped ? copy.record.revertHelp : copy.record.removeHelp}</p>
              <p>
                <button type="submit" name="op" value="revert" className="btn btn-secondary">
                  {d.facts.shipped ? copy.record.revert : copy.record.remove}
                </button>
              </p>
            </Form>
          ) : null}
        </section>
      ) : null}

      {d.facts ? <RecordHistory history={d.history} csrf={d.csrf} action={here} /> : null}
    </AdminPage>
  );
}

function RecordFactsLine({ facts }: { facts: NonNullable<Route.ComponentProps["loaderData"]["facts"]> }) {
  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      <span className="font-semibold text-ink">{facts.stateLabel}</span>
      {facts.updated ? (
        <span>
          {copy.record.lastSaved}: <time dateTime={facts.updated.at.iso}>{facts.updated.at.text}</time> {copy.record.savedBy(facts.updated.by)}
        </span>
      ) : null}
      {facts.published ? (
        <span>
          {copy.record.publishedAt}: <time dateTime={facts.published.at.iso}>{facts.published.at.text}</time>{" "}
          {copy.record.savedBy(facts.published.by)}
        </span>
      ) : null}
    </span>
  );
}
