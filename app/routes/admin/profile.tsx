import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/profile";
import { ChangePasswordEditor, DisplayNameEditor } from "~/admin/accounts/ProfileForms";
import { ProfileSection } from "~/admin/accounts/ProfileSection";
import { SessionList } from "~/admin/accounts/SessionList";
import { profileCopy } from "~/admin/accounts/profile-copy";
import { replyErrors, shownTime, twoFactorSince } from "~/admin/accounts/profile.server";
import { changePasswordSchema, displayNameSchema } from "~/admin/accounts/schemas";
import { sessionViews } from "~/admin/accounts/sessions.server";
import { ADMIN_HEADERS, acting, pageHeaders, redirectWithNotice, requirePost, requireUser } from "~/admin/auth.server";
import { adminCopy } from "~/admin/labels";
import { AdminShell } from "~/admin/ui/AdminShell";
import { adminMeta } from "~/admin/ui/meta";
import { CsrfInput, NoticeBanner, PageHeading } from "~/admin/ui/form";
import { site } from "~/content/site";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "../../../server/accounts/roles";

const copy = profileCopy;
const HERE = "/admin/profile";
/** Reachable while the owner requires two-factor and this account has none yet. */
const GATE = { allowWithoutRequiredTwoFactor: true, next: HERE } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, undefined, GATE);
  const { user } = signed;
  const [sessions, since, settings] = await Promise.all([
    sessionViews(context, user.id, signed.sessionId),
    user.twoFactor ? twoFactorSince(context, user.id) : Promise.resolve(null),
    context.services.settings.get(),
  ]);
  const { headers, notice } = await pageHeaders(signed, request, context);
  return data(
    {
      siteName: site.company.name,
      account: { ...user, csrf: signed.csrf },
      csrf: signed.csrf,
      email: user.email,
      displayName: user.displayName,
      role: { label: ROLE_LABELS[user.role], description: ROLE_DESCRIPTIONS[user.role] },
      passwordChanged: shownTime(user.passwordChangedAt),
      twoFactor: { on: user.twoFactor, since, codesLeft: user.recoveryCodesLeft, required: settings.requireTwoFactor },
      sessions,
      notice,
    },
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const post = await requirePost(request, context, undefined, GATE);
  const { accounts } = context.services;
  const intent = post.form.get("intent");

  if (intent === "name") {
    const submission = parseWithZod(post.form, { schema: displayNameSchema });
    if (submission.status !== "success") {
      return data({ intent: "name" as const, result: submission.reply() }, { status: 400, headers: ADMIN_HEADERS });
    }
    const result = await accounts.changeDisplayName(acting(post), submission.value.displayName);
    if (!result.ok) {
      return data({ intent: "name" as const, result: submission.reply(replyErrors(result.errors, ["displayName"])) }, { status: 400, headers: ADMIN_HEADERS });
    }
    return redirectWithNotice(HERE, post, { text: copy.details.saved }, request, context);
  }

  if (intent === "password") {
    const hideFields = ["current", "next"];
    const submission = parseWithZod(post.form, { schema: changePasswordSchema });
    if (submission.status !== "success") {
      return data({ intent: "password" as const, result: submission.reply({ hideFields }) }, { status: 400, headers: ADMIN_HEADERS });
    }
    const result = await accounts.changePassword(acting(post), submission.value);
    if (!result.ok) {
      return data(
        { intent: "password" as const, result: submission.reply({ ...replyErrors(result.errors, ["current", "next"]), hideFields }) },
        { status: 400, headers: ADMIN_HEADERS },
      );
    }
    return redirectWithNotice(HERE, post, { text: copy.password.changed }, request, context);
  }

  if (intent === "revoke-others") {
    const n = await accounts.revokeAllSessions(acting(post), post.user.id);
    return redirectWithNotice(HERE, post, { text: copy.sessions.revokedOthers(n) }, request, context);
  }

  return redirectWithNotice(HERE, post, { text: copy.unknownForm, tone: "error" }, request, context);
}

