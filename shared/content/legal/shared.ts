import type { ContactCard, LegalBlock, LegalLink, LegalSection, ListItem, RichText } from "../schemas/legal";
import { site } from "../site";
import { telNumber } from "../../lib/phone";
import { postalLine } from "./company-details";

/**
 * Small builders so the legal texts read like documents, plus the contact details
 * every document ends with. Company details come from the shipped site config; the
 * legal route puts the live ones in their place (./company-details.ts).
 */

export const company = site.company;

/** The general inbox answers privacy and grievance mail; the first one handles sales and billing. */
export const salesEmail = company.emails[0];
export const privacyEmail = company.emails[1] ?? company.emails[0];

export const p = (text: RichText): LegalBlock => ({ kind: "paragraph", text });
export const ul = (...items: ListItem[]): LegalBlock => ({ kind: "list", items });
export const ol = (...items: ListItem[]): LegalBlock => ({ kind: "list", ordered: true, items });
export const h3 = (text: string): LegalBlock => ({ kind: "subheading", text });
export const term = (name: string, text: RichText): ListItem => ({ term: name, text });

export const section = (id: string, heading: string, ...blocks: LegalBlock[]): LegalSection => ({
  id,
  heading,
  blocks,
});

export const mail = (address: string): LegalLink => ({ text: address, href: `mailto:${address}` });
export const page = (text: string, href: string): LegalLink => ({ text, href });

/** A company phone as the contact cards print it: as typed, and as dialled. */
const contactPhone = (phone: { display: string }) => ({
  display: phone.display,
  tel: telNumber(phone.display) ?? phone.display,
});

const addressLines = [company.address.street, postalLine(company.address), company.address.country];

/** The company's full contact card: registered address, both e-mails and both phones. */
export function companyContact(): ContactCard {
  return {
    kind: "contact",
    title: company.name,
    organisation: company.legalName,
    addressLines,
    emails: [...company.emails],
    phones: company.phones.map(contactPhone),
  };
}

/** The Grievance Officer's card (Rule 5(9) of the SPDI Rules, 2011; DPDP Act, 2023). */
export function grievanceContact(): ContactCard {
  return {
    kind: "contact",
    title: "Grievance Officer",
    organisation: company.legalName,
    addressLines,
    emails: [privacyEmail],
    phones: [contactPhone(company.phones[0])],
  };
}

/**
 * The closing "Grievance Officer" section shared by every document: who to write to,
 * what to include, and how quickly we answer.
 */
export function grievanceSection(subject: string): LegalSection {
  return section(
    "grievance-officer",
    "Grievance Officer",
    p(
      `In line with the Information Technology Act, 2000, the rules made under it, the Digital Personal Data Protection Act, 2023 and the Consumer Protection (E-Commerce) Rules, 2020, ${company.legalName} has appointed a Grievance Officer. If you have a complaint or concern about ${subject}, write to the Grievance Officer at the address below.`,
    ),
    grievanceContact(),
    p([
      "Please include your name, a phone number or e-mail address we can reply to, and enough detail for us to understand the issue (for example an invoice number, the phone number or device concerned, and what happened). Write to ",
      mail(privacyEmail),
      " with the subject line “Grievance”.",
    ]),
    ul(
      "We acknowledge every grievance within 48 hours of receiving it.",
      "We aim to resolve it within 30 days of receipt, and tell you what we did and why.",
      "If you are not satisfied with our answer, you may approach the Data Protection Board of India (for personal data matters) or the consumer forum that has jurisdiction (for consumer matters).",
    ),
  );
}

/** The closing "Contact us" section built from the site config. */
export function contactSection(intro: string): LegalSection {
  return section("contact-us", "Contact us", p(intro), companyContact());
}
