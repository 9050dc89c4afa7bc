import { isIPv6 } from "node:net";

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt for `key` and says whether it is within the limit. */
  hit(key: string): RateLimitDecision;
  close(): void;
}

/**
 * A sliding-window limiter in memory: at most `limit` hits per key within
 * `windowMs`. limit 0 turns it off. Memory is bounded: each key keeps at most
 * `limit` timestamps, and idle keys are swept every window.
 * (One server process: with several instances behind a load balancer each one
 * counts on its own, so the effective limit is per instance.)
 */
export function createRateLimiter(opts: { limit: number; windowMs: number; now?: () => number }): RateLimiter {
  const now = opts.now ?? Date.now;
  const hits = new Map<string, number[]>();
  if (opts.limit <= 0) return { hit: () => ({ allowed: true }), close() {} };

  const sweep = setInterval(() => {
    const cutoff = now() - opts.windowMs;
    for (const [key, times] of hits) if ((times[times.length - 1] ?? 0) <= cutoff) hits.delete(key);
  }, opts.windowMs);
  sweep.unref();

  return {
    hit(key) {
      const t = now();
      const cutoff = t - opts.windowMs;
      const times = (hits.get(key) ?? []).filter((x) => x > cutoff);
      if (times.length >= opts.limit) {
        hits.set(key, times);
        const retryAfterMs = times[0]! + opts.windowMs - t;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
      }
      times.push(t);
      hits.set(key, times);
      return { allowed: true };
    },
    close: () => clearInterval(sweep),
  };
}

/**
 * The key a client is counted under: IPv4-mapped IPv6 as plain IPv4, and IPv6 by
 * its /64 network (one household or server usually owns a whole /64).
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}
