import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config";

/** BACKUP_DIR, BACKUP_EVERY_HOURS and BACKUP_KEEP, checked at start like every variable (issue 37). */
describe("the backup variables", () => {
  it("default to DATA_DIR/backups, no schedule, and seven kept", () => {
    const config = loadConfig({ DATA_DIR: "/srv/site-data" });
    expect(config.BACKUP_DIR).toBe(path.resolve("/srv/site-data/backups"));
    expect(config.BACKUP_EVERY_HOURS).toBeUndefined();
    expect(config.BACKUP_KEEP).toBe(7);
  });

  it("refuse a schedule with PostgreSQL, naming the variable and the tool to use", () => {
    expect(() =>
      loadConfig({ DATABASE_URL: "postgres://site@db.example.com/site", BACKUP_EVERY_HOURS: "24" }),
    ).toThrowError(ConfigError);
    expect(() =>
      loadConfig({ DATABASE_URL: "postgres://site@db.example.com/site", BACKUP_EVERY_HOURS: "24" }),
    ).toThrowError(/BACKUP_EVERY_HOURS: .*pg_dump/);
  });

  it.each([
    ["BACKUP_EVERY_HOURS", "0"],
    ["BACKUP_EVERY_HOURS", "every day"],
    ["BACKUP_KEEP", "0"],
  ])("refuse %s=%s", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(
      new RegExp(`^Invalid environment configuration:\\n  ${name}: `),
    );
  });
});
