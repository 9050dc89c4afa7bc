import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SessionStore, describeDevice } from "#server/accounts/sessions";
import { LOCK_MS, LoginThrottle, PAIR_LIMIT, signInCounters, slowDownMs } from "#server/accounts/throttle";
import { TokenRepository } from "#server/accounts/tokens";
import { UserRepository } from "#server/accounts/users";
import { AuditLog } from "#server/audit/audit-log";
import { type Db } from "#server/db";
import { type TestSchema, databaseVariants } from "../support/postgres";
import { createTestDatabase, openTestDatabase, removeTestDatabase } from "../support/test-database";

/**
 * The back office's database pieces (sessions, throttle, tokens, users, audit) on a
 * real SQLite file and, with TEST_DATABASE_URL, on a real PostgreSQL server, with a
 * clock the tests move.
 */

for (const variant of databaseVariants) {
  describe.skipIf(variant.skip)(`accounts on ${variant.name}`, () => {
    let dataDir: string;
    let schema: TestSchema | undefined;
    let db: Db;
    let clock = new Date("2026-03-01T04:00:00.000Z");
    const now = () => clock;
    const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
    let users: UserRepository;
    let sessions: SessionStore;
    let throttle: LoginThrottle;
    let tokens: TokenRepository;
    let audit: AuditLog;
    let ownerId: number;

    beforeAll(async () => {
      ({ dataDir, schema } = await createTestDatabase(variant.name, "accounts"));
      db = await openTestDatabase(dataDir, schema);
      users = new UserRepository(db, now);
      sessions = new SessionStore(db, "test-secret-0123456789", now);
      throttle = new LoginThrottle(db, now);
      tokens = new TokenRepository(db, now);
      audit = new AuditLog(db, now);
      const owner = await users.create({
        email: " Owner@Example.COM ",
        displayName: "Owner",
        role: "owner",
        passwordHash: "x",
      });
      ownerId = owner!.id;
    });

    afterAll(async () => {
      await db?.close();
      await removeTestDatabase(dataDir, schema);
    });

    describe("users", () => {
      it("keeps one account per address, spelled one way", async () => {
        expect((await users.findByEmail("owner@example.com"))?.id).toBe(ownerId);
        expect(
          await users.create({ email: "OWNER@example.com", displayName: "Again", role: "sales", passwordHash: "x" }),
        ).toBeUndefined();
      });

      it("never demotes or removes the last owner", async () => {
        expect(await users.setRole(ownerId, "sales")).toBe("last-owner");
        expect(await users.remove(ownerId)).toBe("last-owner");
        const second = await users.create({
          email: "second@example.com",
          displayName: "Second",
          role: "owner",
          passwordHash: "x",
        });
        expect(await users.setRole(second!.id, "editor")).toBe("changed");
        expect(await users.setRole(second!.id, "editor")).toBe("unchanged");
        expect(await users.remove(second!.id)).toBe("removed");
        expect(await users.remove(second!.id)).toBe("missing");
        expect((await users.findById(ownerId))?.role).toBe("owner");
      });

      it("two owners demoting each other at once leave one owner", async () => {
        const a = await users.create({
          email: "race-a@example.com",
          displayName: "A",
          role: "owner",
          passwordHash: "x",
        });
        // Two owners, each demoted at the same moment: one change must be refused.
        const results = await Promise.all([users.setRole(a!.id, "editor"), users.setRole(ownerId, "editor")]);
        expect(results.filter((r) => r === "changed").length).toBe(1);
        expect(await users.countOwners()).toBe(1);
        // Whoever is still owner becomes owner again on both sides for the next tests.
        await users.setRole(a!.id, "owner");
        await users.setRole(ownerId, "owner");
        expect(await users.remove(a!.id)).toBe("removed");
      });

      it("accepts a TOTP step once and a recovery code once", async () => {
        await users.enableTotp(ownerId, 100, ["h1", "h2"]);
        expect(await users.claimTotpStep(ownerId, 100)).toBe(false);
        expect(await users.claimTotpStep(ownerId, 101)).toBe(true);
        expect(await users.claimTotpStep(ownerId, 101)).toBe(false);
        const before = (await users.findById(ownerId))!.recoveryCodes;
        expect(await users.consumeRecoveryCode(ownerId, before, 0)).toBe(true);
        expect(await users.consumeRecoveryCode(ownerId, before, 0)).toBe(false);
        expect((await users.findById(ownerId))!.recoveryCodes).toEqual(["h2"]);
        await users.disableTotp(ownerId);
        expect((await users.findById(ownerId))!.twoFactor).toBe(false);
      });
    });

    describe("sessions", () => {
      const create = async (device = "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile") => {
        const session = await sessions.storage.getSession();
        session.set("userId", ownerId);
        session.set("csrf", "token");
        session.set("device", device);
        session.set("ip", "203.0.113.9");
        const cookie = (await sessions.storage.commitSession(session)).split(";")[0]!;
        return { cookie, id: (await sessions.storage.getSession(cookie)).id };
      };
      const read = async (cookie: string) => (await sessions.storage.getSession(cookie)).get("userId");

      it("keeps the data in the database and only a signed id in the cookie", async () => {
        const { cookie, id } = await create();
        expect(cookie).not.toContain("token");
        expect(await read(cookie)).toBe(ownerId);
        const listed = await sessions.listForUser(ownerId);
        expect(listed.find((s) => s.id === id)).toMatchObject({ device: "Chrome on Android", ip: "203.0.113.9" });
        // A cookie whose signature does not match is no session at all.
        const at = "admin_session=".length + 5;
        const forged = cookie.slice(0, at) + (cookie[at] === "A" ? "B" : "A") + cookie.slice(at + 1);
        expect(await read(forged)).toBeUndefined();
      });

      it("ends after SESSION_IDLE_MS without a request, and is kept alive by requests", async () => {
        const { cookie } = await create();
        advance(SESSION_IDLE_MS - 60_000);
        expect(await read(cookie)).toBe(ownerId); // touches last_seen_at
        advance(SESSION_IDLE_MS - 60_000);
        expect(await read(cookie)).toBe(ownerId);
        advance(SESSION_IDLE_MS + 1);
        expect(await read(cookie)).toBeUndefined();
      });

      it("ends at SESSION_ABSOLUTE_MS however busy", async () => {
        const { cookie } = await create();
        for (let t = 0; t < SESSION_ABSOLUTE_MS - 30 * 60_000; t += 30 * 60_000) {
          advance(30 * 60_000);
          expect(await read(cookie)).toBe(ownerId);
        }
        advance(30 * 60_000 + 1);
        expect(await read(cookie)).toBeUndefined();
      });

      it("revokes one session, or all of an account's but the current one", async () => {
        const one = await create();
        const two = await create("Mozilla/5.0 (Windows NT 10.0) Firefox/130.0");
        const three = await create();
        expect(await sessions.revoke(one.id)).toBe(true);
        expect(await read(one.cookie)).toBeUndefined();
        expect(await sessions.revokeAllForUser(ownerId, three.id)).toBeGreaterThanOrEqual(1);
        expect(await read(two.cookie)).toBeUndefined();
        expect(await read(three.cookie)).toBe(ownerId);
        expect(await sessions.ownerOf(three.id)).toBe(ownerId);
      });

      it("names devices by browser and system", () => {
        expect(
          describeDevice(
            "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15",
          ),
        ).toBe("Safari on macOS");
        expect(describeDevice("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36 Edg/131.0")).toBe(
          "Edge on Windows",
        );
        expect(describeDevice("curl/8.5.0")).toBe("Script");
        expect(describeDevice(null)).toBe("Unknown device");
      });
    });

    describe("sign-in throttle", () => {
      it("slows a pair down after misses and locks it at the limit; other addresses are untouched", async () => {
        const counters = signInCounters("victim@example.com", "198.51.100.1");
        const outcomes: string[] = [];
        for (let i = 0; i < PAIR_LIMIT; i++) {
          const r = await throttle.reserve(counters);
          outcomes.push(r.ok ? (r.lockedNow ? "locked-now" : "ok") : r.reason);
          // Too soon: refused and not counted.
          if (i >= 1 && i < PAIR_LIMIT - 1) {
            const early = await throttle.reserve(counters);
            expect(early).toMatchObject({ ok: false, reason: "slow" });
          }
          advance(slowDownMs(i + 1) + 1);
        }
        expect(outcomes).toEqual(["ok", "ok", "ok", "ok", "locked-now"]);
        const locked = await throttle.reserve(counters);
        expect(locked.ok).toBe(false);
        expect(!locked.ok && locked.reason).toBe("locked");
        expect(!locked.ok && locked.retryAfterMs).toBeGreaterThan(LOCK_MS - 60_000);

        // The same account from elsewhere goes through.
        const elsewhere = await throttle.reserve(signInCounters("victim@example.com", "198.51.100.2"));
        expect(elsewhere.ok).toBe(true);
        // The lock runs out.
        advance(LOCK_MS + 1);
        expect((await throttle.reserve(counters)).ok).toBe(true);
      });

      it("a right answer clears the pair", async () => {
        const counters = signInCounters("typo@example.com", "198.51.100.3");
        const first = await throttle.reserve(counters);
        advance(1);
        const second = await throttle.reserve(counters);
        expect(second.ok).toBe(true);
        if (second.ok) await throttle.succeed(second.keys);
        expect(first.ok).toBe(true);
        expect((await throttle.reserve(counters)).ok).toBe(true); // no slow-down left
      });

      it("lets at most PAIR_LIMIT guesses through however many arrive at once", async () => {
        const counters = signInCounters("parallel@example.com", "198.51.100.4");
        let through = 0;
        for (let round = 0; round < 8; round++) {
          const results = await Promise.all(Array.from({ length: 10 }, () => throttle.reserve(counters)));
          through += results.filter((r) => r.ok).length;
          advance(9_000);
        }
        expect(through).toBe(PAIR_LIMIT);
      });

      it("forgets stale rows and stays within a size bound", async () => {
        for (let i = 0; i < 30; i++) await throttle.reserve(signInCounters(`flood${i}@example.com`, `203.0.113.${i}`));
        expect(await throttle.count()).toBeGreaterThan(30);
        await throttle.prune(20);
        expect(await throttle.count()).toBeLessThanOrEqual(20);
        advance(16 * 60_000 + LOCK_MS);
        await throttle.prune();
        expect(await throttle.count()).toBe(0);
      });
    });

    describe("links by e-mail", () => {
      it("work once and expire", async () => {
        const invite = await tokens.issue({
          kind: "invite",
          email: "new@example.com",
          role: "editor",
          createdBy: ownerId,
        });
        expect(await tokens.peek("reset", invite)).toBeUndefined();
        expect((await tokens.pendingInvitations()).map((t) => t.email)).toContain("new@example.com");
        const [x, y] = await Promise.all([tokens.consume("invite", invite), tokens.consume("invite", invite)]);
        expect([x, y].filter(Boolean)).toHaveLength(1);
        expect(await tokens.consume("invite", invite)).toBeUndefined();

        const reset = await tokens.issue({ kind: "reset", email: "owner@example.com", userId: ownerId });
        advance(60 * 60_000 + 1);
        expect(await tokens.consume("reset", reset)).toBeUndefined();
        expect(await tokens.peek("invite", "not-a-token")).toBeUndefined();
      });
    });

    describe("audit log", () => {
      it("filters by action, by who or what, and by time; prunes by age", async () => {
        await audit.record({
          actor: { id: ownerId, email: "owner@example.com" },
          action: "user.invited",
          target: "asha@example.com",
          ip: "203.0.113.1",
        });
        await audit.record({ actor: "system", action: "lead.erased", target: "lead 42" });
        const invited = await audit.list({ action: "user.invited" }, { limit: 10, offset: 0 });
        expect(invited.items[0]).toMatchObject({
          actor: "owner@example.com",
          target: "asha@example.com",
          ip: "203.0.113.1",
        });
        expect((await audit.list({ q: "ASHA" }, { limit: 10, offset: 0 })).total).toBe(1);
        expect((await audit.list({ q: "100%_" }, { limit: 10, offset: 0 })).total).toBe(0);
        expect(
          (await audit.list({ from: new Date(clock.getTime() + 1000).toISOString() }, { limit: 10, offset: 0 })).total,
        ).toBe(0);
        advance(366 * 86_400_000);
        expect(await audit.prune(365)).toBeGreaterThanOrEqual(2);
        expect((await audit.list({}, { limit: 10, offset: 0 })).total).toBe(0);
      });
    });
  });
}
