import type { Transaction } from "kysely";
import { z } from "zod";
import type { Executor } from "../db";
import type { Database } from "../db/schema";
import { insertOutboxMessage } from "../db/outbox";
import { formatIndiaClock, formatIndiaDateTime, indiaDay } from "../india-time";
import { escapeHtml } from "../mail/message";
import { plainDisplayName } from "#shared/lib/display-name";
import type { Acting } from "../pipeline/acting";
import { isSafeAddress, parseInput } from "../pipeline/input";
import { Refused, invalid } from "../pipeline/results";
import { replySchema } from "./schemas";
import { asLeadResult, type LeadDeps, type PipelineResult } from "./writes";

/** How many e-mails to clients one person may send (owners change both in Settings). */
export const REPLY_LIMIT_DEFAULTS = { hour: 20, day: 100 } as const;
/** The most an owner may allow (a typo of an extra zero stays a limit). */
export const REPLY_LIMIT_MAX = 1_000;
const LIMIT_KEYS = { hour: "lead_reply_limit_hour", day: "lead_reply_limit_day" } as const;
const WINDOW_MS = { hour: 3_600_000, day: 86_400_000 } as const;
/** Sends are kept this long for counting (the day's window, and a margin). */
const SENDS_KEEP_MS = 2 * 86_400_000;

export type ReplyLimits = { hour: number; day: number };

/** The limits as an owner sets them: whole numbers from 1 to REPLY_LIMIT_MAX, in the person's words. */
export const replyLimitsSchema = z
  .object({
    hour: limitField("an hour"),
    day: limitField("a day"),
  })
  .refine((limits) => limits.hour <= limits.day, {
    path: ["hour"],
    message: "Allow no more in an hour than in a day.",
  });

function limitField(per: string) {
  const words = `Enter how many e-mails one person may send in ${per}, a whole number from 1 to ${REPLY_LIMIT_MAX.toLocaleString("en-IN")}.`;
  return z
    .union([z.number(), z.string()], { error: words })
    .transform((v) => (typeof v === "string" ? (/^\s*\d{1,6}\s*$/.test(v) ? Number(v) : NaN) : v))
    .pipe(z.number({ error: words }).int(words).min(1, words).max(REPLY_LIMIT_MAX, words));
}

/** The limits in force (the defaults until an owner sets them). */
export async function replyLimits(d: LeadDeps, executor?: Executor): Promise<ReplyLimits> {
  const values = await d.repo.settings([LIMIT_KEYS.hour, LIMIT_KEYS.day], executor);
  const read = (key: keyof ReplyLimits) => {
    const n = Number(values.get(LIMIT_KEYS[key]));
    return Number.isSafeInteger(n) && n >= 1 ? n : REPLY_LIMIT_DEFAULTS[key];
  };
  return { hour: read("hour"), day: read("day") };
}

/** Sets both limits (an owner's setting; audited as "settings.changed"). Invalid input is refused beside its field. */
export async function setReplyLimits(
  d: LeadDeps,
  acting: Acting,
  input: { hour: unknown; day: unknown },
): Promise<{ ok: true; changed: boolean; limits: ReplyLimits } | ReturnType<typeof invalid>> {
  const parsed = parseInput(replyLimitsSchema, input);
  if (!parsed.ok) return parsed;
  const limits = parsed.value;
  const before = await replyLimits(d);
  if (before.hour === limits.hour && before.day === limits.day) return { ok: true, changed: false, limits };
  const at = d.now().toISOString();
  await d.db.kysely.transaction().execute(async (trx) => {
    await d.repo.putSetting(trx, LIMIT_KEYS.hour, String(limits.hour), at);
    await d.repo.putSetting(trx, LIMIT_KEYS.day, String(limits.day), at);
    await d.audit.record(
      {
        actor: acting.user,
        action: "settings.changed",
        details: { replyLimitHour: limits.hour, replyLimitDay: limits.day },
        ip: acting.ip,
      },
      trx,
    );
  });
  return { ok: true, changed: true, limits };
}

/**
 * E-mails the client from the lead's page: through the outbox, To the lead's address, From
 * "Salesperson at Company" at MAIL_FROM's address, Reply-To the salesperson, with the client's
 * original request quoted below. The subject is the validated one line as typed (the mail
 * sender shows an encoded word "=?…?=" literally). Kept on the timeline ("email", with the
 * mail's delivery state). Erased with the lead.
 *
 * Limits (issue 34): one person sends at most `hour` e-mails to clients in any hour and `day`
 * in any 24 hours (REPLY_LIMIT_DEFAULTS: 20 and 100; owners set them). Beyond that the reply is
 * refused in words naming the limit, and the owners are told by e-mail the first time a person
 * reaches a limit in an India day. The count and the send are one transaction, with the
 * person's row held (PostgreSQL), so two tabs cannot both slip under a limit.
 */
