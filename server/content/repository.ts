import { type Selectable, type Transaction, sql } from "kysely";
import type { CollectionName, PublishedRecords } from "#shared/content/editable";
import type { Db, Executor } from "../db";
import type { ContentRecordsTable, Database, RevisionAction } from "../db/schema";
import {
  addRevisionReferences,
  dropAllRecordReferences,
  dropRevisionReferences,
  setReferences,
} from "./media-references";

export type ContentRow = Selectable<ContentRecordsTable>;
/** Revisions kept per record when the caller names no limit: older ones are deleted as new ones come. */
export const DEFAULT_KEEP_REVISIONS = 50;

/** Counter keys of content_state. */
const SEQ = "seq";
const PUBLISHED = "published";

/**
 * Storage of content records, revisions and the publish counter. Writes are
 * conditional on the version the writer read (optimistic concurrency): a stale
 * writer changes nothing and learns so, on one instance or several. Each write also
 * keeps media_references in step and prunes the record's revisions, in its transaction.
 */
export class ContentRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  get(collection: CollectionName, id: string, executor: Executor = this.db.kysely): Promise<ContentRow | undefined> {
    return executor
      .selectFrom("content_records")
      .selectAll()
      .where("collection", "=", collection)
      .where("record_id", "=", id)
      .executeTakeFirst();
  }

  list(collection: CollectionName): Promise<ContentRow[]> {
    return this.db.kysely.selectFrom("content_records").selectAll().where("collection", "=", collection).execute();
  }

  /** Every published record, parsed, and the publish counter they belong to. */
  async published(): Promise<{ records: PublishedRecords; counter: number }> {
    return this.db.kysely.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom("content_records")
        .select(["collection", "record_id", "published"])
        .where("published", "is not", null)
        .execute();
      // Objects without a prototype: a row's id is never taken for an inherited name (__proto__).
      const records: PublishedRecords = Object.create(null);
      for (const row of rows) {
        const bucket = (records[row.collection as CollectionName] ??= Object.create(null) as Record<string, unknown>);
        bucket[row.record_id] = JSON.parse(row.published!);
      }
      return { records, counter: await this.counter(PUBLISHED, trx) };
    });
  }

  /** The publish counter: what every instance compares with what it serves. */
  publishCounter(): Promise<number> {
    return this.counter(PUBLISHED, this.db.kysely);
  }

  private async counter(key: string, executor: Executor): Promise<number> {
    const row = await executor.selectFrom("content_state").select("value").where("key", "=", key).executeTakeFirst();
    return row ? Number(row.value) : 0;
  }

  private async bump(key: string, trx: Executor): Promise<number> {
    const row = await trx
      .insertInto("content_state")
      .values({ key, value: 1 })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: sql<number>`content_state.value + 1` }))
      .returning("value")
      .executeTakeFirstOrThrow();
    return Number(row.value);
  }

  /**
   * Runs `change` in a transaction that first checks the record is still at `expected`
   * (0 = no row). Returns undefined when it is not (someone else wrote first).
   */
  async write(
    collection: CollectionName,
    id: string,
    expected: number | "any",
    change: {
      draft?: unknown | null;
      published?: unknown | null;
      actor: string;
      /** Keep a revision of the new published data with this action (and bump the publish counter). */
      revision?: RevisionAction;
      /** Delete the row instead (revert to shipped). */
      remove?: boolean;
      /** Publish the draft by itself at this time (null: not scheduled). A publish clears it. */
      schedule?: { at: string; by: string } | null;
      /** With `revision`: the record keeps its newest this many revisions (default DEFAULT_KEEP_REVISIONS). */
      keepRevisions?: number;
    },
  ): Promise<{ version: number; publishCounter?: number } | undefined> {
    try {
      return await this.db.kysely.transaction().execute(async (trx) => {
        const row = await this.get(collection, id, trx);
        const current = row?.version ?? 0;
        if (expected !== "any" && expected !== current) return undefined;
        const at = this.now().toISOString();
        const version = await this.bump(SEQ, trx);
        const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
        const schedule =
          change.schedule !== undefined
            ? { scheduled_at: change.schedule?.at ?? null, scheduled_by: change.schedule?.by ?? null }
            : change.published !== undefined
              ? { scheduled_at: null, scheduled_by: null }
              : {};

        if (change.remove) {
          if (row) {
            const gone = await trx
              .deleteFrom("content_records")
              .where("collection", "=", collection)
              .where("record_id", "=", id)
              .where("version", "=", current)
              .executeTakeFirst();
            if (Number(gone.numDeletedRows) !== 1) throw new StaleWrite();
          }
        } else if (row) {
          const updated = await trx
            .updateTable("content_records")
            .set({
              ...(change.draft !== undefined ? { draft: json(change.draft) } : {}),
              ...(change.published !== undefined
                ? { published: json(change.published), published_at: at, published_by: change.actor }
                : {}),
              ...schedule,
              version,
              updated_at: at,
              updated_by: change.actor,
            })
            .where("collection", "=", collection)
            .where("record_id", "=", id)
            .where("version", "=", current)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) !== 1) throw new StaleWrite();
        } else {
          // A second writer inserting the same id fails on the primary key: a conflict too.
          await trx
            .insertInto("content_records")
            .values({
              collection,
              record_id: id,
              draft: json(change.draft),
              published: json(change.published),
              version,
              updated_at: at,
              updated_by: change.actor,
              published_at: change.published !== undefined ? at : null,
              published_by: change.published !== undefined ? change.actor : null,
              ...schedule,
            })
            .execute();
        }

        const place = { collection, recordId: id };
        for (const source of ["draft", "published"] as const) {
          if (change.remove || change[source] !== undefined)
            await setReferences(trx, place, source, change.remove ? null : json(change[source]));
        }

        if (!change.revision) return { version };
        await this.keepRevision(trx, place, {
          version,
          action: change.revision,
          data: change.remove ? null : json(change.published),
          actor: change.actor,
          at,
          keep: change.keepRevisions,
        });
        return { version, publishCounter: await this.bump(PUBLISHED, trx) };
      });
    } catch (error) {
      if (error instanceof StaleWrite || isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  /**
   * Takes the drafts whose time has come: one UPDATE clears their time and returns them,
   * so of several instances polling at once exactly one gets each (row locks on
   * PostgreSQL, the single writer on SQLite).
   */
  claimDue(
    now: Date,
  ): Promise<{ collection: string; record_id: string; version: number; scheduled_by: string | null }[]> {
    return this.db.kysely
      .updateTable("content_records")
      .set({ scheduled_at: null })
      .where("scheduled_at", "is not", null)
      .where("scheduled_at", "<=", now.toISOString())
      .returning(["collection", "record_id", "version", "scheduled_by"])
      .execute();
  }

  /** The schedule of every record that has one (for the back office). */
  async scheduled(collection: CollectionName): Promise<Map<string, { at: string; by: string | null }>> {
    const rows = await this.db.kysely
      .selectFrom("content_records")
      .select(["record_id", "scheduled_at", "scheduled_by"])
      .where("collection", "=", collection)
      .where("scheduled_at", "is not", null)
      .execute();
    return new Map(rows.map((r) => [r.record_id, { at: r.scheduled_at!, by: r.scheduled_by }]));
  }

  revisions(collection: CollectionName, id: string, limit = 100) {
    return this.db.kysely
      .selectFrom("content_revisions")
      .selectAll()
      .where("collection", "=", collection)
      .where("record_id", "=", id)
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
  }

  revision(collection: CollectionName, id: string, revisionId: number) {
    return this.db.kysely
      .selectFrom("content_revisions")
      .selectAll()
      .where("collection", "=", collection)
      .where("record_id", "=", id)
      .where("id", "=", revisionId)
      .executeTakeFirst();
  }

  /**
   * Replaces every published record in one transaction (import); one revision each, and each
   * record keeps its newest `keepRevisions(collection)` revisions (default DEFAULT_KEEP_REVISIONS).
   */
  async replaceAll(
    records: { collection: CollectionName; id: string; data: unknown }[],
    actor: string,
    keepRevisions?: (collection: CollectionName) => number | undefined,
  ): Promise<number> {
    return this.db.kysely.transaction().execute(async (trx) => {
      const at = this.now().toISOString();
      await trx.deleteFrom("content_records").execute();
      await dropAllRecordReferences(trx);
      for (const record of records) {
        const version = await this.bump(SEQ, trx);
        const data = JSON.stringify(record.data);
        await trx
          .insertInto("content_records")
          .values({
            collection: record.collection,
            record_id: record.id,
            draft: null,
            published: data,
            version,
            updated_at: at,
            updated_by: actor,
            published_at: at,
            published_by: actor,
          })
          .execute();
        const place = { collection: record.collection, recordId: record.id };
        await setReferences(trx, place, "published", data);
        await this.keepRevision(trx, place, {
          version,
          action: "import",
          data,
          actor,
          at,
          keep: keepRevisions?.(record.collection),
        });
      }
      return this.bump(PUBLISHED, trx);
    });
  }

  /**
   * Stores a revision with its media references, then deletes the record's revisions beyond
   * the newest `keep` (at least one) and their references. Safe for concurrency checks: those
   * compare content_records.version, never a revision; the newest revision, the published
   * state that restore and the history's diff start from, always stays.
   */
  private async keepRevision(
    trx: Transaction<Database>,
    place: { collection: CollectionName; recordId: string },
    revision: {
      version: number;
      action: RevisionAction;
      data: string | null;
      actor: string;
      at: string;
      keep: number | undefined;
    },
  ): Promise<void> {
    const { keep = DEFAULT_KEEP_REVISIONS, ...values } = revision;
    const stored = await trx
      .insertInto("content_revisions")
      .values({ collection: place.collection, record_id: place.recordId, ...values })
      .returning("id")
      .executeTakeFirstOrThrow();
    await addRevisionReferences(trx, place, Number(stored.id), values.data);
    if (!Number.isFinite(keep)) return;
    // The newest revision beyond the limit: it and every older one go (ids only grow).
    const beyond = await trx
      .selectFrom("content_revisions")
      .select("id")
      .where("collection", "=", place.collection)
      .where("record_id", "=", place.recordId)
      .orderBy("id", "desc")
      .limit(1)
      .offset(Math.max(1, Math.floor(keep)))
      .executeTakeFirst();
    if (!beyond) return;
    const through = Number(beyond.id);
    await dropRevisionReferences(trx, place, through);
    await trx
      .deleteFrom("content_revisions")
      .where("collection", "=", place.collection)
      .where("record_id", "=", place.recordId)
      .where("id", "<=", through)
      .execute();
  }
}

class StaleWrite extends Error {}

/** SQLite and PostgreSQL name a duplicate key differently. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === "23505" ||
    e?.code === "SQLITE_CONSTRAINT_PRIMARYKEY" ||
    /UNIQUE constraint failed/.test(e?.message ?? "")
  );
}
