import type { Selectable } from "kysely";
import type { Db, Executor } from "../db";
import type { AuditLogTable } from "../db/schema";

/**
 * The audit log: who did what, when, from which address. Every back-office change
 * and every sign-in event writes one row. Entries about leads and job applications name
 * them by number only, never by their personal data, so erasing one leaves nothing behind.
 */

export const AUDIT_ACTIONS = {
  "auth.sign_in": "Signed in",
  "auth.sign_in_failed": "Sign-in failed",
  "auth.lockout": "Sign-in locked out",
  "auth.sign_out": "Signed out",
  "auth.two_factor_failed": "Two-factor code refused",
  "auth.password_reset_requested": "Password reset requested",
  "auth.password_reset": "Password reset by e-mail link",
  "account.password_changed": "Password changed",
  "account.name_changed": "Display name changed",
  "account.two_factor_enabled": "Two-factor turned on",
  "account.two_factor_disabled": "Two-factor turned off",
  "account.recovery_codes_renewed": "Recovery codes renewed",
  "account.recovery_code_used": "Recovery code used",
  "account.password_check_failed": "Current password refused",
  "session.revoked": "Session revoked",
  "user.invited": "Invitation sent",
  "user.invitation_revoked": "Invitation withdrawn",
  "user.joined": "Invitation accepted",
  "user.role_changed": "Role changed",
  "user.removed": "Account removed",
  "user.owner_bootstrapped": "Owner account set from ADMIN_EMAIL",
  "user.owner_password_reset": "Owner password reset from ADMIN_PASSWORD",
  "settings.changed": "Settings changed",
  "lead.status_changed": "Lead status changed",
  "lead.stage_changed": "Lead stage changed",
  "lead.assigned": "Lead assigned",
  "lead.note_added": "Note added to a lead",
  "lead.follow_up_set": "Lead follow-up set",
  "lead.value_set": "Lead expected value set",
  "lead.replied": "Reply e-mailed to a lead",
  "lead.merged": "Leads merged",
  "lead.unmerged": "Merge of leads undone",
  "lead.call_logged": "Call with a lead logged",
  "lead.mail_retried": "Lead e-mail retried",
  "lead.erased": "Lead erased",
  "leads.exported": "Leads exported as CSV",
  "leads.retention_deleted": "Old leads deleted (retention)",
  "application.stage_changed": "Application stage changed",
  "application.assigned": "Application assigned",
  "application.note_added": "Note added to an application",
  "application.interview_set": "Interview time set",
  "application.cv_downloaded": "CV downloaded",
  "application.erased": "Application erased",
  "applications.retention_deleted": "Old applications deleted (retention)",
  "audit.exported": "Audit log exported as CSV",
  "analytics.exported": "Analytics exported as CSV",
  "media.upload": "Image uploaded",
  "media.alt_changed": "Image description changed",
  "media.removed": "Image deleted",
  "api_token.create": "API token created",
  "api_token.revoke": "API token revoked",
  "content.draft_saved": "Content draft saved",
  "content.draft_discarded": "Content draft discarded",
  "content.published": "Content published",
  "content.scheduled": "Content scheduled for publishing",
  "content.schedule_cancelled": "Scheduled publishing cancelled",
  "content.published_on_schedule": "Content published on schedule",
  "content.restored": "Content revision restored",
  "content.reverted": "Content reverted to the shipped version",
  "content.exported": "Content exported",
  "content.imported": "Content imported",
  "site.restored": "Site data restored from a backup",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** Who acted: an account, or the server itself (scheduled jobs, start-up). */
export type Actor = { id: number; email: string } | "system";

export type AuditInput = {
  actor: Actor;
  action: AuditAction;
  /** What was acted on, e.g. "user 4 (asha@example.com)", "lead 42". */
  target?: string;
  details?: Record<string, string | number | boolean | null>;
  ip?: string | null;
};

export type AuditEntry = {
  id: number;
  at: string;
  actorId: number | null;
  actor: string;
  action: string;
  target: string | null;
  details: Record<string, unknown> | null;
  ip: string | null;
};

export type AuditFilter = {
  action?: string;
  /** Part of the actor's e-mail or of the target. */
  q?: string;
  /** ISO instants, inclusive from, exclusive until. */
  from?: string;
  until?: string;
};

function parseDetails(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export class AuditLog {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** `executor`: a transaction, so the entry is written with the change it records (or not at all). */
  async record(entry: AuditInput, executor: Executor = this.db.kysely): Promise<void> {
    await executor
      .insertInto("audit_log")
      .values({
        at: this.now().toISOString(),
        actor_id: entry.actor === "system" ? null : entry.actor.id,
        actor: entry.actor === "system" ? "system" : entry.actor.email,
        action: entry.action,
        target: entry.target?.slice(0, 300) ?? null,
        details: entry.details ? JSON.stringify(entry.details) : null,
        ip: entry.ip?.slice(0, 64) ?? null,
      })
      .execute();
  }

  private filtered(filter: AuditFilter) {
    const like = filter.q ? `%${filter.q.toLowerCase().replace(/[%_\\]/g, "\\$&")}%` : undefined;
    return this.db.kysely
      .selectFrom("audit_log")
      .$if(filter.action !== undefined, (q) => q.where("action", "=", filter.action!))
      .$if(filter.from !== undefined, (q) => q.where("at", ">=", filter.from!))
      .$if(filter.until !== undefined, (q) => q.where("at", "<", filter.until!))
      .$if(like !== undefined, (q) =>
        q.where((eb) =>
          eb.or([eb(eb.fn("lower", ["actor"]), "like", like!), eb(eb.fn("lower", ["target"]), "like", like!)]),
        ),
      );
  }

  async list(
    filter: AuditFilter,
    page: { limit: number; offset: number },
  ): Promise<{ items: AuditEntry[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.filtered(filter)
        .selectAll()
        .orderBy("at", "desc")
        .orderBy("id", "desc")
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      this.filtered(filter)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirst(),
    ]);
    return { items: rows.map(toEntry), total: Number(count?.n ?? 0) };
  }

  /** Every matching entry, newest first, in batches (CSV export). */
  async *iterate(filter: AuditFilter, batch = 500): AsyncGenerator<AuditEntry> {
    let offset = 0;
    for (;;) {
      const rows = await this.filtered(filter)
        .selectAll()
        .orderBy("at", "desc")
        .orderBy("id", "desc")
        .limit(batch)
        .offset(offset)
        .execute();
      for (const row of rows) yield toEntry(row);
      if (rows.length < batch) return;
      offset += batch;
    }
  }

  /** Deletes entries older than `days` (AUDIT_RETENTION_DAYS). */
  async prune(days: number): Promise<number> {
    const cutoff = new Date(this.now().getTime() - days * 86_400_000).toISOString();
    const result = await this.db.kysely.deleteFrom("audit_log").where("at", "<", cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

function toEntry(row: Selectable<AuditLogTable>): AuditEntry {
  return {
    id: Number(row.id),
    at: row.at,
    actorId: row.actor_id === null ? null : Number(row.actor_id),
    actor: row.actor,
    action: row.action,
    target: row.target,
    details: parseDetails(row.details),
    ip: row.ip,
  };
}
