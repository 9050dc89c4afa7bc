import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/login";
import { LoginForm } from "#app/admin/accounts/LoginForm";
import { signInSchema } from "#app/admin/accounts/schemas";
import { refusal, startPendingSession, startSession } from "#app/admin/accounts/sign-in.server";
import { ADMIN_HEADERS, currentUser, isHttps, requireBackOffice } from "#app/admin/auth.server";
import { safeNext } from "#app/admin/leads/filter.server";
import { adminCopy } from "#app/admin/labels";
import { formPageHeaders, requirePublicPost, siteNameOf } from "#app/admin/page.server";
import { AdminShell } from "#app/admin/ui/AdminShell";
import { adminMeta } from "#app/admin/ui/meta";
import { normalizeEmail } from "#server/accounts/users";

const copy = adminCopy.login;

const NOTICES: Record<string, string> = {
  signedout: copy.signedOut,
  expired: copy.expired,
  reset: copy.passwordReset,
  joined: copy.joined,
};

export async function loader({ request, context }: Route.LoaderArgs) {
  requireBackOffice(context);
  const params = new URL(request.url).searchParams;
  const next = safeNext(params.get("next"));
  if (await currentUser(request, context)) throw redirect(next, { status: 303, headers: ADMIN_HEADERS });
  const reason = params.get("reason") ?? [...params.keys()].find((k) => k in NOTICES);
  return data(
    { siteName: siteNameOf(context), next, notice: reason ? NOTICES[reason] : undefined },
    { headers: ADMIN_HEADERS },
  );
}

/**
 * Checks e-mail and password. Every guess is counted in the database before it is
 * checked (see server/accounts/throttle.ts); the answer is the same whether or not
 * the account exists.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { form } = await requirePublicPost(request, context);
  const submission = parseWithZod(form, { schema: signInSchema });
  const next = safeNext(form.get("next"));
  if (submission.status !== "success") {
    return data(
      { result: submission.reply({ hideFields: ["password"] }), next },
      { status: 400, headers: ADMIN_HEADERS },
    );
  }
  const { sessions, signIn } = context.services;
  const cookieHeader = request.headers.get("cookie");
  const email = normalizeEmail(submission.value.email);
  const known = (await sessions.knownDevices(cookieHeader)).find((d) => d.email === email);
  const result = await signIn.signIn({
    email,
    password: submission.value.password,
    knownDevice: known?.id,
    ip: context.clientIp,
    userAgent: request.headers.get("user-agent"),
  });
  if (result.kind === "signed-in" || result.kind === "second-factor") {
    const response =
      result.kind === "signed-in"
        ? await startSession(request, context, result.user, next)
        : await startPendingSession(request, context, result.user, next);
    // This browser now knows the account (its guesses count apart from strangers').
    response.headers.append(
      "Set-Cookie",
      await sessions.rememberDevice(cookieHeader, email, isHttps(request, context)),
    );
    return response;
  }

  const refused = refusal(result.reason, result.retryAfterMs);
  return data(
    { result: submission.reply({ formErrors: [refused.text], hideFields: ["password"] }), next },
    {
      status: refused.status,
      headers: { ...ADMIN_HEADERS, ...(refused.retryAfter ? { "Retry-After": String(refused.retryAfter) } : {}) },
    },
  );
}

export const headers = formPageHeaders;

export const meta = adminMeta(copy.title);

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminShell siteName={loaderData.siteName}>
      <div className="container-page flex min-h-[70dvh] items-center justify-center py-10 sm:py-16">
        <LoginForm
          next={actionData?.next ?? loaderData.next}
          lastResult={actionData?.result}
          notice={loaderData.notice}
        />
      </div>
    </AdminShell>
  );
}
