import { type ExpressionBuilder, type JoinBuilder, type SelectQueryBuilder, type Transaction, sql } from "kysely";
import type { QuoteSource } from "#shared/lib/quote-fields";
import { phoneKey } from "../leads/phone";
import { removeLeadMailFiles } from "../mail/transport";
import type { Db } from "./index";
import { insertOutboxMessage, type OutgoingMail } from "./outbox";
import {
  type Database,
  type DeviceClass,
  type LostReason,
  type MailStatus,
  QUOTE_STATUSES,
  type QuoteStatus,
} from "./schema";

/**
 * Where a lead came from: the form's page, and what the visit that led to it showed
 * (landing page, external referrer, first utm_* values, click ids as present/absent).
 * Every field is null (false) when unknown: no visit was counted (Do Not Track,
 * Global Privacy Control, analytics off) or the request came straight to the API.
 */
export type LeadAttribution = {
  formPage: string | null;
  landingPage: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  gclid: boolean;
  fbclid: boolean;
  device: DeviceClass | null;
};

export const NO_ATTRIBUTION: LeadAttribution = {
  formPage: null,
  landingPage: null,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  gclid: false,
  fbclid: false,
  device: null,
};

export type NewQuoteRequest = {
  name: string;
  phoneNumber: string;
  /** Validated already (shared/lib/quote.ts); null or absent when the visitor gave none. */
  email?: string | null;
  message: string;
  source: QuoteSource;
  clientIp: string | null;
  userAgent: string | null;
  isSpam: boolean;
  attribution?: LeadAttribution;
  /** The request's visitor number of the day (analytics), to count the conversion after the answer; absent when not counted. */
  visit?: { day: string; visitor: string } | null;
};

export type QuoteRequest = {
  id: number;
  createdAt: string;
  updatedAt: string;
  name: string;
  phoneNumber: string;
  email: string | null;
  message: string;
  source: QuoteSource;
  status: QuoteStatus;
  clientIp: string | null;
  userAgent: string | null;
  isSpam: boolean;
  attribution: LeadAttribution;
} & LeadPipelineState;

/** Where a lead stands in the sales pipeline (server/leads/pipeline.ts changes it). */
export type LeadPipelineState = {
  /** The salesperson working it (admin_users.id); null: unassigned. */
  ownerId: number | null;
  /** When to follow up: a UTC ISO instant (show it in India time). */
  followUpAt: string | null;
  /** Whole rupees, from "Proposal sent". */
  expectedValue: number | null;
  /** Whole rupees, while the lead is "won". */
  wonValue: number | null;
  wonAt: string | null;
  /** While the lead is "lost". */
  lostReason: LostReason | null;
  lostNote: string | null;
  stageChangedAt: string | null;
  /** Send it back with every pipeline write: a write based on an older version is refused (a conflict). */
  version: number;
  /** Set when this lead was merged into another: the survivor's id (such a lead is in no list). */
  mergedInto: number | null;
};

/** A lead as it arrives: in no pipeline state yet (also for building one in tests). */
export const NEW_LEAD_STATE: LeadPipelineState = {
  ownerId: null,
  followUpAt: null,
  expectedValue: null,
  wonValue: null,
  wonAt: null,
  lostReason: null,
  lostNote: null,
  stageChangedAt: null,
  version: 1,
  mergedInto: null,
};

/** A request with the state of its notification e-mail (null for spam, which is never mailed). */
export type QuoteWithMail = QuoteRequest & {
  /** The owner's id and display name; null when unassigned. */
  owner: { id: number; name: string } | null;
  mail: {
    id: number;
    status: MailStatus;
    attempts: number;
    lastError: string | null;
    sentAt: string | null;
    nextAttemptAt: string;
  } | null;
};

export type QuoteFilter = {
  /** Case-insensitive substring of name, phone number, e-mail or message. */
  search?: string;
  status?: QuoteStatus;
  source?: QuoteSource;
  /** "exclude" (default): real requests only; "only": honeypot hits; "include": both. */
  spam?: "exclude" | "only" | "include";
  /** ISO times, inclusive lower / exclusive upper bound of created_at. */
  createdFrom?: string;
  createdBefore?: string;
  mailStatus?: MailStatus;
  /** Exact utm_campaign of the lead's visit. */
  campaign?: string;
  /** Exact landing page (path) of the lead's visit. */
  landingPage?: string;
  /** Any of these stages (with `status`, both must hold). */
  stages?: readonly QuoteStatus[];
  /** The owner's account id, or "none" for unassigned leads. */
  owner?: number | "none";
  /** Only leads whose follow-up time has passed and that are neither won nor lost. */
  overdue?: boolean;
};

