import { z } from "zod";
import { linkUrl, nonEmpty } from "./common";

/**
 * Legal documents (privacy policies, terms, refund policy) as structured data:
 * sections of paragraphs, lists and sub-headings. Links are data parts, never HTML.
 */

/** A link inside running text: a site path, a mailto: or a tel: address. */
export const legalLinkSchema = z.object({
  text: nonEmpty,
  href: linkUrl.regex(/^(\/[\w\-/#.]*|mailto:[^\s@]+@[^\s@]+|tel:\+\d{8,15})$/, "must be a site path, mailto: or tel:"),
});
export type LegalLink = z.infer<typeof legalLinkSchema>;

/** Running text: a plain string, or a sequence of strings and links. */
export const richTextSchema = z.union([nonEmpty, z.array(z.union([z.string(), legalLinkSchema])).min(1)]);
export type RichText = z.infer<typeof richTextSchema>;

/** A list item, optionally led by a bold term ("Camera: used to …"). */
export const listItemSchema = z.union([richTextSchema, z.object({ term: nonEmpty, text: richTextSchema })]);
export type ListItem = z.infer<typeof listItemSchema>;

/** Postal and electronic contact details, built from the site config. */
export const contactCardSchema = z.object({
  kind: z.literal("contact"),
  /** Who the card names, e.g. "Grievance Officer" or the company. */
  title: nonEmpty,
  organisation: nonEmpty,
  addressLines: z.array(nonEmpty).min(1),
  emails: z.array(z.email()).min(1),
  phones: z.array(z.object({ display: nonEmpty, tel: z.string().regex(/^\+\d{8,15}$/) })),
});

export const legalBlockSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("paragraph"), text: richTextSchema }),
  z.object({ kind: z.literal("list"), ordered: z.boolean().optional(), items: z.array(listItemSchema).min(1) }),
  /** A sub-heading inside a section (rendered as h3). */
  z.object({ kind: z.literal("subheading"), text: nonEmpty }),
  contactCardSchema,
]);
export type LegalBlock = z.infer<typeof legalBlockSchema>;
export type ContactCard = z.infer<typeof contactCardSchema>;

export const legalSectionSchema = z.object({
  /** Anchor id, unique within its document. */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, "must be a lowercase anchor id"),
  heading: nonEmpty,
  blocks: z.array(legalBlockSchema).min(1),
});
export type LegalSection = z.infer<typeof legalSectionSchema>;

const isoDate = z.iso.date();

export const legalDocumentSchema = z
  .object({
    /** Route path, e.g. "/refund-policy" (the prerender list and the loader use it). */
    path: z.string().regex(/^\/[\w-]+$/, "must be a single-segment site path"),
    title: nonEmpty,
    /** Short name for links between the documents. */
    shortTitle: nonEmpty,
    /** One or two sentences shown under the title (and usable as a description). */
    summary: nonEmpty,
    /** What the document covers, e.g. the app's name. */
    appliesTo: nonEmpty,
    effectiveDate: isoDate,
    lastUpdated: isoDate,
    sections: z.array(legalSectionSchema).min(3),
  })
  .superRefine((doc, ctx) => {
    const seen = new Set<string>();
    doc.sections.forEach((section, i) => {
      if (seen.has(section.id)) {
        ctx.addIssue({ code: "custom", path: ["sections", i, "id"], message: `duplicate section id "${section.id}"` });
      }
      seen.add(section.id);
    });
    if (doc.lastUpdated < doc.effectiveDate) {
      ctx.addIssue({ code: "custom", path: ["lastUpdated"], message: "must not be before effectiveDate" });
    }
  });
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

export const legalDocumentsSchema = z
  .array(legalDocumentSchema)
  .length(6)
  .superRefine((docs, ctx) => {
    const seen = new Set<string>();
    docs.forEach((doc, i) => {
      if (seen.has(doc.path))
        ctx.addIssue({ code: "custom", path: [i, "path"], message: `duplicate path "${doc.path}"` });
      seen.add(doc.path);
    });
  });

/** The fixed labels of the legal page template. */
export const legalPageLabelsSchema = z.object({
  eyebrow: nonEmpty,
  effectiveDate: nonEmpty,
  lastUpdated: nonEmpty,
  appliesTo: nonEmpty,
  tableOfContents: nonEmpty,
  otherDocuments: nonEmpty,
  email: nonEmpty,
  phone: nonEmpty,
  backToTop: nonEmpty,
});
export type LegalPageLabels = z.infer<typeof legalPageLabelsSchema>;
