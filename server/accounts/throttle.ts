import type { Kysely, Transaction } from "kysely";
import type { Db } from "../db";
import type { Database } from "../db/schema";

/**
 * Sign-in throttling kept in the database, so it holds across instances and restarts.
 *
 * Every guess is counted *before* the password is checked (a reservation in one
 * transaction), so parallel guesses on several instances cannot slip past a limit.
 * Three counters per guess:
 * - `pair:` one account from one address: slowed after the first miss, refused
 *   (locked) after PAIR_LIMIT. Keyed by address too, so a stranger hammering an
 *   account from their network never locks its owner out from another.
 * - `addr:` one address, whatever the accounts: stops password spraying.
 * - `acct:` one account, from anywhere: never refuses (that would hand attackers a
 *   lock-out button); past ACCOUNT_SLOW_AFTER it holds each answer back.
 * A correct password clears its pair and gives back the reserved guess.
 */

export type ThrottleRule = { limit: number | null; slowDown: boolean };

export const PAIR_LIMIT = 5;
export const ADDRESS_LIMIT = 20;
export const ACCOUNT_SLOW_AFTER = 20;
export const LOCK_MS = 15 * 60_000;
/** Misses older than this are forgotten. */
export const FAILURE_MEMORY_MS = 15 * 60_000;
/** At most this many rows: beyond it the oldest go first (a flood of addresses cannot grow the table without bound). */
export const MAX_ROWS = 100_000;

/** The wait before the next guess of a pair or address after its nth miss: 0, 1 s, 2 s, 4 s, 8 s… */
export function slowDownMs(failures: number): number {
  return failures <= 1 ? 0 : Math.min(1000 * 2 ** (failures - 2), 8000);
}

/** How long to hold an answer for an account under a distributed attack. */
export function accountDelayMs(failures: number): number {
  return failures <= ACCOUNT_SLOW_AFTER ? 0 : Math.min(250 * (failures - ACCOUNT_SLOW_AFTER), 3000);
}

export type Reservation =
  | { ok: true; keys: string[]; lockedNow: boolean; holdMs: number }
  | { ok: false; reason: "locked" | "slow"; retryAfterMs: number };

type Counter = { key: string; limit: number | null; slowDown: boolean };

export function signInCounters(email: string, address: string): Counter[] {
  return [
    { key: `pair:${email}|${address}`, limit: PAIR_LIMIT, slowDown: true },
    { key: `addr:${address}`, limit: ADDRESS_LIMIT, slowDown: false },
    { key: `acct:${email}`, limit: null, slowDown: false },
  ];
}

/**
 * Guesses from a browser where this account signed in before (the device cookie):
 * counted on their own, never on the shared address counters, so the account's owner
 * is not locked out by what strangers do elsewhere.
 */
export function knownDeviceCounters(email: string, deviceId: string): Counter[] {
  return [
    { key: `device:${deviceId}|${email}`, limit: PAIR_LIMIT, slowDown: true },
    { key: `acct:${email}`, limit: null, slowDown: false },
  ];
}

/** Second-factor codes: per account and address, and per account (someone holding the password). */
export function secondFactorCounters(userId: number, address: string): Counter[] {
  return [
    { key: `2fa:${userId}|${address}`, limit: PAIR_LIMIT, slowDown: true },
    { key: `2fa:${userId}`, limit: 10, slowDown: false },
  ];
}

