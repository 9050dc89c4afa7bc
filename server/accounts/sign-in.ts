import { insertOutboxMessage } from "../db/outbox";
import { buildResetMail } from "../mail/account-mail";
import { clientKey } from "../rate-limit";
import {
  type Acting,
  AccountServiceBase,
  type Caller,
  EMAIL,
  type FormFailure,
  type FormResult,
  type Throttled,
  describeUser,
  sleep,
} from "./account-base";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./password-hash";
import { hashRecoveryCode, matchRecoveryCode, newRecoveryCodes } from "./recovery-codes";
import { LOCK_MS, knownDeviceCounters, secondFactorCounters, signInCounters } from "./throttle";
import { newTotpSecret, totpQrSvg, totpUri, verifyTotp } from "./totp";
import { type User, type UserSecrets, normalizeEmail, publicUser } from "./users";

/**
 * Proving who someone is: sign-in (throttled, with two-factor), password resets and
 * changes, and setting up two-factor and its recovery codes. Each outcome is audited
 * here. Who has an account at all is AccountAdministration's (administration.ts).
 */

export type SignInResult =
  | { kind: "signed-in"; user: User }
  | { kind: "second-factor"; user: User }
  | { kind: "refused"; reason: "wrong" | "locked" | "slow"; retryAfterMs?: number };

export type SecondFactorResult =
  | { kind: "signed-in"; user: User; recoveryCodesLeft?: number }
  | { kind: "refused"; reason: "wrong" | "locked" | "slow"; retryAfterMs?: number };

/** The sensitive steps that ask for the current password again (named in the audit log). */
type PasswordGuarded = "password change" | "turning off two-factor" | "new recovery codes";

/** Reset mails one account gets at most within RESET_WINDOW_MS, whoever asks, from wherever. */
export const RESETS_PER_HOUR = 3;
export const RESET_WINDOW_MS = 60 * 60_000;
/** Reset requests one client address may make within the throttle's 15 minutes (then 15 minutes locked). */
export const RESET_ADDRESS_LIMIT = 20;

