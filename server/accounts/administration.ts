import type { Role } from "../db/schema";
import { buildInvitationMail } from "../mail/account-mail";
import {
  type Acting,
  AccountServiceBase,
  type Caller,
  EMAIL,
  type FieldErrors,
  type FormResult,
  checkName,
  describeUser,
} from "./account-base";
import { makerMayUse } from "./api-tokens";
import { hashPassword, verifyPassword } from "./password-hash";
import { can } from "./roles";
import type { PendingInvitation, TokenRecord } from "./tokens";
import { type User, normalizeEmail } from "./users";

/**
 * Who has an account and what it may do: the first owner from ADMIN_EMAIL, invitations
 * and joining, names, roles, removal, signing sessions out, and the two-factor rule.
 * Each outcome is audited here. Proving who someone is is SignInService's (sign-in.ts).
 */
export class AccountAdministration extends AccountServiceBase {
  /** Whether the back office exists at all: with no account, /admin is a 404. */
  async hasAccounts(): Promise<boolean> {
    return (await this.d.users.count()) > 0;
  }

  /**
   * ADMIN_EMAIL + ADMIN_PASSWORD at start: creates that owner, or, when the operator
   * has set a pair that was not applied before, resets that owner's password (signing
   * it out everywhere) and makes it an owner again: how a locked-out owner gets back in.
   * A pair already applied changes nothing, so a restart neither signs anyone out nor
   * undoes a password the owner has changed since.
   */
  async bootstrapOwner(email: string, password: string): Promise<"created" | "reset" | "unchanged"> {
    const pair = `${normalizeEmail(email)}\n${password}`;
    const applied = await this.d.settings.appliedBootstrap();
    const existing = await this.d.users.findByEmail(email);
    if (existing && applied && (await verifyPassword(applied, pair))) return "unchanged";
    const remember = async () => this.d.settings.setAppliedBootstrap(await hashPassword(pair));

    if (!existing) {
      const user = await this.d.users.create({
        email,
        displayName: "Owner",
        role: "owner",
        passwordHash: await hashPassword(password),
      });
      if (user)
        await this.d.audit.record({ actor: "system", action: "user.owner_bootstrapped", target: describeUser(user) });
      await remember();
      return user ? "created" : "unchanged";
    }
    const same = await verifyPassword(existing.passwordHash, password);
    if (same && existing.role === "owner") {
      await remember();
      return "unchanged";
    }
    if (!same) {
      await this.d.users.setPassword(existing.id, await hashPassword(password));
      await this.d.sessions.revokeAllForUser(existing.id);
      await this.d.throttle.clearAccount(existing.email);
      await this.d.tokens.voidResets(existing.id);
    }
    if (existing.role !== "owner") await this.d.users.setRole(existing.id, "owner");
    await this.d.audit.record({ actor: "system", action: "user.owner_password_reset", target: describeUser(existing) });
    await remember();
    return "reset";
  }

  // ── Invitations ────────────────────────────────────────────────────────────

  async invite(acting: Acting, input: { email: string; role: Role }): Promise<FormResult> {
    const email = normalizeEmail(input.email);
    if (!EMAIL.test(email))
      return { ok: false, errors: { email: "Enter an e-mail address such as name@example.com." } };
    if (await this.d.users.findByEmail(email))
      return { ok: false, errors: { email: "This address already has an account." } };
    const token = await this.d.tokens.issue({ kind: "invite", email, role: input.role, createdBy: acting.user.id });
    const link = `${this.d.siteUrl}/admin/invitation/${token}`;
    await this.queueMail(
      buildInvitationMail({
        to: email,
        inviter: acting.user.displayName,
        role: input.role,
        link,
        company: this.d.companyName(),
      }),
    );
    await this.d.audit.record({
      actor: this.actor(acting.user),
      action: "user.invited",
      target: email,
      details: { role: input.role },
      ip: acting.ip,
    });
    return { ok: true, value: undefined };
  }

