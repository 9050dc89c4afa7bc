import { applicationRetentionSentence } from "#shared/content/legal/application-retention";
import { CAREERS_PATH } from "#shared/lib/jobs";
import { plainEmailAddress } from "#shared/lib/quote";
import type { OutgoingMail } from "../db/outbox";
import { formatIndiaDateTime } from "../india-time";
import { companyOf, render } from "../mail/account-mail";
import { sanitiseSubjectPart } from "../mail/message";

/**
 * The two e-mails of an application, queued in the outbox with it (one transaction):
 * the acknowledgement to the applicant and the notification to the hiring team. Neither
 * carries the CV: it stays in the database, for signed-in people with the hiring
 * permission. The applicant's mail holds no number of ours (mail that leaves the company
 * carries no internal counters); the team's names the application's page.
 */

export type ApplicationMailFacts = {
  id: number;
  name: string;
  email: string;
  phone: string;
  jobTitle: string;
  receivedAt: string;
};

export type ApplicationMailOptions = {
  siteUrl: string;
  /** The live company name. */
  company: string;
  /** Where the hiring team reads mail (HIRING_MAIL_TO); the applicant's replies go there too. */
  hiringTo: string;
  /** Where erasure requests go (the privacy address on the site). */
  privacyEmail: string;
  retentionDays: number;
};

export function buildAcknowledgement(a: ApplicationMailFacts, o: ApplicationMailOptions): OutgoingMail {
  const company = companyOf(o.company);
  const job = sanitiseSubjectPart(a.jobTitle, 80) || "the job";
  const greeting = sanitiseSubjectPart(a.name, 80);
  const { text, html } = render({
    title: `Your application for ${job}`,
    paragraphs: [
      greeting ? `Dear ${greeting},` : "Hello,",
      `Thank you for applying for the ${job} role at ${company}. Your application and CV reached us on ${formatIndiaDateTime(a.receivedAt)} (India time).`,
      "Someone from the team you would join reads your application, usually within a week. If your experience fits the role, we call you to talk about it and to set up an interview. We write to you whatever we decide.",
      `${applicationRetentionSentence(o.retentionDays)}. To withdraw your application or have it deleted sooner, reply to this e-mail or write to ${o.privacyEmail}.`,
    ],
    action: { label: "See our other openings", href: `${o.siteUrl}${CAREERS_PATH}` },
    footnote: `${company}. You get this e-mail because this address was given in an application on our website. If that was not you, reply and we will delete it.`,
  });
  return {
    to: a.email,
    subject: `Your application for ${job} at ${company}`,
    text,
    html,
    replyTo: { address: o.hiringTo, name: `${company} hiring team` },
    kind: "application",
  };
}

export function buildHiringNotification(a: ApplicationMailFacts, o: ApplicationMailOptions): OutgoingMail {
  const job = sanitiseSubjectPart(a.jobTitle, 80) || "a job";
  const name = sanitiseSubjectPart(a.name) || "an applicant";
  const email = plainEmailAddress(a.email);
  const { text, html } = render({
    title: `New application for ${job}`,
    paragraphs: [
      `${name} applied for ${job} on ${formatIndiaDateTime(a.receivedAt)} (India time).`,
      `E-mail: ${email ?? "(not usable)"}. Phone: ${a.phone}.`,
      "Their CV, note and links are in the back office, for people with the hiring role (and owners). Move the application on from there: the applicant has been sent an acknowledgement.",
    ],
    action: { label: "Open the application", href: `${o.siteUrl}/admin/hiring/${a.id}` },
    footnote: email
      ? "Reply to this e-mail to write to the applicant. This e-mail was sent by the website."
      : "This e-mail was sent by the website.",
  });
  return {
    to: o.hiringTo,
    subject: `New application: ${job}, from ${name}`,
    text,
    html,
    ...(email ? { replyTo: { address: email, name: "" } } : {}),
    kind: "application",
  };
}
