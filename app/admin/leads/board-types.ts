import type { LeadStatus } from "../labels";
import type { Moment } from "./types";

/** The board's filters, as in the inbox: mine, an owner (or "none"), a campaign. */
export type BoardFilterValues = { mine: boolean; owner: string; campaign: string };

export type BoardCardView = {
  id: number;
  name: string;
  phone: string;
  /** The won value at Won, else the expected value; null when none is known. */
  value: string | null;
  owner: string | null;
  followUp: { at: Moment; overdue: boolean } | null;
  /** Sent back with a move (a change made meanwhile is then refused, not overwritten). */
  version: number;
};

export type BoardColumnView = {
  stage: LeadStatus;
  count: number;
  /** The column's total value (expected; won at Won), or null when none. */
  value: string | null;
  cards: BoardCardView[];
  /** Leads of the column not shown as cards, and where the inbox lists them. */
  more: number;
  moreHref: string;
};
