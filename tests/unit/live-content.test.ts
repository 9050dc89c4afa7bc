import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import { telNumber } from "#shared/lib/phone";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COMPANY_ID,
  type CompanyRecord,
  type LiveContent,
  mergeContent,
  type ProjectRecord,
  shippedContent,
  shippedRecords,
} from "#shared/content/editable";
import { legalDocuments } from "#shared/content/legal";
import { withCompanyDetails } from "#shared/content/legal/company-details";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, seoRecordSchema, TITLE_MAX } from "#shared/content/schemas/seo";
import {
  breadcrumbTrail,
  findSeoEntry,
  indexablePaths,
  legacySeoRecord,
  seoRecordForPath,
} from "#server/seo/seo-records.server";
import { staticPagePaths } from "#shared/lib/static-paths";
import { structuredDataFor } from "#app/lib/structured-data.server";
import { loader as legalLoader } from "#app/routes/legal";
import { loader as rootLoader } from "#app/root";
import { projectsEndpoint } from "#server/api/projects";
import { createLogger } from "#server/logger";
import type { Services } from "#server/services";

const SITE = "https://www.example.in";
const shipped = shippedContent.site.company;
const OLD_PHONE = shipped.phones[0];
/** Saved in the old shape, with the dialled number typed separately: still read (its `tel` is ignored). */
const NEW_PHONE = { display: "+91 91234 56780", tel: "+919123456780" };
const OLD_TEL = telNumber(OLD_PHONE.display)!;
const NEW_NAME = "Lizard Labs";

const company = {
  ...shipped,
  name: NEW_NAME,
  phones: [NEW_PHONE, ...shipped.phones.slice(1)],
  social: shippedContent.site.social,
} satisfies Omit<CompanyRecord, "phones"> & { phones: object[] } as CompanyRecord;

/** A new visible project, a hidden shipped one, the new company details and a published /about_us record. */
const shippedProject = (slug: string) => shippedRecords("projects").get(slug) as ProjectRecord;
const newProject: ProjectRecord = {
  ...shippedProject("gowisekart"),
  slug: "metro-rides",
  name: "Metro Rides App",
  company: "Metro Rides",
  summary: "Cab booking app.",
  order: 5,
};
const aboutRecord = { ...seoRecordForPath("/about_us", SITE, shippedContent), title: "About the Lizard Labs team" };

const live: LiveContent = mergeContent(
  {
    company: { [COMPANY_ID]: company },
    projects: { "metro-rides": newProject, "pay-n-earn": { ...shippedProject("pay-n-earn"), visible: false } },
    seo: { about_us: aboutRecord },
  },
  7,
);

/** What a loader of the running server gets: the load context with the live content. */
const context = { content: live } as never;
const args = (path: string) => ({ request: new Request(`${SITE}${path}`), context, params: {} }) as never;
const loaderJson = async (result: unknown) => JSON.stringify((result as { data?: unknown }).data ?? result);

describe("live company details", () => {
  it("reach the shell and the structured data of the root loader", async () => {
    const json = await loaderJson(rootLoader(args("/")));
    expect(json).toContain(NEW_PHONE.display);
    expect(json).toContain(NEW_PHONE.tel);
    expect(json).not.toContain(OLD_PHONE.display);
    expect(json).not.toContain(OLD_TEL);
  });

  it("name the site in the SEO records", () => {
    expect(seoRecordForPath("/services", SITE, live).og_site_name).toBe(NEW_NAME);
    expect(seoRecordForPath("/no/such/page", SITE, live).og_site_name).toBe(NEW_NAME);
    const graph = JSON.stringify(structuredDataFor("/", SITE, live));
    expect(graph).toContain(NEW_PHONE.tel);
    expect(graph).not.toContain(OLD_TEL);
  });

  it("replace the shipped ones in every legal document, legal name before name", async () => {
    for (const document of legalDocuments) {
      const json = JSON.stringify(withCompanyDetails(document, shipped, live.site.company));
      expect(json, document.path).toContain(NEW_PHONE.display);
      expect(json, document.path).toContain(NEW_PHONE.tel);
      expect(json, document.path).not.toContain(OLD_PHONE.display);
      expect(json, document.path).not.toContain(OLD_TEL);
      // The legal name did not change: it stays whole although it contains the old name.
      expect(json, document.path).toContain(`${shipped.legalName} (“${NEW_NAME}”`);
      expect(json.replaceAll(shipped.legalName, ""), document.path).not.toContain(shipped.name);
    }
    const page = await loaderJson(legalLoader(args("/privacy-policy")));
    expect(page).toContain(NEW_PHONE.display);
    expect(page).not.toContain(OLD_PHONE.display);
  });

  it("leave a value untouched when nothing differs", () => {
    const [document] = legalDocuments;
    expect(withCompanyDetails(document, shipped, shippedContent.site.company)).toBe(document);
  });

  it("replace e-mails inside mailto: links, legal name as a whole, and swap values in one pass", () => {
    const swapped = {
      ...shipped,
      legalName: "Lizard Labs LLP",
      emails: [shipped.emails[1], shipped.emails[0]] as [string, string],
    };
    const out = withCompanyDetails(
      {
        href: `mailto:${shipped.emails[0]}`,
        text: [`${shipped.legalName} (“${shipped.name}”)`, shipped.address.country],
      },
      shipped,
      swapped,
    );
    expect(out).toEqual({
      href: `mailto:${shipped.emails[1]}`,
      text: [`Lizard Labs LLP (“${shipped.name}”)`, shipped.address.country],
    });
  });
});

