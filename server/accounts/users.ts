import type { Selectable, Transaction } from "kysely";
import type { Db } from "../db";
import type { AdminUsersTable, Database, Role } from "../db/schema";

/** An account as the rest of the code sees it (never the password hash or TOTP secret). */
export type User = {
  id: number;
  email: string;
  displayName: string;
  role: Role;
  twoFactor: boolean;
  recoveryCodesLeft: number;
  passwordChangedAt: string;
  createdAt: string;
};

/** The secret parts, for sign-in only. */
export type UserSecrets = User & {
  passwordHash: string;
  totpSecret: string | null;
  totpLastStep: number | null;
  recoveryCodes: string[];
};

/** One spelling per address: trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function parseCodes(json: string | null): string[] {
  if (!json) return [];
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

function toSecrets(row: Selectable<AdminUsersTable>): UserSecrets {
  const recoveryCodes = parseCodes(row.recovery_codes);
  return {
    id: Number(row.id),
    email: row.email,
    displayName: row.display_name,
    role: row.role,
    twoFactor: row.totp_enabled_at !== null,
    recoveryCodesLeft: recoveryCodes.length,
    passwordChangedAt: row.password_changed_at,
    createdAt: row.created_at,
    passwordHash: row.password_hash,
    totpSecret: row.totp_secret,
    totpLastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
    recoveryCodes,
  };
}

export function publicUser(secrets: UserSecrets): User {
  const { passwordHash: _h, totpSecret: _s, totpLastStep: _t, recoveryCodes: _r, ...user } = secrets;
  return user;
}

/** The admin_users queries. */
export class UserRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async count(): Promise<number> {
    const row = await this.db.kysely
      .selectFrom("admin_users")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async countOwners(): Promise<number> {
    const row = await this.db.kysely
      .selectFrom("admin_users")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("role", "=", "owner")
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async findById(id: number): Promise<UserSecrets | undefined> {
    const row = await this.db.kysely.selectFrom("admin_users").selectAll().where("id", "=", id).executeTakeFirst();
    return row && toSecrets(row);
  }

  async findByEmail(email: string): Promise<UserSecrets | undefined> {
    const row = await this.db.kysely
      .selectFrom("admin_users")
      .selectAll()
      .where("email", "=", normalizeEmail(email))
      .executeTakeFirst();
    return row && toSecrets(row);
  }

  async list(): Promise<User[]> {
    const rows = await this.db.kysely
      .selectFrom("admin_users")
      .selectAll()
      .orderBy("display_name")
      .orderBy("id")
      .execute();
    return rows.map((r) => publicUser(toSecrets(r)));
  }

  /** Creates an account; undefined when the address already has one. */
  async create(input: {
    email: string;
    displayName: string;
    role: Role;
    passwordHash: string;
  }): Promise<User | undefined> {
    const now = this.now().toISOString();
    const row = await this.db.kysely
      .insertInto("admin_users")
      .values({
        email: normalizeEmail(input.email),
        display_name: input.displayName,
        role: input.role,
        password_hash: input.passwordHash,
        password_changed_at: now,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column("email").doNothing())
      .returningAll()
      .executeTakeFirst();
    return row && publicUser(toSecrets(row));
  }

  async setPassword(id: number, passwordHash: string): Promise<void> {
    const now = this.now().toISOString();
    await this.db.kysely
      .updateTable("admin_users")
      .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
      .where("id", "=", id)
      .execute();
  }

  async setDisplayName(id: number, displayName: string): Promise<void> {
    await this.db.kysely
      .updateTable("admin_users")
      .set({ display_name: displayName, updated_at: this.now().toISOString() })
      .where("id", "=", id)
      .execute();
  }

  /**
   * Runs `change` on an account unless it would take away the last owner (the
   * business would lose its keys). In one transaction that first locks every owner
   * row (PostgreSQL; SQLite serialises writers), so two owners demoting or removing
   * each other at the same moment cannot both succeed.
   */
  private async unlessLastOwner(
    id: number,
    takesOwnerAway: (user: UserSecrets) => boolean,
    change: (trx: Transaction<Database>) => Promise<unknown>,
  ): Promise<"done" | "last-owner" | "missing"> {
    return this.db.kysely.transaction().execute(async (trx) => {
      const owners = await trx
        .selectFrom("admin_users")
        .select("id")
        .where("role", "=", "owner")
        .$if(this.db.dialect === "postgres", (q) => q.forUpdate())
        .execute();
      const row = await trx.selectFrom("admin_users").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return "missing";
      if (takesOwnerAway(toSecrets(row)) && owners.length <= 1) return "last-owner";
      await change(trx);
      return "done";
    });
  }

  /** Changes a role; never the last owner's. */
  async setRole(id: number, role: Role): Promise<"changed" | "unchanged" | "last-owner" | "missing"> {
    const user = await this.findById(id);
    if (!user) return "missing";
    if (user.role === role) return "unchanged";
    const result = await this.unlessLastOwner(
      id,
      (current) => current.role === "owner" && role !== "owner",
      (trx) =>
        trx
          .updateTable("admin_users")
          .set({ role, updated_at: this.now().toISOString() })
          .where("id", "=", id)
          .execute(),
    );
    return result === "done" ? "changed" : result;
  }

  /** Removes an account (its sessions and tokens go with it); never the last owner. */
  async remove(id: number): Promise<"removed" | "last-owner" | "missing"> {
    const result = await this.unlessLastOwner(
      id,
      (current) => current.role === "owner",
      (trx) => trx.deleteFrom("admin_users").where("id", "=", id).execute(),
    );
    return result === "done" ? "removed" : result;
  }

  /** Stores a secret that is not yet in use (two-factor set-up in progress). */
  async setPendingTotpSecret(id: number, secret: string): Promise<void> {
    await this.db.kysely
      .updateTable("admin_users")
      .set({ totp_secret: secret, updated_at: this.now().toISOString() })
      .where("id", "=", id)
      .where("totp_enabled_at", "is", null)
      .execute();
  }

  async enableTotp(id: number, step: number, recoveryCodeHashes: string[]): Promise<void> {
    const now = this.now().toISOString();
    await this.db.kysely
      .updateTable("admin_users")
      .set({
        totp_enabled_at: now,
        totp_last_step: step,
        recovery_codes: JSON.stringify(recoveryCodeHashes),
        updated_at: now,
      })
      .where("id", "=", id)
      .execute();
  }

  async disableTotp(id: number): Promise<void> {
    await this.db.kysely
      .updateTable("admin_users")
      .set({
        totp_secret: null,
        totp_enabled_at: null,
        totp_last_step: null,
        recovery_codes: null,
        updated_at: this.now().toISOString(),
      })
      .where("id", "=", id)
      .execute();
  }

  async setRecoveryCodes(id: number, hashes: string[]): Promise<void> {
    await this.db.kysely
      .updateTable("admin_users")
      .set({ recovery_codes: JSON.stringify(hashes), updated_at: this.now().toISOString() })
      .where("id", "=", id)
      .execute();
  }

  /**
   * Records the TOTP step just used, only if it is newer than the last one: false
   * means another request (on any instance) used this code first.
   */
  async claimTotpStep(id: number, step: number): Promise<boolean> {
    const result = await this.db.kysely
      .updateTable("admin_users")
      .set({ totp_last_step: step })
      .where("id", "=", id)
      .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Uses up one recovery code: compare-and-set on the stored list, so a code works once. */
  async consumeRecoveryCode(id: number, before: string[], index: number): Promise<boolean> {
    const after = before.filter((_, i) => i !== index);
    const result = await this.db.kysely
      .updateTable("admin_users")
      .set({ recovery_codes: JSON.stringify(after) })
      .where("id", "=", id)
      .where("recovery_codes", "=", JSON.stringify(before))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
