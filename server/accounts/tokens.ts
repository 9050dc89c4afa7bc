import { createHash, randomBytes } from "node:crypto";
import type { Selectable } from "kysely";
import type { Db, Executor } from "../db";
import type { AdminTokensTable, Role, TokenKind } from "../db/schema";

/**
 * Single-use links sent by e-mail: invitations (72 h) and password resets (1 h; at most
 * three an hour per account, server/accounts/sign-in.ts).
 * Only a SHA-256 of each token is stored; using one is a compare-and-set on
 * `used_at`, so two clicks (on two instances) cannot both succeed.
 */

export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  invite: 72 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

export type TokenRecord = {
  id: number;
  kind: TokenKind;
  email: string;
  role: Role | null;
  userId: number | null;
  createdBy: number | null;
  createdAt: string;
  expiresAt: string;
};

export type PendingInvitation = TokenRecord & { kind: "invite" };

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Tokens in links are 32 random bytes, base64url: 43 characters. */
export function isTokenShaped(token: string | undefined): token is string {
  return typeof token === "string" && /^[\w-]{43}$/.test(token);
}

export class TokenRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Creates a token and returns the secret for the link (never stored). */
  async issue(
    input: {
      kind: TokenKind;
      email: string;
      role?: Role;
      userId?: number;
      createdBy?: number;
    },
    executor: Executor = this.db.kysely,
  ): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    const now = this.now();
    await executor
      .insertInto("admin_tokens")
      .values({
        kind: input.kind,
        token_hash: hashToken(token),
        email: input.email,
        role: input.role ?? null,
        user_id: input.userId ?? null,
        created_by: input.createdBy ?? null,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + TOKEN_TTL_MS[input.kind]).toISOString(),
        used_at: null,
      })
      .execute();
    return token;
  }

  /** How many tokens of this kind were issued for an account since `since`, used or not (the reset limit). */
  async countIssued(
    kind: TokenKind,
    userId: number,
    since: Date,
    executor: Executor = this.db.kysely,
  ): Promise<number> {
    const row = await executor
      .selectFrom("admin_tokens")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("kind", "=", kind)
      .where("user_id", "=", userId)
      .where("created_at", ">", since.toISOString())
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The unused, unexpired token of this kind, without using it (to show the form). */
  async peek(kind: TokenKind, token: string): Promise<TokenRecord | undefined> {
    if (!isTokenShaped(token)) return undefined;
    const row = await this.db.kysely
      .selectFrom("admin_tokens")
      .selectAll()
      .where("token_hash", "=", hashToken(token))
      .where("kind", "=", kind)
      .where("used_at", "is", null)
      .where("expires_at", ">", this.now().toISOString())
      .executeTakeFirst();
    return row && toRecord(row);
  }

  /** Uses a token up; undefined when it is unknown, expired or already used. */
  async consume(kind: TokenKind, token: string): Promise<TokenRecord | undefined> {
    const record = await this.peek(kind, token);
    if (!record) return undefined;
    const result = await this.db.kysely
      .updateTable("admin_tokens")
      .set({ used_at: this.now().toISOString() })
      .where("id", "=", record.id)
      .where("used_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0 ? record : undefined;
  }

  /** Open invitations, newest first (the users page lists them). */
  async pendingInvitations(): Promise<PendingInvitation[]> {
    const rows = await this.db.kysely
      .selectFrom("admin_tokens")
      .selectAll()
      .where("kind", "=", "invite")
      .where("used_at", "is", null)
      .where("expires_at", ">", this.now().toISOString())
      .orderBy("created_at", "desc")
      .execute();
    return rows.map((r) => toRecord(r) as PendingInvitation);
  }

  /** Withdraws an open invitation. */
  async revokeInvitation(id: number): Promise<TokenRecord | undefined> {
    const row = await this.db.kysely
      .selectFrom("admin_tokens")
      .selectAll()
      .where("id", "=", id)
      .where("kind", "=", "invite")
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (!row) return undefined;
    await this.db.kysely
      .updateTable("admin_tokens")
      .set({ used_at: this.now().toISOString() })
      .where("id", "=", id)
      .execute();
    return toRecord(row);
  }

  /** Voids every open reset link of an account (its password was changed or reset). */
  async voidResets(userId: number): Promise<void> {
    await this.db.kysely
      .updateTable("admin_tokens")
      .set({ used_at: this.now().toISOString() })
      .where("kind", "=", "reset")
      .where("user_id", "=", userId)
      .where("used_at", "is", null)
      .execute();
  }

  /** Deletes tokens that expired or were used more than a week ago. */
  async prune(): Promise<number> {
    const weekAgo = new Date(this.now().getTime() - 7 * 86_400_000).toISOString();
    const result = await this.db.kysely
      .deleteFrom("admin_tokens")
      .where((eb) => eb.or([eb("expires_at", "<", weekAgo), eb("used_at", "<", weekAgo)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

function toRecord(row: Selectable<AdminTokensTable>): TokenRecord {
  return {
    id: Number(row.id),
    kind: row.kind,
    email: row.email,
    role: row.role,
    userId: row.user_id === null ? null : Number(row.user_id),
    createdBy: row.created_by === null ? null : Number(row.created_by),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}
