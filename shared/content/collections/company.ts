import { siteSchema, type Site } from "../schemas/site";
import { site as shippedSite } from "../site";
import type { z } from "zod";
import { formattedPhones, withWhatsappNumber } from "../../lib/phone";
import { defineCollection } from "./define";

/**
 * The company's own details, used by the header, footer, contact and legal pages, JSON-LD and mails.
 * The WhatsApp link is not typed: it is made from the phone that WhatsApp chats go to (the form shows it, read-only).
 */
export const companyRecordSchema = siteSchema.shape.company
  .extend({ social: siteSchema.shape.social })
  .transform((record) => ({ ...record, social: withWhatsappNumber(record.social, record.phones) }));
export type CompanyRecord = z.infer<typeof companyRecordSchema>;

/** The single record id of the company collection. */
export const COMPANY_ID = "details";

const companyOf = (site: Site): CompanyRecord => ({ ...site.company, social: site.social });

export const company = defineCollection({
  name: "company",
  labels: { plural: "Company details", singular: "Company details" },
  schema: companyRecordSchema,
  shipped: () => new Map([[COMPANY_ID, companyOf(shippedSite)]]),
  canCreate: false,
  titleOf: (record, id) => (id === COMPANY_ID ? (record?.name ?? "Company details") : id),
  previewPath: () => "/contact_us",
  live: {
    key: "site",
    merge(published): Site {
      const record = published[COMPANY_ID];
      if (!record) return shippedSite;
      const { social, ...details } = record;
      // Records saved before phones were stored formatted show formatted too.
      const phones = formattedPhones(details.phones) as typeof details.phones;
      return { ...shippedSite, company: { ...details, phones }, social: withWhatsappNumber(social, phones) };
    },
    // The header and footer of every page show them.
    affects: (_before, _after, paths) => paths,
  },
  admin: {
    notice: { shownAs: "Published: the header, footer, contact page and legal pages show it now." },
    help: "The name, addresses, phone numbers and social links the header, footer, contact and legal pages show.",
    columns: [{ field: "name", label: "Name" }],
    searchFields: ["name"],
    unknownId: `there is no such record; an import can only change the company details (“${COMPANY_ID}”).`,
  },
  api: { read: true, write: true },
  revisions: { keep: 25 },
  sample: () => ({
    id: COMPANY_ID,
    record: { ...companyOf(shippedSite), tagline: "A changed tagline" },
    shows: ["/contact_us", "/", "/about_us"],
  }),
});
