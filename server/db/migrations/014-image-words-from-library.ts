import { type Kysely, type Migration, sql } from "kysely";

/**
 * 2026-11-28-014-image-words-from-library:
 * Content images picked from the library used to keep an empty alt text (issue 35: nine
 * went live on a new project with alt=""), although every library image has a required
 * description. Since then an image needs its words or the "decorative" mark (docs/decisions/047):
 * this fills the empty alt text of every library image in the stored drafts and published
 * records with the library's description, as picking it does now. Kept revisions stay as
 * they were (they are history; restoring one checks it again). Other instances reload
 * what is published: the publish counter moves when a published record changed.
 */
export function imageWordsFromLibrary(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The tables as this migration knows them (a migration must not change when server/db/schema.ts does).
      type Tables = {
        media_assets: { hash: string; alt: string };
        content_records: { collection: string; record_id: string; draft: string | null; published: string | null };
      };
      const tables = db as Kysely<Tables>;
      const assets = await tables.selectFrom("media_assets").select(["hash", "alt"]).execute();
      const words = new Map(assets.map((a) => [a.hash, a.alt]));
      if (!words.size) return;
      const records = await tables
        .selectFrom("content_records")
        .select(["collection", "record_id", "draft", "published"])
        .execute();
      let published = 0;
      for (const row of records) {
        const draft = described(row.draft, words);
        const live = described(row.published, words);
        if (draft === undefined && live === undefined) continue;
        await tables
          .updateTable("content_records")
          .set({ draft: draft ?? row.draft, published: live ?? row.published })
          .where("collection", "=", row.collection)
          .where("record_id", "=", row.record_id)
          .execute();
        if (live !== undefined) published++;
      }
      if (published) await sql`update content_state set value = value + 1 where key = 'published'`.execute(db);
    },
    // Nothing to undo: the words filled in are the library's own.
    async down() {},
  };
}

/** The record's JSON with its library images' empty alt texts filled, or undefined when none was empty. */
function described(json: string | null, words: ReadonlyMap<string, string>): string | undefined {
  if (!json) return undefined;
  let changed = false;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== "object" || value === null) return value;
    const node = value as Record<string, unknown>;
    const hash = typeof node.src === "string" ? /^\/media\/([a-f0-9]{20})-/.exec(node.src)?.[1] : undefined;
    const alt = hash ? words.get(hash) : undefined;
    if (alt && typeof node.alt === "string" && !node.alt.trim() && node.decorative !== true) {
      changed = true;
      return { ...node, alt };
    }
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
  };
  const next = walk(JSON.parse(json));
  return changed ? JSON.stringify(next) : undefined;
}
