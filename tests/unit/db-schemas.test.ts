import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db";
import { createTestSchema, TEST_DATABASE_URL, type TestSchema } from "../support/postgres";

/**
 * Instances on one PostgreSQL database in different schemas, each chosen by the search_path
 * of its DATABASE_URL (as the e2e tests run servers side by side): Kysely's migrator looks for
 * its bookkeeping tables in every schema, so each must be told its own.
 */
describe.skipIf(!TEST_DATABASE_URL)("PostgreSQL schemas chosen by the URL's search_path", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "db-schemas-"));
  const schemas: TestSchema[] = [];
  afterAll(async () => {
    for (const schema of schemas) await schema.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("migrates a second schema while another already holds the migrator's tables", async () => {
    schemas.push(await createTestSchema("first"), await createTestSchema("second"));
    for (const schema of schemas) {
      const db = await openDatabase({ dataDir, databaseUrl: schema.url });
      try {
        expect(await db.kysely.selectFrom("quote_requests").select("id").execute()).toEqual([]);
        // Only this schema's tables: Kysely's introspection looks at every schema, and fails
        // when another test drops one meanwhile.
        const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = ${schema.schema}`.execute(db.kysely);
        const own = rows.map((t) => t.name);
        expect(own).toEqual(expect.arrayContaining(["kysely_migration", "kysely_migration_lock", "quote_requests"]));
      } finally {
        await db.close();
      }
    }
  });

  it("migrates while other schemas are made, changed and dropped beside it", async () => {
    // What other instances and test files do on the same database: before, Kysely's introspection
    // read every column of every schema and failed when one changed meanwhile (seen on CI).
    const churn = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await churn.connect();
    const stopChurn = new AbortController();
    const churning = (async () => {
      for (let i = 0; !stopChurn.signal.aborted; i++) {
        const other = `churn_${process.pid}_${i}`;
        await churn.query(`create schema ${other}`);
        await churn.query(`create table ${other}.kysely_migration_lock (id text primary key, is_locked int)`);
        await churn.query(`alter table ${other}.kysely_migration_lock add column form_page text`);
        await churn.query(`drop schema ${other} cascade`);
      }
    })();
    try {
      for (let round = 0; round < 5; round++) {
        const schema = await createTestSchema("churned");
        schemas.push(schema);
        const db = await openDatabase({ dataDir, databaseUrl: schema.url });
        try {
          expect(await db.kysely.selectFrom("quote_requests").select("id").execute()).toEqual([]);
        } finally {
          await db.close();
        }
      }
    } finally {
      stopChurn.abort();
      await churning;
      await churn.end();
    }
  });
});
