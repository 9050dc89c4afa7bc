import type { Locator } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { careersPage } from "#shared/content/careers";
import type { Job } from "#shared/content/schemas/jobs";
import { indiaDate } from "#shared/lib/jobs";
import { OWNER_ENV, addAccounts, signInHttp, signInPage } from "../support/admin";
import { scrollsHorizontally } from "../support/a11y";
import { DESKTOP, PHONE, expectNoAxeViolations, openPage } from "../support/browser";
import { h1Of, textOf } from "../support/html";
import { useSiteAndBrowser } from "../support/site-browser";

/**
 * Careers (issue 36) against the built server: /careers and a job's page at phone and
 * desktop widths with axe, the JobPosting of every open job against Google's required list
 * and the visible page, and jobs as content: one published through the content API is on
 * /careers at once, one whose closing date is set to yesterday leaves /careers and the
 * sitemap and loses its JobPosting. The file publishes, so it runs its own server.
 */

const EDITOR = { email: "editor.careers@example.com", password: "saffron-harbour-kettle-71" };
const suite = useSiteAndBrowser({ ...OWNER_ENV, QUOTE_RATE_LIMIT: "0" });
let editor: string;

beforeAll(async () => {
  await addAccounts(suite.site.dataDir, { editor: EDITOR }, "Careers");
  const signIn = await signInHttp(suite.site.url, EDITOR);
  expect(signIn.status).toBe(303);
  editor = signIn.cookie!;
});

