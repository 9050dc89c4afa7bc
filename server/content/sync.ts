import { sql } from "kysely";
import pg from "pg";
import type { Db } from "../db";
import type { Logger } from "../logger";

/** The PostgreSQL channel a publish is announced on (the payload is the publish counter). */
export const CHANNEL = "content_published";
/** The fallback: every instance compares its counter with the database's this often. */
export const POLL_MS = 1_000;
const RECONNECT_MS = 5_000;

/**
 * Keeps every instance serving what is published (docs/decisions/015). On PostgreSQL an
 * instance LISTENs for the NOTIFY each publish sends and reloads at once; a poll of the
 * publish counter every second catches what a dropped connection missed (and is all
 * SQLite needs: one instance owns its file). The message only says "look"; every
 * instance reloads from the database, so a lost or repeated message changes nothing.
 */
export class ContentSync {
  private timer?: NodeJS.Timeout;
  private client?: pg.Client;
  private reconnect?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly databaseUrl: string | undefined,
    private readonly refresh: () => Promise<void>,
    private readonly logger: Logger,
  ) {}

  /** Sends the NOTIFY for a publish that just committed (PostgreSQL only). */
  async announce(counter: number): Promise<void> {
    if (this.db.dialect !== "postgres") return;
    await sql`select pg_notify(${CHANNEL}, ${String(counter)})`.execute(this.db.kysely);
  }

  async start(): Promise<void> {
    this.timer = setInterval(() => this.check("poll"), POLL_MS);
    this.timer.unref();
    if (this.db.dialect === "postgres" && this.databaseUrl) await this.listen();
  }

  private check(reason: string) {
    this.refresh().catch((error: unknown) => {
      this.logger.warn(
        { err: error instanceof Error ? error.message : String(error), reason },
        "content: refresh failed",
      );
    });
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on("notification", () => this.check("notify"));
    client.on("error", (error) => {
      this.logger.warn({ err: error.message }, "content: LISTEN connection lost; polling until it is back");
      this.retry();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.client = client;
      // Anything published while we were not listening.
      this.check("listen");
    } catch (error) {
      this.logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        "content: LISTEN failed; polling",
      );
      client.end().catch(() => {});
      this.retry();
    }
  }

  private retry() {
    this.client?.end().catch(() => {});
    this.client = undefined;
    if (this.stopped || this.reconnect) return;
    this.reconnect = setTimeout(() => {
      this.reconnect = undefined;
      if (!this.stopped) void this.listen();
    }, RECONNECT_MS);
    this.reconnect.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.reconnect);
    await this.client?.end().catch(() => {});
  }
}
