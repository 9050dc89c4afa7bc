import type { Selectable, SelectQueryBuilder, Transaction, Updateable } from "kysely";
import { LEAD_ROUND_ROBIN_KEY, LEAD_ROUND_ROBIN_LAST_KEY } from "../accounts/settings";
import { can, PERMISSIONS } from "../accounts/roles";
import type { AuditLog } from "../audit/audit-log";
import type { Db, Executor } from "../db";
import { insertOutboxMessage } from "../db/outbox";
import {
  type LeadAttribution,
  type QuoteRepository,
  type QuoteRequest,
  type QuoteWithMail,
  toQuote,
} from "../db/quotes";
import {
  type Database,
  type LeadEventKind,
  type LeadEventsTable,
  LOST_REASONS,
  type LostReason,
  type MailStatus,
  QUOTE_STATUSES,
  type QuoteRequestsTable,
  type QuoteStatus,
  type Role,
} from "../db/schema";
import { escapeHtml } from "../mail/message";
import { buildDigestMail, DIGEST_LIST_MAX } from "./digest";
import { indiaDay, indiaDayBounds, indiaMinuteOfDay } from "../india-time";

/**
 * The sales pipeline (issue 30): stages, owners, notes, follow-ups, values, replies by
 * e-mail, duplicates and merging, the lead's timeline, round-robin assignment and the
 * morning digest. Every write happens here, in one transaction with its timeline entry
 * (lead_events) and its audit entry, so no route can forget either. Routes check the
 * "leads.work" permission (app/admin/auth.server.ts), parse the form, call one method
 * and show the answer.
 *
 * Concurrency: a lead carries a `version`. Writes that change the lead's state take the
 * version the person saw (`expectVersion`); if someone else changed the lead meanwhile the
 * write is refused with `{ reason: "conflict", current }` and nothing is written, so the
 * second person can look again and redo their change. Notes and replies only add to the
 * timeline, so they need no version.
 *
 * Audit entries name a lead by number only ("lead 42"), never by its personal data.
 */

/** Who acts: the signed-in account (AccountService's Acting fits) and their address. */
export type PipelineActing = {
  user: { id: number; email: string; displayName: string; role: Role };
  ip: string | null;
};

/** Per-field messages in plain words, keyed by the input's field name. */
export type LeadFieldErrors = Partial<Record<string, string>>;

export type PipelineFailure =
  /** The input cannot be used; `errors` says why, beside each field. Nothing was written. */
  | { ok: false; reason: "invalid"; errors: LeadFieldErrors }
  /** Someone changed the lead since `expectVersion`: `current` is the lead as it is now. Nothing was written. */
  | { ok: false; reason: "conflict"; current: QuoteWithMail }
  | { ok: false; reason: "not-found" }
  /** The lead was merged into another: work on `survivorId` instead. */
  | { ok: false; reason: "merged"; survivorId: number };

/** `lead`: the lead after the write (with its new `version`); `changed`: false when it already was so (nothing written). */
export type PipelineOk<Extra = object> = { ok: true; lead: QuoteWithMail; changed: boolean } & Extra;
export type PipelineResult<Extra = object> = PipelineOk<Extra> | PipelineFailure;

/** A stage change. Values may be numbers or form text ("2,50,000", "₹250000"). */
export type StageChange = {
  stage: QuoteStatus | string;
  /** Whole rupees. Required for "proposal"; taken at any stage when given. */
  expectedValue?: number | string | null;
  /** Whole rupees. Required for "won"; read only then. */
  wonValue?: number | string | null;
  /** One of LOST_REASONS. Required for "lost"; read only then. */
  lostReason?: LostReason | string | null;
  /** Required when lostReason is "other"; optional otherwise (at most LOST_NOTE_MAX characters). */
  lostNote?: string | null;
  expectVersion: number;
};

export { LOST_REASONS, type LostReason };

// The words for stages and reasons live once in shared/ (the screens use them too).
export { LOST_REASON_LABELS, STAGE_LABELS } from "#shared/lib/lead-stages";

export const NOTE_MAX = 5_000;
export const LOST_NOTE_MAX = 500;
export const SUBJECT_MAX = 200;
export const BODY_MAX = 10_000;
/** Whole rupees: ₹1 to ₹1,000 crore. */
export const VALUE_MAX = 10_000_000_000;
/** A follow-up further ahead than this is surely a typo in the year. */
export const FOLLOW_UP_MAX_YEARS = 5;
/** The digest goes out from 08:30 India time (LEAD_DIGEST_TIME changes it). */
export const DIGEST_MINUTE = 8 * 60 + 30;
/** Digest claims older than this are deleted by the hourly maintenance. */
export const DIGEST_KEEP_DAYS = 14;
/** The actor of round-robin assignments. */
export const ROUND_ROBIN_ACTOR = "round-robin";

/** A person as the timeline names them. */
export type TimelineActor = { id: number | null; name: string };
export type PersonRef = { id: number; name: string };

/** The state of a reply's e-mail, from mail_outbox; null when the mail row is gone. */
export type ReplyMailState = {
  id: number;
  status: MailStatus;
  attempts: number;
  sentAt: string | null;
  nextAttemptAt: string;
  lastError: string | null;
} | null;

type EventBase = { id: number; at: string; actor: TimelineActor };

/**
 * One entry of a lead's timeline, oldest first. "submitted" and "attribution" come from
 * the lead itself (and from each lead merged into it, with that lead's `leadId`); the rest
 * are lead_events rows.
 */
