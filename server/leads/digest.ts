import { PERMISSIONS } from "../accounts/roles";
import { insertOutboxMessage, type OutgoingMail } from "../db/outbox";
import type { QuoteStatus, Role } from "../db/schema";
import { escapeHtml } from "../mail/message";
import {
  formatIndiaClock,
  formatIndiaDateTime,
  formatLongDay,
  indiaDay,
  indiaDayBounds,
  indiaMinuteOfDay,
} from "../india-time";
import type { LeadDeps } from "./writes";

/** The most items of each kind a digest lists; the rest are counted ("and 12 more"). */
export const DIGEST_LIST_MAX = 50;
/** The digest goes out from 08:30 India time (LEAD_DIGEST_TIME changes it). */
export const DIGEST_MINUTE = 8 * 60 + 30;
/** Digest claims older than this are deleted by the hourly maintenance. */
export const DIGEST_KEEP_DAYS = 14;

const WORKING_ROLES = PERMISSIONS["leads.work"] as readonly Role[];

export type DigestInput = {
  /** The salesperson's display name. */
  name: string;
  /** The India date, "YYYY-MM-DD". */
  day: string;
  siteUrl: string;
  /** Follow-ups due that day, earliest first (at most DIGEST_LIST_MAX; `moreFollowUps` counts the rest). */
  followUps: { id: number; at: string; stage: QuoteStatus }[];
  moreFollowUps: number;
  /** Their leads still at "new", oldest first. */
  newLeads: { id: number; receivedAt: string }[];
  moreNewLeads: number;
};

const STAGE_WORDS: Record<QuoteStatus, string> = {
  new: "New",
  contacted: "Contacted",
  proposal: "Proposal sent",
  won: "Won",
  lost: "Lost",
};

/**
 * The morning digest: the day's follow-ups (India time) and the new leads, each with a
 * link to its page. Leads appear by number only: the mail leaves the site and cannot
 * be erased with a lead, so it carries no name, phone number or message.
 */
export function buildDigestMail(to: string, d: DigestInput): OutgoingMail {
  const link = (id: number) => `${d.siteUrl}/admin/leads/${id}`;
  const date = formatLongDay(d.day);
  const more = (n: number) => (n > 0 ? [`  …and ${n} more`] : []);

  const text: string[] = [`Hello ${d.name},`, ""];
  if (d.followUps.length) {
    text.push(`Follow-ups due today (${d.followUps.length + d.moreFollowUps}):`);
    for (const f of d.followUps)
      text.push(`- ${formatIndiaClock(f.at)}: lead ${f.id} (${STAGE_WORDS[f.stage]}) ${link(f.id)}`);
    text.push(...more(d.moreFollowUps), "");
  }
  if (d.newLeads.length) {
    text.push(`New leads assigned to you (${d.newLeads.length + d.moreNewLeads}):`);
    for (const l of d.newLeads)
      text.push(`- Lead ${l.id}, received ${formatIndiaDateTime(l.receivedAt)}: ${link(l.id)}`);
    text.push(...more(d.moreNewLeads), "");
  }
  text.push("Times are India time (IST).", "", "--", `All your leads: ${d.siteUrl}/admin`, "");

  const a = (id: number, label: string) =>
    `<a href="${escapeHtml(link(id))}" style="color:#3730a3">${escapeHtml(label)}</a>`;
  const list = (items: string[], extra: number) =>
    `<ul style="padding-left:20px;margin:4px 0 16px">${items.map((i) => `<li style="margin:2px 0">${i}</li>`).join("")}${
      extra > 0 ? `<li style="margin:2px 0">…and ${extra} more</li>` : ""
    }</ul>`;
  const html: string[] = [`<p>Hello ${escapeHtml(d.name)},</p>`];
  if (d.followUps.length) {
    html.push(
      `<p style="margin-bottom:0"><strong>Follow-ups due today (${d.followUps.length + d.moreFollowUps})</strong></p>`,
      list(
        d.followUps.map(
          (f) => `${escapeHtml(formatIndiaClock(f.at))}: ${a(f.id, `lead ${f.id}`)} (${STAGE_WORDS[f.stage]})`,
        ),
        d.moreFollowUps,
      ),
    );
  }
  if (d.newLeads.length) {
    html.push(
      `<p style="margin-bottom:0"><strong>New leads assigned to you (${d.newLeads.length + d.moreNewLeads})</strong></p>`,
      list(
        d.newLeads.map((l) => `${a(l.id, `Lead ${l.id}`)}, received ${escapeHtml(formatIndiaDateTime(l.receivedAt))}`),
        d.moreNewLeads,
      ),
    );
  }
  html.push(
    `<p style="color:#475569">Times are India time (IST). <a href="${escapeHtml(`${d.siteUrl}/admin`)}" style="color:#3730a3">All your leads</a></p>`,
  );

  return {
    to,
    subject: `Your leads for ${date}`,
    text: text.join("\n"),
    html: `<div style="font-family:system-ui,sans-serif;color:#0f172a">${html.join("")}</div>`,
    kind: "digest",
  };
}

