import { useEffect, useRef } from "react";
import { data, Form } from "react-router";
import type { Route } from "./+types/content-record";
import { ChangeTable } from "#app/admin/content/ChangeTable";
import { contentCopy as copy } from "#app/admin/content/copy";
import {
  actorOf,
  collectionOr404,
  CONTENT_FORM_LIMIT,
  conflictOf,
  historyOf,
  mediaOptions,
  recordFacts,
  recordForm,
  restoreOf,
} from "#app/admin/content/editor.server";
import { newRecordTemplate, takenMessage, withDerivedFields } from "#app/admin/content/new-record.server";
import { SlugSync } from "#app/admin/content/SlugSync";
import { editorHref } from "#app/admin/content/editor-href";
import { previewPathOf } from "#app/admin/content/preview-path";
import { ImageFieldContext } from "#app/admin/content/ImageField";
import { useLibraryState } from "#app/admin/content/library";
import type { PickerImage } from "#app/admin/content/image-names";
import { afterUpload, recordUpload, toPickerImages } from "#app/admin/content/image-upload.server";
import type { FieldUpload } from "#app/admin/content/image-names";
import { isMultipart } from "#app/admin/media/upload.server";
import {
  autosaveAnswer,
  bodyPreview,
  parseIndiaDateTime,
  postTools,
  scheduleTools,
} from "#app/admin/content/post-tools.server";
import type { MarkdownPreview } from "#app/admin/content/markdown-preview.server";
import { missingCount } from "#app/admin/content/list.server";
import { ScheduleTools } from "#app/admin/content/ScheduleTools";
import { PostPreview, PostToolbar, PostTools } from "#app/admin/content/PostTools";
import { RecordHistory, RestoreConfirm } from "#app/admin/content/RecordHistory";
import { AutosaveNote, useAutosave } from "#app/admin/content/Autosave";
import { BusyButton } from "#app/admin/content/BusyButton";
import { LeaveGuard } from "#app/admin/content/LeaveGuard";
import { SchemaFields } from "#app/admin/content/SchemaFields";
import { goToField } from "#app/admin/content/folds";
import { pageOrderPanels } from "#app/admin/content/ordering.server";
import { OrderPanel } from "#app/admin/content/OrderList";
import { type ErrorEntry, errorEntries, focusAfter, parseForm } from "#app/admin/content/schema-form.server";
import { SeoPreview } from "#app/admin/content/SeoPreview";
import { ADMIN_HEADERS, redirectWithNotice, requirePost, requireUser } from "#app/admin/auth.server";
import { formatIndiaDateTime as formatScheduled } from "#app/admin/time.server";
import { adminPage, formPageHeaders } from "#app/admin/page.server";
import { AdminPage } from "#app/admin/ui/AdminPage";
import { CsrfInput, NoticeBanner } from "#app/admin/ui/form";
import { adminMeta } from "#app/admin/ui/meta";
import { type CollectionName, collectionOf } from "#shared/content/collections";
import type { SeoRecord } from "#shared/content/schemas/seo";

