import { createHash } from "node:crypto";
import type { Selectable } from "kysely";
import { MEDIA_ALT_MAX, MEDIA_NAME, altProblem, cleanAlt, mediaUrl } from "#shared/lib/media";
import type { AuditAction, AuditLog } from "../audit/audit-log";
import type { Db, Executor } from "../db";
import type { MediaAssetsTable } from "../db/schema";
import { encodeUpload, inspectUpload } from "./process";

/**
 * The image library (docs/decisions/013): uploaded images, checked and re-encoded by
 * ./process, stored with their variants as bytes in the database so that every
 * instance serves them (server/media/serve.ts) without shared storage. Every change
 * is audited.
 */

/** Who acts, as the back office passes it (`acting(post)`). */
export type MediaActing = { user: { id: number; email: string }; ip?: string | null };

export type MediaUpload = { bytes: Buffer; originalName: string };

export type MediaItem = {
  id: number;
  hash: string;
  alt: string;
  /** Of the largest variant. */
  width: number;
  height: number;
  /** The largest WebP variant, `/media/{hash}-{width}.webp` (the other sizes follow from it). */
  src: string;
  createdAt: string;
  createdBy: string;
  originalName: string;
  sourceType: string;
  sourceBytes: number;
};

/** Field errors by form field: the file and its alt text. */
export type MediaErrors = { file?: string; alt?: string };

export type AddResult = { ok: true; item: MediaItem; existing: boolean } | { ok: false; errors: MediaErrors };

export type UpdateAltResult =
  { ok: true; item: MediaItem } | { ok: false; errors: MediaErrors } | { ok: false; missing: true };

export type RemoveResult =
  { ok: true; item: MediaItem } | { ok: false; missing: true } | { ok: false; message: string };

export type MediaFile = { type: string; body: Buffer };

/**
 * A record that uses an image (media_references, kept by server/content/repository.ts):
 * in its published version, its draft, and in how many of its kept revisions.
 */
export type MediaUse = { collection: string; recordId: string; published: boolean; draft: boolean; revisions: number };

export type MediaLibraryOptions = {
  /** Bytes of files kept in memory for serving (default 32 MB). */
  cacheBytes?: number;
};

const ORIGINAL_NAME_MAX = 200;

/** How long another instance may go on serving a deleted image from its memory. */
const CACHE_MAX_AGE_MS = 10 * 60_000;

/** source_type of the pictures the server makes itself (not listed in the library). */
const GENERATED = "generated";

export const REFERENCED_MESSAGE =
  "This image is used by published content or a draft (see “Used in”), so it cannot be deleted. Remove it from those records first, publish them, then delete the image.";

/** Hashes per query when looking up where images are used. */
const USES_CHUNK = 500;

