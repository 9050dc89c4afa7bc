import type { LeadSource, LeadStatus } from "../labels";

/** A moment as the inbox shows it: the machine-readable instant and its India-time text. */
export type Moment = { iso: string; text: string };

/** The state of a lead's notification e-mail, ready to show. */
export type MailView =
  | { state: "sent"; at: Moment; attempts: number }
  | { state: "pending"; next: Moment; attempts: number; lastError: string | null }
  | { state: "sending"; attempts: number }
  | { state: "failed"; attempts: number; lastError: string | null }
  | { state: "none" };

/** One known fact of where a lead came from: its label and its text ("Landing page", "/services"). */
export type CameFromItem = { label: string; value: string };

export type LeadView = {
  id: number;
  received: Moment;
  name: string;
  phone: string;
  /** The visitor's address and its mailto: link, when they gave one. */
  email: { text: string; href: string } | null;
  message: string;
  source: LeadSource;
  status: LeadStatus;
  /** The owner's name; null: unassigned. */
  owner: string | null;
  /** When to follow up; `overdue` when that time has passed at a stage still open. */
  followUp: { at: Moment; overdue: boolean } | null;
  /** Sent back by the quick stage form (a change made meanwhile by someone else is then refused). */
  version: number;
  mail: MailView;
  /** Only the parts that are known, in a fixed order; empty when nothing is. */
  cameFrom: CameFromItem[];
};

export type DayBar = { day: string; label: string; longLabel: string; count: number };

/** What the last form post did, shown next to the lead it changed. */
export type Notice = { leadId: number; text: string; tone?: "success" | "error"; about?: "stage" | "mail" };