const NEW = "new";
const RECORD_FORM = "record-form";
/** The summary of a failed save; without JavaScript the page comes back scrolled to it (the buttons post to this anchor). */
const SUMMARY_ID = "error-summary";
const ID_PREFIX = "field";
/** The action bar's two submits, in order: Save draft first (Enter saves a draft), then Publish. */
const SUBMITS = [
  { op: "save", text: copy.record.save, busy: copy.record.saving, className: "btn btn-secondary" },
  { op: "publish", text: copy.record.publish, busy: copy.record.publishing, className: "btn btn-primary" },
] as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, "content.edit");
  const collection = collectionOr404(params.collection);
  const info = collectionOf(collection);
  const panels = info.admin.panels ?? [];
  const media = await mediaOptions(context);
  const isNew = params.id === NEW && info.canCreate;
  const view = isNew ? undefined : await context.services.content.get(collection, params.id);
  if (!isNew && !view) throw data(null, { status: 404, statusText: "Not Found", headers: ADMIN_HEADERS });
  const existing = isNew ? await context.services.content.list(collection) : [];
  // "Start from": blank unless the editor chose a record to copy.
  const from = isNew ? new URL(request.url).searchParams.get("from") : null;
  const copyOf = from ? (await context.services.content.get(collection, from))?.current : undefined;
  const url = new URL(request.url);
  const value = view ? view.current : newRecordTemplate(collection, existing, copyOf, url.searchParams);
  const facts = view ? recordFacts(view) : undefined;
  // "Restore this version" asks first: its link comes back here with ?restore=<revision>.
  const restoreId = Number(url.searchParams.get("restore"));
  const restoring = view && restoreId > 0 ? await restoreOf(context, collection, view, restoreId) : undefined;
  return adminPage(signed, request, context, {
    collection,
    label: info.labels.plural,
    singular: info.labels.singular,
    isNew,
    facts,
    restoring,
    restoreGone: restoreId > 0 && !restoring,
    form: recordForm(collection, value, media),
    images: toPickerImages(media),
    seo: panels.includes("seo-preview") ? (value as SeoRecord) : undefined,
    siteUrl: context.services.config.SITE_URL,
    history: view ? await historyOf(context, collection, view) : [],
    // An unfinished draft cannot be shown as a page yet.
    previewHref:
      view && view.draftData !== undefined && !facts?.missing
        ? `${editorHref(collection, view.id)}/preview`
        : undefined,
    // Every editor saves its draft by itself once the record exists.
    autosave: view !== undefined,
    posts: panels.includes("post-tools") ? await postTools(context, view, value) : undefined,
    schedule: panels.includes("schedule") ? scheduleTools(view) : undefined,
    // A hidden record has no live page to offer.
    liveHref:
      view && view.state !== "new-draft" && !facts?.hidden
        ? previewPathOf(collection, view.id, view.publishedData ?? view.shippedData)
        : undefined,
    templates: isNew ? existing.map((r) => ({ id: r.id, title: r.title })) : [],
    from: copyOf ? from : null,
    derived: isNew ? info.admin.create?.derive : undefined,
    // The FAQs of the page this record is (Tracko's plans: /product/tracko's questions), to order them here too.
    orderPanels: view ? await pageOrderPanels(context, collection, previewPathOf(collection, view.id, value), url) : [],
  });
}

