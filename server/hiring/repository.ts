import { type Selectable, type SelectQueryBuilder, type Transaction, type Updateable, sql } from "kysely";
import type { Db, Executor } from "../db";
import type {
  ApplicationEventKind,
  ApplicationStage,
  Database,
  JobApplicationsTable,
  RejectionReason,
} from "../db/schema";
import type { MailColumns, MailState, StoredEvent } from "../pipeline/timeline";
import { mailStateOf } from "../pipeline/timeline";
import type { NewEvent, VersionedTable } from "../pipeline/versioned-write";
import type { CvKind } from "./cv";

/** A job application as the pipeline works on it. */
export type Application = {
  id: number;
  createdAt: string;
  updatedAt: string;
  jobSlug: string;
  jobTitle: string;
  name: string;
  email: string;
  phone: string;
  linkedin: string | null;
  github: string | null;
  portfolio: string | null;
  note: string | null;
  stage: ApplicationStage;
  stageChangedAt: string;
  rejectionReason: RejectionReason | null;
  rejectionNote: string | null;
  ownerId: number | null;
  interviewAt: string | null;
  version: number;
  /** Applications are never merged (the versioned write asks). */
  mergedInto: null;
};

/** An application as pages show it: with its owner's name, its CV's facts and its acknowledgement's delivery. */
export type ApplicationView = Application & {
  owner: { id: number; name: string } | null;
  cv: { fileName: string; kind: CvKind; size: number } | null;
  /** The acknowledgement e-mailed to the applicant; null when none was sent (or its row is gone). */
  acknowledgement: MailState;
};

/** The columns a write may change (the version and updated_at are the writer's). */
export type ApplicationColumns = Omit<Updateable<JobApplicationsTable>, "id" | "version" | "updated_at">;

/** What an applicant sends, as it is stored. */
export type NewApplication = Pick<
  Application,
  "jobSlug" | "jobTitle" | "name" | "email" | "phone" | "linkedin" | "github" | "portfolio" | "note"
>;

export type NewCv = { fileName: string; kind: CvKind; body: Uint8Array };

/** The inbox's filter: one job or all, a stage (or every open one), an owner, and a search of name, e-mail, phone and job. */
export type ApplicationFilter = {
  job?: string;
  stage?: ApplicationStage | "open";
  ownerId?: number;
  search?: string;
};

/** The stages an application is still being decided at. */
export const OPEN_STAGES: ApplicationStage[] = ["applied", "screening", "interview", "offer"];

type Row = Selectable<JobApplicationsTable>;

export function toApplication(row: Row): Application {
  return {
    id: Number(row.id),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    jobSlug: row.job_slug,
    jobTitle: row.job_title,
    name: row.name,
    email: row.email,
    phone: row.phone,
    linkedin: row.linkedin_url,
    github: row.github_url,
    portfolio: row.portfolio_url,
    note: row.note,
    stage: row.stage,
    stageChangedAt: row.stage_changed_at,
    rejectionReason: row.rejection_reason,
    rejectionNote: row.rejection_note,
    ownerId: row.owner_id === null ? null : Number(row.owner_id),
    interviewAt: row.interview_at,
    version: Number(row.version),
    mergedInto: null,
  };
}

/** Escapes LIKE's wildcards, so a search for "50%" means that text. */
const contains = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The hiring pipeline's SQL: an application stored with its CV and mail, locked and bumped
 * by the versioned write, its timeline (application_events), the inbox's lists, counts and
 * search, the CV's bytes, and deletion (an erasure, the retention). The same queries run on
 * SQLite and PostgreSQL; the modules beside it hold the rules.
 */
export class HiringRepository implements VersionedTable<
  Application,
  ApplicationView,
  ApplicationColumns,
  ApplicationEventKind