export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Counts one guess against every counter, or refuses it without counting. */
  async reserve(counters: Counter[]): Promise<Reservation> {
    const sorted = [...counters].sort((a, b) => a.key.localeCompare(b.key)); // one lock order: no deadlocks
    return this.db.kysely.transaction().execute(async (trx) => {
      const now = this.now().getTime();
      const rows = await this.lockRows(
        trx,
        sorted.map((c) => c.key),
      );
      let retryLocked = 0;
      let retrySlow = 0;
      for (const c of sorted) {
        const row = fresh(rows.get(c.key), now);
        if (row.lockedUntil > now) retryLocked = Math.max(retryLocked, row.lockedUntil - now);
        else if (c.slowDown && row.nextAllowedAt > now) retrySlow = Math.max(retrySlow, row.nextAllowedAt - now);
      }
      if (retryLocked) return { ok: false, reason: "locked", retryAfterMs: retryLocked } as const;
      if (retrySlow) return { ok: false, reason: "slow", retryAfterMs: retrySlow } as const;

      let lockedNow = false;
      let holdMs = 0;
      for (const c of sorted) {
        const row = fresh(rows.get(c.key), now);
        const failures = row.failures + 1;
        const lock = c.limit !== null && failures >= c.limit;
        lockedNow ||= lock;
        if (c.limit === null) holdMs = Math.max(holdMs, accountDelayMs(failures));
        const values = {
          failures: lock ? 0 : failures,
          last_failure_at: new Date(now).toISOString(),
          next_allowed_at: new Date(now + (c.slowDown ? slowDownMs(failures) : 0)).toISOString(),
          locked_until: lock ? new Date(now + LOCK_MS).toISOString() : null,
        };
        await trx.updateTable("login_throttle").set(values).where("key", "=", c.key).execute();
      }
      return { ok: true, keys: sorted.map((c) => c.key), lockedNow, holdMs } as const;
    });
  }

  /**
   * A correct answer: clears the pair (and second-factor) counters and gives the
   * reserved guess back to the others. Leaves a lock set by this very guess alone
   * only for the other counters; the pair is cleared entirely.
   */
  async succeed(keys: string[]): Promise<void> {
    const k = this.db.kysely;
    const [clear, giveBack] = [keys.filter((key) => key.includes("|")), keys.filter((key) => !key.includes("|"))];
    if (clear.length) await k.deleteFrom("login_throttle").where("key", "in", clear).execute();
    if (giveBack.length) {
      await k
        .updateTable("login_throttle")
        .set((eb) => ({ failures: eb("failures", "-", 1) }))
        .where("key", "in", giveBack)
        .where("failures", ">", 0)
        .execute();
    }
  }

  /** Forgets everything about one account's sign-in (after a password reset by e-mail). */
  async clearAccount(email: string): Promise<void> {
    await this.db.kysely
      .deleteFrom("login_throttle")
      .where((eb) =>
        eb.or([eb("key", "=", `acct:${email}`), eb("key", "like", `pair:${email.replace(/[%_\\]/g, "\\$&")}|%`)]),
      )
      .execute();
  }

  /** Deletes rows that no longer matter, then the oldest beyond MAX_ROWS. */
  async prune(maxRows = MAX_ROWS): Promise<number> {
    const k = this.db.kysely;
    const now = this.now();
    const forgotten = new Date(now.getTime() - FAILURE_MEMORY_MS).toISOString();
    const expired = await k
      .deleteFrom("login_throttle")
      .where("last_failure_at", "<", forgotten)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now.toISOString())]))
      .executeTakeFirst();
    const cutoff = await k
      .selectFrom("login_throttle")
      .select("last_failure_at")
      .orderBy("last_failure_at", "desc")
      .limit(1)
      .offset(maxRows)
      .executeTakeFirst();
    let trimmed = 0n;
    if (cutoff) {
      const result = await k
        .deleteFrom("login_throttle")
        .where("last_failure_at", "<=", cutoff.last_failure_at)
        .executeTakeFirst();
      trimmed = result.numDeletedRows;
    }
    return Number(expired.numDeletedRows + trimmed);
  }

  async count(): Promise<number> {
    const row = await this.db.kysely
      .selectFrom("login_throttle")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Makes sure each key has a row, then reads them, locked for this transaction on PostgreSQL. */
  private async lockRows(trx: Transaction<Database> | Kysely<Database>, keys: string[]) {
    const epoch = new Date(0).toISOString();
    await trx
      .insertInto("login_throttle")
      .values(
        keys.map((key) => ({ key, failures: 0, last_failure_at: epoch, next_allowed_at: epoch, locked_until: null })),
      )
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    const rows = await trx
      .selectFrom("login_throttle")
      .selectAll()
      .where("key", "in", keys)
      .orderBy("key")
      .$if(this.db.dialect === "postgres", (q) => q.forUpdate())
      .execute();
    return new Map(rows.map((r) => [r.key, r]));
  }
}

type Row = { failures: number; last_failure_at: string; next_allowed_at: string; locked_until: string | null };

/** A row as it counts now: misses older than FAILURE_MEMORY_MS and locks that ran out are forgotten. */
function fresh(row: Row | undefined, now: number) {
  if (!row) return { failures: 0, nextAllowedAt: 0, lockedUntil: 0 };
  const lockedUntil = row.locked_until ? Date.parse(row.locked_until) : 0;
  const stale = now - Date.parse(row.last_failure_at) >= FAILURE_MEMORY_MS;
  return {
    failures: lockedUntil > now || !stale ? Number(row.failures) : 0,
    nextAllowedAt: Date.parse(row.next_allowed_at),
    lockedUntil,
  };
}
