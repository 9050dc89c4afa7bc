import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../index";

/**
 * 2026-11-27-011-pending-uploads:
 * A file an editor uploaded without its alt text waits here until they describe it
 * (server/media/pending-uploads.ts). It was kept in one instance's memory, so the next
 * post, answered by another instance, found it gone and asked for the file again.
 */
export function pendingUploads(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("pending_uploads")
        .addColumn("token", "text", (c) => c.primaryKey())
        .addColumn("user_id", "integer", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("body", dialect === "postgres" ? "bytea" : "blob", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("pending_uploads_user")
        .on("pending_uploads")
        .columns(["user_id", "created_at"])
        .execute();
      await db.schema.createIndex("pending_uploads_expires").on("pending_uploads").column("expires_at").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("pending_uploads").execute();
    },
  };
}
