import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Selectable } from "kysely";
import type { AuditLog } from "../audit/audit-log";
import type { Db } from "../db";
import type { ApiTokenScope, ApiTokensTable, Role } from "../db/schema";
import { can } from "./roles";

/**
 * Bearer tokens for the content API (app/admin/api/). A token is "rt_" and 32 random
 * bytes (base64url); it is shown once, when it is made, and only its SHA-256 is kept.
 * Owners make and revoke them in the back office; both are audited. A token lends its
 * maker's rights: it works only while its maker's account may still make tokens, and
 * AccountAdministration revokes a maker's tokens when the account is removed or demoted.
 */

export { API_TOKEN_SCOPES, type ApiTokenScope } from "../db/schema";

export type ApiToken = {
  id: number;
  name: string;
  scope: ApiTokenScope;
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

/** What a request made with a valid token may know of it. */
export type VerifiedToken = { id: number; scope: ApiTokenScope; name: string };

/** verify's answer for an active token whose maker was removed or no longer may make tokens. */
export const MAKER_LOST_ACCESS = "maker-lost-access";

/**
 * Whether a token's maker, with this role now (null: no account), still lends it rights:
 * the role may make tokens and use the content API (as a signed-in session must).
 */
export function makerMayUse(role: Role | null | undefined): boolean {
  return role != null && can(role, "api.tokens") && can(role, "content.edit");
}

/** The owner acting (the audit log's account actor, and where from). */
export type TokenActor = { id: number; email: string; ip?: string | null };

export type CreateResult = { ok: true; plain: string; token: ApiToken } | { ok: false; reason: "name-taken" };

const PREFIX = "rt_";
const TOKEN_SHAPE = /^rt_[A-Za-z0-9_-]{43}$/;
/** last_used_at is written at most once a minute per token, not at every request. */
export const LAST_USED_EVERY_MS = 60_000;

function digest(plain: string): Buffer {
  return createHash("sha256").update(plain).digest();
}

export class ApiTokenRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly audit: AuditLog,
  ) {}

  /**
   * Makes a token and returns its secret (never stored, never shown again). Names
   * are what the audit log calls the token ("token:Zapier"), so two active tokens
   * cannot share one (compared without case).
   */
  async create(name: string, scope: ApiTokenScope, actor: TokenActor): Promise<CreateResult> {
    const clean = name.trim();
    if (await this.activeNamed(clean)) return { ok: false, reason: "name-taken" };
    const plain = PREFIX + randomBytes(32).toString("base64url");
    const row = await this.db.kysely
      .insertInto("api_tokens")
      .values({
        name: clean,
        scope,
        token_hash: digest(plain).toString("hex"),
        created_by: actor.email,
        created_by_id: actor.id,
        created_at: this.now().toISOString(),
        last_used_at: null,
        revoked_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const token = toToken(row);
    await this.audit.record({
      actor: { id: actor.id, email: actor.email },
      action: "api_token.create",
      target: targetOf(token),
      details: { scope },
      ip: actor.ip ?? null,
    });
    return { ok: true, plain, token };
  }

  private async activeNamed(name: string): Promise<boolean> {
    const row = await this.db.kysely
      .selectFrom("api_tokens")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["name"]), "=", name.toLowerCase()))
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Every token, revoked ones too, newest first. */
  async list(): Promise<ApiToken[]> {
    const rows = await this.db.kysely
      .selectFrom("api_tokens")
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
    return rows.map(toToken);
  }

  async get(id: number): Promise<ApiToken | undefined> {
    const row = await this.db.kysely.selectFrom("api_tokens").selectAll().where("id", "=", id).executeTakeFirst();
    return row && toToken(row);
  }

  /**
   * Revokes an active token at once; undefined when it is unknown or already revoked.
   * `reason`: why, when it is not the acting owner's own choice (it goes in the audit entry).
   */
  async revoke(id: number, actor: TokenActor, reason?: string): Promise<ApiToken | undefined> {
    const row = await this.db.kysely
      .updateTable("api_tokens")
      .set({ revoked_at: this.now().toISOString() })
      .where("id", "=", id)
      .where("revoked_at", "is", null)
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    const token = toToken(row);
    await this.audit.record({
      actor: { id: actor.id, email: actor.email },
      action: "api_token.revoke",
      target: targetOf(token),
      details: { scope: token.scope, ...(reason ? { reason } : {}) },
      ip: actor.ip ?? null,
    });
    return token;
  }

  /** Revokes every active token one account made (it was removed or demoted), each audited. */
  async revokeAllMadeBy(makerId: number, actor: TokenActor, reason: string): Promise<ApiToken[]> {
    const rows = await this.db.kysely
      .selectFrom("api_tokens")
      .select("id")
      .where("created_by_id", "=", makerId)
      .where("revoked_at", "is", null)
      .orderBy("id")
      .execute();
    const revoked: ApiToken[] = [];
    for (const row of rows) {
      const token = await this.revoke(Number(row.id), actor, reason);
      if (token) revoked.push(token);
    }
    return revoked;
  }

  /**
   * The active token a request presents, or undefined. Looked up by its SHA-256 (the
   * database never sees the secret, and a hash prefix tells an attacker nothing), then
   * compared in constant time. Its maker's role is read at every request: MAKER_LOST_ACCESS
   * when the maker's account is gone or may no longer make tokens (even if no one revoked it).
   * Notes the use at most once a minute.
   */
  async verify(plain: string): Promise<VerifiedToken | typeof MAKER_LOST_ACCESS | undefined> {
    if (!TOKEN_SHAPE.test(plain)) return undefined;
    const hash = digest(plain);
    const row = await this.db.kysely
      .selectFrom("api_tokens")
      .leftJoin("admin_users", "admin_users.id", "api_tokens.created_by_id")
      .select([
        "api_tokens.id",
        "api_tokens.scope",
        "api_tokens.name",
        "api_tokens.token_hash",
        "api_tokens.last_used_at",
        "admin_users.role as maker_role",
      ])
      .where("api_tokens.token_hash", "=", hash.toString("hex"))
      .where("api_tokens.revoked_at", "is", null)
      .executeTakeFirst();
    if (!row) return undefined;
    const stored = Buffer.from(row.token_hash, "hex");
    if (stored.length !== hash.length || !timingSafeEqual(stored, hash)) return undefined;
    if (!makerMayUse(row.maker_role)) return MAKER_LOST_ACCESS;
    await this.noteUse(Number(row.id), row.last_used_at);
    return { id: Number(row.id), scope: row.scope, name: row.name };
  }

  private async noteUse(id: number, lastUsedAt: string | null): Promise<void> {
    const now = this.now();
    const cutoff = new Date(now.getTime() - LAST_USED_EVERY_MS).toISOString();
    if (lastUsedAt !== null && lastUsedAt > cutoff) return;
    // Conditional, so that instances answering at the same moment write once between them.
    await this.db.kysely
      .updateTable("api_tokens")
      .set({ last_used_at: now.toISOString() })
      .where("id", "=", id)
      .where((eb) => eb.or([eb("last_used_at", "is", null), eb("last_used_at", "<=", cutoff)]))
      .execute();
  }
}

function targetOf(token: ApiToken): string {
  return `api token ${token.id} (${token.name})`;
}

function toToken(row: Selectable<ApiTokensTable>): ApiToken {
  return {
    id: Number(row.id),
    name: row.name,
    scope: row.scope,
    createdBy: row.created_by,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}
