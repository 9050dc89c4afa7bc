import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { privacyPolicy } from "#shared/content/legal/privacy-policy";
import { privacyEmail } from "#shared/content/legal/shared";
import type { Config } from "#server/config";
import {
  ANALYTICS_RETENTION_TOKEN,
  LEAD_RETENTION_TOKEN,
  analyticsRetentionSentence,
  leadRetentionSentence,
  replaceAnalyticsRetention,
  replaceLeadRetention,
  replaceRetention,
} from "#server/seo/lead-retention";
import { applySiteUrl } from "#server/seo/site-url";
import type { StaticFiles } from "#server/static-files";
import { prerendered } from "../support/static-file";

const UNSET =
  "We keep quote requests until you ask us to erase them or we no longer need them to answer you, and then delete them";

const file = prerendered;

/** A prerendered policy page as React Router writes it: the text in the HTML and again in the inline hydration data. */
const policyHtml = (origin: string) =>
  `<html><head><link rel="canonical" href="${origin}/privacy-policy"/></head><body>` +
  `<p>${LEAD_RETENTION_TOKEN}. This covers everything the quote form sends us.</p>` +
  `<li>${ANALYTICS_RETENTION_TOKEN}. We keep the daily totals.</li>` +
  `<script>window.__reactRouterContext.streamController.enqueue("[{\\"text\\":\\"${LEAD_RETENTION_TOKEN}. This covers\\"}]")</script>` +
  `${"padding ".repeat(60)}</body></html>`;
const policyData = `[{"_1":2},"text","${LEAD_RETENTION_TOKEN}. This covers everything the quote form sends us.","${ANALYTICS_RETENTION_TOKEN}. We keep the daily totals."]`;

function site(origin = "http://localhost:3000"): StaticFiles {
  return new Map([
    ["/", file("index.html", `<html><head><link rel="canonical" href="${origin}/"/></head><body>Home</body></html>`)],
    ["/privacy-policy", file("privacy-policy/index.html", policyHtml(origin))],
    ["/privacy-policy.data", file("privacy-policy.data", policyData)],
  ]);
}

const text = (files: StaticFiles, path: string) => files.get(path)!.body.toString("utf8");

