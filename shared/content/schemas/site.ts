import { z } from "zod";
import { linkSchema, linkUrl, nonEmpty } from "./common";

export const socialSchema = z.object({
  network: z.enum(["youtube", "whatsapp", "linkedin", "instagram", "facebook", "x"]),
  href: linkUrl,
  /** Accessible name that says where the link goes. */
  label: nonEmpty,
});

export const siteSchema = z.object({
  company: z.object({
    name: nonEmpty,
    legalName: nonEmpty,
    shortName: nonEmpty,
    tagline: nonEmpty,
    foundingYear: z.number().int(),
    address: z.object({
      street: nonEmpty,
      locality: nonEmpty,
      region: nonEmpty,
      postalCode: nonEmpty,
      country: nonEmpty,
      countryCode: z.string().length(2),
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