type Answer = { status: number; headers: Headers; body: any };
/** The content API as the signed-in editor (a session with the site's own Origin). */
async function api(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(`${suite.site.url}/admin/api/content/jobs${path}`, {
    method,
    headers: {
      cookie: editor,
      origin: suite.site.url,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

const get = async (path: string) => {
  const res = await fetch(`${suite.site.url}${path}`);
  return { status: res.status, html: await res.text() };
};

type Node = Record<string, any>;
const jsonLd = (html: string): Node[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    (m) => (JSON.parse(m[1]!) as { "@graph": Node[] })["@graph"],
  );
const jobPostingOf = (html: string) => jsonLd(html).find((n) => n["@type"] === "JobPosting");
const robotsOf = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];
/** The job pages /careers links to, in order. */
const jobLinks = (html: string) => [...new Set([...html.matchAll(/href="(\/careers\/[\w-]+)"/g)].map((m) => m[1]!))];
/** A job's facts as read on the page: "Label: value", in order. */
const factsOf = (list: Locator) =>
  list.evaluate((dl) =>
    [...dl.querySelectorAll("div")].map(
      (d) => `${d.querySelector("dt")!.textContent} ${d.querySelector("dd")!.textContent}`,
    ),
  );
const sitemap = async () => (await get("/sitemap.xml")).html;
const decode = (html: string) =>
  html.replace(
    /&(apos|quot|lt|gt|amp|#x27);/g,
    (_, e: string) => ({ apos: "'", quot: '"', lt: "<", gt: ">", amp: "&", "#x27": "'" })[e]!,
  );

describe("the careers pages", () => {
  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)(
    "/careers at %s width: the openings by team, no axe violations, nothing wider than the screen",
    async (_n, viewport) => {
      const { page, context, consoleErrors } = await openPage(suite.browser, viewport);
      try {
        const res = await page.goto(`${suite.site.url}/careers`);
        expect(res?.status()).toBe(200);
        expect((await page.getByRole("heading", { level: 1 }).innerText()).trim()).toBe(careersPage.title);
        expect(await page.getByRole("heading", { level: 2, name: careersPage.labels.openings }).isVisible()).toBe(true);
        for (const team of ["Mobile apps", "Web and backend", "Quality assurance", "Sales and business development"])
          expect(await page.getByRole("heading", { level: 3, name: team }).isVisible()).toBe(true);
        const android = page
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: "Android Developer (Kotlin)" }) });
        expect(await factsOf(android.locator("dl"))).toEqual([
          "Location: New Delhi",
          "Experience: 2–4 years",
          "Employment type: Full-time",
        ]);
        expect(await scrollsHorizontally(page)).toBe(false);
        await expectNoAxeViolations(page);
        expect(consoleErrors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)(
    "a job's page at %s width: the role and its facts, reached from /careers, no axe violations",
    async (_n, viewport) => {
      const { page, context, consoleErrors } = await openPage(suite.browser, viewport);
      try {
        await page.goto(`${suite.site.url}/careers`);
        await Promise.all([
          page.waitForURL(/\/careers\/nodejs-backend-developer$/),
          page.getByRole("link", { name: "Node.js Backend Developer", exact: true }).click(),
        ]);
        // A client-side navigation changes the address before it draws the new page.
        await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Node.js Backend Developer");
        for (const heading of ["About the role", "What you will do", "What you need", "What we offer"])
          expect(await page.getByRole("heading", { level: 2, name: heading }).isVisible()).toBe(true);
        expect(await factsOf(page.locator("dl").first())).toEqual([
          "Location: Remote (anywhere in India)",
          "Experience: 3–6 years",
          "Employment type: Full-time",
          "Salary: ₹8–14 lakh a year",
          "Apply by: 15 February 2027",
        ]);
        expect(await scrollsHorizontally(page)).toBe(false);
        await expectNoAxeViolations(page);
        await Promise.all([
          page.waitForURL(/\/careers$/),
          page.getByRole("link", { name: careersPage.job.backLabel }).click(),
        ]);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(careersPage.title);
        expect(consoleErrors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it("is linked from every page's footer", async () => {
    for (const path of ["/", "/about_us", "/blog", "/careers/qa-engineer"]) {
      const { html } = await get(path);
      expect(html, path).toMatch(/<nav aria-label="Footer other links">[\s\S]*?href="\/careers"/);
    }
  });

  it("gives every open job a JobPosting with Google's required fields, matching its page", async () => {
    const links = jobLinks((await get("/careers")).html);
    expect(links.length).toBeGreaterThanOrEqual(4);
    const inSitemap = await sitemap();
    for (const path of links) {
      const { status, html } = await get(path);
      expect(status, path).toBe(200);
      expect(robotsOf(html), path).toBe("index, follow");
      expect(inSitemap, path).toContain(`${path}</loc>`);
      const posting = jobPostingOf(html)!;
      const text = decode(textOf(html));
      const [h1] = h1Of(html);
      // Required
      expect(posting.title, path).toBe(decode(h1!));
      expect(typeof posting.description).toBe("string");
      for (const item of [...posting.description.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => decode(m[1]!)))
        expect(text, `${path}: ${item}`).toContain(item);
      expect(posting.datePosted, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(posting.validThrough, path).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\+05:30$/);
      const closes = new Date(`${posting.validThrough.slice(0, 10)}T12:00:00+05:30`).toLocaleDateString("en-IN", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "Asia/Kolkata",
      });
      expect(text, path).toContain(`Apply by: ${closes}`);
      expect(posting.hiringOrganization).toMatchObject({ "@type": "Organization", name: "Reptile Technologies" });
      expect(posting.hiringOrganization.sameAs).toMatch(/^https?:\/\/[^/]+\/$/);
      expect(posting.hiringOrganization.logo).toMatch(/\/images\/og\/logo\.png$/);
      if (posting.jobLocationType === "TELECOMMUTE") {
        expect(posting.applicantLocationRequirements).toEqual({ "@type": "Country", name: "India" });
        expect(text).toContain("Location: Remote (anywhere in India)");
      } else {
        expect(posting.jobLocation.address).toMatchObject({ "@type": "PostalAddress", addressCountry: "IN" });
        expect(text).toContain(`Location: ${posting.jobLocation.address.addressLocality}`);
      }
      // Recommended
      expect(["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN"]).toContain(posting.employmentType);
      if (posting.baseSalary) {
        expect(posting.baseSalary).toMatchObject({ "@type": "MonetaryAmount", currency: "INR" });
        const { minValue, maxValue, unitText } = posting.baseSalary.value;
        expect(unitText).toBe("YEAR");
        expect(text).toContain(`Salary: ₹${minValue / 100_000}–${maxValue / 100_000} lakh a year`);
      }
      expect(posting.directApply).toBe(true);
      expect(posting.identifier).toEqual({
        "@type": "PropertyValue",
        name: "Reptile Technologies",
        value: path.split("/").pop(),
      });
      expect(posting.url).toMatch(new RegExp(`${path}$`));
    }
  });
});

describe("jobs are content", () => {
  const flutter: Job = {
    slug: "flutter-developer",
    title: "Flutter Developer",
    team: "Mobile apps",
    workplace: "Office",
    city: "Noida",
    employmentType: "Contract",
    experience: { min: 1, max: 3 },
    summary:
      "Build a Flutter app for a school chain's parents and teachers, on a six-month contract at our partner's Noida office.",
    about: "A six-month contract to build a school communication app in Flutter.",
    responsibilities: ["Build screens in Flutter.", "Connect them to our APIs.", "Release to both stores."],
    requirements: ["A year of Flutter.", "Dart and state management.", "An app in a store."],
    benefits: ["A monthly contract fee, paid on time."],
    closesOn: "2099-12-31",
    open: true,
  };

  it("an editor publishes a job through the content API, and it is on /careers and in the sitemap at once", async () => {
    const created = await api("PUT", `/${flutter.slug}`, { data: flutter }, { "if-none-match": "*" });
    expect([created.status, created.body.state]).toEqual([201, "new-draft"]);
    // A draft shows nowhere.
    expect((await get("/careers")).html).not.toContain(flutter.title);
    const published = await api("POST", `/${flutter.slug}/publish`);
    expect([published.status, published.body.state]).toEqual([200, "published"]);
    // Published records are stamped with the day they were first published.
    expect(published.body.published.postedOn).toBe(indiaDate(new Date()));
    await expect.poll(async () => (await get("/careers")).html).toContain(flutter.title);
    const page = await get(`/careers/${flutter.slug}`);
    expect(page.status).toBe(200);
    expect(jobPostingOf(page.html)).toMatchObject({
      title: flutter.title,
      employmentType: "CONTRACTOR",
      jobLocation: { address: { addressLocality: "Noida", addressCountry: "IN" } },
    });
    expect(jobPostingOf(page.html)).not.toHaveProperty("baseSalary");
    expect(await sitemap()).toContain(`/careers/${flutter.slug}</loc>`);
  });

  it("a job whose closing date is set to yesterday leaves /careers and the sitemap and loses its JobPosting", async () => {
    const path = "/careers/qa-engineer";
    expect(jobPostingOf((await get(path)).html)).toBeDefined();
    const current = await api("GET", "/qa-engineer");
    expect(current.status).toBe(200);
    const yesterday = indiaDate(new Date(Date.now() - 86_400_000));
    const saved = await api(
      "PUT",
      "/qa-engineer",
      { data: { ...current.body.data, closesOn: yesterday } },
      { "if-match": current.headers.get("etag")! },
    );
    expect(saved.status).toBe(200);
    const published = await api("POST", "/qa-engineer/publish");
    expect(published.status).toBe(200);

    const list = (await get("/careers")).html;
    expect(list).not.toContain('href="/careers/qa-engineer"');
    expect(list).not.toContain("QA Engineer (Manual and Automation)");
    expect(await sitemap()).not.toContain(`${path}</loc>`);
    const closed = await get(path);
    expect(closed.status).toBe(410);
    expect(jobPostingOf(closed.html)).toBeUndefined();
    expect(robotsOf(closed.html)).toBe("noindex, follow");
    expect(h1Of(closed.html)).toEqual([careersPage.job.closedTitle]);
    expect((await get("/careers/no-such-job")).status).toBe(404);
  });

  it("an editor closes an opening in the back office, and schedules another", async () => {
    const { page, context } = await openPage(suite.browser, DESKTOP);
    try {
      await signInPage(page, suite.site.url, EDITOR);
      await page.goto(`${suite.site.url}/admin/content/jobs/react-native-developer`);
      await page.getByLabel("Taking applications").uncheck();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect.poll(() => page.getByRole("status").innerText()).toContain("Published");
      expect((await get("/careers")).html).not.toContain("React Native Developer");
      expect((await get("/careers/react-native-developer")).status).toBe(410);

      await page.goto(`${suite.site.url}/admin/content/jobs/android-developer`);
      await page.getByLabel("Job title").fill("Senior Android Developer (Kotlin)");
      await page.getByLabel("Publish at (India time)").fill("2099-01-01T09:30");
      await page.getByRole("button", { name: "Schedule", exact: true }).click();
      await expect.poll(() => page.getByRole("status").innerText()).toContain("Scheduled");
      // Not before its time.
      expect((await get("/careers")).html).not.toContain("Senior Android Developer");
    } finally {
      await context.close();
    }
  });
});
