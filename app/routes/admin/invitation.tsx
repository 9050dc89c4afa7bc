import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/invitation";
import { CardLink, PublicCard } from "#app/admin/accounts/PublicCard";
import { AcceptInvitationFields } from "#app/admin/accounts/PublicForms";
import { invitationCopy as copy } from "#app/admin/accounts/copy";
import { replyErrors } from "#app/admin/accounts/profile.server";
import { homeFor, startSession } from "#app/admin/accounts/sign-in.server";
import { acceptInvitationSchema } from "#app/admin/accounts/schemas";
import { ADMIN_HEADERS, requireBackOffice } from "#app/admin/auth.server";
import { formPageHeaders, linkFormReply, requirePublicPost, siteNameOf } from "#app/admin/page.server";
import { adminMeta } from "#app/admin/ui/meta";
import { ROLE_LABELS } from "#server/accounts/roles";

/** 410 Gone: the link was valid once and is no more (used, withdrawn or expired). */
const expired = (context: Route.LoaderArgs["context"]) =>
  data({ siteName: siteNameOf(context), invitation: null }, { status: 410, headers: ADMIN_HEADERS });

/**
 * The page an invitation e-mail links to. Public (the person has no account yet):
 * the token in the address is the only credential, checked at every request.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = requireBackOffice(context);
  // Not only unused and unexpired: its inviter must still be an owner.
  const record = await services.accounts.openInvitation(params.token);
  if (!record) return expired(context);
  return data(
    { siteName: siteNameOf(context), invitation: { email: record.email, role: ROLE_LABELS[record.role] } },
    { headers: ADMIN_HEADERS },
  );
}

/**
 * Creates the account, uses the token up, and signs the new member in (they have just
 * chosen the password; asking for it again at once proves nothing), landing on their
 * role's start page.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, form } = await requirePublicPost(request, context);
  const hideFields = ["password"];
  const submission = parseWithZod(form, { schema: acceptInvitationSchema });
  if (submission.status !== "success") return linkFormReply(submission.reply({ hideFields }));
  const result = await services.accounts.acceptInvitation({
    token: params.token,
    displayName: submission.value.displayName,
    password: submission.value.password,
    ip: context.clientIp,
    userAgent: request.headers.get("user-agent"),
  });
  if (result.ok)
    return startSession(request, context, result.value, homeFor(result.value), {
      text: copy.welcome(result.value.displayName),
    });
  if ("expired" in result) return linkFormReply(undefined, 410);
  return linkFormReply(submission.reply({ ...replyErrors(result.errors, ["displayName", "password"]), hideFields }));
}

export const headers = formPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return adminMeta(loaderData?.invitation ? copy.title : copy.expiredTitle)({ matches });
}

export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { siteName, invitation } = loaderData;
  const footer = <CardLink href="/admin/login">{copy.signIn}</CardLink>;
  if (!invitation) {
    return <PublicCard siteName={siteName} title={copy.expiredTitle} intro={copy.expired} footer={footer} />;
  }
  return (
    <PublicCard siteName={siteName} title={copy.title} intro={copy.intro} footer={footer}>
      <AcceptInvitationFields email={invitation.email} role={invitation.role} lastResult={actionData?.result} />
    </PublicCard>
  );
}
