import { describe, expect, it } from "vitest";
import { portfolioPage, projectDetail, projects } from "#shared/content/portfolio";
import {
  portfolioPageSchema,
  projectSchema,
  projectsSchema,
  projectStatSchema,
} from "#shared/content/schemas/portfolio";

describe("portfolio content", () => {
  it("passes its schemas", () => {
    expect(projectsSchema.safeParse(projects).error).toBeUndefined();
    expect(portfolioPageSchema.safeParse(portfolioPage).error).toBeUndefined();
  });

  it("keeps every percentage within the spec's 25–70 % range", () => {
    const all = projects.flatMap((p) => p.stats.map((s) => s.percentage));
    expect(all.length).toBeGreaterThanOrEqual(projects.length);
    for (const pct of all) {
      expect(pct).toBeGreaterThanOrEqual(25);
      expect(pct).toBeLessThanOrEqual(70);
    }
  });

  it("rejects a percentage outside 25–70 %", () => {
    expect(projectStatSchema.safeParse({ percentage: 24, text: "Increase in orders" }).success).toBe(false);
    expect(projectStatSchema.safeParse({ percentage: 71, text: "Increase in orders" }).success).toBe(false);
    expect(projectStatSchema.safeParse({ percentage: 25, text: "Increase in orders" }).success).toBe(true);
    expect(projectStatSchema.safeParse({ percentage: 70, text: "Increase in orders" }).success).toBe(true);
    const broken = { ...projects[0]!, stats: [{ percentage: 150, text: "Increase in business" }] };
    expect(projectSchema.safeParse(broken).success).toBe(false);
  });

  it("has the six spec slugs, one project with video and one without", () => {
    expect(projects.map((p) => p.slug)).toEqual([
      "gola-sizzler-mobile",
      "gola-sizzler-website",
      "annant-education",
      "pay-n-earn",
      "suraksha-code",
      "gowisekart",
    ]);
    expect(projects.some((p) => p.detail.video)).toBe(true);
    expect(projects.some((p) => !p.detail.video)).toBe(true);
  });

  it("has at least five slider images and at most three background images per project", () => {
    for (const p of projects) {
      expect(p.detail.sliderImages.length).toBeGreaterThanOrEqual(5);
      expect(p.detail.backgroundImages.length).toBeLessThanOrEqual(3);
    }
  });

  it("finds a detail record by slug and nothing for an unknown one", () => {
    expect(projectDetail("pay-n-earn", projects)?.projectName).toBe("Pay N Earn App");
    expect(projectDetail("unknown", projects)).toBeUndefined();
    expect(projectDetail("constructor", projects)).toBeUndefined();
  });
});
