import type { Logger } from "pino";
import type { AuditLog } from "../audit/audit-log";
import type { Db } from "../db";
import { type OutgoingMail, insertOutboxMessage } from "../db/outbox";
import type { Role } from "../db/schema";
import { buildInvitationMail, buildResetMail } from "../mail/account-mail";
import { clientKey } from "../rate-limit";
import { type ApiTokenRepository, makerMayUse } from "./api-tokens";
import { checkPassword } from "./password-policy";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./password-hash";
import { hashRecoveryCode, matchRecoveryCode, newRecoveryCodes } from "./recovery-codes";
import { can } from "./roles";
import type { SettingsRepository } from "./settings";
import { LOCK_MS, type LoginThrottle, knownDeviceCounters, secondFactorCounters, signInCounters } from "./throttle";
import type { PendingInvitation, TokenRecord, TokenRepository } from "./tokens";
import { newTotpSecret, totpQrSvg, totpUri, verifyTotp } from "./totp";
import { type User, type UserRepository, type UserSecrets, normalizeEmail, publicUser } from "./users";
import type { SessionStore } from "./sessions";

/**
 * Everything that happens to back-office accounts, in one place: sign-in (with
 * throttling and two-factor), invitations, password resets and changes, roles,
 * removal, sessions. Each outcome is audited here, so no route can forget to.
 * Routes only parse forms, call one method and draw the answer.
 */

export type Caller = { ip: string; userAgent?: string | null };
export type Acting = Caller & { user: User; sessionId?: string };

export type FieldErrors = Partial<Record<string, string>>;

export type SignInResult =
  | { kind: "signed-in"; user: User }
  | { kind: "second-factor"; user: User }
  | { kind: "refused"; reason: "wrong" | "locked" | "slow"; retryAfterMs?: number };

export type SecondFactorResult =
  | { kind: "signed-in"; user: User; recoveryCodesLeft?: number }
  | { kind: "refused"; reason: "wrong" | "locked" | "slow"; retryAfterMs?: number };

/** A current-password check refused unchecked by the sign-in throttle (the route words it as sign-in does). */
export type Throttled = { reason: "locked" | "slow"; retryAfterMs: number };

export type FormResult<T = undefined> = { ok: true; value: T } | { ok: false; errors: FieldErrors; throttled?: Throttled };

type FormFailure = Extract<FormResult, { ok: false }>;

/** The sensitive steps that ask for the current password again (named in the audit log). */
type PasswordGuarded = "password change" | "turning off two-factor" | "new recovery codes";

const NAME_MAX = 80;

function checkName(name: string): string | undefined {
  const clean = name.trim();
  if (!clean) return "Enter your name as your team knows it.";
  if (Array.from(clean).length > NAME_MAX) return `Use at most ${NAME_MAX} characters.`;
  if (/[\p{Cc}]/u.test(clean)) return "Use letters, digits and ordinary punctuation only.";
  return undefined;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,63}$/;

