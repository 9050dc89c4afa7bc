import { ANALYTICS_RETENTION_TOKEN, analyticsRetentionSentence } from "#shared/content/legal/analytics-retention";
import { APPLICATION_RETENTION_TOKEN, applicationRetentionSentence } from "#shared/content/legal/application-retention";
import { LEAD_RETENTION_TOKEN, leadRetentionSentence } from "#shared/content/legal/lead-retention";
import type { Config } from "../config";

/**
 * The privacy policy is prerendered at build with tokens where two config-dependent
 * sentences go; the server replaces them at start:
 * - the quote-request retention sentence for its LEAD_RETENTION_DAYS ("We delete quote
 *   requests 90 days after we receive them", or the sentence for no fixed period);
 * - the pageview retention sentence for its ANALYTICS_RAW_DAYS ("We delete the record
 *   of each single page view 30 days after the visit");
 * - the job application retention sentence for its APPLICATION_RETENTION_DAYS (the privacy
 *   policy, and each open job's consent line).
 * applySiteUrl calls this for every prerendered page and .data file, in the same pass
 * as the origin rewrite.
 */

export { ANALYTICS_RETENTION_TOKEN, LEAD_RETENTION_TOKEN, analyticsRetentionSentence, leadRetentionSentence };

const TOKEN_BYTES = [LEAD_RETENTION_TOKEN, ANALYTICS_RETENTION_TOKEN, APPLICATION_RETENTION_TOKEN].map((token) =>
  Buffer.from(token, "utf8"),
);

/** Whether a file's bytes hold either retention token (cheap: no decoding). */
export function hasRetentionToken(body: Buffer): boolean {
  return TOKEN_BYTES.some((token) => body.includes(token));
}

/** The text with every lead retention token replaced by the sentence for `days` (undefined: no fixed period). */
export function replaceLeadRetention(text: string, days: number | undefined): string {
  const sentence = leadRetentionSentence(days);
  return text.replaceAll(LEAD_RETENTION_TOKEN, () => sentence);
}

/** The text with every pageview retention token replaced by the sentence for `days` (undefined: the config default). */
export function replaceAnalyticsRetention(text: string, days: number | undefined): string {
  const sentence = analyticsRetentionSentence(days);
  return text.replaceAll(ANALYTICS_RETENTION_TOKEN, () => sentence);
}

/** The text with every job application retention token replaced by the sentence for `days` (undefined: the config default). */
export function replaceApplicationRetention(text: string, days: number | undefined): string {
  const sentence = applicationRetentionSentence(days);
  return text.replaceAll(APPLICATION_RETENTION_TOKEN, () => sentence);
}

/** Every sentence, for the server's config. */
export function replaceRetention(
  text: string,
  config: Partial<Pick<Config, "LEAD_RETENTION_DAYS" | "ANALYTICS_RAW_DAYS" | "APPLICATION_RETENTION_DAYS">>,
): string {
  return replaceApplicationRetention(
    replaceAnalyticsRetention(replaceLeadRetention(text, config.LEAD_RETENTION_DAYS), config.ANALYTICS_RAW_DAYS),
    config.APPLICATION_RETENTION_DAYS,
  );
}
