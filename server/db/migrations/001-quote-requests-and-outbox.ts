import { type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "../index";
import { idColumn } from "./dialect";

/**
 * 2025-01-01-001-quote-requests-and-outbox:
 * The contact forms' leads, and the mail outbox that sends their notices.
 */
export function quoteRequestsAndOutbox(dialect: Dialect): Migration {
  const id = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await id(db.schema.createTable("quote_requests"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("phone_number", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull().check(sql`source in ('footer', 'contact', 'api')`))
        .addColumn("status", "text", (c) =>
          c
            .notNull()
            .defaultTo("new")
            .check(sql`status in ('new', 'contacted', 'closed')`),
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
          c
            .notNull()
            .defaultTo("pending")
            .check(sql`status in ('pending', 'sending', 'sent', 'failed')`),
        )
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("last_error", "text")
        .addColumn("locked_until", "text")
        .addColumn("claimed_by", "text")
        .addColumn("sent_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("mail_outbox_due").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
      await db.schema.createIndex("mail_outbox_quote").on("mail_outbox").column("quote_request_id").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("mail_outbox").execute();
      await db.schema.dropTable("quote_requests").execute();
    },
  };
}
