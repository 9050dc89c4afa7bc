import type { z } from "zod";
import type { MailStatus } from "../db/schema";
import type { TimelineActor } from "./acting";

/**
 * Reading a worked record's timeline: its events table's rows (one shape for every pipeline:
 * when, what kind, who, the kind's specifics as JSON, and the e-mail it sent, joined from the
 * outbox) become typed entries through the pipeline's zod schema of its event kinds, a
 * discriminated union on `kind`. A row that does not fit its kind is left out, not guessed at.
 */

/** An events table's row, with the state of the e-mail it sent (a left join on mail_outbox). */
export type EventRow = {
  id: number | string;
  at: string;
  kind: string;
  actor_id: number | string | null;
  actor_name: string;
  data: string;
  mail_id: number | string | null;
  mail_status: MailStatus | null;
  mail_attempts: number | string | null;
  mail_sent_at: string | null;
  mail_next_attempt_at: string | null;
  mail_last_error: string | null;
};

/** The state of an e-mail the record's people sent, from mail_outbox; null when its row is gone. */
export type MailState = {
  id: number;
  status: MailStatus;
  attempts: number;
  sentAt: string | null;
  nextAttemptAt: string;
  lastError: string | null;
} | null;

export type EventBase = { id: number; at: string; actor: TimelineActor };

/** An events table's own columns (a pipeline that sends no mail from its timeline reads just these). */
export type StoredEvent = Pick<EventRow, "id" | "at" | "kind" | "actor_id" | "actor_name" | "data">;

/** One row as an entry of the schema's kinds (its base, then the kind's fields); undefined when it does not fit. */
export function readEvent<S extends z.ZodType<{ kind: string }>>(
  row: StoredEvent,
  schema: S,
): (EventBase & z.output<S>) | undefined {
  let data: unknown;
  try {
    data = JSON.parse(row.data);
  } catch {
    return undefined;
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) return undefined;
  const parsed = schema.safeParse({ ...data, kind: row.kind });
  if (!parsed.success) return undefined;
  return {
    id: Number(row.id),
    at: row.at,
    actor: { id: row.actor_id === null ? null : Number(row.actor_id), name: row.actor_name },
    ...parsed.data,
  };
}

/** A row's columns of a mail joined from mail_outbox (an event's reply; an application's acknowledgement). */
export type MailColumns = Pick<
  EventRow,
  "mail_id" | "mail_status" | "mail_attempts" | "mail_sent_at" | "mail_next_attempt_at" | "mail_last_error"
>;

/** The joined e-mail's state; null when the row sent none or its mail is gone. */
export function mailStateOf(row: MailColumns): MailState {
  if (row.mail_status === null) return null;
  return {
    id: Number(row.mail_id),
    status: row.mail_status,
    attempts: Number(row.mail_attempts ?? 0),
    sentAt: row.mail_sent_at,
    nextAttemptAt: row.mail_next_attempt_at ?? "",
    lastError: row.mail_last_error,
  };
}

/** Entries oldest first; a stable sort keeps the order they were given in on ties. */
export function byTime<E extends { at: string }>(entries: E[]): E[] {
  return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
