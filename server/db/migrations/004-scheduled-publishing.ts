import type { Kysely, Migration } from "kysely";

/**
 * 2026-11-26-004-scheduled-publishing:
 * A draft can wait for a time to be published (blog posts); the instance whose
 * update clears the time publishes it, so it happens exactly once.
 */
export function scheduledPublishing(): Migration {
  return {
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
  };
}