export type TimelineEntry =
  | {
      kind: "submitted";
      at: string;
      leadId: number;
      name: string;
      phoneNumber: string;
      email: string | null;
      message: string;
      source: QuoteRequest["source"];
    }
  | { kind: "attribution"; at: string; leadId: number; attribution: LeadAttribution }
  | (EventBase & {
      kind: "stage";
      from: QuoteStatus;
      to: QuoteStatus;
      expectedValue?: number;
      wonValue?: number;
      lostReason?: LostReason;
      lostNote?: string;
    })
  | (EventBase & { kind: "note"; text: string })
  | (EventBase & { kind: "assigned"; from: PersonRef | null; to: PersonRef | null })
  | (EventBase & { kind: "follow_up"; from: string | null; to: string | null })
  | (EventBase & { kind: "value"; from: number | null; to: number | null })
  | (EventBase & { kind: "email"; to: string; subject: string; body: string; mail: ReplyMailState })
  | (EventBase & {
      kind: "merged";
      /** The merged lead's number, and what it was when merged. */
      leadId: number;
      name: string;
      phoneNumber: string;
      email: string | null;
      message: string;
      source: QuoteRequest["source"];
      submittedAt: string;
      attribution: LeadAttribution;
    });

/** Another lead of the same person: same phone number (phone.ts) or same e-mail (any case). */
export type DuplicateLead = {
  id: number;
  name: string;
  phoneNumber: string;
  email: string | null;
  status: QuoteStatus;
  createdAt: string;
  ownerId: number | null;
  matches: ("phone" | "email")[];
};

/** Someone who may be given leads: an account whose role can "leads.work". */
export type Assignee = { id: number; name: string; email: string; role: Role };

export type LeadPipelineOptions = {
  db: Db;
  quotes: QuoteRepository;
  audit: AuditLog;
  now?: () => Date;
  /** SITE_URL, for the digest's links. */
  siteUrl: string;
  /** From when (minutes after midnight, India time) the day's digests go out; DIGEST_MINUTE (08:30) by default. */
  digestMinute?: number;
  /** Called after a mail was queued (wakes the outbox worker). */
  onMailQueued?: () => void;
};

/** Thrown inside a transaction to roll it back and answer with `failure` ("conflict-on": a conflict on that lead). */
class Refused extends Error {
  constructor(
    readonly failure:
      Exclude<PipelineFailure, { reason: "conflict" }> | { ok: false; reason: "conflict-on"; id: number },
  ) {
    super("refused");
  }
}

/** An ISO 8601 instant with its offset. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

const WORKING_ROLES = PERMISSIONS["leads.work"] as readonly Role[];
/** Follow-ups of leads at these stages are done with: never overdue, not in the digest. */
const CLOSED_STAGES: QuoteStatus[] = ["won", "lost"];

export class LeadPipeline {
  private readonly db: Db;
  private readonly quotes: QuoteRepository;
  private readonly audit: AuditLog;
  private readonly now: () => Date;

  constructor(private readonly options: LeadPipelineOptions) {
    this.db = options.db;
    this.quotes = options.quotes;
    this.audit = options.audit;
    this.now = options.now ?? (() => new Date());
  }

  /** A lead with its notification state and owner; a merged lead too (its `mergedInto` says where it went). */
  lead(id: number): Promise<QuoteWithMail | undefined> {
    return this.quotes.get(id);
  }

  /** The accounts a lead may be assigned to (owners and sales), by name. */
  async assignees(): Promise<Assignee[]> {
    const rows = await this.db.kysely
      .selectFrom("admin_users")
      .select(["id", "display_name", "email", "role"])
      .where("role", "in", [...WORKING_ROLES])
      .orderBy("display_name")
      .orderBy("id")
      .execute();
    return rows.map((r) => ({ id: Number(r.id), name: r.display_name, email: r.email, role: r.role }));
  }

