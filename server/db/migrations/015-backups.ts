import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../index";
import { idColumn } from "./dialect";

/**
 * 2026-11-28-015-backups:
 * Each backup of the SQLite database, made by `npm run backup` or on the server's schedule
 * (BACKUP_EVERY_HOURS), and each scheduled one that failed: the owners' settings page says
 * when the last one was made, and the schedule knows when the next is due (server/backup/).
 */
export function backups(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(dialect)(db.schema.createTable("backups"))
        .addColumn("started_at", "text", (c) => c.notNull())
        .addColumn("finished_at", "text", (c) => c.notNull())
        /** "command" (npm run backup) or "schedule". */
        .addColumn("made_by", "text", (c) => c.notNull())
        /** The file's name in BACKUP_DIR; null when it failed. */
        .addColumn("file", "text")
        .addColumn("bytes", "bigint")
        /** Why it failed, in words for the owner; null when it worked. */
        .addColumn("error", "text")
        .execute();
      await db.schema.createIndex("backups_finished").on("backups").column("finished_at").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("backups").execute();
    },
  };
}
