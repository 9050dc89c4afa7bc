import type { Transaction } from "kysely";
import pino, { type Logger } from "pino";
import type { AuditLog } from "../audit/audit-log";
import type { Db } from "../db";
import type { QuoteRepository, QuoteRequest, QuoteWithMail } from "../db/quotes";
import type { Database } from "../db/schema";
import type { Acting } from "../pipeline/acting";
import { type Assignee, Assignment } from "../pipeline/assignment";
import { addNote } from "../pipeline/notes";
import { VersionedWriter } from "../pipeline/versioned-write";
import { LeadArrivals } from "./arrivals";
import { assign, assignNewLead, roundRobin, setRoundRobin } from "./assignment";
import { type CallInput, logCall } from "./calls";
import { pruneDigests, sendDueDigests } from "./digest";
import { setFollowUp } from "./follow-ups";
import { type DuplicateLead, type MergeChoices, duplicatesOf, merge, unmerge } from "./merges";
import { type ReplyLimits, pruneReplyRecords, reply, replyLimits, setReplyLimits } from "./replies";
import { LeadPipelineRepository } from "./repository";
import type { StageChange } from "./schemas";
import { changeStage, setExpectedValue } from "./stages";
import { leadTimeline, type TimelineEntry } from "./timeline";
import { asLeadResult, type LeadDeps, type PipelineResult } from "./writes";

/**
 * The sales pipeline (issue 30), one object on `services.pipeline`: stages, owners, notes,
 * follow-ups, values, replies by e-mail, duplicates and merging, the lead's timeline,
 * round-robin assignment and the morning digest. Each concern lives in its own module
 * beside this one (stages.ts, assignment.ts, follow-ups.ts, replies.ts, merges.ts,
 * timeline.ts, digest.ts), its SQL in repository.ts and its input rules in schemas.ts; the
 * machinery job applications will share (the versioned write with its timeline and audit
 * entries, assignment to an account with a permission, notes, the timeline read, the text
 * checks) is in server/pipeline/.
 *
 * Every write happens in one transaction with its timeline entry (lead_events) and its
 * audit entry, so no route can forget either. Routes check the "leads.work" permission
 * (app/admin/auth.server.ts), parse the form with the schemas, call one method and show
 * the answer.
 *
 * Concurrency: a lead carries a `version`. Writes that change the lead's state take the
 * version the person saw (`expectVersion`); if someone else changed the lead meanwhile the
 * write is refused with `{ reason: "conflict", current }` and nothing is written, so the
 * second person can look again and redo their change. Notes and replies only add to the
 * timeline, so they need no version.
 *
 * Audit entries name a lead by number only ("lead 42"), never by its personal data.
 */

/** Who acts: the signed-in account and their address. */
export type PipelineActing = Acting;

export type { Assignee, DuplicateLead, MergeChoices, ReplyLimits, StageChange, TimelineEntry };
export { CONTACT_DETAILS, type ContactDetail, detailDiffers } from "./merges";
export { REPLY_LIMIT_DEFAULTS, REPLY_LIMIT_MAX, replyLimitsSchema } from "./replies";
export type { TimelineActor, PersonRef } from "../pipeline/acting";
export type { ReplyMailState } from "./timeline";
export type { LeadFieldErrors, PipelineFailure, PipelineOk, PipelineResult } from "./writes";
export { LOST_REASONS, type LostReason } from "../db/schema";
// The words for stages and reasons live once in shared/ (the screens use them too).
export { LOST_REASON_LABELS, STAGE_LABELS } from "#shared/lib/lead-stages";
export { CALL_OUTCOMES, type CallOutcome } from "./schemas";
export type { CallInput } from "./calls";
export { BODY_MAX, FOLLOW_UP_MAX_YEARS, LOST_NOTE_MAX, NOTE_MAX, SUBJECT_MAX, VALUE_MAX } from "./schemas";
export { DIGEST_KEEP_DAYS, DIGEST_MINUTE } from "./digest";
export { ROUND_ROBIN_ACTOR } from "./assignment";

export type LeadPipelineOptions = {
  db: Db;
  quotes: QuoteRepository;
  audit: AuditLog;
  now?: () => Date;
  /** SITE_URL, for the digest's links. */
  siteUrl: string;
  /** From when (minutes after midnight, India time) the day's digests go out; DIGEST_MINUTE (08:30) by default. */
  digestMinute?: number;
  /** Called after a mail was queued (wakes the outbox worker). */
  onMailQueued?: () => void;
  /** Where the work after new leads reports failures (silent when absent). */
  logger?: Logger;
  /** The company's name as the site shows it now (mail to clients comes from "Salesperson at Company"). */
  companyName?: () => string;
};

export class LeadPipeline {
  private readonly d: LeadDeps;
  /** New leads' work after the answer (round-robin, the conversion): server/leads/arrivals.ts. */
  readonly arrivals: LeadArrivals;

