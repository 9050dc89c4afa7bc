import type { Route } from "./+types/media";
import { ProfileSection } from "#app/admin/accounts/ProfileSection";
import { MediaGrid } from "#app/admin/media/MediaGrid";
import { UploadForm } from "#app/admin/media/UploadForm";
import { mediaCopy as copy } from "#app/admin/media/copy";
import { confirmingId, mediaAction, mediaViews, searchOf } from "#app/admin/media/media.server";
import { DescribeFiles, LibrarySearch } from "#app/admin/media/LibrarySearch";
import { MEDIA_PAGE } from "#app/admin/media/types";
import { requireUser } from "#app/admin/auth.server";
import { adminPage, formPageHeaders } from "#app/admin/page.server";
import { AdminPage } from "#app/admin/ui/AdminPage";
import { NoticeBanner } from "#app/admin/ui/form";
import { adminMeta } from "#app/admin/ui/meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, "content.edit");
  const query = searchOf(request);
  return adminPage(signed, request, context, {
    items: await mediaViews(context, query),
    query,
    confirming: confirmingId(request),
  });
}

/** Four forms: upload one or several files (multipart), the words for several (intent "describe"), a new description (intent "alt"), delete (intent "delete"). */
export async function action({ request, context }: Route.ActionArgs) {
  return mediaAction(request, context);
}

export const headers = formPageHeaders;

export const meta = adminMeta(copy.title);

export default function MediaPage({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const uploadResult = actionData?.intent === "upload" ? actionData.result : undefined;
  const waiting = actionData?.intent === "describe" ? actionData : undefined;
  const altReply =
    actionData && "result" in actionData && actionData.intent.startsWith("alt-")
      ? { id: Number(actionData.intent.slice(4)), result: actionData.result }
      : undefined;
  return (
    <AdminPage
      siteName={d.siteName}
      account={d.account}
      current={MEDIA_PAGE}
      title={copy.title}
      intro={copy.intro}
      actions={
        <a href="#upload-heading" className="btn btn-primary min-h-10 px-4 py-2 text-sm">
          {copy.uploadLink}
        </a>
      }
    >
      <NoticeBanner notice={d.notice} />

      <ProfileSection id="upload-heading" title={copy.upload.heading} intro={copy.upload.intro}>
        {waiting ? (
          <DescribeFiles csrf={d.csrf} action={MEDIA_PAGE} files={waiting.files} added={waiting.added} />
        ) : (
          <UploadForm csrf={d.csrf} action={MEDIA_PAGE} lastResult={uploadResult} />
        )}
      </ProfileSection>

      <section aria-labelledby="library-heading" className="grid gap-3">
        <div className="grid gap-1">
          <h2 id="library-heading" className="text-xl font-bold text-ink">
            {copy.library.heading}
          </h2>
          {d.items.length && !d.query ? (
            <p className="max-w-3xl text-muted">{copy.library.intro(d.items.length)}</p>
          ) : null}
        </div>
        <LibrarySearch action={MEDIA_PAGE} query={d.query} found={d.items.length} />
        {d.query && !d.items.length ? null : (
          <MediaGrid items={d.items} csrf={d.csrf} page={MEDIA_PAGE} confirming={d.confirming} altReply={altReply} />
        )}
      </section>
    </AdminPage>
  );
}