describe("the lead retention sentence", () => {
  it("names the period when LEAD_RETENTION_DAYS is set", () => {
    expect(leadRetentionSentence(90)).toBe("We delete quote requests 90 days after we receive them");
    expect(leadRetentionSentence(1)).toBe("We delete quote requests 1 day after we receive them");
    expect(leadRetentionSentence(36500)).toBe("We delete quote requests 36,500 days after we receive them");
  });

  it("says how long otherwise", () => {
    expect(leadRetentionSentence(undefined)).toBe(UNSET);
  });

  it("uses only characters that HTML, JSON and a JS string leave as they are", () => {
    for (const s of [LEAD_RETENTION_TOKEN, leadRetentionSentence(undefined), leadRetentionSentence(90)]) {
      expect(s).not.toMatch(/[<>&"'\\$\n]/);
      expect(JSON.stringify(s)).toBe(`"${s}"`);
    }
  });

  it("replaces every token, and only the token", () => {
    const t = `a ${LEAD_RETENTION_TOKEN}. b "${LEAD_RETENTION_TOKEN}" [[OTHER]]`;
    expect(replaceLeadRetention(t, 30)).toBe(
      'a We delete quote requests 30 days after we receive them. b "We delete quote requests 30 days after we receive them" [[OTHER]]',
    );
    expect(replaceLeadRetention("nothing here", 30)).toBe("nothing here");
  });
});

describe("the pageview retention sentence", () => {
  it("names ANALYTICS_RAW_DAYS, 30 when it is not given (the config default)", () => {
    expect(analyticsRetentionSentence(30)).toBe(
      "We delete the record of each single page view 30 days after the visit",
    );
    expect(analyticsRetentionSentence(1)).toBe("We delete the record of each single page view 1 day after the visit");
    expect(analyticsRetentionSentence(3650)).toBe(
      "We delete the record of each single page view 3,650 days after the visit",
    );
    expect(analyticsRetentionSentence(undefined)).toBe(analyticsRetentionSentence(30));
  });

  it("uses only characters that HTML, JSON and a JS string leave as they are", () => {
    for (const s of [ANALYTICS_RETENTION_TOKEN, analyticsRetentionSentence(30), analyticsRetentionSentence(3650)]) {
      expect(s).not.toMatch(/[<>&"'\\$\n]/);
      expect(JSON.stringify(s)).toBe(`"${s}"`);
    }
  });

  it("replaces every token, and only the token; both sentences together for a config", () => {
    const t = `a ${ANALYTICS_RETENTION_TOKEN}. b ${LEAD_RETENTION_TOKEN}. c ${ANALYTICS_RETENTION_TOKEN} [[OTHER]]`;
    expect(replaceAnalyticsRetention(t, 7)).toBe(
      `a We delete the record of each single page view 7 days after the visit. b ${LEAD_RETENTION_TOKEN}. c We delete the record of each single page view 7 days after the visit [[OTHER]]`,
    );
    expect(replaceRetention(t, { LEAD_RETENTION_DAYS: 90, ANALYTICS_RAW_DAYS: 14 })).toBe(
      "a We delete the record of each single page view 14 days after the visit. b We delete quote requests 90 days after we receive them. " +
        "c We delete the record of each single page view 14 days after the visit [[OTHER]]",
    );
  });
});

describe("the privacy policy", () => {
  const retention = privacyPolicy.sections.find((s) => s.id === "retention")!;
  const flat = (block: (typeof retention.blocks)[number]) =>
    block.kind === "paragraph"
      ? typeof block.text === "string"
        ? block.text
        : block.text.map((part) => (typeof part === "string" ? part : `${part.text} <${part.href}>`)).join("")
      : "";

  it("carries the token once, as the first sentence of its retention section", () => {
    const everything = JSON.stringify(privacyPolicy);
    expect(everything.split(LEAD_RETENTION_TOKEN)).toHaveLength(2);
    expect(flat(retention.blocks[0]!).startsWith(`${LEAD_RETENTION_TOKEN}. `)).toBe(true);
  });

  it("says that anyone can ask for erasure by e-mail to the privacy address", () => {
    const paragraphs = retention.blocks.map(flat).join("\n");
    expect(paragraphs).toContain("anyone can ask us to erase their quote request");
    expect(paragraphs).toContain(`${privacyEmail} <mailto:${privacyEmail}>`);
    expect(paragraphs).not.toMatch(/24 months/);
  });

  it("carries the pageview retention token once, in its section on counting visits", () => {
    const everything = JSON.stringify(privacyPolicy);
    expect(everything.split(ANALYTICS_RETENTION_TOKEN)).toHaveLength(2);
    const analytics = privacyPolicy.sections.find((s) => s.id === "analytics")!;
    expect(JSON.stringify(analytics)).toContain(
      `${ANALYTICS_RETENTION_TOKEN}. We keep the daily totals, which contain no visitor number.`,
    );
  });
});

describe("applySiteUrl puts the sentence into the prerendered policy", () => {
  it("with LEAD_RETENTION_DAYS, in the page, its hydration data and its .data file, freshly compressed", async () => {
    const files = site();
    const home = files.get("/")!;
    const homeBody = home.body;
    await applySiteUrl(files, {
      SITE_URL: "http://localhost:3000",
      LEAD_RETENTION_DAYS: 90,
      ANALYTICS_RAW_DAYS: 14,
    } as Config);

    const html = text(files, "/privacy-policy");
    expect(html).not.toContain(LEAD_RETENTION_TOKEN);
    expect(html).not.toContain(ANALYTICS_RETENTION_TOKEN);
    expect(html).toContain("<p>We delete quote requests 90 days after we receive them. This covers");
    expect(html).toContain(
      "<li>We delete the record of each single page view 14 days after the visit. We keep the daily totals.</li>",
    );
    expect(html).toContain('[{\\"text\\":\\"We delete quote requests 90 days after we receive them. This covers\\"}]');
    const page = files.get("/privacy-policy")!;
    expect(page.etag).not.toBe('"old"');
    expect(brotliDecompressSync(page.br!).toString()).toBe(html);
    expect(gunzipSync(page.gzip!).toString()).toBe(html);

    expect(JSON.parse(text(files, "/privacy-policy.data"))[2]).toBe(
      "We delete quote requests 90 days after we receive them. This covers everything the quote form sends us.",
    );
    expect(JSON.parse(text(files, "/privacy-policy.data"))[3]).toBe(
      "We delete the record of each single page view 14 days after the visit. We keep the daily totals.",
    );
    // Pages without the token are left alone when the origin does not move.
    expect(home.body).toBe(homeBody);
    expect(home.etag).toBe('"old"');
  });

  it("without LEAD_RETENTION_DAYS, the sentence for no fixed period", async () => {
    const files = site();
    await applySiteUrl(files, { SITE_URL: "http://localhost:3000" } as Config);
    expect(text(files, "/privacy-policy")).toContain(`<p>${UNSET}. This covers`);
    expect(text(files, "/privacy-policy.data")).toContain(`"${UNSET}. This covers`);
    expect(text(files, "/privacy-policy")).not.toContain(LEAD_RETENTION_TOKEN);
    // ANALYTICS_RAW_DAYS always has a value in a parsed config; without one, its default.
    expect(text(files, "/privacy-policy")).toContain(
      "<li>We delete the record of each single page view 30 days after the visit.",
    );
    expect(text(files, "/privacy-policy")).not.toContain(ANALYTICS_RETENTION_TOKEN);
  });

  it("with only the pageview token in a file (and no origin move), that file is rewritten too", async () => {
    const files: StaticFiles = new Map([
      [
        "/",
        file(
          "index.html",
          `<html><head><link rel="canonical" href="http://localhost:3000/"/></head><body>Home</body></html>`,
        ),
      ],
      [
        "/x",
        file("x/index.html", `<html><body><p>${ANALYTICS_RETENTION_TOKEN}.</p>${"padding ".repeat(60)}</body></html>`),
      ],
    ]);
    await applySiteUrl(files, { SITE_URL: "http://localhost:3000", ANALYTICS_RAW_DAYS: 45 } as Config);
    expect(text(files, "/x")).toContain(
      "<p>We delete the record of each single page view 45 days after the visit.</p>",
    );
    expect(files.get("/x")!.etag).not.toBe('"old"');
  });

  it("together with a new SITE_URL", async () => {
    const files = site();
    await applySiteUrl(files, {
      SITE_URL: "https://www.example.in",
      LEAD_RETENTION_DAYS: 30,
      ANALYTICS_RAW_DAYS: 60,
    } as Config);
    const html = text(files, "/privacy-policy");
    expect(html).toContain('href="https://www.example.in/privacy-policy"');
    expect(html).toContain("We delete quote requests 30 days after we receive them.");
    expect(html).toContain("We delete the record of each single page view 60 days after the visit.");
    expect(html).not.toContain("localhost");
  });
});
