import { describe, expect, it } from "vitest";
import { FAILURE_MEMORY_MS, LOCK_AFTER, LOCK_MS, LoginThrottle, failureDelayMs } from "../../app/lib/admin-lockout.server";

describe("sign-in throttle", () => {
  it("holds each wrong answer longer than the one before, up to a cap", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(failureDelayMs)).toEqual([0, 250, 500, 1000, 2000, 4000, 4000, 4000]);
  });

  it("locks an address for 15 minutes after 5 wrong passwords in a row", () => {
    let t = 1_000_000;
    const throttle = new LoginThrottle(() => t);
    for (let i = 1; i < LOCK_AFTER; i++) {
      const outcome = throttle.fail("203.0.113.9");
      expect(outcome.failures).toBe(i);
      expect(outcome.state.locked).toBe(false);
      expect(throttle.check("203.0.113.9").locked).toBe(false);
    }
    const last = throttle.fail("203.0.113.9");
    expect(last.state).toEqual({ locked: true, retryAfterMs: LOCK_MS });
    expect(LOCK_MS).toBe(15 * 60_000);
    t += 60_000;
    expect(throttle.check("203.0.113.9")).toEqual({ locked: true, retryAfterMs: LOCK_MS - 60_000 });
    // Other addresses are not affected.
    expect(throttle.check("198.51.100.1").locked).toBe(false);
    t += LOCK_MS - 60_000;
    expect(throttle.check("203.0.113.9").locked).toBe(false);
    // After the lock the count starts afresh.
    expect(throttle.fail("203.0.113.9").failures).toBe(1);
  });

  it("forgets old failures and clears on a correct password", () => {
    let t = 0;
    const throttle = new LoginThrottle(() => t);
    throttle.fail("a");
    throttle.fail("a");
    t += FAILURE_MEMORY_MS;
    expect(throttle.fail("a").failures).toBe(1);
    throttle.fail("a");
    throttle.succeed("a");
    expect(throttle.fail("a").failures).toBe(1);
  });

  it("keeps memory bounded under a flood of addresses", () => {
    const throttle = new LoginThrottle(() => 0, 100);
    for (let i = 0; i < 1000; i++) throttle.fail(`10.0.${i >> 8}.${i & 255}`);
    expect((throttle as unknown as { entries: Map<string, unknown> }).entries.size).toBeLessThanOrEqual(100);
  });
});
