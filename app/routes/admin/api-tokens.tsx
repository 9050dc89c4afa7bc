import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/api-tokens";
import { CreateTokenForm } from "#app/admin/api/CreateTokenForm";
import { NewToken } from "#app/admin/api/NewToken";
import { RevokeToken } from "#app/admin/api/RevokeToken";
import { TokenTable } from "#app/admin/api/TokenTable";
import { createTokenSchema } from "#app/admin/api/token-schemas";
import { tokensCopy as copy } from "#app/admin/api/tokens-copy";
import { toTokenRow } from "#app/admin/api/tokens.server";
import { ProfileSection } from "#app/admin/accounts/ProfileSection";
import { parseUserId } from "#app/admin/accounts/users.server";
import { ADMIN_HEADERS, redirectWithNotice, requirePost, requireUser } from "#app/admin/auth.server";
import { adminPage, formPageHeaders, formReply } from "#app/admin/page.server";
import { AdminPage } from "#app/admin/ui/AdminPage";
import { NoticeBanner } from "#app/admin/ui/form";
import { adminMeta } from "#app/admin/ui/meta";

const HERE = "/admin/api-tokens";

/** Owners' list of content API tokens; ?revoke=id opens the confirmation for one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, "api.tokens");
  const tokens = await context.services.apiTokens.list();
  const revokeId = parseUserId(new URL(request.url).searchParams.get("revoke") ?? undefined);
  const revoking = tokens.find((t) => t.id === revokeId && t.revokedAt === null);
  return adminPage(signed, request, context, {
    tokens: tokens.map(toTokenRow),
    revoking: revoking ? { id: revoking.id, name: revoking.name } : undefined,
  });
}

/**
 * Two forms: make a token (intent "create": the answer shows the secret once, it is
 * never kept in the session or shown again) and revoke one (intent "revoke").
 */
export async function action({ request, context }: Route.ActionArgs) {
  const post = await requirePost(request, context, "api.tokens", { next: HERE });
  const { apiTokens } = context.services;
  const actor = { id: post.user.id, email: post.user.email, ip: post.ip };
  const intent = post.form.get("intent");

  if (intent === "create") {
    const submission = parseWithZod(post.form, { schema: createTokenSchema });
    if (submission.status !== "success") return formReply(intent, submission.reply());
    const made = await apiTokens.create(submission.value.name, submission.value.scope, actor);
    if (!made.ok) return formReply(intent, submission.reply({ fieldErrors: { name: [copy.create.nameTaken] } }));
    return data(
      { intent, result: submission.reply({ resetForm: true }), made: { name: made.token.name, token: made.plain } },
      { headers: ADMIN_HEADERS },
    );
  }

  if (intent === "revoke") {
    const id = parseUserId(post.form.get("id") ?? undefined);
    const revoked = id === undefined ? undefined : await apiTokens.revoke(id, actor);
    const notice = revoked
      ? { text: copy.revoke.done(revoked.name) }
      : { text: copy.revoke.gone, tone: "error" as const };
    return redirectWithNotice(HERE, post, notice, request, context);
  }

  return redirectWithNotice(HERE, post, { text: copy.unknownForm, tone: "error" }, request, context);
}

export const headers = formPageHeaders;

export const meta = adminMeta(copy.title);

export default function ApiTokensPage({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const made = actionData && "made" in actionData ? actionData.made : undefined;
  const createResult = actionData?.intent === "create" && !made ? actionData.result : undefined;
  return (
    <AdminPage
      siteName={d.siteName}
      account={d.account}
      current={HERE}
      title={copy.title}
      intro={copy.intro}
      actions={
        <a href="/admin/api/openapi.json" className="btn btn-secondary min-h-10 px-4 py-2 text-sm">
          {copy.docs}
        </a>
      }
    >
      <NoticeBanner notice={d.notice} />
      {made ? <NewToken name={made.name} token={made.token} /> : null}
      {d.revoking ? <RevokeToken id={d.revoking.id} name={d.revoking.name} csrf={d.csrf} here={HERE} /> : null}

      <section aria-labelledby="tokens-heading" className="grid gap-3">
        <h2 id="tokens-heading" className="text-xl font-bold text-ink">
          {copy.list.heading}
        </h2>
        <TokenTable tokens={d.tokens} />
      </section>

      <ProfileSection id="create-heading" title={copy.create.heading} intro={copy.create.intro}>
        {createResult ? <NoticeBanner notice={{ text: copy.create.notMade, tone: "error" }} /> : null}
        <CreateTokenForm csrf={d.csrf} lastResult={createResult} />
      </ProfileSection>
    </AdminPage>
  );
}
