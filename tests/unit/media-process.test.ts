import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_MAX_BYTES, MEDIA_TOO_LARGE, mediaSources, variantWidths } from "#shared/lib/media";
import { AuditLog } from "#server/audit/audit-log";
import { type Db } from "#server/db";
import { ContentRepository } from "#server/content/repository";
import { MediaLibrary, type MediaUse, REFERENCED_MESSAGE } from "#server/media/library";
import { type ProcessedUpload, UPLOAD_MESSAGES, processUpload } from "#server/media/process";
import { PHP_SHELL as PHP, bombPng } from "../support/media";
import { type TestSchema, databaseVariants } from "../support/postgres";
import { createTestDatabase, openTestDatabase, removeTestDatabase } from "../support/test-database";

/**
 * The image library's upload checks and re-encoding (server/media/process.ts) with
 * real images made by sharp here, hostile files among them, and the library that
 * stores them (server/media/library.ts) on a real database: a refused file leaves
 * nothing behind.
 */

const NOT_AN_IMAGE = "This file is not a PNG, JPEG, WebP or AVIF image.";
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100"/></svg>',
);
const ACTING = { user: { id: 1, email: "editor@example.com" }, ip: "203.0.113.9" };

function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });
}

async function expectClean(result: ProcessedUpload, secrets: string[] = []) {
  for (const variant of result.variants) {
    const meta = await sharp(variant.body).metadata();
    expect(meta.exif, variant.name).toBeUndefined();
    expect(meta.xmp, variant.name).toBeUndefined();
    expect(meta.iptc, variant.name).toBeUndefined();
    expect(meta.icc, variant.name).toBeUndefined();
    for (const secret of secrets)
      expect(variant.body.includes(secret), `${variant.name} contains ${secret}`).toBe(false);
  }
}

async function accepted(bytes: Buffer, name: string): Promise<ProcessedUpload> {
  const result = await processUpload(bytes, name);
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result;
}

async function refusal(bytes: Buffer, name: string): Promise<string> {
  const result = await processUpload(bytes, name);
  if (result.ok) throw new Error(`${name} was accepted`);
  return result.message;
}

describe("processUpload: real images", () => {
  it("accepts a PNG, keeps its own width below 1600, and makes AVIF and WebP of each width", async () => {
    const png = await photo(1200, 800).png().toBuffer();
    const result = await accepted(png, "diagram.png");
    expect(result.sourceType).toBe("png");
    expect(result.hash).toMatch(/^[a-f0-9]{20}$/);
    expect([result.width, result.height]).toEqual([1200, 800]);
    expect(result.variants.map((v) => v.name)).toEqual(
      [480, 960, 1200].flatMap((w) => [`${result.hash}-${w}.avif`, `${result.hash}-${w}.webp`]),
    );
    for (const variant of result.variants) {
      const meta = await sharp(variant.body).metadata();
      expect(meta.format === "heif" ? `image/avif:${meta.compression}` : `image/${meta.format}`).toBe(
        variant.type === "image/avif" ? "image/avif:av1" : variant.type,
      );
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      expect(variant.height).toBe(Math.round((variant.width * 800) / 1200));
    }
    await expectClean(result);
  });

  it("accepts a JPEG, turns it upright and strips its EXIF (camera, GPS)", async () => {
    // 3200 × 1800 stored sideways (orientation 6): upright it is 1800 × 3200.
    const jpeg = await photo(3200, 1800)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: "SecretCam", Copyright: "Private Person" },
        IFD3: { GPSLatitudeRef: "N", GPSLongitudeRef: "E" },
      })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.exif?.length).toBeGreaterThan(0);
    expect(jpeg.includes("SecretCam")).toBe(true);

    const result = await accepted(jpeg, "IMG_0001.JPG");
    expect(result.sourceType).toBe("jpeg");
    // Capped at 1600 wide, never upscaled, upright.
    expect([result.width, result.height]).toEqual([1600, Math.round((1600 * 3200) / 1800)]);
    expect(result.variants.map((v) => v.width)).toEqual([480, 480, 960, 960, 1600, 1600]);
    await expectClean(result, ["SecretCam", "Private Person", "Exif"]);
  });

  it("accepts a WebP with transparency", async () => {
    const webp = await sharp({
      create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .webp()
      .toBuffer();
    const result = await accepted(webp, "logo.webp");
    expect(result.sourceType).toBe("webp");
    expect(result.variants.map((v) => v.name)).toEqual([`${result.hash}-300.avif`, `${result.hash}-300.webp`]);
    expect((await sharp(result.variants[1]!.body).metadata()).hasAlpha).toBe(true);
    await expectClean(result);
  });

  it("accepts an AVIF (sharp reads it as HEIF with AV1 compression)", async () => {
    const avif = await photo(2000, 1000).avif().toBuffer();
    expect(await sharp(avif).metadata()).toMatchObject({ format: "heif", compression: "av1" });
    const result = await accepted(avif, "banner.avif");
    expect(result.sourceType).toBe("avif");
    expect([result.width, result.height]).toEqual([1600, 800]);
    await expectClean(result);
  });

  it("gives the same name to the same bytes, whatever the file is called", async () => {
    const png = await photo(100, 100).png().toBuffer();
    expect((await accepted(png, "a.png")).hash).toBe((await accepted(png, "b.png")).hash);
  });
});

