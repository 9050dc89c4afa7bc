import type { AnalyticsRange } from "#server/analytics/report";
import { addDays, isDay } from "../time.server";
import type { PresetDays, RangeNote, Trend } from "./types";

/**
 * The analytics dashboard's period: India calendar days, both included. Read from
 * the address (`from`, `to`, or a preset `days`), never refused: whatever arrives
 * becomes a valid period of 1 to MAX_RANGE_DAYS days.
 */

/** The quick choices, in days ending today; DEFAULT_DAYS is the page without a query. */
export const PRESET_DAYS = [7, 30, 90] as const satisfies readonly PresetDays[];
export const DEFAULT_DAYS: PresetDays = 30;
/** The longest period (a leap year); a longer one keeps its last days. */
export const MAX_RANGE_DAYS = 366;

/**
 * The days a period may use. Analytics began long after the first day, and the
 * previous period of the earliest range must still be a day the time helpers
 * accept (1970 onwards), as must the day after the last.
 */
export const FIRST_DAY = "2000-01-01";
export const LAST_DAY = "2999-12-31";

const DAY_MS = 24 * 60 * 60_000;

export type ParsedRange = {
  range: AnalyticsRange;
  /** Days in the range, both ends included. */
  days: number;
  /** The preset this range is (its last day is today), if any. */
  preset: PresetDays | null;
  /** What was changed in what the address asked for, to say so on the page. */
  notes: RangeNote[];
};

/** A day a period may start or end on. */
export function isRangeDay(value: string): boolean {
  return isDay(value) && value >= FIRST_DAY && value <= LAST_DAY;
}

/** Days from `from` to `to`, both included (1 for a single day). */
export function rangeLength(range: AnalyticsRange): number {
  return Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The `days` days ending with `today`. */
export function lastDays(today: string, days: number): AnalyticsRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The period of the same length that ends the day before `range` starts. */
export function previousRange(range: AnalyticsRange): AnalyticsRange {
  const days = rangeLength(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

function isPreset(n: number): n is PresetDays {
  return (PRESET_DAYS as readonly number[]).includes(n);
}

/**
 * Reads the period from the query string, `today` being the India day of the request:
 * - `from` and `to` (YYYY-MM-DD): that period; one backwards is swapped;
 * - one of them alone: it with today (no `to`), or the DEFAULT_DAYS days up to `to`;
 * - `days=7|30|90` (the presets): that many days ending today;
 * - nothing, or values that are not days: the DEFAULT_DAYS days ending today.
 * Longer than MAX_RANGE_DAYS: its last MAX_RANGE_DAYS days.
 */
export function parseRange(params: URLSearchParams, today: string): ParsedRange {
  const text = (name: string) => (params.get(name) ?? "").trim();
  const notes: RangeNote[] = [];
  const rawFrom = text("from");
  const rawTo = text("to");
  const from = isRangeDay(rawFrom) ? rawFrom : "";
  const to = isRangeDay(rawTo) ? rawTo : "";
  const daysParam = /^\d{1,3}$/.test(text("days")) ? Number(text("days")) : NaN;
  const presetDays = isPreset(daysParam) ? daysParam : DEFAULT_DAYS;

  let range: AnalyticsRange;
  if ((rawFrom && !from) || (rawTo && !to)) {
    // Half a period that cannot be read makes the whole of it doubtful.
    notes.push("invalid");
    range = lastDays(today, DEFAULT_DAYS);
  } else if (from && to) {
    range = from <= to ? { from, to } : { from: to, to: from };
  } else if (from) {
    range = from <= today ? { from, to: today } : { from: today, to: from };
  } else if (to) {
    range = { from: addDays(to, -(DEFAULT_DAYS - 1)), to };
  } else {
    range = lastDays(today, presetDays);
  }

  if (rangeLength(range) > MAX_RANGE_DAYS) {
    notes.push("capped");
    range = { from: addDays(range.to, -(MAX_RANGE_DAYS - 1)), to: range.to };
  }
  // Today itself may lie outside FIRST_DAY..LAST_DAY only on a broken clock; keep the days valid anyway.
  if (range.from < FIRST_DAY) range = { ...range, from: FIRST_DAY };
  if (range.to < range.from) range = { ...range, to: range.from };

  const days = rangeLength(range);
  const preset = range.to === today && isPreset(days) ? days : null;
  return { range, days, preset, notes };
}

/** The query string of a period ("?from=…&to=…"), for links that must keep exactly these days. */
export function rangeQueryString(range: AnalyticsRange): string {
  return `?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
}

/** The address of a preset: the default one is the page itself. */
export function presetHref(days: PresetDays): string {
  return days === DEFAULT_DAYS ? "/admin/analytics" : `/admin/analytics?days=${days}`;
}

/**
 * The relative change from `previous` to `current`, in percent (+12.5 for 800 → 900);
 * null when there is nothing to compare with (no earlier value, or it was zero).
 */
export function percentChange(current: number, previous: number | null | undefined): number | null {
  if (previous === null || previous === undefined || !Number.isFinite(previous) || previous <= 0) return null;
  if (!Number.isFinite(current)) return null;
  return ((current - previous) / previous) * 100;
}

/**
 * The change of a rate (0.024 → 0.031), in percentage points (+0.7); null when either
 * rate is missing (a period without visitors has no conversion rate).
 */
export function pointChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || !Number.isFinite(current) || !Number.isFinite(previous)) return null;
  return (current - previous) * 100;
}

/**
 * A change as the tiles print it: "+12%", "−8%" (a real minus sign), rounded to whole
 * percent, or to one decimal for points; `trend` is "same" when it rounds to zero.
 */
export function formatChange(
  change: number,
  unit: "percent" | "points",
): { text: string; trend: Trend; exact: boolean } {
  const decimals = unit === "points" ? 1 : 0;
  const factor = 10 ** decimals;
  const rounded = Math.round(Math.abs(change) * factor) / factor;
  const number = rounded.toLocaleString("en-IN", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const suffix = unit === "percent" ? "%" : "";
  if (rounded === 0) return { text: `0${suffix}`, trend: "same", exact: change === 0 };
  return { text: `${change > 0 ? "+" : "\u2212"}${number}${suffix}`, trend: change > 0 ? "up" : "down", exact: false };
}

/** A share or rate (0.0312) as a percentage with one decimal: "3.1%"; null as null. */
export function formatRate(rate: number | null): string | null {
  if (rate === null || !Number.isFinite(rate)) return null;
  return `${(rate * 100).toLocaleString("en-IN", { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
}
