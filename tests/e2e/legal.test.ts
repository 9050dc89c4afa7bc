import { describe, expect, it } from "vitest";
import { legalDocuments } from "#shared/content/legal";
import { DESKTOP, PHONE, openTab } from "../support/browser";
import { useSiteAndBrowser } from "../support/site-browser";

/** What each page's server HTML must say, beyond its title (spec §Legal and the brief). */
const KEY_TEXT: Record<string, (string | RegExp)[]> = {
  "/privacy-policy": [
    "name, your phone number and your message",
    "sets no cookies for visitors",
    "Grievance Officer",
    "How we count visits",
    "Do Not Track or Global Privacy Control",
    // Put in at start from ANALYTICS_RAW_DAYS (default 30), like the lead retention sentence.
    "We delete the record of each single page view 30 days after the visit.",
  ],
  "/terms-condition": ["at least 18 years old", "Delhi", "courts at Delhi/New Delhi"],
  "/refund-policy": [
    "within 60 days of purchase",
    "only credit",
    "4 to 5 weeks",
    "20%",
    "not applied when you change to another",
    "capped at the fee paid",
  ],
  "/privacy-policy-anti-theft": [
    '<time dateTime="2024-09-10">10 September 2024</time>',
    "parental consent is required for users under 13",
    "Device administrator",
    "Camera",
  ],
  "/reptileemisecurityplus_privacy_policy": [
    "no data is collected from children under 13",
    "The Lender",
    "The borrower",
  ],
  "/reptileemisecurityplus_term_condation": [
    "Delhi",
    "courts at Delhi/New Delhi",
    "at least 18 years old",
    "Lock and unlock rules",
  ],
};

/** Server HTML with React's text separators removed and common entities decoded. */
function readable(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

const suite = useSiteAndBrowser();

describe("legal pages: server HTML", () => {
  it("covers exactly the six documents", () => {
    expect(Object.keys(KEY_TEXT).sort()).toEqual(legalDocuments.map((d) => d.path).sort());
  });

  it.each(legalDocuments.map((d) => [d.path, d.title] as const))(
    "%s sends its h1 and key text",
    async (path, title) => {
      const res = await fetch(suite.site.url + path);
      expect(res.status).toBe(200);
      const html = readable(await res.text());
      const h1s = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1]);
      expect(h1s).toEqual([title]);
      for (const text of KEY_TEXT[path]!) {
        if (typeof text === "string") expect(html, `${path} should contain "${text}"`).toContain(text);
        else expect(html).toMatch(text);
      }
      expect(html).not.toContain("dangerouslySetInnerHTML");
    },
  );
});

describe("legal pages in the browser", () => {
  it.each([
    ["desktop", DESKTOP, true],
    ["phone", PHONE, true],
    ["desktop without JavaScript", DESKTOP, false],
  ] as const)("table of contents links jump to their sections (%s)", async (_name, viewport, javaScriptEnabled) => {
    const doc = legalDocuments.find((d) => d.path === "/terms-condition")!;
    const { page, consoleErrors } = await openTab(suite.browser, viewport, {
      reducedMotion: "reduce",
      javaScriptEnabled,
    });
    await page.goto(suite.site.url + doc.path, { waitUntil: "networkidle" });
    const toc = page.getByRole("navigation", { name: "On this page" });
    const links = toc.getByRole("link");
    expect(await links.count()).toBe(doc.sections.length);

    for (const section of [doc.sections[9]!, doc.sections.at(-3)!]) {
      await toc.getByRole("link", { name: new RegExp(section.heading) }).click();
      await page.waitForURL((url) => url.hash === `#${section.id}`);
      const heading = page.getByRole("heading", { level: 2, name: section.heading });
      expect(await heading.getAttribute("id")).toBe(section.id);
      // The section heading has scrolled into view, below the sticky site header.
      await page.waitForFunction((id) => {
        const top = document.getElementById(id)!.getBoundingClientRect().top;
        return top >= 56 && top < window.innerHeight / 2;
      }, section.id);
    }
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it("the effective date is machine-readable on the anti-theft policy", async () => {
    const { page } = await openTab(suite.browser, DESKTOP);
    await page.goto(suite.site.url + "/privacy-policy-anti-theft", { waitUntil: "networkidle" });
    await expect(page.locator("time[datetime='2024-09-10']").textContent()).resolves.toBe("10 September 2024");
    await page.close();
  });

  it("links to the other legal documents at the end, and they open", async () => {
    const { page, consoleErrors } = await openTab(suite.browser, DESKTOP);
    await page.goto(suite.site.url + "/refund-policy", { waitUntil: "networkidle" });
    const others = page.getByRole("navigation", { name: "Other legal documents" }).getByRole("link");
    const hrefs = await others.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.sort()).toEqual(
      legalDocuments
        .map((d) => d.path)
        .filter((p) => p !== "/refund-policy")
        .sort(),
    );
    await page
      .getByRole("navigation", { name: "Other legal documents" })
      .getByRole("link", { name: "Terms & Conditions" })
      .click();
    await page.waitForURL((url) => url.pathname === "/terms-condition");
    await page.getByRole("heading", { level: 1, name: "Terms and Conditions", exact: true }).waitFor();
    await expect(page.getByRole("heading", { level: 1 }).count()).resolves.toBe(1);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
