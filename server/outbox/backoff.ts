/** Delay before the first retry; each later retry waits twice as long as the one before. */
export const FIRST_RETRY_MS = 2_000;
/** No retry waits longer than this. */
export const MAX_RETRY_MS = 10 * 60_000;
/** ±25 % randomness, so many failed messages do not all retry in the same instant. */
export const JITTER = 0.25;

/**
 * How long to wait after the given number of failed attempts (1 = the first
 * attempt failed): 2 s, 4 s, 8 s … capped at 10 minutes, with jitter. With the
 * jitter the first retry still comes within 2.5 s.
 */
export function retryDelayMs(failedAttempts: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(failedAttempts, 1) - 1, 30);
  const base = Math.min(FIRST_RETRY_MS * 2 ** exponent, MAX_RETRY_MS);
  const jittered = base * (1 - JITTER + 2 * JITTER * random());
  return Math.round(Math.min(jittered, MAX_RETRY_MS));
}
