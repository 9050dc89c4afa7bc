import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/profile-two-factor";
import { PasswordConfirmForm } from "#app/admin/accounts/PasswordConfirmForm";
import { ProfileSection } from "#app/admin/accounts/ProfileSection";
import { RecoveryCodes } from "#app/admin/accounts/RecoveryCodes";
import { TwoFactorOn } from "#app/admin/accounts/TwoFactorOn";
import { TwoFactorSetup } from "#app/admin/accounts/TwoFactorSetup";
import { twoFactorCopy } from "#app/admin/accounts/profile-copy";
import { groupKey, passwordRefusal, replyErrors, twoFactorSince } from "#app/admin/accounts/profile.server";
import { confirmPasswordSchema, enableTwoFactorSchema } from "#app/admin/accounts/schemas";
import { ADMIN_HEADERS, acting, redirectWithNotice, requirePost, requireUser } from "#app/admin/auth.server";
import { adminCopy } from "#app/admin/labels";
import { formatIndiaDateTime } from "#app/admin/time.server";
import { adminPage, formPageHeaders, formReply } from "#app/admin/page.server";
import { AdminPage } from "#app/admin/ui/AdminPage";
import { adminMeta } from "#app/admin/ui/meta";
import { NoticeBanner, Warning } from "#app/admin/ui/form";

const copy = twoFactorCopy;
const HERE = "/admin/profile/two-factor";
/** The page the guard sends people to when two-factor is required: always reachable. */
const GATE = { allowWithoutRequiredTwoFactor: true, next: HERE } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, undefined, GATE);
  const { user } = signed;
  const { signIn, settings } = context.services;
  const [setup, since, rules] = await Promise.all([
    // Off: start (or continue) the set-up; the secret stays unused until a code proves it.
    user.twoFactor ? Promise.resolve(undefined) : signIn.twoFactorSetup(user),
    user.twoFactor ? twoFactorSince(context, user.id) : Promise.resolve(null),
    settings.get(),
  ]);
  return adminPage(signed, request, context, {
    on: user.twoFactor,
    since,
    codesLeft: user.recoveryCodesLeft,
    required: rules.requireTwoFactor,
    // The guard's redirect (…/two-factor?required) explains why the person is here.
    requiredBanner: !user.twoFactor && new URL(request.url).searchParams.has("required"),
    setup: setup ? { key: groupKey(setup.secret), uri: setup.uri, qrSvg: setup.qrSvg } : undefined,
  });
}

/**
 * enable: a code from the app turns two-factor on; renew: the password makes a new
 * set of recovery codes; disable: the password turns it off (refused while the owner
 * requires it). New recovery codes are drawn in this answer, never after a redirect:
 * they are shown exactly once.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const post = await requirePost(request, context, undefined, GATE);
  const { signIn } = context.services;
  const intent = post.form.get("intent");

  if (intent === "enable") {
    const hideFields = ["code"];
    const submission = parseWithZod(post.form, { schema: enableTwoFactorSchema });
    if (submission.status !== "success") return formReply(intent, submission.reply({ hideFields }));
    const result = await signIn.enableTwoFactor(acting(post), submission.value.code.replace(/\s+/g, ""));
    if (!result.ok) return formReply(intent, submission.reply({ ...replyErrors(result.errors, ["code"]), hideFields }));
    return data(
      { intent: "enable" as const, codes: result.value, made: formatIndiaDateTime(new Date()) },
      { headers: ADMIN_HEADERS },
    );
  }

  if (intent === "renew" || intent === "disable") {
    const hideFields = ["password"];
    const submission = parseWithZod(post.form, { schema: confirmPasswordSchema });
    if (submission.status !== "success") return formReply(intent, submission.reply({ hideFields }));
    const { password } = submission.value;
    const refusedReply = (result: Parameters<typeof passwordRefusal>[0]) => {
      const refused = passwordRefusal(result);
      return formReply(
        intent,
        submission.reply({ ...replyErrors(refused.errors, ["password"]), hideFields }),
        refused.status,
      );
    };
    if (intent === "renew") {
      const result = await signIn.renewRecoveryCodes(acting(post), password);
      if (result.ok)
        return data({ intent, codes: result.value, made: formatIndiaDateTime(new Date()) }, { headers: ADMIN_HEADERS });
      return refusedReply(result);
    }
    const result = await signIn.disableTwoFactor(acting(post), password);
    if (result.ok) return redirectWithNotice("/admin/profile", post, { text: copy.disable.done }, request, context);
    return refusedReply(result);
  }

  return redirectWithNotice(HERE, post, { text: copy.unknownForm, tone: "error" }, request, context);
}

export const headers = formPageHeaders;

export const meta = adminMeta(copy.title);

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const fresh = actionData && "codes" in actionData ? actionData : undefined;
  const codes = fresh?.codes;
  const resultFor = (intent: "enable" | "renew" | "disable") =>
    actionData?.intent === intent && "result" in actionData ? actionData.result : undefined;
  const breadcrumbs = [{ label: adminCopy.nav.profile, href: "/admin/profile" }, { label: copy.breadcrumb }];
  return (
    <AdminPage
      siteName={d.siteName}
      account={d.account}
      current={HERE}
      breadcrumbs={breadcrumbs}
      title={copy.title}
      intro={d.on ? copy.introOn : copy.introOff}
      narrow
    >
      {d.requiredBanner && !codes ? <Warning>{copy.required}</Warning> : null}
      <NoticeBanner
        notice={codes ? { text: actionData?.intent === "enable" ? copy.codes.enabled : copy.codes.renewed } : d.notice}
      />

      {codes ? (
        <RecoveryCodes codes={codes} made={fresh.made} email={d.account.email} siteName={d.siteName} />
      ) : d.on ? (
        <>
          <ProfileSection id="status-heading" title={copy.on.heading}>
            <TwoFactorOn since={d.since} codesLeft={d.codesLeft} words={copy.on} />
          </ProfileSection>
          <ProfileSection id="renew-heading" title={copy.renew.heading} intro={copy.renew.text}>
            <PasswordConfirmForm
              id="renew-codes"
              intent="renew"
              csrf={d.csrf}
              label={copy.renew.password}
              hint={copy.renew.passwordHint}
              submit={copy.renew.submit}
              lastResult={resultFor("renew")}
            />
          </ProfileSection>
          <ProfileSection
            id="disable-heading"
            title={copy.disable.heading}
            intro={d.required ? copy.disable.requiredNote : copy.disable.text}
          >
            <PasswordConfirmForm
              id="disable-two-factor"
              intent="disable"
              csrf={d.csrf}
              label={copy.disable.password}
              hint={copy.disable.passwordHint}
              submit={copy.disable.submit}
              tone="secondary"
              lastResult={resultFor("disable")}
            />
          </ProfileSection>
        </>
      ) : d.setup ? (
        <TwoFactorSetup setup={d.setup} csrf={d.csrf} lastResult={resultFor("enable")} />
      ) : (
        <p className="card p-6 text-muted">{copy.setup.unavailable}</p>
      )}
    </AdminPage>
  );
}
