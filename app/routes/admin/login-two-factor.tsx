import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/login-two-factor";
import { CardLink, PublicCard } from "#app/admin/accounts/PublicCard";
import { type SecondFactorForm, secondFactorSchema } from "#app/admin/accounts/schemas";
import { refusal, startSession } from "#app/admin/accounts/sign-in.server";
import {
  ADMIN_HEADERS,
  csrfMatches,
  getSession,
  isSameOriginPost,
  readForm,
  requireBackOffice,
} from "#app/admin/auth.server";
import { safeNext } from "#app/admin/leads/filter.server";
import { formPageHeaders, siteNameOf } from "#app/admin/page.server";
import { adminMeta } from "#app/admin/ui/meta";
import { CsrfInput, Field, WideSubmit, useAdminForm } from "#app/admin/ui/form";

const copy = {
  title: "Two-factor sign-in",
  intro:
    "Open your authenticator app and enter the 6-digit code it shows for this site. Lost your phone? Enter one of your recovery codes instead.",
  code: "Code",
  hint: "6 digits from your app, or a recovery code such as k7qp-3m9x-2hdf-a8zr.",
  submit: "Verify",
  wrong: "That code is not right, or it was already used. Enter the code your app shows now.",
  recoveryLeft: (n: number) =>
    `Signed in with a recovery code. ${n} ${n === 1 ? "code is" : "codes are"} left: make new ones on your profile page.`,
  startOver: "Start again with your password",
};

/** The pending session (password accepted), or back to the sign-in page. */
async function pending(request: Request, context: Route.LoaderArgs["context"]) {
  requireBackOffice(context);
  const session = await getSession(request, context);
  const userId = session.get("pendingUserId");
  if (typeof userId !== "number")
    throw redirect("/admin/login?reason=expired", { status: 303, headers: ADMIN_HEADERS });
  return { session, userId };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { session } = await pending(request, context);
  return data({ siteName: siteNameOf(context), csrf: session.get("csrf") ?? "" }, { headers: ADMIN_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginPost(request, context)) throw data(null, { status: 403, statusText: "Forbidden" });
  const { session, userId } = await pending(request, context);
  const form = await readForm(request);
  if (!form || !csrfMatches(form.get("csrf"), session.get("csrf")))
    throw data(null, { status: 403, statusText: "Forbidden" });
  const submission = parseWithZod(form, { schema: secondFactorSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["code"] }) }, { status: 400, headers: ADMIN_HEADERS });
  }
  const result = await context.services.signIn.verifySecondFactor({
    userId,
    code: submission.value.code,
    ip: context.clientIp,
  });
  if (result.kind === "signed-in") {
    const notice =
      result.recoveryCodesLeft === undefined
        ? undefined
        : { text: copy.recoveryLeft(result.recoveryCodesLeft), tone: "error" as const };
    return startSession(request, context, result.user, safeNext(session.get("next")), notice);
  }
  const refused = refusal(result.reason, result.retryAfterMs, copy.wrong);
  return data(
    { result: submission.reply({ fieldErrors: { code: [refused.text] }, hideFields: ["code"] }) },
    { status: refused.status, headers: ADMIN_HEADERS },
  );
}

export const headers = formPageHeaders;

export const meta = adminMeta(copy.title);

export default function TwoFactorSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useAdminForm<SecondFactorForm>("second-factor", actionData?.result);
  return (
    <PublicCard
      siteName={loaderData.siteName}
      title={copy.title}
      intro={copy.intro}
      footer={<CardLink href="/admin/login">{copy.startOver}</CardLink>}
    >
      <form method="post" className="grid gap-4" {...getFormProps(form)}>
        <CsrfInput csrf={loaderData.csrf} />
        <Field field={fields.code} label={copy.code} hint={copy.hint} autoComplete="one-time-code" required secret />
        <WideSubmit>{copy.submit}</WideSubmit>
      </form>
    </PublicCard>
  );
}