  async revokeInvitation(acting: Acting, id: number): Promise<boolean> {
    const record = await this.d.tokens.revokeInvitation(id);
    if (!record) return false;
    await this.d.audit.record({
      actor: this.actor(acting.user),
      action: "user.invitation_revoked",
      target: record.email,
      ip: acting.ip,
    });
    return true;
  }

  /**
   * An open invitation whose inviter still has an account that may invite: removing or
   * demoting the inviter withdraws their invitations, and this catches one that was missed.
   */
  private async liveInvitation(token: string): Promise<(TokenRecord & { role: Role }) | undefined> {
    const record = await this.d.tokens.peek("invite", token);
    if (!record?.role) return undefined;
    const inviter = record.createdBy === null ? undefined : await this.d.users.findById(record.createdBy);
    if (!inviter || !can(inviter.role, "users.manage")) return undefined;
    return { ...record, role: record.role };
  }

  /** What the invitation page shows, or undefined when the link no longer works. */
  async openInvitation(token: string): Promise<{ email: string; role: Role } | undefined> {
    const record = await this.liveInvitation(token);
    return record && { email: record.email, role: record.role };
  }

  async acceptInvitation(
    input: { token: string; displayName: string; password: string } & Caller,
  ): Promise<FormResult<User> | { ok: false; expired: true }> {
    const record = await this.liveInvitation(input.token);
    if (!record) return { ok: false, expired: true };
    const errors: FieldErrors = {};
    const nameError = checkName(input.displayName);
    if (nameError) errors.displayName = nameError;
    const verdict = this.checkNewPassword(input.password, [record.email, input.displayName]);
    if (!verdict.ok) errors.password = verdict.message;
    if (Object.keys(errors).length) return { ok: false, errors };

    const used = await this.d.tokens.consume("invite", input.token);
    if (!used) return { ok: false, expired: true };
    const user = await this.d.users.create({
      email: record.email,
      displayName: input.displayName.trim(),
      role: record.role,
      passwordHash: await hashPassword(input.password),
    });
    if (!user)
      return {
        ok: false,
        errors: { form: "This address already has an account. Sign in, or ask for a password reset." },
      };
    await this.d.audit.record({
      actor: this.actor(user),
      action: "user.joined",
      target: describeUser(user),
      details: { role: user.role },
      ip: input.ip,
    });
    // The route signs the new account in at once (it has just proved the password it chose).
    await this.d.audit.record({
      actor: this.actor(user),
      action: "auth.sign_in",
      target: describeUser(user),
      details: { via: "invitation" },
      ip: input.ip,
    });
    return { ok: true, value: user };
  }

  // ── Names ──────────────────────────────────────────────────────────────────

  async changeDisplayName(acting: Acting, name: string): Promise<FormResult> {
    const error = checkName(name);
    if (error) return { ok: false, errors: { displayName: error } };
    await this.d.users.setDisplayName(acting.user.id, name.trim());
    await this.d.audit.record({
      actor: this.actor(acting.user),
      action: "account.name_changed",
      target: describeUser(acting.user),
      details: { from: acting.user.displayName, to: name.trim() },
      ip: acting.ip,
    });
    return { ok: true, value: undefined };
  }

  // ── Roles and removal ──────────────────────────────────────────────────────

  /** A demotion also ends what the account made with rights it no longer has (see withdrawGrants). */
  async changeRole(
    acting: Acting,
    userId: number,
    role: Role,
  ): Promise<"changed" | "unchanged" | "last-owner" | "missing"> {
    const target = await this.d.users.findById(userId);
    const invitations = await this.invitationsFrom(userId);
    const result = await this.d.users.setRole(userId, role);
    if (result === "changed" && target) {
      await this.d.audit.record({
        actor: this.actor(acting.user),
        action: "user.role_changed",
        target: describeUser(target),
        details: { from: target.role, to: role },
        ip: acting.ip,
      });
      await this.withdrawGrants(acting, target, role, invitations, `role changed to ${role}: ${describeUser(target)}`);
    }
    return result;
  }

