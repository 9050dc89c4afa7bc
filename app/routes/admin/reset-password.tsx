import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/reset-password";
import { CardLink, PublicCard } from "#app/admin/accounts/PublicCard";
import { ResetPasswordFields } from "#app/admin/accounts/PublicForms";
import { resetCopy as copy } from "#app/admin/accounts/copy";
import { replyErrors } from "#app/admin/accounts/profile.server";
import { newPasswordSchema } from "#app/admin/accounts/schemas";
import { ADMIN_HEADERS, requireBackOffice } from "#app/admin/auth.server";
import { formPageHeaders, linkFormReply, requirePublicPost, siteNameOf } from "#app/admin/page.server";
import { adminMeta } from "#app/admin/ui/meta";

/** 410 Gone: the link was valid once and is no more (used, replaced by a newer one, or expired). */
const expired = (context: Route.LoaderArgs["context"]) =>
  data({ siteName: siteNameOf(context), email: null }, { status: 410, headers: ADMIN_HEADERS });

/** The page a reset e-mail links to: the token in the address is the only credential. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = requireBackOffice(context);
  const record = await services.tokens.peek("reset", params.token);
  if (!record) return expired(context);
  return data({ siteName: siteNameOf(context), email: record.email }, { headers: ADMIN_HEADERS });
}

/** Sets the new password (which signs the account out everywhere), then on to sign in. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, form } = await requirePublicPost(request, context);
  const hideFields = ["password"];
  const submission = parseWithZod(form, { schema: newPasswordSchema });
  if (submission.status !== "success") return linkFormReply(submission.reply({ hideFields }));
  const result = await services.signIn.resetPassword({
    token: params.token,
    password: submission.value.password,
    ip: context.clientIp,
  });
  if (result.ok) return redirect("/admin/login?reset", { status: 303, headers: ADMIN_HEADERS });
  if ("expired" in result) return linkFormReply(undefined, 410);
  return linkFormReply(submission.reply({ ...replyErrors(result.errors, ["password"]), hideFields }));
}

export const headers = formPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return adminMeta(loaderData?.email ? copy.title : copy.expiredTitle)({ matches });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { siteName, email } = loaderData;
  if (!email) {
    return (
      <PublicCard
        siteName={siteName}
        title={copy.expiredTitle}
        intro={copy.expired}
        footer={<CardLink href="/admin/login">{copy.backToSignIn}</CardLink>}
      >
        <a href="/admin/forgot-password" className="btn btn-primary w-full">
          {copy.requestNew}
        </a>
      </PublicCard>
    );
  }
  return (
    <PublicCard
      siteName={siteName}
      title={copy.title}
      intro={copy.intro(email)}
      footer={<CardLink href="/admin/login">{copy.backToSignIn}</CardLink>}
    >
      <ResetPasswordFields email={email} lastResult={actionData?.result} />
    </PublicCard>
  );
}
