import { describe, expect, it } from "vitest";
import { companyRecordSchema, shippedContent } from "#shared/content/editable";
import { telHref, telNumber, whatsappHref, withWhatsappNumber } from "#shared/lib/phone";

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
});
