import type { SessionStore } from "./accounts/sessions";
import type { LoginThrottle } from "./accounts/throttle";
import type { TokenRepository } from "./accounts/tokens";
import type { AuditLog } from "./audit/audit-log";
import type { Config } from "./config";
import type { QuoteRepository } from "./db/quotes";
import type { HiringPipeline } from "./hiring/pipeline";
import type { LeadPipeline } from "./leads/pipeline";
import type { Logger } from "./logger";
import type { PendingUploads } from "./media/pending-uploads";

/** How often the clean-up runs. Each step is an idempotent delete, so every instance may run it. */
export const MAINTENANCE_EVERY_MS = 60 * 60 * 1000;

type Deps = {
  config: Config;
  logger: Logger;
  quotes: QuoteRepository;
  /** For pruning old digest claims; optional so tests can run the rest alone. */
  pipeline?: LeadPipeline;
  /** Files that waited for their alt text in vain; optional like `pipeline`. */
  pendingUploads?: PendingUploads;
  /** Job applications past APPLICATION_RETENTION_DAYS; optional like `pipeline`. */
  hiring?: HiringPipeline;
  sessions: SessionStore;
  throttle: LoginThrottle;
  tokens: TokenRepository;
  audit: AuditLog;
  now: () => Date;
};

/**
 * The hourly clean-up: leads past LEAD_RETENTION_DAYS and job applications (with their
 * CVs) past APPLICATION_RETENTION_DAYS (audited without personal data), audit entries
 * past AUDIT_RETENTION_DAYS, ended sessions, used or expired links, stale sign-in throttle rows (which also bounds that table's size), and
 * uploads that waited for their alt text in vain.
 * Runs once shortly after start, then every hour; with several instances each runs
 * it, and the second finds nothing left to delete.
 */
export class Maintenance {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly d: Deps) {}

  start(): void {
    const run = () => {
      this.running = this.runOnce().then(
        () => undefined,
        (error: unknown) => {
          this.d.logger.error({ err: error instanceof Error ? error.message : String(error) }, "maintenance failed");
        },
      );
      this.timer = setTimeout(run, MAINTENANCE_EVERY_MS).unref();
    };
    this.timer = setTimeout(run, 5_000).unref();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    await this.running;
  }

  async runOnce(): Promise<Record<string, number>> {
    const { config } = this.d;
    const done: Record<string, number> = {};
    if (config.LEAD_RETENTION_DAYS)
      done.leads = await this.expire("leads", config.LEAD_RETENTION_DAYS, (cutoff) =>
        this.d.quotes.deleteReceivedBefore(cutoff),
      );
    const hiring = this.d.hiring;
    if (hiring)
      done.applications = await this.expire("applications", config.APPLICATION_RETENTION_DAYS, (cutoff) =>
        hiring.deleteReceivedBefore(cutoff),
      );
    done.audit = await this.d.audit.prune(config.AUDIT_RETENTION_DAYS);
    done.sessions = await this.d.sessions.pruneExpired();
    done.tokens = await this.d.tokens.prune();
    done.throttle = await this.d.throttle.prune();
    if (this.d.pipeline) done.digests = await this.d.pipeline.pruneDigests();
    if (this.d.pipeline) done.replySends = await this.d.pipeline.pruneReplyRecords();
    if (this.d.pendingUploads) done.pendingUploads = await this.d.pendingUploads.prune();
    if (Object.values(done).some((n) => n > 0)) this.d.logger.info(done, "maintenance: old records deleted");
    return done;
  }

  /** Deletes what was received more than `days` ago; audited by count ("leads.retention_deleted"), never by personal data. */
  private async expire(
    what: "leads" | "applications",
    days: number,
    deleteBefore: (cutoff: Date) => Promise<number>,
  ): Promise<number> {
    const deleted = await deleteBefore(new Date(this.d.now().getTime() - days * 86_400_000));
    if (deleted > 0)
      await this.d.audit.record({
        actor: "system",
        action: `${what}.retention_deleted`,
        details: { [what]: deleted, olderThanDays: days },
      });
    return deleted;
  }
}
