import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/users";
import { InviteForm } from "#app/admin/accounts/InviteForm";
import { PendingInvitations } from "#app/admin/accounts/PendingInvitations";
import { ProfileSection } from "#app/admin/accounts/ProfileSection";
import { UsersTable } from "#app/admin/accounts/UsersTable";
import { usersCopy as copy } from "#app/admin/accounts/copy";
import { replyErrors } from "#app/admin/accounts/profile.server";
import { inviteSchema } from "#app/admin/accounts/schemas";
import { toInvitationView, toUserRow } from "#app/admin/accounts/users.server";
import { acting, redirectWithNotice, requirePost, requireUser } from "#app/admin/auth.server";
import { adminPage, formPageHeaders, formReply } from "#app/admin/page.server";
import { AdminPage } from "#app/admin/ui/AdminPage";
import { NoticeBanner } from "#app/admin/ui/form";
import { adminMeta } from "#app/admin/ui/meta";

const HERE = "/admin/users";

export async function loader({ request, context }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, "users.manage");
  const { users, tokens } = context.services;
  const [everyone, pending] = await Promise.all([users.list(), tokens.pendingInvitations()]);
  return adminPage(signed, request, context, {
    users: everyone.map((u) => toUserRow(u, signed.user.id)),
    invitations: pending.map(toInvitationView),
  });
}

/** Two forms: invite someone (intent "invite") and withdraw an open invitation (intent "withdraw"). */
export async function action({ request, context }: Route.ActionArgs) {
  const post = await requirePost(request, context, "users.manage", { next: HERE });
  const { accounts, tokens } = context.services;
  const intent = post.form.get("intent");

  if (intent === "invite") {
    const submission = parseWithZod(post.form, { schema: inviteSchema });
    if (submission.status !== "success") return formReply(intent, submission.reply());
    const result = await accounts.invite(acting(post), submission.value);
    if (!result.ok) return formReply(intent, submission.reply(replyErrors(result.errors, ["email", "role"])));
    return redirectWithNotice(
      HERE,
      post,
      { text: copy.invite.sent(submission.value.email.toLowerCase()) },
      request,
      context,
    );
  }

  if (intent === "withdraw") {
    const id = Number(post.form.get("id"));
    const invitation = Number.isSafeInteger(id)
      ? (await tokens.pendingInvitations()).find((inv) => inv.id === id)
      : undefined;
    const done = invitation ? await accounts.revokeInvitation(acting(post), invitation.id) : false;
    const notice =
      done && invitation
        ? { text: copy.pending.withdrawn(invitation.email) }
        : { text: copy.pending.gone, tone: "error" as const };
    return redirectWithNotice(HERE, post, notice, request, context);
  }

  return redirectWithNotice(HERE, post, { text: copy.unknownForm, tone: "error" }, request, context);
}

export const headers = formPageHeaders;

export const meta = adminMeta(copy.title);

export default function UsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const inviteResult = actionData?.intent === "invite" ? actionData.result : undefined;
  return (
    <AdminPage
      siteName={d.siteName}
      account={d.account}
      current={HERE}
      title={copy.title}
      intro={copy.intro}
      actions={
        <a href="#invite-heading" className="btn btn-primary min-h-10 px-4 py-2 text-sm">
          {copy.inviteLink}
        </a>
      }
    >
      <NoticeBanner notice={d.notice} />
      {inviteResult ? (
        <p className="rounded-lg border border-error/30 bg-red-50 px-4 py-3 text-sm font-semibold text-error">
          <span aria-hidden="true">⚠ </span>
          {copy.invite.notSent}{" "}
          <a href="#invite-heading" className="underline underline-offset-2">
            {copy.invite.notSentLink}
          </a>
          .
        </p>
      ) : null}

      <section aria-labelledby="team-heading" className="grid gap-3">
        <h2 id="team-heading" className="text-xl font-bold text-ink">
          {copy.team.heading}
        </h2>
        <UsersTable users={d.users} />
        {d.users.length === 1 ? <p className="max-w-3xl text-muted">{copy.team.onlyYou}</p> : null}
      </section>

      <ProfileSection id="invite-heading" title={copy.invite.heading} intro={copy.invite.intro}>
        <InviteForm csrf={d.csrf} lastResult={inviteResult} />
      </ProfileSection>

      <section aria-labelledby="pending-heading" className="grid gap-3">
        <div className="grid gap-1">
          <h2 id="pending-heading" className="text-xl font-bold text-ink">
            {copy.pending.heading}
          </h2>
          <p className="max-w-3xl text-muted">{copy.pending.intro}</p>
        </div>
        <PendingInvitations invitations={d.invitations} csrf={d.csrf} />
      </section>
    </AdminPage>
  );
}
