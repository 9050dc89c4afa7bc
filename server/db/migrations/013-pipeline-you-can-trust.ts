import { type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "../index";

/**
 * 2026-11-28-013-pipeline-you-can-trust (issue 34):
 * - lead_events.about_lead_id: the lead whose personal data an entry holds when it is not the
 *   timeline's own lead (a merge's, an undone merge's), so erasing that lead finds and removes
 *   the entry wherever it is;
 * - lead_reply_sends and lead_limit_notices: the e-mails each person sent to clients (the
 *   reply limits count them) and the once-a-day notice to the owners;
 * - the pipeline board's totals read indexes alone: the partial indexes of real leads by stage,
 *   by owner and by campaign (migration 009) end with the expected and won values (and the
 *   indexes' own condition columns), so a column's count and value under any of the board's
 *   filters is one covering index scan, not 100,000 rows read.
 *   Rebuilt, not added: every index costs each new lead a write.
 */

/** Migration 009's indexes the board reads, with their columns there. */
const BOARD_INDEXES = [
  ["quote_requests_inbox_stage", ["status", "created_at", "id", "owner_id", "follow_up_at"]],
  ["quote_requests_inbox_owner", ["owner_id", "created_at", "id", "status", "follow_up_at"]],
  ["quote_requests_inbox_campaign", ["utm_campaign", "created_at", "id", "owner_id", "follow_up_at", "status"]],
] as const;

async function rebuild(db: Kysely<unknown>, extra: string[]) {
  for (const [name, columns] of BOARD_INDEXES) {
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on("quote_requests")
      .columns([...columns, ...extra])
      .where(sql<boolean>`is_spam = 0 and merged_into is null`)
      .execute();
  }
}
export function pipelineYouCanTrust(dialect: Dialect): Migration {
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
      // The partial index's own condition columns at the end too: SQLite counts an index as covering only
      // when it holds every column the query names, and these queries name them (in those exact words).
      await rebuild(db, ["expected_value", "won_value", "is_spam", "merged_into"]);
      if (dialect === "postgres") await sql`analyze quote_requests`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await rebuild(db, []);
      await db.schema.dropTable("lead_limit_notices").execute();
      await db.schema.dropTable("lead_reply_sends").execute();
      await db.schema.dropIndex("lead_events_about").execute();
      await db.schema.alterTable("lead_events").dropColumn("about_lead_id").execute();
    },
  };
}
