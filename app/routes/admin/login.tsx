import { data, redirect } from "react-router";
import type { Route } from "./+types/login";
import { AdminShell } from "~/components/admin/AdminShell";
import { LoginForm } from "~/components/admin/LoginForm";
import { adminCopy } from "~/components/admin/labels";
import { site } from "~/content/site";
import { safeNext } from "~/lib/admin-filter.server";
import {
  ADMIN_HEADERS,
  currentSession,
  isHttps,
  isSameOriginPost,
  loginThrottle,
  readSmallForm,
  requireAdminPage,
  throttleKey,
} from "~/lib/admin-guard.server";
import { newSession, passwordMatches, SESSION_TTL_MS, sessionCookieHeader, signSession } from "~/lib/admin-session.server";

const copy = adminCopy.login;

export async function loader({ request, context }: Route.LoaderArgs) {
  const settings = requireAdminPage(context);
  const params = new URL(request.url).searchParams;
  const next = safeNext(params.get("next"));
  if (currentSession(request, settings)) throw redirect(next, { status: 303, headers: ADMIN_HEADERS });
  const reason = params.get("reason");
  const notice = params.has("signedout") ? copy.signedOut : reason === "expired" ? copy.expired : undefined;
  return data({ siteName: site.company.name, next, notice }, { headers: ADMIN_HEADERS });
}

/**
 * Checks the password. Wrong answers are held back longer each time and the fifth in a
 * row locks the address out (429); the check, the comparison and the count happen with
 * no await in between, so parallel guesses cannot slip past the lock.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const settings = requireAdminPage(context);
  if (!isSameOriginPost(request, settings)) throw data(null, { status: 403, statusText: "Forbidden" });
  const form = await readSmallForm(request);
  const next = safeNext(form?.get("next"));
  const answer = (error: string, status: number, extra: Record<string, string> = {}) =>
    data({ error, next }, { status, headers: { ...ADMIN_HEADERS, ...extra } });
  if (!form) return answer(copy.wrongPassword, 400);

  const key = throttleKey(context);
  const lock = loginThrottle.check(key);
  if (lock.locked) return locked(lock.retryAfterMs);

  const password = form.get("password") ?? "";
  if (passwordMatches(password, settings.password)) {
    loginThrottle.succeed(key);
    const session = newSession(Date.now());
    const cookie = sessionCookieHeader(signSession(session, settings.key), {
      secure: isHttps(request, settings),
      maxAgeSeconds: SESSION_TTL_MS / 1000,
    });
    throw redirect(next, { status: 303, headers: { ...ADMIN_HEADERS, "Set-Cookie": cookie } });
  }

  const outcome = loginThrottle.fail(key);
  await new Promise((resolve) => setTimeout(resolve, outcome.delayMs));
  if (outcome.state.locked) return locked(outcome.state.retryAfterMs);
  return answer(copy.wrongPassword, 401);

  function locked(retryAfterMs: number) {
    const minutes = Math.ceil(retryAfterMs / 60_000);
    const text = copy.locked.replace("{minutes}", `${minutes} ${minutes === 1 ? "minute" : "minutes"}`);
    return answer(text, 429, { "Retry-After": String(Math.ceil(retryAfterMs / 1000)) });
  }
}

export function headers({ loaderHeaders, actionHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? (actionHeaders.has("X-Robots-Tag") ? actionHeaders : loaderHeaders);
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminShell siteName={loaderData.siteName}>
      <div className="container-page flex min-h-[70dvh] items-center justify-center py-10 sm:py-16">
        <LoginForm next={actionData?.next ?? loaderData.next} error={actionData?.error} notice={loaderData.notice} />
      </div>
    </AdminShell>
  );
}
