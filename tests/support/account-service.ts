import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { ApiTokenRepository } from "#server/accounts/api-tokens";
import { hashPassword } from "#server/accounts/password-hash";
import type { AccountDeps, Acting } from "#server/accounts/account-base";
import { AccountAdministration } from "#server/accounts/administration";
import { SignInService } from "#server/accounts/sign-in";
import { SessionStore } from "#server/accounts/sessions";
import { SettingsRepository } from "#server/accounts/settings";
import { LoginThrottle } from "#server/accounts/throttle";
import { TokenRepository } from "#server/accounts/tokens";
import { type User, UserRepository } from "#server/accounts/users";
import { AuditLog } from "#server/audit/audit-log";
import { type Db, openDatabase } from "#server/db";
import type { Role } from "#server/db/schema";
import { createTestSchema, databaseVariants, TEST_DATABASE_URL, type TestSchema } from "./postgres";

/** SQLite always; PostgreSQL when TEST_DATABASE_URL is set. */

export type AccountsWorld = Awaited<ReturnType<typeof openAccounts>>;

/**
 * The account services wired as server/services.ts wires it, on a real database (a SQLite
 * file in a temporary folder, or a fresh PostgreSQL schema), with a clock the test moves.
 */
export async function openAccounts(variant: (typeof databaseVariants)[number]["name"], prefix: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  const schema: TestSchema | undefined =
    variant === "PostgreSQL" ? await createTestSchema(prefix.replace(/\W/g, "_")) : undefined;
  const db: Db = await openDatabase({
    dataDir,
    databaseUrl: schema ? TEST_DATABASE_URL : undefined,
    pgSchema: schema?.schema,
  });
  let clock = new Date("2026-03-01T04:00:00.000Z");
  const now = () => clock;
  const users = new UserRepository(db, now);
  const settings = new SettingsRepository(db, now);
  const sessions = new SessionStore(db, "test-secret-0123456789", now);
  const tokens = new TokenRepository(db, now);
  const throttle = new LoginThrottle(db, now);
  const audit = new AuditLog(db, now);
  const apiTokens = new ApiTokenRepository(db, now, audit);
  const deps: AccountDeps = {
    db,
    users,
    sessions,
    tokens,
    throttle,
    settings,
    audit,
    apiTokens,
    logger: pino({ level: "silent" }),
    siteUrl: "https://site.test",
    companyName: () => "Test Company",
    now,
    onMailQueued: () => {},
  };
  const accounts = new AccountAdministration(deps);
  const signIn = new SignInService(deps);

  return {
    db,
    users,
    tokens,
    throttle,
    audit,
    apiTokens,
    accounts,
    signIn,
    now,
    advance: (ms: number) => (clock = new Date(clock.getTime() + ms)),
    async addUser(email: string, role: Role, password = "plain-unused-password-1"): Promise<User> {
      const user = await users.create({
        email,
        displayName: email.split("@")[0]!,
        role,
        passwordHash: await hashPassword(password),
      });
      if (!user) throw new Error(`${email} exists already`);
      return user;
    },
    acting: (user: User, ip = "198.51.100.7"): Acting => ({ user, ip }),
    /** Audit entries of one action, newest first. */
    async audited(action: string) {
      return (await audit.list({ action }, { limit: 100, offset: 0 })).items;
    },
    async close() {
      await db.close();
      await schema?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
