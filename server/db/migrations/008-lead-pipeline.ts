import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "../index";
import { idColumn } from "./dialect";

/**
 * 2026-11-27-008-lead-pipeline:
 * The sales pipeline (issue 30; server/leads/pipeline.ts): the status becomes the stage
 * (new, contacted, proposal, won, lost; "closed" becomes "lost"), a lead gets an owner,
 * a follow-up time, values, a version for optimistic concurrency and can be merged into
 * another; its timeline is lead_events; lead_digests claims each morning mail once.
 */
export function leadPipeline(dialect: Dialect): Migration {
  const id = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const stages = sql`('new', 'contacted', 'proposal', 'won', 'lost')`;
      const lostReasons = sql`('price', 'timing', 'chose-another', 'no-response', 'not-a-fit', 'other')`;
      if (dialect === "postgres") {
        // A column check gets PostgreSQL's default name <table>_<column>_check.
        await sql`alter table quote_requests drop constraint if exists quote_requests_status_check`.execute(db);
        await sql`update quote_requests set status = 'lost' where status = 'closed'`.execute(db);
        await sql`alter table quote_requests add constraint quote_requests_status_check check (status in ${stages})`.execute(
          db,
        );
      } else {
        // SQLite cannot change a column's check in place: a new column takes the values
        // (its check goes with it), the old one is dropped (after its index), the new renamed.
        await db.schema
          .alterTable("quote_requests")
          .addColumn("stage", "text", (c) =>
            c
              .notNull()
              .defaultTo("new")
              .check(sql`stage in ${stages}`),
          )
          .execute();
        await sql`update quote_requests set stage = case when status = 'closed' then 'lost' else status end`.execute(
          db,
        );
        await db.schema.dropIndex("quote_requests_status").execute();
        await db.schema.alterTable("quote_requests").dropColumn("status").execute();
        await db.schema.alterTable("quote_requests").renameColumn("stage", "status").execute();
        await db.schema
          .createIndex("quote_requests_status")
          .on("quote_requests")
          .columns(["status", "created_at"])
          .execute();
      }
      const add = (
        column: string,
        type: "text" | "integer" | "bigint",
        build?: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder,
      ) => db.schema.alterTable("quote_requests").addColumn(column, type, build).execute();
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
      await sql`update quote_requests set lost_reason = 'other', lost_note = 'Closed before the pipeline existed' where status = 'lost'`.execute(
        db,
      );

      // Backfill phone_key with the rule of server/leads/phone.ts as it is now (copied: a
      // migration must not change when that file does), in code, so both dialects agree.
      const phoneKey = (phone: string) => {
        const digits = phone.replace(/\D/g, "");
        return digits.length >= 7 ? digits.slice(-10) : null;
      };
      const leads = await sql<{
        id: number;
        phone_number: string;
      }>`select id, phone_number from quote_requests`.execute(db);
      const byKey = new Map<string, number[]>();
      for (const { id: leadId, phone_number } of leads.rows) {
        const key = phoneKey(phone_number);
        if (key !== null) byKey.set(key, [...(byKey.get(key) ?? []), Number(leadId)]);
      }
      for (const [key, ids] of byKey) {
        for (let i = 0; i < ids.length; i += 500) {
          await sql`update quote_requests set phone_key = ${key} where id in (${sql.join(ids.slice(i, i + 500))})`.execute(
            db,
          );
        }
      }

      // The inbox's filters at 100k leads; e-mail addresses compare case-insensitively.
      await db.schema
        .createIndex("quote_requests_owner")
        .on("quote_requests")
        .columns(["owner_id", "created_at"])
        .execute();
      // A salesperson's leads at a stage (the digest's new leads, "Mine" at a stage): found directly.
      await db.schema
        .createIndex("quote_requests_owner_stage")
        .on("quote_requests")
        .columns(["owner_id", "status", "created_at"])
        .execute();
      await db.schema.createIndex("quote_requests_follow_up").on("quote_requests").column("follow_up_at").execute();
      await db.schema.createIndex("quote_requests_phone").on("quote_requests").column("phone_key").execute();
      await db.schema
        .createIndex("quote_requests_email")
        .on("quote_requests")
        .expression(sql`lower(email)`)
        .execute();
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
      for (const index of [
        "quote_requests_merged",
        "quote_requests_email",
        "quote_requests_phone",
        "quote_requests_follow_up",
        "quote_requests_owner_stage",
        "quote_requests_owner",
      ]) {
        await db.schema.dropIndex(index).execute();
      }
      for (const column of [
        "phone_key",
        "merged_into",
        "version",
        "stage_changed_at",
        "lost_note",
        "lost_reason",
        "won_at",
        "won_value",
        "expected_value",
        "follow_up_at",
        "owner_id",
      ]) {
        await db.schema.alterTable("quote_requests").dropColumn(column).execute();
      }
      // The stages back to the three statuses: the later ones read as "closed".
      if (dialect === "postgres") {
        await sql`alter table quote_requests drop constraint if exists quote_requests_status_check`.execute(db);
        await sql`update quote_requests set status = 'closed' where status in ('proposal', 'won', 'lost')`.execute(db);
        await sql`alter table quote_requests add constraint quote_requests_status_check check (status in ('new', 'contacted', 'closed'))`.execute(
          db,
        );
      } else {
        await db.schema
          .alterTable("quote_requests")
          .addColumn("stage", "text", (c) =>
            c
              .notNull()
              .defaultTo("new")
              .check(sql`stage in ('new', 'contacted', 'closed')`),
          )
          .execute();
        await sql`update quote_requests set stage = case when status in ('new', 'contacted') then status else 'closed' end`.execute(
          db,
        );
        await db.schema.dropIndex("quote_requests_status").execute();
        await db.schema.alterTable("quote_requests").dropColumn("status").execute();
        await db.schema.alterTable("quote_requests").renameColumn("stage", "status").execute();
        await db.schema
          .createIndex("quote_requests_status")
          .on("quote_requests")
          .columns(["status", "created_at"])
          .execute();
      }
    },
  };
}
