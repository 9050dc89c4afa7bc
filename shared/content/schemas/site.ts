import { z } from "zod";
import { choice, filled, linkSchema, linkUrl, nonEmpty, wholeNumber } from "./common";

export const socialSchema = z.object({
  network: choice(["youtube", "whatsapp", "linkedin", "instagram", "facebook", "x"], "the network").meta({ title: "Network" }),
  href: linkUrl,
  /** Accessible name that says where the link goes. */
  label: nonEmpty,
});

const COUNTRY_CODE_MESSAGE = "Enter the two-letter country code, e.g. IN.";

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
    emails: z.tuple([z.email(), z.email()]),
    phones: z.tuple([
      z.object({ display: nonEmpty, tel: z.string().regex(/^\+\d{8,15}$/) }),
      z.object({ display: nonEmpty, tel: z.string().regex(/^\+\d{8,15}$/) }),
    ]),
  }),
  mainNav: z.array(linkSchema).length(7),
  quoteCta: linkSchema,
  footer: z.object({
    serviceLinks: z.array(linkSchema).length(6),
    legalLinks: z.array(linkSchema).length(3),
    copyrightPrefix: nonEmpty,
  }),
  social: z.array(socialSchema).length(6),
});
export type Site = z.infer<typeof siteSchema>;
export type Social = z.infer<typeof socialSchema>;
