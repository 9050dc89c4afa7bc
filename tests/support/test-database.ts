import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type Db, openDatabase } from "#server/db";
import type { Database } from "#server/db/schema";
import { createTestSchema, type DatabaseVariant, TEST_DATABASE_URL, type TestSchema } from "./postgres";

/**
 * The database a storage test file works on: a temporary folder (DATA_DIR, and the SQLite file
 * on SQLite) and, on PostgreSQL, a fresh schema named after `prefix` (letters, digits, _).
 */
export async function createTestDatabase(
  variant: DatabaseVariant["name"],
  prefix: string,
): Promise<{ dataDir: string; schema: TestSchema | undefined }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  const schema = variant === "PostgreSQL" ? await createTestSchema(prefix) : undefined;
  return { dataDir, schema };
}

/** A new handle on that database (each one is what another instance would have). */
export function openTestDatabase(dataDir: string, schema: TestSchema | undefined): Promise<Db> {
  return openDatabase({ dataDir, databaseUrl: schema ? TEST_DATABASE_URL : undefined, pgSchema: schema?.schema });
}

/** Drops the schema and removes the folder (close the handles first). */
export async function removeTestDatabase(dataDir: string | undefined, schema: TestSchema | undefined): Promise<void> {
  await schema?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The database of a storage test file, made before its tests and removed after them (vitest's
 * beforeAll/afterAll): `db` is its first handle, `open()` makes another (as another instance
 * would have one).
 */
export function useTestDatabase(variant: DatabaseVariant["name"], prefix: string) {
  const state = {
    dataDir: "",
    schema: undefined as TestSchema | undefined,
    db: undefined as unknown as Db,
    open: () => openTestDatabase(state.dataDir, state.schema),
  };
  beforeAll(async () => {
    ({ dataDir: state.dataDir, schema: state.schema } = await createTestDatabase(variant, prefix));
    state.db = await state.open();
  });
  afterAll(async () => {
    await state.db?.close();
    await removeTestDatabase(state.dataDir, state.schema);
  });
  return state;
}

/** Empties these tables, in this order (children before parents). */
export async function emptyTables(db: Db, tables: readonly (keyof Database)[]): Promise<void> {
  for (const table of tables) await db.kysely.deleteFrom(table).execute();
}
