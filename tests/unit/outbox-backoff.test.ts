import { describe, expect, it } from "vitest";
import { MAX_RETRY_MS, retryDelayMs } from "#server/outbox/backoff";

describe("retry backoff", () => {
  it("retries the first failure within 5 seconds, whatever the jitter", () => {
    expect(retryDelayMs(1, () => 0)).toBeLessThanOrEqual(5_000);
    expect(retryDelayMs(1, () => 0.999)).toBeLessThanOrEqual(5_000);
    expect(retryDelayMs(1, () => 0)).toBeGreaterThan(0);
  });

  it("doubles with each failed attempt", () => {
    const mid = () => 0.5; // no jitter
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, mid))).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 64_000]);
  });

  it("never waits longer than 10 minutes", () => {
    for (const n of [9, 10, 11, 50, 1_000, Number.MAX_SAFE_INTEGER]) {
      for (const r of [0, 0.5, 0.999]) expect(retryDelayMs(n, () => r)).toBeLessThanOrEqual(MAX_RETRY_MS);
    }
    expect(MAX_RETRY_MS).toBe(600_000);
    expect(retryDelayMs(20, () => 0.5)).toBe(MAX_RETRY_MS);
  });

  it("spreads retries with ±25 % jitter", () => {
    expect(retryDelayMs(3, () => 0)).toBe(6_000);
    expect(retryDelayMs(3, () => 1)).toBe(10_000);
  });

  it("treats nonsense attempt counts as the first failure", () => {
    expect(retryDelayMs(0, () => 0.5)).toBe(2_000);
    expect(retryDelayMs(-3, () => 0.5)).toBe(2_000);
  });
});
