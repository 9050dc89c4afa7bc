import type { Acting } from "../pipeline/acting";
import { invalid } from "../pipeline/results";
import type { QuoteStatus } from "../db/schema";
import { asLeadResult, type LeadDeps, type PipelineResult } from "./writes";

/** Another lead of the same person: same phone number (phone.ts) or same e-mail (any case). */
export type DuplicateLead = {
  id: number;
  name: string;
  phoneNumber: string;
  email: string | null;
  status: QuoteStatus;
  createdAt: string;
  ownerId: number | null;
  matches: ("phone" | "email")[];
};

/** The most other leads of one person that are looked up. */
const DUPLICATES_MAX = 100;

/**
 * The other leads of the same person, newest first: the same phone number (its last 10
 * digits, see phone.ts) or the same e-mail address (any case). Leads merged away and
 * spam are left out.
 */
export async function duplicatesOf(d: LeadDeps, id: number): Promise<DuplicateLead[]> {
  const lead = await d.repo.contactKeys(id);
  if (!lead || (lead.phone_key === null && !lead.email)) return [];
  const email = lead.email?.toLowerCase() ?? null;
  const rows = await d.repo.sameContact(id, { phoneKey: lead.phone_key, email }, DUPLICATES_MAX);
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    phoneNumber: r.phone_number,
    email: r.email,
    status: r.status,
    createdAt: r.created_at,
    ownerId: r.owner_id === null ? null : Number(r.owner_id),
    matches: [
      ...(lead.phone_key !== null && r.phone_key === lead.phone_key ? (["phone"] as const) : []),
      ...(email !== null && r.email?.toLowerCase() === email ? (["email"] as const) : []),
    ],
  }));
}

/**
 * Merges `mergedId` into `survivorId` (both at the versions the person saw): the merged
 * lead's timeline moves to the survivor, which gets a "merged" entry holding the merged
 * lead's number, contact, message, time and attribution (so both attributions stay);
 * the survivor takes the merged lead's e-mail, owner, follow-up and expected value where
 * it has none. The merged lead keeps its row (merged_into = survivor), is left out of
 * every list and count, and is erased with the survivor.
 */
export async function merge(
  d: LeadDeps,
  acting: Acting,
  survivorId: number,
  mergedId: number,
  expectVersion: { survivor: number; merged: number },
): Promise<PipelineResult> {
  if (survivorId === mergedId)
    return invalid({ mergedId: "Choose another lead: a lead cannot be merged into itself." });
  const result = await d.writer.writeTogether(
    acting,
    [
      { id: survivorId, expectVersion: expectVersion.survivor },
      { id: mergedId, expectVersion: expectVersion.merged },
    ],
    async ([survivor, merged]) => {
      const s = survivor!.record;
      const m = merged!.record;
      await merged!.bump({ merged_into: survivorId });
      await survivor!.bump({
        email: s.email ?? m.email,
        owner_id: s.ownerId ?? m.ownerId,
        follow_up_at: s.followUpAt ?? m.followUpAt,
        expected_value: s.expectedValue ?? m.expectedValue,
      });
      await d.repo.moveToSurvivor(survivor!.trx, mergedId, survivorId);
      await survivor!.event("merged", {
        leadId: mergedId,
        name: m.name,
        phoneNumber: m.phoneNumber,
        email: m.email,
        message: m.message,
        source: m.source,
        submittedAt: m.createdAt,
        attribution: m.attribution,
      });
      await survivor!.audit("lead.merged", { merged: mergedId });
      return true;
    },
  );
  if (!result.ok) return result;
  return asLeadResult({ ok: true, record: result.records[0]!, changed: true });
}
