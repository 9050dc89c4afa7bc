import { describe, expect, it } from "vitest";
import { clientKey, createRateLimiter } from "#server/rate-limit";

describe("quote rate limiter", () => {
  it("allows `limit` hits per window per key, then answers with Retry-After", () => {
    let t = 1_000_000;
    const rl = createRateLimiter({ limit: 3, windowMs: 600_000, now: () => t });
    expect([1, 2, 3].map(() => rl.hit("a").allowed)).toEqual([true, true, true]);
    const over = rl.hit("a");
    expect(over).toEqual({ allowed: false, retryAfterSeconds: 600 });
    expect(rl.hit("b").allowed).toBe(true);
    t += 599_999;
    expect(rl.hit("a").allowed).toBe(false);
    t += 1;
    expect(rl.hit("a").allowed).toBe(true);
    rl.close();
  });

  it("is off with a limit of 0", () => {
    const rl = createRateLimiter({ limit: 0, windowMs: 1000 });
    for (let i = 0; i < 1000; i++) expect(rl.hit("a").allowed).toBe(true);
    rl.close();
  });

  it("keeps at most maxKeys keys, forgetting the one least recently seen first", () => {
    let t = 1_000_000;
    const rl = createRateLimiter({ limit: 1, windowMs: 600_000, now: () => t, maxKeys: 3 });
    for (const key of ["a", "b", "c"]) expect(rl.hit(key).allowed).toBe(true);
    expect(rl.size()).toBe(3);
    expect(rl.hit("a").allowed).toBe(false); // still counted, and now the most recent
    t += 1;
    expect(rl.hit("d").allowed).toBe(true); // "b" makes room
    expect(rl.size()).toBe(3);
    expect(rl.hit("b").allowed).toBe(true); // forgotten, so counted afresh ("c" goes now)
    expect(rl.size()).toBe(3);
    expect(rl.hit("a").allowed).toBe(false);
    expect(rl.hit("d").allowed).toBe(false);
    expect(rl.hit("b").allowed).toBe(false);
    rl.close();
  });

  it("stays bounded by default under a flood of unique keys", () => {
    const rl = createRateLimiter({ limit: 10, windowMs: 600_000 });
    for (let i = 0; i < 30_000; i++) rl.hit(`198.51.${i >> 8}.${i & 255}-${i}`);
    expect(rl.size()).toBeLessThanOrEqual(10_000);
    rl.close();
  });

  it("counts IPv4-mapped IPv6 as IPv4 and IPv6 by /64 network", () => {
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });
});
