import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Transaction } from "kysely";
import type { Logger } from "pino";
import type { Db } from "../db";
import { type QuoteRequest, toQuote } from "../db/quotes";
import type { Database } from "../db/schema";
import { WakeLoop } from "../wake-loop";
import { assignNewLead } from "./assignment";
import type { LeadDeps } from "./writes";

/**
 * How long a claim keeps other instances off an arrival: far longer than its work takes. A claim
 * that outlives its lease cannot make the work happen twice (the work deletes the arrival only
 * while it still holds it), so the lease only bounds how long a dead instance's leads wait.
 */
const LEASE_MS = 10_000;
/** Arrivals claimed, and done in one transaction, at once. */
const BATCH = 200;
/**
 * After a wake, the worker waits this long for more leads to come, so a busy minute costs a
 * transaction per batch rather than per lead, and the visitors' own transactions go first.
 */
const GATHER_MS = 250;
/** The longest sleep when nothing waits: takes up what another instance claimed and left (PostgreSQL). */
const IDLE_POLL_MS = 5_000;

type Arrival = { lead_id: number; visitor: string | null; day: string | null };

/**
 * The work a new lead needs that is not needed to keep it safe, done after the visitor has
 * been answered (issue 34; docs/decisions/039): round-robin assignment with its timeline
 * entry, and counting the conversion for the analytics page (SQLite's search index takes new
 * leads in batches as before, decision 030). The lead's own transaction writes a lead_arrivals row beside it (`arrive`);
 * this worker claims rows with a lease, does each one's work in a transaction that also
 * deletes the row, and so does it exactly once: a process that dies before committing leaves
 * the row, which the next start (SQLite: every claim is released) or another instance (once
 * the lease has run out) does again. `wake()` after a lead is stored; every instance polls.
 */
export class LeadArrivals extends WakeLoop {
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;

  constructor(
    private readonly d: LeadDeps,
    private readonly o: {
      logger: Logger;
      idlePollMs?: number;
    },
  ) {
    super();
  }

  private get db(): Db {
    return this.d.db;
  }

  /** In the lead's own transaction: the work to do after the answer (none for spam). */
  async arrive(
    trx: Transaction<Database>,
    lead: QuoteRequest,
    visit: { day: string; visitor: string } | null | undefined,
  ): Promise<QuoteRequest> {
    if (lead.isSpam) return lead;
    await trx
      .insertInto("lead_arrivals")
      .values({
        lead_id: lead.id,
        visitor: visit?.visitor ?? null,
        day: visit?.day ?? null,
        created_at: lead.createdAt,
      })
      .execute();
    return lead;
  }

  /** SQLite at start: one server owns the file, so a claim in it belongs to a process that died. */
  async releaseAllClaims(): Promise<number> {
    const result = await this.db.kysely
      .updateTable("lead_arrivals")
      .set({ claimed_by: null, claimed_until: null })
      .where("claimed_by", "is not", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Claims and does every waiting arrival now; returns how many were done (tests; the loop). */
  async runOnce(): Promise<number> {
    let done = 0;
    for (;;) {
      const batch = await this.claim();
      if (batch.length > 0) done += await this.settle(batch);
      if (batch.length < BATCH) return done;
    }
  }

  /** One round of the loop: after a wake, the leads arriving with it gather first (no visitor waits on this). */
  protected async round(woken: boolean): Promise<number> {
    // Not unref'd: a shutdown waits for this round, and an unref'd timer alone would let the
    // process end (exit code 0) before the services had closed.
    if (woken && !this.stopped) await new Promise((r) => setTimeout(r, GATHER_MS));
    try {
      await this.runOnce();
    } catch (error) {
      this.o.logger.error({ err: error }, "leads: the work after new leads failed; trying again shortly");
    }
    return this.o.idlePollMs ?? IDLE_POLL_MS;
  }

  /**
   * Up to BATCH arrivals nobody holds (or whose holder's lease ran out), oldest lead first, in
   * one UPDATE … WHERE lead_id IN (…) RETURNING: PostgreSQL skips rows another instance is
   * claiming (FOR UPDATE SKIP LOCKED); SQLite serialises writers.
   */
  private async claim(): Promise<Arrival[]> {
    const now = this.d.now();
    const k = this.db.kysely;
    const free = k
      .selectFrom("lead_arrivals")
      .select("lead_id")
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", now.toISOString())]))
      .orderBy("lead_id")
      .limit(BATCH)
      .$if(this.db.dialect === "postgres", (q) => q.forUpdate().skipLocked());
    const rows = await k
      .updateTable("lead_arrivals")
      .set({ claimed_by: this.workerId, claimed_until: new Date(now.getTime() + LEASE_MS).toISOString() })
      .where("lead_id", "in", free)
      .returning(["lead_id", "visitor", "day"])
      .execute();
    return rows.map((r) => ({ ...r, lead_id: Number(r.lead_id) })).sort((a, b) => a.lead_id - b.lead_id);
  }

  /**
   * The batch's work and the deletion of its arrivals, in one transaction; returns how many
   * were done. Only the arrivals still held by this worker are done (a lease that ran out was
   * taken over), and only those whose lead still exists (an erased lead took its arrival with it).
   * A batch that fails is tried one arrival at a time, so one lead's failure holds up no other.
   */
  private async settle(batch: Arrival[]): Promise<number> {
    try {
      return await this.db.kysely.transaction().execute((trx) => this.work(trx, batch));
    } catch (error) {
      if (batch.length === 1) {
        // Left claimed: the lease runs out and it is done again (here or on another instance).
        this.o.logger.error({ err: error, leadId: batch[0]!.lead_id }, "leads: the work after a new lead failed");
        return 0;
      }
      let done = 0;
      for (const arrival of batch) done += await this.settle([arrival]);
      return done;
    }
  }

  private async work(trx: Transaction<Database>, batch: Arrival[]): Promise<number> {
    const held = await trx
      .deleteFrom("lead_arrivals")
      .where(
        "lead_id",
        "in",
        batch.map((a) => a.lead_id),
      )
      .where("claimed_by", "=", this.workerId)
      .returning("lead_id")
      .execute();
    const ids = held.map((r) => Number(r.lead_id)).sort((a, b) => a - b);
    if (ids.length === 0) return 0;
    const visits = new Map(batch.filter((a) => a.visitor && a.day).map((a) => [a.lead_id, a]));
    const roundRobin = await this.d.repo.roundRobinOn(trx);
    // Nothing to assign and no conversion to count (a busy minute of API requests): the arrivals were all there was.
    if (!roundRobin && !ids.some((id) => visits.has(id))) return ids.length;
    const rows = await trx.selectFrom("quote_requests").selectAll().where("id", "in", ids).orderBy("id").execute();
    const leads = rows.map(toQuote);
    if (roundRobin) for (const lead of leads) await assignNewLead(this.d, trx, lead);
    const conversions = leads.flatMap((lead) => {
      const visit = visits.get(lead.id);
      return visit
        ? [
            {
              day: visit.day!,
              visitor: visit.visitor!,
              form_page: lead.attribution.formPage,
              landing_page: lead.attribution.landingPage,
              referrer_host: lead.attribution.referrerHost,
              source: lead.attribution.utmSource,
              campaign: lead.attribution.utmCampaign,
            },
          ]
        : [];
    });
    if (conversions.length) await trx.insertInto("analytics_conversions").values(conversions).execute();
    return ids.length;
  }
}