  /**
   * Moves a lead to a stage. Any stage may follow any other (a lost deal can be reopened).
   * "proposal" needs `expectedValue`, "won" needs `wonValue`, "lost" needs `lostReason`
   * (and `lostNote` for "other"). Leaving "won" clears the won value and time; leaving
   * "lost" clears the reason and note; the timeline keeps them. The same stage with the
   * same values is no change (`changed: false`, nothing written).
   */
  async changeStage(acting: PipelineActing, id: number, change: StageChange): Promise<PipelineResult> {
    const errors: LeadFieldErrors = {};
    const stage = (QUOTE_STATUSES as readonly string[]).includes(change.stage)
      ? (change.stage as QuoteStatus)
      : undefined;
    if (!stage) errors.stage = "Choose a stage: New, Contacted, Proposal sent, Won or Lost.";

    const expected = parseRupees(change.expectedValue, "expected");
    if (expected.error) errors.expectedValue = expected.error;
    else if (stage === "proposal" && expected.value === null) {
      errors.expectedValue = "Enter the deal's expected value in rupees, like 250000.";
    }

    let won: number | null = null;
    let lostReason: LostReason | null = null;
    let lostNote: string | null = null;
    if (stage === "won") {
      const parsed = parseRupees(change.wonValue, "won");
      if (parsed.error) errors.wonValue = parsed.error;
      else if (parsed.value === null) errors.wonValue = "Enter the value of the won deal in rupees, like 250000.";
      won = parsed.value;
    }
    if (stage === "lost") {
      const reason = typeof change.lostReason === "string" ? change.lostReason.trim() : "";
      if ((LOST_REASONS as readonly string[]).includes(reason)) lostReason = reason as LostReason;
      else errors.lostReason = "Choose why the deal was lost.";
      const note = checkText(change.lostNote ?? "", { max: LOST_NOTE_MAX, what: "note", multiline: true });
      if (note.error) errors.lostNote = note.error;
      else if (lostReason === "other" && !note.text) errors.lostNote = "Say in a few words why the deal was lost.";
      lostNote = note.text || null;
    }
    if (Object.keys(errors).length || !stage) return invalid(errors);

    return this.write(id, change.expectVersion, async (trx, lead, now) => {
      const from = lead.status;
      const expectedValue = expected.value ?? lead.expectedValue;
      const same =
        from === stage &&
        expectedValue === lead.expectedValue &&
        (stage !== "won" || won === lead.wonValue) &&
        (stage !== "lost" || (lostReason === lead.lostReason && lostNote === lead.lostNote));
      if (same) return false;
      const at = now.toISOString();
      await bump(trx, lead, at, {
        status: stage,
        stage_changed_at: from === stage ? lead.stageChangedAt : at,
        expected_value: expectedValue,
        won_value: stage === "won" ? won : null,
        won_at: stage === "won" ? (from === "won" ? lead.wonAt : at) : null,
        lost_reason: stage === "lost" ? lostReason : null,
        lost_note: stage === "lost" ? lostNote : null,
      });
      const data: Record<string, unknown> = { from, to: stage };
      if (expected.value !== null) data.expectedValue = expected.value;
      if (stage === "won") data.wonValue = won;
      if (stage === "lost") {
        data.lostReason = lostReason;
        if (lostNote) data.lostNote = lostNote;
      }
      await addEvent(trx, id, at, "stage", acting, data);
      // Values and the reason are no personal data; the free-text note may be, so it stays out.
      const details: Record<string, string | number | null> = { from, to: stage };
      if (stage === "won") details.wonValue = won;
      if (stage === "proposal") details.expectedValue = expectedValue;
      if (stage === "lost") details.lostReason = lostReason;
      await this.audit.record(
        { actor: acting.user, action: "lead.stage_changed", target: `lead ${id}`, details, ip: acting.ip },
        trx,
      );
      return true;
    });
  }

  /** Gives the lead to an account whose role can "leads.work", or to no one (null). */
  async assign(
    acting: PipelineActing,
    id: number,
    ownerId: number | null,
    expectVersion: number,
  ): Promise<PipelineResult> {
    return this.write(id, expectVersion, async (trx, lead, now) => {
      let to: PersonRef | null = null;
      if (ownerId !== null) {
        const user = await trx
          .selectFrom("admin_users")
          .select(["id", "display_name", "role"])
          .where("id", "=", ownerId)
          .executeTakeFirst();
        if (!user || !can(user.role, "leads.work")) {
          throw new Refused(invalid({ ownerId: "Choose someone who works the leads: an owner or a salesperson." }));
        }
        to = { id: Number(user.id), name: user.display_name };
      }
      if (lead.ownerId === (to?.id ?? null)) return false;
      const from = lead.ownerId === null ? null : await personRef(trx, lead.ownerId);
      const at = now.toISOString();
      await bump(trx, lead, at, { owner_id: to?.id ?? null });
      await addEvent(trx, id, at, "assigned", acting, { from, to });
      await this.audit.record(
        {
          actor: acting.user,
          action: "lead.assigned",
          target: `lead ${id}`,
          details: { from: lead.ownerId, to: to?.id ?? null },
          ip: acting.ip,
        },
        trx,
      );
      return true;
    });
  }

  /**
   * Adds a plain-text note (1 to NOTE_MAX characters after trimming; line breaks and tabs
   * kept, other control characters refused). Notes only add, so no version is needed.
   */
  async addNote(acting: PipelineActing, id: number, text: string): Promise<PipelineResult<{ eventId: number }>> {
    const note = checkText(text, { max: NOTE_MAX, what: "note", multiline: true });
    if (note.error) return invalid({ text: note.error });
    if (!note.text) return invalid({ text: "Write the note first." });
    let eventId = 0;
    const result = await this.write(id, null, async (trx, _lead, now) => {
      eventId = await addEvent(trx, id, now.toISOString(), "note", acting, { text: note.text });
      await this.audit.record(
        { actor: acting.user, action: "lead.note_added", target: `lead ${id}`, ip: acting.ip },
        trx,
      );
      return true;
    });
    return result.ok ? { ...result, eventId } : result;
  }

