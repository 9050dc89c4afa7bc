import { describe, expect, it } from "vitest";
import { COMPANY_ID, company } from "#shared/content/collections/company";
import { type LiveContent, shippedContent } from "#shared/content/editable";
import { LivePages } from "#server/content/live-pages";
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
