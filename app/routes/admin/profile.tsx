import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/profile";
import { ChangePasswordEditor, DisplayNameEditor } from "#app/admin/accounts/ProfileForms";
import { ProfileSection } from "#app/admin/accounts/ProfileSection";
import { SessionList } from "#app/admin/accounts/SessionList";
import { TwoFactorOn } from "#app/admin/accounts/TwoFactorOn";
import { profileCopy } from "#app/admin/accounts/profile-copy";
import { passwordRefusal, replyErrors, shownTime, twoFactorSince } from "#app/admin/accounts/profile.server";
import { changePasswordSchema, displayNameSchema } from "#app/admin/accounts/schemas";
import { sessionViews } from "#app/admin/accounts/sessions.server";
import { acting, redirectWithNotice, requirePost, requireUser } from "#app/admin/auth.server";
import { adminPage, formPageHeaders, formReply } from "#app/admin/page.server";
import { AdminPage } from "#app/admin/ui/AdminPage";
import { adminMeta } from "#app/admin/ui/meta";
import { CsrfInput, NoticeBanner, Warning } from "#app/admin/ui/form";
import { Time } from "#app/admin/ui/Time";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "#server/accounts/roles";

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
  return adminPage(signed, request, context, {
    email: user.email,
    displayName: user.displayName,
    role: { label: ROLE_LABELS[user.role], description: ROLE_DESCRIPTIONS[user.role] },
    passwordChanged: shownTime(user.passwordChangedAt),
    twoFactor: { on: user.twoFactor, since, codesLeft: user.recoveryCodesLeft, required: settings.requireTwoFactor },
    sessions,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const post = await requirePost(request, context, undefined, GATE);
  const { accounts, signIn } = context.services;
  const intent = post.form.get("intent");

  if (intent === "name") {
    const submission = parseWithZod(post.form, { schema: displayNameSchema });
    if (submission.status !== "success") return formReply(intent, submission.reply());
    const result = await accounts.changeDisplayName(acting(post), submission.value.displayName);
    if (!result.ok) return formReply(intent, submission.reply(replyErrors(result.errors, ["displayName"])));
    return redirectWithNotice(HERE, post, { text: copy.details.saved }, request, context);
  }

  if (intent === "password") {
    const hideFields = ["current", "next"];
    const submission = parseWithZod(post.form, { schema: changePasswordSchema });
    if (submission.status !== "success") return formReply(intent, submission.reply({ hideFields }));
    const result = await signIn.changePassword(acting(post), submission.value);
    if (!result.ok) {
      const refused = passwordRefusal(result);
      return formReply(
        intent,
        submission.reply({ ...replyErrors(refused.errors, ["current", "next"]), hideFields }),
        refused.status,
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

export const headers = formPageHeaders;

export const meta = adminMeta(copy.title);

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const resultFor = (intent: "name" | "password") => (actionData?.intent === intent ? actionData.result : undefined);
  const tf = d.twoFactor;
  const others = d.sessions.filter((s) => !s.current).length;
  return (
    <AdminPage siteName={d.siteName} account={d.account} current={HERE} title={copy.title} intro={copy.intro} narrow>
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
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-100">
              {d.role.label}
            </span>
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
            {copy.password.lastChanged} <Time at={d.passwordChanged} />.
          </>
        }
      >
        <ChangePasswordEditor csrf={d.csrf} email={d.email} lastResult={resultFor("password")} />
      </ProfileSection>

      <ProfileSection id="two-factor-heading" title={copy.twoFactor.heading}>
        {tf.on ? (
          <div className="grid gap-1">
            <TwoFactorOn
              since={tf.since}
              codesLeft={tf.codesLeft}
              words={{
                chip: copy.twoFactor.on,
                since: copy.twoFactor.onSince,
                codesLeft: copy.twoFactor.codesLeft,
                fewCodes: copy.twoFactor.fewCodes,
              }}
            />
          </div>
        ) : (
          <div className="grid gap-2">
            <p className="flex flex-wrap items-center gap-2">
              <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-muted ring-1 ring-line">
                {copy.twoFactor.offChip}
              </span>
            </p>
            <p className="max-w-2xl text-muted">{copy.twoFactor.off}</p>
            {tf.required ? <Warning>{copy.twoFactor.requiredOff}</Warning> : null}
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
    </AdminPage>
  );
}
