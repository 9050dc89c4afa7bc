import type { AuditLog } from "../audit/audit-log";
import type { Db } from "../db";
import type { ApplicationEventKind } from "../db/schema";
import type { Assignment } from "../pipeline/assignment";
import type { WriteFailure } from "../pipeline/results";
import type { VersionedWriter, WriteDone } from "../pipeline/versioned-write";
import type { Application, ApplicationColumns, ApplicationView, HiringRepository } from "./repository";

export type HiringFailure = WriteFailure<ApplicationView>;
/** `record`: the application as it is after the write (with its new `version`); `changed`: false when it already was so. */
export type HiringResult<Extra = object> = (WriteDone<ApplicationView> & Extra) | HiringFailure;

export type HiringWriter = VersionedWriter<Application, ApplicationView, ApplicationColumns, ApplicationEventKind>;

/** What the hiring pipeline's concern modules share (made once by HiringPipeline). */
export type HiringDeps = {
  db: Db;
  repo: HiringRepository;
  writer: HiringWriter;
  /** Who may own an application: accounts whose role can "applications.work". */
  assignment: Assignment;
  audit: AuditLog;
  now: () => Date;
};
