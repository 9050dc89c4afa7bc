import path from "node:path";
import SQLite from "better-sqlite3";
import {
  type DatabaseIntrospector,
  Kysely,
  type MigrationResultSet,
  Migrator,
  PostgresDialect,
  sql,
  type Transaction,
} from "kysely";
import pg from "pg";
import { ConfigError } from "../config";
import { createPrivateFile, makePrivateDirectory } from "../private-files";
import { migrationProvider } from "./migrations/index";
import { FairSqliteDialect } from "./sqlite-dialect";
import type { Database } from "./schema";

export type Dialect = "sqlite" | "postgres";

/** An open database: the Kysely instance, which dialect it speaks, and how to close it. */
export type Db = {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** DATA_DIR: holds the SQLite file (no DATABASE_URL) and the .eml mail (no SMTP_URL). */
  dataDir: string;
  /**
   * Call after deleting personal data (an erasure): SQLite copies the WAL into the
   * database file and empties it, so no older image of the deleted rows' pages stays
   * in site.db-wal (secure_delete has zeroed them in the newest one). False when a reader
   * elsewhere (a backup, a sqlite3 shell) kept that from finishing. PostgreSQL: nothing
   * to do here; VACUUM reclaims dead rows (docs/decisions/027-erasure.md).
   */
  purgeDeleted(): Promise<boolean>;
  /** Cheap round trip, for readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** Where a query runs: the database itself, or a transaction open on it. */
export type Executor = Kysely<Database> | Transaction<Database>;

export type OpenDatabaseOptions = {
  /** postgres://… selects PostgreSQL; unset selects SQLite in `${dataDir}/site.db`. */
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL schema to work in (tests use a fresh one per run); default: the server's search_path. */
  pgSchema?: string;
  /** SQLite waits this long for another writer before giving up with SQLITE_BUSY (default DEFAULT_SQLITE_BUSY_TIMEOUT_MS). */
  sqliteBusyTimeoutMs?: number;
};

/** How long SQLite waits for another writer when the caller does not say (SQLITE_BUSY_TIMEOUT_MS's default). */
export const DEFAULT_SQLITE_BUSY_TIMEOUT_MS = 5_000;

/** Held by the server process that owns DATA_DIR (see lockDataDir). */
export const DATA_DIR_LOCK = "server.lock";

/**
 * Opens the database and brings its schema up to date. A database that cannot be
 * opened stops the start with a ConfigError naming DATABASE_URL (or DATA_DIR).
 *
 * SQLite also locks DATA_DIR for this process (lockDataDir) until `close()`. PostgreSQL
 * does not: any number of instances share it, their outbox claims are leases, and when
 * they also share a DATA_DIR for .eml mail (no SMTP_URL), each message is written to its
 * own file (by message id, through a per-process temporary file), so they cannot collide.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Db> {
  const { db, schema } = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.pgSchema, options.dataDir)
    : {
        db: openSqlite(options.dataDir, options.sqliteBusyTimeoutMs ?? DEFAULT_SQLITE_BUSY_TIMEOUT_MS),
        schema: undefined,
      };
  try {
    const { error, results } = await migrate(db.kysely, db.dialect, schema, (migrator) => migrator.migrateToLatest());
    const failed = results?.find((r) => r.status === "Error");
    if (error) {
      // No failed migration named: it stopped before running one (taking the lock, reading what ran).
      const which = failed ? `migration ${failed.migrationName}` : "migrating";
      throw new Error(`${which} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  } catch (error) {
    await db.close().catch(() => {});
    const variable = db.dialect === "postgres" ? "DATABASE_URL" : "DATA_DIR";
    throw new ConfigError(`${variable}: the database schema could not be prepared (${describe(error)})`);
  }
  return db;
}

/**
 * Runs one step of Kysely's migrator (to the latest, one down, to a named migration) on our
 * migrations, with its bookkeeping tables in our schema.
 *
 * On PostgreSQL the migrator asks only whether its schema and tables exist, but Kysely's
 * introspector answers by reading every column of every table in every schema, with functions
 * that look each table up again by name. When another schema changes during that read
 * (another instance's or test's migration, a dropped schema) the lookup fails: "schema … does
 * not exist", "relation "x.kysely_migration_lock" does not exist", "column … does not exist".
 * So the migrator is given an introspector that reads the names in our schema only.
 */
export async function migrate<DB>(
  kysely: Kysely<DB>,
  dialect: Db["dialect"],
  schema: string | undefined,
  step: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db: dialect === "postgres" ? withOwnSchemaIntrospection(kysely, schema) : kysely,
    provider: migrationProvider(dialect),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  return step(migrator);
}

/** `kysely`, whose introspection lists the schemas' names and the tables of `schema` (or of the current schema) only. */
function withOwnSchemaIntrospection<DB>(kysely: Kysely<DB>, schema: string | undefined): Kysely<DB> {
  const tables = async () => {
    const own = schema ?? sql<string>`current_schema()`;
    const { rows } = await sql<{ name: string; schema: string; isView: boolean }>`
      select table_name as name, table_schema as schema, table_type = 'VIEW' as "isView"
      from information_schema.tables where table_schema = ${own}`.execute(kysely);
    return rows.map((row) => ({ ...row, columns: [] }));
  };
  const introspection: DatabaseIntrospector = {
    getSchemas: async () =>
      (await sql<{ name: string }>`select nspname as name from pg_namespace`.execute(kysely)).rows,
    getTables: tables,
    getMetadata: async () => ({ tables: await tables() }),
  };
  // A proxy rather than a subclass: Kysely's methods read private fields, so they are bound to the instance itself.
  return new Proxy(kysely, {
    get(target, property) {
      if (property === "introspection") return introspection;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function openSqlite(dataDir: string, busyTimeoutMs: number): Db {
  const file = path.join(dataDir, "site.db");
  try {
    makePrivateDirectory(dataDir);
  } catch (error) {
    throw new ConfigError(`DATA_DIR: cannot create the folder ${dataDir} (${describe(error)})`);
  }
  // Before anything is read or written: one server process per data folder.
  const lock = lockDataDir(dataDir);
  let database: SQLite.Database | undefined;
  try {
    // SQLite would create it 0644 whatever the umask; its -wal and -shm files take its mode.
    createPrivateFile(file);
    database = new SQLite(file);
    // WAL: readers never block the writer. NORMAL sync is durable across process
    // crashes (SIGKILL); only a power cut can roll back the last commits.
    database.pragma("journal_mode = WAL");
    database.pragma("synchronous = NORMAL");
    database.pragma(`busy_timeout = ${busyTimeoutMs}`);
    database.pragma("foreign_keys = ON");
    // Deleted rows are overwritten with zeros, not just marked free: an erased lead's
    // name and phone number must not stay readable in the file (with purgeDeleted for the WAL).
    database.pragma("secure_delete = ON");
  } catch (error) {
    database?.close();
    lock.close();
    throw new ConfigError(`DATA_DIR: cannot open the SQLite database ${file} (${describe(error)})`);
  }
  try {
    // SQLite opens a file it may not write read-only without a word, and the first
    // write would fail much later: try one now (rolled back) and say so plainly.
    database.exec("BEGIN IMMEDIATE; CREATE TABLE IF NOT EXISTS write_check (x); DROP TABLE write_check; ROLLBACK");
  } catch (error) {
    if (database.inTransaction) database.exec("ROLLBACK");
    database.close();
    lock.close();
    throw new ConfigError(
      `DATA_DIR: cannot write the SQLite database ${file} (${describe(error)}); the server's user needs write access to it and to ${dataDir}`,
    );
  }
  const kysely = new Kysely<Database>({ dialect: new FairSqliteDialect(database) });
  return {
    kysely,
    dialect: "sqlite",
    dataDir,
    purgeDeleted: async () => {
      // TRUNCATE: every page goes into the file and the WAL is cut to zero bytes.
      const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(kysely);
      return Number(rows[0]?.busy ?? 1) === 0;
    },
    ping: async () => {
      await sql`select 1`.execute(kysely);
    },
    close: async () => {
      try {
        await kysely.destroy();
      } finally {
        lock.close();
      }
    },
  };
}

/**
 * One server process per SQLite data folder. A second one would release the first
 * one's mail claims at start (services.ts) and send those mails again, and SQLite's
 * single-writer rules assume one owner anyway. The lock is SQLite's own exclusive lock on
 * DATA_DIR/server.lock (fcntl), which the kernel drops when the holding process ends,
 * however it ends: no stale lock after a crash or SIGKILL, no PID to recycle.
 * Within the holding process the lock is shared (counted): tools and tests may open the
 * same folder twice.
 */
export function lockDataDir(dataDir: string): { close(): void } {
  const file = path.resolve(dataDir, DATA_DIR_LOCK);
  const held = heldLocks.get(file);
  if (held) {
    held.count++;
    return releaser(file, held);
  }
  const lock = takeLock(dataDir, file);
  const entry = { lock, count: 1 };
  heldLocks.set(file, entry);
  return releaser(file, entry);
}

const heldLocks = new Map<string, { lock: SQLite.Database; count: number }>();

function releaser(file: string, entry: { lock: SQLite.Database; count: number }): { close(): void } {
  let closed = false;
  return {
    close() {
      if (closed) return;
      closed = true;
      if (--entry.count > 0) return;
      heldLocks.delete(file);
      entry.lock.close();
    },
  };
}

function takeLock(dataDir: string, file: string): SQLite.Database {
  try {
    return exclusiveFileLock(file);
  } catch (error) {
    if ((error as { code?: string }).code === "SQLITE_BUSY") {
      throw new ConfigError(
        `DATA_DIR: ${dataDir} is in use by another server process (it holds ${file}). ` +
          "Stop that one first, or give this one its own DATA_DIR; several instances need a shared DATABASE_URL (PostgreSQL).",
      );
    }
    throw new ConfigError(`DATA_DIR: cannot lock ${file} (${describe(error)})`);
  }
}

/**
 * SQLite's own exclusive lock on `file` (an owner-only file of its own), held until the
 * returned connection closes or the process ends, however it ends. Throws an error whose
 * code is SQLITE_BUSY while another process holds it. (DATA_DIR's server.lock; the backup
 * folder's backup.lock, server/backup/backup.ts.)
 */
export function exclusiveFileLock(file: string): SQLite.Database {
  let lock: SQLite.Database | undefined;
  try {
    createPrivateFile(file);
    lock = new SQLite(file, { timeout: 0 });
    lock.pragma("locking_mode = EXCLUSIVE");
    lock.exec("CREATE TABLE IF NOT EXISTS holder (pid INTEGER, since TEXT)");
    // In exclusive locking mode the first write keeps the lock until the connection closes.
    lock.exec("BEGIN EXCLUSIVE");
    lock.exec("DELETE FROM holder");
    lock.prepare("INSERT INTO holder VALUES (?, ?)").run(process.pid, new Date().toISOString());
    lock.exec("COMMIT");
    return lock;
  } catch (error) {
    lock?.close();
    throw error;
  }
}

/** Opens the pool; `schema` is the one worked in: the given one, else the first of the URL's or server's search_path. */
async function openPostgres(
  url: string,
  pgSchema: string | undefined,
  dataDir: string,
): Promise<{ db: Db; schema: string | undefined }> {
  let schema = pgSchema;
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
  // Nor one dropped while a query is under way: the query fails (its caller sees that), and pg
  // also emits "error" on the client, which the pool listens for only while the client is idle.
  pool.on("connect", (client) => client.on("error", () => {}));
  try {
    const client = await pool.connect();
    try {
      if (schema) await client.query(`create schema if not exists ${schema}`);
      else
        schema = ((await client.query("select current_schema() as name")).rows[0]?.name as string | null) ?? undefined;
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => {});
    // Never echo the URL: it may carry a password.
    throw new ConfigError(`DATABASE_URL: cannot connect to PostgreSQL (${describe(error)})`);
  }
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const db: Db = {
    kysely,
    dialect: "postgres",
    dataDir,
    // Nothing a checkpoint could do: dead rows stay in the pages until VACUUM and later writes (decision 027).
    purgeDeleted: async () => true,
    ping: async () => {
      await sql`select 1`.execute(kysely);
    },
    close: () => kysely.destroy(),
  };
  return { db, schema };
}

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length) return describe(error.errors[0]);
  if (error instanceof Error) return error.message || (error as { code?: string }).code || error.name;
  return String(error);
}
