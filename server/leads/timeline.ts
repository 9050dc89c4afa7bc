import { z } from "zod";
import { QUOTE_SOURCES } from "#shared/lib/quote-fields";
import type { LeadAttribution, QuoteRequest } from "../db/quotes";
import { toQuote } from "../db/quotes";
import { DEVICE_CLASSES, type LostReason, QUOTE_STATUSES } from "../db/schema";
import type { PersonRef } from "../pipeline/acting";
import { type EventBase, type MailState, byTime, mailStateOf, readEvent } from "../pipeline/timeline";
import type { LeadPipelineRepository } from "./repository";
import { CALL_OUTCOMES } from "./schemas";

/** The state of a reply's e-mail, from mail_outbox; null when the mail row is gone. */
export type ReplyMailState = MailState;

const person = z.object({ id: z.number(), name: z.string() }).nullable().catch(null);
const stage = z.enum(QUOTE_STATUSES);
const text = z.string().catch("");
const attribution = z.object({
  formPage: z.string().nullable().catch(null),
  landingPage: z.string().nullable().catch(null),
  referrerHost: z.string().nullable().catch(null),
  utmSource: z.string().nullable().catch(null),
  utmMedium: z.string().nullable().catch(null),
  utmCampaign: z.string().nullable().catch(null),
  gclid: z.boolean().catch(false),
  fbclid: z.boolean().catch(false),
  device: z.enum(DEVICE_CLASSES).nullable().catch(null),
});

/**
 * What each kind of lead_events row holds in its `data` (JSON), as written by the concern
 * modules: one discriminated union, so the timeline reads every kind by its schema.
 */
export const leadEventSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("stage"),
    from: stage,
    to: stage,
    expectedValue: z.number().optional(),
    wonValue: z.number().optional(),
    lostReason: z.string().optional() as z.ZodType<LostReason | undefined>,
    lostNote: z.string().optional(),
  }),
  z.object({ kind: z.literal("note"), text }),
  z.object({ kind: z.literal("assigned"), from: person, to: person }),
  z.object({
    kind: z.literal("follow_up"),
    from: z.string().nullable().catch(null),
    to: z.string().nullable().catch(null),
  }),
  z.object({
    kind: z.literal("value"),
    from: z.number().nullable().catch(null),
    to: z.number().nullable().catch(null),
  }),
  z.object({ kind: z.literal("email"), to: text, subject: text, body: text }),
  z.object({
    kind: z.literal("merged"),
    /** The merged lead's number, and what it was when merged. */
    leadId: z.number(),
    name: z.string(),
    phoneNumber: z.string(),
    email: z.string().nullable(),
    message: z.string(),
    source: z.enum(QUOTE_SOURCES),
    submittedAt: z.string(),
    attribution,
    /** For each contact detail, whether this lead kept its own or took the merged lead's (merges since issue 34). */
    kept: z.record(z.string(), z.enum(["own", "other"])).catch({}),
  }),
  /** A merge undone: on the survivor, `leadId` is the lead that came back; on that lead, the survivor. */
  z.object({ kind: z.literal("unmerged"), leadId: z.number(), mergeEventId: z.number() }),
  /** A call logged: its outcome, when to call back, and a note. */
  z.object({
    kind: z.literal("call"),
    outcome: z.enum(CALL_OUTCOMES),
    callBackAt: z.string().nullable().catch(null),
    note: z.string().catch(""),
  }),
]);

type LeadEvent = z.output<typeof leadEventSchema>;

/**
 * One entry of a lead's timeline, oldest first. "submitted" and "attribution" come from
 * the lead itself (and from each lead merged into it, with that lead's `leadId`); the rest
 * are lead_events rows (an e-mail with its delivery state).
 */
export type TimelineEntry =
  | {
      kind: "submitted";
      at: string;
      leadId: number;
      name: string;
      phoneNumber: string;
      email: string | null;
      message: string;
      source: QuoteRequest["source"];
    }
  | { kind: "attribution"; at: string; leadId: number; attribution: LeadAttribution }
  | (EventBase & Exclude<LeadEvent, { kind: "email" }>)
  | (EventBase & Extract<LeadEvent, { kind: "email" }> & { mail: ReplyMailState });

/**
 * The lead's timeline, oldest first: its submission and attribution (and those of the leads
 * merged into it), then every stage change, note, assignment, follow-up, value, e-mail (with
 * its delivery state) and merge, each with who and when. Undefined when there is no such lead.
 */
export async function leadTimeline(repo: LeadPipelineRepository, id: number): Promise<TimelineEntry[] | undefined> {
  const { lead, merged, events } = await repo.timelineRows(id);
  if (!lead) return undefined;
  // Each lead's own entries, then the events; the sort by time is stable, so ties keep that order.
  const entries: TimelineEntry[] = [];
  for (const row of [lead, ...merged]) {
    const q = toQuote(row);
    entries.push(
      {
        kind: "submitted",
        at: q.createdAt,
        leadId: q.id,
        name: q.name,
        phoneNumber: q.phoneNumber,
        email: q.email,
        message: q.message,
        source: q.source,
      },
      { kind: "attribution", at: q.createdAt, leadId: q.id, attribution: q.attribution },
    );
  }
  for (const row of events) {
    const entry = readEvent(row, leadEventSchema);
    if (!entry) continue;
    entries.push(entry.kind === "email" ? { ...entry, mail: mailStateOf(row) } : entry);
  }
  return byTime(entries);
}

export type { PersonRef };
