import type { Transaction } from "kysely";
import type { AuditAction, AuditLog } from "../audit/audit-log";
import type { Db } from "../db";
import type { Database } from "../db/schema";
import { type Acting, type SystemActor, timelineActor, type TimelineActor } from "./acting";
import { Refused, type WriteFailure } from "./results";

/** A record the pipeline writes: its number, its version (optimistic concurrency) and where it was merged. */
export type Versioned = { id: number; version: number; mergedInto: number | null };

/** A timeline entry as it is added: what happened, who did it, its specifics, and the mail it sent. */
export type NewEvent<Kind extends string> = {
  at: string;
  kind: Kind;
  actor: TimelineActor;
  data: object;
  mailId?: number | null;
  /** Another record whose personal data the entry holds (a merge's): erasing that record removes the entry. */
  about?: number | null;
};

/**
 * What one kind of worked record (a lead; next, a job application) gives the writer: its
 * SQL, in its repository. Every write goes through `VersionedWriter`, so none can forget
 * the version check, the timeline entry or the audit entry.
 */
export type VersionedTable<R extends Versioned, V, Columns, Kind extends string> = {
  /** How the audit log names one, by number only: "lead" → "lead 42". */
  noun: string;
  /** The record inside a write's transaction, its row locked until the end (PostgreSQL FOR UPDATE; SQLite has one writer). */
  lock(trx: Transaction<Database>, id: number): Promise<R | undefined>;
  /** The record as answers carry it, read after the transaction. */
  view(id: number): Promise<V | undefined>;
  /** Writes the columns with version + 1 if the row is still at `record.version`; false if not (a concurrent write). */
  bump(trx: Transaction<Database>, record: R, at: string, columns: Columns): Promise<boolean>;
  /** Adds a timeline entry of the record; returns its id. */
  appendEvent(trx: Transaction<Database>, recordId: number, event: NewEvent<Kind>): Promise<number>;
};

/** One record's part of a write: bump its version with new columns, add to its timeline, audit. */
export type Change<R, Columns, Kind extends string> = {
  trx: Transaction<Database>;
  record: R;
  now: Date;
  /** `now` as stored. */
  at: string;
  /** Writes the columns with version + 1; a concurrent write makes the whole write a conflict. */
  bump(columns: Columns): Promise<void>;
  /** Adds a timeline entry by the acting person; returns its id. */
  event(kind: Kind, data: object, extra?: { mailId?: number | null; about?: number | null }): Promise<number>;
  /** An audit entry naming the record by number, written with the change. */
  audit(action: AuditAction, details?: Record<string, string | number | boolean | null>): Promise<void>;
};

export type WriteDone<V> = { ok: true; record: V; changed: boolean };
export type WriteResult<V> = WriteDone<V> | WriteFailure<V>;

/** One record a write takes: its number, the version the person saw (null: any), and whether it may be one merged away (undoing a merge). */
export type WriteTarget = { id: number; expectVersion: number | null; mergedAllowed?: boolean };

export type VersionedWriterOptions<R extends Versioned, V, Columns, Kind extends string> = {
  db: Db;
  table: VersionedTable<R, V, Columns, Kind>;
  audit: AuditLog;
  now: () => Date;
};

/**
 * The versioned write of the pipelines: in one transaction it reads the record (locked),
 * refuses when it is gone, merged into another or (with `expectVersion`) at another version,
 * then applies the change, which bumps the version, adds the timeline entry and writes the
 * audit entry; any refusal rolls everything back. The answer carries the record as it then is.
 * Adding to the timeline only (a note, a reply) needs no version (`expectVersion` null).
 */
export class VersionedWriter<R extends Versioned, V, Columns, Kind extends string> {
  private readonly db: Db;
  private readonly table: VersionedTable<R, V, Columns, Kind>;
  private readonly auditLog: AuditLog;
  readonly now: () => Date;

  constructor(o: VersionedWriterOptions<R, V, Columns, Kind>) {
    this.db = o.db;
    this.table = o.table;
    this.auditLog = o.audit;
    this.now = o.now;
  }

  /** One record: `apply` returns whether it changed anything (false: nothing was written). */
  async write(
    actor: Acting | SystemActor,
    id: number,
    expectVersion: number | null,
    apply: (change: Change<R, Columns, Kind>) => Promise<boolean>,
  ): Promise<WriteResult<V>> {
    const result = await this.writeTogether(actor, [{ id, expectVersion }], ([change]) => apply(change!));
    return result.ok ? { ok: true, record: result.records[0]!, changed: result.changed } : result;
  }

  /**
   * Several records at once (a merge): each is locked in id order (so two writes of the same
   * records cannot deadlock) and checked as `write` checks one, then `apply` gets a change for
   * each, in the order asked.
   */
  async writeTogether(
    actor: Acting | SystemActor,
    targets: WriteTarget[],
    apply: (changes: Change<R, Columns, Kind>[]) => Promise<boolean>,
  ): Promise<{ ok: true; records: V[]; changed: boolean } | WriteFailure<V>> {
    let changed: boolean;
    try {
      changed = await this.db.kysely.transaction().execute(async (trx) => {
        const now = this.now();
        const locked = new Map<number, R | undefined>();
        for (const id of [...new Set(targets.map((t) => t.id))].sort((a, b) => a - b))
          locked.set(id, await this.table.lock(trx, id));
        const records = targets.map((t) => locked.get(t.id));
        if (records.some((r) => r === undefined)) throw new Refused({ ok: false, reason: "not-found" });
        (records as R[]).forEach((record, i) => {
          if (record.mergedInto !== null && !targets[i]!.mergedAllowed)
            throw new Refused({ ok: false, reason: "merged", survivorId: record.mergedInto });
        });
        targets.forEach((t, i) => {
          if (t.expectVersion !== null && records[i]!.version !== t.expectVersion)
            throw new Refused({ ok: false, reason: "conflict-on", id: t.id });
        });
        return apply((records as R[]).map((record) => this.change(trx, actor, record, now)));
      });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      return this.answerRefusal(error);
    }
    const records = await Promise.all(targets.map((t) => this.table.view(t.id)));
    if (records.some((r) => r === undefined)) return { ok: false, reason: "not-found" };
    return { ok: true, records: records as V[], changed };
  }

  private change(
    trx: Transaction<Database>,
    actor: Acting | SystemActor,
    record: R,
    now: Date,
  ): Change<R, Columns, Kind> {
    const at = now.toISOString();
    const table = this.table;
    return {
      trx,
      record,
      now,
      at,
      bump: async (columns) => {
        // A concurrent writer (PostgreSQL) makes this match nothing: the whole write is a conflict.
        if (!(await table.bump(trx, record, at, columns)))
          throw new Refused({ ok: false, reason: "conflict-on", id: record.id });
      },
      event: (kind, data, extra = {}) =>
        table.appendEvent(trx, record.id, { at, kind, actor: timelineActor(actor), data, ...extra }),
      audit: async (action, details) => {
        if ("system" in actor) throw new Error("the system's writes are not audited as a person's");
        await this.auditLog.record(
          { actor: actor.user, action, target: `${table.noun} ${record.id}`, details, ip: actor.ip },
          trx,
        );
      },
    };
  }

  /** The answer for a refusal; a conflict is told with the record as it is now (read after the rollback). */
  private async answerRefusal(error: Refused): Promise<WriteFailure<V>> {
    const failure = error.failure;
    if (failure.reason !== "conflict-on") return failure;
    const current = await this.table.view(failure.id);
    return current ? { ok: false, reason: "conflict", current } : { ok: false, reason: "not-found" };
  }
}
