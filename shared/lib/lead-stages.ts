/**
 * The sales pipeline's stages and lost reasons as people read them: one list for the
 * server (the digest, audit and notices of server/leads/) and the back office's screens.
 * Pure data, so the inbox's components can import it without pulling in the server.
 */

/** The stages, in the order a deal moves (server/db/schema.ts QUOTE_STATUSES). */
export const STAGE_LABELS = {
  new: "New",
  contacted: "Contacted",
  proposal: "Proposal sent",
  won: "Won",
  lost: "Lost",
} as const;

/** Why a deal was lost (server/db/schema.ts LOST_REASONS), in the order the stage form offers them. */
export const LOST_REASON_LABELS = {
  price: "Price",
  timing: "Timing",
  "chose-another": "Chose another company",
  "no-response": "No response",
  "not-a-fit": "Not a fit",
  other: "Other",
} as const;
