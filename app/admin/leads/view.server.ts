import { displayPhone } from "#shared/lib/phone";
import { mailtoHref } from "#shared/lib/quote";
import type { LeadAttribution, QuoteRepository, QuoteWithMail } from "#server/db/quotes";
import { adminCopy } from "../labels";
import type { CameFromItem, DayBar, LeadView, MailView } from "./types";
import {
  addDays,
  dailyCounts,
  formatDay,
  formatIndiaDateTime,
  formatIndiaTime,
  formatLongDay,
  indiaDay,
  indiaDayStart,
} from "../time.server";

/** Follow-ups of won and lost deals are done with: never overdue (as the inbox's "Overdue" view). */
export function isOverdue(lead: Pick<QuoteWithMail, "followUpAt" | "status">, now: Date): boolean {
  return (
    lead.followUpAt !== null && lead.followUpAt < now.toISOString() && lead.status !== "won" && lead.status !== "lost"
  );
}

/** Days in the "leads per day" chart. */
export const CHART_DAYS = 30;

/**
 * Turns stored leads into what the inbox shows. Times are formatted here, on the
 * server, so the page hydrates with exactly the text it was rendered with.
 */
export function toLeadView(lead: QuoteWithMail, now: Date): LeadView {
  return {
    id: lead.id,
    received: moment(lead.createdAt),
    name: lead.name,
    phone: displayPhone(lead.phoneNumber),
    email: lead.email ? { text: lead.email, href: mailtoHref(lead.email) } : null,
    message: lead.message,
    source: lead.source,
    status: lead.status,
    owner: lead.owner?.name ?? null,
    followUp: lead.followUpAt ? { at: moment(lead.followUpAt), overdue: isOverdue(lead, now) } : null,
    version: lead.version,
    mail: mailView(lead.mail, now),
    cameFrom: cameFrom(lead.attribution),
  };
}

const cameFromCopy = adminCopy.list.cameFrom;

/**
 * What is known of where a lead came from, as label and text: the form's page, the
 * visit's landing page and referrer, its utm values as "source / medium / campaign",
 * the ad click ids that were present, and the device class. Unknown parts are left out.
 */
export function cameFrom(a: LeadAttribution): CameFromItem[] {
  const items: CameFromItem[] = [];
  const add = (label: string, value: string | null) => {
    if (value) items.push({ label, value });
  };
  add(cameFromCopy.formPage, a.formPage);
  add(cameFromCopy.landingPage, a.landingPage);
  add(cameFromCopy.referrer, a.referrerHost);
  add(cameFromCopy.campaign, utmText(a));
  const clicks = [a.gclid ? cameFromCopy.googleAds : null, a.fbclid ? cameFromCopy.metaAds : null].filter(
    (c) => c !== null,
  );
  add(cameFromCopy.adClick, clicks.join(", "));
  add(cameFromCopy.device, a.device && cameFromCopy.devices[a.device]);
  return items;
}

/** "google / cpc / diwali-apps"; a missing part before a known one reads "(none)", missing parts at the end are left off. */
function utmText({ utmSource, utmMedium, utmCampaign }: LeadAttribution): string | null {
  const parts = [utmSource, utmMedium, utmCampaign];
  while (parts.length && !parts[parts.length - 1]) parts.pop();
  return parts.length ? parts.map((p) => p || cameFromCopy.campaignNone).join(" / ") : null;
}

const moment = (iso: string) => ({ iso, text: formatIndiaDateTime(iso) });

export function mailView(mail: QuoteWithMail["mail"], now: Date): MailView {
  if (!mail) return { state: "none" };
  switch (mail.status) {
    case "sent":
      return { state: "sent", at: moment(mail.sentAt ?? mail.nextAttemptAt), attempts: mail.attempts };
    case "sending":
      return { state: "sending", attempts: mail.attempts };
    case "failed":
      return { state: "failed", attempts: mail.attempts, lastError: mail.lastError };
    case "pending": {
      const next = new Date(mail.nextAttemptAt);
      // A retry due today reads best as a time of day (with seconds: retries are seconds apart).
      const text = indiaDay(next) === indiaDay(now) ? formatIndiaTime(next) : formatIndiaDateTime(next);
      return {
        state: "pending",
        next: { iso: mail.nextAttemptAt, text },
        attempts: mail.attempts,
        lastError: mail.lastError,
      };
    }
  }
}

/** Real (non-spam) leads per India day over the last CHART_DAYS days, for the chart. */
export async function chartDays(quotes: QuoteRepository, now: Date): Promise<DayBar[]> {
  const firstDay = addDays(indiaDay(now), -(CHART_DAYS - 1));
  // Only the times (an index holds them): at 100,000 leads a month is thousands of leads (issue 30, "Scale").
  const instants = await quotes.createdTimes({ createdFrom: indiaDayStart(firstDay).toISOString() });
  return dailyCounts(instants, now, CHART_DAYS).map(({ day, count }) => ({
    day,
    count,
    label: formatDay(day),
    longLabel: formatLongDay(day),
  }));
}
