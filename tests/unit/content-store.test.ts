import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LiveContent, shippedContent } from "#shared/content/editable";
import type { SeoRecord } from "#shared/content/schemas/seo";
import { AuditLog } from "#server/audit/audit-log";
import { ContentRepository } from "#server/content/repository";
import { ContentStore, type Publisher, RenderFailed } from "#server/content/service";
import { type Db } from "#server/db";
import { createLogger } from "#server/logger";
import { type TestSchema, databaseVariants } from "../support/postgres";
import { createTestDatabase, openTestDatabase, removeTestDatabase } from "../support/test-database";
import { aboutSeo } from "../support/content-fixtures";

/**
 * The content store on a real SQLite file and, with TEST_DATABASE_URL, on PostgreSQL:
 * drafts, publishing with revisions, optimistic concurrency, revert, restore, import,
 * and a render failure that publishes nothing. Two stores on one database stand in
 * for two instances.
 */

const ME = { label: "editor@example.com", id: 1 };
const OTHER = { label: "other@example.com", id: 2 };

/** Records what it was asked to render and serve; fails on demand. */
class FakePublisher implements Publisher {
  served: LiveContent = shippedContent;
  failWith: string | undefined;
  async render(content: LiveContent) {
    if (this.failWith) throw new RenderFailed(this.failWith);
    return { paths: ["/"], content };
  }
  apply(pages: { paths: readonly string[] }) {
    this.served = (pages as unknown as { content: LiveContent }).content;
  }
  release() {}
  readonly hasReleased = false;
  async renderPreview() {
    return { status: 200, html: "" };
  }
}

