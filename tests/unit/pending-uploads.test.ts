import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db } from "#server/db";
import { PENDING_UPLOAD_MS, PENDING_UPLOADS_PER_USER, PendingUploads } from "#server/media/pending-uploads";
import { type TestSchema, databaseVariants } from "../support/postgres";
import { createTestDatabase, openTestDatabase, removeTestDatabase } from "../support/test-database";

/**
 * A file uploaded without its alt text waits in the database: the post that brings the
 * words may reach another instance. Two handles on one database stand in for two instances.
 */

for (const variant of databaseVariants) {
  describe.skipIf(variant.skip)(`pending uploads on ${variant.name}`, () => {
    let dataDir: string;
    let schema: TestSchema | undefined;
    let dbA: Db;
    let dbB: Db;
    let clock = new Date("2026-11-27T10:00:00.000Z");
    const now = () => clock;
    let a: PendingUploads;
    let b: PendingUploads;
    const ASHA = 1;
    const RAVI = 2;
    const photo = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]);

    beforeAll(async () => {
      ({ dataDir, schema } = await createTestDatabase(variant.name, "pending"));
      const open = () => openTestDatabase(dataDir, schema);
      dbA = await open();
      dbB = await open();
      a = new PendingUploads(dbA, now);
      b = new PendingUploads(dbB, now);
    });

    afterAll(async () => {
      await dbA?.close();
      await dbB?.close();
      await removeTestDatabase(dataDir, schema);
    });

    it("keeps a file on one instance and gives it back, byte for byte, on the other, to its uploader only", async () => {
      const token = await a.keep(ASHA, photo, "team photo.png");
      expect(token).toMatch(/^[0-9a-f]{32}$/);
      expect(await b.get(ASHA, token)).toEqual({ name: "team photo.png", bytes: photo });
      expect(await b.get(RAVI, token)).toBeUndefined();
      await b.remove(token);
      expect(await a.get(ASHA, token)).toBeUndefined();
    });

    it("lets a file go after its time", async () => {
      const token = await a.keep(ASHA, photo, "late.png");
      clock = new Date(clock.getTime() + PENDING_UPLOAD_MS);
      expect(await b.get(ASHA, token)).toEqual({ name: "late.png", bytes: photo });
      clock = new Date(clock.getTime() + 1);
      expect(await b.get(ASHA, token)).toBeUndefined();
      // The hourly clean-up, or the next file kept, clears the expired ones away.
      const other = await a.keep(RAVI, photo, "other.png");
      clock = new Date(clock.getTime() + PENDING_UPLOAD_MS + 1);
      expect(await a.prune()).toBe(1);
      expect(await a.get(RAVI, other)).toBeUndefined();
      await b.keep(RAVI, photo, "fresh.png");
      const rows = await dbA.kysely.selectFrom("pending_uploads").select("name").execute();
      expect(rows.map((r) => r.name)).toEqual(["fresh.png"]);
    });

    it(`keeps one person's newest ${PENDING_UPLOADS_PER_USER} files, and never touches another's`, async () => {
      const tokens: string[] = [];
      for (let i = 0; i < PENDING_UPLOADS_PER_USER + 2; i++) {
        clock = new Date(clock.getTime() + 1_000);
        tokens.push(await (i % 2 ? a : b).keep(ASHA, photo, `photo-${i}.png`));
      }
      const kept = await Promise.all(tokens.map(async (t) => (await a.get(ASHA, t))?.name));
      expect(kept).toEqual([undefined, undefined, ...tokens.slice(2).map((_, i) => `photo-${i + 2}.png`)]);
      const ravis = await dbB.kysely.selectFrom("pending_uploads").select("name").where("user_id", "=", RAVI).execute();
      expect(ravis.map((r) => r.name)).toEqual(["fresh.png"]);
    });
  });
}
