import type { Config } from "./config";
import { type Db, openDatabase } from "./db";
import { OutboxRepository } from "./db/outbox";
import { QuoteRepository } from "./db/quotes";
import { createLogger, type Logger } from "./logger";
import { createMailSender, type MailSender } from "./mail/transport";
import { OutboxWorker } from "./outbox/worker";
import { createQuotePipeline, type SubmitQuote } from "./quotes/submit";
import { createRateLimiter, type RateLimiter } from "./rate-limit";

/** The window QUOTE_RATE_LIMIT counts in. */
export const QUOTE_RATE_WINDOW_MS = 10 * 60_000;

/**
 * Everything long-lived the server owns, created once at start and closed on
 * shutdown. Route loaders and actions reach it through the React Router load
 * context; the JSON API through its router.
 */
export type Services = {
  config: Config;
  logger: Logger;
  db: Db;
  /** Leads: create, list, search, filter, status (the admin inbox reads these). */
  quotes: QuoteRepository;
  /** The mail outbox: counts, retry of failed messages. */
  outbox: OutboxRepository;
  outboxWorker: OutboxWorker;
  mailSender: MailSender;
  /** The quote pipeline shared by both forms and the JSON API. */
  submitQuote: SubmitQuote;
  /** Resolves when the database answers (readiness). */
  checkDatabase(): Promise<void>;
  /** Stops the outbox worker (waiting for sends in flight), then closes the database. */
  close(): Promise<void>;
};

export type ServiceOverrides = {
  logger?: Logger;
  now?: () => Date;
  /** Tests only: a PostgreSQL schema of their own. */
  pgSchema?: string;
  retryDelay?: (failedAttempts: number) => number;
};

export async function createServices(config: Config, overrides: ServiceOverrides = {}): Promise<Services> {
  const logger = overrides.logger ?? createLogger(config);
  const now = overrides.now ?? (() => new Date());

  // A bad DATABASE_URL or DATA_DIR throws a ConfigError naming it (reported by server/index.ts).
  const db: Db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, pgSchema: overrides.pgSchema });

  const quotes = new QuoteRepository(db, now);
  const outbox = new OutboxRepository(db, now);
  if (db.dialect === "sqlite") {
    // One server owns a SQLite file: claims left in it belong to a process that died mid-send.
    const released = await outbox.releaseAllClaims();
    if (released) logger.warn({ released }, "outbox: resuming messages claimed before an unclean stop");
  }

  const mailSender = createMailSender({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    siteUrl: config.SITE_URL,
  });
  const outboxWorker = new OutboxWorker({ outbox, sender: mailSender, logger, now, retryDelay: overrides.retryDelay });
  const limiter: RateLimiter = createRateLimiter({ limit: config.QUOTE_RATE_LIMIT, windowMs: QUOTE_RATE_WINDOW_MS });

  const submitQuote = createQuotePipeline({
    quotes,
    limiter,
    onEnqueued: () => outboxWorker.wake(),
    mail: { to: config.MAIL_TO, siteUrl: config.SITE_URL, adminEnabled: config.ADMIN_PASSWORD !== undefined },
    logger,
  });

  outboxWorker.start();
  logger.info(
    { database: db.dialect, mail: mailSender.kind, rateLimit: config.QUOTE_RATE_LIMIT },
    mailSender.kind === "smtp" ? "quotes: mail goes out through SMTP_URL" : "quotes: no SMTP_URL; mail is written to DATA_DIR/outbox as .eml files",
  );

  let closing: Promise<void> | undefined;
  return {
    config,
    logger,
    db,
    quotes,
    outbox,
    outboxWorker,
    mailSender,
    submitQuote,
    checkDatabase: () => db.ping(),
    close() {
      closing ??= (async () => {
        await outboxWorker.stop();
        mailSender.close();
        limiter.close();
        await db.close();
      })();
      return closing;
    },
  };
}