describe("processUpload: refusals", () => {
  it("refuses PHP code named x.png, naming what it found", async () => {
    const message = await refusal(PHP, "x.png");
    expect(message).toContain(NOT_AN_IMAGE);
    expect(message).toContain("PHP code");
    expect(message).toContain(".png");
  });

  it("refuses a 50 MB file by its size, before looking inside", async () => {
    const big = Buffer.alloc(50 * 1024 * 1024);
    (await photo(20, 20).png().toBuffer()).copy(big);
    expect(await refusal(big, "huge.png")).toBe(MEDIA_TOO_LARGE);
    expect(await refusal(Buffer.alloc(MEDIA_MAX_BYTES + 1), "just-over.jpg")).toBe(MEDIA_TOO_LARGE);
  });

  it("refuses an SVG (with a script in it), whatever its name", async () => {
    expect(await refusal(SVG, "logo.svg")).toBe(
      "SVG images are not accepted: they can carry scripts. Export it as PNG or WebP.",
    );
    expect(await refusal(SVG, "logo.png")).toBe(UPLOAD_MESSAGES.svg);
  });

  it("refuses a decompression bomb from its header, quickly and clearly", async () => {
    const bomb = bombPng(50_000, 50_000);
    expect(bomb.length).toBeLessThan(20_000);
    const started = performance.now();
    const message = await refusal(bomb, "innocent.png");
    expect(performance.now() - started).toBeLessThan(1000);
    expect(message).toBe(UPLOAD_MESSAGES.tooBig(50_000, 50_000));
    expect(message).toContain("50,000 × 50,000 pixels");
    expect(message).toContain("40 megapixels");
    // Within each side's limit, but over the pixel count.
    expect(await refusal(bombPng(8_000, 8_000), "square.png")).toContain("8,000 × 8,000 pixels");
  });

  it("refuses an animated WebP", async () => {
    const frames = Buffer.alloc(32 * 96 * 3, 200);
    frames.fill(10, 0, 32 * 32 * 3);
    const animated = await sharp(frames, { raw: { width: 32, height: 96, channels: 3, pageHeight: 32 } })
      .webp({ loop: 0 })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBeGreaterThan(1);
    expect(await refusal(animated, "spinner.webp")).toBe(UPLOAD_MESSAGES.animated);
  });

  it("names other image types, and says what to do", async () => {
    const gif = await photo(40, 40).gif().toBuffer();
    expect(await refusal(gif, "anim.gif")).toBe(
      `${NOT_AN_IMAGE} Its contents are a GIF image. Open it in an image editor and export it as PNG, JPEG or WebP.`,
    );
    const tiff = await photo(40, 40).tiff().toBuffer();
    expect(await refusal(tiff, "scan.jpg")).toContain("a TIFF image, although its name ends in .jpg");
    expect(await refusal(Buffer.from("%PDF-1.7\n..."), "brochure.pdf")).toContain("a PDF document");
    expect(await refusal(Buffer.from("<!DOCTYPE html><html><script>x</script></html>"), "page.webp")).toContain(
      "a web page (HTML)",
    );
    expect(await refusal(Buffer.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), "noise.png")).toContain(
      "of a kind we do not recognise",
    );
  });

  it("refuses an empty file, a tiny image and a damaged one", async () => {
    expect(await refusal(Buffer.alloc(0), "empty.png")).toBe(UPLOAD_MESSAGES.empty);
    expect(await refusal(await photo(8, 8).png().toBuffer(), "dot.png")).toBe(UPLOAD_MESSAGES.tooSmall(8, 8));
    const jpeg = await photo(400, 300).jpeg().toBuffer();
    expect(await refusal(jpeg.subarray(0, 40), "cut.jpg")).toBe(UPLOAD_MESSAGES.unreadable);
  });
});

