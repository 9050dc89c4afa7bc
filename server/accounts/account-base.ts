import type { Logger } from "pino";
import type { AuditLog } from "../audit/audit-log";
import type { Db } from "../db";
import { type OutgoingMail, insertOutboxMessage } from "../db/outbox";
import type { ApiTokenRepository } from "./api-tokens";
import { type PasswordVerdict, checkPassword } from "./password-policy";
import type { SessionStore } from "./sessions";
import type { SettingsRepository } from "./settings";
import type { LoginThrottle } from "./throttle";
import type { TokenRepository } from "./tokens";
import type { User, UserRepository } from "./users";

/**
 * What the two account services share: who acts, how a form's answer looks, their
 * dependencies, and the audit and mail helpers. SignInService (server/accounts/sign-in.ts)
 * proves who someone is (sign-in, two-factor, passwords); AccountAdministration
 * (server/accounts/administration.ts) manages who has an account (invitations, roles,
 * removal, sessions). Each outcome is audited in them, so no route can forget to.
 */

export type Caller = { ip: string; userAgent?: string | null };
export type Acting = Caller & { user: User; sessionId?: string };

export type FieldErrors = Partial<Record<string, string>>;

/** A current-password check refused unchecked by the sign-in throttle (the route words it as sign-in does). */
export type Throttled = { reason: "locked" | "slow"; retryAfterMs: number };

export type FormResult<T = undefined> =
  { ok: true; value: T } | { ok: false; errors: FieldErrors; throttled?: Throttled };

export type FormFailure = Extract<FormResult, { ok: false }>;

export type AccountDeps = {
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
  /** The company's name as the site shows it now (mail subjects, the authenticator's label, the password policy). */
  companyName: () => string;
  now: () => Date;
  /** Wakes the outbox worker after account mail was queued. */
  onMailQueued: () => void;
};

const NAME_MAX = 80;

export function checkName(name: string): string | undefined {
  const clean = name.trim();
  if (!clean) return "Enter your name as your team knows it.";
  if (Array.from(clean).length > NAME_MAX) return `Use at most ${NAME_MAX} characters.`;
  if (/[\p{Cc}]/u.test(clean)) return "Use letters, digits and ordinary punctuation only.";
  return undefined;
}

export const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,63}$/;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function describeUser(user: { id: number; email: string }): string {
  return `user ${user.id} (${user.email})`;
}

export abstract class AccountServiceBase {
  constructor(protected readonly d: AccountDeps) {}

  protected actor(user: User | { id: number; email: string }) {
    return { id: user.id, email: user.email };
  }

  /**
   * The password policy with the words an attacker tries first here: the account's own (its
   * address, its name), and the company's name as published now and the site's host name,
   * read at each check, so a renamed company is known at once.
   */
  protected checkNewPassword(password: string, own: string[]): PasswordVerdict {
    return checkPassword(password, [...own, this.d.companyName(), new URL(this.d.siteUrl).hostname]);
  }

  /** Account mail goes through the lead outbox (retried, never lost), with no lead attached. */
  protected async queueMail(mail: OutgoingMail): Promise<void> {
    await insertOutboxMessage(this.d.db.kysely, null, mail, this.d.now());
    this.d.onMailQueued();
  }
}
