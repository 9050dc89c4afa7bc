import { telNumber } from "#shared/lib/phone";
import routeTable from "#app/routes";
import { describe, expect, it } from "vitest";
import { formatLegalDate } from "#app/components/legal/format-date";
import { findLegalDocument, legalDocuments } from "#shared/content/legal";
import { REFUND_RULES } from "#shared/content/legal/refund-policy";
import { type LegalDocument, legalDocumentSchema, legalDocumentsSchema } from "#shared/content/schemas/legal";
import { site } from "#shared/content/site";

/** Every word a reader sees in a document, in order, as one string. */
function plainText(doc: LegalDocument): string {
  const parts: string[] = [doc.title, doc.summary];
  const rich = (t: unknown): string =>
    typeof t === "string"
      ? t
      : (t as (string | { text: string })[]).map((x) => (typeof x === "string" ? x : x.text)).join("");
  for (const section of doc.sections) {
    parts.push(section.heading);
    for (const block of section.blocks) {
      if (block.kind === "paragraph") parts.push(rich(block.text));
      else if (block.kind === "subheading") parts.push(block.text);
      else if (block.kind === "list")
        for (const item of block.items)
          parts.push(
            typeof item === "object" && !Array.isArray(item) ? `${item.term}: ${rich(item.text)}` : rich(item),
          );
      else
        parts.push(block.organisation, ...block.addressLines, ...block.emails, ...block.phones.map((p) => p.display));
    }
  }
  return parts.join("\n");
}

function doc(p: string): LegalDocument {
  const found = findLegalDocument(p);
  if (!found) throw new Error(`no document for ${p}`);
  return found;
}

