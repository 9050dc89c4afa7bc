import type { MigrationResultSet, Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentRepository, DEFAULT_KEEP_REVISIONS } from "#server/content/repository";
import { type Db, migrate } from "#server/db";
import { type TestSchema, databaseVariants } from "../support/postgres";
import { createTestDatabase, openTestDatabase, removeTestDatabase } from "../support/test-database";

/**
 * Revisions are pruned to the newest N per record (the caller's keepRevisions, else 50) in
 * the write's transaction, and media_references follows every draft, published record and
 * kept revision (written, reverted, pruned, imported, backfilled by the migration), on
 * SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

const HASH_A = "aaaaaaaaaaaaaaaaaaaa";
const HASH_B = "bbbbbbbbbbbbbbbbbbbb";
const image = (hash: string) => ({ src: `/media/${hash}-960.webp`, width: 960, height: 540 });
const ACTOR = "editor@example.com";

for (const variant of databaseVariants) {
  describe.skipIf(variant.skip)(`revisions and media references on ${variant.name}`, () => {
    let dataDir: string;
    let schema: TestSchema | undefined;
    let db: Db;
    let repo: ContentRepository;

    beforeAll(async () => {
      ({ dataDir, schema } = await createTestDatabase(variant.name, "revisions"));
      db = await openTestDatabase(dataDir, schema);
      repo = new ContentRepository(db, () => new Date());
    });

    afterAll(async () => {
      await db?.close();
      await removeTestDatabase(dataDir, schema);
    });

    /** Publishes `data` over whatever version the record is at. */
    const publish = async (id: string, data: unknown, keepRevisions?: number) => {
      const version = (await repo.get("projects", id))?.version ?? 0;
      const written = await repo.write("projects", id, version, {
        draft: null,
        published: data,
        actor: ACTOR,
        revision: "publish",
        keepRevisions,
      });
      if (!written) throw new Error("conflict");
      return written.version;
    };
    const revisionVersions = async (id: string) => (await repo.revisions("projects", id)).map((r) => r.version);
    /** media_references of a record as "hash source[ revision version]" lines, sorted. */
    const references = async (id: string) => {
      const rows = await db.kysely
        .selectFrom("media_references as m")
        .leftJoin("content_revisions as r", "r.id", "m.revision_id")
        .select(["m.media_hash", "m.source", "r.version"])
        .where("m.collection", "=", "projects")
        .where("m.record_id", "=", id)
        .execute();
      return rows
        .map((r) => `${r.media_hash.slice(0, 1)} ${r.source}${r.version === null ? "" : ` v${r.version}`}`)
        .sort();
    };

    it("keeps the newest N revisions of a record, deleting older ones as new ones come", async () => {
      const versions: number[] = [];
      for (let i = 0; i < 5; i++) versions.push(await publish("pruned", { n: i }, 3));
      expect(await revisionVersions("pruned")).toEqual(versions.slice(-3).reverse());
      // Another record's revisions are its own.
      await publish("other", { n: 0 }, 1);
      await publish("other", { n: 1 }, 1);
      expect(await revisionVersions("other")).toHaveLength(1);
      expect(await revisionVersions("pruned")).toHaveLength(3);
      // A limit below one still keeps the newest: the published state that restore and the history start from.
      const last = await publish("pruned", { n: 5 }, 0);
      expect(await revisionVersions("pruned")).toEqual([last]);
    });

    it(`keeps ${DEFAULT_KEEP_REVISIONS} when the caller names no limit`, async () => {
      for (let i = 0; i < DEFAULT_KEEP_REVISIONS + 2; i++) await publish("default", { n: i });
      const kept = await repo.revisions("projects", "default");
      expect(kept).toHaveLength(DEFAULT_KEEP_REVISIONS);
      expect(JSON.parse(kept[0]!.data!)).toEqual({ n: DEFAULT_KEEP_REVISIONS + 1 });
      expect(JSON.parse(kept.at(-1)!.data!)).toEqual({ n: 2 });
    });

    it("prunes nothing when the write loses its version check (the stale writer changes nothing)", async () => {
      const version = await publish("stale", { n: 0 }, 1);
      await publish("stale", { n: 1 }, 1);
      const before = await revisionVersions("stale");
      expect(
        await repo.write("projects", "stale", version, {
          published: { n: 2 },
          actor: ACTOR,
          revision: "publish",
          keepRevisions: 1,
        }),
      ).toBeUndefined();
      expect(await revisionVersions("stale")).toEqual(before);
    });

    it("tracks an image in drafts, published records and kept revisions, and forgets it as they go", async () => {
      const id = "with-images";
      const draft = await repo.write("projects", id, 0, { draft: { cover: image(HASH_A) }, actor: ACTOR });
      expect(await references(id)).toEqual(["a draft"]);

      const first = await publish(id, { cover: image(HASH_A), gallery: [image(HASH_A), image(HASH_B)] }, 2);
      expect(first).toBeGreaterThan(draft!.version);
      expect(await references(id)).toEqual([
        "a published",
        `a revision v${first}`,
        "b published",
        `b revision v${first}`,
      ]);

      // A draft with the other image; the published one keeps both.
      const saved = await repo.write("projects", id, first, { draft: { cover: image(HASH_B) }, actor: ACTOR });
      expect(await references(id)).toEqual([
        "a published",
        `a revision v${first}`,
        "b draft",
        "b published",
        `b revision v${first}`,
      ]);

      const second = await repo.write("projects", id, saved!.version, {
        draft: null,
        published: { cover: image(HASH_B) },
        actor: ACTOR,
        revision: "publish",
        keepRevisions: 2,
      });
      const third = await publish(id, { cover: null }, 2);
      // The first revision was pruned (two are kept): image A is used nowhere now.
      expect(await references(id)).toEqual([`b revision v${second!.version}`]);
      expect(third).toBeGreaterThan(second!.version);

      // A revert removes the record; its kept revisions (and their images) stay in the history.
      const reverted = await repo.write("projects", id, third, {
        remove: true,
        actor: ACTOR,
        revision: "revert",
        keepRevisions: 2,
      });
      expect(reverted).toBeDefined();
      expect(await repo.get("projects", id)).toBeUndefined();
      expect(await references(id)).toEqual([]);
    });

    it("rebuilds the references on import, one revision per record", async () => {
      await repo.write("projects", "draft-only", 0, { draft: { cover: image(HASH_A) }, actor: ACTOR });
      await repo.replaceAll(
        [
          { collection: "projects", id: "imported", data: { cover: image(HASH_B) } },
          { collection: "projects", id: "pruned", data: { cover: image(HASH_A) } },
        ],
        ACTOR,
        () => 1,
      );
      expect(await references("draft-only")).toEqual([]);
      expect(await references("imported")).toEqual([
        "b published",
        `b revision v${(await repo.get("projects", "imported"))!.version}`,
      ]);
      expect(await revisionVersions("pruned")).toEqual([(await repo.get("projects", "pruned"))!.version]);
      expect(await references("pruned")).toEqual([
        "a published",
        `a revision v${(await repo.get("projects", "pruned"))!.version}`,
      ]);
    });

    it("the migration fills the table from the records and revisions already stored", async () => {
      const expected = await db.kysely.selectFrom("media_references").selectAll().execute();
      expect(expected.length).toBeGreaterThan(0);
      const step = (run: (migrator: Migrator) => Promise<MigrationResultSet>) =>
        migrate(db.kysely, db.dialect, schema?.schema, run);
      const down = await step((migrator) => migrator.migrateTo("2026-11-27-009-inbox-at-scale"));
      expect(down.error).toBeUndefined();
      expect(down.results?.map((r) => r.migrationName)).toContain("2026-11-27-010-media-references");
      expect((await step((migrator) => migrator.migrateToLatest())).error).toBeUndefined();
      const order = (rows: typeof expected) =>
        rows
          .map((r) =>
            JSON.stringify([
              r.media_hash,
              r.collection,
              r.record_id,
              r.source,
              r.revision_id === null ? null : Number(r.revision_id),
            ]),
          )
          .sort();
      expect(order(await db.kysely.selectFrom("media_references").selectAll().execute())).toEqual(order(expected));
    });
  });
}