  /** Removing an account also ends its API tokens and open invitations (see withdrawGrants). */
  async removeUser(acting: Acting, userId: number): Promise<"removed" | "last-owner" | "missing"> {
    const target = await this.d.users.findById(userId);
    // Listed before the account goes: removing it clears the invitations' inviter.
    const invitations = await this.invitationsFrom(userId);
    const result = await this.d.users.remove(userId);
    if (result === "removed" && target) {
      await this.d.audit.record({
        actor: this.actor(acting.user),
        action: "user.removed",
        target: describeUser(target),
        details: { role: target.role },
        ip: acting.ip,
      });
      await this.withdrawGrants(acting, target, null, invitations, `account removed: ${describeUser(target)}`);
    }
    return result;
  }

  private async invitationsFrom(userId: number): Promise<PendingInvitation[]> {
    return (await this.d.tokens.pendingInvitations()).filter((invitation) => invitation.createdBy === userId);
  }

  /**
   * What an account made with rights it has lost stops working: its API tokens once it
   * may no longer make them, its open invitations once it may no longer invite. Each
   * revocation is audited, under the owner acting, with the reason. `role`: the account's
   * new role, null when it was removed.
   */
  private async withdrawGrants(
    acting: Acting,
    target: User,
    role: Role | null,
    invitations: PendingInvitation[],
    reason: string,
  ): Promise<void> {
    if (!makerMayUse(role)) {
      await this.d.apiTokens.revokeAllMadeBy(target.id, { ...this.actor(acting.user), ip: acting.ip }, reason);
    }
    if (role !== null && can(role, "users.manage")) return;
    for (const invitation of invitations) {
      if (!(await this.d.tokens.revokeInvitation(invitation.id))) continue;
      await this.d.audit.record({
        actor: this.actor(acting.user),
        action: "user.invitation_revoked",
        target: invitation.email,
        details: { role: invitation.role, reason },
        ip: acting.ip,
      });
    }
  }

  // ── Sessions ───────────────────────────────────────────────────────────────

  /** Revokes one session: one's own, or anyone's for an owner (the route checks the role). */
  async revokeSession(acting: Acting, sessionId: string, ofUserId: number): Promise<boolean> {
    const owner = await this.d.sessions.ownerOf(sessionId);
    if (owner !== ofUserId) return false;
    const done = await this.d.sessions.revoke(sessionId);
    if (done) {
      const target = owner === acting.user.id ? acting.user : await this.d.users.findById(owner);
      await this.d.audit.record({
        actor: this.actor(acting.user),
        action: "session.revoked",
        target: target ? describeUser(target) : `user ${owner}`,
        ip: acting.ip,
      });
    }
    return done;
  }

  async revokeAllSessions(acting: Acting, userId: number): Promise<number> {
    const except = userId === acting.user.id ? acting.sessionId : undefined;
    const n = await this.d.sessions.revokeAllForUser(userId, except);
    const target = userId === acting.user.id ? acting.user : await this.d.users.findById(userId);
    if (n > 0) {
      await this.d.audit.record({
        actor: this.actor(acting.user),
        action: "session.revoked",
        target: target ? describeUser(target) : `user ${userId}`,
        details: { sessions: n },
        ip: acting.ip,
      });
    }
    return n;
  }

  // ── The two-factor rule ────────────────────────────────────────────────────

  /** The owner's rule that every account turns two-factor on (the guard enforces it). */
  async setRequireTwoFactor(acting: Acting, on: boolean): Promise<void> {
    const before = (await this.d.settings.get()).requireTwoFactor;
    if (before === on) return;
    await this.d.settings.setRequireTwoFactor(on);
    await this.d.audit.record({
      actor: this.actor(acting.user),
      action: "settings.changed",
      target: "require two-factor sign-in",
      details: { from: before, to: on },
      ip: acting.ip,
    });
  }
}
