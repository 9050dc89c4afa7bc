import type { Transaction } from "kysely";
import { z } from "zod";
import type { QuoteRequest } from "../db/quotes";
import type { Database, QuoteStatus } from "../db/schema";
import type { Acting } from "../pipeline/acting";
import { parseInput } from "../pipeline/input";
import { Refused, invalid } from "../pipeline/results";
import { phoneKey } from "./phone";
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

/** The contact details a merge may take from the other lead, each only when the person merging chooses it. */
export const CONTACT_DETAILS = ["name", "phoneNumber", "email"] as const;
export type ContactDetail = (typeof CONTACT_DETAILS)[number];
/** For each detail that differs: keep this lead's own ("own", the default) or take the other lead's ("other"). */
export type MergeChoices = Partial<Record<ContactDetail, "own" | "other">>;

const choice = z.enum(["own", "other"]).optional().catch(undefined);
export const mergeChoicesSchema = z.object({ name: choice, phoneNumber: choice, email: choice });

/** The most other leads of one person that are looked up. */
const DUPLICATES_MAX = 100;

/** The two leads' e-mail addresses as one person's are compared: any case. */
const sameEmail = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.toLowerCase() === b.toLowerCase();
/** Two phone numbers are the same number however written (their last 10 digits, phone.ts). */
const samePhone = (a: string, b: string) => {
  const key = phoneKey(a);
  return key !== null && key === phoneKey(b);
};

/** Whether the two leads' detail differs as a person reads it (a phone number written two ways does not). */
export function detailDiffers(detail: ContactDetail, a: QuoteRequest | DuplicateLead, b: QuoteRequest | DuplicateLead) {
  if (detail === "phoneNumber") return !samePhone(a.phoneNumber, b.phoneNumber) && a.phoneNumber !== b.phoneNumber;
  if (detail === "email") return !sameEmail(a.email, b.email) && (a.email ?? "") !== (b.email ?? "");
  return a.name.trim() !== b.name.trim();
}

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
 * Merges `mergedId` into `survivorId` (both at the versions the person saw). Only two leads the
 * inbox shows (neither spam nor merged away) that share a phone number or an e-mail address
 * (normalised as duplicatesOf finds them) are merged; any other pair is refused, whatever a
 * form sent. The survivor keeps its own name, phone number and e-mail unless the person chose
 * the other lead's (`choices`): a look-alike request cannot hand the lead to someone else's
 * address. It takes the other lead's owner, follow-up and expected value where it has none.
 * The merged lead's timeline moves to the survivor, which gets a "merged" entry holding the
 * merged lead's number, contact, message, time and attribution, the choices, and what the
 * survivor was before (so an owner can undo it: `unmerge`). The merged lead keeps its row
 * (merged_into = survivor), is left out of every list and count, is found by search through
 * the survivor, and is erased with it.
 */
export async function merge(
  d: LeadDeps,
  acting: Acting,
  survivorId: number,
  mergedId: number,
  expectVersion: { survivor: number; merged: number },
  choices: MergeChoices = {},
): Promise<PipelineResult> {
  if (survivorId === mergedId)
    return invalid({ mergedId: "Choose another lead: a lead cannot be merged into itself." });
  const chosen = parseInput(mergeChoicesSchema, choices);
  if (!chosen.ok) return chosen;
  const result = await d.writer.writeTogether(
    acting,
    [
      { id: survivorId, expectVersion: expectVersion.survivor },
      { id: mergedId, expectVersion: expectVersion.merged },
    ],
    async ([survivor, merged]) => {
      const s = survivor!.record;
      const m = merged!.record;
      if (s.isSpam || m.isSpam)
        throw new Refused(
          invalid({
            mergedId: `Lead #${s.isSpam ? s.id : m.id} is marked as spam: only leads in the inbox are merged.`,
          }),
        );
      if (!samePhone(s.phoneNumber, m.phoneNumber) && !sameEmail(s.email, m.email))
        throw new Refused(
          invalid({
            mergedId: `Lead #${m.id} shares no phone number or e-mail address with this lead, so it is not the same person: the leads were not merged.`,
          }),
        );
      const take = (detail: ContactDetail) => detailDiffers(detail, s, m) && chosen.value[detail] === "other";
      const kept = Object.fromEntries(CONTACT_DETAILS.map((detail) => [detail, take(detail) ? "other" : "own"]));
      await merged!.bump({ merged_into: survivorId });
      await survivor!.bump({
        name: take("name") ? m.name : s.name,
        phone_number: take("phoneNumber") ? m.phoneNumber : s.phoneNumber,
        phone_key: take("phoneNumber") ? phoneKey(m.phoneNumber) : phoneKey(s.phoneNumber),
        email: take("email") ? m.email : s.email,
        owner_id: s.ownerId ?? m.ownerId,
        follow_up_at: s.followUpAt ?? m.followUpAt,
        expected_value: s.expectedValue ?? m.expectedValue,
      });
      const moved = await d.repo.moveToSurvivor(survivor!.trx, mergedId, survivorId);
      await survivor!.event(
        "merged",
        {
          leadId: mergedId,
          name: m.name,
          phoneNumber: m.phoneNumber,
          email: m.email,
          message: m.message,
          source: m.source,
          submittedAt: m.createdAt,
          attribution: m.attribution,
          kept,
          before: { name: s.name, phoneNumber: s.phoneNumber, email: s.email },
          moved,
        },
        { about: mergedId },
      );
      await survivor!.audit("lead.merged", {
        merged: mergedId,
        ...Object.fromEntries(CONTACT_DETAILS.filter(take).map((detail) => [`took_${detail}`, true])),
      });
      return true;
    },
  );
  if (!result.ok) return result;
  return asLeadResult({ ok: true, record: result.records[0]!, changed: true });
}

