import type { Route } from "./+types/media";
import { ProfileSection } from "#app/admin/accounts/ProfileSection";
import { MediaGrid } from "#app/admin/media/MediaGrid";
import { UploadForm } from "#app/admin/media/UploadForm";
import { mediaCopy as copy } from "#app/admin/media/copy";
import { confirmingId, mediaAction, mediaViews } from "#app/admin/media/media.server";
import { MEDIA_PAGE } from "#app/admin/media/types";
import { requireUser } from "#app/admin/auth.server";
import { adminPage, formPageHeaders } from "#app/admin/page.server";
import { AdminPage } from "#app/admin/ui/AdminPage";
import { NoticeBanner } from "#app/admin/ui/form";
import { adminMeta } from "#app/admin/ui/meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, "content.edit");
  return adminPage(signed, request, context, { items: await mediaViews(context), confirming: confirmingId(request) });
}

/** Three forms: upload (multipart), a new description (intent "alt"), delete (intent "delete"). */
export async function action({ request, context }: Route.ActionArgs) {
  return mediaAction(request, context);
}

export const headers = formPageHeaders;

export const meta = adminMeta(copy.title);

export default function MediaPage({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const uploadResult = actionData?.intent === "upload" ? actionData.result : undefined;
  const altId = actionData?.intent.startsWith("alt-") ? Number(actionData.intent.slice(4)) : undefined;
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
        <UploadForm csrf={d.csrf} action={MEDIA_PAGE} lastResult={uploadResult} />
      </ProfileSection>

      <section aria-labelledby="library-heading" className="grid gap-3">
        <div className="grid gap-1">
          <h2 id="library-heading" className="text-xl font-bold text-ink">
            {copy.library.heading}
          </h2>
          {d.items.length ? <p className="max-w-3xl text-muted">{copy.library.intro(d.items.length)}</p> : null}
        </div>
        <MediaGrid
          items={d.items}
          csrf={d.csrf}
          page={MEDIA_PAGE}
          confirming={d.confirming}
          altReply={altId !== undefined && actionData ? { id: altId, result: actionData.result } : undefined}
        />
      </section>
    </AdminPage>
  );
}
