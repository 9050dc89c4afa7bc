/**
 * India time on the server (Asia/Kolkata: a fixed +05:30, no daylight saving): the
 * pipeline's digest schedule and text, and the back office's formatting
 * (app/admin/time.server.ts builds on this). Calendar-day arithmetic is analytics/days.ts's.
 */
import { dayStartIso, indiaDayOf, shiftDay } from "./analytics/days";

const ZONE = "Asia/Kolkata";

/** The India calendar day of an instant, "YYYY-MM-DD". */
export const indiaDay = indiaDayOf;

/** Minutes since India midnight (08:30 is 510). */
export function indiaMinuteOfDay(instant: Date): number {
  return Math.floor((instant.getTime() - Date.parse(dayStartIso(indiaDayOf(instant)))) / 60_000);
}

/** The instants an India day starts and ends (exclusive). */
export function indiaDayBounds(day: string): { start: Date; end: Date } {
  return { start: new Date(dayStartIso(day)), end: new Date(dayStartIso(shiftDay(day, 1))) };
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