  constructor(private readonly options: LeadPipelineOptions) {
    const now = options.now ?? (() => new Date());
    const repo = new LeadPipelineRepository(options.db, options.quotes);
    this.d = {
      db: options.db,
      quotes: options.quotes,
      repo,
      writer: new VersionedWriter({ db: options.db, table: repo, audit: options.audit, now }),
      assignment: new Assignment(options.db, "leads.work"),
      audit: options.audit,
      now,
      onMailQueued: options.onMailQueued,
      companyName: options.companyName,
    };
    this.arrivals = new LeadArrivals(this.d, { logger: options.logger ?? pino({ level: "silent" }) });
  }

  /** A lead with its notification state and owner; a merged lead too (its `mergedInto` says where it went). */
  lead(id: number): Promise<QuoteWithMail | undefined> {
    return this.d.quotes.get(id);
  }

  /** The accounts a lead may be assigned to (owners and sales), by name. */
  assignees(): Promise<Assignee[]> {
    return this.d.assignment.assignees();
  }

  changeStage(acting: Acting, id: number, change: StageChange): Promise<PipelineResult> {
    return changeStage(this.d, acting, id, change);
  }

  assign(acting: Acting, id: number, ownerId: number | null, expectVersion: number): Promise<PipelineResult> {
    return assign(this.d, acting, id, ownerId, expectVersion);
  }

  /**
   * Adds a plain-text note (1 to NOTE_MAX characters after trimming; line breaks and tabs
   * kept, other control characters refused). Notes only add, so no version is needed.
   */
  async addNote(acting: Acting, id: number, text: string): Promise<PipelineResult<{ eventId: number }>> {
    const result = await addNote(this.d.writer, acting, id, text, "lead.note_added");
    return result.ok ? asLeadResult(result, { eventId: result.eventId }) : result;
  }

  setFollowUp(acting: Acting, id: number, at: Date | string | null, expectVersion: number): Promise<PipelineResult> {
    return setFollowUp(this.d, acting, id, at, expectVersion);
  }

  /** Logs a call with its outcome (and a follow-up for "call back", Contacted for a reached New lead). */
  logCall(acting: Acting, id: number, input: CallInput, expectVersion: number): Promise<PipelineResult> {
    return logCall(this.d, acting, id, input, expectVersion);
  }

  setExpectedValue(
    acting: Acting,
    id: number,
    value: number | string | null,
    expectVersion: number,
  ): Promise<PipelineResult> {
    return setExpectedValue(this.d, acting, id, value, expectVersion);
  }

  reply(
    acting: Acting,
    id: number,
    input: { subject: string; body: string },
  ): Promise<PipelineResult<{ mailId: number }>> {
    return reply(this.d, acting, id, input);
  }

  /** How many e-mails to clients one person may send in an hour and in a day. */
  replyLimits(): Promise<ReplyLimits> {
    return replyLimits(this.d);
  }

  /** Sets the reply limits (owners, from Settings; audited). */
  setReplyLimits(acting: Acting, input: { hour: unknown; day: unknown }) {
    return setReplyLimits(this.d, acting, input);
  }

  /** Deletes what the reply limits no longer need (the hourly maintenance). */
  pruneReplyRecords(now?: Date): Promise<number> {
    return pruneReplyRecords(this.d, now);
  }

  duplicatesOf(id: number): Promise<DuplicateLead[]> {
    return duplicatesOf(this.d, id);
  }

  merge(
    acting: Acting,
    survivorId: number,
    mergedId: number,
    expectVersion: { survivor: number; merged: number },
    choices?: MergeChoices,
  ): Promise<PipelineResult> {
    return merge(this.d, acting, survivorId, mergedId, expectVersion, choices);
  }

  /** Undoes a merge from the survivor's timeline (owners: the route checks "leads.unmerge"). */
  unmerge(
    acting: Acting,
    survivorId: number,
    mergeEventId: number,
    expectVersion: number,
  ): Promise<PipelineResult<{ mergedId: number }>> {
    return unmerge(this.d, acting, survivorId, mergeEventId, expectVersion);
  }

  timeline(id: number): Promise<TimelineEntry[] | undefined> {
    return leadTimeline(this.d.repo, id);
  }

  roundRobin(): Promise<boolean> {
    return roundRobin(this.d);
  }

  setRoundRobin(acting: Acting, on: boolean): Promise<boolean> {
    return setRoundRobin(this.d, acting, on);
  }

  assignNewLead(trx: Transaction<Database>, lead: QuoteRequest): Promise<QuoteRequest> {
    return assignNewLead(this.d, trx, lead);
  }

  sendDueDigests(now?: Date): Promise<number> {
    return sendDueDigests(this.d, this.options, now);
  }

  pruneDigests(now?: Date): Promise<number> {
    return pruneDigests(this.d, now);
  }
}
