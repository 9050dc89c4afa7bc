import { type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "../index";
import { idColumn } from "./dialect";

/**
 * 2026-11-26-003-content-media-api-tokens:
 * Editable content (docs/decisions/014): one row per record that differs from the
 * shipped defaults, every publish kept as a revision, a global counter that every
 * instance polls; uploaded images with their re-encoded variants as bytes (015);
 * bearer tokens for the content API.
 */
export function contentMediaApiTokens(dialect: Dialect): Migration {
  const id = idColumn(dialect);
  return {
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
      for (const table of [
        "api_tokens",
        "media_files",
        "media_assets",
        "content_state",
        "content_revisions",
        "content_records",
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