export async function reply(
  d: LeadDeps,
  acting: Acting,
  id: number,
  input: { subject: string; body: string },
): Promise<PipelineResult<{ mailId: number }>> {
  const parsed = parseInput(replySchema, input);
  const errors = parsed.ok ? {} : parsed.errors;

  const lead = await d.quotes.get(id);
  if (!lead) return { ok: false, reason: "not-found" };
  if (lead.mergedInto !== null) return { ok: false, reason: "merged", survivorId: lead.mergedInto };
  // Checked again here: this address goes into a header.
  if (!lead.email || !isSafeAddress(lead.email)) {
    const reason = lead.email ? "This lead's e-mail address cannot be used." : "This lead left no e-mail address.";
    return invalid({ ...errors, body: `${reason} Call them on ${lead.phoneNumber} instead.` });
  }
  if (!parsed.ok) return parsed;

  const to = lead.email;
  const { subject, body } = parsed.value;
  const company = plainDisplayName(d.companyName?.() ?? "");
  const name = plainDisplayName(acting.user.displayName) || acting.user.email;
  let mailId = 0;
  let reached: Reached | undefined;
  const result = await d.writer.write(acting, id, null, async (c) => {
    reached = await overLimit(d, c.trx, acting.user.id, c.now);
    if (reached) throw new Refused({ ok: false, reason: "limited", message: limitWords(reached) });
    const asked = `On ${formatIndiaDateTime(lead.createdAt)} IST you wrote${company ? ` to ${company}` : ""}:`;
    mailId = await insertOutboxMessage(
      c.trx,
      id,
      {
        to,
        subject,
        text: `${body}\n\n${asked}\n${quoted(lead.message)}\n`,
        html:
          `<div style="font-family:system-ui,sans-serif;white-space:pre-wrap">${escapeHtml(body)}</div>` +
          `<p style="font-family:system-ui,sans-serif;color:#475569;margin:24px 0 4px">${escapeHtml(asked)}</p>` +
          `<blockquote style="font-family:system-ui,sans-serif;white-space:pre-wrap;margin:0;padding:0 0 0 12px;border-left:3px solid #cbd5e1;color:#475569">${escapeHtml(lead.message)}</blockquote>`,
        fromName: company ? `${name} at ${company}` : name,
        replyTo: { address: acting.user.email, name },
        kind: "reply",
      },
      c.now,
    );
    await d.repo.recordSend(c.trx, acting.user.id, c.at);
    await c.event("email", { to, subject, body }, { mailId });
    await c.audit("lead.replied", { mailId });
    return true;
  });
  if (!result.ok) {
    if (reached) await tellOwnersOnce(d, acting, reached);
    return result;
  }
  d.onMailQueued?.();
  return asLeadResult(result, { mailId });
}

/** The client's words as an e-mail quotes them: each line after "> ". */
function quoted(message: string): string {
  return message
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");
}

/** A limit one more e-mail would pass: which, its number, and when the next e-mail may go. */
type Reached = { window: "hour" | "day"; limit: number; next: Date };

/** The limit one more e-mail by this person would pass, if any (their row held until the write ends). */
async function overLimit(
  d: LeadDeps,
  trx: Transaction<Database>,
  userId: number,
  now: Date,
): Promise<Reached | undefined> {
  await d.repo.lockAccount(trx, userId);
  const limits = await replyLimits(d, trx);
  for (const window of ["hour", "day"] as const) {
    const since = new Date(now.getTime() - WINDOW_MS[window]).toISOString();
    const sent = await d.repo.sendsSince(trx, userId, since);
    if (sent.count < limits[window]) continue;
    const next = sent.first ? new Date(Date.parse(sent.first) + WINDOW_MS[window]) : now;
    return { window, limit: limits[window], next };
  }
  return undefined;
}

/** "20 e-mails to clients in the last hour, the most one person may send in an hour". */
function sentWords({ window, limit }: Reached): string {
  const n = `${limit.toLocaleString("en-IN")} ${limit === 1 ? "e-mail" : "e-mails"} to clients`;
  return window === "hour"
    ? `${n} in the last hour, the most one person may send in an hour`
    : `${n} in the last 24 hours, the most one person may send in a day`;
}

function limitWords(reached: Reached): string {
  const when = reached.window === "hour" ? formatIndiaClock(reached.next) : formatIndiaDateTime(reached.next);
  return `Not sent: you have sent ${sentWords(reached)} (an owner sets this limit in Settings). You can send the next one at ${when} IST, or call the client meanwhile.`;
}

/** The first time in an India day a person reaches a limit, each owner gets one e-mail saying so. */
async function tellOwnersOnce(d: LeadDeps, acting: Acting, reached: Reached): Promise<void> {
  const now = d.now();
  const day = indiaDay(now);
  const person = plainDisplayName(acting.user.displayName) || acting.user.email;
  const queued = await d.db.kysely.transaction().execute(async (trx) => {
    if (!(await d.repo.claimLimitNotice(trx, acting.user.id, day))) return false;
    const text = [
      `${person} (${acting.user.email}) reached a limit on e-mails to clients at ${formatIndiaClock(now)} IST today: they had sent ${sentWords(reached)}.`,
      "The e-mail they tried to send was not sent. They can send again once the hour (or the day) has passed.",
      "",
      "If this was not them, sign them out from Users and reset their password. The limits are in Settings.",
      "",
    ].join("\n");
    for (const to of await d.repo.ownerAddresses(trx)) {
      await insertOutboxMessage(
        trx,
        null,
        {
          to,
          subject: `${person} reached the limit on e-mails to clients`,
          text,
          html: `<div style="font-family:system-ui,sans-serif;white-space:pre-wrap">${escapeHtml(text)}</div>`,
          kind: "account",
        },
        now,
      );
    }
    return true;
  });
  if (queued) d.onMailQueued?.();
}

/** Deletes what the reply limits no longer need (the hourly maintenance). */
export function pruneReplyRecords(d: LeadDeps, now: Date = d.now()): Promise<number> {
  const before = new Date(now.getTime() - SENDS_KEEP_MS);
  return d.repo.pruneReplyRecords(before.toISOString(), indiaDay(before));
}
