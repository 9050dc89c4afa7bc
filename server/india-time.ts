/**
 * India time for the pipeline's server side (the digest's schedule and text). Asia/Kolkata
 * has a fixed offset of +05:30 (no daylight saving), so a day there starts at 18:30 UTC of
 * the day before. (app/admin/time.server.ts has the inbox's formatting; server code cannot import it.)
 */
const OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const ZONE = "Asia/Kolkata";

/** The India calendar day of an instant, "YYYY-MM-DD". */
export function indiaDay(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes since India midnight (08:30 is 510). */
export function indiaMinuteOfDay(instant: Date): number {
  const shifted = new Date(instant.getTime() + OFFSET_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** The instants an India day starts and ends (exclusive). */
export function indiaDayBounds(day: string): { start: Date; end: Date } {
  const start = new Date(Date.parse(`${day}T00:00:00.000Z`) - OFFSET_MS);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

const longDate = new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" });
const clock = new Intl.DateTimeFormat("en-IN", { timeZone: ZONE, hour: "numeric", minute: "2-digit", hour12: true });
const dateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** "27 November 2026" for a day "2026-11-27". */
export function formatLongDay(day: string): string {
  return longDate.format(new Date(`${day}T00:00:00.000Z`));
}

/** "10:30 am", India time. */
export function formatIndiaClock(instant: Date | string): string {
  return clock.format(new Date(instant));
}

/** "26 Nov 2026, 4:10 pm", India time. */
export function formatIndiaDateTime(instant: Date | string): string {
  return dateTime.format(new Date(instant));
}