for (const variant of databaseVariants) {
  describe.skipIf(variant.skip)(`content store on ${variant.name}`, () => {
    let dataDir: string;
    let schema: TestSchema | undefined;
    let db: Db;
    let store: ContentStore;
    let second: ContentStore;
    let publisher: FakePublisher;
    let audit: AuditLog;

    const makeStore = () =>
      new ContentStore({
        repository: new ContentRepository(db, () => new Date()),
        audit,
        logger: createLogger({ LOG_LEVEL: "silent" } as never),
        // The site has one page with an SEO record: /about_us.
        hooks: {
          seo: { shipped: { ids: () => ["about_us"], get: (id) => (id === "about_us" ? aboutSeo : undefined) } },
        },
      });

    beforeAll(async () => {
      ({ dataDir, schema } = await createTestDatabase(variant.name, "content"));
      db = await openTestDatabase(dataDir, schema);
      audit = new AuditLog(db, () => new Date());
      store = makeStore();
      publisher = new FakePublisher();
      store.attach(publisher);
      second = makeStore();
    });

    afterAll(async () => {
      await db?.close();
      await removeTestDatabase(dataDir, schema);
    });

    it("lists shipped records with version 0 and a v0 entity tag", async () => {
      const list = await store.list("products");
      expect(list.map((r) => r.id)).toContain("tracko");
      const tracko = await store.get("products", "tracko");
      expect(tracko).toMatchObject({ state: "shipped", version: 0, etag: '"v0"', shipped: true });
    });

    it("refuses invalid data with errors by field, and stores nothing", async () => {
      const tracko = (await store.get("products", "tracko"))!;
      const bad = structuredClone(tracko.current) as { plans: { pricing: { price: number } }[] };
      bad.plans[0]!.pricing.price = -5;
      const result = await store.saveDraft("products", "tracko", bad, { version: 0 }, ME);
      expect(result).toMatchObject({ ok: false, reason: "invalid" });
      expect(Object.keys((result as { errors: object }).errors)).toContain("plans[0].pricing.price");
      expect((await store.get("products", "tracko"))!.version).toBe(0);
    });

    it("saves a draft without changing the site, then publishes it to every instance", async () => {
      const changed = { ...aboutSeo, title: "About us | Reptile" };
      const saved = await store.saveDraft("seo", "about_us", changed, { version: 0 }, ME);
      expect(saved.ok).toBe(true);
      const draft = (saved as { record: { version: number; state: string } }).record;
      expect(draft.state).toBe("draft");
      expect(store.live().seo["/about_us"]).toBeUndefined();

      const published = await store.publish("seo", "about_us", { version: draft.version }, ME);
      expect(published.ok).toBe(true);
      expect(store.live().seo["/about_us"]?.title).toBe("About us | Reptile");
      expect(publisher.served.seo["/about_us"]?.title).toBe("About us | Reptile");

      // The other instance learns of it from the database (what its poll or LISTEN triggers).
      expect(second.live().seo["/about_us"]).toBeUndefined();
      await second.refresh();
      expect(second.live().seo["/about_us"]?.title).toBe("About us | Reptile");
    });

    it("reads every record of a collection in full at once, as reading each one would", async () => {
      await store.saveDraft("products", "tracko", (await store.get("products", "tracko"))!.current, { version: 0 }, ME);
      for (const collection of ["seo", "products"] as const) {
        const views = await store.views(collection);
        expect(views.map((v) => v.id)).toEqual((await store.list(collection)).map((r) => r.id));
        expect(views).toEqual(await Promise.all(views.map((v) => store.get(collection, v.id))));
      }
      expect((await store.views("seo")).find((v) => v.id === "about_us")?.state).not.toBe("shipped");
    });

    it("tells the second of two editors that the record changed, and keeps the first one's save", async () => {
      const start = (await store.get("seo", "about_us"))!;
      const mine = await store.saveDraft(
        "seo",
        "about_us",
        { ...aboutSeo, title: "Mine" },
        { version: start.version },
        ME,
      );
      expect(mine.ok).toBe(true);
      const theirs = await second.saveDraft(
        "seo",
        "about_us",
        { ...aboutSeo, title: "Theirs" },
        { version: start.version },
        OTHER,
      );
      expect(theirs).toMatchObject({ ok: false, reason: "conflict" });
      expect((theirs as { current: { current: SeoRecord } }).current.current.title).toBe("Mine");
      // Knowing both, they may save over it deliberately, from the version they were shown.
      const current = (theirs as { current: { version: number } }).current.version;
      expect(
        (await second.saveDraft("seo", "about_us", { ...aboutSeo, title: "Theirs" }, { version: current }, OTHER)).ok,
      ).toBe(true);
      expect((await store.get("seo", "about_us"))!.current).toMatchObject({ title: "Theirs" });
      // Entity tags work the same way.
      expect(await store.saveDraft("seo", "about_us", aboutSeo, { etag: '"v1"' }, ME)).toMatchObject({
        reason: "conflict",
      });
    });

    it("keeps a revision of every publish and restores an older one into a draft, publishing nothing", async () => {
      const before = (await store.get("seo", "about_us"))!;
      const newer = { ...(before.current as SeoRecord), title: "About us, newer" };
      expect((await store.publish("seo", "about_us", { version: before.version }, ME, newer)).ok).toBe(true);
      const history = await store.history("seo", "about_us");
      expect(history.map((h) => h.action)).toEqual(["publish", "publish"]);
      expect((history[1]!.data as SeoRecord).title).toBe("About us | Reptile");
      const current = (await store.get("seo", "about_us"))!;
      // A restore from a stale form is refused like any other write.
      expect(
        await store.restore("seo", "about_us", history[1]!.id, { version: current.version - 1 }, ME),
      ).toMatchObject({
        ok: false,
        reason: "conflict",
      });
      const restored = await store.restore("seo", "about_us", history[1]!.id, { version: current.version }, ME);
      expect(restored.ok).toBe(true);
      const record = (restored as { record: { state: string; draftData: SeoRecord } }).record;
      expect(record.state).toBe("draft");
      expect(record.draftData.title).toBe("About us | Reptile");
      // The site still shows what was published; the history gains nothing until the draft is published.
      expect(store.live().seo["/about_us"]?.title).toBe("About us, newer");
      expect((await store.history("seo", "about_us")).length).toBe(2);
      const published = await store.publish(
        "seo",
        "about_us",
        { version: (await store.get("seo", "about_us"))!.version },
        ME,
      );
      expect(published.ok).toBe(true);
      expect(store.live().seo["/about_us"]?.title).toBe("About us | Reptile");
    });

    it("saves an unfinished draft with only its name and address, on either instance, and refuses it at Publish", async () => {
      // A new project with only its name (its address made from it): everything else is still empty.
      const draft = { name: "Half-done app", slug: "half-done-app" };
      const saved = await store.saveDraft("projects", "half-done-app", draft, { version: 0 }, ME, { unfinished: true });
      expect(saved).toMatchObject({ ok: true, record: { state: "new-draft" } });
      // The draft lives in the database: the other instance reads it as saved.
      const there = (await second.get("projects", "half-done-app"))!;
      expect(there.draftData).toEqual(draft);
      const version = there.version;
      // Publish checks everything and names each missing field; nothing is published.
      const refused = await second.publish("projects", "half-done-app", { version }, OTHER);
      expect(refused).toMatchObject({ ok: false, reason: "invalid" });
      const missing = Object.keys((refused as { errors: object }).errors);
      expect(missing).toEqual(expect.arrayContaining(["company", "summary"]));
      expect(missing).not.toContain("name");
      expect(store.live().projects.some((p) => p.slug === "half-done-app")).toBe(false);

      // Without a valid name or address nothing is saved, and only those are named.
      const nameless = await store.saveDraft("projects", "no-name", { slug: "no-name", name: "" }, { version: 0 }, ME, {
        unfinished: true,
      });
      expect(nameless).toMatchObject({ ok: false, reason: "invalid" });
      expect(Object.keys((nameless as { errors: object }).errors)).toEqual(["name"]);
      expect(await store.get("projects", "no-name")).toBeUndefined();
      // The content API's drafts stay whole: without `unfinished` the same draft is refused.
      expect(
        await store.saveDraft("projects", "half-done-app", { ...draft, company: "" }, { version }, ME),
      ).toMatchObject({ ok: false, reason: "invalid" });
    });

    it("publishes nothing when a page cannot be rendered, and says why", async () => {
      const view = (await store.get("seo", "about_us"))!;
      publisher.failWith = "/about_us: the page answered 500";
      const result = await store.publish("seo", "about_us", { version: view.version }, ME, {
        ...aboutSeo,
        title: "Broken",
      });
      publisher.failWith = undefined;
      expect(result).toEqual({ ok: false, reason: "render-failed", message: "/about_us: the page answered 500" });
      expect((await store.get("seo", "about_us"))!.version).toBe(view.version);
      expect(store.live().seo["/about_us"]?.title).toBe("About us | Reptile");
    });

    it("reverts to the shipped version", async () => {
      const view = (await store.get("seo", "about_us"))!;
      expect((await store.revert("seo", "about_us", { version: view.version }, ME)).ok).toBe(true);
      expect(store.live().seo["/about_us"]).toBeUndefined();
      expect((await store.get("seo", "about_us"))!.state).toBe("shipped");
      expect((await store.history("seo", "about_us"))[0]!.action).toBe("revert");
    });

    it("adds a new project only under its own slug, hidden until made visible", async () => {
      const template = { ...((await store.get("projects", (await store.list("projects"))[0]!.id))!.current as object) };
      const project = { ...template, slug: "acme-crm", name: "Acme CRM", visible: true, order: 5 };
      expect(await store.saveDraft("projects", "other-slug", project, { version: 0 }, ME)).toMatchObject({
        reason: "invalid",
      });
      const result = await store.publish("projects", "acme-crm", { version: 0 }, ME, project);
      expect(result.ok).toBe(true);
      expect(store.live().projects[0]!.slug).toBe("acme-crm");
    });

    it("exports everything and imports it back; a file with one invalid record changes nothing", async () => {
      const file = await store.exportAll(ME);
      expect(file.records.map((r) => `${r.collection}/${r.id}`)).toContain("projects/acme-crm");
      const broken = structuredClone(file);
      (broken.records[0]!.data as { name: string }).name = "";
      const refused = await store.importAll(broken, ME);
      expect(refused.ok).toBe(false);
      expect((refused as { errors: string[] }).errors[0]).toMatch(/records\[0\] \(projects\/acme-crm\) at name/);
      expect(store.live().projects[0]!.name).toBe("Acme CRM");

      const emptied = await store.importAll({ ...file, records: [] }, ME);
      expect(emptied).toEqual({ ok: true, count: 0 });
      expect(store.live().projects.some((p) => p.slug === "acme-crm")).toBe(false);
      expect((await store.importAll(file, ME)).ok).toBe(true);
      expect(store.live().projects[0]!.slug).toBe("acme-crm");
      expect(await store.importAll({ format: "something-else", records: [] }, ME)).toMatchObject({ ok: false });
    });

    it("publishes a scheduled post once, from whichever store claims it, dated and signed", async () => {
      const post = {
        id: "scheduled-post",
        slug: "scheduled-post",
        title: "A scheduled post",
        summary: "A post that waits for its time and is then published exactly once by one instance.",
        body: "## Hello\n\nText.",
        tags: ["planning"],
        status: "published" as const,
      };
      const soon = new Date(Date.now() + 1_000);
      const result = await store.schedule("posts", post.id, post, { version: 0 }, { ...ME, name: "Asha Editor" }, soon);
      expect(result.ok).toBe(true);
      expect((result as { record: { scheduledAt: string } }).record.scheduledAt).toBe(soon.toISOString());
      expect(
        await store.schedule("posts", post.id, post, { force: true }, ME, new Date(Date.now() - 1000)),
      ).toMatchObject({ reason: "invalid" });
      expect(await Promise.all([store.publishDue(), second.publishDue()])).toEqual([0, 0]);

      await new Promise((r) => setTimeout(r, 1_100));
      second.attach(new FakePublisher());
      const counts = await Promise.all([store.publishDue(), second.publishDue()]);
      expect(counts.sort()).toEqual([0, 1]);
      expect(await store.history("posts", post.id)).toHaveLength(1);
      await store.refresh();
      const live = store.live().posts.find((p) => p.id === post.id)!;
      expect(live.authorName).toBe("Asha Editor");
      expect(live.publishedAt).toBeDefined();
      expect((await store.get("posts", post.id))!.scheduledAt).toBeNull();

      // A new slug keeps the old one as a redirect; the first publish date stays.
      const renamed = await store.publish("posts", post.id, { force: true }, ME, { ...live, slug: "renamed-post" });
      expect(renamed.ok).toBe(true);
      const after = store.live().posts.find((p) => p.id === post.id)!;
      expect(after.previousSlugs).toEqual(["scheduled-post"]);
      expect(after.publishedAt).toBe(live.publishedAt);
      expect(after.updatedAt).toBeDefined();
    });

    it("audits every change", async () => {
      const { items } = await audit.list({}, { limit: 200, offset: 0 });
      const actions = new Set(items.map((e) => e.action));
      for (const action of [
        "content.draft_saved",
        "content.published",
        "content.restored",
        "content.reverted",
        "content.exported",
        "content.imported",
        "content.scheduled",
        "content.published_on_schedule",
      ]) {
        expect(actions).toContain(action);
      }
    });
  });
}
