import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../index";
import { idColumn } from "./dialect";

/**
 * 2026-11-28-012-leads-after-the-answer (issue 34):
 * - lead_arrivals: the work a new lead still needs after the visitor has been answered
 *   (round-robin assignment and its timeline entry, counting the conversion), written in the
 *   lead's own transaction and deleted in the one that does the work (server/leads/arrivals.ts);
 * - analytics_conversions and analytics_daily.converting: the visitors who wrote, counted once
 *   each among the visitors of the keys they were counted with, so conversion divides like by
 *   like (server/analytics/repository.ts rollUp);
 * - mail_outbox.message_key and from_name: mail to a client gets a random Message-ID instead of
 *   one made of the lead's and the message's numbers, and comes from "Salesperson at Company".
 */
export function leadsAfterTheAnswer(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("lead_arrivals")
        .addColumn("lead_id", "integer", (c) => c.primaryKey().references("quote_requests.id").onDelete("cascade"))
        .addColumn("visitor", "text")
        .addColumn("day", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("claimed_by", "text")
        .addColumn("claimed_until", "text")
        .execute();
      await idColumn(dialect)(db.schema.createTable("analytics_conversions"))
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("visitor", "text", (c) => c.notNull())
        .addColumn("form_page", "text")
        .addColumn("landing_page", "text")
        .addColumn("referrer_host", "text")
        .addColumn("source", "text")
        .addColumn("campaign", "text")
        .execute();
      await db.schema
        .createIndex("analytics_conversions_day")
        .on("analytics_conversions")
        .columns(["day", "visitor"])
        .execute();
      await db.schema
        .alterTable("analytics_daily")
        .addColumn("converting", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable("mail_outbox").addColumn("message_key", "text").execute();
      await db.schema.alterTable("mail_outbox").addColumn("from_name", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("mail_outbox").dropColumn("from_name").execute();
      await db.schema.alterTable("mail_outbox").dropColumn("message_key").execute();
      await db.schema.alterTable("analytics_daily").dropColumn("converting").execute();
      await db.schema.dropTable("analytics_conversions").execute();
      await db.schema.dropTable("lead_arrivals").execute();
    },
  };
}
