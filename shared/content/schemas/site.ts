import { z } from "zod";
import { formatPhone, telNumber } from "../../lib/phone";
import { form } from "./form-hints";
import { choice, filled, linkSchema, linkUrl, listOf, nonEmpty, wholeNumber } from "./common";

export const socialSchema = z.object({
  network: choice(["youtube", "whatsapp", "linkedin", "instagram", "facebook", "x"], "the network").meta({
    title: "Network",
  }),
  href: linkUrl.meta({
    title: "Link",
    ...form({
      derivedWhen: {
        field: "network",
        equals: "whatsapp",
        note: "Made from the phone number that WhatsApp chats go to (under Phone numbers): change it there.",
      },
    }),
  }),
  /** Accessible name that says where the link goes. */
  label: filled("what the link is, e.g. Reptile on LinkedIn").meta({ title: "Link text for screen readers" }),
});

const COUNTRY_CODE_MESSAGE = "Enter the two-letter country code, e.g. IN.";

/**
 * One company phone: typed once, as the site shows it; the `tel:` and WhatsApp addresses
 * are derived from it (shared/lib/phone.ts). Records saved before this had a separate
 * `tel` as well: an object drops keys it does not know, so they still read.
 */
export const phoneSchema = z.object({
  // Kept with its country code and grouped as the site shows it ("98765 43210" → "+91 98765 43210").
  display: filled("the phone number")
    .refine((value) => telNumber(value) !== undefined, "Use a phone number like +91 98765 43210.")
    .transform(formatPhone)
    .meta({
      title: "Phone number",
      description: "With the country code, e.g. +91 98765 43210; a number without one is taken as Indian (+91).",
    }),
  /** Where WhatsApp chats go (otherwise the first mobile number). */
  whatsapp: z
    .boolean({ error: "Choose whether WhatsApp chats go to this number." })
    .optional()
    .meta({ title: "WhatsApp chats go to this number" }),
});

/** A list of 1 to `max` items that can be added and removed, typed with its first item always there. */
const atLeastOne = <T extends z.ZodType>(item: T, [one, many]: [string, string], max: number) =>
  listOf(item, [one, many], 1, max) as unknown as z.ZodType<
    [z.output<T>, ...z.output<T>[]],
    [z.input<T>, ...z.input<T>[]]
  >;

export const siteSchema = z.object({
  company: z.object({
    name: filled("the company's name").meta({ title: "Company name" }),
    legalName: filled("the registered (legal) name").meta({
      title: "Registered name",
      description: "As on invoices and legal pages.",
    }),
    shortName: filled("a short name").meta({ title: "Short name" }),
    tagline: filled("the tagline").meta({ title: "Tagline" }),
    foundingYear: wholeNumber("the year the company was founded", 1900, 2100).meta({ title: "Founded in (year)" }),
    address: z.object({
      street: filled("the street address").meta({ title: "Street" }),
      locality: filled("the city or town").meta({ title: "City or town" }),
      region: filled("the state").meta({ title: "State" }),
      postalCode: filled("the PIN code").meta({ title: "PIN code" }),
      country: filled("the country").meta({ title: "Country" }),
      countryCode: z
        .string({ error: COUNTRY_CODE_MESSAGE })
        .length(2, { error: COUNTRY_CODE_MESSAGE })
        .meta({ title: "Country code", description: "Two letters, e.g. IN." }),
    }),
    /** The first answers sales and billing, the second privacy mail (the first when there is one). */
    emails: atLeastOne(
      z.email({ error: "Enter an e-mail address like sales@example.com." }),
      ["e-mail address", "e-mail addresses"],
      5,
    ).meta({
      title: "E-mail addresses",
    }),
    /** The first is the one the pages' "Call" buttons dial. */
    phones: atLeastOne(phoneSchema, ["phone number", "phone numbers"], 5).meta({ title: "Phone numbers" }),
  }),
  mainNav: z.array(linkSchema).length(7),
  quoteCta: linkSchema,
  footer: z.object({
    serviceLinks: z.array(linkSchema).length(6),
    /** "Other links": careers and the policies. */
    legalLinks: z.array(linkSchema).min(3).max(6),
    copyrightPrefix: nonEmpty,
  }),
  social: listOf(socialSchema, ["social link", "social links"], 0, 10).meta({ title: "Social links" }),
});
export type Site = z.infer<typeof siteSchema>;
export type Social = z.infer<typeof socialSchema>;
export type Phone = z.infer<typeof phoneSchema>;
