import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/settings";
import { ProfileSection } from "#app/admin/accounts/ProfileSection";
import { RequireTwoFactorEditor } from "#app/admin/accounts/RequireTwoFactorEditor";
import { daysText, hoursText, settingsCopy } from "#app/admin/accounts/profile-copy";
import { requireTwoFactorSchema } from "#app/admin/accounts/schemas";
import { acting, redirectWithNotice, requirePost, requireUser } from "#app/admin/auth.server";
import { adminPage, formPageHeaders, formReply } from "#app/admin/page.server";
import { AdminPage } from "#app/admin/ui/AdminPage";
import { adminMeta } from "#app/admin/ui/meta";
import { NoticeBanner } from "#app/admin/ui/form";
import { leadCopy } from "#app/admin/leads/lead-copy";
import { RoundRobinForm } from "#app/admin/leads/RoundRobinForm";
import { ReplyLimitsForm } from "#app/admin/leads/ReplyLimitsForm";
import { replyLimitsSchema } from "#server/leads/pipeline";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "#server/accounts/sessions";
import { BackupStatus } from "#app/admin/backups/BackupStatus";
import { backupCopy } from "#app/admin/backups/copy";
import { backupLines } from "#app/admin/backups/status.server";
import { hiringCopy } from "#app/admin/hiring/copy";

const copy = settingsCopy;
const HERE = "/admin/settings";
const HOUR_MS = 60 * 60 * 1000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, "settings.manage");
  const { config, settings, users, pipeline } = context.services;
  const [rules, everyone, roundRobin, replyLimits, backups] = await Promise.all([
    settings.get(),
    users.list(),
    pipeline.roundRobin(),
    pipeline.replyLimits(),
    backupLines(context),
  ]);
  const r = copy.retention;
  return adminPage(signed, request, context, {
    requireTwoFactor: rules.requireTwoFactor,
    ownTwoFactor: signed.user.twoFactor,
    accountsWithout: everyone.filter((u) => !u.twoFactor).length,
    roundRobin,
    replyLimits,
    backups,
    salesCount: everyone.filter((u) => u.role === "sales").length,
    retention: [
      {
        what: r.leads,
        rule: config.LEAD_RETENTION_DAYS ? r.leadsDays(daysText(config.LEAD_RETENTION_DAYS)) : r.leadsKept,
      },
      {
        what: hiringCopy.retention.what,
        rule: hiringCopy.retention.rule(daysText(config.APPLICATION_RETENTION_DAYS)),
      },
      { what: r.audit, rule: r.auditDays(daysText(config.AUDIT_RETENTION_DAYS)) },
      {
        what: r.sessions,
        rule: r.sessionsRule(
          hoursText(Math.round(SESSION_IDLE_MS / HOUR_MS)),
          hoursText(Math.round(SESSION_ABSOLUTE_MS / HOUR_MS)),
        ),
      },
    ],
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const post = await requirePost(request, context, "settings.manage", { next: HERE });
  const intent = post.form.get("intent");
  if (intent === "round-robin") {
    const on = post.form.get("roundRobin") === "on";
    const changed = await context.services.pipeline.setRoundRobin({ user: post.user, ip: post.ip }, on);
    const words = leadCopy.roundRobin;
    return redirectWithNotice(
      HERE,
      post,
      { text: !changed ? words.unchanged : on ? words.on : words.off },
      request,
      context,
    );
  }
  if (intent === "reply-limits") {
    const submission = parseWithZod(post.form, { schema: replyLimitsSchema });
    if (submission.status !== "success") return formReply(intent, submission.reply());
    const result = await context.services.pipeline.setReplyLimits(acting(post), submission.value);
    if (!result.ok) return formReply(intent, submission.reply());
    const words = leadCopy.replyLimits;
    const text = result.changed ? words.saved(result.limits.hour, result.limits.day) : words.unchanged;
    return redirectWithNotice(HERE, post, { text }, request, context);
  }
  if (intent !== "two-factor")
    return redirectWithNotice(HERE, post, { text: copy.unknownForm, tone: "error" }, request, context);

  const submission = parseWithZod(post.form, { schema: requireTwoFactorSchema });
  if (submission.status !== "success") return formReply(intent, submission.reply());
  const on = submission.value.requireTwoFactor === true;
  // Requiring it without having it would send the owner to the set-up page at once.
  if (on && !post.user.twoFactor) {
    return formReply(intent, submission.reply({ fieldErrors: { requireTwoFactor: [copy.twoFactor.ownFirst] } }));
  }
  const before = (await context.services.settings.get()).requireTwoFactor;
  await context.services.accounts.setRequireTwoFactor(acting(post), on);
  const text = before === on ? copy.twoFactor.unchanged : on ? copy.twoFactor.turnedOn : copy.twoFactor.turnedOff;
  return redirectWithNotice(HERE, post, { text }, request, context);
}

export const headers = formPageHeaders;

export const meta = adminMeta(copy.title);

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const r = copy.retention;
  return (
    <AdminPage siteName={d.siteName} account={d.account} current={HERE} title={copy.title} intro={copy.intro} narrow>
      <NoticeBanner notice={d.notice} />

      <ProfileSection id="two-factor-heading" title={copy.twoFactor.heading}>
        {!d.ownTwoFactor && !d.requireTwoFactor && !actionData ? (
          <p className="max-w-2xl rounded-lg border border-line bg-brand-50 px-4 py-3 text-sm text-ink">
            {copy.twoFactor.ownOff}{" "}
            <a href="/admin/profile/two-factor" className="font-semibold text-brand-700 underline underline-offset-2">
              {copy.twoFactor.setUpOwn}
            </a>
          </p>
        ) : null}
        <RequireTwoFactorEditor
          csrf={d.csrf}
          required={d.requireTwoFactor}
          ownTwoFactor={d.ownTwoFactor}
          accountsWithout={d.accountsWithout}
          lastResult={actionData?.intent === "two-factor" ? actionData.result : undefined}
        />
      </ProfileSection>

      <ProfileSection id="leads-heading" title={leadCopy.roundRobin.heading}>
        <RoundRobinForm csrf={d.csrf} on={d.roundRobin} salesCount={d.salesCount} />
      </ProfileSection>

      <ProfileSection id="reply-limits-heading" title={leadCopy.replyLimits.heading}>
        <ReplyLimitsForm
          csrf={d.csrf}
          limits={d.replyLimits}
          lastResult={actionData?.intent === "reply-limits" ? actionData.result : undefined}
        />
      </ProfileSection>

      <ProfileSection id="retention-heading" title={r.heading} intro={r.intro}>
        <div className="relative overflow-x-auto rounded-card border border-line bg-white">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{r.caption}</caption>
            <thead className="bg-surface">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold text-muted">
                  {r.what}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold text-muted">
                  {r.rule}
                </th>
              </tr>
            </thead>
            <tbody>
              {d.retention.map((row) => (
                <tr key={row.what} className="border-t border-line align-top">
                  <th scope="row" className="px-4 py-3 font-semibold text-ink">
                    {row.what}
                  </th>
                  <td className="px-4 py-3 text-ink [overflow-wrap:anywhere]">{row.rule}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ProfileSection>

      <ProfileSection id="backups-heading" title={backupCopy.heading} intro={backupCopy.intro}>
        <BackupStatus lines={d.backups.lines} />
      </ProfileSection>
    </AdminPage>
  );
}
