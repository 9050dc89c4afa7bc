/**
 * Slows down and then stops password guessing, per client address: every wrong
 * password makes the next answer wait longer, and LOCK_AFTER failures in a row lock
 * that address out for LOCK_MS. A correct password clears the record.
 */

export const LOCK_AFTER = 5;
export const LOCK_MS = 15 * 60_000;
/** Failures older than this are forgotten (a typo last week does not count). */
export const FAILURE_MEMORY_MS = 15 * 60_000;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4_000;

/** How long to hold the answer to the nth wrong password in a row (1-based): 250 ms, 500 ms, 1 s, 2 s, 4 s… */
export function failureDelayMs(failures: number): number {
  if (failures < 1) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - 1), MAX_DELAY_MS);
}

type Entry = { failures: number; lastFailureAt: number; lockedUntil: number };

export type LockState = { locked: false } | { locked: true; retryAfterMs: number };
export type FailureOutcome = { failures: number; delayMs: number; state: LockState };

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 10_000,
  ) {}

  /** Whether this address may try a password now. */
  check(key: string): LockState {
    const entry = this.current(key);
    if (entry && entry.lockedUntil > this.now()) return { locked: true, retryAfterMs: entry.lockedUntil - this.now() };
    return { locked: false };
  }

  /** Records a wrong password; the LOCK_AFTER-th in a row locks the address. */
  fail(key: string): FailureOutcome {
    const now = this.now();
    const previous = this.current(key);
    const failures = (previous?.failures ?? 0) + 1;
    const lockedUntil = failures >= LOCK_AFTER ? now + LOCK_MS : 0;
    this.store(key, { failures: lockedUntil ? 0 : failures, lastFailureAt: now, lockedUntil });
    return {
      failures,
      delayMs: failureDelayMs(failures),
      state: lockedUntil ? { locked: true, retryAfterMs: LOCK_MS } : { locked: false },
    };
  }

  succeed(key: string): void {
    this.entries.delete(key);
  }

  /** The entry, unless it has run out (lock over and failures forgotten). */
  private current(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.lockedUntil <= now && now - entry.lastFailureAt >= FAILURE_MEMORY_MS) {
      this.entries.delete(key);
      return undefined;
    }
    if (entry.lockedUntil && entry.lockedUntil <= now) {
      // The lock has run out: start counting afresh.
      const fresh = { failures: 0, lastFailureAt: entry.lastFailureAt, lockedUntil: 0 };
      this.entries.set(key, fresh);
      return fresh;
    }
    return entry;
  }

  private store(key: string, entry: Entry) {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.evict();
    this.entries.set(key, entry);
  }

  /** Drops expired records, then the oldest ones, so a flood of addresses cannot grow memory without bound. */
  private evict() {
    const now = this.now();
    for (const [key, e] of this.entries) {
      if (e.lockedUntil <= now && now - e.lastFailureAt >= FAILURE_MEMORY_MS) this.entries.delete(key);
    }
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
