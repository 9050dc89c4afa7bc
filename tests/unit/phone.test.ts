import { describe, expect, it } from "vitest";
import { companyRecordSchema, shippedContent } from "#shared/content/editable";
import { describeForm } from "#app/admin/content/schema-form.server";
import { COMPANY_ID } from "#shared/content/collections/company";
import { collections } from "#shared/content/collections";
import { formatPhone, telHref, telNumber, whatsappHref, withWhatsappNumber } from "#shared/lib/phone";

describe("company phones, typed once", () => {
  it("derive the dialled number from the displayed one", () => {
    expect(telNumber("+91 98765 43210")).toBe("+919876543210");
    expect(telNumber("+91-11-2345-6789")).toBe("+911123456789");
    expect(telNumber("98765 43210")).toBe("+919876543210");
    expect(telNumber("098765 43210")).toBe("+919876543210");
    expect(telNumber("(+1) 415 555 0100")).toBeUndefined();
    expect(telNumber("+1 415 555 0100")).toBe("+14155550100");
    expect(telNumber("call us")).toBeUndefined();
    expect(telNumber("12345")).toBeUndefined();
    expect(telHref("+91 98765 43210")).toBe("tel:+919876543210");
  });

  it("send WhatsApp to the marked number, else the first mobile", () => {
    const landline = { display: "+91 11 2345 6789" };
    const mobile = { display: "+91 91234 56780" };
    expect(whatsappHref([landline, mobile])).toBe("https://wa.me/919123456780");
    expect(
      whatsappHref([landline, { ...mobile, whatsapp: false }, { display: "+91 99999 00000", whatsapp: true }]),
    ).toBe("https://wa.me/919999900000");
    expect(whatsappHref([landline])).toBe("https://wa.me/911123456789");
    const social = withWhatsappNumber(shippedContent.site.social, [mobile]);
    expect(social.find((s) => s.network === "whatsapp")?.href).toBe("https://wa.me/919123456780");
    expect(social.filter((s) => s.network !== "whatsapp")).toEqual(
      shippedContent.site.social.filter((s) => s.network !== "whatsapp"),
    );
  });

  it("read company records saved with a separate tel, and let phones, e-mails and links be added and removed", () => {
    const shipped = { ...shippedContent.site.company, social: shippedContent.site.social };
    const old = { ...shipped, phones: [{ display: "+91 91234 56780", tel: "+919123456780" }] };
    const parsed = companyRecordSchema.safeParse(old);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.phones).toEqual([{ display: "+91 91234 56780" }]);
    expect(companyRecordSchema.safeParse({ ...shipped, phones: [] }).success).toBe(false);
    expect(
      companyRecordSchema.safeParse({ ...shipped, phones: [...shipped.phones, { display: "+91 90000 00000" }] })
        .success,
    ).toBe(true);
    expect(
      companyRecordSchema.safeParse({ ...shipped, emails: ["a@example.com"], social: shipped.social.slice(0, 2) })
        .success,
    ).toBe(true);
    const bad = companyRecordSchema.safeParse({ ...shipped, phones: [{ display: "ring us" }] });
    expect(bad.error?.issues[0]?.message).toBe("Use a phone number like +91 98765 43210.");
  });

  it("are stored with their country code (+91 when typed without) and grouped as the site shows them", () => {
    expect(formatPhone("9876543210")).toBe("+91 98765 43210");
    expect(formatPhone("098765-43210")).toBe("+91 98765 43210");
    expect(formatPhone("+91-11-2345-6789")).toBe("+91 11 2345 6789");
    expect(formatPhone("0120 456 7890")).toBe("+91 120 456 7890");
    expect(formatPhone(" +1   415 555 0100 ")).toBe("+1 415 555 0100");
    expect(formatPhone("ring us")).toBe("ring us");
    const shipped = { ...shippedContent.site.company, social: shippedContent.site.social };
    const saved = companyRecordSchema.parse({ ...shipped, phones: [{ display: "98765 43219", whatsapp: true }] });
    expect(saved.phones).toEqual([{ display: "+91 98765 43219", whatsapp: true }]);
  });

  it("give the WhatsApp link: it is made from the ticked phone when saved, and shown but not editable", () => {
    const shipped = { ...shippedContent.site.company, social: shippedContent.site.social };
    const typed = {
      ...shipped,
      phones: [{ display: "+91 90000 11111" }, { display: "+91 98888 22222", whatsapp: true }],
      social: shipped.social.map((s) => (s.network === "whatsapp" ? { ...s, href: "https://example.com/typed" } : s)),
    };
    const saved = companyRecordSchema.parse(typed);
    expect(saved.social.find((s) => s.network === "whatsapp")?.href).toBe("https://wa.me/919888822222");
    const form = JSON.stringify(describeForm(companyRecordSchema, saved));
    const index = saved.social.findIndex((s) => s.network === "whatsapp");
    expect(form).toContain(
      `"kind":"literal","name":"social[${index}].href","label":"Link","value":"https://wa.me/919888822222"`,
    );
    // Another network's link is typed as before.
    expect(form).toContain(`"name":"social[0].href","label":"Link","kind":"text"`);
  });

  it("show formatted on the site, also from a record saved before they were", () => {
    const shipped = { ...shippedContent.site.company, social: shippedContent.site.social };
    const merged = collections.company.live.merge({
      [COMPANY_ID]: { ...shipped, phones: [{ display: "9876543210" }] },
    });
    expect(merged.company.phones).toEqual([{ display: "+91 98765 43210" }]);
  });
});