describe("legal documents", () => {
  it("pass their schema", () => {
    const result = legalDocumentsSchema.safeParse(legalDocuments);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it("are exactly the six legal routes of app/routes.ts", () => {
    const routePaths = routeTable.filter((r) => r.file === "routes/legal.tsx").map((r) => `/${r.path}`);
    expect(legalDocuments.map((d) => d.path).sort()).toEqual(routePaths.sort());
  });

  it.each(legalDocuments.map((d) => [d.path, d] as const))("%s has unique section ids", (_path, d) => {
    const ids = d.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("the schema rejects a document with a repeated section id", () => {
    const base = legalDocuments[0]!;
    const broken = { ...base, sections: [...base.sections, base.sections[0]!] };
    const result = legalDocumentSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain("duplicate section id");
  });

  it("are each a substantial text (900–2,000 words; the website's privacy policy, which also explains its visit counting and job applications, up to 2,700)", () => {
    for (const d of legalDocuments) {
      const words = plainText(d).split(/\s+/).filter(Boolean).length;
      expect(words, d.path).toBeGreaterThanOrEqual(900);
      expect(words, d.path).toBeLessThanOrEqual(d.path === "/privacy-policy" ? 2700 : 2000);
    }
  });

  it("refund policy contains every contractual constant", () => {
    const text = plainText(doc("/refund-policy"));
    expect(REFUND_RULES).toEqual({
      requestWindow: "60 days",
      processingTime: "4 to 5 weeks",
      cancellationFee: "20%",
      cap: "capped at the fee paid",
    });
    expect(text).toContain("within 60 days of purchase");
    expect(text).toMatch(/After that, only credit is offered/);
    expect(text).toContain("takes 4 to 5 weeks after we have received all the information");
    expect(text).toMatch(/cancellation fee of 20% of the fee, plus any earned fee, plus any third-party fees/);
    expect(text).toContain("The cancellation fee is not applied when you change to another of our services");
    expect(text).toContain("Refunds are capped at the fee paid");
  });

  it("the privacy policy explains the visit counting: what is counted, what is not, who is not counted, for how long", () => {
    const d = doc("/privacy-policy");
    const analytics = d.sections.find((s) => s.id === "analytics");
    expect(analytics?.heading).toBe("How we count visits");
    const text = plainText({ ...d, sections: [analytics!] });
    for (const counted of [
      "the page’s address without its query string",
      "the host name of the site that linked to us",
      "the utm_source, utm_medium and utm_campaign values",
      "whether a Google or Meta ad click id was present, but never its value",
      "the device class (phone, tablet or desktop)",
      "a secret that changes every day",
      "The address and the browser identification are never stored",
      "the secret is discarded at the end of the day, so visits on different days cannot be linked",
    ]) {
      expect(text).toContain(counted);
    }
    expect(text).toContain(
      "no cookies or local storage for analytics, no stored internet addresses or browser identification strings, no fingerprinting across days, and no third-party analytics or advertising scripts",
    );
    expect(text).toContain("Do Not Track or Global Privacy Control signal are not counted at all");
    expect(text).toMatch(/bots/);
    expect(text).toContain("We keep the daily totals, which contain no visitor number");
    // A quote request keeps where it came from, as long as the request itself.
    expect(text).toContain("the page you sent it from and how your visit reached our site");
    expect(text).toContain("kept for as long as the request itself and deleted with it");
  });

  it("the privacy policy says the public site sets no cookies and the back office only a staff sign-in cookie", () => {
    const cookies = doc("/privacy-policy").sections.find((s) => s.id === "cookies")!;
    const text = plainText({ ...doc("/privacy-policy"), sections: [cookies] });
    expect(text).toContain("This website sets no cookies for visitors");
    expect(text).toContain("third-party analytics scripts");
    expect(text).toContain("strictly necessary sign-in cookie in the private staff area");
    expect(plainText(doc("/privacy-policy"))).not.toMatch(/We do not use advertising trackers, analytics scripts/);
  });

  it("terms require adult users and name the law and courts of Delhi", () => {
    for (const p of ["/terms-condition", "/reptileemisecurityplus_term_condation"]) {
      const text = plainText(doc(p));
      expect(text, p).toContain("at least 18 years old");
      expect(text, p).toContain("the law in force in Delhi");
      expect(text, p).toContain("courts at Delhi/New Delhi have exclusive jurisdiction");
    }
  });

  it("the anti-theft policy is dated 10 September 2024 and needs parental consent under 13", () => {
    const d = doc("/privacy-policy-anti-theft");
    expect(d.effectiveDate).toBe("2024-09-10");
    expect(formatLegalDate(d.effectiveDate)).toBe("10 September 2024");
    expect(plainText(d)).toContain("parental consent is required for users under 13");
  });

  it("the EMI policy collects no data from children under 13", () => {
    const text = plainText(doc("/reptileemisecurityplus_privacy_policy"));
    expect(text).toContain("no data is collected from children under 13");
    expect(text).not.toContain("parental consent");
  });

  it("every document has a Grievance Officer with the site's e-mail and a contact card built from the site config", () => {
    for (const d of legalDocuments) {
      const grievance = d.sections.find((s) => s.id === "grievance-officer");
      const contact = d.sections.find((s) => s.id === "contact-us");
      expect(grievance, d.path).toBeDefined();
      const card = contact?.blocks.find((b) => b.kind === "contact");
      expect(card, d.path).toMatchObject({
        organisation: site.company.legalName,
        emails: [...site.company.emails],
        phones: site.company.phones.map((p) => ({ display: p.display, tel: telNumber(p.display) })),
      });
      expect(plainText(d)).toContain(site.company.address.street);
      expect(
        grievance!.blocks.some((b) => b.kind === "contact" && b.emails.includes(site.company.emails[1] ?? "")),
        d.path,
      ).toBe(true);
    }
  });

  it("finds a document by pathname, with or without a trailing slash, and nothing for other paths", () => {
    expect(findLegalDocument("/refund-policy")?.title).toBe("Refund Policy");
    expect(findLegalDocument("/refund-policy/")?.title).toBe("Refund Policy");
    expect(findLegalDocument("/refund")).toBeUndefined();
    expect(findLegalDocument("/")).toBeUndefined();
  });
});
