import type { SelectQueryBuilder, Transaction, Updateable } from "kysely";
import { LEAD_ROUND_ROBIN_KEY, LEAD_ROUND_ROBIN_LAST_KEY } from "../accounts/settings";
import type { Db, Executor } from "../db";
import { type QuoteRepository, type QuoteRequest, type QuoteRow, type QuoteWithMail, toQuote } from "../db/quotes";
import type { Database, LeadEventKind, QuoteRequestsTable, QuoteStatus, Role } from "../db/schema";
import type { EventRow } from "../pipeline/timeline";
import type { NewEvent, VersionedTable } from "../pipeline/versioned-write";

/** The columns a pipeline write may change (the version and updated_at are the writer's). */
export type LeadColumns = Omit<Updateable<QuoteRequestsTable>, "id" | "version" | "updated_at">;

/** Follow-ups of leads at these stages are done with: never overdue, not in the digest. */
export const CLOSED_STAGES: QuoteStatus[] = ["won", "lost"];

/**
 * The sales pipeline's SQL (the inbox's lists, counts and search are QuoteRepository's, in
 * server/db/quotes.ts): a lead locked for a write and its versioned update, its timeline
 * (lead_events), the same person's other leads, merging, the round-robin's turn and the
 * morning digest's claims. The same queries run on SQLite and PostgreSQL; the concern
 * modules beside it (stages.ts, assignment.ts, …) hold the rules.
 */
export class LeadPipelineRepository implements VersionedTable<QuoteRequest, QuoteWithMail, LeadColumns, LeadEventKind> {
  readonly noun = "lead";

  constructor(
    private readonly db: Db,
    private readonly quotes: QuoteRepository,
  ) {}

  view(id: number): Promise<QuoteWithMail | undefined> {
    return this.quotes.get(id);
  }

  /**
   * A lead inside a write's transaction. PostgreSQL: the row is locked (FOR UPDATE) until
   * the transaction ends, so writes to one lead (a note and a merge, say) happen one after
   * the other; SQLite has a single writer anyway.
   */
  async lock(trx: Transaction<Database>, id: number): Promise<QuoteRequest | undefined> {
    const row = await trx
      .selectFrom("quote_requests")
      .selectAll()
      .where("id", "=", id)
      .$if(this.db.dialect === "postgres", (q) => q.forUpdate())
      .executeTakeFirst();
    return row && toQuote(row);
  }

