import { isIPv6 } from "node:net";

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt for `key` and says whether it is within the limit. */
  hit(key: string): RateLimitDecision;
  /** How many keys are remembered now. */
  size(): number;
  close(): void;
}

/** Keys remembered at most by default: a flood of made-up addresses cannot grow memory without bound. */
export const RATE_LIMIT_MAX_KEYS = 10_000;

/**
 * A sliding-window limiter in memory: at most `limit` hits per key within
 * `windowMs`. limit 0 turns it off. Memory is bounded: each key keeps at most
 * `limit` timestamps, idle keys are swept every window, and at most `maxKeys` keys are
 * kept: when full, the key seen least recently is forgotten (the Map keeps them in the
 * order they were last hit), so a flood of unique keys costs bounded memory and only
 * loosens the limit for the quietest clients.
 * (One server process: with several instances behind a load balancer each one
 * counts on its own, so the effective limit is per instance.)
 */
export function createRateLimiter(opts: {
  limit: number;
  windowMs: number;
  now?: () => number;
  maxKeys?: number;
}): RateLimiter {
  const now = opts.now ?? Date.now;
  const maxKeys = Math.max(1, opts.maxKeys ?? RATE_LIMIT_MAX_KEYS);
  const hits = new Map<string, number[]>();
  if (opts.limit <= 0) return { hit: () => ({ allowed: true }), size: () => 0, close() {} };

  const sweep = setInterval(() => {
    const cutoff = now() - opts.windowMs;
    for (const [key, times] of hits) if ((times[times.length - 1] ?? 0) <= cutoff) hits.delete(key);
  }, opts.windowMs);
  sweep.unref();

  return {
    hit(key) {
      const t = now();
      const cutoff = t - opts.windowMs;
      const known = hits.get(key);
      const times = (known ?? []).filter((x) => x > cutoff);
      // Re-inserted below, so the Map's first key is always the one seen least recently.
      if (known) hits.delete(key);
      else if (hits.size >= maxKeys) hits.delete(hits.keys().next().value!);
      if (times.length >= opts.limit) {
        hits.set(key, times);
        const retryAfterMs = times[0]! + opts.windowMs - t;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
      }
      times.push(t);
      hits.set(key, times);
      return { allowed: true };
    },
    size: () => hits.size,
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
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
