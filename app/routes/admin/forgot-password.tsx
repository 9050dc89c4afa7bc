import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/forgot-password";
import { CardLink, PublicCard } from "#app/admin/accounts/PublicCard";
import { ForgotPasswordFields } from "#app/admin/accounts/PublicForms";
import { forgotCopy as copy } from "#app/admin/accounts/copy";
import { forgotPasswordSchema } from "#app/admin/accounts/schemas";
import { ADMIN_HEADERS, requireBackOffice } from "#app/admin/auth.server";
import { formPageHeaders, requirePublicPost, siteNameOf } from "#app/admin/page.server";
import { adminMeta } from "#app/admin/ui/meta";

export function loader({ context }: Route.LoaderArgs) {
  requireBackOffice(context);
  return data({ siteName: siteNameOf(context) }, { headers: ADMIN_HEADERS });
}

/**
 * Mails a reset link when the address has an account. The answer is the same page
 * either way (drawn here, not a redirect), so it never tells who has an account.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, form } = await requirePublicPost(request, context);
  const submission = parseWithZod(form, { schema: forgotPasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), sentTo: undefined }, { status: 400, headers: ADMIN_HEADERS });
  }
  await services.signIn.requestPasswordReset({ email: submission.value.email, ip: context.clientIp });
  return data({ result: undefined, sentTo: submission.value.email }, { headers: ADMIN_HEADERS });
}

export const headers = formPageHeaders;

export const meta = adminMeta(copy.title);

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const footer = <CardLink href="/admin/login">{copy.backToSignIn}</CardLink>;
  if (actionData?.sentTo) {
    return (
      <PublicCard siteName={loaderData.siteName} title={copy.sentTitle} footer={footer}>
        <div role="status" className="grid gap-3">
          <p className="rounded-lg border border-success/30 bg-green-50 px-4 py-3 font-semibold text-success [overflow-wrap:anywhere]">
            <span aria-hidden="true">✓ </span>
            {copy.sent(actionData.sentTo)}
          </p>
          <p className="text-muted">{copy.sentMore}</p>
        </div>
      </PublicCard>
    );
  }
  return (
    <PublicCard siteName={loaderData.siteName} title={copy.title} intro={copy.intro} footer={footer}>
      <ForgotPasswordFields lastResult={actionData?.result} />
    </PublicCard>
  );
}