describe("mediaSources", () => {
  it("lists every stored width of both formats for a library image", () => {
    const hash = "0123456789abcdef0123";
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(3000)).toEqual([480, 960, 1600]);
    expect(variantWidths(960)).toEqual([480, 960]);
    expect(variantWidths(300)).toEqual([300]);
    expect(mediaSources({ src: `/media/${hash}-1200.webp`, width: 1200, height: 800 })).toEqual({
      avif: `/media/${hash}-480.avif 480w, /media/${hash}-960.avif 960w, /media/${hash}-1200.avif 1200w`,
      webp: `/media/${hash}-480.webp 480w, /media/${hash}-960.webp 960w, /media/${hash}-1200.webp 1200w`,
    });
    expect(mediaSources({ src: `/media/${hash}-300.webp`, width: 300, height: 200 })?.avif).toBe(
      `/media/${hash}-300.avif 300w`,
    );
  });

  it("is undefined for any other image", () => {
    expect(mediaSources({ src: "/images/team.webp", width: 800, height: 600 })).toBeUndefined();
    expect(mediaSources({ src: "/media/0123456789abcdef0123-800.avif", width: 800, height: 600 })).toBeUndefined();
    expect(mediaSources({ src: "/media/0123456789abcdef0123-800.webp", width: 1600, height: 600 })).toBeUndefined();
  });
});

