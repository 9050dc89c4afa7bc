import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/user";
import { RoleChip, TwoFactorChip } from "#app/admin/accounts/Chips";
import { ProfileSection } from "#app/admin/accounts/ProfileSection";
import { RemoveAccount } from "#app/admin/accounts/RemoveAccount";
import { RoleForm } from "#app/admin/accounts/RoleForm";
import { SessionList } from "#app/admin/accounts/SessionList";
import { userCopy as copy } from "#app/admin/accounts/copy";
import { shownTime } from "#app/admin/accounts/profile.server";
import { roleSchema } from "#app/admin/accounts/schemas";
import { sessionViews } from "#app/admin/accounts/sessions.server";
import { homeFor } from "#app/admin/accounts/sign-in.server";
import { parseUserId, userSummary } from "#app/admin/accounts/users.server";
import {
  ADMIN_HEADERS,
  acting,
  destroySession,
  redirectWithNotice,
  requirePost,
  requireUser,
} from "#app/admin/auth.server";
import { adminPage, formPageHeaders, formReply } from "#app/admin/page.server";
import { AdminShell } from "#app/admin/ui/AdminShell";
import { CsrfInput, NoticeBanner, PageHeading } from "#app/admin/ui/form";
import { Time } from "#app/admin/ui/Time";
import { adminMeta } from "#app/admin/ui/meta";
import { ROLE_LABELS } from "#server/accounts/roles";
import { publicUser } from "#server/accounts/users";

const USERS = "/admin/users";

function notFound(): never {
  throw data(null, { status: 404, statusText: "Not Found", headers: ADMIN_HEADERS });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, "users.manage");
  const id = parseUserId(params.id);
  const found = id === undefined ? undefined : await context.services.users.findById(id);
  if (!found) notFound();
  const user = publicUser(found);
  const sessions = await sessionViews(context, user.id, signed.sessionId);
  return adminPage(signed, request, context, {
    user: { ...userSummary(user), passwordChanged: shownTime(user.passwordChangedAt) },
    isYou: user.id === signed.user.id,
    sessions,
    confirmRemove: new URL(request.url).searchParams.get("confirm") === "remove",
  });
}