/**
 * The morning digest. From 08:30 India time on day D, each account that can work the
 * leads and has follow-ups due on D (India date) or new leads assigned to it gets one mail
 * for D, queued through the outbox. Each (account, D) is claimed by an insert into
 * lead_digests that does nothing if the row exists, in the transaction that queues the
 * mail: exactly one mail per account and day however many instances run this. An account
 * with nothing due gets no mail and no claim (a lead given to it later that day still
 * brings one). Returns how many mails this call queued.
 */
export async function sendDueDigests(
  d: LeadDeps,
  o: { siteUrl: string; digestMinute?: number },
  now: Date = d.now(),
): Promise<number> {
  if (indiaMinuteOfDay(now) < (o.digestMinute ?? DIGEST_MINUTE)) return 0;
  const day = indiaDay(now);
  const { start, end } = indiaDayBounds(day);
  const users = await d.repo.unclaimedAccounts(day, WORKING_ROLES);
  if (!users.length) return 0;
  const due = await d.repo.dueFollowUps(start.toISOString(), end.toISOString());
  let queued = 0;
  for (const user of users) {
    const userId = Number(user.id);
    const followUps = due.filter((f) => Number(f.owner_id) === userId);
    const newCount = await d.repo.countNewLeads(userId);
    if (!followUps.length && newCount === 0) continue;
    const newLeads = newCount ? await d.repo.newLeads(userId, newCount, DIGEST_LIST_MAX) : [];
    const mail = buildDigestMail(user.email, {
      name: user.display_name,
      day,
      siteUrl: o.siteUrl,
      followUps: followUps
        .slice(0, DIGEST_LIST_MAX)
        .map((f) => ({ id: Number(f.id), at: f.follow_up_at!, stage: f.status })),
      moreFollowUps: Math.max(followUps.length - DIGEST_LIST_MAX, 0),
      newLeads: newLeads.slice(0, DIGEST_LIST_MAX).map((l) => ({ id: Number(l.id), receivedAt: l.created_at })),
      moreNewLeads: Math.max(newCount - DIGEST_LIST_MAX, 0),
    });
    const sent = await d.db.kysely.transaction().execute(async (trx) => {
      if (!(await d.repo.claimDigest(trx, userId, day))) return false;
      await insertOutboxMessage(trx, null, mail, now);
      return true;
    });
    if (sent) queued++;
  }
  if (queued) d.onMailQueued?.();
  return queued;
}

/** Deletes digest claims older than DIGEST_KEEP_DAYS (the hourly maintenance). */
export function pruneDigests(d: LeadDeps, now: Date = d.now()): Promise<number> {
  return d.repo.pruneDigestsBefore(indiaDay(new Date(now.getTime() - DIGEST_KEEP_DAYS * 86_400_000)));
}