/**
 * Runs inside the transaction that stores a new lead (services.ts: the lead's arrival, whose
 * work is done after the answer, server/leads/arrivals.ts) and returns the lead as it then is.
 */
export type AfterLeadCreated = (
  trx: Transaction<Database>,
  quote: QuoteRequest,
  input: NewQuoteRequest,
) => Promise<QuoteRequest>;

/** An error about the rows written (a constraint, a value), not about the database: SQLite's and PostgreSQL's codes. */
function isRowError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && (code.startsWith("SQLITE_CONSTRAINT") || /^2[23]/.test(code));
}

/** Leads stored in one transaction at most (group commit, QuoteRepository.create). */
const STORE_BATCH_MAX = 64;

type PendingLead = {
  input: NewQuoteRequest;
  buildMail?: (quote: QuoteRequest) => OutgoingMail;
  resolve: (quote: QuoteRequest) => void;
  reject: (error: unknown) => void;
};

const MAX_USER_AGENT = 500;

type QuoteQuery = SelectQueryBuilder<Database, "quote_requests" | "mail_outbox", object>;

/**
 * The leads: stored with their notification in one transaction, then listed,
 * searched, filtered and updated by the admin inbox. The same queries run on
 * SQLite and PostgreSQL.
 */
export class QuoteRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
    private readonly hooks: {
      afterCreate?: AfterLeadCreated;
      /**
       * Inside an erasure's transaction, before the leads `ids` are deleted: removes what other
       * leads hold of them (server/leads/merges.ts forgetLeads) and returns more leads of the
       * same person to delete.
       */
      beforeErase?: (trx: Transaction<Database>, ids: number[]) => Promise<number[]>;
    } = {},
  ) {}

  /**
   * Stores a request and, when `buildMail` is given, its notification e-mail in the same
   * transaction: either both exist or neither does; resolves once they are committed.
   *
   * Group commit: while one transaction of leads is being written, the leads that arrive
   * meanwhile wait and go together in the next one (at most STORE_BATCH_MAX). Each visitor is
   * still answered only after their own lead is committed, but a busy minute costs one commit
   * per batch instead of one per lead: on SQLite every commit writes each index's changed pages
   * to the WAL again, and a lead touches a dozen indexes (docs/decisions/039). Alone, a lead
   * is written at once, as before. If a batch fails, its leads are tried one by one, so one
   * lead's failure is never another's.
   */
  create(input: NewQuoteRequest, buildMail?: (quote: QuoteRequest) => OutgoingMail): Promise<QuoteRequest> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ input, buildMail, resolve, reject });
      if (!this.storing) {
        this.storing = true;
        // After the requests this turn of the event loop brought: SQLite's driver runs a whole
        // transaction without yielding to I/O, so a batch forms only of leads already waiting.
        setImmediate(() => void this.storeWaiting());
      }
    });
  }

  private waiting: PendingLead[] = [];
  private storing = false;

  private async storeWaiting(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, STORE_BATCH_MAX);
        let stored: QuoteRequest[] | undefined;
        try {
          stored = await this.db.kysely.transaction().execute(async (trx) => {
            const quotes: QuoteRequest[] = [];
            for (const lead of batch) quotes.push(await this.insertLead(trx, lead));
            return quotes;
          });
        } catch (error) {
          // A database that cannot write (locked, gone) fails every lead alike: trying each alone would only wait longer.
          if (batch.length > 1 && isRowError(error)) await this.storeAlone(batch);
          else for (const lead of batch) lead.reject(error);
          continue;
        }
        batch.forEach((lead, i) => lead.resolve(stored[i]!));
        // Let the requests that arrived meanwhile be read before the next batch.
        if (this.waiting.length > 0) await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      this.storing = false;
    }
  }

  /** After a failed batch: each lead in its own transaction. */
  private async storeAlone(leads: PendingLead[]): Promise<void> {
    for (const lead of leads) {
      try {
        lead.resolve(await this.db.kysely.transaction().execute((trx) => this.insertLead(trx, lead)));
      } catch (error) {
        lead.reject(error);
      }
    }
  }

  private async insertLead(trx: Transaction<Database>, { input, buildMail }: PendingLead): Promise<QuoteRequest> {
    const now = this.now();
    const row = await trx
      .insertInto("quote_requests")
      .values({
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        name: input.name,
        phone_number: input.phoneNumber,
        email: input.email ?? null,
        message: input.message,
        source: input.source,
        status: "new",
        client_ip: input.clientIp,
        user_agent: input.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
        is_spam: input.isSpam ? 1 : 0,
        ...attributionColumns(input.attribution ?? NO_ATTRIBUTION),
        phone_key: phoneKey(input.phoneNumber),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    let quote = toQuote(row);
    if (this.hooks.afterCreate) quote = await this.hooks.afterCreate(trx, quote, input);
    if (buildMail) await insertOutboxMessage(trx, quote.id, buildMail(quote), now);
    return quote;
  }

  async get(id: number): Promise<QuoteWithMail | undefined> {
    const row = await this.base().where("quote_requests.id", "=", id).executeTakeFirst();
    return row && toQuoteWithMail(row);
  }

  /** One page of requests, newest first, with the total that matches the filter. */
  async list(filter: QuoteFilter = {}, page: { limit?: number; offset?: number } = {}) {
    const limit = Math.min(Math.max(page.limit ?? 50, 1), 500);
    const offset = Math.max(page.offset ?? 0, 0);
    await this.keepSearchIndexed();
    const access = await this.access(filter, "rows");
    const [rows, total] = await Promise.all([
      this.filtered(filter, access)
        .orderBy("quote_requests.created_at", "desc")
        .orderBy("quote_requests.id", "desc")
        .limit(limit)
        .offset(offset)
        .execute(),
      this.count(filter),
    ]);
    return { items: rows.map(toQuoteWithMail), total };
  }

  async count(filter: QuoteFilter = {}): Promise<number> {
    const k = this.db.kysely;
    // A lead has at most one notification, so the join changes no count: it is made only
    // when the mail's state is filtered on, and the count reads an index alone.
    const from = filter.mailStatus
      ? k.selectFrom("quote_requests").leftJoin("mail_outbox", notificationOf)
      : (k.selectFrom("quote_requests") as unknown as QuoteQuery);
    const row = await applyFilter(from, filter, this.now(), await this.access(filter, "count"))
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * When each matching lead arrived (created_at), newest first: what the inbox's chart
   * counts per day, without reading the leads themselves.
   */
  async createdTimes(filter: QuoteFilter = {}): Promise<string[]> {
    const from = filter.mailStatus
      ? this.db.kysely.selectFrom("quote_requests").leftJoin("mail_outbox", notificationOf)
      : (this.db.kysely.selectFrom("quote_requests") as unknown as QuoteQuery);
    const rows = await applyFilter(from, filter, this.now(), await this.access(filter, "rows"))
      .select("quote_requests.created_at")
      .orderBy("quote_requests.created_at", "desc")
      .orderBy("quote_requests.id", "desc")
      .execute();
    return rows.map((r) => r.created_at);
  }

  /** Every matching request, newest first, read in batches (for the CSV export). */
  async *iterate(filter: QuoteFilter = {}, batchSize = 500): AsyncGenerator<QuoteWithMail> {
    let cursor: { createdAt: string; id: number } | undefined;
    const access = await this.access(filter, "rows");
    for (;;) {
      const rows = await this.filtered(filter, access)
        .$if(cursor !== undefined, (q) =>
          q.where((eb) =>
            eb.or([
              eb("quote_requests.created_at", "<", cursor!.createdAt),
              eb.and([
                eb("quote_requests.created_at", "=", cursor!.createdAt),
                eb("quote_requests.id", "<", cursor!.id),
              ]),
            ]),
          ),
        )
        .orderBy("quote_requests.created_at", "desc")
        .orderBy("quote_requests.id", "desc")
        .limit(batchSize)
        .execute();
      for (const row of rows) yield toQuoteWithMail(row);
      if (rows.length < batchSize) return;
      const last = rows[rows.length - 1]!;
      cursor = { createdAt: last.created_at, id: Number(last.id) };
    }
  }

  /**
   * Deletes one lead for good (an erasure request): the row, its notification and reply
   * mails (mail_outbox rows go with it: on delete cascade) and their .eml files, its
   * timeline (lead_events, cascade), the leads merged into it (the same person; cascade
   * through merged_into), and leaves none of their bytes in the SQLite files (Db.purgeDeleted).
   */
  async erase(id: number): Promise<boolean> {
    const { erased, ids } = await this.db.kysely.transaction().execute(async (trx) => {
      // Merges are flattened (server/leads/merges.ts), so one level holds every merged lead.
      const merged = await trx.selectFrom("quote_requests").select("id").where("merged_into", "=", id).execute();
      let ids = [id, ...merged.map((r) => Number(r.id))];
      // What other leads hold of these (a merge's entry, details taken at a merge) goes too.
      if (this.hooks.beforeErase) ids = [...new Set([...ids, ...(await this.hooks.beforeErase(trx, ids))])];
      const result = await trx.deleteFrom("quote_requests").where("id", "in", ids).executeTakeFirst();
      return { erased: Number(result.numDeletedRows) > 0, ids };
    });
    // Also when the row was gone already: a file left by a send that raced an earlier erasure goes now.
    await removeLeadMailFiles(this.db.dataDir, ids);
    if (erased) await this.db.purgeDeleted();
    return erased;
  }

  /** Deletes leads received before `cutoff` (LEAD_RETENTION_DAYS), as erase() deletes one. */
  async deleteReceivedBefore(cutoff: Date): Promise<number> {
    const before = cutoff.toISOString();
    // Leads merged into an expiring lead go with it (cascade), which RETURNING may not list: named first, for their mail files.
    const merged = await this.db.kysely
      .selectFrom("quote_requests")
      .select("id")
      .where("merged_into", "in", (eb) =>
        eb.selectFrom("quote_requests as survivor").select("survivor.id").where("survivor.created_at", "<", before),
      )
      .execute();
    const rows = await this.db.kysely
      .deleteFrom("quote_requests")
      .where("created_at", "<", before)
      .returning("id")
      .execute();
    const ids = [...new Set([...rows, ...merged].map((r) => Number(r.id)))];
    if (ids.length === 0) return 0;
    await removeLeadMailFiles(this.db.dataDir, ids);
    await this.db.purgeDeleted();
    return ids.length;
  }

  /**
   * The pipeline board (issue 34): for each stage, how many leads match the filter and their
   * total value (expected; won for Won), and the first `perColumn` of them, newest first. The
   * totals are one grouped query over the filter's partial index; each column's cards read
   * the list's index by stage (or the owner's, the campaign's) and stop at `perColumn`.
   */
  async board(
    filter: QuoteFilter,
    perColumn: number,
  ): Promise<{ stage: QuoteStatus; count: number; value: number; leads: QuoteWithMail[] }[]> {
    const access: SearchAccess = { dialect: this.db.dialect, walk: false };
    const from = this.db.kysely.selectFrom("quote_requests") as unknown as QuoteQuery;
    const [totals, ...columns] = await Promise.all([
      applyFilter(from, { ...filter, search: undefined, status: undefined }, this.now(), access)
        .select((eb) => [
          "quote_requests.status",
          eb.fn.countAll().as("n"),
          eb.fn.sum("quote_requests.expected_value").as("expected"),
          eb.fn.sum("quote_requests.won_value").as("won"),
        ])
        .groupBy("quote_requests.status")
        .execute(),
      ...QUOTE_STATUSES.map((stage) =>
        this.filtered({ ...filter, search: undefined, status: stage }, access)
          .orderBy("quote_requests.created_at", "desc")
          .orderBy("quote_requests.id", "desc")
          .limit(perColumn)
          .execute(),
      ),
    ]);
    return QUOTE_STATUSES.map((stage, i) => {
      const row = totals.find((t) => t.status === stage);
      return {
        stage,
        count: Number(row?.n ?? 0),
        value: Number((stage === "won" ? row?.won : row?.expected) ?? 0),
        leads: columns[i]!.map(toQuoteWithMail),
      };
    });
  }

  /** Number of real (non-spam, not merged away) requests per stage. */
  async statusCounts(): Promise<Record<QuoteStatus, number>> {
    const rows = await this.db.kysely
      .selectFrom("quote_requests")
      .select((eb) => ["status", eb.fn.countAll().as("n")])
      // Written out (not bound), so the partial index of real leads by stage answers it alone.
      .where("is_spam", "=", sql.lit(0))
      .where("merged_into", "is", null)
      .groupBy("status")
      .execute();
    const counts: Record<QuoteStatus, number> = { new: 0, contacted: 0, proposal: 0, won: 0, lost: 0 };
    for (const r of rows) counts[r.status] = Number(r.n);
    return counts;
  }

  /**
   * The campaigns (utm_campaign) and landing pages that real leads (not spam, not merged into
   * another: those the inbox lists) came with, each distinct, sorted and at most `limit` of
   * them: the inbox's filter choices.
   */
  async attributionValues(limit = 200): Promise<{ campaigns: string[]; landingPages: string[] }> {
    // Each next value is one step along the column's index of real leads (a "loose index scan"):
    // a few dozen lookups however many leads there are, where DISTINCT read every lead's row.
    // "> ''" leaves out NULL and the empty string, as "is not null and <> ''" did.
    const distinct = async (column: "utm_campaign" | "landing_page") => {
      const col = sql.ref(column);
      const next = (after: ReturnType<typeof sql>) =>
        sql`(select ${col} from quote_requests where is_spam = 0 and merged_into is null and ${col} > ${after} order by ${col} limit 1)`;
      const { rows } = await sql<{ value: string | null }>`with recursive found (value, n) as (
          select ${next(sql`''`)}, 1
          union all
          select ${next(sql`found.value`)}, found.n + 1 from found where found.value is not null and found.n < ${sql.lit(Math.max(1, Math.floor(limit)))}
        )
        select value from found where value is not null order by n`.execute(this.db.kysely);
      return rows.map((r) => r.value).filter((v): v is string => v !== null);
    };
    const [campaigns, landingPages] = await Promise.all([distinct("utm_campaign"), distinct("landing_page")]);
    return { campaigns, landingPages };
  }

  private base() {
    return this.db.kysely
      .selectFrom("quote_requests")
      .leftJoin("mail_outbox", notificationOf)
      .selectAll("quote_requests")
      .select((eb) => [
        "mail_outbox.id as mail_id",
        "mail_outbox.status as mail_status",
        "mail_outbox.attempts as mail_attempts",
        "mail_outbox.last_error as mail_last_error",
        "mail_outbox.sent_at as mail_sent_at",
        "mail_outbox.next_attempt_at as mail_next_attempt_at",
        // A subquery, not a join: evaluated for the page's rows only.
        eb
          .selectFrom("admin_users")
          .select("admin_users.display_name")
          .whereRef("admin_users.id", "=", "quote_requests.owner_id")
          .as("owner_name"),
      ]);
  }

  private filtered(filter: QuoteFilter, access: SearchAccess) {
    return applyFilter(this.base(), filter, this.now(), access);
  }

  /**
   * SQLite: adds to the search index (FTS5) the leads that arrived since it was last brought up
   * to date (those of the next `limit` ids), in one transaction; returns how many it added. The
   * index is filled in batches rather than by a trigger on each new lead: a row at a time, FTS5
   * writes a segment per lead, which doubled what storing a lead costs (docs/decisions/030).
   * Searches find the leads not yet indexed too, row by row, so this only keeps them few.
   * PostgreSQL: nothing to do (its GIN indexes take each lead as it comes).
   */
  async indexForSearch(limit = 2000): Promise<number> {
    if (this.db.dialect !== "sqlite") return 0;
    return this.db.kysely.transaction().execute(async (trx) => {
      const { rows } = await sql<{ through: number; last: number | null }>`select indexed_through as through,
        (select max(id) from quote_requests) as last from quote_requests_search_state`.execute(trx);
      const through = Number(rows[0]?.through ?? 0);
      const upTo = Math.min(Number(rows[0]?.last ?? 0), through + Math.max(1, Math.floor(limit)));
      if (upTo <= through) return 0;
      const added = await sql<{
        n: number;
      }>`select count(*) as n from quote_requests where id > ${through} and id <= ${upTo}`.execute(trx);
      await sql`insert into quote_requests_search (rowid, name, phone_number, email, message, phone_key)
        select id, name, phone_number, email, message, phone_key from quote_requests where id > ${through} and id <= ${upTo}`.execute(
        trx,
      );
      await sql`update quote_requests_search_state set indexed_through = ${upTo}`.execute(trx);
      return Number(added.rows[0]?.n ?? 0);
    });
  }

  private searchIndexedAt = 0;

  /** An inbox page brings the search index up to date (a batch at most, once a second at most). */
  private async keepSearchIndexed(): Promise<void> {
    if (this.db.dialect !== "sqlite" || Date.now() - this.searchIndexedAt < 1000) return;
    this.searchIndexedAt = Date.now();
    await this.indexForSearch(SEARCH_INDEX_BATCH);
  }

  /** How many leads an FTS5 search string matches (SQLite), remembered for a few seconds. */
  private readonly ftsMatches = new Map<string, { n: number; until: number }>();

  /**
   * How a query reaches the leads a search matches. PostgreSQL's planner weighs that itself
   * (statistics of the trigram-indexed expressions). SQLite has no statistics (nothing runs
   * ANALYZE), so the FTS5 table is asked first how many leads match: few (a name, a number),
   * and the query starts from them; many (a common word), and it walks the list's index instead,
   * checking each lead against the matches, which a page of 25 ends early. Only the speed depends
   * on it, so a count a few seconds old serves.
   */
  private async access(filter: QuoteFilter, use: "rows" | "count"): Promise<SearchAccess> {
    const dialect = this.db.dialect;
    const search = filter.search?.trim();
    if (dialect !== "sqlite" || !search || [...search].length < MIN_INDEXED_SEARCH) return { dialect, walk: false };
    const match = ftsMatch(search);
    const now = Date.now();
    let known = this.ftsMatches.get(match);
    if (!known || known.until < now) {
      const { rows } = await sql<{ n: number }>`select count(*) as n from quote_requests_search
        where quote_requests_search match ${match}`.execute(this.db.kysely);
      known = { n: Number(rows[0]?.n ?? 0), until: now + FTS_COUNT_TTL_MS };
      if (this.ftsMatches.size >= 100) this.ftsMatches.clear();
      this.ftsMatches.set(match, known);
    }
    return { dialect, walk: known.n > (use === "rows" ? WALK_ROWS_FROM : WALK_COUNT_FROM) };
  }
}

/**
 * The join to a lead's notification e-mail: its one mail of kind "quote" (replies from
 * the inbox are mail of the lead too, and must not multiply its rows).
 */
function notificationOf(join: JoinBuilder<Database, "quote_requests" | "mail_outbox">) {
  return join.onRef("mail_outbox.quote_request_id", "=", "quote_requests.id").on("mail_outbox.kind", "=", "quote");
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The trigram indexes (pg_trgm, FTS5's trigram tokenizer) find substrings of 3 characters or more. */
const MIN_INDEXED_SEARCH = 3;

/**
 * A search that is a phone number or part of one ("+91 98765 43210", "098765-43210", "98765 432"),
 * as the digits of phone_key (the number's last 10 digits, server/leads/phone.ts), so the number is
 * found however it was written and typed; null for any other search, or under 3 digits.
 */
export function phoneSearchDigits(search: string): string | null {
  const text = search.trim();
  if (!/^[\d\s+\-()./]+$/.test(text)) return null;
  let digits = text.replace(/\D/g, "");
  // India's country code (+91, or 91 before ten digits) and trunk prefix (0 before ten digits) are not in phone_key.
  if ((text.startsWith("+") || digits.length === 12) && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return digits.length >= MIN_INDEXED_SEARCH && digits.length <= 10 ? digits : null;
}

/** An FTS5 string: the text as one phrase, i.e. a substring for the trigram tokenizer. */
const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** The FTS5 query for a search of 3 characters or more: the text anywhere, or a phone number's digits. */
function ftsMatch(search: string): string {
  const digits = phoneSearchDigits(search);
  return digits ? `${ftsPhrase(search)} OR phone_key : ${ftsPhrase(digits)}` : ftsPhrase(search);
}

/**
 * SQLite, a search through FTS5: from how many matches a page walks the list's index rather than
 * starting from the matches (which it must then sort), and from how many a count does. A walk reads
 * at most every real lead's index entry (some ms at 100,000); starting from the matches reads each
 * matching lead's row (a few µs each), and a page sorts them.
 */
const WALK_ROWS_FROM = 200;
const WALK_COUNT_FROM = 3000;
const FTS_COUNT_TTL_MS = 10_000;
/** Leads an inbox page adds to the SQLite search index at most (some 40 µs each, in one transaction). */
const SEARCH_INDEX_BATCH = 2000;

/** How a query reaches the leads a search matches (QuoteRepository.access). */
type SearchAccess = { dialect: Db["dialect"]; walk: boolean };

function applyFilter<Q extends QuoteQuery>(query: Q, filter: QuoteFilter, now: Date, access: SearchAccess): Q {
  let q = query as QuoteQuery;
  // A lead merged into another lives on in the survivor's timeline only.
  q = q.where("quote_requests.merged_into", "is", null);
  const spam = filter.spam ?? "exclude";
  // Written out (not bound): the partial indexes of real leads (migration 009) say "is_spam = 0".
  if (spam !== "include") q = q.where("quote_requests.is_spam", "=", sql.lit(spam === "only" ? 1 : 0));
  if (filter.status) q = q.where("quote_requests.status", "=", filter.status);
  if (filter.source) q = q.where("quote_requests.source", "=", filter.source);
  if (filter.mailStatus) q = q.where("mail_outbox.status", "=", filter.mailStatus);
  if (filter.createdFrom) q = q.where("quote_requests.created_at", ">=", filter.createdFrom);
  if (filter.createdBefore) q = q.where("quote_requests.created_at", "<", filter.createdBefore);
  if (filter.campaign) q = q.where("quote_requests.utm_campaign", "=", filter.campaign);
  if (filter.landingPage) q = q.where("quote_requests.landing_page", "=", filter.landingPage);
  if (filter.stages)
    q = q.where("quote_requests.status", "in", filter.stages.length ? [...filter.stages] : ["" as QuoteStatus]);
  if (filter.owner === "none") q = q.where("quote_requests.owner_id", "is", null);
  else if (filter.owner !== undefined) q = q.where("quote_requests.owner_id", "=", filter.owner);
  if (filter.overdue) {
    q = q
      .where("quote_requests.follow_up_at", "<", now.toISOString())
      .where("quote_requests.status", "not in", ["won", "lost"]);
  }
  const search = filter.search?.trim();
  if (search) q = q.where((eb) => searchCondition(eb, search, access));
  return q as Q;
}

/**
 * A case-insensitive substring of the name, phone number, e-mail or message (LIKE wildcards
 * taken literally), or a phone number's digits however written (phoneSearchDigits). Through an
 * index on both databases (migration 009, docs/decisions/030-lead-search-at-scale.md):
 * - PostgreSQL: lower(column) LIKE, which pg_trgm's GIN indexes answer (without the extension,
 *   the same condition reads every row);
 * - SQLite: the FTS5 trigram table, from 3 characters, plus the leads not yet in it (it is filled
 *   in batches, QuoteRepository.indexForSearch), compared row by row; shorter searches, which no
 *   trigram index can narrow, compare every row as before.
 * A lead merged into another matches through the one it joined (issue 34): the survivor is found
 * by the merged lead's name, number, address and message too.
 */
function searchCondition(eb: ExpressionBuilder<Database, "quote_requests">, search: string, access: SearchAccess) {
  const digits = phoneSearchDigits(search);
  const pattern = likePattern(search);
  const like = (table: string) => {
    // lower() … like … escape: the same semantics on SQLite and PostgreSQL (LIKE alone differs in case).
    // SQLite's LIKE ignores the case of ASCII letters, and its lower() folds those alone: the same
    // matches without lower(), which spares a copy of every message (a search read row by row).
    const matches = (column: "name" | "phone_number" | "email" | "message") =>
      access.dialect === "sqlite"
        ? sql<boolean>`${sql.ref(`${table}.${column}`)} like ${pattern} escape '\\'`
        : sql<boolean>`lower(${sql.ref(`${table}.${column}`)}) like ${pattern} escape '\\'`;
    const either = [matches("name"), matches("phone_number"), matches("email"), matches("message")];
    if (digits) either.push(sql<boolean>`${sql.ref(`${table}.phone_key`)} like ${`%${digits}%`}`);
    return sql<boolean>`(${sql.join(either, sql` or `)})`;
  };
  if (access.dialect === "sqlite" && [...search].length >= MIN_INDEXED_SEARCH) {
    // "+id" is no index key: the query walks another index (the list's, newest first) and checks
    // each lead against the matches; plain "id" starts from the matches.
    const id = access.walk ? sql`+${eb.ref("quote_requests.id")}` : eb.ref("quote_requests.id");
    const matched = sql`select rowid from quote_requests_search where quote_requests_search match ${ftsMatch(search)}
      union all
      select unindexed.id from quote_requests as unindexed
        where unindexed.id > (select indexed_through from quote_requests_search_state) and ${like("unindexed")}`;
    // A lead merged into another is found through the one it joined: every name, number and
    // address the survivor carries (merged leads are few, read through their merged_into index).
    return sql<boolean>`${id} in (
      ${matched}
      union all
      select merged.merged_into from quote_requests as merged
        where merged.merged_into is not null and merged.id in (${matched}))`;
  }
  const mergedMatches = sql`select merged.merged_into from quote_requests as merged
      where merged.merged_into is not null and ${like("merged")}`;
  // PostgreSQL: the survivors of matching merged leads as one array, computed once (merged leads are
  // few, read through their index), so the lead's own matches keep their GIN bitmap scans, or'ed
  // with a primary-key lookup; an "or id in (subquery)" made it read every row.
  return access.dialect === "postgres"
    ? sql<boolean>`(${like("quote_requests")} or ${eb.ref("quote_requests.id")} = any(array(${mergedMatches})))`
    : sql<boolean>`(${like("quote_requests")} or ${eb.ref("quote_requests.id")} in (${mergedMatches}))`;
}

export type QuoteRow = {
  id: number;
  created_at: string;
  updated_at: string;
  name: string;
  phone_number: string;
  email: string | null;
  message: string;
  source: QuoteSource;
  status: QuoteStatus;
  client_ip: string | null;
  user_agent: string | null;
  is_spam: number;
  form_page: string | null;
  landing_page: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  gclid: number;
  fbclid: number;
  device: DeviceClass | null;
  owner_id: number | null;
  follow_up_at: string | null;
  expected_value: number | string | null;
  won_value: number | string | null;
  won_at: string | null;
  lost_reason: LostReason | null;
  lost_note: string | null;
  stage_changed_at: string | null;
  version: number;
  merged_into: number | null;
};

/** PostgreSQL's bigint arrives as text. */
const numberOrNull = (v: number | string | null) => (v === null ? null : Number(v));

/** A stored row as a lead (for queries made elsewhere, e.g. inside a pipeline transaction). */
export function toQuote(row: QuoteRow): QuoteRequest {
  return {
    id: Number(row.id),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    name: row.name,
    phoneNumber: row.phone_number,
    email: row.email,
    message: row.message,
    source: row.source,
    status: row.status,
    clientIp: row.client_ip,
    userAgent: row.user_agent,
    isSpam: Number(row.is_spam) === 1,
    attribution: {
      formPage: row.form_page,
      landingPage: row.landing_page,
      referrerHost: row.referrer_host,
      utmSource: row.utm_source,
      utmMedium: row.utm_medium,
      utmCampaign: row.utm_campaign,
      gclid: Number(row.gclid) === 1,
      fbclid: Number(row.fbclid) === 1,
      device: row.device,
    },
    ownerId: numberOrNull(row.owner_id),
    followUpAt: row.follow_up_at,
    expectedValue: numberOrNull(row.expected_value),
    wonValue: numberOrNull(row.won_value),
    wonAt: row.won_at,
    lostReason: row.lost_reason,
    lostNote: row.lost_note,
    stageChangedAt: row.stage_changed_at,
    version: Number(row.version),
    mergedInto: numberOrNull(row.merged_into),
  };
}

function attributionColumns(a: LeadAttribution) {
  return {
    form_page: a.formPage,
    landing_page: a.landingPage,
    referrer_host: a.referrerHost,
    utm_source: a.utmSource,
    utm_medium: a.utmMedium,
    utm_campaign: a.utmCampaign,
    gclid: a.gclid ? 1 : 0,
    fbclid: a.fbclid ? 1 : 0,
    device: a.device,
  };
}

function toQuoteWithMail(
  row: QuoteRow & {
    mail_id: number | null;
    mail_status: MailStatus | null;
    mail_attempts: number | null;
    mail_last_error: string | null;
    mail_sent_at: string | null;
    mail_next_attempt_at: string | null;
    owner_name: string | null;
  },
): QuoteWithMail {
  const quote = toQuote(row);
  return {
    ...quote,
    owner: quote.ownerId === null ? null : { id: quote.ownerId, name: row.owner_name ?? "" },
    mail:
      row.mail_id === null || row.mail_status === null
        ? null
        : {
            id: Number(row.mail_id),
            status: row.mail_status,
            attempts: Number(row.mail_attempts ?? 0),
            lastError: row.mail_last_error,
            sentAt: row.mail_sent_at,
            nextAttemptAt: row.mail_next_attempt_at ?? "",
          },
  };
}