type Reply = {
  form?: ReturnType<typeof recordForm>;
  /** The fields with errors, for the summary at the top. */
  errors?: ErrorEntry[];
  /** The list or group an add/remove/move/switch changed. */
  focus?: string;
  seo?: SeoRecord;
  baseVersion?: number;
  conflict?: ReturnType<typeof conflictOf>;
  message?: string;
  /** What an image field's Upload said (no scripts: the whole form came back). */
  uploads?: Record<string, FieldUpload>;
  /** The form's work was kept as a draft at this address although the post was refused (a Publish with fields missing). */
  savedAs?: string;
  /** The post preview of the body in the form (a list changed: the preview shows the text being edited, not the saved one). */
  preview?: MarkdownPreview;
  /** The library as it is now (a refused save is not followed by the loader): every picker shows it. */
  images?: PickerImage[];
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const collection = collectionOr404(params.collection);
  const info = collectionOf(collection);
  const isNew = params.id === NEW && info.canCreate;
  const here = editorHref(collection, params.id);
  // An image field's Upload button without scripts posts the whole form as multipart.
  const upload = isMultipart(request) ? await recordUpload(request, context, here) : undefined;
  if (upload && !upload.ok)
    return redirectWithNotice(here, upload.signed, { text: upload.message, tone: "error" }, request, context);
  const post =
    upload?.post ??
    (await requirePost(request, context, "content.edit", { next: here, formLimit: CONTENT_FORM_LIMIT }));
  const { content } = context.services;
  const actor = actorOf(post);
  const op = post.form.get("op");
  const base = { version: Number(post.form.get("base_version") ?? 0) || 0 };
  const done = (text: string, to = here, tone?: "error") =>
    redirectWithNotice(to, post, { text, tone }, request, context);

  if (op === "discard" || op === "revert") {
    const result =
      op === "discard"
        ? await content.discardDraft(collection, params.id, base, actor)
        : await content.revert(collection, params.id, base, actor);
    if (result.ok) return done(op === "discard" ? copy.record.discarded : copy.record.reverted);
    if (result.reason === "not-found")
      return done(op === "revert" ? copy.record.removed : copy.record.notFound, `/admin/content/${collection}`);
    if (result.reason === "render-failed") return done(copy.record.renderFailed(result.message), here, "error");
    return done(copy.conflict.heading, here, "error");
  }
  if (op === "unschedule") {
    const result = await content.cancelSchedule(collection, params.id, base, actor);
    return done(
      result.ok ? copy.posts.scheduleCancelled : copy.conflict.heading,
      here,
      result.ok ? undefined : "error",
    );
  }
  if (op === "restore") {
    const result = await content.restore(collection, params.id, Number(post.form.get("revision")), base, actor);
    if (result.ok) return done(copy.history.restored);
    return done(
      result.reason === "conflict"
        ? copy.conflict.heading
        : result.reason === "invalid"
          ? copy.record.invalid
          : copy.history.gone,
      here,
      "error",
    );
  }

  const media = await mediaOptions(context);
  const parsed = parseForm(info.schema, post.form, { media });
  const uploaded = upload ? afterUpload(parsed.value, upload) : undefined;
  const { intent } = parsed;
  // Saving: an empty id or address is made from the address, name or title (what the browser fills in with JavaScript).
  const posted = uploaded?.value ?? parsed.value;
  const value = intent || uploaded ? posted : withDerivedFields(collection, posted);
  const reply = async (
    extra: Omit<Reply, "form" | "seo" | "errors" | "preview"> & { errors?: Record<string, string[]> },
    status = 400,
  ) => {
    const form = recordForm(collection, value, media, extra.errors);
    return data<Reply>(
      {
        form,
        errors: extra.errors ? errorEntries(form, ID_PREFIX) : undefined,
        seo: info.admin.panels?.includes("seo-preview") ? (value as SeoRecord) : undefined,
        baseVersion: extra.baseVersion ?? base.version,
        conflict: extra.conflict,
        message: extra.message,
        focus: extra.focus,
        uploads: extra.uploads,
        savedAs: extra.savedAs,
        preview: info.admin.panels?.includes("post-tools") ? await bodyPreview(context, value) : undefined,
        images: toPickerImages(media),
      },
      { status, headers: ADMIN_HEADERS },
    );
  };
  // An image uploaded, or add, remove, move or switch: the form comes back changed, nothing is saved.
  if (uploaded) return reply({ errors: uploaded.errors, uploads: uploaded.uploads }, 200);
  if (intent) return reply({ focus: focusAfter(intent, value) }, 200);

  const id = isNew ? String((value as Record<string, unknown>)[info.idField!] ?? "") : params.id;
  if (isNew && id && (await content.get(collection, id))) {
    return reply({
      errors: { [info.idField!]: [takenMessage(collection, id, previewPathOf(collection, id, value))] },
      message: copy.record.invalid,
    });
  }
  // An address kept apart from the id (a post's slug) must be its own too.
  const addressField = info.admin.create?.addressField;
  const addressOwner = addressField ? await ownerOfAddress(context, collection, addressField, value, id) : undefined;
  if (addressField && addressOwner) {
    return reply({
      errors: { [addressField]: [takenMessage(collection, addressOwner, previewPathOf(collection, id, value))] },
      message: copy.record.invalid,
    });
  }
  let result;
  if (op === "schedule") {
    const at = parseIndiaDateTime(post.form.get("publish_at"));
    if (!at) return reply({ message: copy.posts.badTime });
    result = await content.schedule(collection, id, value, base, actor, at);
    if (result.ok)
      return done(
        copy.posts.scheduled(result.record.scheduledAt ? formatScheduled(result.record.scheduledAt) : ""),
        editorHref(collection, id),
      );
  } else if (op === "publish") result = await content.publish(collection, id, base, actor, value);
  // Save draft keeps whatever is there; only the name and address must be valid (decision 044).
  else result = await content.saveDraft(collection, id, value, base, actor, { unfinished: true });
  // Every editor's autosave (a fetch): JSON instead of the page, never a publish.
  if (op === "save" && post.form.get("autosave") === "1" && !isNew) return autosaveAnswer(result);
  if (result.ok && op === "publish") {
    return redirectWithNotice(editorHref(collection, id), post, publishNotice(collection, id, value), request, context);
  }
  if (result.ok) {
    const missing = missingCount(result.record);
    return done(missing ? copy.record.savedUnfinished(missing) : copy.record.saved, editorHref(collection, id));
  }
  // Publish refused: the fields are named, and the work is kept as a draft.
  if (op === "publish" && result.reason === "invalid") {
    const kept = await content.saveDraft(collection, id, value, base, actor, { unfinished: true });
    if (kept.ok)
      return reply({
        errors: result.errors,
        message: result.errors[""]?.join(" ") || copy.record.notPublished,
        baseVersion: kept.record.version,
        savedAs: editorHref(collection, id),
      });
  }
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

/** Another post that already has this address, by id (posts are few: each is read). */
/** The id of another record whose `field` holds the same address as `value`'s, if any. */
async function ownerOfAddress(
  context: Route.ActionArgs["context"],
  collection: CollectionName,
  field: string,
  value: unknown,
  id: string,
): Promise<string | undefined> {
  const address = (value as Record<string, unknown> | undefined)?.[field];
  if (typeof address !== "string" || !address) return undefined;
  const { content } = context.services;
  for (const summary of await content.list(collection)) {
    if (summary.id === id) continue;
    const other = await content.get(collection, summary.id);
    if ((other?.current as Record<string, unknown> | undefined)?.[field] === address) return summary.id;
  }
  return undefined;
}

/** What a publish did, truthfully: a link to where it is live, or why the site does not show it. */
function publishNotice(
  collection: CollectionName,
  id: string,
  value: unknown,
): { text: string; tone?: "error"; link?: { href: string; text: string } } {
  const record = (value ?? {}) as { visible?: unknown };
  const notice = collectionOf(collection).admin.notice;
  if (record.visible === false) return { text: copy.record.hidden };
  if (notice?.takenDown?.(value)) return { text: copy.record.takenDown };
  const path = previewPathOf(collection, id, value);
  return { text: notice?.shownAs ?? copy.record.published, link: { href: path, text: copy.record.liveAt(path) } };
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
  // One library for every picker on the page (an upload in one field shows in all).
  const library = useLibraryState(reply?.images ?? d.images);
  const baseVersion = reply?.baseVersion ?? d.facts?.version ?? 0;
  // A new record kept as a draft by a refused Publish posts to its own address from then on.
  const here = reply?.savedAs ?? editorHref(d.collection as CollectionName, d.facts?.id ?? NEW);
  // A reply that saved nothing (a refused save, a list changed) leaves work to save: autosave and the leave guard know.
  const autosave = useAutosave(
    RECORD_FORM,
    here,
    d.autosave || Boolean(reply?.savedAs),
    reply && !reply.savedAs ? reply : undefined,
  );
  const title = d.facts ? d.facts.title : copy.record.newTitle(d.singular);
  // A reply to this page's post replaces the notice of the page before it: success and failure are never shown together.
  const notice = reply ? undefined : d.notice;
  const failed = Boolean(reply?.errors?.length);
  // Without JavaScript, a save that fails comes back scrolled to the summary.
  const saveTarget = `#${SUMMARY_ID}`;
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
        d.liveHref ? (
          <a href={d.liveHref} className="btn btn-secondary">
            {copy.record.viewLive}
          </a>
        ) : undefined
      }
    >
      <RecordNotice notice={notice} />
      {d.restoring ? (
        <RestoreConfirm restoring={d.restoring} csrf={d.csrf} action={here} baseVersion={baseVersion} />
      ) : null}
      {d.restoreGone ? <NoticeBanner notice={{ text: copy.history.gone, tone: "error" }} /> : null}
      {failed ? <ErrorSummary entries={reply!.errors!} kept={Boolean(reply?.savedAs)} /> : null}
      {reply?.message && !failed ? (
        <p
          role="alert"
          className="rounded-lg border border-error/30 bg-red-50 px-4 py-3 text-sm font-semibold text-error"
        >
          {reply.message}
        </p>
      ) : null}
      {reply?.conflict ? (
        <section
          aria-labelledby="conflict-heading"
          role="alert"
          className="card grid gap-3 border-accent-700/40 bg-accent-100 p-5"
        >
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

      {d.isNew && d.templates.length ? <StartFrom templates={d.templates} from={d.from} /> : null}

      {seo ? <SeoPreview record={seo} siteUrl={d.siteUrl} formId={RECORD_FORM} /> : null}

      <div className={d.posts ? "grid grid-cols-[minmax(0,1fr)] items-start gap-6 xl:grid-cols-2" : "contents"}>
        <section aria-labelledby="fields-heading" className="card grid grid-cols-[minmax(0,1fr)] gap-4 p-5 sm:p-6">
          <h2 id="fields-heading" className="text-xl font-bold text-ink">
            {copy.record.formHeading}
          </h2>
          <Form
            id={RECORD_FORM}
            method="post"
            action={reply?.savedAs}
            // Fields scrolled to (a link of the error summary, a list that changed) stay clear of the sticky action bar.
            className="grid grid-cols-[minmax(0,1fr)] gap-5 [&_:is(input,select,textarea,fieldset)]:scroll-mt-28"
            preventScrollReset
            noValidate
          >
            {d.posts ? <PostToolbar csrf={d.csrf} formId={RECORD_FORM} library={library} /> : null}
            <CsrfInput csrf={d.csrf} />
            <input type="hidden" name="base_version" value={baseVersion} />
            {/* In view while the form scrolls (sticky at the top: at first it covers no field), and the form's first submit button: Enter saves a draft. */}
            <div
              role="group"
              aria-label={copy.record.actions}
              className="sticky top-0 z-10 -mx-5 flex flex-wrap items-center gap-2 border-b border-line bg-white px-5 py-2 shadow-[0_4px_12px_rgba(15,23,42,0.08)] sm:-mx-6 sm:gap-3 sm:px-6 sm:py-3 [&>a]:flex-1 sm:[&>a]:flex-none [&>button]:flex-1 sm:[&>button]:flex-none"
            >
              <p className="grid w-full gap-0.5 text-sm text-muted sm:mr-auto sm:w-auto">
                <span>
                  <span className="sr-only">{copy.record.status}: </span>
                  {d.facts && !reply?.savedAs
                    ? d.facts.stateLabel
                    : reply?.savedAs
                      ? copy.state["new-draft"]
                      : copy.record.notSaved}
                </span>
                {d.facts?.missing && !reply ? <span>{copy.record.unfinished(d.facts.missing)}</span> : null}
                <AutosaveNote status={autosave} />
              </p>
              {d.previewHref ? (
                <a href={d.previewHref} className="btn btn-secondary">
                  {copy.record.preview}
                </a>
              ) : null}
              {SUBMITS.map((b) => (
                <BusyButton
                  key={b.op}
                  name="op"
                  value={b.op}
                  formAction={saveTarget}
                  busyText={b.busy}
                  className={b.className}
                >
                  {b.text}
                </BusyButton>
              ))}
            </div>
            <ImageFieldContext value={{ csrf: d.csrf, uploads: reply?.uploads, library }}>
              <SchemaFields
                node={form}
                idPrefix={ID_PREFIX}
                defaultAction={{ name: "op", value: "save", formAction: saveTarget }}
                focus={reply?.focus}
              />
            </ImageFieldContext>
            {d.derived ? <SlugSync formId={RECORD_FORM} from={d.derived.from} to={d.derived.to} /> : null}
          </Form>
        </section>
        {d.posts ? (
          <PostPreview csrf={d.csrf} formId={RECORD_FORM} preview={reply?.preview ?? d.posts.preview} />
        ) : null}
      </div>

      {d.posts ? (
        <PostTools
          csrf={d.csrf}
          action={here}
          baseVersion={baseVersion}
          scheduled={d.posts.scheduled}
          library={library}
          formId={RECORD_FORM}
          suggestedTime={d.posts.suggestedTime}
        />
      ) : null}
      {d.schedule ? (
        <ScheduleTools
          csrf={d.csrf}
          action={here}
          baseVersion={baseVersion}
          scheduled={d.schedule.scheduled}
          formId={RECORD_FORM}
          suggestedTime={d.schedule.suggestedTime}
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
              <p className="max-w-2xl text-sm text-muted">
                {d.facts.shipped ? copy.record.revertHelp : copy.record.removeHelp}
              </p>
              <p>
                <button type="submit" name="op" value="revert" className="btn btn-secondary">
                  {d.facts.shipped ? copy.record.revert : copy.record.remove}
                </button>
              </p>
            </Form>
          ) : null}
        </section>
      ) : null}

      {d.orderPanels.map((panel) => (
        <OrderPanel key={panel.collection} panel={panel} csrf={d.csrf} />
      ))}

      {d.facts ? <RecordHistory history={d.history} action={here} /> : null}
      <LeaveGuard dirty={autosave.dirty} />
    </AdminPage>
  );
}