export class MediaLibrary {
  private readonly cache: FileCache;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly audit: AuditLog,
    options: MediaLibraryOptions = {},
  ) {
    this.cache = new FileCache(options.cacheBytes ?? 32 * 1024 * 1024, CACHE_MAX_AGE_MS);
  }

  /**
   * Checks, re-encodes and stores an upload with its alt text. The same bytes a
   * second time give back the image already stored (`existing`), unchanged. Nothing
   * is stored unless every check passes.
   */
  async add(upload: MediaUpload, alt: string, by: MediaActing): Promise<AddResult> {
    const errors: MediaErrors = {};
    const altError = altProblem(alt);
    if (altError) errors.alt = altError;
    const inspected = await inspectUpload(upload.bytes, upload.originalName);
    if (!inspected.ok) errors.file = inspected.message;
    if (!inspected.ok || altError) return { ok: false, errors };

    const existing = await this.byHash(inspected.hash);
    if (existing) return { ok: true, item: existing, existing: true };

    const processed = await encodeUpload(upload.bytes, inspected);
    if (!processed.ok) return { ok: false, errors: { file: processed.message } };

    const originalName = cleanName(upload.originalName);
    let id: number;
    try {
      id = await this.db.kysely.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("media_assets")
          .values({
            hash: processed.hash,
            original_name: originalName,
            alt: cleanAlt(alt),
            width: processed.width,
            height: processed.height,
            source_type: processed.sourceType,
            source_bytes: processed.sourceBytes,
            created_by: by.user.email,
            created_at: this.now().toISOString(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const assetId = Number(row.id);
        for (const v of processed.variants) {
          await trx
            .insertInto("media_files")
            .values({ name: v.name, asset_id: assetId, type: v.type, width: v.width, height: v.height, body: v.body })
            .execute();
        }
        return assetId;
      });
    } catch (error) {
      // The same image uploaded twice at once: the other upload stored it first.
      const raced = await this.byHash(processed.hash);
      if (raced) return { ok: true, item: raced, existing: true };
      throw error;
    }
    const item = (await this.get(id))!;
    await this.record(by, "media.upload", item, {
      type: item.sourceType,
      bytes: item.sourceBytes,
      width: item.width,
      height: item.height,
      files: processed.variants.length,
    });
    return { ok: true, item, existing: false };
  }

  /** Every image, newest first. */
  async list(): Promise<MediaItem[]> {
    const rows = await this.db.kysely
      .selectFrom("media_assets")
      .selectAll()
      .where("source_type", "!=", GENERATED)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
    return rows.map(toItem);
  }

  /**
   * A PNG the server made (a blog post's link-preview card), stored and served like an
   * upload's variants but kept out of the library's list. Returns its address.
   */
  async putGenerated(png: Buffer, size: { width: number; height: number }, alt: string, by: string): Promise<string> {
    const hash = createHash("sha256").update(png).digest("hex").slice(0, 20);
    const name = `${hash}-${size.width}.png`;
    if (await this.byHash(hash)) return `/media/${name}`;
    try {
      await this.db.kysely.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("media_assets")
          .values({
            hash,
            original_name: name,
            alt: cleanAlt(alt).slice(0, MEDIA_ALT_MAX),
            width: size.width,
            height: size.height,
            source_type: GENERATED,
            source_bytes: png.length,
            created_by: by,
            created_at: this.now().toISOString(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("media_files")
          .values({
            name,
            asset_id: Number(row.id),
            type: "image/png",
            width: size.width,
            height: size.height,
            body: png,
          })
          .execute();
      });
    } catch (error) {
      // Two instances made the same picture at once: one row is enough.
      if (!(await this.byHash(hash))) throw error;
    }
    return `/media/${name}`;
  }

  async get(id: number): Promise<MediaItem | undefined> {
    const row = await this.db.kysely.selectFrom("media_assets").selectAll().where("id", "=", id).executeTakeFirst();
    return row && toItem(row);
  }

  private async byHash(hash: string): Promise<MediaItem | undefined> {
    const row = await this.db.kysely.selectFrom("media_assets").selectAll().where("hash", "=", hash).executeTakeFirst();
    return row && toItem(row);
  }

  async updateAlt(id: number, alt: string, by: MediaActing): Promise<UpdateAltResult> {
    const altError = altProblem(alt);
    if (altError) return { ok: false, errors: { alt: altError } };
    const before = await this.get(id);
    if (!before) return { ok: false, missing: true };
    const text = cleanAlt(alt);
    if (text === before.alt) return { ok: true, item: before };
    await this.db.kysely.updateTable("media_assets").set({ alt: text }).where("id", "=", id).execute();
    await this.record(by, "media.alt_changed", before, { from: before.alt, to: text });
    return { ok: true, item: { ...before, alt: text } };
  }

  /**
   * Where each image is used, by hash (images used nowhere are absent): the records, in
   * collection and id order, from media_references, revisions included.
   */
  async uses(hashes: readonly string[], executor: Executor = this.db.kysely): Promise<Map<string, MediaUse[]>> {
    const found = new Map<string, Map<string, MediaUse>>();
    for (let i = 0; i < hashes.length; i += USES_CHUNK) {
      const rows = await executor
        .selectFrom("media_references")
        .select([
          "media_hash",
          "collection",
          "record_id",
          "source",
          (eb) => eb.fn.countAll<number | string | bigint>().as("n"),
        ])
        .where("media_hash", "in", hashes.slice(i, i + USES_CHUNK))
        .groupBy(["media_hash", "collection", "record_id", "source"])
        .orderBy("collection")
        .orderBy("record_id")
        .execute();
      for (const row of rows) {
        const records = found.get(row.media_hash) ?? new Map<string, MediaUse>();
        found.set(row.media_hash, records);
        const key = `${row.collection}/${row.record_id}`;
        const use = records.get(key) ?? {
          collection: row.collection,
          recordId: row.record_id,
          published: false,
          draft: false,
          revisions: 0,
        };
        records.set(key, use);
        if (row.source === "revision") use.revisions = Number(row.n);
        else use[row.source] = true;
      }
    }
    return new Map([...found].map(([hash, records]) => [hash, [...records.values()]]));
  }

  /**
   * Deletes an image and all of its files, unless a published record or a draft uses it.
   * Kept revisions do not stop it (the page asks first): restoring one would show no image.
   */
  async remove(id: number, by: MediaActing): Promise<RemoveResult> {
    const item = await this.get(id);
    if (!item) return { ok: false, missing: true };
    const outcome = await this.db.kysely.transaction().execute(async (trx) => {
      const uses = (await this.uses([item.hash], trx)).get(item.hash) ?? [];
      if (uses.some((use) => use.published || use.draft)) return "in-use" as const;
      // media_files go with their asset (on delete cascade); deleted explicitly as well,
      // so the result does not depend on SQLite's foreign_keys setting.
      await trx.deleteFrom("media_files").where("asset_id", "=", id).execute();
      const result = await trx.deleteFrom("media_assets").where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0 ? ("deleted" as const) : ("missing" as const);
    });
    if (outcome === "in-use") return { ok: false, message: REFERENCED_MESSAGE };
    if (outcome === "missing") return { ok: false, missing: true };
    this.cache.dropPrefix(`${item.hash}-`);
    await this.record(by, "media.removed", item, { alt: item.alt });
    return { ok: true, item };
  }

  /** One stored file by name (`{hash}-{width}.{avif|webp}`), from memory when it was served lately. */
  /** The pixel size of stored files by name (for images placed in a post's text). */
  async sizes(names: string[]): Promise<Map<string, { width: number; height: number }>> {
    const wanted = names.filter((n) => MEDIA_NAME.test(n));
    if (!wanted.length) return new Map();
    const rows = await this.db.kysely
      .selectFrom("media_files")
      .select(["name", "width", "height"])
      .where("name", "in", wanted)
      .execute();
    return new Map(rows.map((r) => [r.name, { width: Number(r.width), height: Number(r.height) }]));
  }

  async file(name: string): Promise<MediaFile | undefined> {
    if (!MEDIA_NAME.test(name)) return undefined;
    const cached = this.cache.get(name);
    if (cached) return cached;
    const row = await this.db.kysely
      .selectFrom("media_files")
      .select(["type", "body"])
      .where("name", "=", name)
      .executeTakeFirst();
    if (!row) return undefined;
    const file = { type: row.type, body: Buffer.from(row.body) };
    this.cache.set(name, file);
    return file;
  }

  private async record(
    by: MediaActing,
    action: AuditAction,
    item: MediaItem,
    details: Record<string, string | number>,
  ) {
    await this.audit.record({
      actor: { id: by.user.id, email: by.user.email },
      action,
      target: `image ${item.id} (${item.originalName})`,
      details: { src: item.src, ...details },
      ip: by.ip ?? null,
    });
  }
}

/** The file's own name as the person's computer gave it: no folders, no control characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  return (
    base
      .replace(/[\u0000-\u001f\u007f]/g, "")
      .trim()
      .slice(0, ORIGINAL_NAME_MAX) || "image"
  );
}

function toItem(row: Selectable<MediaAssetsTable>): MediaItem {
  const width = Number(row.width);
  return {
    id: Number(row.id),
    hash: row.hash,
    alt: row.alt,
    width,
    height: Number(row.height),
    src: mediaUrl(row.hash, width, "webp"),
    createdAt: row.created_at,
    createdBy: row.created_by,
    originalName: row.original_name,
    sourceType: row.source_type,
    sourceBytes: Number(row.source_bytes),
  };
}

type CachedFile = MediaFile & { cachedAt: number };

/**
 * The files served lately, least recently used dropped first once their bytes pass
 * the bound. Names are content hashes, so an entry never goes stale; only a deletion
 * ends a file. This instance forgets a deleted image's files at once, other instances
 * within `maxAgeMs`.
 */
class FileCache {
  private readonly entries = new Map<string, CachedFile>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxAgeMs: number,
  ) {}

  get(name: string): MediaFile | undefined {
    const file = this.entries.get(name);
    if (!file) return undefined;
    this.delete(name, file);
    if (Date.now() - file.cachedAt > this.maxAgeMs) return undefined;
    this.entries.set(name, file);
    this.bytes += file.body.length;
    return file;
  }

  set(name: string, file: MediaFile) {
    // One file may take at most a quarter of the cache, so a few large ones cannot flush it.
    if (file.body.length > this.maxBytes / 4 || this.entries.has(name)) return;
    this.entries.set(name, { ...file, cachedAt: Date.now() });
    this.bytes += file.body.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest, old);
    }
  }

  dropPrefix(prefix: string) {
    for (const [name, file] of this.entries) if (name.startsWith(prefix)) this.delete(name, file);
  }

  private delete(name: string, file: MediaFile) {
    this.entries.delete(name);
    this.bytes -= file.body.length;
  }
}
