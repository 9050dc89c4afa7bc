import type { ColumnType, Generated } from "kysely";
import type { QuoteSource } from "../../app/lib/quote-fields";

/**
 * Table types for Kysely. One convention on both dialects:
 * - times are UTC ISO 8601 strings from Date#toISOString() ("2025-01-31T09:15:00.000Z"),
 *   which sort and compare correctly as text;
 * - flags are integers 0/1 (SQLite has no boolean; the same queries run on PostgreSQL).
 */
export const QUOTE_STATUSES = ["new", "contacted", "closed"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const MAIL_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export interface QuoteRequestsTable {
  id: Generated<number>;
  created_at: string;
  updated_at: string;
  name: string;
  phone_number: string;
  message: string;
  source: QuoteSource;
  status: ColumnType<QuoteStatus, QuoteStatus | undefined, QuoteStatus>;
  /** The client address as the server trusts it (see TRUST_PROXY). */
  client_ip: string | null;
  user_agent: string | null;
  /** 1 when the honeypot was filled: kept for review, never mailed. */
  is_spam: ColumnType<number, number | undefined, number>;
}

export interface MailOutboxTable {
  id: Generated<number>;
  quote_request_id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  last_error: string | null;
  /** Lease of the worker that claimed the row; an expired lease makes it claimable again. */
  locked_until: string | null;
  claimed_by: string | null;
  sent_at: string | null;
  created_at: string;
}

export interface Database {
  quote_requests: QuoteRequestsTable;
  mail_outbox: MailOutboxTable;
}
