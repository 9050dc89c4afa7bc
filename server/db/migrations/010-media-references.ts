import { type Kysely, type Migration, sql } from "kysely";

/** Rows per INSERT of the backfill: 5 values each, far below both databases' parameter limits. */
const CHUNK = 500;

/**
 * 2026-11-27-010-media-references:
 * Where each library image is used (issue 27): one row per image, record and place (its
 * draft, its published version, or a kept revision), written in the same transaction as the
 * content (server/content/media-references.ts). "Is this image in use" reads it instead of
 * searching every record's JSON, and sees revisions too. Filled here from what is stored.
 */
export function mediaReferences(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("media_references")
        // The 20 hex digits of /media/{hash}-…: an image's every file, known to the library or not.
        .addColumn("media_hash", "text", (c) => c.notNull())
        .addColumn("collection", "text", (c) => c.notNull())
        .addColumn("record_id", "text", (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull().check(sql`source in ('draft', 'published', 'revision')`))
        // content_revisions.id for a revision's references; null for a draft's or a published record's.
        .addColumn("revision_id", "integer")
        .execute();
      await db.schema.createIndex("media_references_media").on("media_references").column("media_hash").execute();
      await db.schema
        .createIndex("media_references_record")
        .on("media_references")
        .columns(["collection", "record_id", "source", "revision_id"])
        .execute();

      // The rule of server/content/media-references.ts as it is now (copied: a migration must not
      // change when that file does): any /media/{hash}- in the JSON, as the LIKE search matched.
      const hashesIn = (json: string | null) =>
        new Set(json ? Array.from(json.matchAll(/\/media\/([a-f0-9]{20})-/g), (m) => m[1]!) : []);
      type Row = {
        media_hash: string;
        collection: string;
        record_id: string;
        source: string;
        revision_id: number | null;
      };
      const references = db as Kysely<{ media_references: Row }>;
      const insert = async (rows: Row[]) => {
        for (let i = 0; i < rows.length; i += CHUNK)
          await references
            .insertInto("media_references")
            .values(rows.slice(i, i + CHUNK))
            .execute();
      };
      const records = await sql<{
        collection: string;
        record_id: string;
        draft: string | null;
        published: string | null;
      }>`
        select collection, record_id, draft, published from content_records`.execute(db);
      const rows: Row[] = [];
      for (const r of records.rows) {
        for (const source of ["draft", "published"] as const) {
          for (const hash of hashesIn(r[source]))
            rows.push({
              media_hash: hash,
              collection: r.collection,
              record_id: r.record_id,
              source,
              revision_id: null,
            });
        }
      }
      await insert(rows);
      // Revisions page by page: every publish so far was kept, so there may be many.
      for (let after = 0; ;) {
        const page = await sql<{ id: number; collection: string; record_id: string; data: string | null }>`
          select id, collection, record_id, data from content_revisions where id > ${after} order by id limit ${CHUNK}`.execute(
          db,
        );
        if (!page.rows.length) break;
        const found: Row[] = [];
        for (const r of page.rows) {
          for (const hash of hashesIn(r.data))
            found.push({
              media_hash: hash,
              collection: r.collection,
              record_id: r.record_id,
              source: "revision",
              revision_id: Number(r.id),
            });
        }
        await insert(found);
        after = Number(page.rows.at(-1)!.id);
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("media_references").execute();
    },
  };
}
