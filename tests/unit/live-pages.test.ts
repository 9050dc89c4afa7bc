import { describe, expect, it } from "vitest";
import { COMPANY_ID, company } from "#shared/content/collections/company";
import { type LiveContent, shippedContent } from "#shared/content/editable";
import { LivePages } from "#server/content/live-pages";
import { onePageOfEachKind } from "#server/content/publisher";
import type { ContentRepository } from "#server/content/repository";
import type { Publisher, RenderedPages } from "#server/content/types";
import { createLogger } from "#server/logger";

/** A publisher whose renders wait until the test lets them finish, recording the order of its calls. */
class HeldPublisher implements Publisher {
  calls: string[] = [];
  private finish: (() => void)[] = [];
  async render(content: LiveContent): Promise<RenderedPages> {
    this.calls.push(`render ${content.version}`);
    await new Promise<void>((resolve) => this.finish.push(resolve));
    return { paths: [] };
  }
  apply() {
    this.calls.push("apply");
  }
  release(content: LiveContent, previous: LiveContent) {
    this.calls.push(`release ${previous.version} → ${content.version}`);
  }
  readonly hasReleased = false;
  async renderPreview() {
    return { status: 200, html: "" };
  }
  /** Lets the renders started so far finish. */
  letFinish() {
    for (const resolve of this.finish.splice(0)) resolve();
  }
}

const newPhone = { display: "+91 90000 11101", tel: "+919000011101" };

describe("another instance's publish (LivePages.refresh)", () => {
  it("serves the new content at once, the changed pages rendered by the server until their files are ready", async () => {
    const details = company.shipped!().get(COMPANY_ID)!;
    const published = { company: { [COMPANY_ID]: { ...details, phones: [newPhone, ...details.phones.slice(1)] } } };
    const repository = {
      publishCounter: async () => 1,
      published: async () => ({ records: published, counter: 1 }),
    } as unknown as ContentRepository;
    const live = new LivePages(repository, createLogger({ LOG_LEVEL: "silent" } as never));
    const publisher = new HeldPublisher();
    live.attach(publisher);
    expect(live.content).toBe(shippedContent);

    const refreshed = live.refresh();
    await expect.poll(() => publisher.calls).toContain("render 1");
    // The pages are not rendered yet, and yet the instance already serves the phone number.
    expect(publisher.calls).toEqual(["release 0 → 1", "render 1"]);
    expect(live.content.site.company.phones[0]).toEqual(newPhone);
    expect(live.appliedCounter).toBe(1);

    publisher.letFinish();
    await refreshed;
    expect(publisher.calls).toEqual(["release 0 → 1", "render 1", "apply"]);
  });

  it("makes a second publish live while the pages of the first are still rendering", async () => {
    const details = company.shipped!().get(COMPANY_ID)!;
    let counter = 1;
    const phoneOf = (n: number) => ({ display: `+91 90000 1110${n}`, tel: `+91900001110${n}` });
    const repository = {
      publishCounter: async () => counter,
      published: async () => ({
        records: { company: { [COMPANY_ID]: { ...details, phones: [phoneOf(counter)] } } },
        counter,
      }),
    } as unknown as ContentRepository;
    const live = new LivePages(repository, createLogger({ LOG_LEVEL: "silent" } as never));
    const publisher = new HeldPublisher();
    live.attach(publisher);

    const first = live.refresh();
    await expect.poll(() => publisher.calls).toContain("render 1");
    counter = 2;
    const second = live.refresh();
    await expect.poll(() => live.content.version).toBe(2);
    expect(live.content.site.company.phones[0]).toEqual(phoneOf(2));
    expect(publisher.calls).toEqual(["release 0 → 1", "render 1", "release 1 → 2"]);

    publisher.letFinish();
    // The first render's pages are out of date: not applied; the second render follows.
    await expect.poll(() => publisher.calls).toContain("render 2");
    publisher.letFinish();
    await Promise.all([first, second]);
    expect(publisher.calls).toEqual(["release 0 → 1", "render 1", "release 1 → 2", "render 2", "apply"]);
  });
});

