import { z } from "zod";
import { telNumber } from "../../lib/phone";
import { linkSchema, linkUrl, nonEmpty } from "./common";

export const socialSchema = z.object({
  network: z.enum(["youtube", "whatsapp", "linkedin", "instagram", "facebook", "x"]),
  href: linkUrl,
  /** Accessible name that says where the link goes. */
  label: nonEmpty,
});

/**
 * One company phone: typed once, as the site shows it; the `tel:` and WhatsApp addresses
 * are derived from it (shared/lib/phone.ts). Records saved before this had a separate
 * `tel` as well: an object drops keys it does not know, so they still read.
 */
export const phoneSchema = z.object({
  display: nonEmpty.refine((value) => telNumber(value) !== undefined, "Type the number with its country code, for example +91 98765 43210."),
  /** Where WhatsApp chats go (otherwise the first mobile number). */
  whatsapp: z.boolean().optional(),
});

/** A list of 1 to `max` items that can be added and removed, typed with its first item always there. */
const atLeastOne = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).min(1).max(max) as unknown as z.ZodType<[z.output<T>, ...z.output<T>[]], [z.input<T>, ...z.input<T>[]]>;

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
    /** The first answers sales and billing, the second privacy mail (the first when there is one). */
    emails: atLeastOne(z.email(), 5),
    /** The first is the one the pages' "Call" buttons dial. */
    phones: atLeastOne(phoneSchema, 5),
  }),
  mainNav: z.array(linkSchema).length(7),
  quoteCta: linkSchema,
  footer: z.object({
    serviceLinks: z.array(linkSchema).length(6),
    legalLinks: z.array(linkSchema).length(3),
    copyrightPrefix: nonEmpty,
  }),
  social: z.array(socialSchema).max(10),
});
export type Site = z.infer<typeof siteSchema>;
export type Social = z.infer<typeof socialSchema>;
export type Phone = z.infer<typeof phoneSchema>;
