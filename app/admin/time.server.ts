/**
 * India time for the leads inbox. The sales team works in Asia/Kolkata, which has a
 * fixed offset of +05:30 (no daylight saving since 1945), so a calendar day there is
 * always 24 hours starting at 18:30 UTC of the day before.
 */

import { formatIndiaDateTime as indiaDateTime, formatLongDay as longDay } from "#server/india-time";

export const INDIA_TIME_ZONE = "Asia/Kolkata";
const OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The India calendar day of an instant, "YYYY-MM-DD". */
export function indiaDay(instant: Date | string | number): string {
  return new Date(new Date(instant).getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** A real calendar day in YYYY-MM-DD form, from 1970 to `maxYear`. */
function isCalendarDay(value: string, maxYear: number): boolean {
  const m = DAY_RE.exec(value);
  if (!m || Number(m[1]) < 1970 || Number(m[1]) > maxYear) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/**
 * Whether a text is a day a filter accepts: a real calendar day, 1970–9998 (the day
 * after an "until" day must still have a four-digit year).
 */
export function isDay(value: string): boolean {
  return isCalendarDay(value, 9998);
}

/** The instant an India calendar day begins. */
export function indiaDayStart(day: string): Date {
  if (!isCalendarDay(day, 9999)) throw new RangeError(`not a day: ${day}`);
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - OFFSET_MS);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** An instant as India time, ISO 8601 with its offset: "2025-01-31T14:45:00+05:30" (the CSV's column). */
export function indiaIso(instant: Date | string): string {
  const shifted = new Date(new Date(instant).getTime() + OFFSET_MS).toISOString();
  return `${shifted.slice(0, 19)}+05:30`;
}

/** "2026-12-01T09:30" (seconds optional) typed in India time → the instant; undefined when it is not such a value. */
export function parseIndiaDateTime(value: string | null): Date | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const at = new Date(`${value.length === 16 ? `${value}:00` : value}+05:30`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** The value of a datetime-local field for an instant, in India time. */
export const indiaDateTimeValue = (at: Date | string) => indiaIso(at).slice(0, 16);

const timeFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: INDIA_TIME_ZONE,
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
  hour12: true,
});
const dayFormat = new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", day: "numeric", month: "short" });

/** "31 Jan 2025, 2:45 pm IST": formatted on the server so the page hydrates with the same text. */
export function formatIndiaDateTime(instant: Date | string): string {
  return `${indiaDateTime(instant)} IST`;
}

/** "2:45:09 pm IST", for the next attempt of a mail that is due soon. */
export function formatIndiaTime(instant: Date | string): string {
  return `${timeFormat.format(new Date(instant))} IST`;
}

/** "31 Jan" for a calendar day. */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00.000Z`));
}

/** "31 January 2025" for a calendar day. */
export const formatLongDay = longDay;

export type DayCount = { day: string; count: number };

/**
 * Leads per India day for the `days` days ending with the day of `now` (oldest
 * first, days without leads included as 0). Instants outside the window are ignored.
 */
export function dailyCounts(instants: Iterable<string | Date>, now: Date, days = 30): DayCount[] {
  const last = indiaDay(now);
  const first = addDays(last, -(days - 1));
  const counts = new Map<string, number>();
  for (let i = 0; i < days; i++) counts.set(addDays(first, i), 0);
  for (const instant of instants) {
    const day = indiaDay(instant);
    const n = counts.get(day);
    if (n !== undefined) counts.set(day, n + 1);
  }
  return [...counts].map(([day, count]) => ({ day, count }));
}
