import { describe, expect, it } from "vitest";
import { formatRupees } from "./price";

describe("formatRupees", () => {
  it.each([
    [0, "₹0"],
    [300, "₹300"],
    [1000, "₹1,000"],
    [3500, "₹3,500"],
    [16500, "₹16,500"],
    [100000, "₹1,00,000"],
    [1234567, "₹12,34,567"],
    [123456789, "₹12,34,56,789"],
  ])("formats %i as %s", (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
  });

  it("refuses amounts that are not whole rupees", () => {
    expect(() => formatRupees(12.5)).toThrow(RangeError);
    expect(() => formatRupees(-1)).toThrow(RangeError);
    expect(() => formatRupees(Number.NaN)).toThrow(RangeError);
  });
});