describe("live projects", () => {
  it("give a new visible project a page, an SEO entry within limits and a sitemap entry", () => {
    const path = "/portfolio/metro-rides";
    expect(staticPagePaths(live)).toContain(path);
    expect(indexablePaths(live)).toContain(path);
    const entry = findSeoEntry(path, live)!;
    expect(entry).toMatchObject({
      name: "Metro Rides App",
      image: "portfolio",
      parent: "/portfolio",
      robots: "index, follow",
    });
    expect(entry.title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(entry.description.length).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
    expect(entry.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(entry.description.startsWith("Cab booking app.")).toBe(true);
    const record = seoRecordForPath(path, SITE, live);
    expect(seoRecordSchema.parse(record)).toEqual(record);
    expect(record.canonical).toBe(`${SITE}${path}`);
    expect(breadcrumbTrail(path, live).map((c) => c.path)).toEqual(["/", "/portfolio", path]);
    expect(legacySeoRecord("metro-rides", SITE, live)?.title).toBe(entry.title);
  });

  it("take a hidden shipped project off the pages, the sitemap and the SEO records", () => {
    const path = "/portfolio/pay-n-earn";
    expect(staticPagePaths(shippedContent)).toContain(path);
    expect(staticPagePaths(live)).not.toContain(path);
    expect(indexablePaths(live)).not.toContain(path);
    expect(findSeoEntry(path, live)).toBeUndefined();
    expect(seoRecordForPath(path, SITE, live).robots).toBe("noindex, follow");
    expect(legacySeoRecord("pay-n-earn", SITE, live)).toBeNull();
  });

  it("keep the authored entries of unchanged shipped projects", () => {
    expect(findSeoEntry("/portfolio/gowisekart", live)).toEqual(findSeoEntry("/portfolio/gowisekart", shippedContent));
  });

  describe("POST /api/projects", () => {
    let server: Server;
    let base: string;
    beforeAll(async () => {
      const services = { content: { live: () => live } } as unknown as Services;
      const endpoint = projectsEndpoint(services, {}, createLogger({ LOG_LEVEL: "silent" }));
      const info = { id: "test", start: 0, extraHeaders: [] };
      server = createServer(
        (req, res) => void (endpoint.handle(req, res, info) || res.writeHead(404).end("not found")),
      );
      server.listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const post = (slug: string) =>
      fetch(`${base}/api/projects`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ slug }),
      });

    it("answers for a new project and treats a hidden one as unknown", async () => {
      expect((await post("metro-rides")).status).toBe(200);
      expect((await post("pay-n-earn")).status).toBe(404);
    });
  });
});

describe("published SEO records", () => {
  it("replace the derived record of their page as a whole", () => {
    expect(seoRecordForPath("/about_us", SITE, live)).toEqual(aboutRecord);
    expect(seoRecordForPath("/about_us/", SITE, live)).toEqual(aboutRecord);
    expect(legacySeoRecord("about_us", SITE, live)).toEqual(aboutRecord);
    expect(seoRecordForPath("/about_us", SITE, shippedContent).title).not.toBe(aboutRecord.title);
  });
});
