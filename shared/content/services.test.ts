import { describe, expect, it } from "vitest";
import { projects } from "./portfolio";
import { servicesPageSchema, servicesSchema } from "./schemas/services";
import { findService, services, servicesPage } from "./services";

describe("services content", () => {
  it("validates against the schemas", () => {
    expect(servicesSchema.safeParse(services).success).toBe(true);
    expect(servicesPageSchema.safeParse(servicesPage).success).toBe(true);
  });

  it("keeps the spec's six slugs in navigation order", () => {
    expect(services.map((s) => s.slug)).toEqual([
      "software_development",
      "app_development",
      "web_development",
      "branding_service",
      "digital_marketing",
      "cloud_computing_service",
    ]);
  });

  it("finds a service by its exact slug only", () => {
    expect(findService("web_development")?.name).toBe("Web Development");
    expect(findService("software-development")).toBeUndefined();
    expect(findService("Web_Development")).toBeUndefined();
    expect(findService(undefined)).toBeUndefined();
  });

  it("lists only existing portfolio projects under Our Work", () => {
    const known = new Set(projects.map((p) => p.slug));
    for (const service of services) {
      for (const slug of service.work.projects) expect(known, `${service.slug} → ${slug}`).toContain(slug);
    }
  });

  it("gives every service its own hero copy", () => {
    expect(new Set(services.map((s) => s.hero.title)).size).toBe(6);
    expect(new Set(services.map((s) => s.hero.description)).size).toBe(6);
  });
});
