import { describe, expect, it } from "vitest";
import { telNumber } from "#shared/lib/phone";
import { shippedContent } from "#shared/content/editable";
import { products } from "#shared/content/products";
import { site } from "#shared/content/site";
import { faqsFor } from "#shared/lib/faqs";
import { structuredDataFor } from "./structured-data.server";

const SITE = "https://www.example.in";
type Node = Record<string, unknown> & { "@type": string };
const nodes = (path: string) => structuredDataFor(path, SITE, shippedContent)["@graph"] as unknown as Node[];
const ofType = (path: string, type: string) => nodes(path).filter((n) => n["@type"] === type);

describe("structuredDataFor", () => {
  it("describes the company on every page, with sales contacts, address and social profiles", () => {
    for (const path of ["/", "/about_us", "/nope"]) {
      const [org] = ofType(path, "Organization");
      expect(org?.name).toBe(site.company.name);
      expect(org?.url).toBe(`${SITE}/`);
      const contacts = org?.contactPoint as { contactType: string; telephone: string; email: string }[];
      expect(contacts.map((c) => c.telephone)).toEqual(site.company.phones.map((p) => telNumber(p.display)));
      expect(contacts.map((c) => c.email)).toEqual([...site.company.emails]);
      expect(contacts.every((c) => c.contactType === "sales")).toBe(true);
      expect(org?.sameAs).toEqual(site.social.map((s) => s.href));
      expect((org!.address as Record<string, string>).addressCountry).toBe("IN");
    }
  });

  it("adds breadcrumbs on inner pages only", () => {
    expect(ofType("/", "BreadcrumbList")).toHaveLength(0);
    const [crumbs] = ofType("/portfolio/gowisekart", "BreadcrumbList");
    const items = crumbs?.itemListElement as { position: number; item: string }[];
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(items.at(-1)?.item).toBe(`${SITE}/portfolio/gowisekart`);
  });

  it("describes a service on service pages", () => {
    const [service] = ofType("/services/cloud_computing_service", "Service");
    expect(service?.name).toBe("Cloud Computing");
    expect(service?.provider).toEqual({ "@id": `${SITE}/#organization` });
  });

  it("describes product apps with their rupee prices, and no price where none is published", () => {
    for (const product of products) {
      const [app] = ofType(`/product/${product.route}`, "SoftwareApplication");
      expect(app?.name).toBe(product.name);
      expect(app?.applicationCategory).toMatch(/Application$/);
      expect(app?.operatingSystem).toBeTruthy();
      const offers = (app?.offers ?? []) as { price: number; priceCurrency: string }[];
      const published = [...product.planSection.plans, ...(product.planSection.billing?.yearlyPlans ?? [])].filter(
        (p) => p.pricing.type === "fixed",
      );
      expect(offers).toHaveLength(published.length);
      for (const offer of offers) {
        expect(offer.priceCurrency).toBe("INR");
        expect(offer.price).toBeGreaterThan(0);
      }
    }
    expect(ofType("/product/emi_security", "SoftwareApplication")[0]?.offers).toBeUndefined();
    expect(ofType("/product/enterprise_mobility_management", "SoftwareApplication")[0]?.offers).toBeUndefined();
    const tracko = ofType("/product/tracko", "SoftwareApplication")[0]?.offers as { price: number }[];
    expect(tracko.map((o) => o.price)).toContain(300);
  });
});

describe("structuredDataFor: FAQPage", () => {
  it("lists exactly a page's questions and answers, in order, and appears only where there are some", () => {
    const path = "/services/web_development";
    const expected = faqsFor(shippedContent.faqs, path);
    expect(expected.length).toBeGreaterThanOrEqual(3);
    const [faq, ...more] = ofType(path, "FAQPage");
    expect(more).toHaveLength(0);
    const questions = faq?.mainEntity as {
      "@type": string;
      name: string;
      acceptedAnswer: { "@type": string; text: string };
    }[];
    expect(questions.map((q) => [q["@type"], q.name, q.acceptedAnswer["@type"], q.acceptedAnswer.text])).toEqual(
      expected.map((f) => ["Question", f.question, "Answer", f.answer]),
    );
    for (const other of ["/", "/about_us", "/portfolio/gowisekart", "/nope"])
      expect(ofType(other, "FAQPage")).toHaveLength(0);
    const none = { ...shippedContent, faqs: shippedContent.faqs.filter((f) => f.page !== path) };
    expect(
      (structuredDataFor(path, SITE, none)["@graph"] as unknown as Node[]).some((n) => n["@type"] === "FAQPage"),
    ).toBe(false);
  });
});