/** Renders at once; a sampled render names the pages it left out, which `apply` releases until they are rendered. */
class SamplingPublisher implements Publisher {
  calls: string[] = [];
  private released = new Set<string>();
  async render(content: LiveContent, _previous?: LiveContent, options: { sampleAbove?: number } = {}) {
    const every = ["/", "/about_us", "/product/tracko", "/product/hisab_book", "/portfolio/a", "/portfolio/b"];
    if (this.released.size) {
      const paths = [...this.released];
      this.calls.push(`render ${content.version}: ${paths.join(" ")}`);
      return { paths };
    }
    const sampled = options.sampleAbove !== undefined && every.length > options.sampleAbove;
    const paths = sampled ? onePageOfEachKind(every) : every;
    this.calls.push(`render ${content.version}: ${paths.join(" ")}`);
    return sampled ? { paths, unrendered: every.filter((p) => !paths.includes(p)) } : { paths };
  }
  apply(pages: RenderedPages) {
    const released = pages.unrendered?.length ? `, releasing ${pages.unrendered.join(" ")}` : "";
    this.calls.push(`apply ${pages.paths.join(" ")}${released}`);
    for (const path of pages.paths) this.released.delete(path);
    for (const path of pages.unrendered ?? []) this.released.add(path);
  }
  release(content: LiveContent, previous: LiveContent) {
    this.calls.push(`release ${previous.version} → ${content.version}`);
  }
  get hasReleased() {
    return this.released.size > 0;
  }
  async renderPreview() {
    return { status: 200, html: "" };
  }
}

describe("a publish that shows on many pages (LivePages.render, afterPublish)", () => {
  it("renders one page of each kind before the commit, and the rest right after it, live meanwhile", async () => {
    const details = company.shipped!().get(COMPANY_ID)!;
    const records = { company: { [COMPANY_ID]: { ...details, phones: [newPhone] } } };
    const repository = {
      publishCounter: async () => 0,
      published: async () => ({ records, counter: 1 }),
    } as unknown as ContentRepository;
    const live = new LivePages(repository, createLogger({ LOG_LEVEL: "silent" } as never));
    const publisher = new SamplingPublisher();
    live.attach(publisher);
    // Six changed pages: below the threshold, every one is rendered before the commit.
    const rendered = await live.render(live.withRecords(records));
    expect(rendered.ok && rendered.pages?.unrendered).toBeUndefined();

    // The same, told that anything above two pages is sampled (as twelve are in production).
    const sampled = await publisher.render(live.withRecords(records), undefined, { sampleAbove: 2 });
    expect(sampled.paths).toEqual(["/", "/about_us", "/product/tracko", "/portfolio/a"]);
    await live.afterPublish(1, sampled);
    // The answer comes once the rest are rendered too (the pages were live meanwhile).
    expect(publisher.calls).toHaveLength(5);
    expect(publisher.calls.slice(1)).toEqual([
      "render 0: / /about_us /product/tracko /portfolio/a",
      // In one step: the sampled pages served at once, the others released…
      "apply / /about_us /product/tracko /portfolio/a, releasing /product/hisab_book /portfolio/b",
      // …and the others rendered with the new content right after, then served.
      "render 1: /product/hisab_book /portfolio/b",
      "apply /product/hisab_book /portfolio/b",
    ]);
    expect(live.content.site.company.phones[0]).toEqual(newPhone);
    expect(publisher.hasReleased).toBe(false);
  });

  it("takes every top-level page and the first page under each parent path", () => {
    expect(
      onePageOfEachKind([
        "/",
        "/about_us",
        "/contact_us",
        "/product/tracko",
        "/product/hisab_book",
        "/product/enterprise-managements/retail",
        "/product/enterprise-managements/mobility",
        "/blog/tag/a",
        "/blog/tag/b",
        "/blog/post",
      ]),
    ).toEqual([
      "/",
      "/about_us",
      "/contact_us",
      "/product/tracko",
      "/product/enterprise-managements/retail",
      "/blog/tag/a",
      "/blog/post",
    ]);
  });
});
