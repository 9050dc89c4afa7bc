/**
 * India calendar days ("YYYY-MM-DD"), the unit analytics count in: the company works
 * in Asia/Kolkata, a fixed +05:30 with no daylight saving.
 */
const OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export function indiaDayOf(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC instant (ISO) at which an India day begins. */
export function dayStartIso(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - OFFSET_MS).toISOString();
}

/** Every day from `from` to `to`, inclusive. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to && days.length <= 3_660; d = shiftDay(d, 1)) days.push(d);
  return days;
}