  /**
   * Sets when to follow the lead up (an instant: the UI reads the date and time as India
   * time), or clears it (null). A new time must be in the future.
   */
  async setFollowUp(
    acting: PipelineActing,
    id: number,
    at: Date | string | null,
    expectVersion: number,
  ): Promise<PipelineResult> {
    let iso: string | null = null;
    if (at !== null) {
      // A text must say its offset ("…Z", "…+05:30"): without one it would be read in the server's zone.
      const when = typeof at === "string" ? new Date(INSTANT.test(at) ? at : NaN) : at;
      const now = this.now();
      if (Number.isNaN(when.getTime())) {
        return invalid({ at: "Choose a date and a time for the follow-up." });
      }
      if (when.getTime() <= now.getTime()) return invalid({ at: "Choose a time that is still to come." });
      const latest = new Date(now);
      latest.setUTCFullYear(latest.getUTCFullYear() + FOLLOW_UP_MAX_YEARS);
      if (when > latest) return invalid({ at: `Choose a time within the next ${FOLLOW_UP_MAX_YEARS} years.` });
      iso = when.toISOString();
    }
    return this.write(id, expectVersion, async (trx, lead, now) => {
      if (lead.followUpAt === iso) return false;
      const stamp = now.toISOString();
      await bump(trx, lead, stamp, { follow_up_at: iso });
      await addEvent(trx, id, stamp, "follow_up", acting, { from: lead.followUpAt, to: iso });
      await this.audit.record(
        { actor: acting.user, action: "lead.follow_up_set", target: `lead ${id}`, details: { at: iso }, ip: acting.ip },
        trx,
      );
      return true;
    });
  }

  /** Sets (or clears, null) the expected value in whole rupees, at any stage. */
  async setExpectedValue(
    acting: PipelineActing,
    id: number,
    value: number | string | null,
    expectVersion: number,
  ): Promise<PipelineResult> {
    const parsed = parseRupees(value, "expected");
    if (parsed.error) return invalid({ expectedValue: parsed.error });
    return this.write(id, expectVersion, async (trx, lead, now) => {
      if (lead.expectedValue === parsed.value) return false;
      const at = now.toISOString();
      await bump(trx, lead, at, { expected_value: parsed.value });
      await addEvent(trx, id, at, "value", acting, { from: lead.expectedValue, to: parsed.value });
      await this.audit.record(
        {
          actor: acting.user,
          action: "lead.value_set",
          target: `lead ${id}`,
          details: { from: lead.expectedValue, to: parsed.value },
          ip: acting.ip,
        },
        trx,
      );
      return true;
    });
  }

  /**
   * E-mails the client from the lead's page: through the outbox, To the lead's address,
   * Reply-To the salesperson (name and address), From MAIL_FROM. The subject is the
   * validated one line as typed (the mail sender shows an encoded word "=?…?=" literally).
   * Kept on the timeline ("email", with the mail's delivery state). Erased with the lead.
   */
  async reply(
    acting: PipelineActing,
    id: number,
    input: { subject: string; body: string },
  ): Promise<PipelineResult<{ mailId: number }>> {
    const errors: LeadFieldErrors = {};
    const subject = checkText(input.subject, { max: SUBJECT_MAX, what: "subject", multiline: false });
    if (subject.error) errors.subject = subject.error;
    else if (!subject.text) errors.subject = "Write a subject.";
    const body = checkText(input.body, { max: BODY_MAX, what: "message", multiline: true });
    if (body.error) errors.body = body.error;
    else if (!body.text) errors.body = "Write the message first.";

    const lead = await this.quotes.get(id);
    if (!lead) return { ok: false, reason: "not-found" };
    if (lead.mergedInto !== null) return { ok: false, reason: "merged", survivorId: lead.mergedInto };
    // Checked again here: this address goes into a header.
    if (!lead.email || !isSafeAddress(lead.email)) {
      const reason = lead.email ? "This lead's e-mail address cannot be used." : "This lead left no e-mail address.";
      return invalid({ ...errors, body: `${reason} Call them on ${lead.phoneNumber} instead.` });
    }
    if (Object.keys(errors).length) return invalid(errors);

    const to = lead.email;
    let mailId = 0;
    const result = await this.write(id, null, async (trx, _lead, now) => {
      mailId = await insertOutboxMessage(
        trx,
        id,
        {
          to,
          subject: subject.text,
          text: `${body.text}\n`,
          html: `<div style="font-family:system-ui,sans-serif;white-space:pre-wrap">${escapeHtml(body.text)}</div>`,
          replyTo: { address: acting.user.email, name: acting.user.displayName },
          kind: "reply",
        },
        now,
      );
      await addEvent(
        trx,
        id,
        now.toISOString(),
        "email",
        acting,
        { to, subject: subject.text, body: body.text },
        mailId,
      );
      await this.audit.record(
        { actor: acting.user, action: "lead.replied", target: `lead ${id}`, details: { mailId }, ip: acting.ip },
        trx,
      );
      return true;
    });
    if (!result.ok) return result;
    this.options.onMailQueued?.();
    return { ...result, mailId };
  }

