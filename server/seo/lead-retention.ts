import { LEAD_RETENTION_TOKEN, leadRetentionSentence } from "../../app/content/legal/lead-retention";

/**
 * The privacy policy is prerendered at build with a token where the quote-request
 * retention sentence goes; the server replaces it at start with the sentence for its
 * LEAD_RETENTION_DAYS ("We delete quote requests 90 days after we receive them", or
 * the sentence for no fixed period). applySiteUrl calls this for every prerendered
 * page and .data file, in the same pass as the origin rewrite.
 */

export { LEAD_RETENTION_TOKEN, leadRetentionSentence };

const TOKEN_BYTES = Buffer.from(LEAD_RETENTION_TOKEN, "utf8");

/** Whether a file's bytes hold the token (cheap: no decoding). */
export function hasLeadRetentionToken(body: Buffer): boolean {
  return body.includes(TOKEN_BYTES);
}

/** The text with every token replaced by the sentence for `days` (undefined: no fixed period). */
export function replaceLeadRetention(text: string, days: number | undefined): string {
  const sentence = leadRetentionSentence(days);
  return text.replaceAll(LEAD_RETENTION_TOKEN, () => sentence);
}
