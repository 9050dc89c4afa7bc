import path from "node:path";
import type { AccountDeps } from "./accounts/account-base";
import { AccountAdministration } from "./accounts/administration";
import { SignInService } from "./accounts/sign-in";
import { ApiTokenRepository } from "./accounts/api-tokens";
import { SessionStore } from "./accounts/sessions";
import { SettingsRepository } from "./accounts/settings";
import { LoginThrottle } from "./accounts/throttle";
import { TokenRepository } from "./accounts/tokens";
import { UserRepository } from "./accounts/users";
import { verifyAgainstDummy } from "./accounts/password-hash";
import { AnalyticsService } from "./analytics/service";
import { AuditLog } from "./audit/audit-log";
import { ContentRepository } from "./content/repository";
import { ContentStore } from "./content/service";
import { serverHooks } from "./content/hooks";
import { ContentSync } from "./content/sync";
import { POST_OG_SIZE, postDateText, renderPostOgImage } from "./blog/og-image";
import { type Config } from "./config";
import { Maintenance } from "./maintenance";
import { type Db, openDatabase } from "./db";
import { OutboxRepository } from "./db/outbox";
import { QuoteRepository } from "./db/quotes";
import { forgetLeads } from "./leads/merges";
import { LeadPipeline } from "./leads/pipeline";
import { HiringPipeline } from "./hiring/pipeline";
import { createLogger, type Logger } from "./logger";
import { createMarkdownRenderer, type MarkdownRenderer } from "./markdown/renderer";
import { MediaLibrary } from "./media/library";
import { PendingUploads } from "./media/pending-uploads";
import { createMailSender, type MailSender } from "./mail/transport";
import { OutboxWorker } from "./outbox/worker";
import { createQuotePipeline, type SubmitQuote } from "./quotes/submit";
import { createRateLimiter, type RateLimiter } from "./rate-limit";
import { BackupRecords } from "./backup/records";
import { BackupSchedule, runBackupInWorker } from "./backup/schedule";
import { type Exposure, tightenPrivateTree } from "./private-files";
import { POST_BODY_MAX } from "#shared/content/schemas/blog";

/** How often every instance looks for scheduled drafts whose time has come. */
export const SCHEDULE_POLL_MS = 5_000;

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
  /** Leads: create, list, search, filter (the admin inbox reads these). */
  quotes: QuoteRepository;
  /** The sales pipeline: stages, owners, notes, follow-ups, replies, merging, timeline, digest (every write audited). */
  pipeline: LeadPipeline;
  /** Job applications: applying from a job's page, the hiring inbox, stages, interviews, CVs, erasure (server/hiring/). */
  hiring: HiringPipeline;
  /** The mail outbox: counts, retry of failed messages. */
  outbox: OutboxRepository;
  outboxWorker: OutboxWorker;
  mailSender: MailSender;
  /** The quote pipeline shared by both forms and the JSON API. */
  submitQuote: SubmitQuote;
  /** Back office: accounts, sessions, throttling, audit. */
  users: UserRepository;
  sessions: SessionStore;
  tokens: TokenRepository;
  settings: SettingsRepository;
  audit: AuditLog;
  /** Who has an account: invitations, roles, removal, sessions (server/accounts/administration.ts). */
  accounts: AccountAdministration;
  /** Proving who someone is: sign-in, two-factor, passwords (server/accounts/sign-in.ts). */
  signIn: SignInService;
  /** The image library: uploads, their variants, served at /media/ on every instance. */
  media: MediaLibrary;
  /** Files uploaded without their alt text, waiting for it (in the database: any instance takes the next post). */
  pendingUploads: PendingUploads;
  /** Bearer tokens for the content API (owners make and revoke them). */
  apiTokens: ApiTokenRepository;
  /** Editable content: records, drafts, publishing, the live content pages render with. */
  content: ContentStore;
  /** Tells other instances about publishes and follows theirs (PostgreSQL LISTEN/NOTIFY + poll). */
  contentSync: ContentSync;
  /** Cookieless pageview counting, lead attribution and the dashboard's figures. */
  analytics: AnalyticsService;
  /** Blog Markdown to safe HTML, in worker threads with a size and time limit per render. */
  markdown: MarkdownRenderer;
  /** Backups made (npm run backup, BACKUP_EVERY_HOURS) and scheduled ones that failed: the settings page's line. */
  backups: BackupRecords;
  /** Whether /admin exists (some account does); cached, refreshed in the background. */
  backOfficeEnabled(): boolean;
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
  /** false: the caller starts `outboxWorker` itself (server/index.ts, once its port is bound). */
  startOutbox?: boolean;
};

