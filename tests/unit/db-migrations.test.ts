import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { otherSchemaVanished } from "#server/db/index";
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

/**
 * Kysely's migrator looks at every schema of the database. When another one (another test
 * file's, another tenant's) is dropped during that look, the step is tried again; a problem
 * with our own schema is not hidden.
 */
describe("a migration step that met another schema being dropped", () => {
  const pg = (code: string, message: string) => Object.assign(new Error(message), { code });

  it("is tried again when the schema or table that vanished is another's", () => {
    expect(otherSchemaVanished(pg("3F000", 'schema "leads_x1" does not exist'), "ours")).toBe(true);
    expect(
      otherSchemaVanished(
        pg("42P01", 'relation "revisions_mwz8uy8g_65c45f.kysely_migration_lock" does not exist'),
        "ours",
      ),
    ).toBe(true);
    // The default schema (no schema of our own): any other schema's.
    expect(otherSchemaVanished(pg("42P01", 'relation "tenant_b.kysely_migration" does not exist'), undefined)).toBe(
      true,
    );
  });

  it("is not tried again when it is ours, unnamed, or another error", () => {
    expect(otherSchemaVanished(pg("3F000", 'schema "ours" does not exist'), "ours")).toBe(false);
    expect(otherSchemaVanished(pg("42P01", 'relation "ours.kysely_migration_lock" does not exist'), "ours")).toBe(
      false,
    );
    expect(otherSchemaVanished(pg("42P01", 'relation "kysely_migration_lock" does not exist'), "ours")).toBe(false);
    expect(otherSchemaVanished(pg("23505", "duplicate key value violates unique constraint"), "ours")).toBe(false);
    expect(otherSchemaVanished(undefined, "ours")).toBe(false);
  });
});
