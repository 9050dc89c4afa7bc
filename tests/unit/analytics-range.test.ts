import { describe, expect, it } from "vitest";
import {
  MAX_RANGE_DAYS,
  formatChange,
  formatRate,
  lastDays,
  parseRange,
  percentChange,
  pointChange,
  presetHref,
  previousRange,
  rangeLength,
  rangeQueryString,
} from "#app/admin/analytics/range.server";
import { campaignRows, toTiles } from "#app/admin/analytics/view.server";
import { analyticsCsvCells } from "#app/admin/analytics/csv.server";
import { analyticsCsvFileName } from "#app/admin/analytics/copy";
import type { AnalyticsTotals } from "#server/analytics/report";

const TODAY = "2025-03-15";
const parse = (query: string, today = TODAY) => parseRange(new URLSearchParams(query), today);

describe("the analytics period", () => {
  it("defaults to the last 30 days, today included", () => {
    const p = parse("");
    expect(p.range).toEqual({ from: "2025-02-14", to: "2025-03-15" });
    expect(p.days).toBe(30);
    expect(p.preset).toBe(30);
    expect(p.notes).toEqual([]);
  });

  it("reads the presets, and ignores other day counts", () => {
    expect(parse("days=7").range).toEqual({ from: "2025-03-09", to: TODAY });
    expect(parse("days=7").preset).toBe(7);
    expect(parse("days=90").range).toEqual({ from: "2024-12-16", to: TODAY });
    expect(parse("days=90").days).toBe(90);
    for (const q of ["days=12", "days=-7", "days=7.0", "days=1e2", "days=", "days=999999"]) {
      expect(parse(q).range, q).toEqual(lastDays(TODAY, 30));
    }
    expect(presetHref(30)).toBe("/admin/analytics");
    expect(presetHref(7)).toBe("/admin/analytics?days=7");
  });

  it("reads from/to, both days included, and knows when they are a preset", () => {
    const p = parse("from=2025-01-01&to=2025-01-31");
    expect(p.range).toEqual({ from: "2025-01-01", to: "2025-01-31" });
    expect(p.days).toBe(31);
    expect(p.preset).toBeNull();
    expect(parse("from=2025-03-09&to=2025-03-15").preset).toBe(7);
    expect(parse("from=2025-03-15&to=2025-03-15").days).toBe(1);
    // from/to win over a preset.
    expect(parse("days=7&from=2025-01-01&to=2025-01-02").range).toEqual({ from: "2025-01-01", to: "2025-01-02" });
  });

  it("swaps a range typed backwards", () => {
    const p = parse("from=2025-02-10&to=2025-02-01");
    expect(p.range).toEqual({ from: "2025-02-01", to: "2025-02-10" });
    expect(p.notes).toEqual([]);
  });

  it("fills in a missing end: today after `from`, 30 days before `to`", () => {
    expect(parse("from=2025-03-01").range).toEqual({ from: "2025-03-01", to: TODAY });
    expect(parse("from=2025-04-01").range).toEqual({ from: TODAY, to: "2025-04-01" });
    expect(parse("to=2025-01-31").range).toEqual({ from: "2025-01-02", to: "2025-01-31" });
  });

  it("falls back to the default for values that are not days, and says so", () => {
    for (const q of [
      "from=2025-02-30&to=2025-03-01",
      "from=yesterday",
      "to=2025-1-5",
      "from=2025-01-01T00:00&to=2025-01-02",
      "from=1969-12-31",
      "from=1999-12-31&to=2000-01-10",
      "to=9999-12-31",
      `from=${"9".repeat(5000)}`,
    ]) {
      const p = parse(q);
      expect(p.range, q).toEqual(lastDays(TODAY, 30));
      expect(p.notes, q).toEqual(["invalid"]);
    }
    // Empty fields (a form sent blank) are simply absent.
    expect(parse("from=&to=").notes).toEqual([]);
    expect(parse("from=+2025-01-01+&to=2025-01-02").range.from).toBe("2025-01-01");
  });

  it("caps a range at 366 days, keeping its last days", () => {
    const p = parse("from=2020-01-01&to=2025-03-15");
    expect(p.range).toEqual({ from: "2024-03-15", to: "2025-03-15" });
    expect(p.days).toBe(MAX_RANGE_DAYS);
    expect(p.notes).toEqual(["capped"]);
    expect(parse("from=2024-03-15&to=2025-03-15").notes).toEqual([]);
    expect(parse("from=2024-03-14&to=2025-03-15").notes).toEqual(["capped"]);
  });

  it("never leaves the days the helpers accept, even at the edges", () => {
    const early = parse("to=2000-01-05");
    expect(early.range).toEqual({ from: "2000-01-01", to: "2000-01-05" });
    expect(previousRange(early.range)).toEqual({ from: "1999-12-27", to: "1999-12-31" });
    const late = parse("from=2999-12-31&to=2999-01-01");
    expect(late.range).toEqual({ from: "2999-01-01", to: "2999-12-31" });
  });

  it("writes a period back as a query string", () => {
    expect(rangeQueryString({ from: "2025-01-01", to: "2025-01-31" })).toBe("?from=2025-01-01&to=2025-01-31");
  });
});

