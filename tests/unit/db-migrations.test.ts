import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATIONS } from "#server/db/migrations/index";

/**
 * One file per migration (server/db/migrations/NNN-name.ts), listed by the index in the order
 * they run. Kysely runs them in the order of their names, which are the ids databases already
 * hold in kysely_migration: the list must be in that order, numbered without gaps, and name
 * each file.
 */
describe("the migrations' index", () => {
  const names = MIGRATIONS.map(([name]) => name);

  it("lists them in the order Kysely runs them, numbered 001, 002, … without gaps", () => {
    expect([...names].sort()).toEqual(names);
    expect(names.map((name) => name.split("-")[3])).toEqual(names.map((_, i) => String(i + 1).padStart(3, "0")));
  });

  it("has one file per migration, named by its number and name", () => {
    const folder = path.join(import.meta.dirname, "../../server/db/migrations");
    const files = readdirSync(folder).filter((f) => /^\d{3}-/.test(f));
    expect(files.sort()).toEqual(names.map((name) => `${name.slice("YYYY-MM-DD-".length)}.ts`));
  });
});
