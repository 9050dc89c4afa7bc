import { afterEach, describe, expect, it, vi } from "vitest";
import { careersPage, shippedJobs } from "#shared/content/careers";
import { mergeContent, shippedContent } from "#shared/content/editable";
import type { Job } from "#shared/content/schemas/jobs";
import { closingMoment, isOpen, jobPath, jobPosting, jobsByTeam, openJobs } from "#shared/lib/jobs";
import { gonePage, sitePages } from "#shared/lib/site-pages";
import { staticPagePaths } from "#shared/lib/static-paths";
import { LivePages } from "#server/content/live-pages";
import type { ContentRepository } from "#server/content/repository";
import type { Publisher, RenderOptions } from "#server/content/types";
import { createLogger } from "#server/logger";
import { indexablePaths, seoRecordForPath } from "#server/seo/seo-records.server";
import { structuredDataFor } from "#app/lib/structured-data.server";

/**
 * Careers (issue 36): which jobs are open at a moment (a job closes at the end of its
 * closing day, India time), their JobPosting data against Google's list, and a job that
 * closes by itself leaving /careers, its page and the sitemap on the server's next look.
 */

const SITE = "https://www.example.in";
const at = (iso: string) => new Date(iso);
const job = (slug: string) => shippedJobs.find((j) => j.slug === slug)!;
const bde = job("business-development-executive"); // closes 2027-01-15
const remote = job("nodejs-backend-developer");

describe("a job's closing date", () => {
  it("keeps it open to the end of that day in India, and closed from the next", () => {
    expect(closingMoment(bde).toISOString()).toBe("2027-01-15T18:30:00.000Z");
    expect(isOpen(bde, at("2027-01-15T23:59:59+05:30"))).toBe(true);
    expect(isOpen(bde, at("2027-01-16T00:00:00+05:30"))).toBe(false);
    expect(isOpen({ ...bde, open: false }, at("2026-12-01T00:00:00Z"))).toBe(false);
  });

  it("takes it off /careers, the prerender list and the sitemap, and its page says it is closed", () => {
    const before = at("2027-01-15T12:00:00+05:30");
    const after = at("2027-01-16T00:00:01+05:30");
    const path = jobPath(bde.slug);
    expect(openJobs(shippedContent.jobs, before).map((j) => j.slug)).toContain(bde.slug);
    expect(openJobs(shippedContent.jobs, after).map((j) => j.slug)).not.toContain(bde.slug);
    expect(jobsByTeam(shippedContent.jobs, after).some((t) => t.team === bde.team)).toBe(false);
    expect(staticPagePaths(shippedContent, before)).toContain(path);
    expect(staticPagePaths(shippedContent, after)).not.toContain(path);
    expect(indexablePaths(shippedContent, before)).toContain(path);
    expect(indexablePaths(shippedContent, after)).not.toContain(path);
    expect(gonePage(path, shippedContent, after)?.robots).toBe("noindex, follow");
    expect(seoRecordForPath(path, SITE, shippedContent, { now: after }).robots).toBe("noindex, follow");
    expect(seoRecordForPath(path, SITE, shippedContent, { now: before }).robots).toBe("index, follow");
  });
});

type Node = Record<string, any>;
/** HTML text as read (the entities the description uses). */
const decode = (html: string) =>
  html.replace(
    /&(apos|quot|lt|gt|amp);/g,
    (_, e: string) => ({ apos: "'", quot: '"', lt: "<", gt: ">", amp: "&" })[e]!,
  );
const postingOf = (j: Job, now: Date): Node | undefined =>
  (structuredDataFor(jobPath(j.slug), SITE, shippedContent, now)["@graph"] as unknown as Node[]).find(
    (n) => n["@type"] === "JobPosting",
  );

