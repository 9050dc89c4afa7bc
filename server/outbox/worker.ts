import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import type { OutboxMessage, OutboxRepository } from "../db/outbox";
import type { MailSender } from "../mail/transport";
import { WakeLoop } from "../wake-loop";
import { retryDelayMs } from "./backoff";

/** A permanent SMTP rejection (5xx) is retried this many times before the message is marked failed. */
export const MAX_PERMANENT_ATTEMPTS = 5;

export type OutboxWorkerOptions = {
  outbox: OutboxRepository;
  sender: MailSender;
  logger: Logger;
  /** How long a claim protects a message from other workers; longer than any send may take. */
  leaseMs?: number;
  batchSize?: number;
  /** Longest sleep when nothing is due: picks up messages other instances enqueued (PostgreSQL). */
  idlePollMs?: number;
  retryDelay?: (failedAttempts: number) => number;
  now?: () => Date;
};

/**
 * Sends the outbox: claims due messages, sends them, records the outcome, sleeps
 * until the next message is due or until `wake()` says a new one was enqueued.
 * At least once: a crash between sending and recording sends again after the
 * lease expires; nothing is ever dropped.
 */
export class OutboxWorker extends WakeLoop {
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly idlePollMs: number;
  private readonly retryDelay: (failedAttempts: number) => number;
  private readonly now: () => Date;

  constructor(private readonly options: OutboxWorkerOptions) {
    super();
    this.leaseMs = options.leaseMs ?? 60_000;
    this.batchSize = options.batchSize ?? 10;
    this.idlePollMs = options.idlePollMs ?? 30_000;
    this.retryDelay = options.retryDelay ?? ((n) => retryDelayMs(n));
    this.now = options.now ?? (() => new Date());
  }

  /** One round: claims and sends a batch; returns how long to sleep before the next (0: at once). */
  protected async round(): Promise<number> {
    const { outbox, logger } = this.options;
    let batch: OutboxMessage[];
    try {
      batch = await outbox.claimDue({ workerId: this.workerId, leaseMs: this.leaseMs, limit: this.batchSize });
    } catch (error) {
      logger.error({ err: error }, "outbox: cannot claim messages; retrying in 5 s");
      return 5_000;
    }
    if (batch.length > 0) {
      await Promise.all(batch.map((m) => this.deliver(m)));
      return 0;
    }
    let delay = this.idlePollMs;
    try {
      const next = await outbox.nextDueAt();
      if (next) delay = Math.min(Math.max(next.getTime() - this.now().getTime(), 0), this.idlePollMs);
    } catch (error) {
      logger.error({ err: error }, "outbox: cannot read the next due time");
    }
    return delay;
  }

  private async deliver(message: OutboxMessage): Promise<void> {
    const { outbox, sender, logger } = this.options;
    const log = { mailId: message.id, quoteRequestId: message.quoteRequestId, attempt: message.attempts };
    try {
      await sender.send(message);
    } catch (error) {
      const permanent = isPermanentRejection(error) && message.attempts >= MAX_PERMANENT_ATTEMPTS;
      const retryAt = permanent ? null : new Date(this.now().getTime() + this.retryDelay(message.attempts));
      const reason = describeError(error);
      try {
        await outbox.markAttemptFailed(message.id, this.workerId, reason, retryAt);
      } catch (dbError) {
        logger.error(
          { ...log, err: dbError },
          "outbox: cannot record a failed attempt; the lease will expire and it is retried",
        );
      }
      if (permanent)
        logger.error(
          { ...log, reason },
          "outbox: mail rejected permanently; marked failed (retry it from the admin inbox)",
        );
      else logger.warn({ ...log, reason, retryAt: retryAt?.toISOString() }, "outbox: mail not sent; will retry");
      return;
    }
    let recorded: boolean;
    try {
      recorded = await outbox.markSent(message.id);
    } catch (error) {
      logger.error({ ...log, err: error }, "outbox: mail sent but not recorded; it may be sent once more");
      return;
    }
    if (recorded) {
      logger.info(log, "outbox: mail sent");
      return;
    }
    // Its lead was erased during the send: what the send wrote (an .eml file) must go too.
    try {
      await sender.forget(message);
      logger.info(log, "outbox: mail sent, but its lead was erased meanwhile; its file is removed");
    } catch (error) {
      logger.error(
        { ...log, err: error },
        "outbox: the lead of a sent mail was erased, but the mail's file could not be removed",
      );
    }
  }
}

/** An SMTP 5xx answer: the server refused the message itself, not just for now. */
function isPermanentRejection(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const e = error as Error & { code?: string; responseCode?: number; response?: string };
    return [e.code, e.responseCode, e.response ?? e.message].filter(Boolean).join(" ");
  }
  return String(error);
}
