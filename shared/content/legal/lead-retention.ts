/**
 * How long quote requests are kept depends on the deployment (LEAD_RETENTION_DAYS,
 * read when the server starts), but the privacy policy is prerendered at build. So the
 * policy carries this token where the sentence goes, and the server puts the sentence
 * in at start, in the prerendered page and its route data alike
 * (server/seo/lead-retention.ts, called from applySiteUrl).
 *
 * The token and both sentences use only characters that HTML and JSON leave as they
 * are, so the same text can be replaced in a page, in its inline hydration data and
 * in its .data file.
 */
export const LEAD_RETENTION_TOKEN = "[[LEAD_RETENTION_SENTENCE]]";

/** The sentence (without its full stop) for a retention period in days, or for none. */
export function leadRetentionSentence(days?: number): string {
  if (days === undefined) {
    return "We keep quote requests until you ask us to erase them or we no longer need them to answer you, and then delete them";
  }
  return `We delete quote requests ${days.toLocaleString("en-IN")} ${days === 1 ? "day" : "days"} after we receive them`;
}