describe("the previous period", () => {
  it("has the same length and ends the day before", () => {
    expect(previousRange({ from: "2025-02-14", to: "2025-03-15" })).toEqual({ from: "2025-01-15", to: "2025-02-13" });
    expect(previousRange({ from: "2025-03-15", to: "2025-03-15" })).toEqual({ from: "2025-03-14", to: "2025-03-14" });
    // Across a leap day and a year end.
    expect(previousRange({ from: "2024-03-01", to: "2024-03-07" })).toEqual({ from: "2024-02-23", to: "2024-02-29" });
    expect(previousRange({ from: "2025-01-01", to: "2025-01-31" })).toEqual({ from: "2024-12-01", to: "2024-12-31" });
    const r = { from: "2024-03-15", to: "2025-03-15" };
    expect(rangeLength(previousRange(r))).toBe(rangeLength(r));
  });
});

describe("changes against the previous period", () => {
  it("is relative for counts, and missing without an earlier value", () => {
    expect(percentChange(112, 100)).toBeCloseTo(12);
    expect(percentChange(50, 200)).toBe(-75);
    expect(percentChange(0, 10)).toBe(-100);
    expect(percentChange(10, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
    expect(percentChange(10, null)).toBeNull();
  });

  it("is in points for rates, and missing when either rate is", () => {
    expect(pointChange(0.031, 0.024)).toBeCloseTo(0.7);
    expect(pointChange(null, 0.02)).toBeNull();
    expect(pointChange(0.02, null)).toBeNull();
  });

  it("prints a sign, a real minus, whole percent or one decimal of a point", () => {
    expect(formatChange(12.4, "percent")).toEqual({ text: "+12%", trend: "up", exact: false });
    expect(formatChange(-7.6, "percent")).toEqual({ text: "\u22128%", trend: "down", exact: false });
    expect(formatChange(1234.4, "percent").text).toBe("+1,234%");
    expect(formatChange(0, "percent")).toEqual({ text: "0%", trend: "same", exact: true });
    expect(formatChange(0.3, "percent")).toEqual({ text: "0%", trend: "same", exact: false });
    expect(formatChange(0.7, "points")).toEqual({ text: "+0.7", trend: "up", exact: false });
    expect(formatChange(-0.04, "points").trend).toBe("same");
  });

  it("prints rates with one decimal", () => {
    expect(formatRate(0.0312)).toBe("3.1%");
    expect(formatRate(0)).toBe("0.0%");
    expect(formatRate(1)).toBe("100.0%");
    expect(formatRate(null)).toBeNull();
  });
});

describe("the summary tiles", () => {
  const totals = (t: Partial<AnalyticsTotals>): AnalyticsTotals => ({
    visitors: 0,
    pageviews: 0,
    visits: 0,
    leads: 0,
    unattributedLeads: 0,
    converting: 0,
    conversionRate: null,
    won: 0,
    wonValue: 0,
    ...t,
  });

  it("say the change against the previous period, and carry the previous value", () => {
    const tiles = toTiles(
      {
        totals: totals({ visitors: 1120, pageviews: 3000, visits: 1300, leads: 28, conversionRate: 0.025 }),
        previousTotals: totals({ visitors: 1000, pageviews: 3000, visits: 0, leads: 30, conversionRate: 0.03 }),
      },
      30,
    );
    const byKey = Object.fromEntries(tiles.map((t) => [t.key, t]));
    expect(tiles.map((t) => t.key)).toEqual([
      "visitors",
      "pageviews",
      "visits",
      "leads",
      "converting",
      "conversionRate",
      "won",
      "wonValue",
    ]);
    expect(byKey.visitors).toMatchObject({ value: "1,120", change: "+12% vs previous 30 days", trend: "up" });
    expect(byKey.visitors?.previous).toBe("Previous 30 days: 1,000.");
    expect(byKey.pageviews).toMatchObject({ change: "No change vs previous 30 days", trend: "same" });
    expect(byKey.visits).toMatchObject({ change: "No earlier data", trend: "none" });
    expect(byKey.leads).toMatchObject({ change: "\u22127% vs previous 30 days", trend: "down" });
    expect(byKey.conversionRate).toMatchObject({
      value: "2.5%",
      change: "\u22120.5 points vs previous 30 days",
      trend: "down",
    });
    expect(byKey.conversionRate?.previous).toBe("Previous 30 days: 3.0%.");
  });

  it("show won deals and their value in rupees, the visitors who wrote, and the leads without a landing page apart", () => {
    const tiles = toTiles(
      {
        totals: totals({
          visitors: 4,
          leads: 4,
          unattributedLeads: 2,
          converting: 2,
          conversionRate: 0.5,
          won: 2,
          wonValue: 750_000,
        }),
        previousTotals: totals({ won: 1, wonValue: 500_000 }),
      },
      30,
    );
    const byKey = Object.fromEntries(tiles.map((t) => [t.key, t]));
    expect(byKey.leads?.note).toBe(
      "2 came without a landing page (through the API, or from a browser that asks not to be tracked): counted apart",
    );
    expect(byKey.converting).toMatchObject({ value: "2" });
    expect(byKey.conversionRate).toMatchObject({
      value: "50.0%",
      note: "Visitors who wrote ÷ visitors (never above 100%)",
    });
    expect(byKey.won).toMatchObject({ value: "2", change: "+100% vs previous 30 days" });
    expect(byKey.wonValue).toMatchObject({
      value: "₹7,50,000",
      change: "+50% vs previous 30 days",
      previous: "Previous 30 days: ₹5,00,000.",
    });
  });

  it("handle a period without visitors, and a single day", () => {
    const tiles = toTiles({ totals: totals({}), previousTotals: totals({ visitors: 5, conversionRate: 0.2 }) }, 1);
    const rate = tiles.find((t) => t.key === "conversionRate");
    expect(rate).toMatchObject({ value: null, change: "No visitors in this period", trend: "none" });
    expect(tiles[0]?.change).toBe("\u2212100% vs previous day");
    expect(tiles[0]?.previous).toBe("Previous day: 5.");
    const none = toTiles({ totals: totals({}), previousTotals: totals({}) }, 7);
    expect(none.find((t) => t.key === "conversionRate")).toMatchObject({ change: "No earlier data" });
    expect(none.find((t) => t.key === "conversionRate")?.previous).toBe("Previous 7 days: not available.");
  });
});

describe("the campaigns table and the CSV", () => {
  it("adds visited campaigns without leads after the conversion rows", () => {
    const rows = campaignRows({
      top: {
        page: [],
        referrer: [],
        source: [],
        device: [],
        campaign: [
          { key: "diwali", visitors: 40, pageviews: 90, visits: 45, converting: 2 },
          { key: "holi", visitors: 60, pageviews: 70, visits: 61, converting: 0 },
        ],
      },
      conversions: {
        landing: [],
        campaign: [{ key: "diwali", visitors: 40, converting: 2, leads: 3, conversionRate: 0.05 }],
      },
    });
    expect(rows).toEqual([
      { key: "diwali", visitors: 40, converting: 2, leads: 3, conversionRate: 0.05 },
      { key: "holi", visitors: 60, converting: 0, leads: 0, conversionRate: 0 },
    ]);
    expect(
      campaignRows({
        top: { page: [], referrer: [], source: [], device: [], campaign: [] },
        conversions: { landing: [], campaign: [] },
      }),
    ).toEqual([]);
  });

  it("writes the daily rows in column order, named after the period", () => {
    expect(
      analyticsCsvCells({
        day: "2025-01-02",
        dimension: "page",
        key: "/about_us",
        visitors: 3,
        pageviews: 5,
        visits: 4,
        converting: 1,
      }),
    ).toEqual(["2025-01-02", "page", "/about_us", 3, 5, 4, 1]);
    expect(analyticsCsvFileName({ from: "2025-01-01", to: "2025-01-31" })).toBe(
      "analytics-2025-01-01-to-2025-01-31.csv",
    );
  });
});
