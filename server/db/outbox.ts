import { randomBytes } from "node:crypto";
import type { Selectable } from "kysely";
import type { Db, Executor } from "./index";
import type { MailKind, MailOutboxTable, MailStatus } from "./schema";

/** One e-mail waiting in (or delivered from) the outbox. */
export type OutboxMessage = {
  id: number;
  /** The lead a notification is about; null for account mail. */
  quoteRequestId: number | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: MailStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  lockedUntil: string | null;
  claimedBy: string | null;
  sentAt: string | null;
  createdAt: string;
  /** Reply-To (a reply to a lead from the inbox: the salesperson); null or absent for other mail. */
  replyTo?: MailAddress | null;
  /** What the message is (a client's mail leaves the company: it carries none of our numbers). */
  kind?: MailKind;
  /** Mail to a client: the random part of its Message-ID; null for our own mail (named by its numbers). */
  messageKey?: string | null;
  /** Mail to a client: the From display name ("Salesperson at Company"), at MAIL_FROM's address. */
  fromName?: string | null;
};

/** An address with an optional display name; nodemailer encodes the name, so it cannot break the header. */
export type MailAddress = { address: string; name: string };

/**
 * What to send; the outbox adds the bookkeeping. `kind` defaults to "quote" for a lead's
 * mail and "account" otherwise.
 */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: MailAddress;
  kind?: MailKind;
  /** The job application the mail is about: it is erased with it. */
  applicationId?: number;
  /** The From display name (mail to a client); MAIL_FROM's own otherwise. */
  fromName?: string;
};

const MAX_ERROR_LENGTH = 1000;

export function toOutboxMessage(row: Selectable<MailOutboxTable>): OutboxMessage {
  return {
    id: Number(row.id),
    quoteRequestId: row.quote_request_id === null ? null : Number(row.quote_request_id),
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    lockedUntil: row.locked_until,
    claimedBy: row.claimed_by,
    sentAt: row.sent_at,
    createdAt: row.created_at,
    replyTo: row.reply_to_address ? { address: row.reply_to_address, name: row.reply_to_name ?? "" } : null,
    kind: row.kind,
    messageKey: row.message_key,
    fromName: row.from_name,
  };
}

