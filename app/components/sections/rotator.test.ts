import { describe, expect, it } from "vitest";
import { nextRotatorIndex, ROTATION_INTERVAL_MS, slideState } from "./rotator";

describe("testimonial rotator", () => {
  it("advances by one every 3000 ms", () => {
    expect(ROTATION_INTERVAL_MS).toBe(3000);
    expect(nextRotatorIndex(0, 6)).toBe(1);
    expect(nextRotatorIndex(4, 6)).toBe(5);
  });

  it("wraps past the last item to the first", () => {
    expect(nextRotatorIndex(5, 6)).toBe(0);
  });

  it("wraps below 0 to the last item", () => {
    expect(nextRotatorIndex(0, 6, -1)).toBe(5);
    expect(nextRotatorIndex(-1, 6, 0)).toBe(5);
  });

  it("marks the active item, the previous one and the others", () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => slideState(i, 2, 6))).toEqual([
      "nextSlide",
      "lastSlide",
      "activeSlide",
      "nextSlide",
      "nextSlide",
      "nextSlide",
    ]);
  });

  it("treats the last item as previous when the first is active", () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => slideState(i, 0, 6))).toEqual([
      "activeSlide",
      "nextSlide",
      "nextSlide",
      "nextSlide",
      "nextSlide",
      "lastSlide",
    ]);
  });

  it("has exactly one active and one previous item for any index", () => {
    for (let active = 0; active < 6; active++) {
      const states = [0, 1, 2, 3, 4, 5].map((i) => slideState(i, active, 6));
      expect(states.filter((s) => s === "activeSlide")).toHaveLength(1);
      expect(states.filter((s) => s === "lastSlide")).toHaveLength(1);
    }
  });

  it("keeps a single item active", () => {
    expect(slideState(0, 0, 1)).toBe("activeSlide");
    expect(nextRotatorIndex(0, 1)).toBe(0);
  });
});
