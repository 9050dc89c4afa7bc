import { type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "../index";
import { idColumn } from "./dialect";

/**
 * 2026-11-26-002-accounts-sessions-audit:
 * The back office: accounts with roles, database sessions, sign-in throttling,
 * invitation/reset tokens, settings and the audit log. The outbox also carries
 * account mail now, so a message no longer needs a lead.
 */
export function accountsSessionsAudit(dialect: Dialect): Migration {
  const id = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await id(db.schema.createTable("admin_users"))
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("display_name", "text", (c) => c.notNull())
        .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('owner', 'editor', 'sales')`))
        .addColumn("password_hash", "text", (c) => c.notNull())
        .addColumn("password_changed_at", "text", (c) => c.notNull())
        .addColumn("totp_secret", "text")
        .addColumn("totp_enabled_at", "text")
        .addColumn("totp_last_step", "bigint")
        .addColumn("recovery_codes", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("admin_sessions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "integer", (c) => c.references("admin_users.id").onDelete("cascade"))
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("last_seen_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("user_agent", "text")
        .addColumn("ip", "text")
        .execute();
      await db.schema
        .createIndex("admin_sessions_user")
        .on("admin_sessions")
        .columns(["user_id", "last_seen_at"])
        .execute();
      await db.schema.createIndex("admin_sessions_expires").on("admin_sessions").column("expires_at").execute();

      await db.schema
        .createTable("login_throttle")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("failures", "integer", (c) => c.notNull())
        .addColumn("last_failure_at", "text", (c) => c.notNull())
        .addColumn("next_allowed_at", "text", (c) => c.notNull())
        .addColumn("locked_until", "text")
        .execute();
      await db.schema
        .createIndex("login_throttle_last_failure")
        .on("login_throttle")
        .column("last_failure_at")
        .execute();

      await id(db.schema.createTable("admin_tokens"))
        .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('invite', 'reset')`))
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("role", "text")
        .addColumn("user_id", "integer", (c) => c.references("admin_users.id").onDelete("cascade"))
        .addColumn("created_by", "integer", (c) => c.references("admin_users.id").onDelete("set null"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("used_at", "text")
        .execute();
      await db.schema.createIndex("admin_tokens_email").on("admin_tokens").columns(["kind", "email"]).execute();

      await db.schema
        .createTable("admin_settings")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();

      await id(db.schema.createTable("audit_log"))
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("actor_id", "integer")
        .addColumn("actor", "text", (c) => c.notNull())
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("target", "text")
        .addColumn("details", "text")
        .addColumn("ip", "text")
        .execute();
      await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
      await db.schema.createIndex("audit_log_action").on("audit_log").columns(["action", "at"]).execute();

      // mail_outbox.quote_request_id becomes optional (account mail has no lead).
      if (dialect === "postgres") {
        await db.schema
          .alterTable("mail_outbox")
          .alterColumn("quote_request_id", (c) => c.dropNotNull())
          .execute();
        await db.schema
          .alterTable("mail_outbox")
          .addColumn("kind", "text", (c) => c.notNull().defaultTo("quote"))
          .execute();
      } else {
        // SQLite cannot relax NOT NULL in place: rebuild the table (nothing references it).
        await sql`create table mail_outbox_next (
            id integer primary key autoincrement,
            quote_request_id integer references quote_requests(id) on delete cascade,
            "to" text not null, subject text not null, text text not null, html text not null,
            status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
            attempts integer not null default 0, next_attempt_at text not null, last_error text,
            locked_until text, claimed_by text, sent_at text, created_at text not null,
            kind text not null default 'quote')`.execute(db);
        await sql`insert into mail_outbox_next (id, quote_request_id, "to", subject, text, html, status, attempts,
            next_attempt_at, last_error, locked_until, claimed_by, sent_at, created_at)
            select id, quote_request_id, "to", subject, text, html, status, attempts,
            next_attempt_at, last_error, locked_until, claimed_by, sent_at, created_at from mail_outbox`.execute(db);
        await sql`drop table mail_outbox`.execute(db);
        await sql`alter table mail_outbox_next rename to mail_outbox`.execute(db);
        await db.schema
          .createIndex("mail_outbox_due")
          .on("mail_outbox")
          .columns(["status", "next_attempt_at"])
          .execute();
        await db.schema.createIndex("mail_outbox_quote").on("mail_outbox").column("quote_request_id").execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        "audit_log",
        "admin_settings",
        "admin_tokens",
        "login_throttle",
        "admin_sessions",
        "admin_users",
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
