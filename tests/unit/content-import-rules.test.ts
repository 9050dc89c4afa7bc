import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY_ID, shippedRecords } from "#shared/content/editable";
import { AuditLog } from "#server/audit/audit-log";
import { ContentRepository } from "#server/content/repository";
import { ContentStore, EXPORT_FORMAT } from "#server/content/service";
import { type Db, openDatabase } from "#server/db";
import { createLogger } from "#server/logger";
import { aboutSeo } from "../support/content-fixtures";

/**
 * Issue 29, finding 3: an import follows the editor's rules. Fixed collections (SEO
 * records, product plans, company details) can only be changed, never added to; new
 * records go only where the editor has "Add", under ids the editor accepts; names a
 * plain object treats specially (__proto__, constructor) never. One refused record
 * refuses the whole file. On a real SQLite file.
 */

const ME = { label: "editor@example.com", id: 1 };

type Row = { collection: string; id: string; data: unknown };
const fileOf = (records: Row[]) => ({
  format: EXPORT_FORMAT,
  exportedAt: new Date().toISOString(),
  records,
  media: [],
});

const firstProject = () => [...shippedRecords("projects").values()][0] as Record<string, unknown>;
const projectRow = (slug: string): Row => ({
  collection: "projects",
  id: slug,
  data: { ...firstProject(), slug, name: `Project ${slug}` },
});
const company = () => shippedRecords("company").get(COMPANY_ID) as Record<string, unknown>;
const tracko = () => shippedRecords("products").get("tracko");

describe("content import follows the editor's rules", () => {
  let dataDir: string;
  let db: Db;
  let store: ContentStore;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "content-import-"));
    db = await openDatabase({ dataDir });
    store = new ContentStore({
      repository: new ContentRepository(db, () => new Date()),
      audit: new AuditLog(db, () => new Date()),
      logger: createLogger({ LOG_LEVEL: "silent" } as never),
      // The site has one page with an SEO record: /about_us.
      hooks: { seo: { shipped: { ids: () => ["about_us"], get: (id) => (id === "about_us" ? aboutSeo : undefined) } } },
    });
    // What the site has before each refused import: one published SEO change.
    expect(
      (await store.publish("seo", "about_us", { version: 0 }, ME, { ...aboutSeo, title: "Before the import" })).ok,
    ).toBe(true);
  });

  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const storedRows = () =>
    db.kysely
      .selectFrom("content_records")
      .select(["collection", "record_id", "version"])
      .orderBy("collection")
      .orderBy("record_id")
      .execute();

  /** Imports `rows` and expects a refusal whose errors include `message`, with nothing changed. */
  async function expectRefused(rows: Row[], message: string | RegExp) {
    const before = await storedRows();
    const counter = store.live().version;
    const result = await store.importAll(fileOf(rows), ME);
    expect(result.ok).toBe(false);
    const errors = (result as { errors: string[] }).errors;
    if (typeof message === "string") expect(errors).toContain(message);
    else
      expect(
        errors.some((e) => message.test(e)),
        errors.join("\n"),
      ).toBe(true);
    expect(await storedRows()).toEqual(before);
    expect(store.live().version).toBe(counter);
    expect(store.live().seo["/about_us"]?.title).toBe("Before the import");
    return errors;
  }

  it("refuses an SEO record for a page the site does not have", async () => {
    await expectRefused(
      [{ collection: "seo", id: "evil-page", data: aboutSeo }],
      "seo/evil-page: there is no such page; an import can only change the pages the site has.",
    );
  });

  it("refuses __proto__ as an SEO record, and pollutes nothing", async () => {
    await expectRefused(
      [{ collection: "seo", id: "__proto__", data: aboutSeo }],
      "seo/__proto__: there is no such page; an import can only change the pages the site has.",
    );
    expect(({} as Record<string, unknown>).title).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it("refuses a second company record and a product the site does not sell", async () => {
    await expectRefused(
      [{ collection: "company", id: "other", data: company() }],
      /^company\/other: there is no such record; an import can only change the company details/,
    );
    await expectRefused(
      [{ collection: "products", id: "other", data: tracko() }],
      /^products\/other: there is no such product; an import can only change/,
    );
  });

  it("refuses new records under ids a plain object treats specially", async () => {
    for (const id of ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty"]) {
      await expectRefused([projectRow(id)], new RegExp(`^projects/${id}: “${id}” cannot be used as an address`));
    }
  });

  it("refuses the whole file when one record is refused, and says so", async () => {
    const errors = await expectRefused(
      [
        projectRow("good-one"),
        { collection: "seo", id: "about_us", data: { ...aboutSeo, title: "From the file" } },
        { collection: "seo", id: "evil-page", data: aboutSeo },
      ],
      "seo/evil-page: there is no such page; an import can only change the pages the site has.",
    );
    expect(errors).toHaveLength(1);
    expect(store.live().projects.some((p) => p.slug === "good-one")).toBe(false);
  });

  it("imports changes to existing records of fixed collections and new records where the editor can add them", async () => {
    const result = await store.importAll(
      fileOf([
        projectRow("good-one"),
        { collection: "seo", id: "about_us", data: { ...aboutSeo, title: "From the file" } },
        { collection: "company", id: COMPANY_ID, data: { ...company(), tagline: "Imported tagline" } },
        { collection: "products", id: "tracko", data: tracko() },
      ]),
      ME,
    );
    expect(result).toEqual({ ok: true, count: 4 });
    expect(store.live().seo["/about_us"]?.title).toBe("From the file");
    expect(store.live().site.company.tagline).toBe("Imported tagline");
    expect((await store.get("projects", "good-one"))?.state).toBe("published");
  });

  it("does not let the editor add a record under such an id either", async () => {
    const project = projectRow("constructor").data;
    const result = await store.saveDraft("projects", "constructor", project, { version: 0 }, ME);
    expect(result).toMatchObject({ ok: false, reason: "invalid" });
    expect((result as { errors: Record<string, string[]> }).errors.slug?.[0]).toMatch(/cannot be used as an address/);
    expect(await store.get("projects", "constructor")).toBeUndefined();
  });
});