  /**
   * The other leads of the same person, newest first: the same phone number (its last 10
   * digits, see phone.ts) or the same e-mail address (any case). Leads merged away and
   * spam are left out.
   */
  async duplicatesOf(id: number): Promise<DuplicateLead[]> {
    const lead = await this.db.kysely
      .selectFrom("quote_requests")
      .select(["phone_key", "email"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!lead || (lead.phone_key === null && !lead.email)) return [];
    const email = lead.email?.toLowerCase() ?? null;
    const rows = await this.db.kysely
      .selectFrom("quote_requests")
      .select(["id", "name", "phone_number", "email", "status", "created_at", "owner_id", "phone_key"])
      .where("id", "<>", id)
      .where("merged_into", "is", null)
      .where("is_spam", "=", 0)
      .where((eb) => {
        const either = [];
        if (lead.phone_key !== null) either.push(eb("phone_key", "=", lead.phone_key));
        if (email !== null) either.push(eb(eb.fn("lower", ["email"]), "=", email));
        return eb.or(either);
      })
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(100)
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      phoneNumber: r.phone_number,
      email: r.email,
      status: r.status,
      createdAt: r.created_at,
      ownerId: r.owner_id === null ? null : Number(r.owner_id),
      matches: [
        ...(lead.phone_key !== null && r.phone_key === lead.phone_key ? (["phone"] as const) : []),
        ...(email !== null && r.email?.toLowerCase() === email ? (["email"] as const) : []),
      ],
    }));
  }

  /**
   * Merges `mergedId` into `survivorId` (both at the versions the person saw): the merged
   * lead's timeline moves to the survivor, which gets a "merged" entry holding the merged
   * lead's number, contact, message, time and attribution (so both attributions stay);
   * the survivor takes the merged lead's e-mail, owner, follow-up and expected value where
   * it has none. The merged lead keeps its row (merged_into = survivor), is left out of
   * every list and count, and is erased with the survivor.
   */
  async merge(
    acting: PipelineActing,
    survivorId: number,
    mergedId: number,
    expectVersion: { survivor: number; merged: number },
  ): Promise<PipelineResult> {
    if (survivorId === mergedId)
      return invalid({ mergedId: "Choose another lead: a lead cannot be merged into itself." });
    try {
      await this.db.kysely.transaction().execute(async (trx) => {
        const now = this.now();
        const at = now.toISOString();
        // Both rows locked in id order, so two merges of the same pair cannot deadlock.
        const locked = new Map<number, QuoteRequest | undefined>();
        for (const leadId of [survivorId, mergedId].sort((a, b) => a - b))
          locked.set(leadId, await readLead(trx, leadId, this.db.dialect));
        const survivor = locked.get(survivorId);
        const merged = locked.get(mergedId);
        if (!survivor || !merged) throw new Refused({ ok: false, reason: "not-found" });
        for (const lead of [survivor, merged]) {
          if (lead.mergedInto !== null) throw new Refused({ ok: false, reason: "merged", survivorId: lead.mergedInto });
        }
        if (survivor.version !== expectVersion.survivor)
          throw new Refused({ ok: false, reason: "conflict-on", id: survivorId });
        if (merged.version !== expectVersion.merged)
          throw new Refused({ ok: false, reason: "conflict-on", id: mergedId });
        await bump(trx, merged, at, { merged_into: survivorId });
        await bump(trx, survivor, at, {
          email: survivor.email ?? merged.email,
          owner_id: survivor.ownerId ?? merged.ownerId,
          follow_up_at: survivor.followUpAt ?? merged.followUpAt,
          expected_value: survivor.expectedValue ?? merged.expectedValue,
        });
        await trx.updateTable("lead_events").set({ lead_id: survivorId }).where("lead_id", "=", mergedId).execute();
        // Flat: a lead merged into the merged one now points at the survivor too (erasure finds it in one step).
        await trx
          .updateTable("quote_requests")
          .set({ merged_into: survivorId })
          .where("merged_into", "=", mergedId)
          .execute();
        await addEvent(trx, survivorId, at, "merged", acting, {
          leadId: mergedId,
          name: merged.name,
          phoneNumber: merged.phoneNumber,
          email: merged.email,
          message: merged.message,
          source: merged.source,
          submittedAt: merged.createdAt,
          attribution: merged.attribution,
        });
        await this.audit.record(
          {
            actor: acting.user,
            action: "lead.merged",
            target: `lead ${survivorId}`,
            details: { merged: mergedId },
            ip: acting.ip,
          },
          trx,
        );
      });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      return this.answerRefusal(error);
    }
    const lead = await this.quotes.get(survivorId);
    return lead ? { ok: true, lead, changed: true } : { ok: false, reason: "not-found" };
  }

  /**
   * The lead's timeline, oldest first: its submission and attribution (and those of the
   * leads merged into it), then every stage change, note, assignment, follow-up, value,
   * e-mail (with its delivery state) and merge, each with who and when. Undefined when
   * there is no such lead.
   */
  async timeline(id: number): Promise<TimelineEntry[] | undefined> {
    const k = this.db.kysely;
    const [lead, merged, events] = await Promise.all([
      k.selectFrom("quote_requests").selectAll().where("id", "=", id).executeTakeFirst(),
      k.selectFrom("quote_requests").selectAll().where("merged_into", "=", id).execute(),
      k
        .selectFrom("lead_events")
        .leftJoin("mail_outbox", "mail_outbox.id", "lead_events.mail_id")
        .selectAll("lead_events")
        .select([
          "mail_outbox.status as mail_status",
          "mail_outbox.attempts as mail_attempts",
          "mail_outbox.sent_at as mail_sent_at",
          "mail_outbox.next_attempt_at as mail_next_attempt_at",
          "mail_outbox.last_error as mail_last_error",
        ])
        .where("lead_events.lead_id", "=", id)
        .orderBy("lead_events.at")
        .orderBy("lead_events.id")
        .execute(),
    ]);
    if (!lead) return undefined;
    // Each lead's own entries, then the events; a stable sort by time keeps that order on ties.
    const entries: TimelineEntry[] = [];
    for (const row of [lead, ...merged]) {
      const q = toQuote(row);
      entries.push(
        {
          kind: "submitted",
          at: q.createdAt,
          leadId: q.id,
          name: q.name,
          phoneNumber: q.phoneNumber,
          email: q.email,
          message: q.message,
          source: q.source,
        },
        { kind: "attribution", at: q.createdAt, leadId: q.id, attribution: q.attribution },
      );
    }
    for (const e of events) {
      const entry = toTimelineEntry(
        e,
        e.mail_status === null
          ? null
          : {
              id: Number(e.mail_id),
              status: e.mail_status,
              attempts: Number(e.mail_attempts ?? 0),
              sentAt: e.mail_sent_at,
              nextAttemptAt: e.mail_next_attempt_at ?? "",
              lastError: e.mail_last_error,
            },
      );
      if (entry) entries.push(entry);
    }
    return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  }

  /** Whether new leads are assigned round-robin. */
  async roundRobin(): Promise<boolean> {
    const row = await this.db.kysely
      .selectFrom("admin_settings")
      .select("value")
      .where("key", "=", LEAD_ROUND_ROBIN_KEY)
      .executeTakeFirst();
    return row?.value === "1";
  }

  /** Turns round-robin assignment on or off (an owner's setting; audited as "settings.changed"). */
  async setRoundRobin(acting: PipelineActing, on: boolean): Promise<boolean> {
    if ((await this.roundRobin()) === on) return false;
    const updated_at = this.now().toISOString();
    const value = on ? "1" : "0";
    await this.db.kysely.transaction().execute(async (trx) => {
      await trx
        .insertInto("admin_settings")
        .values({ key: LEAD_ROUND_ROBIN_KEY, value, updated_at })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at }))
        .execute();
      await this.audit.record(
        { actor: acting.user, action: "settings.changed", details: { leadRoundRobin: on }, ip: acting.ip },
        trx,
      );
    });
    return true;
  }

  /**
   * Round-robin: with the setting on, gives a new (non-spam) lead to the next sales account
   * in id order after the one that got the last lead. Runs inside the transaction that stores
   * the lead (QuoteRepository's afterCreate hook), and the turn is read and written with its
   * row locked (PostgreSQL: FOR UPDATE; SQLite has one writer), so two instances never give
   * out the same turn. Returns the lead as it now is.
   */
  async assignNewLead(trx: Transaction<Database>, lead: QuoteRequest): Promise<QuoteRequest> {
    if (lead.isSpam || lead.ownerId !== null) return lead;
    const flag = await trx
      .selectFrom("admin_settings")
      .select("value")
      .where("key", "=", LEAD_ROUND_ROBIN_KEY)
      .executeTakeFirst();
    if (flag?.value !== "1") return lead;
    const at = this.now().toISOString();
    await trx
      .insertInto("admin_settings")
      .values({ key: LEAD_ROUND_ROBIN_LAST_KEY, value: "0", updated_at: at })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    const last = await trx
      .selectFrom("admin_settings")
      .select("value")
      .where("key", "=", LEAD_ROUND_ROBIN_LAST_KEY)
      .$if(this.db.dialect === "postgres", (q) => q.forUpdate())
      .executeTakeFirstOrThrow();
    const lastId = Number(last.value) || 0;
    const sales = trx
      .selectFrom("admin_users")
      .select(["id", "display_name"])
      .where("role", "=", "sales")
      .orderBy("id")
      .limit(1);
    const next = (await sales.where("id", ">", lastId).executeTakeFirst()) ?? (await sales.executeTakeFirst());
    if (!next) return lead;
    const ownerId = Number(next.id);
    await trx
      .updateTable("admin_settings")
      .set({ value: String(ownerId), updated_at: at })
      .where("key", "=", LEAD_ROUND_ROBIN_LAST_KEY)
      .execute();
    await trx.updateTable("quote_requests").set({ owner_id: ownerId }).where("id", "=", lead.id).execute();
    await addEvent(trx, lead.id, at, "assigned", ROUND_ROBIN_ACTOR, {
      from: null,
      to: { id: ownerId, name: next.display_name },
    });
    return { ...lead, ownerId };
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
  async sendDueDigests(now: Date = this.now()): Promise<number> {
    if (indiaMinuteOfDay(now) < (this.options.digestMinute ?? DIGEST_MINUTE)) return 0;
    const day = indiaDay(now);
    const { start, end } = indiaDayBounds(day);
    const k = this.db.kysely;
    const claimed = k.selectFrom("lead_digests").select("user_id").where("day", "=", day);
    const users = await k
      .selectFrom("admin_users")
      .select(["id", "email", "display_name"])
      .where("role", "in", [...WORKING_ROLES])
      .where("id", "not in", claimed)
      .orderBy("id")
      .execute();
    if (!users.length) return 0;
    // The day's follow-ups of everyone in one query (a small range of the follow_up_at index).
    const due = await k
      .selectFrom("quote_requests")
      .select(["id", "owner_id", "follow_up_at", "status"])
      .where("follow_up_at", ">=", start.toISOString())
      .where("follow_up_at", "<", end.toISOString())
      .where("owner_id", "is not", null)
      .where("merged_into", "is", null)
      .where("is_spam", "=", 0)
      .where("status", "not in", CLOSED_STAGES)
      .orderBy("follow_up_at")
      .orderBy("id")
      .execute();
    let queued = 0;
    for (const user of users) {
      const userId = Number(user.id);
      const followUps = due.filter((d) => Number(d.owner_id) === userId);
      // Their leads still at "new" (the owner_id, status index).
      const fresh = k
        .selectFrom("quote_requests")
        .where("owner_id", "=", userId)
        .where("status", "=", "new")
        .where("merged_into", "is", null)
        .where("is_spam", "=", 0);
      // Counted first, without a LIMIT: a LIMIT can tempt PostgreSQL to walk the whole
      // created_at index looking for a salesperson's new leads when they have none.
      const newCount = await countOf(fresh);
      if (!followUps.length && newCount === 0) continue;
      const newLeads = newCount
        ? await fresh
            .select(["id", "created_at"])
            .orderBy("created_at")
            .orderBy("id")
            .$if(newCount > DIGEST_LIST_MAX, (q) => q.limit(DIGEST_LIST_MAX))
            .execute()
        : [];
      const mail = buildDigestMail(user.email, {
        name: user.display_name,
        day,
        siteUrl: this.options.siteUrl,
        followUps: followUps
          .slice(0, DIGEST_LIST_MAX)
          .map((f) => ({ id: Number(f.id), at: f.follow_up_at!, stage: f.status })),
        moreFollowUps: Math.max(followUps.length - DIGEST_LIST_MAX, 0),
        newLeads: newLeads.slice(0, DIGEST_LIST_MAX).map((l) => ({ id: Number(l.id), receivedAt: l.created_at })),
        moreNewLeads: Math.max(newCount - DIGEST_LIST_MAX, 0),
      });
      const sent = await k.transaction().execute(async (trx) => {
        // The claim: on PostgreSQL a second instance's insert waits for this transaction and then does nothing.
        const claim = await trx
          .insertInto("lead_digests")
          .values({ user_id: userId, day })
          .onConflict((oc) => oc.columns(["user_id", "day"]).doNothing())
          .returning("user_id")
          .executeTakeFirst();
        if (!claim) return false;
        await insertOutboxMessage(trx, null, mail, now);
        return true;
      });
      if (sent) queued++;
    }
    if (queued) this.options.onMailQueued?.();
    return queued;
  }

  /** Deletes digest claims older than DIGEST_KEEP_DAYS (the hourly maintenance). */
  async pruneDigests(now: Date = this.now()): Promise<number> {
    const cutoff = indiaDay(new Date(now.getTime() - DIGEST_KEEP_DAYS * 86_400_000));
    const result = await this.db.kysely.deleteFrom("lead_digests").where("day", "<", cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * One write to one lead, in a transaction: reads the lead, refuses when it is gone, merged
   * or (with `expectVersion`) at another version, then runs `apply`, which returns whether
   * it changed anything. The answer carries the lead as it is afterwards.
   */
  private async write(
    id: number,
    expectVersion: number | null,
    apply: (trx: Transaction<Database>, lead: QuoteRequest, now: Date) => Promise<boolean>,
  ): Promise<PipelineResult> {
    let changed: boolean;
    try {
      changed = await this.db.kysely.transaction().execute(async (trx) => {
        const lead = await readLead(trx, id, this.db.dialect);
        if (!lead) throw new Refused({ ok: false, reason: "not-found" });
        if (lead.mergedInto !== null) throw new Refused({ ok: false, reason: "merged", survivorId: lead.mergedInto });
        if (expectVersion !== null && lead.version !== expectVersion)
          throw new Refused({ ok: false, reason: "conflict-on", id });
        return apply(trx, lead, this.now());
      });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      return this.answerRefusal(error);
    }
    const lead = await this.quotes.get(id);
    if (!lead) return { ok: false, reason: "not-found" };
    return { ok: true, lead, changed };
  }

  /** The answer for a refusal; a conflict is told with the lead as it is now (read after the rollback). */
  private async answerRefusal(error: Refused): Promise<PipelineFailure> {
    const failure = error.failure;
    if (failure.reason !== "conflict-on") return failure;
    const current = await this.quotes.get(failure.id);
    return current ? { ok: false, reason: "conflict", current } : { ok: false, reason: "not-found" };
  }
}

function invalid(errors: LeadFieldErrors): PipelineFailure & { reason: "invalid" } {
  return { ok: false, reason: "invalid", errors };
}

/**
 * A lead inside a write's transaction. PostgreSQL: the row is locked (FOR UPDATE) until
 * the transaction ends, so writes to one lead (a note and a merge, say) happen one after
 * the other; SQLite has a single writer anyway.
 */
async function readLead(
  trx: Transaction<Database>,
  id: number,
  dialect: Db["dialect"],
): Promise<QuoteRequest | undefined> {
  const row = await trx
    .selectFrom("quote_requests")
    .selectAll()
    .where("id", "=", id)
    .$if(dialect === "postgres", (q) => q.forUpdate())
    .executeTakeFirst();
  return row && toQuote(row);
}

/**
 * Writes a lead's changed columns with version + 1, only if it is still at the version
 * that was read: a concurrent writer (PostgreSQL) makes this match nothing, and the
 * transaction is rolled back as a conflict.
 */
async function bump(
  trx: Transaction<Database>,
  lead: QuoteRequest,
  at: string,
  columns: Omit<Updateable<QuoteRequestsTable>, "id" | "version" | "updated_at">,
): Promise<void> {
  const result = await trx
    .updateTable("quote_requests")
    .set({ ...columns, updated_at: at, version: lead.version + 1 })
    .where("id", "=", lead.id)
    .where("version", "=", lead.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new Refused({ ok: false, reason: "conflict-on", id: lead.id });
}

/** `actor`: the acting account, or the round-robin. Returns the event's id. */
async function addEvent(
  trx: Transaction<Database>,
  leadId: number,
  at: string,
  kind: LeadEventKind,
  actor: PipelineActing | typeof ROUND_ROBIN_ACTOR,
  data: Record<string, unknown>,
  mailId: number | null = null,
): Promise<number> {
  const row = await trx
    .insertInto("lead_events")
    .values({
      lead_id: leadId,
      at,
      kind,
      actor_id: actor === ROUND_ROBIN_ACTOR ? null : actor.user.id,
      actor_name: actor === ROUND_ROBIN_ACTOR ? ROUND_ROBIN_ACTOR : `${actor.user.displayName} (${actor.user.email})`,
      data: JSON.stringify(data),
      mail_id: mailId,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function personRef(trx: Executor, userId: number): Promise<PersonRef> {
  const user = await trx.selectFrom("admin_users").select("display_name").where("id", "=", userId).executeTakeFirst();
  return { id: userId, name: user?.display_name ?? `account ${userId}` };
}

async function countOf(query: SelectQueryBuilder<Database, "quote_requests", object>): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst();
  return Number(row?.n ?? 0);
}

function toTimelineEntry(row: Selectable<LeadEventsTable>, mail: ReplyMailState): TimelineEntry | undefined {
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(row.data) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const base: EventBase = {
    id: Number(row.id),
    at: row.at,
    actor: { id: row.actor_id === null ? null : Number(row.actor_id), name: row.actor_name },
  };
  switch (row.kind) {
    case "stage":
      return { ...base, kind: "stage", ...(data as { from: QuoteStatus; to: QuoteStatus }) };
    case "note":
      return { ...base, kind: "note", text: String(data.text ?? "") };
    case "assigned":
      return {
        ...base,
        kind: "assigned",
        from: (data.from as PersonRef | null) ?? null,
        to: (data.to as PersonRef | null) ?? null,
      };
    case "follow_up":
      return {
        ...base,
        kind: "follow_up",
        from: (data.from as string | null) ?? null,
        to: (data.to as string | null) ?? null,
      };
    case "value":
      return {
        ...base,
        kind: "value",
        from: (data.from as number | null) ?? null,
        to: (data.to as number | null) ?? null,
      };
    case "email":
      return {
        ...base,
        kind: "email",
        to: String(data.to ?? ""),
        subject: String(data.subject ?? ""),
        body: String(data.body ?? ""),
        mail,
      };
    case "merged":
      return {
        ...base,
        kind: "merged",
        ...(data as Omit<Extract<TimelineEntry, { kind: "merged" }>, keyof EventBase | "kind">),
      };
    default:
      return undefined;
  }
}

/**
 * Rupees from a number or form text: "250000", "2,50,000", "₹ 2,50,000", "Rs. 250000".
 * Empty is null (the caller decides whether that is allowed).
 */
function parseRupees(input: unknown, which: "expected" | "won"): { value: number | null; error?: string } {
  const example =
    which === "won"
      ? "Enter the value of the won deal in rupees, like 250000."
      : "Enter the deal's expected value in rupees, like 250000.";
  if (input === null || input === undefined) return { value: null };
  let value: number;
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return { value: null, error: example };
    value = input;
  } else if (typeof input === "string") {
    const text = input
      .trim()
      .replace(/^(₹|rs\.?|inr)\s*/i, "")
      .replace(/[\s,]/g, "");
    if (text === "") return { value: null };
    if (/^\d+\.\d*$/.test(text)) return { value: null, error: "Enter whole rupees, without paise, like 250000." };
    if (!/^\d+$/.test(text)) return { value: null, error: example };
    value = Number(text);
  } else {
    return { value: null, error: example };
  }
  if (!Number.isInteger(value)) return { value: null, error: "Enter whole rupees, without paise, like 250000." };
  if (value < 1) return { value: null, error: "Enter a value of at least ₹1." };
  if (value > VALUE_MAX) return { value: null, error: "Enter a value up to ₹10,00,00,00,000 (1,000 crore)." };
  return { value };
}

/** Control characters (other than line break and tab), line/paragraph separators and bidirectional overrides. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

/**
 * Plain text as typed: line endings unified (a browser sends CR LF), ends trimmed, at most
 * `max` characters; control characters refused rather than silently dropped. One-line
 * fields (`multiline: false`) refuse line breaks too.
 */
function checkText(
  input: unknown,
  o: { max: number; what: string; multiline: boolean },
): { text: string; error?: string } {
  if (typeof input !== "string") return { text: "", error: `Write the ${o.what} as text.` };
  const text = input.replace(/\r\n?/g, "\n").trim();
  if (!o.multiline && /\n/.test(text)) return { text, error: `Keep the ${o.what} on one line.` };
  if (CONTROL.test(text))
    return {
      text,
      error: `Use ordinary text; the ${o.what} holds a control character that cannot be shown. Remove it, or type that part again.`,
    };
  const length = Array.from(text).length;
  if (length > o.max) {
    return {
      text,
      error: `Keep the ${o.what} to ${o.max.toLocaleString("en-IN")} characters or fewer (it has ${length.toLocaleString("en-IN")}).`,
    };
  }
  return { text };
}

/** An address fit for the To header: one @, no spaces, angle brackets, quotes or control characters. */
function isSafeAddress(address: string): boolean {
  return (
    address.length <= 254 &&
    /^[^\s@<>",;()\\[\]\p{Cc}]+@[^\s@<>",;()\\[\]\p{Cc}]+\.[^\s@<>",;()\\[\]\p{Cc}]+$/u.test(address)
  );
}
