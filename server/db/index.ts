import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { ConfigError } from "../config";
import { migrationProvider } from "./migrations";
import { FairSqliteDialect } from "./sqlite-dialect";
import type { Database } from "./schema";

export type Dialect = "sqlite" | "postgres";

/** An open database: the Kysely instance, which dialect it speaks, and how to close it. */
export type Db = {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** Cheap round trip, for readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type OpenDatabaseOptions = {
  /** postgres://… selects PostgreSQL; unset selects SQLite in `${dataDir}/site.db`. */
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL schema to work in (tests use a fresh one per run); default: the server's search_path. */
  pgSchema?: string;
};

/** SQLite waits this long for another writer before giving up with SQLITE_BUSY. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * Opens the database and brings its schema up to date. A database that cannot be
 * opened stops the start with a ConfigError naming DATABASE_URL (or DATA_DIR).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Db> {
  const db = options.databaseUrl ? await openPostgres(options.databaseUrl, options.pgSchema) : openSqlite(options.dataDir);
  try {
    const { error, results } = await new Migrator({
      db: db.kysely,
      provider: migrationProvider(db.dialect),
      // Keep Kysely's bookkeeping tables in our schema: otherwise it may find another
      // schema's tables on the search path and then query them unqualified.
      ...(db.dialect === "postgres" && options.pgSchema ? { migrationTableSchema: options.pgSchema } : {}),
    }).migrateToLatest();
    const failed = results?.find((r) => r.status === "Error");
    if (error) {
      throw new Error(`migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  } catch (error) {
    await db.close().catch(() => {});
    const variable = db.dialect === "postgres" ? "DATABASE_URL" : "DATA_DIR";
    throw new ConfigError(`${variable}: the database schema could not be prepared (${describe(error)})`);
  }
  return db;
}

function openSqlite(dataDir: string): Db {
  const file = path.join(dataDir, "site.db");
  let database: SQLite.Database;
  try {
    mkdirSync(dataDir, { recursive: true });
    database = new SQLite(file);
    // WAL: readers never block the writer. NORMAL sync is durable across process
    // crashes (SIGKILL); only a power cut can roll back the last commits.
    database.pragma("journal_mode = WAL");
    database.pragma("synchronous = NORMAL");
    database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    database.pragma("foreign_keys = ON");
  } catch (error) {
    throw new ConfigError(`DATA_DIR: cannot open the SQLite database ${file} (${describe(error)})`);
  }
  const kysely = new Kysely<Database>({ dialect: new FairSqliteDialect(database) });
  return {
    kysely,
    dialect: "sqlite",
    ping: async () => {
      await sql`select 1`.execute(kysely);
    },
    close: () => kysely.destroy(),
  };
}

async function openPostgres(url: string, schema: string | undefined): Promise<Db> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection dropped by the server must not crash the process; the pool reconnects.
  pool.on("error", () => {});
  try {
    const client = await pool.connect();
    try {
      if (schema) await client.query(`create schema if not exists ${schema}`);
      await client.query("select 1");
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => {});
    // Never echo the URL: it may carry a password.
    throw new ConfigError(`DATABASE_URL: cannot connect to PostgreSQL (${describe(error)})`);
  }
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    kysely,
    dialect: "postgres",
    ping: async () => {
      await sql`select 1`.execute(kysely);
    },
    close: () => kysely.destroy(),
  };
}

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length) return describe(error.errors[0]);
  if (error instanceof Error) return error.message || (error as { code?: string }).code || error.name;
  return String(error);
}
