import { randomBytes } from "node:crypto";
import pg from "pg";

/** Set by CI (.ci/run) and by developers with a local PostgreSQL; unset skips the PostgreSQL variants. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** The databases each storage test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseVariants = [
  { name: "SQLite", skip: false },
  { name: "PostgreSQL", skip: !TEST_DATABASE_URL },
] as const;
export type DatabaseVariant = (typeof databaseVariants)[number];

export type TestSchema = {
  schema: string;
  /** TEST_DATABASE_URL with search_path set to the schema (for a spawned server's DATABASE_URL). */
  url: string;
  drop(): Promise<void>;
};

/** A fresh, uniquely named schema, so test runs never see each other's rows. */
export async function createTestSchema(prefix = "t"): Promise<TestSchema> {
  if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    schema,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    },
  };
}
