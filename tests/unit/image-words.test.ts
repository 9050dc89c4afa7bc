import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MediaOption, parseForm } from "#app/admin/content/schema-form.server";
import { postHooks, unnamedImagesMessage } from "#server/content/hooks/posts";
import { ContentRepository } from "#server/content/repository";
import { checkImport, EXPORT_FORMAT } from "#server/content/transfer";
import { type Db, migrate } from "#server/db";
import { renderMarkdown } from "#server/markdown/render";
import { allCollections } from "#shared/content/collections";
import { ALT_MESSAGE } from "#shared/content/schemas/common";
import { altOf } from "#shared/lib/alt";
import { type TestSchema, databaseVariants } from "../support/postgres";
import { createTestDatabase, openTestDatabase, removeTestDatabase } from "../support/test-database";

/**
 * Images keep their words (issue 35): every content image has alt text or is marked
 * decorative, by a rule of the image's schema, so Publish, the content API and imports
 * refuse the same records; a library image picked without words takes the library's
 * description; a post's Markdown image needs its words too; and the records stored before
 * (library images live with alt="") are given their library descriptions by migration 014.
 */

type Path = (string | number)[];

/** Every image in a value: its path and the image. */
function imagesIn(value: unknown, path: Path = []): { path: Path; image: Record<string, unknown> }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => imagesIn(v, [...path, i]));
  if (typeof value !== "object" || value === null) return [];
  const node = value as Record<string, unknown>;
  if (typeof node.src === "string" && typeof node.alt === "string" && typeof node.width === "number")
    return [{ path, image: node }];
  return Object.entries(node).flatMap(([k, v]) => imagesIn(v, [...path, k]));
}

function withImageAt(record: unknown, path: Path, image: Record<string, unknown>): unknown {
  const copy = structuredClone(record) as Record<string | number, unknown>;
  let at = copy;
  for (const segment of path.slice(0, -1)) at = at[segment] as Record<string | number, unknown>;
  at[path.at(-1)!] = image;
  return copy;
}

/** One shipped record of each collection that has images, and the path of its first one. */
const withImages = allCollections.flatMap((collection) => {
  for (const [id, record] of collection.shipped?.() ?? []) {
    const [first] = imagesIn(record);
    if (first) return [{ collection, id, record, path: first.path, image: first.image }];
  }
  return [];
});

describe("an image without words", () => {
  it("is found in the collections that have images (projects at least)", () => {
    expect(withImages.map((c) => c.collection.name)).toContain("projects");
  });

  for (const { collection, id, record, path, image } of withImages) {
    it(`${collection.name}/${id}: refused at ${path.join(".")}.alt unless marked decorative`, () => {
      const unnamed = collection.schema.safeParse(withImageAt(record, path, { ...image, alt: " ", decorative: false }));
      expect(unnamed.success).toBe(false);
      const issue = unnamed.error!.issues.find((i) => i.path.join(".") === [...path, "alt"].join("."));
      expect(issue?.message).toBe(ALT_MESSAGE);
      const decorative = collection.schema.safeParse(
        withImageAt(record, path, { ...image, alt: "", decorative: true }),
      );
      expect(decorative.success).toBe(true);
    });

    it(`${collection.name}/${id}: an import with it is refused, naming the field`, async () => {
      const file = {
        format: EXPORT_FORMAT,
        records: [
          {
            collection: collection.name,
            id,
            data: withImageAt(record, path, { ...image, alt: "", decorative: false }),
          },
        ],
        media: [],
      };
      const checked = await checkImport(file, {});
      expect(checked.ok).toBe(false);
      expect(JSON.stringify(checked)).toContain(ALT_MESSAGE);
    });
  }

  it("is drawn with an empty alt only when decorative", () => {
    expect(altOf({ alt: "A map", decorative: true })).toBe("");
    expect(altOf({ alt: "A map" })).toBe("A map");
  });
});

