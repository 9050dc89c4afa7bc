import { randomBytes } from "node:crypto";
import type { Db } from "../db";

/** Back-office settings kept in the database, so every instance reads the same. */
export type AdminSettings = {
  /** Every account must set up two-factor sign-in before using the back office. */
  requireTwoFactor: boolean;
  /** New leads are assigned in turn to the sales accounts (server/leads/pipeline.ts); off by default. */
  leadRoundRobin: boolean;
};

const KEYS = {
  requireTwoFactor: "require_two_factor",
  sessionSecret: "session_secret",
  appliedBootstrap: "applied_admin_password",
  leadRoundRobin: "lead_round_robin",
} as const;

/**
 * The round-robin's turn: the id of the account that got the last lead. Written only
 * inside the transaction that assigns a lead, with the row locked (server/leads/pipeline.ts).
 */
export const LEAD_ROUND_ROBIN_LAST_KEY = "lead_round_robin_last";
/** The flag's row, read inside the lead's transaction. */
export const LEAD_ROUND_ROBIN_KEY = KEYS.leadRoundRobin;

export class SettingsRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async get(): Promise<AdminSettings> {
    const rows = await this.db.kysely
      .selectFrom("admin_settings")
      .select(["key", "value"])
      .where("key", "in", [KEYS.requireTwoFactor, KEYS.leadRoundRobin])
      .execute();
    const on = (key: string) => rows.some((r) => r.key === key && r.value === "1");
    return { requireTwoFactor: on(KEYS.requireTwoFactor), leadRoundRobin: on(KEYS.leadRoundRobin) };
  }

  async setRequireTwoFactor(on: boolean): Promise<void> {
    await this.put(KEYS.requireTwoFactor, on ? "1" : "0");
  }

  /** Turns round-robin assignment of new leads on or off (LeadPipeline.setRoundRobin audits it). */
  async setLeadRoundRobin(on: boolean): Promise<void> {
    await this.put(KEYS.leadRoundRobin, on ? "1" : "0");
  }

  /**
   * The secret that signs session cookies: made once by whichever instance starts
   * first, then read by all (insert-if-absent, then read back).
   */
  async sessionSecret(): Promise<string> {
    await this.db.kysely
      .insertInto("admin_settings")
      .values({
        key: KEYS.sessionSecret,
        value: randomBytes(32).toString("base64url"),
        updated_at: this.now().toISOString(),
      })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    const row = await this.db.kysely
      .selectFrom("admin_settings")
      .select("value")
      .where("key", "=", KEYS.sessionSecret)
      .executeTakeFirstOrThrow();
    return row.value;
  }

  /** An argon2 hash of the ADMIN_EMAIL/ADMIN_PASSWORD pair last applied at start, if any. */
  async appliedBootstrap(): Promise<string | null> {
    const row = await this.db.kysely
      .selectFrom("admin_settings")
      .select("value")
      .where("key", "=", KEYS.appliedBootstrap)
      .executeTakeFirst();
    return row?.value ?? null;
  }

  async setAppliedBootstrap(hash: string): Promise<void> {
    await this.put(KEYS.appliedBootstrap, hash);
  }

  private async put(key: string, value: string) {
    const updated_at = this.now().toISOString();
    await this.db.kysely
      .insertInto("admin_settings")
      .values({ key, value, updated_at })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at }))
      .execute();
  }
}