/** Three forms: the role (intent "role"), sign out everywhere ("revoke-all") and removal ("remove"). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = parseUserId(params.id);
  const here = `${USERS}/${params.id}`;
  const post = await requirePost(request, context, "users.manage", { next: id === undefined ? USERS : here });
  const { accounts, users } = context.services;
  const found = id === undefined ? undefined : await users.findById(id);
  if (!found) return redirectWithNotice(USERS, post, { text: copy.remove.missing, tone: "error" }, request, context);
  const target = publicUser(found);
  const isYou = target.id === post.user.id;
  const intent = post.form.get("intent");

  if (intent === "role") {
    const submission = parseWithZod(post.form, { schema: roleSchema });
    if (submission.status !== "success") return formReply(intent, submission.reply());
    const role = submission.value.role;
    const outcome = await accounts.changeRole(acting(post), target.id, role);
    if (outcome === "last-owner")
      return formReply(intent, submission.reply({ fieldErrors: { role: [copy.role.lastOwner] } }), 409);
    if (outcome === "missing")
      return redirectWithNotice(USERS, post, { text: copy.remove.missing, tone: "error" }, request, context);
    if (outcome === "unchanged") {
      return redirectWithNotice(
        here,
        post,
        { text: copy.role.unchanged(target.displayName, ROLE_LABELS[role]) },
        request,
        context,
      );
    }
    // An owner who gave up owning can no longer open this page: on to their start page.
    if (isYou && role !== "owner") {
      return redirectWithNotice(
        homeFor({ ...post.user, role }),
        post,
        { text: copy.role.changedSelf(ROLE_LABELS[role]) },
        request,
        context,
      );
    }
    return redirectWithNotice(
      here,
      post,
      { text: copy.role.changed(target.displayName, ROLE_LABELS[role]) },
      request,
      context,
    );
  }

  if (intent === "revoke-all") {
    const n = await accounts.revokeAllSessions(acting(post), target.id);
    const text = isYou ? copy.sessions.revokedSelf(n) : copy.sessions.revoked(target.displayName, n);
    return redirectWithNotice(here, post, { text }, request, context);
  }

  if (intent === "remove") {
    const outcome = await accounts.removeUser(acting(post), target.id);
    if (outcome === "last-owner") {
      return data({ intent: "remove" as const, error: copy.remove.lastOwner }, { status: 409, headers: ADMIN_HEADERS });
    }
    if (outcome === "missing")
      return redirectWithNotice(USERS, post, { text: copy.remove.missing, tone: "error" }, request, context);
    if (isYou) {
      // Our own sessions went with the account: drop the cookie too.
      return redirect("/admin/login?signedout", {
        status: 303,
        headers: { ...ADMIN_HEADERS, "Set-Cookie": await destroySession(post.session, request, context) },
      });
    }
    return redirectWithNotice(
      USERS,
      post,
      { text: copy.remove.removed(target.displayName, target.email) },
      request,
      context,
    );
  }

  return redirectWithNotice(here, post, { text: copy.unknownForm, tone: "error" }, request, context);
}

export const headers = formPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return adminMeta(loaderData?.user.name ?? copy.breadcrumb)({ matches });
}

export default function UserPage({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const u = d.user;
  const here = `${USERS}/${u.id}`;
  const det = copy.details;
  const others = d.sessions.filter((s) => !s.current).length;
  const removeError = actionData?.intent === "remove" ? actionData.error : undefined;
  return (
    <AdminShell
      siteName={d.siteName}
      account={d.account}
      current={here}
      breadcrumbs={[{ label: copy.breadcrumb, href: USERS }, { label: u.name }]}
    >
      <div className="container-page py-8 sm:py-10">
        <div className="grid max-w-4xl gap-6">
          <PageHeading title={u.name} intro={copy.intro(u.email)} />
          <NoticeBanner notice={d.notice} />
          {d.isYou ? (
            <p className="rounded-lg border border-line bg-brand-50 px-4 py-3 text-brand-700">
              <strong className="font-semibold">{copy.isYou}</strong> {copy.isYouMore}{" "}
              <a href="/admin/profile" className="font-semibold underline underline-offset-2">
                {copy.yourProfile}
              </a>
              .
            </p>
          ) : null}

          <ProfileSection id="details-heading" title={det.heading}>
            <dl className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-x-6">
              <dt className="font-semibold text-ink">{det.email}</dt>
              <dd className="-mt-3 break-words text-ink sm:mt-0">{u.email}</dd>
              <dt className="font-semibold text-ink">{det.role}</dt>
              <dd className="-mt-3 sm:mt-0">
                <RoleChip role={u.role} label={u.roleLabel} />
              </dd>
              <dt className="font-semibold text-ink">{det.twoFactor}</dt>
              <dd className="-mt-3 flex flex-wrap items-center gap-2 sm:mt-0">
                <TwoFactorChip on={u.twoFactor} onText={det.twoFactorOn} offText={det.twoFactorOff} />
                {u.twoFactor ? null : <span className="text-sm text-muted">{det.twoFactorOffHint}</span>}
              </dd>
              <dt className="font-semibold text-ink">{det.joined}</dt>
              <dd className="-mt-3 text-ink sm:mt-0">
                <Time at={u.joined} />
              </dd>
              <dt className="font-semibold text-ink">{det.passwordChanged}</dt>
              <dd className="-mt-3 text-ink sm:mt-0">
                <Time at={u.passwordChanged} />
              </dd>
            </dl>
          </ProfileSection>

          <ProfileSection id="role-heading" title={copy.role.heading} intro={copy.role.intro}>
            <RoleForm
              csrf={d.csrf}
              role={u.role}
              lastResult={actionData?.intent === "role" ? actionData.result : undefined}
            />
          </ProfileSection>

          <ProfileSection
            id="sessions-heading"
            title={d.isYou ? copy.sessions.headingSelf : copy.sessions.heading}
            intro={copy.sessions.intro}
          >
            <SessionList
              sessions={d.sessions}
              csrf={d.csrf}
              returnTo={here}
              caption={d.isYou ? copy.sessions.captionSelf : copy.sessions.caption(u.name)}
            />
            {others > 0 ? (
              <form method="post" className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <CsrfInput csrf={d.csrf} />
                <input type="hidden" name="intent" value="revoke-all" />
                <button type="submit" className="btn btn-secondary" aria-describedby="revoke-all-hint">
                  {d.isYou ? copy.sessions.revokeAllSelf : copy.sessions.revokeAll}
                </button>
                <span id="revoke-all-hint" className="text-sm text-muted">
                  {d.isYou ? copy.sessions.revokeAllSelfHint : copy.sessions.revokeAllHint}
                </span>
              </form>
            ) : null}
          </ProfileSection>

          <RemoveAccount
            userId={u.id}
            name={u.name}
            email={u.email}
            isYou={d.isYou}
            csrf={d.csrf}
            confirming={d.confirmRemove || removeError !== undefined}
            error={removeError}
          />
        </div>
      </div>
    </AdminShell>
  );
}
