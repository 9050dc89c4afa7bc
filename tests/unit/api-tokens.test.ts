import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiTokenRepository, LAST_USED_EVERY_MS } from "#server/accounts/api-tokens";
import { UserRepository } from "#server/accounts/users";
import { AuditLog } from "#server/audit/audit-log";
import { type Db, openDatabase } from "#server/db";

/** The content API's bearer tokens on a real SQLite file, with a clock the tests move. */
describe("API tokens on SQLite", () => {
  let dataDir: string;
  let db: Db;
  let clock = new Date("2026-03-01T04:00:00.000Z");
  const now = () => clock;
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  let audit: AuditLog;
  let tokens: ApiTokenRepository;
  const owner = { id: 1, email: "owner@example.com", ip: "203.0.113.9" };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "api-tokens-"));
    db = await openDatabase({ dataDir });
    audit = new AuditLog(db, now);
    tokens = new ApiTokenRepository(db, now, audit);
    // A token works only while its maker's account is an owner's (tests/unit/offboarding.test.ts).
    const account = await new UserRepository(db, now).create({
      email: owner.email,
      displayName: "Owner",
      role: "owner",
      passwordHash: "x",
    });
    if (account?.id !== owner.id) throw new Error("the owner's account should be the first");
  });

  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const lastAudit = async () => (await audit.list({}, { limit: 1, offset: 0 })).items[0];

  it("makes rt_ + 43 base64url characters, keeps only the SHA-256, and audits it", async () => {
    const made = await tokens.create("  Zapier ", "read", owner);
    if (!made.ok) throw new Error("not created");
    expect(made.plain).toMatch(/^rt_[A-Za-z0-9_-]{43}$/);
    expect(made.token).toMatchObject({
      name: "Zapier",
      scope: "read",
      createdBy: owner.email,
      lastUsedAt: null,
      revokedAt: null,
    });
    const row = await db.kysely
      .selectFrom("api_tokens")
      .selectAll()
      .where("id", "=", made.token.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash("sha256").update(made.plain).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(made.plain.slice(3));
    expect(await lastAudit()).toMatchObject({
      action: "api_token.create",
      actor: owner.email,
      actorId: owner.id,
      target: `api token ${made.token.id} (Zapier)`,
      details: { scope: "read" },
      ip: owner.ip,
    });
  });

  it("gives every token a different secret", async () => {
    const a = await tokens.create("Secret A", "write", owner);
    const b = await tokens.create("Secret B", "write", owner);
    expect(a.ok && b.ok && a.plain !== b.plain).toBe(true);
  });

  it("refuses a second active token with the same name (any case)", async () => {
    expect(await tokens.create("zapier", "write", owner)).toEqual({ ok: false, reason: "name-taken" });
  });

  it("verifies a token, and notes its use at most once a minute", async () => {
    const made = await tokens.create("Verify me", "write", owner);
    if (!made.ok) throw new Error("not created");
    const used = async () => (await tokens.get(made.token.id))?.lastUsedAt;

    expect(await tokens.verify(made.plain)).toEqual({ id: made.token.id, scope: "write", name: "Verify me" });
    const first = clock.toISOString();
    expect(await used()).toBe(first);

    advance(LAST_USED_EVERY_MS - 1_000);
    expect(await tokens.verify(made.plain)).toBeDefined();
    expect(await used(), "not written again within the minute").toBe(first);

    advance(2_000);
    expect(await tokens.verify(made.plain)).toBeDefined();
    expect(await used()).toBe(clock.toISOString());
  });

  it("refuses unknown, malformed and near-miss tokens", async () => {
    const made = await tokens.create("Near miss", "read", owner);
    if (!made.ok) throw new Error("not created");
    const last = made.plain.at(-1) === "A" ? "B" : "A";
    for (const wrong of [
      "",
      "rt_",
      made.plain.slice(3),
      `Bearer ${made.plain}`,
      made.plain.slice(0, -1) + last,
      `${made.plain}x`,
      `rt_${"A".repeat(43)}`,
      made.plain.toUpperCase(),
    ]) {
      expect(await tokens.verify(wrong), wrong).toBeUndefined();
    }
  });

  it("revokes at once, once, audited; the name is free again", async () => {
    const made = await tokens.create("Revoke me", "write", owner);
    if (!made.ok) throw new Error("not created");
    advance(1_000);
    const revoked = await tokens.revoke(made.token.id, owner);
    expect(revoked).toMatchObject({ id: made.token.id, revokedAt: clock.toISOString() });
    expect(await lastAudit()).toMatchObject({
      action: "api_token.revoke",
      actor: owner.email,
      target: `api token ${made.token.id} (Revoke me)`,
    });
    expect(await tokens.verify(made.plain)).toBeUndefined();
    expect(await tokens.revoke(made.token.id, owner), "twice").toBeUndefined();
    expect(await tokens.revoke(999_999, owner), "unknown").toBeUndefined();
    expect((await tokens.create("Revoke me", "read", owner)).ok).toBe(true);
  });

  it("lists every token, revoked ones too, newest first", async () => {
    advance(1_000);
    const made = await tokens.create("Newest", "read", owner);
    const list = await tokens.list();
    expect(list[0]?.id).toBe(made.ok ? made.token.id : -1);
    expect(list.some((t) => t.name === "Revoke me" && t.revokedAt !== null)).toBe(true);
    expect(list.map((t) => t.createdAt)).toEqual(
      list
        .map((t) => t.createdAt)
        .sort()
        .reverse(),
    );
  });
});
