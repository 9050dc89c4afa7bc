import { describe, expect, it } from "vitest";
import {
  addDays,
  dailyCounts,
  formatDay,
  formatIndiaDateTime,
  indiaDay,
  indiaDayStart,
  indiaIso,
  isDay,
} from "#app/admin/time.server";

describe("India time", () => {
  it("puts an instant on its India calendar day (UTC+05:30)", () => {
    expect(indiaDay("2025-01-30T18:29:59.999Z")).toBe("2025-01-30");
    expect(indiaDay("2025-01-30T18:30:00.000Z")).toBe("2025-01-31");
    expect(indiaDay("2024-12-31T20:00:00.000Z")).toBe("2025-01-01");
  });

  it("starts an India day at 18:30 UTC the day before", () => {
    expect(indiaDayStart("2025-01-31").toISOString()).toBe("2025-01-30T18:30:00.000Z");
    expect(() => indiaDayStart("2025-02-30")).toThrow(RangeError);
  });

  it("knows real calendar days", () => {
    expect(isDay("2024-02-29")).toBe(true);
    expect(isDay("2025-02-29")).toBe(false);
    expect(isDay("2025-1-5")).toBe(false);
    expect(isDay("2025-01-05T00:00")).toBe(false);
    expect(addDays("2025-02-28", 1)).toBe("2025-03-01");
    expect(addDays("2025-01-01", -1)).toBe("2024-12-31");
  });

  it("writes India time as ISO 8601 with its offset", () => {
    expect(indiaIso("2025-01-31T09:15:30.123Z")).toBe("2025-01-31T14:45:30+05:30");
    expect(indiaIso("2025-01-31T20:00:00.000Z")).toBe("2025-02-01T01:30:00+05:30");
  });

  it("formats times for people in IST", () => {
    expect(formatIndiaDateTime("2025-01-31T09:15:00.000Z")).toMatch(/^31 Jan 2025, 2:45\s?pm IST$/i);
    expect(formatDay("2025-01-31")).toBe("31 Jan");
  });
});

describe("leads per India day", () => {
  const now = new Date("2025-01-31T10:00:00.000Z"); // 31 Jan, 15:30 IST

  it("counts the last 30 days, oldest first, with empty days as 0", () => {
    const days = dailyCounts(
      [
        "2025-01-31T05:00:00.000Z",
        "2025-01-30T19:00:00.000Z", // 31 Jan 00:30 IST
        "2025-01-30T18:00:00.000Z", // 30 Jan 23:30 IST
        "2025-01-02T00:00:00.000Z", // first day of the window
        "2025-01-01T12:00:00.000Z", // outside the window
        "2025-02-01T12:00:00.000Z", // in the future
      ],
      now,
    );
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: "2025-01-02", count: 1 });
    expect(days[29]).toEqual({ day: "2025-01-31", count: 2 });
    expect(days[28]).toEqual({ day: "2025-01-30", count: 1 });
    expect(days.reduce((s, d) => s + d.count, 0)).toBe(4);
  });

  it("uses the India day of `now`, not the UTC one", () => {
    const lateEvening = new Date("2025-01-31T19:00:00.000Z"); // 1 Feb 00:30 IST
    const days = dailyCounts([], lateEvening, 7);
    expect(days.map((d) => d.day)).toEqual([
      "2025-01-26",
      "2025-01-27",
      "2025-01-28",
      "2025-01-29",
      "2025-01-30",
      "2025-01-31",
      "2025-02-01",
    ]);
  });
});
