import { describe, expect, it } from "vitest";
import {
  enterpriseFeaturePath,
  enterpriseFeatures,
  enterpriseGroupFromPath,
  findEnterpriseFeature,
} from "./enterprise";
import { enterpriseFeaturesSchema } from "./schemas/enterprise";

describe("enterprise feature pages", () => {
  it("validates against the schema", () => {
    expect(enterpriseFeaturesSchema.safeParse(enterpriseFeatures).success).toBe(true);
  });

  it("builds device paths under enterprise-managements and industry paths under enterprise-management", () => {
    expect(enterpriseFeaturePath({ id: "Kiosk-Lockdown", group: "device" })).toBe(
      "/product/enterprise-managements/Kiosk-Lockdown",
    );
    expect(enterpriseFeaturePath({ id: "education-sector", group: "industry" })).toBe(
      "/product/enterprise-management/education-sector",
    );
  });

  it("has the spec's four device and four industry ids", () => {
    const ids = (group: string) => enterpriseFeatures.filter((f) => f.group === group).map((f) => f.id);
    expect(ids("device")).toEqual([
      "enterprise-mobility-management",
      "Kiosk-Lockdown",
      "mobile-device-management",
      "android-device-management",
    ]);
    expect(ids("industry")).toEqual([
      "education-sector",
      "healthcare-management",
      "retail-management",
      "corporate-management",
    ]);
  });

  it("finds a feature only under its own group, with the exact id", () => {
    expect(findEnterpriseFeature("device", "Kiosk-Lockdown")?.name).toBe("Kiosk Lockdown");
    expect(findEnterpriseFeature("industry", "Kiosk-Lockdown")).toBeUndefined();
    expect(findEnterpriseFeature("device", "education-sector")).toBeUndefined();
    expect(findEnterpriseFeature("device", "kiosk-lockdown")).toBeUndefined();
    expect(findEnterpriseFeature("industry", undefined)).toBeUndefined();
  });

  it("reads the group from the URL prefix, also for data requests", () => {
    expect(enterpriseGroupFromPath("/product/enterprise-managements/Kiosk-Lockdown")).toBe("device");
    expect(enterpriseGroupFromPath("/product/enterprise-management/education-sector.data")).toBe("industry");
    expect(enterpriseGroupFromPath("/product/tracko")).toBeUndefined();
    expect(enterpriseGroupFromPath("/enterprise-management/x")).toBeUndefined();
  });

  it("gives every page its own copy", () => {
    const distinct = (pick: (f: (typeof enterpriseFeatures)[number]) => string) =>
      new Set(enterpriseFeatures.map(pick)).size;
    expect(distinct((f) => f.head.tagline)).toBe(8);
    expect(distinct((f) => f.head.description)).toBe(8);
    expect(distinct((f) => f.blocks[0].tagline + f.blocks[1].tagline)).toBe(8);
    expect(distinct((f) => f.keyFeatures.heading)).toBe(8);
  });
});
