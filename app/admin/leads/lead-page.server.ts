import { displayPhone, telNumber, whatsappChatHref } from "#shared/lib/phone";
import { mailtoHref } from "#shared/lib/quote";
import type { QuoteWithMail } from "#server/db/quotes";
import {
  CONTACT_DETAILS,
  type DuplicateLead,
  type ReplyMailState,
  type TimelineEntry,
  detailDiffers,
} from "#server/leads/pipeline";
import { LOST_REASON_LABELS, SOURCE_LABELS, STATUS_LABELS, adminCopy, attempts, rupees } from "../labels";
import { formatIndiaDateTime } from "../time.server";
import { leadCopy } from "./lead-copy";
import type {
  DuplicateView,
  LeadFormValues,
  LeadPageView,
  MergeChoiceView,
  TimelineItemView,
  TimelineMail,
} from "./lead-types";
import { cameFrom, isOverdue } from "./view.server";

const copy = leadCopy;
const OFFSET_MS = (5 * 60 + 30) * 60_000;

const moment = (iso: string) => ({ iso, text: formatIndiaDateTime(iso) });

/** The digits to dial ("+919847055221" for an Indian number however typed), or null when the number has none. */
export function dialOf(phone: string): string | null {
  const tel = telNumber(phone);
  if (tel) return tel;
  const dial = phone.replace(/[^\d+]/g, "");
  return /\d/.test(dial) ? dial : null;
}

/** "₹2,50,000 expected" at Proposal sent (and later, while known), "₹3,00,000 won", "Reason: Price". */
export function stageDetail(lead: QuoteWithMail): string | null {
  const s = copy.summary;
  if (lead.status === "won" && lead.wonValue !== null) return s.won(lead.wonValue);
  if (lead.status === "lost" && lead.lostReason) return s.lost(LOST_REASON_LABELS[lead.lostReason]);
  if (lead.expectedValue !== null && lead.status !== "lost") return s.expected(lead.expectedValue);
  return null;
}

/** Who is writing and for which company, for the WhatsApp greeting. */
export type Greeting = { person: string; company: string };

