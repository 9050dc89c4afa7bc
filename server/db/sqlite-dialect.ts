import type SQLite from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SelectQueryNode,
  SqliteDialect,
  type TransactionSettings,
} from "kysely";

/** Prepared statements kept per SQL text; the app has a few dozen query shapes. */
const STATEMENT_CACHE_SIZE = 200;

/**
 * Kysely's SQLite dialect with a driver made for many concurrent requests on the one
 * better-sqlite3 connection. Kysely's own driver hands the connection over with a
 * mutex that wakes every waiter on each release, so under load some requests lose
 * the race again and again (quote p99 near a second at 50 connections), and it
 * prepares every statement anew. This driver queues waiters first come, first
 * served and reuses prepared statements. Queries are the same; only the hand-over
 * differs.
 */
export class FairSqliteDialect extends SqliteDialect {
  constructor(private readonly database: SQLite.Database) {
    super({ database });
  }

  override createDriver(): Driver {
    return new FairSqliteDriver(this.database);
  }
}

class FairSqliteDriver implements Driver {
  private readonly connection: CachedStatementConnection;
  private busy = false;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly database: SQLite.Database) {
    this.connection = new CachedStatementConnection(database);
  }

  async init(): Promise<void> {}

  acquireConnection(): Promise<DatabaseConnection> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve(this.connection);
    }
    return new Promise((resolve) => this.waiting.push(() => resolve(this.connection)));
  }

  async releaseConnection(): Promise<void> {
    // Hand the connection straight to the longest waiter; `busy` stays true meanwhile.
    const next = this.waiting.shift();
    if (next) next();
    else this.busy = false;
  }

  async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin"));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async destroy(): Promise<void> {
    this.database.close();
  }
}

class CachedStatementConnection implements DatabaseConnection {
  private readonly statements = new Map<string, SQLite.Statement>();

  constructor(private readonly database: SQLite.Database) {}

  private prepare(sql: string): SQLite.Statement {
    let statement = this.statements.get(sql);
    if (statement) return statement;
    statement = this.database.prepare(sql);
    // Map keeps insertion order: dropping the first key drops the oldest statement.
    if (this.statements.size >= STATEMENT_CACHE_SIZE) this.statements.delete(this.statements.keys().next().value!);
    this.statements.set(sql, statement);
    return statement;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.prepare(compiledQuery.sql);
    const parameters = compiledQuery.parameters as unknown[];
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiledQuery.query)) throw new Error("SQLite streams select queries only");
    // A fresh statement: an iterating statement cannot run again until it is done.
    const statement = this.database.prepare(compiledQuery.sql);
    for (const row of statement.iterate(compiledQuery.parameters as unknown[])) yield { rows: [row as R] };
  }
}
