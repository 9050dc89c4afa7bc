import type { LegalDocument } from "../schemas/legal";
import { company, contactSection, grievanceSection, mail, p, page, privacyEmail, section, term, ul } from "./shared";

export const EMI_APP = "Reptile EMI Security Plus";

/** Privacy policy of the EMI security app used by lenders and retailers on financed phones. */
export const emiPrivacyPolicy: LegalDocument = {
  path: "/reptileemisecurityplus_privacy_policy",
  title: `${EMI_APP} Privacy Policy`,
  shortTitle: "EMI Security App Privacy Policy",
  summary: `What device data the ${EMI_APP} app processes on a phone bought on EMI, why, who is responsible for it, and the rights of borrowers.`,
  appliesTo: `The ${EMI_APP} app and lender dashboard`,
  effectiveDate: "2026-11-01",
  lastUpdated: "2026-11-01",
  sections: [
    section(
      "introduction",
      "Introduction",
      p(
        `${EMI_APP} (the “App”) is a device security service made by ${company.legalName} (“${company.name}”, “we”, “us”). Lenders, finance companies and retailers (“Lenders”) use it to protect smartphones that customers buy on EMI. When an instalment is overdue, the Lender can restrict the financed phone until the payment is made, and release it again when it is paid.`,
      ),
      p(
        "This policy explains what data the App processes on a financed phone and in the Lender’s dashboard, why, and who is responsible for it. It is written for borrowers, who use the financed phone, and for Lenders. It follows the Information Technology Act, 2000, the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011 and the Digital Personal Data Protection Act, 2023 (the “DPDP Act”).",
      ),
    ),
    section(
      "roles",
      "Who is responsible: lender, borrower and us",
      ul(
        term(
          "The Lender",
          "decides to use the App for its loans, enrols the phone, enters the loan and instalment details and decides when to lock or unlock. Under the DPDP Act the Lender is the Data Fiduciary for the borrower’s data, and it must give the borrower notice of the App and obtain consent in the loan agreement.",
        ),
        term(
          "The borrower",
          "the person who bought the phone on EMI and uses it. The borrower is the Data Principal: the person the data is about, with the rights described below.",
        ),
        term(
          `${company.name}`,
          "provides the App and the dashboard and processes the data on the Lender’s instructions, as a Data Processor. We do not use borrower data for our own purposes. For the Lender’s own account details (name, business details, staff sign-ins), we are the Data Fiduciary.",
        ),
      ),
    ),
    section(
      "data-we-process",
      "What data is processed",
      p("On the financed phone and in the dashboard, the App processes only what is needed to secure the loan:"),
      ul(
        term(
          "Device identifiers",
          "IMEI number, serial number, make, model and Android version, to link the phone to the right loan and to recognise it if it is reset.",
        ),
        term(
          "SIM status",
          "whether a SIM card is present and whether it has changed, so the Lender knows the phone can still be reached. The App does not read calls or messages.",
        ),
        term(
          "Device status",
          "whether the phone is locked or unlocked, when it last connected to our server, and whether someone tried to remove the App, reset the phone or root it.",
        ),
        term(
          "Loan details entered by the Lender",
          "the borrower’s name and mobile number, a loan reference, the instalment amount, the due dates and whether each instalment is paid or overdue.",
        ),
        term(
          "Location, only where enabled",
          "the phone’s last known location, only if the Lender has turned this feature on and the loan agreement discloses it. It is used to help recover a phone whose loan is in default, never to follow the borrower’s daily movements.",
        ),
        term(
          "Lender account details",
          "names, phone numbers and e-mail addresses of the Lender’s staff who use the dashboard, and a log of the commands they send.",
        ),
      ),
      p(
        "The App does not access the borrower’s contacts, messages, call logs, photos, files, browsing history, or the content of any other app. It does not use the microphone or camera.",
      ),
    ),
    section(
      "why-we-process",
      "Why the data is processed",
      ul(
        "to confirm which phone is financed under which loan;",
        "to remind the borrower of upcoming and overdue instalments on the phone’s screen;",
        "to restrict the phone when an instalment is overdue, as the loan agreement allows, and to release it as soon as the payment is recorded;",
        "to release the phone permanently when the loan is closed;",
        "to detect tampering that would defeat the security the borrower agreed to;",
        "to keep the service secure, resolve support requests and meet legal obligations.",
      ),
      p(
        "The data is not used for advertising, credit scoring, marketing or any purpose other than securing the financed phone, and it is never sold.",
      ),
    ),
    section(
      "what-the-borrower-sees",
      "What happens on the phone when it is locked",
      p(
        "When the Lender locks a phone, the App shows a lock screen with the Lender’s name, contact number and the amount due. Even while the phone is locked:",
      ),
      ul(
        "emergency calls, including 112, always remain possible;",
        "the borrower can call the Lender’s helpline from the lock screen;",
        "no data on the phone is deleted, read or copied.",
      ),
      p(
        "When the Lender records the payment, the unlock command is sent to the phone and takes effect as soon as the phone is connected to the internet.",
      ),
    ),
    section(
      "consent",
      "Consent",
      p(
        "The borrower’s consent is obtained by the Lender at the time of sale, in the loan agreement and on the phone during enrolment, after the borrower has been told clearly what the App does. The App is not installed on a phone without that consent.",
      ),
      p(
        "A borrower may withdraw consent, but because the App secures a loan, the Lender may then treat the loan according to the loan agreement, for example by asking for the outstanding amount. The App is removed when the loan is closed.",
      ),
    ),
    section(
      "sharing",
      "Who can see the data",
      ul(
        term("The Lender", "sees the data of the phones it has financed, and no others."),
        term(
          "Our service providers",
          "cloud hosting and push notification services (such as Google Firebase Cloud Messaging) that deliver lock and unlock commands, under contracts that require them to keep the data secure.",
        ),
        term("Authorities", "when the law requires us to disclose data, and only to the extent required."),
      ),
      p("We do not share borrower data with any other lender, data broker or advertiser."),
    ),
    section(
      "retention",
      "How long data is kept",
      p(
        "Device and loan data are kept while the loan is active. When the loan is closed, the phone is released, the App can be uninstalled, and we delete the borrower’s data from our systems within 90 days, unless the Lender instructs us to keep its records longer to meet its own legal obligations. Command logs are kept for 180 days for security purposes.",
      ),
    ),
    section(
      "security",
      "Security",
      ul(
        "All communication between the phone, our servers and the dashboard is encrypted.",
        "Only authorised Lender staff, signed in with their own accounts, can send commands, and every command is logged.",
        "We follow reasonable security practices as required by Rule 8 of the SPDI Rules, and notify Lenders, borrowers and the authorities of a data breach as the law requires.",
      ),
    ),
    section(
      "children",
      "Children",
      p(
        "The App is used only on phones financed to adult borrowers under a loan agreement. It is not directed at children, and no data is collected from children under 13. Lenders must not enrol a phone financed to, or registered in the name of, a child.",
      ),
      p([
        "If you believe a phone used by a child under 13 has been enrolled, contact us at ",
        mail(privacyEmail),
        " and we will ask the Lender to release it and delete the related data.",
      ]),
    ),
    section(
      "your-rights",
      "Rights of borrowers",
      p(
        "As a Data Principal, a borrower may ask for a summary of the data processed about them, ask for corrections (for example of an instalment wrongly shown as unpaid), ask for erasure once the loan is closed, nominate another person to exercise these rights, and raise a grievance.",
      ),
      p([
        "Because the Lender decides how the data is used, please send requests to your Lender first. If the Lender does not respond, or you need our help, write to ",
        mail(privacyEmail),
        ". We will pass the request to the Lender and help it respond within 30 days. Our website practices are explained in our ",
        page("Privacy Policy", "/privacy-policy"),
        ".",
      ]),
    ),
    section(
      "changes",
      "Changes to this policy",
      p(
        "We will update this policy when the App or the law changes, and change the date at the top of this page. Lenders are told of material changes in advance through the dashboard, and we ask them to inform their borrowers.",
      ),
      p([
        "The rules for Lenders and borrowers using the App are set out in the ",
        page(`${EMI_APP} Terms and Conditions`, "/reptileemisecurityplus_term_condation"),
        ".",
      ]),
    ),
    grievanceSection(`the ${EMI_APP} app or how your data is handled`),
    contactSection(`For any question about the ${EMI_APP} app or this policy, contact ${company.name} at:`),
  ],
};