function RecordFactsLine({ facts }: { facts: NonNullable<Route.ComponentProps["loaderData"]["facts"]> }) {
  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      <span className="font-semibold text-ink">{facts.stateLabel}</span>
      {facts.updated ? (
        <span>
          {copy.record.lastSaved}: <time dateTime={facts.updated.at.iso}>{facts.updated.at.text}</time>{" "}
          {copy.record.savedBy(facts.updated.by)}
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

/** The notice of the last post: a publish says where the record is live, as a link. */
function RecordNotice({
  notice,
}: {
  notice?: { text: string; tone?: "success" | "error"; link?: { href: string; text: string } };
}) {
  if (!notice?.link) return <NoticeBanner notice={notice} />;
  return (
    <div role="status" aria-live="polite">
      <p className="rounded-lg border border-success/30 bg-green-50 px-4 py-3 text-sm font-semibold text-success">
        <span aria-hidden="true">✓ </span>
        {notice.text}{" "}
        <a href={notice.link.href} className="text-brand-700 underline">
          {notice.link.text}
        </a>
      </p>
    </div>
  );
}

/**
 * What stopped the save, at the top: it takes the focus when it appears (with JavaScript;
 * without it the page comes back scrolled here and `autoFocus` does the same), and each
 * entry links to its field.
 */
function ErrorSummary({ entries, kept }: { entries: ErrorEntry[]; kept: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [entries]);
  return (
    <section
      ref={ref}
      id={SUMMARY_ID}
      tabIndex={-1}
      // Rendered on the server as the autofocus attribute: a page that comes back without JavaScript focuses it too
      // (the GOV.UK error summary pattern: the summary is what the person must read next).
      // oxlint-disable-next-line jsx-a11y/no-autofocus -- only ever rendered after a refused save
      autoFocus
      aria-labelledby={`${SUMMARY_ID}-heading`}
      className="grid scroll-mt-4 gap-2 rounded-lg border-2 border-error bg-red-50 px-4 py-3 text-ink"
    >
      <h2 id={`${SUMMARY_ID}-heading`} className="text-lg font-bold text-error">
        <span aria-hidden="true">⚠ </span>
        {kept ? copy.record.notPublished : copy.record.errorSummary}
      </h2>
      <p className="text-sm">{kept ? copy.record.notPublishedHelp : copy.record.errorSummaryHelp}</p>
      <ul className="grid list-disc gap-1 pl-5">
        {entries.map((e) => (
          <li key={`${e.id}:${e.label}`}>
            {e.id ? (
              <a href={`#${e.id}`} onClick={goToField} className="font-semibold text-error underline">
                {e.label}
              </a>
            ) : null}
            {e.id ? ": " : null}
            {e.messages.join(" ")}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A new record starts blank; the editor may choose to start from a copy of another one instead. */
function StartFrom({ templates, from }: { templates: { id: string; title: string }[]; from: string | null }) {
  return (
    <form method="get" className="card flex flex-wrap items-end gap-3 p-4">
      <div className="grid min-w-0 flex-1 basis-60 gap-1.5">
        <label htmlFor="start-from" className="font-semibold text-ink">
          {copy.record.startFrom}
        </label>
        <p id="start-from-help" className="text-sm text-muted">
          {copy.record.startHelp}
        </p>
        <select
          id="start-from"
          name="from"
          defaultValue={from ?? ""}
          aria-describedby="start-from-help"
          className="min-h-11 w-full min-w-0 rounded-lg border border-slate-500 bg-white px-3 py-2 text-ink"
        >
          <option value="">{copy.record.startBlank}</option>
          {templates.map((t) => (
            <option key={t.id} value={t.id}>
              {copy.record.copyOf(t.title)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-secondary">
        {copy.record.start}
      </button>
    </form>
  );
}
