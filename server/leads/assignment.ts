import type { Transaction } from "kysely";
import type { QuoteRequest } from "../db/quotes";
import type { Database } from "../db/schema";
import { type Acting, timelineActor } from "../pipeline/acting";
import { assignTo } from "../pipeline/assignment";
import { asLeadResult, type LeadDeps, type PipelineResult } from "./writes";

/** The actor of round-robin assignments. */
export const ROUND_ROBIN_ACTOR = "round-robin";

/** Gives the lead to an account whose role can "leads.work", or to no one (null). */
export async function assign(
  d: LeadDeps,
  acting: Acting,
  id: number,
  ownerId: number | null,
  expectVersion: number,
): Promise<PipelineResult> {
  const result = await assignTo(
    d.writer,
    d.assignment,
    { acting, id, ownerId, expectVersion },
    {
      refusal: "Choose someone who works the leads: an owner or a salesperson.",
      action: "lead.assigned",
      columns: (owner) => ({ owner_id: owner }),
    },
  );
  return asLeadResult(result);
}

/** Whether new leads are assigned round-robin. */
export function roundRobin(d: LeadDeps): Promise<boolean> {
  return d.repo.roundRobinOn();
}

/** Turns round-robin assignment on or off (an owner's setting; audited as "settings.changed"). */
export async function setRoundRobin(d: LeadDeps, acting: Acting, on: boolean): Promise<boolean> {
  if ((await d.repo.roundRobinOn()) === on) return false;
  const at = d.now().toISOString();
  await d.db.kysely.transaction().execute(async (trx) => {
    await d.repo.setRoundRobin(trx, on, at);
    await d.audit.record(
      { actor: acting.user, action: "settings.changed", details: { leadRoundRobin: on }, ip: acting.ip },
      trx,
    );
  });
  return true;
}

/**
 * Round-robin: with the setting on, gives a new (non-spam) lead to the next sales account
 * in id order after the one that got the last lead. Runs inside the transaction that stores
 * the lead (QuoteRepository's afterCreate hook), and the turn is taken with its row locked
 * (LeadPipelineRepository.takeTurn), so two instances never give out the same turn. Returns
 * the lead as it now is.
 */
export async function assignNewLead(
  d: LeadDeps,
  trx: Transaction<Database>,
  lead: QuoteRequest,
): Promise<QuoteRequest> {
  if (lead.isSpam || lead.ownerId !== null) return lead;
  if (!(await d.repo.roundRobinOn(trx))) return lead;
  const at = d.now().toISOString();
  const next = await d.repo.takeTurn(trx, at);
  if (!next) return lead;
  await d.repo.setOwner(trx, lead.id, next.id);
  await d.repo.appendEvent(trx, lead.id, {
    at,
    kind: "assigned",
    actor: timelineActor({ system: ROUND_ROBIN_ACTOR }),
    data: { from: null, to: { id: next.id, name: next.name } },
  });
  return { ...lead, ownerId: next.id };
}