export class SignInService extends AccountServiceBase {
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
    const good = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
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
        await this.d.audit.record({
          actor: "system",
          action: "auth.lockout",
          target: email,
          details: { address },
          ip: input.ip,
        });
        return { kind: "refused", reason: "locked", retryAfterMs: LOCK_MS };
      }
      return { kind: "refused", reason: "wrong" };
    }

    await this.d.throttle.succeed(reservation.keys);
    if (needsRehash(user.passwordHash)) await this.d.users.setPassword(user.id, await hashPassword(input.password));
    if (user.twoFactor) return { kind: "second-factor", user: publicUser(user) };
    await this.d.audit.record({
      actor: this.actor(user),
      action: "auth.sign_in",
      target: describeUser(user),
      ip: input.ip,
    });
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
      const result = verifyTotp({
        secret: user.totpSecret,
        code,
        lastUsedStep: user.totpLastStep,
        now: this.d.now().getTime(),
      });
      ok = result.ok && (await this.d.users.claimTotpStep(user.id, result.step));
    } else {
      const index = matchRecoveryCode(code, user.recoveryCodes);
      ok = index >= 0 && (await this.d.users.consumeRecoveryCode(user.id, user.recoveryCodes, index));
      usedRecovery = ok;
    }
    if (!ok) {
      await this.d.audit.record({
        actor: this.actor(user),
        action: "auth.two_factor_failed",
        target: describeUser(user),
        ip: input.ip,
      });
      if (reservation.lockedNow) {
        await this.d.audit.record({
          actor: "system",
          action: "auth.lockout",
          target: user.email,
          details: { step: "two-factor" },
          ip: input.ip,
        });
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
    await this.d.audit.record({
      actor: this.actor(user),
      action: "auth.sign_in",
      target: describeUser(user),
      details: { twoFactor: true },
      ip: input.ip,
    });
    return {
      kind: "signed-in",
      user: publicUser(user),
      ...(usedRecovery ? { recoveryCodesLeft: user.recoveryCodes.length - 1 } : {}),
    };
  }

  async signedOut(acting: Acting): Promise<void> {
    await this.d.audit.record({
      actor: this.actor(acting.user),
      action: "auth.sign_out",
      target: describeUser(acting.user),
      ip: acting.ip,
    });
  }

  // ── Passwords ──────────────────────────────────────────────────────────────

  /**
   * Always answers the same way; mails a link only when the account exists and has had
   * fewer than RESETS_PER_HOUR links in the last hour, whatever addresses asked (counted
   * from the links themselves, in the database: every instance sees the same count). One
   * address may ask RESET_ADDRESS_LIMIT times in 15 minutes, about any accounts. A new link
   * leaves the ones sent before working: an attacker asking again cannot void a genuine
   * reset under way (using any link voids the others).
   */
  async requestPasswordReset(input: { email: string } & Caller): Promise<void> {
    const email = normalizeEmail(input.email).slice(0, 254);
    const reservation = await this.d.throttle.reserve([
      { key: `reset-addr:${clientKey(input.ip || "unknown")}`, limit: RESET_ADDRESS_LIMIT, slowDown: false },
    ]);
    const user = EMAIL.test(email) && reservation.ok ? await this.d.users.findByEmail(email) : undefined;
    const mailed = user ? await this.mailResetLink(user) : false;
    await this.d.audit.record({
      actor: "system",
      action: "auth.password_reset_requested",
      target: email || "(no e-mail)",
      details: user && !mailed ? { mailed, held: `${RESETS_PER_HOUR} links sent in the last hour` } : { mailed },
      ip: input.ip,
    });
  }

  /**
   * Issues a link and queues its mail in one transaction, unless RESETS_PER_HOUR were issued
   * for this account within the hour. The account's row is locked first on PostgreSQL, so
   * instances answering at once count one after another (SQLite runs one transaction at a time).
   */
  private async mailResetLink(user: User): Promise<boolean> {
    const now = this.d.now();
    const mailed = await this.d.db.kysely.transaction().execute(async (trx) => {
      if (this.d.db.dialect === "postgres")
        await trx.selectFrom("admin_users").select("id").where("id", "=", user.id).forUpdate().execute();
      const since = new Date(now.getTime() - RESET_WINDOW_MS);
      if ((await this.d.tokens.countIssued("reset", user.id, since, trx)) >= RESETS_PER_HOUR) return false;
      const token = await this.d.tokens.issue({ kind: "reset", email: user.email, userId: user.id }, trx);
      const link = `${this.d.siteUrl}/admin/reset-password/${token}`;
      await insertOutboxMessage(
        trx,
        null,
        buildResetMail({ to: user.email, link, company: this.d.companyName() }),
        now,
      );
      return true;
    });
    if (mailed) this.d.onMailQueued();
    return mailed;
  }

  async resetPassword(
    input: { token: string; password: string } & Caller,
  ): Promise<FormResult<User> | { ok: false; expired: true }> {
    const record = await this.d.tokens.peek("reset", input.token);
    const user = record?.userId ? await this.d.users.findById(record.userId) : undefined;
    if (!record || !user) return { ok: false, expired: true };
    const verdict = this.checkNewPassword(input.password, [user.email, user.displayName]);
    if (!verdict.ok) return { ok: false, errors: { password: verdict.message } };
    if (!(await this.d.tokens.consume("reset", input.token))) return { ok: false, expired: true };
    await this.d.users.setPassword(user.id, await hashPassword(input.password));
    // The other links sent within the hour have done their job: none may set the password again.
    await this.d.tokens.voidResets(user.id);
    await this.d.sessions.revokeAllForUser(user.id);
    await this.d.throttle.clearAccount(user.email);
    await this.d.audit.record({
      actor: this.actor(user),
      action: "auth.password_reset",
      target: describeUser(user),
      ip: input.ip,
    });
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
  private async confirmCurrentPassword(
    acting: Acting,
    user: UserSecrets,
    password: string,
    field: "current" | "password",
    guarding: PasswordGuarded,
  ): Promise<FormFailure | undefined> {
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
      await this.d.audit.record({
        actor: "system",
        action: "auth.lockout",
        target: user.email,
        details: { address, step: guarding },
        ip: acting.ip,
      });
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
    const verdict = this.checkNewPassword(input.next, [user.email, user.displayName]);
    if (!verdict.ok) return { ok: false, errors: { next: verdict.message } };
    if (input.next === input.current)
      return { ok: false, errors: { next: "Choose a password different from the current one." } };
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
    const uri = totpUri({ secret, account: user.email, issuer: `${this.d.companyName()} back office` });
    return { secret, uri, qrSvg: await totpQrSvg(uri) };
  }

  /** Turns two-factor on once a code from the app matches; returns the recovery codes (shown once). */
  async enableTwoFactor(acting: Acting, code: string): Promise<FormResult<string[]>> {
    const user = await this.d.users.findById(acting.user.id);
    if (!user?.totpSecret || user.twoFactor)
      return { ok: false, errors: { code: "Start the set-up again: reload this page." } };
    const result = verifyTotp({ secret: user.totpSecret, code, now: this.d.now().getTime() });
    if (!result.ok)
      return { ok: false, errors: { code: "That code does not match. Enter the 6 digits your app shows now." } };
    const codes = newRecoveryCodes();
    await this.d.users.enableTotp(user.id, result.step, codes.map(hashRecoveryCode));
    await this.d.audit.record({
      actor: this.actor(user),
      action: "account.two_factor_enabled",
      target: describeUser(user),
      ip: acting.ip,
    });
    return { ok: true, value: codes };
  }

  async disableTwoFactor(acting: Acting, password: string): Promise<FormResult> {
    const user = await this.d.users.findById(acting.user.id);
    if (!user) return { ok: false, errors: { password: "Your account no longer exists." } };
    const refused = await this.confirmCurrentPassword(acting, user, password, "password", "turning off two-factor");
    if (refused) return refused;
    if ((await this.d.settings.get()).requireTwoFactor) {
      return {
        ok: false,
        errors: { password: "Two-factor sign-in is required for every account here; it cannot be turned off." },
      };
    }
    await this.d.users.disableTotp(user.id);
    await this.d.audit.record({
      actor: this.actor(user),
      action: "account.two_factor_disabled",
      target: describeUser(user),
      ip: acting.ip,
    });
    return { ok: true, value: undefined };
  }

  async renewRecoveryCodes(acting: Acting, password: string): Promise<FormResult<string[]>> {
    const user = await this.d.users.findById(acting.user.id);
    if (!user?.twoFactor) return { ok: false, errors: { password: "Turn on two-factor sign-in first." } };
    const refused = await this.confirmCurrentPassword(acting, user, password, "password", "new recovery codes");
    if (refused) return refused;
    const codes = newRecoveryCodes();
    await this.d.users.setRecoveryCodes(user.id, codes.map(hashRecoveryCode));
    await this.d.audit.record({
      actor: this.actor(user),
      action: "account.recovery_codes_renewed",
      target: describeUser(user),
      ip: acting.ip,
    });
    return { ok: true, value: codes };
  }
}
