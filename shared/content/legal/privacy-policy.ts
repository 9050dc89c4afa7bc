import type { LegalDocument } from "../schemas/legal";
import { company, contactSection, grievanceSection, mail, p, page, privacyEmail, section, term, ul } from "./shared";
import { ANALYTICS_RETENTION_TOKEN } from "./analytics-retention";
import { LEAD_RETENTION_TOKEN } from "./lead-retention";
import { APPLICATION_RETENTION_TOKEN } from "./application-retention";

/** Privacy policy of the website and of the services the company delivers to clients. */
export const privacyPolicy: LegalDocument = {
  path: "/privacy-policy",
  title: "Privacy Policy",
  shortTitle: "Privacy Policy",
  summary: `How ${company.name} collects, uses, stores and protects the personal information you share through this website and while we deliver our services, and the choices you have.`,
  appliesTo: "This website and our IT services",
  effectiveDate: "2026-11-01",
  lastUpdated: "2026-11-28",
  sections: [
    section(
      "about-this-policy",
      "About this policy",
      p(
        `This Privacy Policy explains how ${company.legalName} (“${company.name}”, “we”, “us” or “our”) handles personal information when you visit this website, ask us for a quote, or work with us on a software, app, web, branding, digital marketing or cloud project.`,
      ),
      p(
        "We follow the Information Technology Act, 2000, the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011 (the “SPDI Rules”) and the Digital Personal Data Protection Act, 2023 together with the rules made under it (the “DPDP Act”). Where the DPDP Act uses the term “Data Fiduciary”, that is us for the information described here.",
      ),
      p([
        "Our mobile apps have their own privacy policies, because they work with device data this website never touches: see the ",
        page("Reptile Anti Theft Privacy Policy", "/privacy-policy-anti-theft"),
        " and the ",
        page("Reptile EMI Security Plus Privacy Policy", "/reptileemisecurityplus_privacy_policy"),
        ".",
      ]),
    ),
    section(
      "information-we-collect",
      "Information we collect",
      p("We collect only what we need to answer you and to deliver the work you ask for."),
      ul(
        term(
          "When you ask for a quote",
          "The “Lets Talk” form in the footer and on the contact page asks for your name, your phone number and your message, and, if you wish, an e-mail address so we can send you a written quote. Nothing else is required, and we do not ask you to create an account. We store the request with the page it was sent from and how your visit reached our site (see “How we count visits”).",
        ),
        term(
          "When you apply for a job",
          "The application form on each open job’s page asks for your name, e-mail address, phone number and CV (a PDF or Word file), and, if you wish, links to your LinkedIn, GitHub or portfolio and a note. We store them with the job you applied for and the date (see “Job applications”).",
        ),
        term(
          "When you write to us or call us",
          "Your e-mail address or phone number, and whatever you choose to tell us in the conversation.",
        ),
        term(
          "When you become a client",
          "Business contact details of the people we work with, billing details such as your company name, billing address and GST number, and the materials you share for the project (content, designs, access to test accounts).",
        ),
        term(
          "When you browse the site",
          "Our server records standard technical information for every request: the IP address, date and time, the page requested, the response status and the browser’s user-agent string. We use it to keep the site secure and working, not to build a profile of you. Separately, we count page views without identifying you (see “How we count visits”).",
        ),
      ),
      p(
        "We do not ask for sensitive personal data or information as defined in the SPDI Rules, such as passwords, bank account or card details, health information or biometric data. Please do not include such details in the message field. Payments for our services are made by bank transfer or through a payment provider, which handles your payment details under its own terms; we only receive a confirmation and a reference number.",
      ),
    ),
    section(
      "how-we-use-information",
      "How we use your information",
      ul(
        "To reply to your quote request: a member of our sales team reads your message and calls you back on the number you gave (or writes to the e-mail address you gave, if any), to understand your requirement and prepare a proposal.",
        "To deliver the services you contract with us for, including project communication, testing, deployment and support.",
        "To send invoices, keep accounts and meet our legal obligations under tax and company law.",
        "To protect the website and the quote form against abuse: a hidden spam trap and a limit on the number of submissions per network address help us keep automated spam out.",
        "To understand, in aggregate, which pages work well and how visitors find us, using our own visit counts rather than third-party analytics.",
      ),
      p(
        "We do not sell, rent or trade your personal information. We do not add you to a marketing list because you asked for a quote, and we do not use your information for automated decision-making or profiling. If you ask us to keep you informed about new products, you can change your mind at any time by writing to us.",
      ),
    ),
    section(
      "analytics",
      "How we count visits",
      p(
        "To learn which pages are read and how visitors find us, our own server counts page views. It does so without cookies and without identifying you, and no other company takes part.",
      ),
      ul(
        term(
          "What we count",
          "for each page view: the page’s address without its query string; the host name of the site that linked to us (such as google.com), not the full address; the utm_source, utm_medium and utm_campaign values of a campaign link; whether a Google or Meta ad click id was present, but never its value; the device class (phone, tablet or desktop); and a visitor number for that day.",
        ),
        term(
          "The daily visitor number",
          "is calculated from a secret that changes every day, your internet address and your browser’s identification. The address and the browser identification are never stored, and the secret is discarded at the end of the day, so visits on different days cannot be linked to each other or to you.",
        ),
        term(
          "What we do not use",
          "no cookies or local storage for analytics, no stored internet addresses or browser identification strings, no fingerprinting across days, and no third-party analytics or advertising scripts.",
        ),
        term(
          "Who is not counted",
          "visitors whose browser sends a Do Not Track or Global Privacy Control signal are not counted at all, and neither are search engines and other bots.",
        ),
        term("How long", `${ANALYTICS_RETENTION_TOKEN}. We keep the daily totals, which contain no visitor number.`),
      ),
      p(
        "When you send a quote request, we store with it the page you sent it from and how your visit reached our site: the page you first arrived on, the referring site and the campaign, if any, and the kind of device (phone, tablet or desktop). This tells us which pages and campaigns bring enquiries. These details are kept for as long as the request itself and deleted with it.",
      ),
      p(
        "To know how your visit began, your browser keeps your first page and the site that sent you there in this tab’s session storage only: no other tab reads it, it goes when the tab closes, and it reaches us only inside a quote request you send (not at all with Do Not Track or Global Privacy Control). Without JavaScript, we use the address of the page you send the form from. We never guess it from other visits, as many people share one internet address and browser version.",
      ),
      p(
        "So that someone who writes twice counts once, we note, without your name or request, that the day’s visitor number wrote, and how that visit began; the note goes with the day’s page views.",
      ),
    ),
    section(
      "job-applications",
      "Job applications",
      p(
        "We use an application only to consider you for the job you applied for. The people who hire for it (our hiring team and the company’s owners) read it, move it through our hiring stages (screening, interview, offer) and keep notes on it, such as the time of your interview. Nobody else in the company, and no one outside it, sees your CV, and we never send it by e-mail. We send you an acknowledgement when your application arrives, and write to you whatever we decide.",
      ),
      p(
        `${APPLICATION_RETENTION_TOKEN}, automatically: the application, the CV, our notes on it and the e-mails about it go together. If we hire you, what we need for your employment becomes part of your employee records, which have their own terms.`,
      ),
      p([
        "You do not have to wait: you can withdraw your application and ask us to erase it at any time by writing to ",
        mail(privacyEmail),
        " from the address you applied with. One of the company’s owners then erases it at once, with your CV, and we keep only a note that an application with its number was erased.",
      ]),
    ),
    section(
      "consent",
      "Consent and the basis for processing",
      p(
        "When you submit the quote form or write to us, you give us your consent to use the details you provide for the purpose described above: answering your request. This notice tells you, before you share anything, what we collect and why, as the DPDP Act requires.",
      ),
      p([
        "You may withdraw your consent at any time by writing to ",
        mail(privacyEmail),
        ". Withdrawing consent does not affect what we did lawfully before, and we will stop using your information within a reasonable time, except where the law requires us to keep it (for example invoices we must retain). For clients, we also process information because it is necessary to perform our contract with you and to comply with the law.",
      ]),
    ),
    section(
      "storage-and-security",
      "How we store and protect information",
      p(
        "Quote requests are saved in our own database before you see the confirmation page, and a copy is e-mailed to our sales team so that no request is lost. The database and the mail system run on servers operated by us or by our hosting provider under a written contract.",
      ),
      p("We keep reasonable security practices and procedures as required by Rule 8 of the SPDI Rules, including:"),
      ul(
        "encrypted connections (HTTPS) between your browser and our website;",
        "access to quote requests and client records limited to the staff who need them, behind passwords;",
        "strict browser security settings on the website and validation of every form field before it is stored;",
        "regular software updates, backups and a documented incident response process.",
      ),
      p(
        "No system is perfectly secure. If a personal data breach happens, we will inform the Data Protection Board of India and the people affected as the DPDP Act requires, and report cyber security incidents to CERT-In within the time set by its directions.",
      ),
      p(
        "We store data in India where practical. If a service provider stores data outside India, we use only providers in countries to which transfer is not restricted by the Government of India, and under contracts that require protection equal to this policy.",
      ),
    ),
    section(
      "retention",
      "How long we keep information",
      p(
        `${LEAD_RETENTION_TOKEN}. This covers everything the quote form sends us: your name, your phone number and your message, together with the page and visit details stored with them. If your request turns into a project, the details we need for it become part of the client records described below.`,
      ),
      p([
        "You do not have to wait: anyone can ask us to erase their quote request at any time by writing to ",
        mail(privacyEmail),
        " with the name and phone number they gave us. We then delete the request for good and keep only a note that a request with its number was erased.",
      ]),
      ul(
        term(
          "Client and billing records",
          "kept for the length of our contract and afterwards for as long as tax and company law require, generally eight years for books of account.",
        ),
        term("Server logs", "kept for 180 days, as required by CERT-In directions, then deleted."),
        term(
          "Visit counts",
          "single page views for a limited time, daily totals for longer (see “How we count visits”).",
        ),
        term(
          "E-mail and call notes",
          "kept for as long as they relate to an open enquiry or project, and deleted with the related record.",
        ),
      ),
      p(
        "When the purpose has been served and no law requires us to keep the information, we erase it, or, where erasure is not technically possible, anonymise it so it can no longer identify you.",
      ),
    ),
    section(
      "sharing",
      "Who we share information with",
      p("We share personal information only in these cases:"),
      ul(
        term(
          "Service providers",
          "companies that host our website and database and deliver our e-mail, bound by contract to use the information only to provide that service to us and to keep it secure.",
        ),
        term(
          "Professional advisers",
          "our chartered accountants, auditors and lawyers, who are bound by confidentiality.",
        ),
        term(
          "Authorities",
          "government agencies, regulators or courts when the law requires it, for example a lawful request under Section 69 of the Information Technology Act, 2000. We disclose only what the request requires.",
        ),
        term(
          "A change of ownership",
          "if our business is merged or sold, the buyer may receive the records it needs to continue serving you, under the same promises as this policy. We will tell you before that happens.",
        ),
      ),
    ),
    section(
      "cookies",
      "Cookies and similar technologies",
      p(
        "This website sets no cookies for visitors and keeps nothing in your browser’s storage to recognise you: what it keeps there is how your visit began, in this tab’s session storage only (see How we count visits), and a note that lets a page reload itself once after we update the site. We do not use advertising trackers, third-party analytics scripts, social media pixels or fingerprinting, and every page, image and script is served from our own server, so no third party learns that you visited.",
      ),
      p(
        "The only cookie we use is a strictly necessary sign-in cookie in the private staff area, which only our own team can reach. Links to our profiles on YouTube, WhatsApp, LinkedIn, Instagram, Facebook and X take you to those services, which apply their own privacy policies once you arrive there.",
      ),
    ),
    section(
      "your-rights",
      "Your rights",
      p("Under the DPDP Act and the SPDI Rules you have the right to:"),
      ul(
        "ask for a summary of the personal information we hold about you and how we use it, and the names of those we shared it with;",
        "ask us to correct, complete or update information that is inaccurate or out of date;",
        "ask us to erase information we no longer need, unless the law requires us to keep it;",
        "withdraw your consent at any time, as easily as you gave it;",
        "nominate another person to exercise these rights on your behalf in the event of your death or incapacity;",
        "have a grievance addressed by our Grievance Officer, and then by the Data Protection Board of India if you are not satisfied.",
      ),
      p([
        "To use any of these rights, write to ",
        mail(privacyEmail),
        ". We may ask you to confirm your identity before acting on a request, to protect your information from someone pretending to be you. We answer within 30 days.",
      ]),
    ),
    section(
      "children",
      "Children",
      p(
        "This website and our services are meant for businesses and adults. We do not knowingly collect personal information from anyone under 18 years of age, who is a child under the DPDP Act. If you are a parent or guardian and believe a child has sent us information, contact us and we will delete it.",
      ),
    ),
    section(
      "changes",
      "Changes to this policy",
      p(
        "We may update this policy when our services, our systems or the law change. The date at the top of this page shows when it last changed. If a change affects how we use information you have already given us, we will tell you directly before it takes effect and, where the law requires, ask for your consent again.",
      ),
    ),
    grievanceSection("how we handle your personal information"),
    contactSection(`For any other question about this policy or your information, you can reach ${company.name} at:`),
  ],
};