describe("a library image picked in the form", () => {
  const projects = allCollections.find((c) => c.name === "projects")!;
  const media: MediaOption[] = [
    {
      src: "/media/aaaaaaaaaaaaaaaaaaaa-960.webp",
      width: 960,
      height: 540,
      alt: "Harbour at dusk",
      label: "Harbour at dusk (960×540)",
    },
  ];
  const form = (alt: string, decorative?: boolean) =>
    new URLSearchParams([
      ["cardImage.src", media[0]!.src],
      ["cardImage.alt", alt],
      ["cardImage.width", "1"],
      ["cardImage.height", "1"],
      ...(decorative ? [["cardImage.decorative", "on"] as [string, string]] : []),
    ]);
  const cardOf = (params: URLSearchParams) =>
    (parseForm(projects.schema, params, { media }).value as { cardImage: unknown }).cardImage;

  it("takes the library's description when its alt text was left empty (as picking it does with scripts)", () => {
    expect(cardOf(form(""))).toEqual({ src: media[0]!.src, width: 960, height: 540, alt: "Harbour at dusk" });
  });

  it("keeps words written for this use, and a decorative image stays without", () => {
    expect(cardOf(form("The harbour, cropped to the boats"))).toMatchObject({
      alt: "The harbour, cropped to the boats",
    });
    expect(cardOf(form("", true))).toEqual({ src: media[0]!.src, width: 960, height: 540, alt: "", decorative: true });
  });
});

describe("a post's Markdown image", () => {
  const hooks = postHooks({ renderMarkdown: (body) => renderMarkdown(body) });
  const post = (body: string) => ({ body }) as Parameters<NonNullable<typeof hooks.checkPublishable>>[0];

  it("without alt text is refused at Publish, named by its address", async () => {
    const src = "/media/aaaaaaaaaaaaaaaaaaaa-960.webp";
    expect(await hooks.checkPublishable!(post(`Intro.\n\n![](${src})\n`))).toEqual({
      body: [unnamedImagesMessage([src])],
    });
    expect(unnamedImagesMessage([src])).toContain(src);
  });

  it("with its words is published", async () => {
    expect(
      await hooks.checkPublishable!(post("Intro.\n\n![A field team at work](/media/aaaaaaaaaaaaaaaaaaaa-960.webp)\n")),
    ).toBeUndefined();
  });
});

for (const variant of databaseVariants) {
  describe.skipIf(variant.skip)(`migration 014 on ${variant.name}`, () => {
    let dataDir: string;
    let schema: TestSchema | undefined;
    let db: Db;
    beforeAll(async () => {
      ({ dataDir, schema } = await createTestDatabase(variant.name, "imagewords"));
      db = await openTestDatabase(dataDir, schema);
    });
    afterAll(async () => {
      await db?.close();
      await removeTestDatabase(dataDir, schema);
    });

    it("gives the stored library images without words their library descriptions", async () => {
      const step = (to: string) => migrate(db.kysely, db.dialect, schema?.schema, (m) => m.migrateTo(to));
      expect((await step("2026-11-27-011-pending-uploads")).error).toBeUndefined();
      await db.kysely
        .insertInto("media_assets")
        .values({
          hash: "aaaaaaaaaaaaaaaaaaaa",
          original_name: "harbour.png",
          alt: "Harbour at dusk",
          width: 960,
          height: 540,
          source_type: "png",
          source_bytes: 1,
          created_by: "editor@example.com",
          created_at: new Date().toISOString(),
        })
        .execute();
      const repo = new ContentRepository(db, () => new Date());
      const picked = { src: "/media/aaaaaaaaaaaaaaaaaaaa-960.webp", width: 960, height: 540, alt: "" };
      const shipped = { src: "/images/portfolio/x.svg", width: 10, height: 10, alt: "" };
      await repo.write("projects", "new-app", 0, {
        published: { cardImage: picked, sliderImages: [picked, { ...picked, decorative: true }, shipped] },
        draft: { cardImage: { ...picked, alt: "Words of my own" } },
        actor: "editor@example.com",
        revision: "publish",
      });
      const before = await repo.publishCounter();

      expect((await migrate(db.kysely, db.dialect, schema?.schema, (m) => m.migrateToLatest())).error).toBeUndefined();
      const row = (await repo.get("projects", "new-app"))!;
      expect(JSON.parse(row.published!)).toEqual({
        cardImage: { ...picked, alt: "Harbour at dusk" },
        sliderImages: [{ ...picked, alt: "Harbour at dusk" }, { ...picked, decorative: true }, shipped],
      });
      expect(JSON.parse(row.draft!)).toEqual({ cardImage: { ...picked, alt: "Words of my own" } });
      // Other instances hear of it.
      expect(await repo.publishCounter()).toBe(before + 1);
    });
  });
}