const mergeEventData = z.object({
  leadId: z.number(),
  kept: z.record(z.string(), z.enum(["own", "other"])).catch({}),
  before: z.object({ name: z.string(), phoneNumber: z.string(), email: z.string().nullable() }).nullable().catch(null),
  moved: z.object({ events: z.array(z.number()), leads: z.array(z.number()) }).catch({ events: [], leads: [] }),
});

/**
 * Undoes a merge from the survivor's timeline (owners): the merged lead is in the inbox again
 * with its own timeline, the survivor gets back the contact details it had before (where it
 * took the other lead's), and both timelines say so. Refused when the merge was undone already,
 * or when the merged lead has since gone elsewhere; a later merge of the survivor into a third
 * lead must be undone first (the survivor is then merged away: "merged").
 */
export async function unmerge(
  d: LeadDeps,
  acting: Acting,
  survivorId: number,
  mergeEventId: number,
  expectVersion: number,
): Promise<PipelineResult<{ mergedId: number }>> {
  // The merge entry names the other lead; read first to lock both leads in the write.
  const entry = await d.db.kysely
    .selectFrom("lead_events")
    .select(["data"])
    .where("id", "=", mergeEventId)
    .where("lead_id", "=", survivorId)
    .where("kind", "=", "merged")
    .executeTakeFirst();
  const parsed = entry ? mergeEventData.safeParse(JSON.parse(entry.data)) : undefined;
  if (!parsed?.success) return invalid({ mergeEventId: "That merge is not on this lead's timeline any more." });
  const merge = parsed.data;
  const mergedId = merge.leadId;
  const result = await d.writer.writeTogether(
    acting,
    [
      { id: survivorId, expectVersion },
      { id: mergedId, expectVersion: null, mergedAllowed: true },
    ],
    async ([survivor, merged]) => {
      const s = survivor!.record;
      const m = merged!.record;
      if (m.mergedInto !== survivorId || (await d.repo.mergeUndone(survivor!.trx, survivorId, mergeEventId)))
        throw new Refused(invalid({ mergeEventId: "This merge was undone already." }));
      const back = (detail: ContactDetail) => merge.kept[detail] === "other" && merge.before !== null;
      await merged!.bump({ merged_into: null });
      await survivor!.bump({
        name: back("name") ? merge.before!.name : s.name,
        phone_number: back("phoneNumber") ? merge.before!.phoneNumber : s.phoneNumber,
        phone_key: phoneKey(back("phoneNumber") ? merge.before!.phoneNumber : s.phoneNumber),
        email: back("email") ? merge.before!.email : s.email,
      });
      await d.repo.moveBack(survivor!.trx, merge.moved, survivorId, mergedId);
      await survivor!.event("unmerged", { leadId: mergedId, mergeEventId }, { about: mergedId });
      await merged!.event("unmerged", { leadId: survivorId, mergeEventId }, { about: survivorId });
      await survivor!.audit("lead.unmerged", { merged: mergedId });
      return true;
    },
  );
  if (!result.ok) return result;
  return asLeadResult({ ok: true, record: result.records[0]!, changed: true }, { mergedId });
}

/**
 * Erasing a person (QuoteRepository.erase, in its transaction): whatever other leads hold of
 * the leads `ids` goes too. For each merge of one of them into another lead that was not undone,
 * the survivor gets back the contact details it took from it, and the entries that moved with
 * it (its notes, the e-mails to it) are deleted; then every entry about them (the merge entries,
 * holding their name, number, address and message) is deleted wherever it is. Returns the leads
 * that had been merged into them and moved on with them (the same person), to delete as well.
 */
export async function forgetLeads(trx: Transaction<Database>, ids: number[]): Promise<number[]> {
  const more: number[] = [];
  const merges = await trx
    .selectFrom("lead_events")
    .selectAll()
    .where("about_lead_id", "in", ids)
    .where("lead_id", "not in", ids)
    .where("kind", "=", "merged")
    .orderBy("id", "desc")
    .execute();
  for (const row of merges) {
    const parsed = mergeEventData.safeParse(JSON.parse(row.data));
    if (!parsed.success) continue;
    const merge = parsed.data;
    const undone = await trx
      .selectFrom("lead_events")
      .select("data")
      .where("lead_id", "=", row.lead_id)
      .where("kind", "=", "unmerged")
      .execute();
    if (undone.some((u) => (JSON.parse(u.data) as { mergeEventId?: unknown }).mergeEventId === Number(row.id)))
      continue;
    const took = (detail: ContactDetail) => merge.kept[detail] === "other" && merge.before !== null;
    if (CONTACT_DETAILS.some(took)) {
      const restore: Record<string, string | null> = {};
      if (took("name")) restore.name = merge.before!.name;
      if (took("phoneNumber")) {
        restore.phone_number = merge.before!.phoneNumber;
        restore.phone_key = phoneKey(merge.before!.phoneNumber);
      }
      if (took("email")) restore.email = merge.before!.email;
      await trx
        .updateTable("quote_requests")
        .set((eb) => ({ ...restore, version: eb("version", "+", 1) }))
        .where("id", "=", row.lead_id)
        .execute();
    }
    if (merge.moved.events.length)
      await trx
        .deleteFrom("lead_events")
        .where("id", "in", merge.moved.events)
        .where("lead_id", "=", row.lead_id)
        .execute();
    more.push(...merge.moved.leads);
  }
  await trx
    .deleteFrom("lead_events")
    .where("about_lead_id", "in", [...ids, ...more])
    .execute();
  return more;
}
