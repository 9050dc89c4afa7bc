import type { Logger } from "pino";
import type { AuditLog } from "../audit/audit-log";
import type { Db } from "../db";
import { removeMailFiles } from "../mail/transport";
import type { Acting } from "../pipeline/acting";
import { type Assignee, Assignment, assignTo } from "../pipeline/assignment";
import { addNote } from "../pipeline/notes";
import { VersionedWriter } from "../pipeline/versioned-write";
import type { RateLimiter } from "../rate-limit";
import type { ApplicationMailOptions } from "./mail";
import { type ApplicationFilter, type ApplicationView, HiringRepository } from "./repository";
import { ASSIGNMENT, changeStage, setInterview } from "./stages";
import { type ApplicationSubmission, type ApplicationSubmitResult, submitApplication } from "./submit";
import { type ApplicationTimelineEntry, applicationTimeline } from "./timeline";
import type { HiringDeps, HiringResult } from "./writes";

export type { ApplicationFilter, ApplicationView, ApplicationSubmission, ApplicationSubmitResult, Assignee };
export type { ApplicationTimelineEntry, HiringResult };
export type { HiringFailure } from "./writes";
export { OPEN_STAGES } from "./repository";
export { REJECTION_NOTE_MAX } from "./schemas";
export { NOTE_MAX } from "../pipeline/notes";

export type HiringPipelineOptions = {
  db: Db;
  audit: AuditLog;
  limiter: RateLimiter;
  logger: Logger;
  now?: () => Date;
  /** The application mails' settings at the moment one is sent (the live company name). */
  mail: () => ApplicationMailOptions;
  /** Called after a mail was queued (wakes the outbox worker). */
  onMailQueued?: () => void;
};

/**
 * Job applications and hiring (issue 36), one object on `services.hiring`: applying from a
 * job's page (submit.ts), the inbox's lists, counts and search, an application's stage,
 * owner (the interviewer), interview time and notes (stages.ts), its timeline (timeline.ts),
 * its CV, and deleting it (an owner's erasure, or APPLICATION_RETENTION_DAYS). The SQL is in
 * repository.ts, the input rules in schemas.ts; the versioned write with its timeline and
 * audit entries, assignment to an account with a permission, and notes are the lead
 * pipeline's, from server/pipeline/.
 *
 * Routes check "applications.work" (owners and the hiring role; "applications.erase" for an
 * erasure), parse the form with the schemas, call one method and show the answer. Audit
 * entries name an application by number only, never by the applicant's data.
 */
export class HiringPipeline {
  private readonly d: HiringDeps;

  constructor(private readonly options: HiringPipelineOptions) {
    const now = options.now ?? (() => new Date());
    const repo = new HiringRepository(options.db);
    this.d = {
      db: options.db,
      repo,
      writer: new VersionedWriter({ db: options.db, table: repo, audit: options.audit, now }),
      assignment: new Assignment(options.db, "applications.work"),
      audit: options.audit,
      now,
    };
  }

  /** An application from a job's page: stored with its CV and both mails before it is answered "stored". */
  submit(submission: ApplicationSubmission): Promise<ApplicationSubmitResult> {
    const { db, limiter, logger, mail, onMailQueued } = this.options;
    return submitApplication(
      { db, repo: this.d.repo, limiter, now: this.d.now, mail, onMailQueued: onMailQueued ?? (() => {}), logger },
      submission,
    );
  }

  application(id: number): Promise<ApplicationView | undefined> {
    return this.d.repo.view(id);
  }

  list(filter: ApplicationFilter, page: { limit: number; offset: number }) {
    return this.d.repo.list(filter, page);
  }

  count(filter: ApplicationFilter): Promise<number> {
    return this.d.repo.count(filter);
  }

  stageCounts(job?: string) {
    return this.d.repo.stageCounts(job);
  }

  /** The jobs that have applications, with how many (and how many are still being decided). */
  jobs() {
    return this.d.repo.jobs();
  }

  /** The accounts an application may be given to (owners and the hiring role), by name. */
  assignees(): Promise<Assignee[]> {
    return this.d.assignment.assignees();
  }

  changeStage(
    acting: Acting,
    id: number,
    change: { stage: unknown; rejectionReason?: unknown; rejectionNote?: unknown },
    expectVersion: number,
  ): Promise<HiringResult> {
    return changeStage(this.d, acting, id, change, expectVersion);
  }

  /** Gives the application to an owner or someone with the hiring role, or to no one (null). */
  assign(acting: Acting, id: number, ownerId: number | null, expectVersion: number): Promise<HiringResult> {
    return assignTo(this.d.writer, this.d.assignment, { acting, id, ownerId, expectVersion }, ASSIGNMENT);
  }

  setInterview(acting: Acting, id: number, at: Date | string | null, expectVersion: number): Promise<HiringResult> {
    return setInterview(this.d, acting, id, at, expectVersion);
  }

  /** A plain-text note for the team (1 to NOTE_MAX characters); audited without its text. */
  addNote(acting: Acting, id: number, text: string): Promise<HiringResult<{ eventId: number }>> {
    return addNote(this.d.writer, acting, id, text, "application.note_added");
  }

  timeline(id: number): Promise<ApplicationTimelineEntry[] | undefined> {
    return applicationTimeline(this.d.repo, id);
  }

  /** The CV's bytes for a signed-in person with the permission (the route checks it); each download is audited. */
  async downloadCv(acting: Acting, id: number) {
    const cv = await this.d.repo.cv(id);
    if (!cv) return undefined;
    await this.d.audit.record({
      actor: acting.user,
      action: "application.cv_downloaded",
      target: `application ${id}`,
      ip: acting.ip,
    });
    return cv;
  }

  /**
   * Erases an application at once (an owner, on the applicant's request): the row, its CV,
   * timeline and mails (their .eml files too), leaving none of their bytes in SQLite's files.
   * False when it was gone already.
   */
  async erase(acting: Acting, id: number): Promise<boolean> {
    const { ids, mailIds } = await this.d.repo.delete({ id });
    // Also when the row was gone already: nothing else to find then, and the check costs nothing.
    await removeMailFiles(this.d.db.dataDir, mailIds);
    if (ids.length === 0) return false;
    await this.d.db.purgeDeleted();
    await this.d.audit.record({
      actor: acting.user,
      action: "application.erased",
      target: `application ${id}`,
      ip: acting.ip,
    });
    return true;
  }

  /** Deletes applications received before `cutoff` (APPLICATION_RETENTION_DAYS), as erase() deletes one; returns how many. */
  async deleteReceivedBefore(cutoff: Date): Promise<number> {
    const { ids, mailIds } = await this.d.repo.delete({ before: cutoff.toISOString() });
    if (ids.length === 0) return 0;
    await removeMailFiles(this.d.db.dataDir, mailIds);
    await this.d.db.purgeDeleted();
    return ids.length;
  }
}