> {
  readonly noun = "application";

  constructor(private readonly db: Db) {}

  /** Stores an application and its CV (inside the caller's transaction, with its mail); returns its number. */
  async insert(trx: Transaction<Database>, input: NewApplication, cv: NewCv, at: string): Promise<number> {
    const row = await trx
      .insertInto("job_applications")
      .values({
        created_at: at,
        updated_at: at,
        job_slug: input.jobSlug,
        job_title: input.jobTitle,
        name: input.name,
        email: input.email,
        phone: input.phone,
        linkedin_url: input.linkedin,
        github_url: input.github,
        portfolio_url: input.portfolio,
        note: input.note,
        stage: "applied",
        stage_changed_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await trx
      .insertInto("application_cvs")
      .values({
        application_id: id,
        file_name: cv.fileName,
        kind: cv.kind,
        size: cv.body.byteLength,
        body: Buffer.from(cv.body.buffer, cv.body.byteOffset, cv.body.byteLength),
      })
      .execute();
    return id;
  }

  /** How many applications came from this address since `since` (any case): acknowledgements are limited per address. */
  async countFromAddress(executor: Executor, email: string, since: string): Promise<number> {
    const row = await executor
      .selectFrom("job_applications")
      .select((eb) => eb.fn.countAll().as("n"))
      .where(sql<string>`lower(email)`, "=", email.toLowerCase())
      .where("created_at", ">=", since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** An application inside a write's transaction, its row locked until the end (PostgreSQL; SQLite has one writer). */
  async lock(trx: Transaction<Database>, id: number): Promise<Application | undefined> {
    const row = await trx
      .selectFrom("job_applications")
      .selectAll()
      .where("id", "=", id)
      .$if(this.db.dialect === "postgres", (q) => q.forUpdate())
      .executeTakeFirst();
    return row && toApplication(row);
  }

  /** Writes the columns with version + 1, only if the row is still at the version read. */
  async bump(
    trx: Transaction<Database>,
    record: Application,
    at: string,
    columns: ApplicationColumns,
  ): Promise<boolean> {
    const result = await trx
      .updateTable("job_applications")
      .set({ ...columns, updated_at: at, version: record.version + 1 })
      .where("id", "=", record.id)
      .where("version", "=", record.version)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async appendEvent(executor: Executor, applicationId: number, event: NewEvent<ApplicationEventKind>): Promise<number> {
    const row = await executor
      .insertInto("application_events")
      .values({
        application_id: applicationId,
        at: event.at,
        kind: event.kind,
        actor_id: event.actor.id,
        actor_name: event.actor.name,
        data: JSON.stringify(event.data),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** The list's query: each application with its owner's name, its CV's facts (not its bytes) and its acknowledgement's state. */
  private views() {
    return (
      this.db.kysely
        .selectFrom("job_applications")
        .leftJoin("admin_users", "admin_users.id", "job_applications.owner_id")
        .leftJoin("application_cvs", "application_cvs.application_id", "job_applications.id")
        // The acknowledgement: the application's first mail, when it went to the applicant (none was sent
        // when the address had had its day's acknowledgements); one row at most, whatever HIRING_MAIL_TO is.
        .leftJoin("mail_outbox", (join) =>
          join.onRef("mail_outbox.to", "=", "job_applications.email").on((eb) =>
            eb(
              "mail_outbox.id",
              "=",
              eb
                .selectFrom("mail_outbox as first")
                .select((m) => m.fn.min("first.id").as("id"))
                .whereRef("first.application_id", "=", "job_applications.id"),
            ),
          ),
        )
        .selectAll("job_applications")
        .select([
          "admin_users.display_name as owner_name",
          "application_cvs.file_name as cv_file_name",
          "application_cvs.kind as cv_kind",
          "application_cvs.size as cv_size",
          "mail_outbox.id as mail_id",
          "mail_outbox.status as mail_status",
          "mail_outbox.attempts as mail_attempts",
          "mail_outbox.sent_at as mail_sent_at",
          "mail_outbox.next_attempt_at as mail_next_attempt_at",
          "mail_outbox.last_error as mail_last_error",
        ])
    );
  }

  async view(id: number): Promise<ApplicationView | undefined> {
    const row = await this.views().where("job_applications.id", "=", id).executeTakeFirst();
    return row && toView(row);
  }

  /** One page of the inbox, newest first, and how many match in all. */
  async list(filter: ApplicationFilter, page: { limit: number; offset: number }) {
    const [rows, total] = await Promise.all([
      this.filtered(this.views(), filter)
        .orderBy("job_applications.created_at", "desc")
        .orderBy("job_applications.id", "desc")
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      this.count(filter),
    ]);
    return { items: rows.map(toView), total };
  }

  async count(filter: ApplicationFilter): Promise<number> {
    const row = await this.filtered(this.db.kysely.selectFrom("job_applications"), filter)
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** How many applications are at each stage (of one job, or of all). */
  async stageCounts(job?: string): Promise<Record<ApplicationStage, number>> {
    const rows = await this.db.kysely
      .selectFrom("job_applications")
      .select((eb) => ["stage", eb.fn.countAll().as("n")])
      .$if(job !== undefined, (q) => q.where("job_slug", "=", job!))
      .groupBy("stage")
      .execute();
    const counts: Record<ApplicationStage, number> = {
      applied: 0,
      screening: 0,
      interview: 0,
      offer: 0,
      hired: 0,
      rejected: 0,
    };
    for (const r of rows) counts[r.stage] = Number(r.n);
    return counts;
  }

  /** Every job that has applications: its address, its latest title and how many are still open, most recent first. */
  async jobs(): Promise<{ slug: string; title: string; total: number; open: number }[]> {
    const rows = await this.db.kysely
      .selectFrom("job_applications")
      .select((eb) => [
        "job_slug",
        eb.fn.max("created_at").as("latest"),
        eb.fn.countAll().as("total"),
        eb.fn.sum<number>(eb.case().when("stage", "in", OPEN_STAGES).then(1).else(0).end()).as("open"),
      ])
      .groupBy("job_slug")
      .orderBy("latest", "desc")
      .orderBy("job_slug")
      .execute();
    // The title the job had at its latest application.
    const titles = await Promise.all(
      rows.map((r) =>
        this.db.kysely
          .selectFrom("job_applications")
          .select("job_title")
          .where("job_slug", "=", r.job_slug)
          .orderBy("created_at", "desc")
          .limit(1)
          .executeTakeFirstOrThrow(),
      ),
    );
    return rows.map((r, i) => ({
      slug: r.job_slug,
      title: titles[i]!.job_title,
      total: Number(r.total),
      open: Number(r.open ?? 0),
    }));
  }

  private filtered<Q extends FilterQuery>(query: Q, filter: ApplicationFilter): Q {
    let q = query as FilterQuery;
    if (filter.job !== undefined) q = q.where("job_applications.job_slug", "=", filter.job);
    if (filter.stage === "open") q = q.where("job_applications.stage", "in", OPEN_STAGES);
    else if (filter.stage !== undefined) q = q.where("job_applications.stage", "=", filter.stage);
    if (filter.ownerId !== undefined) q = q.where("job_applications.owner_id", "=", filter.ownerId);
    const search = filter.search?.trim();
    if (search) {
      // lower() … like … escape: the same on SQLite and PostgreSQL (LIKE alone differs in case).
      const pattern = contains(search);
      q = q.where((eb) =>
        eb.or(
          (["name", "email", "phone", "job_title"] as const).map(
            (column) => sql<boolean>`lower(${sql.ref(`job_applications.${column}`)}) like ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    return q as Q;
  }

  /** The application and its events, oldest first; undefined when it is gone. */
  async timelineRows(id: number): Promise<{ application: ApplicationView | undefined; events: StoredEvent[] }> {
    const [application, events] = await Promise.all([
      this.view(id),
      this.db.kysely
        .selectFrom("application_events")
        .selectAll()
        .where("application_id", "=", id)
        .orderBy("at")
        .orderBy("id")
        .execute(),
    ]);
    return { application, events };
  }

  /** The CV's bytes and name; undefined when the application (or its CV) is gone. */
  async cv(id: number): Promise<{ fileName: string; kind: CvKind; body: Buffer } | undefined> {
    const row = await this.db.kysely
      .selectFrom("application_cvs")
      .select(["file_name", "kind", "body"])
      .where("application_id", "=", id)
      .executeTakeFirst();
    return row && { fileName: row.file_name, kind: row.kind, body: Buffer.from(row.body) };
  }

  /**
   * Deletes applications (their CVs, timelines and mails go with them: on delete cascade).
   * Returns the numbers deleted and the ids of the mail that went with them (their .eml files
   * are the caller's to remove).
   */
  async delete(where: { id: number } | { before: string }): Promise<{ ids: number[]; mailIds: number[] }> {
    return this.db.kysely.transaction().execute(async (trx) => {
      const chosen = (q: ReturnType<typeof trx.selectFrom<"job_applications">>) =>
        "id" in where ? q.where("id", "=", where.id) : q.where("created_at", "<", where.before);
      const ids = (await chosen(trx.selectFrom("job_applications")).select("id").execute()).map((r) => Number(r.id));
      if (ids.length === 0) return { ids, mailIds: [] };
      const mails = await trx.selectFrom("mail_outbox").select("id").where("application_id", "in", ids).execute();
      await trx.deleteFrom("job_applications").where("id", "in", ids).execute();
      return { ids, mailIds: mails.map((m) => Number(m.id)) };
    });
  }
}

/** What a filter is applied to: a query of the applications (joined or not). */
type FilterQuery = SelectQueryBuilder<Database, "job_applications", object>;

type ViewRow = Row & {
  owner_name: string | null;
  cv_file_name: string | null;
  cv_kind: CvKind | null;
  cv_size: number | string | null;
} & MailColumns;

function toView(row: ViewRow): ApplicationView {
  const application = toApplication(row);
  return {
    ...application,
    owner: application.ownerId === null ? null : { id: application.ownerId, name: row.owner_name ?? "" },
    cv:
      row.cv_file_name === null || row.cv_kind === null
        ? null
        : { fileName: row.cv_file_name, kind: row.cv_kind, size: Number(row.cv_size) },
    acknowledgement: mailStateOf(row),
  };
}
