import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../index";

/**
 * 2026-11-28-013-pipeline-you-can-trust (issue 34):
 * - lead_events.about_lead_id: the lead whose personal data an entry holds when it is not the
 *   timeline's own lead (a merge's, an undone merge's), so erasing that lead finds and removes
 *   the entry wherever it is;
 * - lead_reply_sends and lead_limit_notices: the e-mails each person sent to clients (the
 *   reply limits count them) and the once-a-day notice to the owners.
 */
export function pipelineYouCanTrust(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("lead_events").addColumn("about_lead_id", "integer").execute();
      await db.schema.createIndex("lead_events_about").on("lead_events").column("about_lead_id").execute();
      await db.schema
        .createTable("lead_reply_sends")
        .addColumn("user_id", "integer", (c) => c.notNull())
        .addColumn("at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("lead_reply_sends_user").on("lead_reply_sends").columns(["user_id", "at"]).execute();
      await db.schema.createIndex("lead_reply_sends_at").on("lead_reply_sends").column("at").execute();
      await db.schema
        .createTable("lead_limit_notices")
        .addColumn("user_id", "integer", (c) => c.notNull())
        .addColumn("day", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("lead_limit_notices_pk", ["user_id", "day"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("lead_limit_notices").execute();
      await db.schema.dropTable("lead_reply_sends").execute();
      await db.schema.dropIndex("lead_events_about").execute();
      await db.schema.alterTable("lead_events").dropColumn("about_lead_id").execute();
    },
  };
}