for (const variant of databaseVariants) {
  describe.skipIf(variant.skip)(`the media library on ${variant.name}`, () => {
    let dataDir: string;
    let schema: TestSchema | undefined;
    let db: Db;
    let audit: AuditLog;
    let library: MediaLibrary;
    let clock = new Date("2026-11-26T06:00:00.000Z");
    const now = () => clock;

    const counts = async () => {
      const [assets, files] = await Promise.all([
        db.kysely
          .selectFrom("media_assets")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow(),
        db.kysely
          .selectFrom("media_files")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow(),
      ]);
      return { assets: Number(assets.n), files: Number(files.n) };
    };
    const mediaAudit = async () =>
      (await audit.list({}, { limit: 100, offset: 0 })).items.filter((e) => e.action.startsWith("media."));

    beforeAll(async () => {
      ({ dataDir, schema } = await createTestDatabase(variant.name, "media"));
      db = await openTestDatabase(dataDir, schema);
      audit = new AuditLog(db, now);
      library = new MediaLibrary(db, now, audit);
    });

    afterAll(async () => {
      await db?.close();
      await removeTestDatabase(dataDir, schema);
    });

    it("stores nothing for any refused upload", async () => {
      const good = await photo(200, 100).png().toBuffer();
      const refused = [
        { bytes: PHP, name: "x.png", alt: "A picture" },
        { bytes: Buffer.alloc(50 * 1024 * 1024), name: "huge.png", alt: "A picture" },
        { bytes: SVG, name: "logo.svg", alt: "Logo" },
        { bytes: bombPng(50_000, 50_000), name: "bomb.png", alt: "Grey" },
        { bytes: good, name: "ok.png", alt: "   " },
        { bytes: good, name: "ok.png", alt: "x".repeat(251) },
      ];
      for (const upload of refused) {
        const result = await library.add({ bytes: upload.bytes, originalName: upload.name }, upload.alt, ACTING);
        expect(result.ok, upload.name).toBe(false);
      }
      expect(await counts()).toEqual({ assets: 0, files: 0 });
      expect(await mediaAudit()).toEqual([]);
    });

    it("reports the file's and the alt text's problems together", async () => {
      const result = await library.add({ bytes: PHP, originalName: "x.png" }, "", ACTING);
      expect(result).toMatchObject({
        ok: false,
        errors: { file: expect.stringContaining("PHP code"), alt: expect.stringContaining("alt text") },
      });
    });

    it("stores an image with its files in one go, lists it newest first and serves its files", async () => {
      const first = await library.add(
        { bytes: await photo(1000, 500).png().toBuffer(), originalName: "C:\\Users\\me\\first.png" },
        "  The first\nimage ",
        ACTING,
      );
      clock = new Date(clock.getTime() + 60_000);
      const second = await library.add(
        { bytes: await photo(400, 400).jpeg().toBuffer(), originalName: "second.jpg" },
        "The second image",
        ACTING,
      );
      if (!first.ok || !second.ok) throw new Error("refused");
      expect(first.existing).toBe(false);
      expect(first.item).toMatchObject({
        alt: "The first image",
        width: 1000,
        height: 500,
        originalName: "first.png",
        sourceType: "png",
        createdBy: ACTING.user.email,
      });
      expect(first.item.src).toBe(`/media/${first.item.hash}-1000.webp`);
      expect(await counts()).toEqual({ assets: 2, files: 6 + 2 });

      const listed = await library.list();
      expect(listed.map((i) => i.id)).toEqual([second.item.id, first.item.id]);
      expect(listed[1]).toEqual(first.item);

      const file = await library.file(`${first.item.hash}-480.avif`);
      expect(file?.type).toBe("image/avif");
      expect((await sharp(file!.body).metadata()).width).toBe(480);
      expect((await library.file(`${first.item.hash}-1000.webp`))?.type).toBe("image/webp");
      expect(await library.file(`${first.item.hash}-1600.webp`)).toBeUndefined();
      expect(await library.file("../site.db")).toBeUndefined();

      const entries = await mediaAudit();
      expect(entries.map((e) => e.action)).toEqual(["media.upload", "media.upload"]);
      expect(entries[1]).toMatchObject({
        actor: ACTING.user.email,
        ip: ACTING.ip,
        target: `image ${first.item.id} (first.png)`,
      });
    });

    it("gives back the stored image when the same bytes come again", async () => {
      const bytes = await photo(1000, 500).png().toBuffer();
      const before = await counts();
      const again = await library.add({ bytes, originalName: "copy.png" }, "Another description", ACTING);
      expect(again).toMatchObject({
        ok: true,
        existing: true,
        item: { originalName: "first.png", alt: "The first image" },
      });
      expect(await counts()).toEqual(before);
    });

    it("changes the alt text (audited) and refuses an empty one", async () => {
      const [item] = await library.list();
      expect(await library.updateAlt(item!.id, "", ACTING)).toMatchObject({
        ok: false,
        errors: { alt: expect.any(String) },
      });
      expect(await library.updateAlt(999_999, "Anything", ACTING)).toEqual({ ok: false, missing: true });
      const result = await library.updateAlt(item!.id, "A square photo", ACTING);
      expect(result).toMatchObject({ ok: true, item: { alt: "A square photo" } });
      expect((await library.get(item!.id))?.alt).toBe("A square photo");
      const [entry] = await mediaAudit();
      expect(entry).toMatchObject({
        action: "media.alt_changed",
        details: { from: "The second image", to: "A square photo" },
      });
    });

    it("refuses to delete an image that a draft or published content uses, and says where it is used", async () => {
      const [item] = await library.list();
      const name = `${item!.hash}-400.webp`;
      expect(await library.file(name)).toBeDefined(); // now in the memory cache too
      const content = new ContentRepository(db, now);
      const uses = (data: unknown) => ({ cover: { src: item!.src }, data });
      const use = (over: Partial<MediaUse>) =>
        new Map([
          [
            item!.hash,
            [{ collection: "projects", recordId: "with-photo", published: false, draft: false, revisions: 0, ...over }],
          ],
        ]);
      expect(await library.uses([item!.hash])).toEqual(new Map());

      const draft = await content.write("projects", "with-photo", 0, { draft: uses(1), actor: ACTING.user.email });
      expect(await library.uses([item!.hash])).toEqual(use({ draft: true }));
      expect(await library.remove(item!.id, ACTING)).toEqual({ ok: false, message: REFERENCED_MESSAGE });

      const published = await content.write("projects", "with-photo", draft!.version, {
        draft: null,
        published: uses(2),
        actor: ACTING.user.email,
        revision: "publish",
      });
      expect(await library.uses([item!.hash])).toEqual(use({ published: true, revisions: 1 }));
      expect(await library.remove(item!.id, ACTING)).toEqual({ ok: false, message: REFERENCED_MESSAGE });
      expect(await library.get(item!.id)).toBeDefined();

      // Only an earlier revision uses it now: the page asks first, and the library deletes it.
      await content.write("projects", "with-photo", published!.version, {
        published: { cover: null },
        actor: ACTING.user.email,
        revision: "publish",
      });
      expect(await library.uses([item!.hash])).toEqual(use({ revisions: 1 }));
    });

    it("deletes an image no draft or published record uses, with its files (audited)", async () => {
      const [item] = await library.list();
      const name = `${item!.hash}-400.webp`;
      expect(await library.remove(item!.id, ACTING)).toMatchObject({ ok: true, item: { id: item!.id } });
      expect(await library.get(item!.id)).toBeUndefined();
      expect(await library.file(name)).toBeUndefined();
      expect(await counts()).toEqual({ assets: 1, files: 6 });
      expect((await mediaAudit())[0]).toMatchObject({
        action: "media.removed",
        target: `image ${item!.id} (second.jpg)`,
      });
      expect(await library.remove(item!.id, ACTING)).toEqual({ ok: false, missing: true });
    });
  });
}