/** Adds a message to the outbox, due now. Call it inside the transaction that stores the request. */
export async function insertOutboxMessage(
  executor: Executor,
  quoteRequestId: number | null,
  mail: OutgoingMail,
  now: Date,
): Promise<number> {
  const row = await executor
    .insertInto("mail_outbox")
    .values({
      quote_request_id: quoteRequestId,
      kind: mail.kind ?? (quoteRequestId === null ? "account" : "quote"),
      reply_to_address: mail.replyTo?.address ?? null,
      reply_to_name: mail.replyTo?.name ?? null,
      application_id: mail.applicationId ?? null,
      // Every mail is named by a random key, not by our counters: replies and applicants'
      // acknowledgements leave the company, and invitations may go to anyone's address.
      message_key: randomBytes(16).toString("hex"),
      from_name: mail.fromName ?? null,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      status: "pending",
      attempts: 0,
      next_attempt_at: now.toISOString(),
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * The outbox queries. A message moves pending → sending (claimed with a lease)
 * → sent, or back to pending with a later next_attempt_at, or to failed after
 * repeated permanent rejections. An expired lease makes a `sending` row claimable
 * again, so a worker that died mid-send never strands a message.
 */
export class OutboxRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Claims up to `limit` due messages for one worker: first those whose lease ran
   * out (a worker died mid-send), then pending ones in due order. Each is a single
   * UPDATE … WHERE id IN (…) RETURNING: PostgreSQL skips rows other workers hold
   * (FOR UPDATE SKIP LOCKED); SQLite serialises writers, so it is atomic on its own.
   * Two plain queries rather than one with OR, so each walks the (status,
   * next_attempt_at) index in order and stops at `limit`, however long the queue.
   */
  async claimDue(opts: { workerId: string; leaseMs: number; limit: number }): Promise<OutboxMessage[]> {
    const now = this.now();
    const nowIso = now.toISOString();
    const k = this.db.kysely;
    const claim = async (
      status: "sending" | "pending",
      dueColumn: "locked_until" | "next_attempt_at",
      limit: number,
    ) => {
      const due = k
        .selectFrom("mail_outbox")
        .select("id")
        .where("status", "=", status)
        .where(dueColumn, "<=", nowIso)
        .orderBy("next_attempt_at")
        .orderBy("id")
        .limit(limit)
        .$if(this.db.dialect === "postgres", (q) => q.forUpdate().skipLocked());
      return k
        .updateTable("mail_outbox")
        .set((eb) => ({
          status: "sending",
          attempts: eb("attempts", "+", 1),
          locked_until: new Date(now.getTime() + opts.leaseMs).toISOString(),
          claimed_by: opts.workerId,
        }))
        .where("id", "in", due)
        .returningAll()
        .execute();
    };
    const expired = await claim("sending", "locked_until", opts.limit);
    const pending =
      expired.length < opts.limit ? await claim("pending", "next_attempt_at", opts.limit - expired.length) : [];
    return [...expired, ...pending].map(toOutboxMessage).sort((a, b) => a.id - b.id);
  }

  /**
   * Records a delivery. Unconditional: once the SMTP server took it, it is sent, whoever held the lease.
   * False when the message no longer exists: its lead was erased while it was being sent.
   */
  async markSent(id: number): Promise<boolean> {
    const result = await this.db.kysely
      .updateTable("mail_outbox")
      .set({ status: "sent", sent_at: this.now().toISOString(), locked_until: null, last_error: null })
      .where("id", "=", id)
      .where("status", "<>", "sent")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) return true;
    // Nothing updated: recorded as sent already, or deleted.
    return (
      (await this.db.kysely.selectFrom("mail_outbox").select("id").where("id", "=", id).executeTakeFirst()) !==
      undefined
    );
  }

  /**
   * Records a failed attempt: back to pending until `retryAt`, or failed for good
   * when `retryAt` is null. Only the lease holder may do this, so a late worker
   * cannot overwrite another worker's success.
   */
  async markAttemptFailed(id: number, workerId: string, error: string, retryAt: Date | null): Promise<void> {
    await this.db.kysely
      .updateTable("mail_outbox")
      .set({
        status: retryAt ? "pending" : "failed",
        next_attempt_at: (retryAt ?? this.now()).toISOString(),
        last_error: error.slice(0, MAX_ERROR_LENGTH),
        locked_until: null,
        claimed_by: null,
      })
      .where("id", "=", id)
      .where("claimed_by", "=", workerId)
      .where("status", "=", "sending")
      .execute();
  }

  /**
   * Returns every claimed message to pending. Only for SQLite at start: one server
   * owns the file, so a claim found there belongs to a process that has died.
   */
  async releaseAllClaims(): Promise<number> {
    const result = await this.db.kysely
      .updateTable("mail_outbox")
      .set({ status: "pending", locked_until: null, claimed_by: null, next_attempt_at: this.now().toISOString() })
      .where("status", "=", "sending")
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** When the next message becomes due (a pending retry or an expiring lease); null when nothing waits. */
  async nextDueAt(): Promise<Date | null> {
    const k = this.db.kysely;
    const [pending, leased] = await Promise.all([
      k
        .selectFrom("mail_outbox")
        .select((eb) => eb.fn.min("next_attempt_at").as("at"))
        .where("status", "=", "pending")
        .executeTakeFirst(),
      k
        .selectFrom("mail_outbox")
        .select((eb) => eb.fn.min("locked_until").as("at"))
        .where("status", "=", "sending")
        .executeTakeFirst(),
    ]);
    const times = [pending?.at, leased?.at].filter((t): t is string => typeof t === "string");
    if (!times.length) return null;
    return new Date(times.sort()[0]!);
  }

  /** Makes a failed or waiting message due now (the admin's "retry"). False when there is nothing to retry. */
  async retry(id: number): Promise<boolean> {
    const result = await this.db.kysely
      .updateTable("mail_outbox")
      .set({ status: "pending", next_attempt_at: this.now().toISOString() })
      .where("id", "=", id)
      .where("status", "in", ["failed", "pending"])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Makes every failed message due again, e.g. after the SMTP settings were fixed. */
  async retryAllFailed(): Promise<number> {
    const result = await this.db.kysely
      .updateTable("mail_outbox")
      .set({ status: "pending", next_attempt_at: this.now().toISOString() })
      .where("status", "=", "failed")
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async get(id: number): Promise<OutboxMessage | undefined> {
    const row = await this.db.kysely.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirst();
    return row && toOutboxMessage(row);
  }

  async listForQuote(quoteRequestId: number): Promise<OutboxMessage[]> {
    const rows = await this.db.kysely
      .selectFrom("mail_outbox")
      .selectAll()
      .where("quote_request_id", "=", quoteRequestId)
      .orderBy("id")
      .execute();
    return rows.map(toOutboxMessage);
  }

  /** How many messages are in each state (for readiness, the admin and tests). */
  async counts(): Promise<Record<MailStatus, number>> {
    const rows = await this.db.kysely
      .selectFrom("mail_outbox")
      .select((eb) => ["status", eb.fn.countAll().as("n")])
      .groupBy("status")
      .execute();
    const counts: Record<MailStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
    for (const r of rows) counts[r.status] = Number(r.n);
    return counts;
  }
}