export async function createServices(config: Config, overrides: ServiceOverrides = {}): Promise<Services> {
  const logger = overrides.logger ?? createLogger(config);
  const now = overrides.now ?? (() => new Date());

  // Before anything is written there: what other users of the machine may read is made owner-only.
  warnOfExposure(logger, config.DATA_DIR, tightenPrivateTree(config.DATA_DIR));
  // A bad DATABASE_URL or DATA_DIR throws a ConfigError naming it (reported by server/index.ts).
  const db: Db = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    pgSchema: overrides.pgSchema,
    sqliteBusyTimeoutMs: config.SQLITE_BUSY_TIMEOUT_MS,
  });

  // A new lead's work after the answer (round-robin, the conversion) is queued in the transaction that stores it.
  const quotes = new QuoteRepository(db, now, {
    afterCreate: (trx, quote, input) => pipeline.arrivals.arrive(trx, quote, input.visit),
    // Erasing a person also takes what merges left of them on other leads.
    beforeErase: (trx, ids) => forgetLeads(trx, ids),
  });
  const outbox = new OutboxRepository(db, now);
  if (db.dialect === "sqlite") {
    // One server owns a SQLite file (openDatabase holds DATA_DIR's lock, or failed naming
    // DATA_DIR): claims left in it belong to a process that died mid-send.
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

  const analytics = new AnalyticsService(db, {
    enabled: config.ANALYTICS === "on",
    rawDays: config.ANALYTICS_RAW_DAYS,
    rateLimit: config.ANALYTICS_RATE_LIMIT,
    siteHosts: [new URL(config.SITE_URL).hostname],
    logger,
    now,
  });

  const submitQuote = createQuotePipeline({
    quotes,
    attribute: (input) => analytics.attribution(input),
    visit: (input) => analytics.visitOf(input),
    limiter,
    onEnqueued: () => {
      outboxWorker.wake();
      pipeline.arrivals.wake();
    },
    mail: { to: config.MAIL_TO, siteUrl: config.SITE_URL, adminEnabled: () => enabled },
    logger,
  });

  const users = new UserRepository(db, now);
  const settings = new SettingsRepository(db, now);
  const sessions = new SessionStore(db, await settings.sessionSecret(), now);
  const tokens = new TokenRepository(db, now);
  const throttle = new LoginThrottle(db, now);
  const audit = new AuditLog(db, now);
  const [digestHour, digestMinute] = config.LEAD_DIGEST_TIME.split(":").map(Number) as [number, number];
  const pipeline: LeadPipeline = new LeadPipeline({
    db,
    quotes,
    audit,
    now,
    siteUrl: config.SITE_URL,
    digestMinute: digestHour * 60 + digestMinute,
    onMailQueued: () => outboxWorker.wake(),
    logger,
    // Read when a mail is made: the live record, so a renamed company is named at once.
    companyName: () => content.live().site.company.name,
  });
  if (db.dialect === "sqlite") {
    // As with the outbox: claims left in the one server's file belong to a process that died.
    const released = await pipeline.arrivals.releaseAllClaims();
    if (released) logger.warn({ released }, "leads: resuming the work after new leads claimed before an unclean stop");
  }
  pipeline.arrivals.start();
  // An image a published record or a draft still shows cannot be deleted (media_references says where).
  const media: MediaLibrary = new MediaLibrary(db, now, audit);
  const apiTokens = new ApiTokenRepository(db, now, audit);
  const accountDeps: AccountDeps = {
    db,
    users,
    sessions,
    tokens,
    apiTokens,
    throttle,
    settings,
    audit,
    logger,
    siteUrl: config.SITE_URL,
    // Read when a mail is made: the live record, so a renamed company is named at once.
    companyName: () => content.live().site.company.name,
    now,
    onMailQueued: () => outboxWorker.wake(),
  };
  const accounts = new AccountAdministration(accountDeps);
  const signIn = new SignInService(accountDeps);
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await accounts.bootstrapOwner(config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    if (outcome !== "unchanged")
      logger.warn({ outcome }, `back office: owner account ${outcome} from ADMIN_EMAIL/ADMIN_PASSWORD`);
  }
  // The first unknown-address sign-in must not be slower than the rest (it would tell).
  await verifyAgainstDummy("");

  // Another instance may create the first account; check again now and then until one exists.
  let enabled = await accounts.hasAccounts();
  let checkedAt = Date.now();
  const backOfficeEnabled = () => {
    if (!enabled && Date.now() - checkedAt > 10_000) {
      checkedAt = Date.now();
      accounts.hasAccounts().then(
        (v) => (enabled = v),
        () => {},
      );
    }
    return enabled;
  };

  const markdown = createMarkdownRenderer({ maxLength: POST_BODY_MAX });

  const contentSync: ContentSync = new ContentSync(db, config.DATABASE_URL, () => content.refresh(), logger);
  const content: ContentStore = new ContentStore({
    repository: new ContentRepository(db, now),
    audit,
    logger,
    // The collections' server side: SEO records of this SITE_URL, and a post's checks, stamps and card.
    hooks: serverHooks({
      siteUrl: config.SITE_URL,
      // A post whose body cannot be formatted within the limits is not published (its draft is kept).
      renderMarkdown: (body) => markdown.render(body),
      // A post's link-preview card is drawn when it is published, and kept with the media.
      ogImage: async (post) =>
        media.putGenerated(
          await renderPostOgImage({
            title: post.title,
            tags: post.tags,
            siteName: content.live().site.company.name,
            dateText: postDateText(post),
          }),
          POST_OG_SIZE,
          `Link preview of “${post.title}”`,
          "system",
        ),
    }),
    announce: (counter) => contentSync.announce(counter),
  });
  // What is published is what is served, from the first request on (server/app.ts renders it).
  await content.refresh();
  // Scheduled drafts (blog posts): every instance looks; one atomic claim publishes each once.
  const scheduler = setInterval(() => {
    content.publishDue().catch((error: unknown) => {
      logger.error(
        { err: error instanceof Error ? error.message : String(error) },
        "content: scheduled publishing failed",
      );
    });
  }, SCHEDULE_POLL_MS);
  scheduler.unref();
  // The morning digest (08:30 India time): every instance looks; a claim per person and day sends each once.
  const digests = setInterval(() => {
    pipeline.sendDueDigests().catch((error: unknown) => {
      logger.error({ err: error instanceof Error ? error.message : String(error) }, "leads: morning digest failed");
    });
  }, config.DIGEST_POLL_MS);
  digests.unref();

  // Job applications: the same per-address limit as the quote form's, counted apart.
  const applicationLimiter = createRateLimiter({ limit: config.QUOTE_RATE_LIMIT, windowMs: QUOTE_RATE_WINDOW_MS });
  const hiring = new HiringPipeline({
    db,
    audit,
    limiter: applicationLimiter,
    logger,
    now,
    mail: () => {
      const company = content.live().site.company;
      return {
        siteUrl: config.SITE_URL,
        company: company.name,
        hiringTo: config.HIRING_MAIL_TO,
        privacyEmail: company.emails[1] ?? company.emails[0] ?? config.HIRING_MAIL_TO,
        retentionDays: config.APPLICATION_RETENTION_DAYS,
      };
    },
    onMailQueued: () => outboxWorker.wake(),
  });

  const pendingUploads = new PendingUploads(db, now);
  const maintenance = new Maintenance({
    config,
    logger,
    quotes,
    pipeline,
    hiring,
    pendingUploads,
    sessions,
    throttle,
    tokens,
    audit,
    now,
  });
  maintenance.start();

  const backups = new BackupRecords(db);
  // BACKUP_EVERY_HOURS (SQLite only; config.ts refuses it with DATABASE_URL): in a worker thread.
  const backupSchedule =
    config.BACKUP_EVERY_HOURS && db.dialect === "sqlite"
      ? new BackupSchedule({
          records: backups,
          logger,
          now,
          everyHours: config.BACKUP_EVERY_HOURS,
          run: (onlyIfNoneSince) =>
            runBackupInWorker({
              dataDir: config.DATA_DIR,
              backupDir: config.BACKUP_DIR,
              keep: config.BACKUP_KEEP,
              onlyIfNoneSince,
            }),
        })
      : undefined;
  backupSchedule?.start();

  analytics.start();
  if (overrides.startOutbox !== false) outboxWorker.start();
  logger.info(
    { database: db.dialect, mail: mailSender.kind, rateLimit: config.QUOTE_RATE_LIMIT },
    mailSender.kind === "smtp"
      ? "quotes: mail goes out through SMTP_URL"
      : "quotes: no SMTP_URL; mail is written to DATA_DIR/outbox as .eml files",
  );

  let closing: Promise<void> | undefined;
  return {
    config,
    logger,
    db,
    quotes,
    pipeline,
    hiring,
    outbox,
    outboxWorker,
    mailSender,
    submitQuote,
    users,
    sessions,
    tokens,
    settings,
    audit,
    accounts,
    signIn,
    media,
    pendingUploads,
    apiTokens,
    content,
    contentSync,
    analytics,
    markdown,
    backups,
    backOfficeEnabled,
    checkDatabase: () => db.ping(),
    close() {
      closing ??= (async () => {
        clearInterval(scheduler);
        clearInterval(digests);
        await pipeline.arrivals.stop();
        await contentSync.stop();
        await analytics.stop();
        await maintenance.stop();
        await backupSchedule?.stop();
        await outboxWorker.stop();
        await markdown.close();
        mailSender.close();
        limiter.close();
        applicationLimiter.close();
        await db.close();
      })();
      return closing;
    },
  };
}

/** One warning at start when DATA_DIR or something in it was open to other users of the machine. */
function warnOfExposure(logger: Logger, dataDir: string, { tightened, left }: Exposure): void {
  if (tightened.length === 0 && left.length === 0) return;
  const names = (paths: string[]) => paths.slice(0, 10).map((p) => path.relative(dataDir, p) || ".");
  logger.warn(
    {
      dataDir,
      tightened: names(tightened),
      tightenedCount: tightened.length,
      left: names(left),
      leftCount: left.length,
    },
    left.length === 0
      ? "DATA_DIR: other users of this machine could read its files; they are owner-only now (0700/0600). Set UMask=0077 for the service (docs/deploy.md)"
      : "DATA_DIR: other users of this machine can read some of its files, and this process may not change them: make them owner-only (chmod go= …) as their owner",
  );
}
