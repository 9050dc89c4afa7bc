/**
 * How long single pageview records are kept depends on the deployment
 * (ANALYTICS_RAW_DAYS, read when the server starts), like the quote-request retention
 * (./lead-retention.ts): the prerendered privacy policy carries this token, and the
 * server puts the sentence in at start (server/seo/lead-retention.ts, called from
 * applySiteUrl).
 *
 * The token and the sentence use only characters that HTML and JSON leave as they
 * are, so the same text can be replaced in a page, in its inline hydration data and
 * in its .data file.
 */
export const ANALYTICS_RETENTION_TOKEN = "[[ANALYTICS_RETENTION_SENTENCE]]";

/** ANALYTICS_RAW_DAYS when it is not set (server/config.ts). */
export const DEFAULT_ANALYTICS_RAW_DAYS = 30;

/** The sentence (without its full stop) for a retention period in days. */
export function analyticsRetentionSentence(days: number = DEFAULT_ANALYTICS_RAW_DAYS): string {
  return `We delete the record of each single page view ${days.toLocaleString("en-IN")} ${days === 1 ? "day" : "days"} after the visit`;
}