  /**
   * Writes a lead's changed columns with version + 1, only if it is still at the version
   * that was read: a concurrent writer (PostgreSQL) makes this match nothing.
   */
  async bump(trx: Transaction<Database>, lead: QuoteRequest, at: string, columns: LeadColumns): Promise<boolean> {
    const result = await trx
      .updateTable("quote_requests")
      .set({ ...columns, updated_at: at, version: lead.version + 1 })
      .where("id", "=", lead.id)
      .where("version", "=", lead.version)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async appendEvent(executor: Executor, leadId: number, event: NewEvent<LeadEventKind>): Promise<number> {
    const row = await executor
      .insertInto("lead_events")
      .values({
        lead_id: leadId,
        at: event.at,
        kind: event.kind,
        actor_id: event.actor.id,
        actor_name: event.actor.name,
        data: JSON.stringify(event.data),
        mail_id: event.mailId ?? null,
        about_lead_id: event.about ?? null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** A lead's phone key and e-mail, to look for the same person. */
  contactKeys(id: number) {
    return this.db.kysely
      .selectFrom("quote_requests")
      .select(["phone_key", "email"])
      .where("id", "=", id)
      .executeTakeFirst();
  }

  /**
   * Other real leads (not merged away, not spam) with this phone key or this e-mail (any
   * case), newest first, at most `limit`.
   */
  sameContact(id: number, keys: { phoneKey: string | null; email: string | null }, limit: number) {
    return this.db.kysely
      .selectFrom("quote_requests")
      .select(["id", "name", "phone_number", "email", "status", "created_at", "owner_id", "phone_key"])
      .where("id", "<>", id)
      .where("merged_into", "is", null)
      .where("is_spam", "=", 0)
      .where((eb) => {
        const either = [];
        if (keys.phoneKey !== null) either.push(eb("phone_key", "=", keys.phoneKey));
        if (keys.email !== null) either.push(eb(eb.fn("lower", ["email"]), "=", keys.email));
        return eb.or(either);
      })
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
  }

  /**
   * After a merge: the merged lead's timeline belongs to the survivor, and a lead merged into
   * the merged one now points at the survivor too (flat: erasure finds every one in one step).
   * Returns what moved, so the merge can be undone exactly.
   */
  async moveToSurvivor(
    trx: Transaction<Database>,
    mergedId: number,
    survivorId: number,
  ): Promise<{ events: number[]; leads: number[] }> {
    const events = await trx.selectFrom("lead_events").select("id").where("lead_id", "=", mergedId).execute();
    const leads = await trx.selectFrom("quote_requests").select("id").where("merged_into", "=", mergedId).execute();
    await trx.updateTable("lead_events").set({ lead_id: survivorId }).where("lead_id", "=", mergedId).execute();
    await trx
      .updateTable("quote_requests")
      .set({ merged_into: survivorId })
      .where("merged_into", "=", mergedId)
      .execute();
    return { events: events.map((e) => Number(e.id)), leads: leads.map((l) => Number(l.id)) };
  }

  /** Undoing a merge: these events and leads go back to the merged lead (those still with the survivor). */
  async moveBack(
    trx: Transaction<Database>,
    moved: { events: number[]; leads: number[] },
    survivorId: number,
    mergedId: number,
  ): Promise<void> {
    if (moved.events.length)
      await trx
        .updateTable("lead_events")
        .set({ lead_id: mergedId })
        .where("id", "in", moved.events)
        .where("lead_id", "=", survivorId)
        .execute();
    if (moved.leads.length)
      await trx
        .updateTable("quote_requests")
        .set({ merged_into: mergedId })
        .where("id", "in", moved.leads)
        .where("merged_into", "=", survivorId)
        .execute();
  }

  /** A lead's timeline entry of a kind, by id (inside a write). */
  event(trx: Transaction<Database>, leadId: number, eventId: number, kind: LeadEventKind) {
    return trx
      .selectFrom("lead_events")
      .selectAll()
      .where("id", "=", eventId)
      .where("lead_id", "=", leadId)
      .where("kind", "=", kind)
      .executeTakeFirst();
  }

  /** Whether a lead's timeline already says that this merge was undone. */
  async mergeUndone(trx: Transaction<Database>, leadId: number, mergeEventId: number): Promise<boolean> {
    const rows = await trx
      .selectFrom("lead_events")
      .select("data")
      .where("lead_id", "=", leadId)
      .where("kind", "=", "unmerged")
      .execute();
    return rows.some((r) => (JSON.parse(r.data) as { mergeEventId?: unknown }).mergeEventId === mergeEventId);
  }

  /** A lead, the leads merged into it and its events with their e-mails' states, oldest first; undefined lead when gone. */
  async timelineRows(id: number): Promise<{ lead: QuoteRow | undefined; merged: QuoteRow[]; events: EventRow[] }> {
    const k = this.db.kysely;
    const [lead, merged, events] = await Promise.all([
      k.selectFrom("quote_requests").selectAll().where("id", "=", id).executeTakeFirst(),
      k.selectFrom("quote_requests").selectAll().where("merged_into", "=", id).execute(),
      k
        .selectFrom("lead_events")
        .leftJoin("mail_outbox", "mail_outbox.id", "lead_events.mail_id")
        .selectAll("lead_events")
        .select([
          "mail_outbox.status as mail_status",
          "mail_outbox.attempts as mail_attempts",
          "mail_outbox.sent_at as mail_sent_at",
          "mail_outbox.next_attempt_at as mail_next_attempt_at",
          "mail_outbox.last_error as mail_last_error",
        ])
        .where("lead_events.lead_id", "=", id)
        .orderBy("lead_events.at")
        .orderBy("lead_events.id")
        .execute(),
    ]);
    return { lead, merged, events };
  }

  // ── Round-robin ──────────────────────────────────────────────────────────────

  /** Whether the round-robin setting is on (read inside the lead's transaction when given one). */
  async roundRobinOn(executor: Executor = this.db.kysely): Promise<boolean> {
    const row = await executor
      .selectFrom("admin_settings")
      .select("value")
      .where("key", "=", LEAD_ROUND_ROBIN_KEY)
      .executeTakeFirst();
    return row?.value === "1";
  }

  async setRoundRobin(trx: Transaction<Database>, on: boolean, at: string): Promise<void> {
    const value = on ? "1" : "0";
    await trx
      .insertInto("admin_settings")
      .values({ key: LEAD_ROUND_ROBIN_KEY, value, updated_at: at })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: at }))
      .execute();
  }

  /**
   * Takes the next turn: the first sales account after the one that got the last lead (in id
   * order, wrapping round), recorded as the last. The turn's row is read and written locked
   * (PostgreSQL: FOR UPDATE; SQLite has one writer), so two instances never give out the same
   * turn. Undefined when there is no sales account.
   */
  async takeTurn(trx: Transaction<Database>, at: string): Promise<{ id: number; name: string } | undefined> {
    await trx
      .insertInto("admin_settings")
      .values({ key: LEAD_ROUND_ROBIN_LAST_KEY, value: "0", updated_at: at })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    const last = await trx
      .selectFrom("admin_settings")
      .select("value")
      .where("key", "=", LEAD_ROUND_ROBIN_LAST_KEY)
      .$if(this.db.dialect === "postgres", (q) => q.forUpdate())
      .executeTakeFirstOrThrow();
    const lastId = Number(last.value) || 0;
    const sales = trx
      .selectFrom("admin_users")
      .select(["id", "display_name"])
      .where("role", "=", "sales")
      .orderBy("id")
      .limit(1);
    const next = (await sales.where("id", ">", lastId).executeTakeFirst()) ?? (await sales.executeTakeFirst());
    if (!next) return undefined;
    const id = Number(next.id);
    await trx
      .updateTable("admin_settings")
      .set({ value: String(id), updated_at: at })
      .where("key", "=", LEAD_ROUND_ROBIN_LAST_KEY)
      .execute();
    return { id, name: next.display_name };
  }

  /** Gives a lead to an account without a version bump (a lead being stored: nobody has seen it yet). */
  async setOwner(executor: Executor, leadId: number, ownerId: number): Promise<void> {
    await executor.updateTable("quote_requests").set({ owner_id: ownerId }).where("id", "=", leadId).execute();
  }

  // ── Replies and their limits ─────────────────────────────────────────────────

  /** Settings (admin_settings) by key; absent keys are left out. */
  async settings(keys: string[], executor: Executor = this.db.kysely): Promise<Map<string, string>> {
    const rows = await executor
      .selectFrom("admin_settings")
      .select(["key", "value"])
      .where("key", "in", keys)
      .execute();
    return new Map(rows.map((r) => [r.key, r.value]));
  }

  async putSetting(trx: Transaction<Database>, key: string, value: string, at: string): Promise<void> {
    await trx
      .insertInto("admin_settings")
      .values({ key, value, updated_at: at })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: at }))
      .execute();
  }

  /**
   * Holds the account's row until the transaction ends (PostgreSQL; SQLite has one writer), so
   * two replies of one person at once are counted one after the other and never both slip under a limit.
   */
  async lockAccount(trx: Transaction<Database>, userId: number): Promise<void> {
    if (this.db.dialect !== "postgres") return;
    await trx.selectFrom("admin_users").select("id").where("id", "=", userId).forUpdate().executeTakeFirst();
  }

  /** How many e-mails the person sent to clients since `since`, and when the first of them went. */
  async sendsSince(
    executor: Executor,
    userId: number,
    since: string,
  ): Promise<{ count: number; first: string | null }> {
    const row = await executor
      .selectFrom("lead_reply_sends")
      .select((eb) => [eb.fn.countAll().as("n"), eb.fn.min("at").as("first")])
      .where("user_id", "=", userId)
      .where("at", ">", since)
      .executeTakeFirst();
    return { count: Number(row?.n ?? 0), first: (row?.first as string | null | undefined) ?? null };
  }

  async recordSend(trx: Transaction<Database>, userId: number, at: string): Promise<void> {
    await trx.insertInto("lead_reply_sends").values({ user_id: userId, at }).execute();
  }

  /** The once-a-day claim of telling the owners that a person reached a limit; false when told already. */
  async claimLimitNotice(trx: Transaction<Database>, userId: number, day: string): Promise<boolean> {
    const row = await trx
      .insertInto("lead_limit_notices")
      .values({ user_id: userId, day })
      .onConflict((oc) => oc.columns(["user_id", "day"]).doNothing())
      .returning("user_id")
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The owners' addresses. */
  async ownerAddresses(executor: Executor = this.db.kysely): Promise<string[]> {
    const rows = await executor
      .selectFrom("admin_users")
      .select("email")
      .where("role", "=", "owner")
      .orderBy("id")
      .execute();
    return rows.map((r) => r.email);
  }

  /** Deletes sends older than `before` and notices of days before `day` (the hourly maintenance). */
  async pruneReplyRecords(before: string, day: string): Promise<number> {
    const sends = await this.db.kysely.deleteFrom("lead_reply_sends").where("at", "<", before).executeTakeFirst();
    const notices = await this.db.kysely.deleteFrom("lead_limit_notices").where("day", "<", day).executeTakeFirst();
    return Number(sends.numDeletedRows) + Number(notices.numDeletedRows);
  }

  // ── The morning digest ───────────────────────────────────────────────────────

  /** The accounts of these roles that have no digest claimed for `day` yet. */
  unclaimedAccounts(day: string, roles: readonly Role[]) {
    const k = this.db.kysely;
    const claimed = k.selectFrom("lead_digests").select("user_id").where("day", "=", day);
    return k
      .selectFrom("admin_users")
      .select(["id", "email", "display_name"])
      .where("role", "in", [...roles])
      .where("id", "not in", claimed)
      .orderBy("id")
      .execute();
  }

  /** The follow-ups of everyone due in [start, end) of real, open, owned leads, in one query (a small range of the follow_up_at index). */
  dueFollowUps(start: string, end: string) {
    return this.db.kysely
      .selectFrom("quote_requests")
      .select(["id", "owner_id", "follow_up_at", "status"])
      .where("follow_up_at", ">=", start)
      .where("follow_up_at", "<", end)
      .where("owner_id", "is not", null)
      .where("merged_into", "is", null)
      .where("is_spam", "=", 0)
      .where("status", "not in", CLOSED_STAGES)
      .orderBy("follow_up_at")
      .orderBy("id")
      .execute();
  }

  /** An account's real leads still at "new" (the owner_id, status index). */
  private newLeadsOf(userId: number) {
    return this.db.kysely
      .selectFrom("quote_requests")
      .where("owner_id", "=", userId)
      .where("status", "=", "new")
      .where("merged_into", "is", null)
      .where("is_spam", "=", 0);
  }

  /**
   * Counted without a LIMIT: a LIMIT can tempt PostgreSQL to walk the whole created_at index
   * looking for a salesperson's new leads when they have none.
   */
  countNewLeads(userId: number): Promise<number> {
    return countOf(this.newLeadsOf(userId));
  }

  /** The account's new leads, oldest first; at most `limit` when more than that are known to exist. */
  newLeads(userId: number, count: number, limit: number) {
    return this.newLeadsOf(userId)
      .select(["id", "created_at"])
      .orderBy("created_at")
      .orderBy("id")
      .$if(count > limit, (q) => q.limit(limit))
      .execute();
  }

  /**
   * The once-only claim of an account's digest for a day; false when it was claimed already.
   * On PostgreSQL a second instance's insert waits for this transaction, then does nothing.
   */
  async claimDigest(trx: Transaction<Database>, userId: number, day: string): Promise<boolean> {
    const claim = await trx
      .insertInto("lead_digests")
      .values({ user_id: userId, day })
      .onConflict((oc) => oc.columns(["user_id", "day"]).doNothing())
      .returning("user_id")
      .executeTakeFirst();
    return claim !== undefined;
  }

  /** Deletes digest claims of days before `day`. */
  async pruneDigestsBefore(day: string): Promise<number> {
    const result = await this.db.kysely.deleteFrom("lead_digests").where("day", "<", day).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

async function countOf(query: SelectQueryBuilder<Database, "quote_requests", object>): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst();
  return Number(row?.n ?? 0);
}