describe("JobPosting", () => {
  const now = at("2026-12-01T10:00:00+05:30");

  it.each(shippedJobs.map((j) => [j.slug, j] as const))("%s has Google's required and recommended fields", (_s, j) => {
    const posting = postingOf(j, now)!;
    // Required: title, description (the full text, as HTML), datePosted, hiringOrganization, jobLocation (or remote), validThrough.
    expect(posting.title).toBe(j.title);
    const description = decode(posting.description);
    for (const text of [...j.responsibilities, ...j.requirements, ...j.benefits])
      expect(description).toContain(`<li>${text}</li>`);
    for (const paragraph of j.about.split("\n\n")) expect(description).toContain(`<p>${paragraph}</p>`);
    expect(posting.datePosted).toBe(j.postedOn);
    expect(posting.validThrough).toBe(`${j.closesOn}T23:59:59+05:30`);
    expect(posting.hiringOrganization).toMatchObject({
      "@type": "Organization",
      name: "Reptile Technologies",
      sameAs: `${SITE}/`,
      logo: `${SITE}/images/og/logo.png`,
    });
    if (j.workplace === "Remote within India") {
      expect(posting.jobLocationType).toBe("TELECOMMUTE");
      expect(posting.applicantLocationRequirements).toEqual({ "@type": "Country", name: "India" });
      expect(posting.jobLocation).toBeUndefined();
    } else {
      expect(posting.jobLocation["@type"]).toBe("Place");
      expect(posting.jobLocation.address).toMatchObject({
        "@type": "PostalAddress",
        addressLocality: j.city,
        addressCountry: "IN",
      });
    }
    // Recommended: employmentType (Google's values), baseSalary in INR a year, directApply, identifier.
    expect(posting.employmentType).toBe({ "Full-time": "FULL_TIME" }[j.employmentType as "Full-time"]);
    expect(posting.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "INR",
      value: {
        "@type": "QuantitativeValue",
        minValue: j.salary!.min * 100_000,
        maxValue: j.salary!.max * 100_000,
        unitText: "YEAR",
      },
    });
    expect(posting.directApply).toBe(true);
    expect(posting.identifier).toEqual({ "@type": "PropertyValue", name: "Reptile Technologies", value: j.slug });
  });

  it("says each employment type in Google's words, and leaves out a salary not given", () => {
    const types = { "Part-time": "PART_TIME", Contract: "CONTRACTOR", Temporary: "TEMPORARY", Internship: "INTERN" };
    for (const [employmentType, google] of Object.entries(types)) {
      const { salary: _s, ...rest } = remote;
      const posting = jobPosting({ ...rest, employmentType } as Job, {
        origin: SITE,
        url: `${SITE}${jobPath(remote.slug)}`,
        site: shippedContent.site,
        words: careersPage.job,
      });
      expect(posting).toMatchObject({ employmentType: google });
      expect(posting).not.toHaveProperty("baseSalary");
    }
  });

  it("is gone from a job whose closing date has passed", () => {
    expect(postingOf(bde, at("2027-01-16T09:00:00+05:30"))).toBeUndefined();
    expect(postingOf(remote, at("2027-01-16T09:00:00+05:30"))).toBeDefined();
  });

  it("escapes what the description's HTML cannot carry", () => {
    const posting = jobPosting(
      { ...remote, about: "Ship <fast> & safe." },
      { origin: SITE, url: SITE, site: shippedContent.site, words: careersPage.job },
    );
    expect(posting).toMatchObject({ description: expect.stringContaining("<p>Ship &lt;fast&gt; &amp; safe.</p>") });
  });
});

describe("a job that closes by itself", () => {
  afterEach(() => vi.useRealTimers());

  /** Records what it is asked to render. */
  class RecordingPublisher implements Publisher {
    calls: { paths: string[]; changedByTime: readonly string[] }[] = [];
    async render(content: typeof shippedContent, _previous?: unknown, options: RenderOptions = {}) {
      const paths = staticPagePaths(content, options.now);
      this.calls.push({ paths, changedByTime: options.changedByTime ?? [] });
      return { paths };
    }
    apply() {}
    release() {}
    readonly hasReleased = false;
    async renderPreview() {
      return { status: 200, html: "" };
    }
  }

  it("has its pages rendered again on the next look after its closing moment, once", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(at("2026-12-01T10:00:00+05:30"));
    const repository = { publishCounter: async () => 0 } as unknown as ContentRepository;
    const live = new LivePages(repository, createLogger({ LOG_LEVEL: "silent" } as never));
    const publisher = new RecordingPublisher();
    live.attach(publisher);

    await live.refresh();
    expect(publisher.calls).toEqual([]);

    vi.setSystemTime(at("2027-01-16T00:00:01+05:30"));
    await live.refresh();
    expect(publisher.calls).toHaveLength(1);
    expect(publisher.calls[0]!.changedByTime).toEqual(["jobs"]);
    expect(publisher.calls[0]!.paths).not.toContain(jobPath(bde.slug));
    expect(publisher.calls[0]!.paths).toContain(jobPath(remote.slug));

    await live.refresh();
    expect(publisher.calls).toHaveLength(1);
  });

  it("keeps the list of pages cached only until the next closing", () => {
    const content = mergeContent({}, 7);
    const first = sitePages(content, at("2027-01-15T12:00:00+05:30"));
    expect(sitePages(content, at("2027-01-15T13:00:00+05:30"))).toBe(first);
    expect(sitePages(content, at("2027-01-16T00:00:01+05:30"))).not.toBe(first);
  });
});
