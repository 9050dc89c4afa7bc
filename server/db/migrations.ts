import { type ColumnDefinitionBuilder, type Kysely, type Migration, type MigrationProvider, type RawBuilder, sql } from "kysely";
import type { Dialect } from "./index";

/**
 * The schema's history, defined in code so the build ships it and both dialects
 * run exactly the same steps. Never edit a released migration: add a new one.
 */
export function migrations(dialect: Dialect): Record<string, Migration> {
  // The one dialect difference: how an integer key generates itself.
  const id = (table: ReturnType<Kysely<unknown>["schema"]["createTable"]>) =>
    dialect === "postgres"
      ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());

  return {
    "2025-01-01-001-quote-requests-and-outbox": {
      async up(db: Kysely<unknown>) {
        await id(db.schema.createTable("quote_requests"))
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("phone_number", "text", (c) => c.notNull())
          .addColumn("message", "text", (c) => c.notNull())
          .addColumn("source", "text", (c) => c.notNull().check(sql`source in ('footer', 'contact', 'api')`))
          .addColumn("status", "text", (c) =>
            c.notNull().defaultTo("new").check(sql`status in ('new', 'contacted', 'closed')`),
          )
          .addColumn("client_ip", "text")
          .addColumn("user_agent", "text")
          .addColumn("is_spam", "integer", (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.createIndex("quote_requests_created_at").on("quote_requests").column("created_at").execute();
        await db.schema
          .createIndex("quote_requests_status")
          .on("quote_requests")
          .columns(["status", "created_at"])
          .execute();

        await id(db.schema.createTable("mail_outbox"))
          .addColumn("quote_request_id", "integer", (c) =>
            c.notNull().references("quote_requests.id").onDelete("cascade"),
          )
          .addColumn("to", "text", (c) => c.notNull())
          .addColumn("subject", "text", (c) => c.notNull())
          .addColumn("text", "text", (c) => c.notNull())
          .addColumn("html", "text", (c) => c.notNull())
          .addColumn("status", "text", (c) =>
            c.notNull().defaultTo("pending").check(sql`status in ('pending', 'sending', 'sent', 'failed')`),
          )
          .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("next_attempt_at", "text", (c) => c.notNull())
          .addColumn("last_error", "text")
          .addColumn("locked_until", "text")
          .addColumn("claimed_by", "text")
          .addColumn("sent_at", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("mail_outbox_due")
          .on("mail_outbox")
          .columns(["status", "next_attempt_at"])
          .execute();
        await db.schema.createIndex("mail_outbox_quote").on("mail_outbox").column("quote_request_id").execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable("mail_outbox").execute();
        await db.schema.dropTable("quote_requests").execute();
      },
    },
    "2026-11-26-002-accounts-sessions-audit": {
      // The back office: accounts with roles, database sessions, sign-in throttling,
      // invitation/reset tokens, settings and the audit log. The outbox also carries
      // account mail now, so a message no longer needs a lead.
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
        await db.schema.createIndex("admin_sessions_user").on("admin_sessions").columns(["user_id", "last_seen_at"]).execute();
        await db.schema.createIndex("admin_sessions_expires").on("admin_sessions").column("expires_at").execute();

        await db.schema
          .createTable("login_throttle")
          .addColumn("key", "text", (c) => c.primaryKey())
          .addColumn("failures", "integer", (c) => c.notNull())
          .addColumn("last_failure_at", "text", (c) => c.notNull())
          .addColumn("next_allowed_at", "text", (c) => c.notNull())
          .addColumn("locked_until", "text")
          .execute();
        await db.schema.createIndex("login_throttle_last_failure").on("login_throttle").column("last_failure_at").execute();

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
          await db.schema.alterTable("mail_outbox").alterColumn("quote_request_id", (c) => c.dropNotNull()).execute();
          await db.schema.alterTable("mail_outbox").addColumn("kind", "text", (c) => c.notNull().defaultTo("quote")).execute();
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
          await db.schema.createIndex("mail_outbox_due").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
          await db.schema.createIndex("mail_outbox_quote").on("mail_outbox").column("quote_request_id").execute();
        }
      },
      async down(db: Kysely<unknown>) {
        for (const table of ["audit_log", "admin_settings", "admin_tokens", "login_throttle", "admin_sessions", "admin_users"]) {
          await db.schema.dropTable(table).execute();
        }
      },
    },
    "2026-11-26-003-content-media-api-tokens": {
      // Editable content (docs/decisions/014): one row per record that differs from the
      // shipped defaults, every publish kept as a revision, a global counter that every
      // instance polls; uploaded images with their re-encoded variants as bytes (015);
      // bearer tokens for the content API.
      async up(db: Kysely<unknown>) {
        const bytes = dialect === "postgres" ? "bytea" : "blob";
        await db.schema
          .createTable("content_records")
          .addColumn("collection", "text", (c) => c.notNull())
          .addColumn("record_id", "text", (c) => c.notNull())
          .addColumn("draft", "text")
          .addColumn("published", "text")
          .addColumn("version", "integer", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .addColumn("updated_by", "text", (c) => c.notNull())
          .addColumn("published_at", "text")
          .addColumn("published_by", "text")
          .addPrimaryKeyConstraint("content_records_pk", ["collection", "record_id"])
          .execute();

        await id(db.schema.createTable("content_revisions"))
          .addColumn("collection", "text", (c) => c.notNull())
          .addColumn("record_id", "text", (c) => c.notNull())
          .addColumn("version", "integer", (c) => c.notNull())
          .addColumn("action", "text", (c) => c.notNull())
          .addColumn("data", "text")
          .addColumn("actor", "text", (c) => c.notNull())
          .addColumn("at", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("content_revisions_record")
          .on("content_revisions")
          .columns(["collection", "record_id", "id"])
          .execute();

        await db.schema
          .createTable("content_state")
          .addColumn("key", "text", (c) => c.primaryKey())
          .addColumn("value", "integer", (c) => c.notNull())
          .execute();

        await id(db.schema.createTable("media_assets"))
          .addColumn("hash", "text", (c) => c.notNull().unique())
          .addColumn("original_name", "text", (c) => c.notNull())
          .addColumn("alt", "text", (c) => c.notNull())
          .addColumn("width", "integer", (c) => c.notNull())
          .addColumn("height", "integer", (c) => c.notNull())
          .addColumn("source_type", "text", (c) => c.notNull())
          .addColumn("source_bytes", "integer", (c) => c.notNull())
          .addColumn("created_by", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("media_files")
          .addColumn("name", "text", (c) => c.primaryKey())
          .addColumn("asset_id", "integer", (c) => c.notNull().references("media_assets.id").onDelete("cascade"))
          .addColumn("type", "text", (c) => c.notNull())
          .addColumn("width", "integer", (c) => c.notNull())
          .addColumn("height", "integer", (c) => c.notNull())
          .addColumn("body", bytes, (c) => c.notNull())
          .execute();
        await db.schema.createIndex("media_files_asset").on("media_files").column("asset_id").execute();

        await id(db.schema.createTable("api_tokens"))
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("scope", "text", (c) => c.notNull().check(sql`scope in ('read', 'write')`))
          .addColumn("token_hash", "text", (c) => c.notNull().unique())
          .addColumn("created_by", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("last_used_at", "text")
          .addColumn("revoked_at", "text")
          .execute();
      },
      async down(db: Kysely<unknown>) {
        for (const table of ["api_tokens", "media_files", "media_assets", "content_state", "content_revisions", "content_records"]) {
          await db.schema.dropTable(table).execute();
        }
      },
    },
    "2026-11-26-004-scheduled-publishing": {
      // A draft can wait for a time to be published (blog posts); the instance whose
      // update clears the time publishes it, so it happens exactly once.
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("content_records").addColumn("scheduled_at", "text").execute();
        await db.schema.alterTable("content_records").addColumn("scheduled_by", "text").execute();
        await db.schema.createIndex("content_records_scheduled").on("content_records").column("scheduled_at").execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropIndex("content_records_scheduled").execute();
        await db.schema.alterTable("content_records").dropColumn("scheduled_by").execute();
        await db.schema.alterTable("content_records").dropColumn("scheduled_at").execute();
      },
    },
    "2026-11-26-005-lead-attribution-and-analytics": {
      // Leads remember where they came from; pageviews are counted without cookies or
      // personal data (server/analytics/), rolled up per day and kept as daily rows.
      async up(db: Kysely<unknown>) {
        for (const column of ["form_page", "landing_page", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "device"]) {
          await db.schema.alterTable("quote_requests").addColumn(column, "text").execute();
        }
        for (const column of ["gclid", "fbclid"]) {
          await db.schema.alterTable("quote_requests").addColumn(column, "integer", (c) => c.notNull().defaultTo(0)).execute();
        }
        await db.schema.createIndex("quote_requests_campaign").on("quote_requests").columns(["utm_campaign", "created_at"]).execute();
        await db.schema.createIndex("quote_requests_landing").on("quote_requests").columns(["landing_page", "created_at"]).execute();

        await id(db.schema.createTable("analytics_events"))
          .addColumn("at", "text", (c) => c.notNull())
          .addColumn("day", "text", (c) => c.notNull())
          .addColumn("visitor", "text", (c) => c.notNull())
          .addColumn("path", "text", (c) => c.notNull())
          .addColumn("referrer_host", "text")
          .addColumn("utm_source", "text")
          .addColumn("utm_medium", "text")
          .addColumn("utm_campaign", "text")
          .addColumn("gclid", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("fbclid", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("device", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("analytics_events_visit").on("analytics_events").columns(["day", "visitor", "at"]).execute();

        await db.schema
          .createTable("analytics_daily")
          .addColumn("day", "text", (c) => c.notNull())
          .addColumn("dimension", "text", (c) => c.notNull())
          .addColumn("key", "text", (c) => c.notNull())
          .addColumn("visitors", "integer", (c) => c.notNull())
          .addColumn("pageviews", "integer", (c) => c.notNull())
          .addColumn("visits", "integer", (c) => c.notNull())
          .addPrimaryKeyConstraint("analytics_daily_pk", ["day", "dimension", "key"])
          .execute();

        await db.schema
          .createTable("analytics_salts")
          .addColumn("day", "text", (c) => c.primaryKey())
          .addColumn("salt", "text", (c) => c.notNull())
          .execute();
      },
      async down(db: Kysely<unknown>) {
        for (const table of ["analytics_salts", "analytics_daily", "analytics_events"]) await db.schema.dropTable(table).execute();
        await db.schema.dropIndex("quote_requests_landing").execute();
        await db.schema.dropIndex("quote_requests_campaign").execute();
        for (const column of ["form_page", "landing_page", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "device", "gclid", "fbclid"]) {
          await db.schema.alterTable("quote_requests").dropColumn(column).execute();
        }
      },
    },
    "2026-11-27-006-api-token-maker-id": {
      // A token lends its maker's rights, so it names the maker's account, not only an
      // address a later account could reuse. Plain integer, no foreign key: it still names
      // a removed account (ids are never reused), whose tokens can then be found and revoked.
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("api_tokens").addColumn("created_by_id", "integer").execute();
        // Tokens whose maker is gone already get no id, and stop working.
        await sql`update api_tokens set created_by_id = (select u.id from admin_users u where u.email = api_tokens.created_by)`.execute(db);
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable("api_tokens").dropColumn("created_by_id").execute();
      },
    },
    "2026-11-27-007-lead-email": {
      // An optional address to reply to, given on the forms or the JSON API (validated by
      // shared/lib/quote.ts). Null for every earlier lead and whenever none was given.
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("quote_requests").addColumn("email", "text").execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable("quote_requests").dropColumn("email").execute();
      },
    },
    "2026-11-27-008-lead-pipeline": {
      // The sales pipeline (issue 30; server/leads/pipeline.ts): the status becomes the stage
      // (new, contacted, proposal, won, lost; "closed" becomes "lost"), a lead gets an owner,
      // a follow-up time, values, a version for optimistic concurrency and can be merged into
      // another; its timeline is lead_events; lead_digests claims each morning mail once.
      async up(db: Kysely<unknown>) {
        const stages = sql`('new', 'contacted', 'proposal', 'won', 'lost')`;
        const lostReasons = sql`('price', 'timing', 'chose-another', 'no-response', 'not-a-fit', 'other')`;
        if (dialect === "postgres") {
          // A column check gets PostgreSQL's default name <table>_<column>_check.
          await sql`alter table quote_requests drop constraint if exists quote_requests_status_check`.execute(db);
          await sql`update quote_requests set status = 'lost' where status = 'closed'`.execute(db);
          await sql`alter table quote_requests add constraint quote_requests_status_check check (status in ${stages})`.execute(db);
        } else {
          // SQLite cannot change a column's check in place: a new column takes the values
          // (its check goes with it), the old one is dropped (after its index), the new renamed.
          await db.schema
            .alterTable("quote_requests")
            .addColumn("stage", "text", (c) => c.notNull().defaultTo("new").check(sql`stage in ${stages}`))
            .execute();
          await sql`update quote_requests set stage = case when status = 'closed' then 'lost' else status end`.execute(db);
          await db.schema.dropIndex("quote_requests_status").execute();
          await db.schema.alterTable("quote_requests").dropColumn("status").execute();
          await db.schema.alterTable("quote_requests").renameColumn("stage", "status").execute();
          await db.schema.createIndex("quote_requests_status").on("quote_requests").columns(["status", "created_at"]).execute();
        }
        const add = (column: string, type: "text" | "integer" | "bigint", build?: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder) =>
          db.schema.alterTable("quote_requests").addColumn(column, type, build).execute();
        await add("owner_id", "integer", (c) => c.references("admin_users.id").onDelete("set null"));
        await add("follow_up_at", "text");
        // Whole rupees up to 10^10: more than PostgreSQL's integer holds.
        await add("expected_value", "bigint");
        await add("won_value", "bigint");
        await add("won_at", "text");
        await add("lost_reason", "text", (c) => c.check(sql`lost_reason in ${lostReasons}`));
        await add("lost_note", "text");
        await add("stage_changed_at", "text");
        await add("version", "integer", (c) => c.notNull().defaultTo(1));
        // Erasing the surviving lead erases the leads merged into it (the same person).
        await add("merged_into", "integer", (c) => c.references("quote_requests.id").onDelete("cascade"));
        // The phone number's digits (the last 10: an Indian number with or without +91 or 0),
        // so the same number written two ways is found by an index (server/leads/phone.ts).
        await add("phone_key", "text");
        await sql`update quote_requests set lost_reason = 'other', lost_note = 'Closed before the pipeline existed' where status = 'lost'`.execute(db);

        // Backfill phone_key with the rule of server/leads/phone.ts as it is now (copied: a
        // migration must not change when that file does), in code, so both dialects agree.
        const phoneKey = (phone: string) => {
          const digits = phone.replace(/\D/g, "");
          return digits.length >= 7 ? digits.slice(-10) : null;
        };
        const leads = await sql<{ id: number; phone_number: string }>`select id, phone_number from quote_requests`.execute(db);
        const byKey = new Map<string, number[]>();
        for (const { id: leadId, phone_number } of leads.rows) {
          const key = phoneKey(phone_number);
          if (key !== null) byKey.set(key, [...(byKey.get(key) ?? []), Number(leadId)]);
        }
        for (const [key, ids] of byKey) {
          for (let i = 0; i < ids.length; i += 500) {
            await sql`update quote_requests set phone_key = ${key} where id in (${sql.join(ids.slice(i, i + 500))})`.execute(db);
          }
        }

        // The inbox's filters at 100k leads; e-mail addresses compare case-insensitively.
        await db.schema.createIndex("quote_requests_owner").on("quote_requests").columns(["owner_id", "created_at"]).execute();
        // A salesperson's leads at a stage (the digest's new leads, "Mine" at a stage): found directly.
        await db.schema.createIndex("quote_requests_owner_stage").on("quote_requests").columns(["owner_id", "status", "created_at"]).execute();
        await db.schema.createIndex("quote_requests_follow_up").on("quote_requests").column("follow_up_at").execute();
        await db.schema.createIndex("quote_requests_phone").on("quote_requests").column("phone_key").execute();
        await db.schema.createIndex("quote_requests_email").on("quote_requests").expression(sql`lower(email)`).execute();
        // Partial: it finds the leads merged into one, and a planner never takes it for the lists'
        // "merged_into is null" (all but a few rows), which would sort every lead.
        await db.schema
          .createIndex("quote_requests_merged")
          .on("quote_requests")
          .column("merged_into")
          .where(sql.ref("merged_into"), "is not", null)
          .execute();

        await id(db.schema.createTable("lead_events"))
          .addColumn("lead_id", "integer", (c) => c.notNull().references("quote_requests.id").onDelete("cascade"))
          .addColumn("at", "text", (c) => c.notNull())
          .addColumn("kind", "text", (c) => c.notNull())
          // No foreign key: like the audit log, the number outlives a removed account.
          .addColumn("actor_id", "integer")
          .addColumn("actor_name", "text", (c) => c.notNull())
          .addColumn("data", "text", (c) => c.notNull())
          .addColumn("mail_id", "integer", (c) => c.references("mail_outbox.id").onDelete("set null"))
          .execute();
        await db.schema.createIndex("lead_events_lead").on("lead_events").columns(["lead_id", "at", "id"]).execute();
        await db.schema.createIndex("lead_events_mail").on("lead_events").column("mail_id").execute();

        await db.schema
          .createTable("lead_digests")
          .addColumn("user_id", "integer", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
          .addColumn("day", "text", (c) => c.notNull())
          .addPrimaryKeyConstraint("lead_digests_pk", ["user_id", "day"])
          .execute();

        // A reply from the inbox goes out with the salesperson as Reply-To.
        await db.schema.alterTable("mail_outbox").addColumn("reply_to_address", "text").execute();
        await db.schema.alterTable("mail_outbox").addColumn("reply_to_name", "text").execute();

        // Round-robin assignment of new leads: off until an owner turns it on.
        await sql`insert into admin_settings (key, value, updated_at) values ('lead_round_robin', '0', ${new Date().toISOString()})
          on conflict (key) do nothing`.execute(db);
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable("mail_outbox").dropColumn("reply_to_name").execute();
        await db.schema.alterTable("mail_outbox").dropColumn("reply_to_address").execute();
        await db.schema.dropTable("lead_digests").execute();
        await db.schema.dropTable("lead_events").execute();
        for (const index of ["quote_requests_merged", "quote_requests_email", "quote_requests_phone", "quote_requests_follow_up", "quote_requests_owner_stage", "quote_requests_owner"]) {
          await db.schema.dropIndex(index).execute();
        }
        for (const column of ["phone_key", "merged_into", "version", "stage_changed_at", "lost_note", "lost_reason", "won_at", "won_value", "expected_value", "follow_up_at", "owner_id"]) {
          await db.schema.alterTable("quote_requests").dropColumn(column).execute();
        }
        // The stages back to the three statuses: the later ones read as "closed".
        if (dialect === "postgres") {
          await sql`alter table quote_requests drop constraint if exists quote_requests_status_check`.execute(db);
          await sql`update quote_requests set status = 'closed' where status in ('proposal', 'won', 'lost')`.execute(db);
          await sql`alter table quote_requests add constraint quote_requests_status_check check (status in ('new', 'contacted', 'closed'))`.execute(db);
        } else {
          await db.schema
            .alterTable("quote_requests")
            .addColumn("stage", "text", (c) => c.notNull().defaultTo("new").check(sql`stage in ('new', 'contacted', 'closed')`))
            .execute();
          await sql`update quote_requests set stage = case when status in ('new', 'contacted') then status else 'closed' end`.execute(db);
          await db.schema.dropIndex("quote_requests_status").execute();
          await db.schema.alterTable("quote_requests").dropColumn("status").execute();
          await db.schema.alterTable("quote_requests").renameColumn("stage", "status").execute();
          await db.schema.createIndex("quote_requests_status").on("quote_requests").columns(["status", "created_at"]).execute();
        }
      },
    },
    "2026-11-27-009-inbox-at-scale": {
      // The inbox at 100,000 leads (issue 30, "Scale"; docs/decisions/030-lead-search-at-scale.md).
      // Its lists and counts are of real leads only (not spam, not merged away: the queries say
      // "is_spam = 0 and merged_into is null" in those words), so each filter gets a partial index of
      // exactly those rows, in the list's order (…, created_at, id): a first page reads 25 entries.
      // The columns after that are what the views test (owner, follow-up, stage), so a count of a
      // filter within a view ("Mine", "Overdue") reads the index alone, never the wide rows.
      // Search finds substrings through an index too: pg_trgm GIN indexes on PostgreSQL (when the
      // extension can be had), an FTS5 trigram table on SQLite (new leads join it in batches).
      // Every index costs each new lead a write (on SQLite a page in the WAL per index and commit),
      // so the older indexes that these replace go: by follow-up, campaign, landing page, and by
      // owner and stage (their queries, the digest's and the analytics', are of real leads too).
      // Those by arrival, stage and owner stay (retention, the migration 008 check, the foreign key).
      async up(db: Kysely<unknown>) {
        for (const old of ["quote_requests_follow_up", "quote_requests_campaign", "quote_requests_landing", "quote_requests_owner_stage"]) {
          await db.schema.dropIndex(old).execute();
        }
        const index = (name: string, columns: string[], where: RawBuilder<boolean>) =>
          db.schema.createIndex(name).on("quote_requests").columns(columns).where(where).execute();
        const real = sql<boolean>`is_spam = 0 and merged_into is null`;
        const views = ["owner_id", "follow_up_at", "status"];
        await index("quote_requests_inbox", ["created_at", "id", ...views], real);
        await index("quote_requests_inbox_stage", ["status", "created_at", "id", "owner_id", "follow_up_at"], real);
        // Also a salesperson's leads at a stage ("Mine" at a stage, the digest's new leads): the stage is in it.
        await index("quote_requests_inbox_owner", ["owner_id", "created_at", "id", "status", "follow_up_at"], real);
        await index("quote_requests_inbox_source", ["source", "created_at", "id", ...views], real);
        await index("quote_requests_inbox_campaign", ["utm_campaign", "created_at", "id", ...views], real);
        await index("quote_requests_inbox_landing", ["landing_page", "created_at", "id", ...views], real);
        // "Overdue": a range of follow-up times whose stage the index holds too (won and lost leads keep theirs).
        await index("quote_requests_inbox_follow_up", ["follow_up_at", "status"], real);
        // The honeypot's catch, for a list of spam.
        await index("quote_requests_spam", ["created_at", "id"], sql<boolean>`is_spam = 1 and merged_into is null`);

        if (dialect === "postgres") {
          const ops = await trigramOperatorClass(db);
          // Without pg_trgm (a managed database that refuses the extension) search still works, by
          // reading every row: the decision record says how to add these indexes later.
          if (ops) {
            for (const [name, expression] of [
              ["name", sql`lower(name)`],
              ["phone", sql`lower(phone_number)`],
              ["email", sql`lower(email)`],
              ["message", sql`lower(message)`],
              ["phone_key", sql`phone_key`],
            ] as const) {
              await sql`create index ${sql.id(`quote_requests_search_${name}`)} on quote_requests using gin (${expression} ${ops})`.execute(db);
            }
          }
          // Statistics of the new indexes' expressions now, not when autovacuum next gets to the table:
          // without them the planner guesses that a search matches a handful of leads, and sorts
          // thousands for a common word.
          await sql`analyze quote_requests`.execute(db);
        } else {
          // Contentless (the text stays in quote_requests only), and deletes remove a lead's entries
          // at once ('secure-delete'), so an erased lead leaves nothing here (decision 027).
          await sql`create virtual table quote_requests_search using fts5(
            name, phone_number, email, message, phone_key,
            content = '', contentless_delete = 1, tokenize = 'trigram')`.execute(db);
          await sql`insert into quote_requests_search (quote_requests_search, rank) values ('secure-delete', 1)`.execute(db);
          // New leads are indexed in batches (QuoteRepository.indexForSearch), not one by one: each
          // lead alone would cost a segment write. Leads above indexed_through are searched row by
          // row until then. Ids only grow (AUTOINCREMENT), so the mark is enough.
          await sql`create table quote_requests_search_state (
            id integer primary key check (id = 1), indexed_through integer not null)`.execute(db);
          await sql`insert into quote_requests_search (rowid, name, phone_number, email, message, phone_key)
            select id, name, phone_number, email, message, phone_key from quote_requests`.execute(db);
          await sql`insert into quote_requests_search_state (id, indexed_through)
            values (1, (select coalesce(max(id), 0) from quote_requests))`.execute(db);
          // An indexed lead that changes (a merge fills in the e-mail) or goes (erasure, retention):
          // its entries change or go in the same transaction.
          await sql`create trigger quote_requests_search_update after update of name, phone_number, email, message, phone_key
            on quote_requests when old.id <= (select indexed_through from quote_requests_search_state) begin
            insert or replace into quote_requests_search (rowid, name, phone_number, email, message, phone_key)
              values (new.id, new.name, new.phone_number, new.email, new.message, new.phone_key);
          end`.execute(db);
          await sql`create trigger quote_requests_search_delete after delete on quote_requests
            when old.id <= (select indexed_through from quote_requests_search_state) begin
            delete from quote_requests_search where rowid = old.id;
          end`.execute(db);
        }
      },
      async down(db: Kysely<unknown>) {
        if (dialect === "postgres") {
          for (const name of ["name", "phone", "email", "message", "phone_key"]) {
            await sql`drop index if exists ${sql.id(`quote_requests_search_${name}`)}`.execute(db);
          }
        } else {
          for (const trigger of ["update", "delete"]) await sql`drop trigger ${sql.id(`quote_requests_search_${trigger}`)}`.execute(db);
          await sql`drop table quote_requests_search_state`.execute(db);
          await sql`drop table quote_requests_search`.execute(db);
        }
        for (const index of ["spam", "inbox_follow_up", "inbox_landing", "inbox_campaign", "inbox_source", "inbox_owner", "inbox_stage", "inbox"]) {
          await db.schema.dropIndex(`quote_requests_${index}`).execute();
        }
        const index = (name: string, columns: string[]) => db.schema.createIndex(name).on("quote_requests").columns(columns).execute();
        await index("quote_requests_owner_stage", ["owner_id", "status", "created_at"]);
        await index("quote_requests_landing", ["landing_page", "created_at"]);
        await index("quote_requests_campaign", ["utm_campaign", "created_at"]);
        await index("quote_requests_follow_up", ["follow_up_at"]);
      },
    },
  };
}

/**
 * pg_trgm's GIN operator class, qualified by the schema the extension lives in, for migration 009;
 * null when the extension is not there and cannot be created (CREATE EXTENSION needs the right to
 * create in the database, which a managed database may not give). A new extension goes into
 * "public" when allowed, else into the schema being migrated: not into a schema that a test drops
 * with everything in it while other schemas' indexes use the extension.
 */
async function trigramOperatorClass(db: Kysely<unknown>) {
  const installedIn = async () =>
    (
      await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
        where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  let schema = await installedIn();
  // Each attempt in a savepoint: a refusal must not abort the migration's transaction.
  const attempt = async (statement: ReturnType<typeof sql>) => {
    if (!db.isTransaction) return statement.execute(db).then(() => true, () => false);
    await sql`savepoint pg_trgm_attempt`.execute(db);
    try {
      await statement.execute(db);
      await sql`release savepoint pg_trgm_attempt`.execute(db);
      return true;
    } catch {
      await sql`rollback to savepoint pg_trgm_attempt`.execute(db);
      return false;
    }
  };
  if (schema === undefined) {
    const current = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema;
    for (const target of ["public", current]) {
      if (target && (await attempt(sql`create extension if not exists pg_trgm with schema ${sql.id(target)}`))) break;
    }
    // Also when another migration created it meanwhile (two schemas migrated at once).
    schema = await installedIn();
  }
  return schema === undefined ? null : sql`${sql.id(schema)}.gin_trgm_ops`;
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: async () => migrations(dialect) };
}