export function headers({ loaderHeaders, actionHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? (actionHeaders.has("X-Robots-Tag") ? actionHeaders : loaderHeaders);
}

export const meta = adminMeta(copy.title);

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const resultFor = (intent: "name" | "password") => (actionData?.intent === intent ? actionData.result : undefined);
  const tf = d.twoFactor;
  const others = d.sessions.filter((s) => !s.current).length;
  return (
    <AdminShell siteName={d.siteName} account={d.account} current={HERE}>
      <div className="container-page grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6 py-8 sm:py-10">
        <PageHeading title={copy.title} intro={copy.intro} />
        <NoticeBanner notice={d.notice} />

        <ProfileSection id="details-heading" title={copy.details.heading}>
          <dl className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-x-6">
            <dt className="font-semibold text-ink">{copy.details.email}</dt>
            <dd className="-mt-3 grid gap-1 sm:mt-0">
              <span className="break-words text-ink">{d.email}</span>
              <span className="text-sm text-muted">{copy.details.emailHint}</span>
            </dd>
            <dt className="font-semibold text-ink">{copy.details.role}</dt>
            <dd className="-mt-3 grid justify-items-start gap-1 sm:mt-0">
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-100">{d.role.label}</span>
              <span className="text-sm text-muted">{d.role.description}</span>
            </dd>
          </dl>
          <DisplayNameEditor csrf={d.csrf} displayName={d.displayName} lastResult={resultFor("name")} />
        </ProfileSection>

        <ProfileSection
          id="password-heading"
          title={copy.password.heading}
          intro={
            <>
              {copy.password.lastChanged}{" "}
              <time dateTime={d.passwordChanged.iso}>{d.passwordChanged.text}</time>.
            </>
          }
        >
          <ChangePasswordEditor csrf={d.csrf} email={d.email} lastResult={resultFor("password")} />
        </ProfileSection>

        <ProfileSection id="two-factor-heading" title={copy.twoFactor.heading}>
          {tf.on ? (
            <div className="grid gap-1">
              <p className="flex flex-wrap items-center gap-2 text-ink">
                <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-success ring-1 ring-success/30">{copy.twoFactor.on}</span>
                {tf.since ? (
                  <span>
                    {copy.twoFactor.onSince}{" "}
                    <time dateTime={tf.since.iso}>{tf.since.text}</time>.
                  </span>
                ) : null}
              </p>
              <p className="text-muted">
                {copy.twoFactor.codesLeft(tf.codesLeft)}
                {tf.codesLeft <= 3 ? <strong className="ml-1 font-semibold text-ink">{copy.twoFactor.fewCodes}</strong> : null}
              </p>
            </div>
          ) : (
            <div className="grid gap-2">
              <p className="flex flex-wrap items-center gap-2">
                <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-muted ring-1 ring-line">{copy.twoFactor.offChip}</span>
              </p>
              <p className="max-w-2xl text-muted">{copy.twoFactor.off}</p>
              {tf.required ? (
                <p className="rounded-lg border border-accent-700/40 bg-accent-100 px-4 py-3 font-semibold text-ink">
                  <span aria-hidden="true">⚠ </span>
                  {copy.twoFactor.requiredOff}
                </p>
              ) : null}
            </div>
          )}
          <p>
            <a href="/admin/profile/two-factor" className={`btn ${tf.on ? "btn-secondary" : "btn-primary"}`}>
              {tf.on ? copy.twoFactor.manage : copy.twoFactor.setUp}
            </a>
          </p>
        </ProfileSection>

        <ProfileSection id="sessions-heading" title={copy.sessions.heading} intro={copy.sessions.intro}>
          <SessionList sessions={d.sessions} csrf={d.csrf} returnTo={HERE} caption={copy.sessions.caption} />
          {others > 0 ? (
            <form method="post" className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <CsrfInput csrf={d.csrf} />
              <input type="hidden" name="intent" value="revoke-others" />
              <button type="submit" className="btn btn-secondary" aria-describedby="revoke-others-hint">
                {copy.sessions.revokeOthers}
              </button>
              <span id="revoke-others-hint" className="text-sm text-muted">
                {copy.sessions.revokeOthersHint}
              </span>
            </form>
          ) : null}
        </ProfileSection>
      </div>
    </AdminShell>
  );
}
