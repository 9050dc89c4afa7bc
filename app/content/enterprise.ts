export type EnterpriseGroup = "device" | "industry";
export const enterpriseFeatures: { id: string; group: EnterpriseGroup }[] = [
  { id: "enterprise-mobility-management", group: "device" },
  { id: "Kiosk-Lockdown", group: "device" },
  { id: "mobile-device-management", group: "device" },
  { id: "android-device-management", group: "device" },
  { id: "education-sector", group: "industry" },
  { id: "healthcare-management", group: "industry" },
  { id: "retail-management", group: "industry" },
  { id: "corporate-management", group: "industry" },
];

/** Device solutions live under enterprise-managements, industries under enterprise-management (spec). */
export function enterpriseFeaturePath(f: { id: string; group: EnterpriseGroup }): string {
  return `/product/${f.group === "device" ? "enterprise-managements" : "enterprise-management"}/${f.id}`;
}
