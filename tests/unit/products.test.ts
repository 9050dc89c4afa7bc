import { describe, expect, it } from "vitest";
import { products, productContent } from "#shared/content/products";
import { productContentSchema, type Plan } from "#shared/content/schemas/products";
import { formatRupees } from "#app/lib/price";

/** name → [price, oldPrice?] as the plan cards show them. */
function priceTable(plans: Plan[]) {
  return plans.map((p) => [
    p.name,
    p.pricing.type === "fixed" ? p.pricing.price : p.pricing.label,
    p.pricing.type === "fixed" ? p.pricing.oldPrice : undefined,
  ]);
}

function product(route: string) {
  const found = products.find((p) => p.route === route);
  if (!found) throw new Error(`no product ${route}`);
  return found;
}

describe("product content", () => {
  it("passes its schema", () => {
    expect(productContentSchema.safeParse(productContent).error).toBeUndefined();
  });

  it("has the six products of the spec, in order", () => {
    expect(products.map((p) => p.route)).toEqual([
      "tracko",
      "hisab_book",
      "anti_theft",
      "daily_hisab",
      "emi_security",
      "enterprise_mobility_management",
    ]);
  });
});

describe("spec §9 prices", () => {
  it("tracko monthly view: rupees per user, each with a higher struck-through old price", () => {
    const { plans } = product("tracko").planSection;
    expect(priceTable(plans).map(([name, price]) => [name, price])).toEqual([
      ["Basic", 300],
      ["Basic Pro", 350],
      ["Standard", 500],
      ["Standard Pro", 550],
    ]);
    for (const p of plans) {
      expect(p.pricing.type).toBe("fixed");
      if (p.pricing.type === "fixed") expect(p.pricing.oldPrice).toBeGreaterThan(p.pricing.price);
    }
    const labels = plans.map((p) => p.features.map((x) => x.label));
    expect(labels.map((l) => l.find((x) => /users/.test(x)))).toEqual([
      "Up to 5 users",
      "Up to 20 users",
      "Up to 5 users",
      "Up to 20 users",
    ]);
    expect(labels.map((l) => l.includes("Payroll with salary slips"))).toEqual([false, false, true, true]);
    for (const l of labels) {
      expect(l).toContain("Minimum 10 employees");
      expect(l).toContain("Quarterly billing");
    }
  });

  it("tracko yearly view: the spec's names (including the second Premium Pro) and no struck price", () => {
    const billing = product("tracko").planSection.billing;
    expect(billing?.monthlyLabel).toBe("Monthly");
    expect(billing?.yearlyLabel).toBe("Yearly");
    expect(priceTable(billing!.yearlyPlans)).toEqual([
      ["Premium", 3000, undefined],
      ["Premium Pro", 3500, undefined],
      ["Ultimate", 5000, undefined],
      ["Premium Pro", 5500, undefined],
    ]);
    expect(billing!.yearlyPlans.map((p) => p.features.some((x) => /payroll/i.test(x.label)))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it("only tracko has a monthly/yearly switch", () => {
    expect(products.filter((p) => p.planSection.billing).map((p) => p.route)).toEqual(["tracko"]);
  });

  it("hisab_book: 1-year 500, 3-year 1000 (struck 1500), lifetime 1500 one-time", () => {
    const { plans } = product("hisab_book").planSection;
    expect(priceTable(plans)).toEqual([
      ["1-Year Plan", 500, undefined],
      ["3-Year Plan", 1000, 1500],
      ["Lifetime Plan", 1500, undefined],
    ]);
    expect(plans[2]!.pricing).toMatchObject({ period: "one-time" });
  });

  it("anti_theft: 1 year 500, 3 year 1000, including GST", () => {
    const { plans } = product("anti_theft").planSection;
    expect(priceTable(plans)).toEqual([
      ["1 Year", 500, undefined],
      ["3 Year", 1000, undefined],
    ]);
    for (const p of plans) expect(p.pricing).toMatchObject({ taxNote: "incl. GST" });
  });

  it("daily_hisab: 1 month 1500 + GST, 1 year 16500 + GST (struck 18000)", () => {
    const { plans } = product("daily_hisab").planSection;
    expect(priceTable(plans)).toEqual([
      ["1 Month", 1500, undefined],
      ["1 Year", 16500, 18000],
    ]);
    for (const p of plans) expect(p.pricing).toMatchObject({ taxNote: "+ GST" });
  });

  it.each(["emi_security", "enterprise_mobility_management"])(
    "%s publishes no price: every plan asks for a quote",
    (route) => {
      for (const p of product(route).planSection.plans) {
        expect(p.pricing.type).toBe("quote");
        expect(p.button.href).toBe("/contact_us");
        expect(p.button.label).toMatch(/quote/i);
      }
    },
  );

  it("formats the spec's prices with Indian grouping", () => {
    expect([300, 350, 500, 550, 3000, 3500, 5000, 5500, 1000, 1500, 16500, 18000].map(formatRupees)).toEqual([
      "₹300",
      "₹350",
      "₹500",
      "₹550",
      "₹3,000",
      "₹3,500",
      "₹5,000",
      "₹5,500",
      "₹1,000",
      "₹1,500",
      "₹16,500",
      "₹18,000",
    ]);
  });
});

describe("product schema", () => {
  it("rejects an old price that is not higher than the price", () => {
    const broken = structuredClone(productContent);
    const plan = broken.products[0]!.planSection.plans[0]!;
    if (plan.pricing.type === "fixed") plan.pricing.oldPrice = plan.pricing.price;
    expect(productContentSchema.safeParse(broken).success).toBe(false);
  });

  it("rejects a struck-through price in the yearly view", () => {
    const broken = structuredClone(productContent);
    const plan = broken.products[0]!.planSection.billing!.yearlyPlans[0]!;
    if (plan.pricing.type === "fixed") plan.pricing.oldPrice = 9999;
    expect(productContentSchema.safeParse(broken).success).toBe(false);
  });

  it("rejects a store link that is not on the store's host", () => {
    const broken = structuredClone(productContent);
    broken.products[0]!.stores!.playStore = "https://example.com/app";
    expect(productContentSchema.safeParse(broken).success).toBe(false);
  });
});
