import type { LeadLostReason, LeadSource, LeadStatus } from "../labels";
import type { CameFromItem, Moment } from "./types";

/** The forms of a lead's page, each a card with this id (the redirect's fragment). */
export const LEAD_SECTIONS = ["stage", "owner", "follow-up", "call", "note", "reply", "same"] as const;
export type LeadSection = (typeof LEAD_SECTIONS)[number];

/** What each form posts as `intent`. */
export const LEAD_INTENTS = [
  "stage",
  "assign",
  "assign-me",
  "follow-up",
  "follow-up-clear",
  "note",
  "reply",
  "merge",
  "call",
  "unmerge",
] as const;
export type LeadIntent = (typeof LEAD_INTENTS)[number];

export const SECTION_OF: Record<LeadIntent, LeadSection> = {
  stage: "stage",
  assign: "owner",
  "assign-me": "owner",
  "follow-up": "follow-up",
  "follow-up-clear": "follow-up",
  note: "note",
  reply: "reply",
  merge: "same",
  call: "call",
  unmerge: "same",
};

/** A lead as its page shows it; times formatted on the server (India time). */
export type LeadPageView = {
  id: number;
  name: string;
  /** The number as the back office shows every number ("+91 98470 55221"), the digits to dial, a WhatsApp chat. */
  phone: { text: string; dial: string | null; whatsapp: string | null };
  email: { text: string; href: string } | null;
  /** Where each contact detail came from: "From this enquiry", or the merge that brought it. */
  provenance: { name: string; phone: string; email: string };
  message: string;
  source: LeadSource;
  received: Moment;
  isSpam: boolean;
  stage: LeadStatus;
  /** "₹2,50,000 expected", "₹3,00,000 won", "Reason: Price"; null when there is nothing to add. */
  stageDetail: string | null;
  owner: { id: number; name: string } | null;
  followUp: { at: Moment; overdue: boolean } | null;
  /** Sent back with every form that changes the lead's state. */
  version: number;
  /** Why a reply cannot be sent (no usable address), in the service's words; null when it can. */
  replyBlocked: string | null;
};

/** The values each form starts with (the lead as it is), or what the person entered when a post was refused. */
export type StageValues = {
  stage: string;
  expectedValue: string;
  wonValue: string;
  lostReason: LeadLostReason | "";
  lostNote: string;
};
export type CallValues = { outcome: string; callBackAt: string; note: string; moveToContacted: string };

export type LeadFormValues = {
  stage: StageValues;
  call: CallValues;
  owner: { ownerId: string };
  followUp: { at: string };
  note: { text: string };
  reply: { subject: string; body: string };
};

/** A contact detail two leads give differently: the merge form asks which to keep. */
export type MergeChoiceView = { detail: "name" | "phoneNumber" | "email"; own: string; other: string };

export type DuplicateView = {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  stage: LeadStatus;
  received: Moment;
  owner: string | null;
  matches: string[];
  /** The other lead's version, for the merge's check; null when it could not be read (then no merge form). */
  version: number | null;
  /** The details that differ, each a choice in the merge form (this lead's own checked). */
  choices: MergeChoiceView[];
};

export type TimelineMail = {
  state: "pending" | "sending" | "sent" | "failed" | "gone";
  text: string;
  at: Moment | null;
  error: string | null;
};

export type TimelineItemView = {
  key: string;
  kind:
    | "submitted"
    | "attribution"
    | "stage"
    | "note"
    | "assigned"
    | "follow_up"
    | "value"
    | "email"
    | "merged"
    | "unmerged"
    | "call";
  at: Moment;
  title: string;
  /** Who did it ("Priya Sharma (priya@example.com)"); null for what the lead itself brought. */
  actor: string | null;
  facts: CameFromItem[];
  /** Text shown as typed, line breaks kept (a message, a note, an e-mail's body). */
  text: string | null;
  mail: TimelineMail | null;
  /** A merge an owner may undo from here: the entry's id, for the form. */
  undo?: { mergeEventId: number; leadId: number } | null;
};

/** A refused post, shown in its own section with the person's input kept. */
export type LeadActionData = {
  intent: LeadIntent;
  section: LeadSection;
  /** What was posted, to fill the form again. */
  values: Record<string, string>;
  /** Per field, in the service's words. */
  errors: Record<string, string>;
  /** A message for the whole form (a conflict, a merge refused). */
  message: string | null;
  /** When someone else changed the lead: how it reads now, and what changed since the page was opened. */
  conflict: { now: string[]; since: string[] } | null;
};