export function toLeadPageView(
  lead: QuoteWithMail,
  now: Date,
  greeting: Greeting,
  timeline: TimelineEntry[] = [],
): LeadPageView {
  const address = lead.email;
  const usable = address !== null && /^[^\s@<>",;()\\[\]]+@[^\s@<>",;()\\[\]]+\.[^\s@<>",;()\\[\]]+$/.test(address);
  const firstName = lead.name.trim().split(/\s+/)[0] ?? "";
  return {
    id: lead.id,
    name: lead.name.trim() || copy.untitled(lead.id),
    phone: {
      text: displayPhone(lead.phoneNumber),
      dial: dialOf(lead.phoneNumber),
      whatsapp:
        whatsappChatHref(
          lead.phoneNumber,
          copy.summary.whatsappGreeting(firstName, greeting.person, greeting.company),
        ) ?? null,
    },
    provenance: provenanceOf(timeline),
    email: address ? { text: address, href: mailtoHref(address) } : null,
    message: lead.message,
    source: lead.source,
    received: moment(lead.createdAt),
    isSpam: lead.isSpam,
    stage: lead.status,
    stageDetail: stageDetail(lead),
    owner: lead.owner,
    followUp: lead.followUpAt ? { at: moment(lead.followUpAt), overdue: isOverdue(lead, now) } : null,
    version: lead.version,
    replyBlocked:
      address === null
        ? copy.sections.reply.noEmail(lead.phoneNumber)
        : usable
          ? null
          : copy.sections.reply.badEmail(lead.phoneNumber),
  };
}

/**
 * Where each contact detail of the lead came from: its own enquiry, or the latest merge (not
 * undone) in which the person merging chose the other lead's detail.
 */
export function provenanceOf(entries: TimelineEntry[]): LeadPageView["provenance"] {
  const undone = new Set(
    entries.flatMap((e) => (e.kind === "unmerged" && "mergeEventId" in e ? [e.mergeEventId] : [])),
  );
  const from = (detail: (typeof CONTACT_DETAILS)[number]) => {
    const merge = [...entries]
      .reverse()
      .find((e) => e.kind === "merged" && !undone.has(e.id) && e.kept[detail] === "other");
    return merge && merge.kind === "merged"
      ? copy.summary.fromMerge(merge.leadId, actorText(merge.actor.name), formatIndiaDateTime(merge.at))
      : copy.summary.fromThis;
  };
  return { name: from("name"), phone: from("phoneNumber"), email: from("email") };
}

/** An instant as a datetime-local input's value in India time: "2026-11-28T10:30". */
export function indiaLocalInput(iso: string | null): string {
  if (!iso) return "";
  const t = Date.parse(iso);
  return Number.isNaN(t) ? "" : new Date(t + OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * A datetime-local value read as India time, as the service takes it: "2026-11-28T10:30"
 * becomes "2026-11-28T10:30+05:30". Anything else is passed on as it came, and the
 * service refuses it in its own words ("Choose a date and a time for the follow-up.").
 */
export function followUpInstant(value: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/.exec(value.trim());
  return m ? `${m[1]}T${m[2]}+05:30` : value.trim();
}

/** "1234567" or 1234567 as "12,34,567" for an input's value; "" for none. */
const amount = (n: number | null) => (n === null ? "" : n.toLocaleString("en-IN"));

/** The forms filled with the lead as it is. */
export function formValues(lead: QuoteWithMail, siteName: string): LeadFormValues {
  return {
    stage: {
      stage: lead.status,
      expectedValue: amount(lead.expectedValue),
      wonValue: amount(lead.wonValue),
      lostReason: lead.lostReason ?? "",
      lostNote: lead.lostNote ?? "",
    },
    owner: { ownerId: lead.ownerId === null ? "" : String(lead.ownerId) },
    followUp: { at: indiaLocalInput(lead.followUpAt) },
    note: { text: "" },
    call: { outcome: "", callBackAt: "", note: "", moveToContacted: lead.status === "new" ? "on" : "" },
    reply: { subject: copy.sections.reply.subjectDefault(siteName), body: "" },
  };
}

export function duplicateView(
  d: DuplicateLead,
  owner: string | null,
  version: number | null,
  lead: QuoteWithMail,
): DuplicateView {
  const value = (
    detail: (typeof CONTACT_DETAILS)[number],
    of: Pick<QuoteWithMail, "name" | "phoneNumber" | "email">,
  ) => (detail === "phoneNumber" ? displayPhone(of.phoneNumber) : (of[detail] ?? copy.sections.same.none));
  const choices: MergeChoiceView[] = CONTACT_DETAILS.filter((detail) => detailDiffers(detail, lead, d)).map(
    (detail) => ({ detail, own: value(detail, lead), other: value(detail, d) }),
  );
  return {
    id: d.id,
    name: d.name,
    phone: displayPhone(d.phoneNumber),
    email: d.email,
    stage: d.status,
    received: moment(d.createdAt),
    owner,
    matches: d.matches.map((m) => copy.sections.same.matches[m]),
    version,
    choices,
  };
}

const mailCopy = adminCopy.mail;

export function mailState(mail: ReplyMailState): TimelineMail {
  if (!mail) return { state: "gone", text: "Delivery state not kept", at: null, error: null };
  switch (mail.status) {
    case "sent":
      return { state: "sent", text: mailCopy.sent, at: mail.sentAt ? moment(mail.sentAt) : null, error: null };
    case "sending":
      return { state: "sending", text: mailCopy.sending, at: null, error: null };
    case "failed":
      return {
        state: "failed",
        text: `${mailCopy.failed} (${attempts(mail.attempts)})`,
        at: null,
        error: mail.lastError,
      };
    case "pending":
      return {
        state: "pending",
        text: mail.attempts > 0 ? `${mailCopy.pending} (${attempts(mail.attempts)} so far)` : mailCopy.pending,
        at: null,
        error: mail.lastError,
      };
  }
}

const actorText = (name: string) => (name === "round-robin" ? "round-robin (new leads shared out in turn)" : name);

/** What the timeline's entries need to know of each other and of the reader: merges undone since, and whether they may undo one. */
export type TimelineContext = { undone: ReadonlySet<number>; canUndo: boolean };

/** The context of a whole timeline: the merges undone on it. */
export function timelineContext(entries: TimelineEntry[], canUndo: boolean): TimelineContext {
  return {
    undone: new Set(entries.flatMap((e) => (e.kind === "unmerged" ? [e.mergeEventId] : []))),
    canUndo,
  };
}

const callCopy = copy.sections.call;

/** One timeline entry as the page shows it: a title, who, facts, text kept as typed, an e-mail's state. */
export function timelineItem(
  entry: TimelineEntry,
  leadId: number,
  context: TimelineContext = { undone: new Set(), canUndo: false },
): TimelineItemView {
  const base = { at: moment(entry.at), actor: null, facts: [], text: null, mail: null };
  switch (entry.kind) {
    case "submitted":
      return {
        ...base,
        key: `submitted-${entry.leadId}`,
        kind: "submitted",
        title:
          entry.leadId === leadId
            ? `Enquiry received through ${copy.summary.through[entry.source]}`
            : `Enquiry received as lead #${entry.leadId}, through ${copy.summary.through[entry.source]}`,
        facts:
          entry.leadId === leadId
            ? []
            : [
                { label: "Name", value: entry.name },
                { label: "Phone", value: entry.phoneNumber },
                ...(entry.email ? [{ label: "E-mail", value: entry.email }] : []),
              ],
        // This lead's own message is at the top of the page; a merged lead's is shown here.
        text: entry.leadId === leadId ? null : entry.message,
      };
    case "attribution": {
      const facts = cameFrom(entry.attribution);
      return {
        ...base,
        key: `attribution-${entry.leadId}`,
        kind: "attribution",
        title: entry.leadId === leadId ? "Where they came from" : `Where lead #${entry.leadId} came from`,
        facts,
        text: facts.length
          ? null
          : "Not known: no visit was counted before the enquiry (the visitor asked not to be tracked, or it came through the API).",
      };
    }
    case "stage": {
      const facts = [];
      if (entry.expectedValue !== undefined)
        facts.push({ label: "Expected value", value: rupees(entry.expectedValue) });
      if (entry.wonValue !== undefined) facts.push({ label: "Value won", value: rupees(entry.wonValue) });
      if (entry.lostReason !== undefined)
        facts.push({ label: "Reason", value: LOST_REASON_LABELS[entry.lostReason] ?? entry.lostReason });
      return {
        ...base,
        key: `event-${entry.id}`,
        kind: "stage",
        actor: actorText(entry.actor.name),
        title:
          entry.from === entry.to
            ? `Stage details changed at ${STATUS_LABELS[entry.to]}`
            : `Stage changed from ${STATUS_LABELS[entry.from]} to ${STATUS_LABELS[entry.to]}`,
        facts,
        text: entry.lostNote ?? null,
      };
    }
    case "note":
      return {
        ...base,
        key: `event-${entry.id}`,
        kind: "note",
        actor: actorText(entry.actor.name),
        title: "Note",
        text: entry.text,
      };
    case "assigned":
      return {
        ...base,
        key: `event-${entry.id}`,
        kind: "assigned",
        actor: actorText(entry.actor.name),
        title: entry.to
          ? entry.from
            ? `Assigned to ${entry.to.name} (was ${entry.from.name})`
            : `Assigned to ${entry.to.name}`
          : `Unassigned${entry.from ? ` (was ${entry.from.name})` : ""}`,
      };
    case "follow_up":
      return {
        ...base,
        key: `event-${entry.id}`,
        kind: "follow_up",
        actor: actorText(entry.actor.name),
        title: entry.to ? `Follow-up set for ${formatIndiaDateTime(entry.to)}` : "Follow-up cleared",
        facts: entry.from && entry.to ? [{ label: "Was", value: formatIndiaDateTime(entry.from) }] : [],
      };
    case "value":
      return {
        ...base,
        key: `event-${entry.id}`,
        kind: "value",
        actor: actorText(entry.actor.name),
        title: entry.to === null ? "Expected value cleared" : `Expected value set to ${rupees(entry.to)}`,
        facts: entry.from !== null && entry.to !== null ? [{ label: "Was", value: rupees(entry.from) }] : [],
      };
    case "email":
      return {
        ...base,
        key: `event-${entry.id}`,
        kind: "email",
        actor: actorText(entry.actor.name),
        title: `E-mail to ${entry.to}`,
        facts: [{ label: "Subject", value: entry.subject }],
        text: entry.body,
        mail: mailState(entry.mail),
      };
    case "merged": {
      const undone = context.undone.has(entry.id);
      const took = CONTACT_DETAILS.filter((detail) => entry.kept[detail] === "other").map(
        (detail) => copy.sections.same.details[detail],
      );
      return {
        ...base,
        key: `event-${entry.id}`,
        kind: "merged",
        actor: actorText(entry.actor.name),
        title: `Lead #${entry.leadId} merged into this one${undone ? " (undone since)" : ""}`,
        undo: context.canUndo && !undone ? { mergeEventId: entry.id, leadId: entry.leadId } : null,
        facts: [
          { label: "Kept from it", value: took.length ? took.join(", ") : "Nothing: this lead's own details stayed" },
          { label: "Name", value: entry.name },
          { label: "Phone", value: displayPhone(entry.phoneNumber) },
          ...(entry.email ? [{ label: "E-mail", value: entry.email }] : []),
          { label: "Received", value: formatIndiaDateTime(entry.submittedAt) },
          { label: "Came in through", value: SOURCE_LABELS[entry.source] },
          ...cameFrom(entry.attribution),
        ],
        text: entry.message,
      };
    }
    case "unmerged":
      return {
        ...base,
        key: `event-${entry.id}`,
        kind: "unmerged",
        actor: actorText(entry.actor.name),
        title: `Merge with lead #${entry.leadId} undone: the two leads are apart again`,
      };
    case "call":
      return {
        ...base,
        key: `event-${entry.id}`,
        kind: "call",
        actor: actorText(entry.actor.name),
        title: `Call: ${callCopy.outcomes[entry.outcome]}`,
        facts: entry.callBackAt ? [{ label: "Call back at", value: formatIndiaDateTime(entry.callBackAt) }] : [],
        text: entry.note || null,
      };
  }
}

/** How the lead reads now, for the conflict notice: stage (with its value or reason), owner, follow-up. */
export function describeNow(lead: QuoteWithMail): string[] {
  const detail = stageDetail(lead);
  return [
    `Stage: ${STATUS_LABELS[lead.status]}${detail ? ` (${detail})` : ""}`,
    `Owner: ${lead.owner?.name ?? copy.summary.unassigned}`,
    `Follow-up: ${lead.followUpAt ? formatIndiaDateTime(lead.followUpAt) : copy.summary.noFollowUp}`,
  ];
}

/**
 * What was changed on the lead after `seen` (the time its page was drawn), as lines for the
 * conflict notice: "Stage changed from New to Won, by Priya (priya@example.com), 2:45 pm".
 * Changes the same person made in another tab are listed too (they name who made them).
 * Notes and e-mails change nothing a form holds, so they are left out.
 */
export function changesSince(entries: TimelineEntry[], seen: string | null, leadId: number): string[] {
  if (!seen) return [];
  return entries
    .filter((e) => "actor" in e && e.at > seen && e.kind !== "note" && e.kind !== "email" && e.kind !== "call")
    .map((e) => {
      const item = timelineItem(e, leadId);
      const facts = item.facts.map((f) => `${f.label}: ${f.value}`).join(", ");
      return `${item.title}${facts ? ` (${facts})` : ""}, by ${item.actor}, ${item.at.text}`;
    });
}

/** A time the page was drawn, as the form sends it back ("seen"); null unless it is one. */
export function seenParam(value: string | null): string | null {
  if (!value || value.length > 40) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}
