/**
 * How long job applications are kept depends on the deployment (APPLICATION_RETENTION_DAYS,
 * read when the server starts), but the privacy policy and each open job's page (its
 * consent line) are prerendered at build. So they carry this token where the sentence
 * goes, and the server puts the sentence in at start (server/seo/lead-retention.ts, called
 * from applySiteUrl); a page the server renders itself (an application sent back with its
 * errors) gets the sentence from its loader.
 *
 * The token and the sentence use only characters that HTML and JSON leave as they are, so
 * the same text can be replaced in a page, in its inline hydration data and in its .data file.
 */
export const APPLICATION_RETENTION_TOKEN = "[[APPLICATION_RETENTION_SENTENCE]]";

/** APPLICATION_RETENTION_DAYS when it is not set (server/config.ts). */
export const DEFAULT_APPLICATION_RETENTION_DAYS = 180;

/** The sentence (without its full stop) for a retention period in days. */
export function applicationRetentionSentence(days: number = DEFAULT_APPLICATION_RETENTION_DAYS): string {
  return `We delete each application, with its CV, ${days.toLocaleString("en-IN")} ${days === 1 ? "day" : "days"} after we receive it`;
}