type Deps = {
  db: Db;
  users: UserRepository;
  sessions: SessionStore;
  tokens: TokenRepository;
  /** The content API's tokens: an account's go when it is removed or may no longer make them. */
  apiTokens: ApiTokenRepository;
  throttle: LoginThrottle;
  settings: SettingsRepository;
  audit: AuditLog;
  logger: Logger;
  siteUrl: string;
  now: () => Date;
  /** Wakes the outbox worker after account mail was queued. */
  onMailQueued: () => void;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class AccountService {
  constructor(private readonly d: Deps) {}

  private actor(user: User) {
    return { id: user.id, email: user.email };
  }

  /** Account mail goes through the lead outbox (retried, never lost), with no lead attached. */
  private async queueMail(mail: OutgoingMail): Promise<void> {
    await insertOutboxMessage(this.d.db.kysely, null, mail, this.d.now());
    this.d.onMailQueued();
  }

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
      const user = await this.d.users.create({ email, displayName: "Owner", role: "owner", passwordHash: await hashPassword(password) });
      if (user) await this.d.audit.record({ actor: "system", action: "user.owner_bootstrapped", target: describeUser(user) });
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

  // ── Sign-in ────────────────────────────────────────────────────────────────

  /**
   * `knownDevice`: the id from this browser's device cookie for this e-mail, if it has
   * one (the route reads the signed cookie); such guesses are counted apart.
   */
  async signIn(input: { email: string; password: string; knownDevice?: string } & Caller): Promise<SignInResult> {
    const email = normalizeEmail(input.email).slice(0, 254);
    const address = clientKey(input.ip || "unknown");
    const counters = input.knownDevice ? knownDeviceCounters(email, input.knownDevice) : signInCounters(email, address);
    const reservation = await this.d.throttle.reserve(counters);
    // Refused unchecked (locked or too soon): not audited one by one, or a flood of
    // refused guesses would flood the log; the lockout itself is.
    if (!reservation.ok) return { kind: "refused", reason: reservation.reason, retryAfterMs: reservation.retryAfterMs };
    const user = email && input.password.length <= 1024 ? await this.d.users.findByEmail(email) : undefined;
    // An unknown address costs the same hash as a known one: the answer reveals nothing.
    const good = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
    if (reservation.holdMs) await sleep(reservation.holdMs);

    if (!user || !good) {
      await this.d.audit.record({
        actor: user ? this.actor(user) : "system",
        action: "auth.sign_in_failed",
        target: email || "(no e-mail)",
        details: { reason: "wrong password or unknown e-mail" },
        ip: input.ip,
      });
      if (reservation.lockedNow) {
        await this.d.audit.record({ actor: "system", action: "auth.lockout", target: email, details: { address }, ip: input.ip });
        return { kind: "refused", reason: "locked", retryAfterMs: LOCK_MS };
      }
      return { kind: "refused", reason: "wrong" };
    }

    await this.d.throttle.succeed(reservation.keys);
    if (needsRehash(user.passwordHash)) await this.d.users.setPassword(user.id, await hashPassword(input.password));
    if (user.twoFactor) return { kind: "second-factor", user: publicUser(user) };
    await this.d.audit.record({ actor: this.actor(user), action: "auth.sign_in", target: describeUser(user), ip: input.ip });
    return { kind: "signed-in", user: publicUser(user) };
  }

  /** The second step of a sign-in: a TOTP code or one recovery code. */
  async verifySecondFactor(input: { userId: number; code: string } & Caller): Promise<SecondFactorResult> {
    const address = clientKey(input.ip || "unknown");
    const reservation = await this.d.throttle.reserve(secondFactorCounters(input.userId, address));
    if (!reservation.ok) return { kind: "refused", reason: reservation.reason, retryAfterMs: reservation.retryAfterMs };
    const user = await this.d.users.findById(input.userId);
    if (!user || !user.twoFactor || !user.totpSecret) return { kind: "refused", reason: "wrong" };

    const code = input.code.trim();
    let usedRecovery = false;
    let ok = false;
    if (/^\d[\d\s]*$/.test(code)) {
      const result = verifyTotp({ secret: user.totpSecret, code, lastUsedStep: user.totpLastStep, now: this.d.now().getTime() });
      ok = result.ok && (await this.d.users.claimTotpStep(user.id, result.step));
    } else {
      const index = matchRecoveryCode(code, user.recoveryCodes);
      ok = index >= 0 && (await this.d.users.consumeRecoveryCode(user.id, user.recoveryCodes, index));
      usedRecovery = ok;
    }
    if (!ok) {
      await this.d.audit.record({ actor: this.actor(user), action: "auth.two_factor_failed", target: describeUser(user), ip: input.ip });
      if (reservation.lockedNow) {
        await this.d.audit.record({ actor: "system", action: "auth.lockout", target: user.email, details: { step: "two-factor" }, ip: input.ip });
        return { kind: "refused", reason: "locked", retryAfterMs: LOCK_MS };
      }
      return { kind: "refused", reason: "wrong" };
    }
    await this.d.throttle.succeed(reservation.keys);
    if (usedRecovery) {
      await this.d.audit.record({
        actor: this.actor(user),
        action: "account.recovery_code_used",
        target: describeUser(user),
        details: { left: user.recoveryCodes.length - 1 },
        ip: input.ip,
      });
    }
    await this.d.audit.record({ actor: this.actor(user), action: "auth.sign_in", target: describeUser(user), details: { twoFactor: true }, ip: input.ip });
    return { kind: "signed-in", user: publicUser(user), ...(usedRecovery ? { recoveryCodesLeft: user.recoveryCodes.length - 1 } : {}) };
  }

  async signedOut(acting: Acting): Promise<void> {
    await this.d.audit.record({ actor: this.actor(acting.user), action: "auth.sign_out", target: describeUser(acting.user), ip: acting.ip });
  }

  // ── Invitations ────────────────────────────────────────────────────────────

  async invite(acting: Acting, input: { email: string; role: Role }): Promise<FormResult> {
    const email = normalizeEmail(input.email);
    if (!EMAIL.test(email)) return { ok: false, errors: { email: "Enter an e-mail address such as name@example.com." } };
    if (await this.d.users.findByEmail(email)) return { ok: false, errors: { email: "This address already has an account." } };
    const token = await this.d.tokens.issue({ kind: "invite", email, role: input.role, createdBy: acting.user.id });
    const link = `${this.d.siteUrl}/admin/invitation/${token}`;
    await this.queueMail(buildInvitationMail({ to: email, inviter: acting.user.displayName, role: input.role, link, siteUrl: this.d.siteUrl }));
    await this.d.audit.record({ actor: this.actor(acting.user), action: "user.invited", target: email, details: { role: input.role }, ip: acting.ip });
    return { ok: true, value: undefined };
  }

  async revokeInvitation(acting: Acting, id: number): Promise<boolean> {
    const record = await this.d.tokens.revokeInvitation(id);
    if (!record) return false;
    await this.d.audit.record({ actor: this.actor(acting.user), action: "user.invitation_revoked", target: record.email, ip: acting.ip });
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

  async acceptInvitation(input: { token: string; displayName: string; password: string } & Caller): Promise<FormResult<User> | { ok: false; expired: true }> {
    const record = await this.liveInvitation(input.token);
    if (!record) return { ok: false, expired: true };
    const errors: FieldErrors = {};
    const nameError = checkName(input.displayName);
    if (nameError) errors.displayName = nameError;
    const verdict = checkPassword(input.password, [record.email, input.displayName]);
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
    if (!user) return { ok: false, errors: { form: "This address already has an account. Sign in, or ask for a password reset." } };
    await this.d.audit.record({ actor: this.actor(user), action: "user.joined", target: describeUser(user), details: { role: user.role }, ip: input.ip });
    return { ok: true, value: user };
  }

  // ── Passwords ──────────────────────────────────────────────────────────────

  /** Always answers the same way; mails a link only when the account exists. */
  async requestPasswordReset(input: { email: string } & Caller): Promise<void> {
    const email = normalizeEmail(input.email).slice(0, 254);
    // One request per address and account per minute, kept in the throttle table (any instance).
    const reservation = await this.d.throttle.reserve([{ key: `reset:${email}`, limit: null, slowDown: true }, { key: `reset-addr:${clientKey(input.ip || "unknown")}`, limit: 20, slowDown: false }]);
    const user = EMAIL.test(email) && reservation.ok ? await this.d.users.findByEmail(email) : undefined;
    await this.d.audit.record({
      actor: "system",
      action: "auth.password_reset_requested",
      target: email || "(no e-mail)",
      details: { mailed: Boolean(user) },
      ip: input.ip,
    });
    if (!user) return;
    await this.d.tokens.voidResets(user.id);
    const token = await this.d.tokens.issue({ kind: "reset", email: user.email, userId: user.id });
    const link = `${this.d.siteUrl}/admin/reset-password/${token}`;
    await this.queueMail(buildResetMail({ to: user.email, link, siteUrl: this.d.siteUrl }));
  }

  async resetPassword(input: { token: string; password: string } & Caller): Promise<FormResult<User> | { ok: false; expired: true }> {
    const record = await this.d.tokens.peek("reset", input.token);
    const user = record?.userId ? await this.d.users.findById(record.userId) : undefined;
    if (!record || !user) return { ok: false, expired: true };
    const verdict = checkPassword(input.password, [user.email, user.displayName]);
    if (!verdict.ok) return { ok: false, errors: { password: verdict.message } };
    if (!(await this.d.tokens.consume("reset", input.token))) return { ok: false, expired: true };
    await this.d.users.setPassword(user.id, await hashPassword(input.password));
    await this.d.sessions.revokeAllForUser(user.id);
    await this.d.throttle.clearAccount(user.email);
    await this.d.audit.record({ actor: this.actor(user), action: "auth.password_reset", target: describeUser(user), ip: input.ip });
    return { ok: true, value: publicUser(user) };
  }

  /**
   * The current password, asked again before a sensitive step, checked under the sign-in
   * throttle (this account from this address, as signIn counts it): a borrowed session
   * must not guess it freely, and wrong answers here lock sign-in too. Mirrors signIn:
   * each wrong answer is audited, refusals unchecked are not (the lockout is), and a
   * right answer clears this address's pair and gives back the guess it reserved.
   * Returns the failure to answer with, or undefined when the password is right.
   */
  private async confirmCurrentPassword(acting: Acting, user: UserSecrets, password: string, field: "current" | "password", guarding: PasswordGuarded): Promise<FormFailure | undefined> {
    const address = clientKey(acting.ip || "unknown");
    const reservation = await this.d.throttle.reserve(signInCounters(user.email, address));
    const tooMany = (throttled: Throttled): FormFailure => ({
      ok: false,
      // Words for a caller that does not word `throttled` itself (the routes say how long, as sign-in does).
      errors: { [field]: "Too many wrong passwords in a row. Wait a while, then try again." },
      throttled,
    });
    if (!reservation.ok) return tooMany({ reason: reservation.reason, retryAfterMs: reservation.retryAfterMs });
    const good = password.length <= 1024 && (await verifyPassword(user.passwordHash, password));
    if (reservation.holdMs) await sleep(reservation.holdMs);
    if (good) {
      await this.d.throttle.succeed(reservation.keys);
      return undefined;
    }
    await this.d.audit.record({
      actor: this.actor(user),
      action: "account.password_check_failed",
      target: describeUser(user),
      details: { guarding },
      ip: acting.ip,
    });
    if (reservation.lockedNow) {
      await this.d.audit.record({ actor: "system", action: "auth.lockout", target: user.email, details: { address, step: guarding }, ip: acting.ip });
      return tooMany({ reason: "locked", retryAfterMs: LOCK_MS });
    }
    return { ok: false, errors: { [field]: "This is not your current password." } };
  }

  /** Changes one's own password; every other session of the account is signed out. */
  async changePassword(acting: Acting, input: { current: string; next: string }): Promise<FormResult> {
    const user = await this.d.users.findById(acting.user.id);
    if (!user) return { ok: false, errors: { current: "Your account no longer exists." } };
    const refused = await this.confirmCurrentPassword(acting, user, input.current, "current", "password change");
    if (refused) return refused;
    const verdict = checkPassword(input.next, [user.email, user.displayName]);
    if (!verdict.ok) return { ok: false, errors: { next: verdict.message } };
    if (input.next === input.current) return { ok: false, errors: { next: "Choose a password different from the current one." } };
    await this.d.users.setPassword(user.id, await hashPassword(input.next));
    const signedOut = await this.d.sessions.revokeAllForUser(user.id, acting.sessionId);
    await this.d.tokens.voidResets(user.id);
    await this.d.audit.record({
      actor: this.actor(user),
      action: "account.password_changed",
      target: describeUser(user),
      details: { otherSessionsSignedOut: signedOut },
      ip: acting.ip,
    });
    return { ok: true, value: undefined };
  }

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
  async changeRole(acting: Acting, userId: number, role: Role): Promise<"changed" | "unchanged" | "last-owner" | "missing"> {
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
      await this.d.audit.record({ actor: this.actor(acting.user), action: "user.removed", target: describeUser(target), details: { role: target.role }, ip: acting.ip });
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
  private async withdrawGrants(acting: Acting, target: User, role: Role | null, invitations: PendingInvitation[], reason: string): Promise<void> {
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

  // ── Two-factor ─────────────────────────────────────────────────────────────

  /** Starts (or continues) a set-up: a secret stored unused until a code proves it. */
  async twoFactorSetup(user: User): Promise<{ secret: string; uri: string; qrSvg: string } | undefined> {
    const secrets = await this.d.users.findById(user.id);
    if (!secrets || secrets.twoFactor) return undefined;
    let secret = secrets.totpSecret;
    if (!secret) {
      secret = newTotpSecret();
      await this.d.users.setPendingTotpSecret(user.id, secret);
    }
    const uri = totpUri({ secret, account: user.email, issuer: `${new URL(this.d.siteUrl).host} back office` });
    return { secret, uri, qrSvg: await totpQrSvg(uri) };
  }

  /** Turns two-factor on once a code from the app matches; returns the recovery codes (shown once). */
  async enableTwoFactor(acting: Acting, code: string): Promise<FormResult<string[]>> {
    const user = await this.d.users.findById(acting.user.id);
    if (!user?.totpSecret || user.twoFactor) return { ok: false, errors: { code: "Start the set-up again: reload this page." } };
    const result = verifyTotp({ secret: user.totpSecret, code, now: this.d.now().getTime() });
    if (!result.ok) return { ok: false, errors: { code: "That code does not match. Enter the 6 digits your app shows now." } };
    const codes = newRecoveryCodes();
    await this.d.users.enableTotp(user.id, result.step, codes.map(hashRecoveryCode));
    await this.d.audit.record({ actor: this.actor(user), action: "account.two_factor_enabled", target: describeUser(user), ip: acting.ip });
    return { ok: true, value: codes };
  }

  async disableTwoFactor(acting: Acting, password: string): Promise<FormResult> {
    const user = await this.d.users.findById(acting.user.id);
    if (!user) return { ok: false, errors: { password: "Your account no longer exists." } };
    const refused = await this.confirmCurrentPassword(acting, user, password, "password", "turning off two-factor");
    if (refused) return refused;
    if ((await this.d.settings.get()).requireTwoFactor) {
      return { ok: false, errors: { password: "Two-factor sign-in is required for every account here; it cannot be turned off." } };
    }
    await this.d.users.disableTotp(user.id);
    await this.d.audit.record({ actor: this.actor(user), action: "account.two_factor_disabled", target: describeUser(user), ip: acting.ip });
    return { ok: true, value: undefined };
  }

  async renewRecoveryCodes(acting: Acting, password: string): Promise<FormResult<string[]>> {
    const user = await this.d.users.findById(acting.user.id);
    if (!user?.twoFactor) return { ok: false, errors: { password: "Turn on two-factor sign-in first." } };
    const refused = await this.confirmCurrentPassword(acting, user, password, "password", "new recovery codes");
    if (refused) return refused;
    const codes = newRecoveryCodes();
    await this.d.users.setRecoveryCodes(user.id, codes.map(hashRecoveryCode));
    await this.d.audit.record({ actor: this.actor(user), action: "account.recovery_codes_renewed", target: describeUser(user), ip: acting.ip });
    return { ok: true, value: codes };
  }

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

export function describeUser(user: { id: number; email: string }): string {
  return `user ${user.id} (${user.email})`;
}

export type { UserSecrets };
