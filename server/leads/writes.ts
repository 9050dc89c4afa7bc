import type { AuditLog } from "../audit/audit-log";
import type { Db } from "../db";
import type { QuoteRepository, QuoteRequest, QuoteWithMail } from "../db/quotes";
import type { LeadEventKind } from "../db/schema";
import type { Assignment } from "../pipeline/assignment";
import type { FieldErrors, WriteFailure } from "../pipeline/results";
import type { VersionedWriter, WriteResult } from "../pipeline/versioned-write";
import type { LeadColumns, LeadPipelineRepository } from "./repository";

/** Per-field messages in plain words, keyed by the input's field name. */
export type LeadFieldErrors = FieldErrors;

export type PipelineFailure = WriteFailure<QuoteWithMail>;

/** `lead`: the lead after the write (with its new `version`); `changed`: false when it already was so (nothing written). */
export type PipelineOk<Extra = object> = { ok: true; lead: QuoteWithMail; changed: boolean } & Extra;
export type PipelineResult<Extra = object> = PipelineOk<Extra> | PipelineFailure;

export type LeadWriter = VersionedWriter<QuoteRequest, QuoteWithMail, LeadColumns, LeadEventKind>;

/** What the pipeline's concern modules share (made once by LeadPipeline). */
export type LeadDeps = {
  db: Db;
  quotes: QuoteRepository;
  repo: LeadPipelineRepository;
  writer: LeadWriter;
  /** Who may be given a lead: accounts whose role can "leads.work". */
  assignment: Assignment;
  audit: AuditLog;
  now: () => Date;
  /** Called after a mail was queued (wakes the outbox worker). */
  onMailQueued?: () => void;
  /** The company's name as the site shows it now (mail to clients comes from "Salesperson at Company"). */
  companyName?: () => string;
};

/** A versioned write's answer as the pipeline gives it: the record is the lead. */
export function asLeadResult<Extra extends object = object>(
  result: WriteResult<QuoteWithMail>,
  extra?: Extra,
): PipelineResult<Extra> {
  if (!result.ok) return result;
  return { ok: true, lead: result.record, changed: result.changed, ...(extra as Extra) };
}
