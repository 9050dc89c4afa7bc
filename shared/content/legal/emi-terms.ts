import type { LegalDocument } from "../schemas/legal";
import { EMI_APP } from "./emi-privacy";
import { company, contactSection, grievanceSection, p, page, section, term, ul } from "./shared";

/** Terms and conditions of the EMI security app for lenders and borrowers. */
export const emiTerms: LegalDocument = {
  path: "/reptileemisecurityplus_term_condation",
  title: `${EMI_APP} Terms and Conditions`,
  shortTitle: "EMI Security App Terms",
  summary: `The rules for lenders who use ${EMI_APP} to secure phones sold on EMI, what borrowers agree to, and when a phone may be locked and must be unlocked.`,
  appliesTo: `The ${EMI_APP} app and lender dashboard`,
  effectiveDate: "2026-11-01",
  lastUpdated: "2026-11-01",
  sections: [
    section(
      "agreement",
      "Agreement and parties",
      p(
        `These Terms and Conditions (the “Terms”) govern the use of ${EMI_APP}, the app installed on financed phones and the online dashboard (together, the “Service”), provided by ${company.legalName} (“${company.name}”, “we”, “us”).`,
      ),
      p(
        "They bind two kinds of users: the lender, finance company or retailer that uses the Service to secure phones it sells on EMI (the “Lender”), and the person who buys the phone on EMI and uses it (the “Borrower”). By registering for the dashboard, a Lender accepts these Terms. By agreeing to the App at the time of purchase, a Borrower accepts the parts of these Terms that apply to Borrowers.",
      ),
    ),
    section(
      "definitions",
      "Words used in these terms",
      ul(
        term(
          "Financed Phone",
          "a smartphone sold to a Borrower under a loan or EMI agreement and enrolled in the Service.",
        ),
        term(
          "Loan Agreement",
          "the agreement between the Lender and the Borrower for the purchase of the Financed Phone on instalments.",
        ),
        term("Lock", "restricting the Financed Phone to the lock screen, emergency calls and the Lender’s helpline."),
        term("Unlock", "returning the Financed Phone to normal use."),
        term(
          "Release",
          "permanently removing the Service’s control when the loan is closed, after which the App can be uninstalled.",
        ),
      ),
    ),
    section(
      "eligibility",
      "Eligibility",
      ul(
        "Lenders must be businesses lawfully entitled to sell goods on credit or to lend in India, including registered retailers acting with a lending partner, and must use the Service only through staff who are at least 18 years old.",
        "Borrowers must be at least 18 years old and legally able to enter into the Loan Agreement.",
        "The Service may be used only on phones the Lender has financed. It may not be installed on any other phone.",
      ),
    ),
    section(
      "licence-and-fees",
      "Licence and fees",
      p(
        "We grant each Lender a non-exclusive, non-transferable licence to use the Service for the number of device licences it has bought, for as long as they are valid. One licence covers one Financed Phone for the life of its loan. Fees are as agreed in the Lender’s order, in Indian Rupees, plus GST.",
      ),
      p([
        "Licences are refunded only as set out in our ",
        page("Refund Policy", "/refund-policy"),
        ". A licence cannot be moved to a different phone once it has been enrolled, except where the phone is replaced under warranty.",
      ]),
    ),
    section(
      "lender-obligations",
      "Lender obligations",
      p("A Lender using the Service must:"),
      ul(
        "tell the Borrower clearly, before the sale and in a language they understand, that the App will be installed, what it does, when the phone may be locked and how to get it unlocked;",
        "obtain the Borrower’s informed, written consent in the Loan Agreement and keep a record of it;",
        "enter accurate loan and instalment details, and record every payment promptly;",
        "comply with all laws and regulations that apply to its lending and recovery practices, including the directions of the Reserve Bank of India on fair practices and digital lending where they apply, the Digital Personal Data Protection Act, 2023 and consumer protection law;",
        "act as the Data Fiduciary for Borrower data, and answer Borrowers’ requests and grievances about it;",
        "keep dashboard sign-ins secret, give access only to trained staff who need it, and remove access for staff who leave;",
        "give the Borrower a working helpline number, shown on the lock screen, that answers during business hours.",
      ),
    ),
    section(
      "borrower-consent",
      "Borrower consent and acknowledgements",
      p("By accepting the App when buying a Financed Phone, the Borrower agrees that:"),
      ul(
        "the App will stay on the phone until the loan is fully repaid and the phone is released;",
        "if an instalment is overdue, the Lender may lock the phone under the rules below;",
        "emergency calls will always remain available, and no personal data on the phone will be deleted or read;",
        "removing the App, resetting the phone or rooting it while the loan is active may lead to the phone being locked, and may be a breach of the Loan Agreement;",
        "questions about instalments, payments and locks should go first to the Lender, whose contact details are shown in the App.",
      ),
      p([
        "What data the App processes is explained in the ",
        page(`${EMI_APP} Privacy Policy`, "/reptileemisecurityplus_privacy_policy"),
        ".",
      ]),
    ),
    section(
      "lock-and-unlock",
      "Lock and unlock rules",
      p("To protect Borrowers, the Service may be used to lock a phone only under these rules:"),
      ul(
        term(
          "When a lock is allowed",
          "only when an instalment is overdue under the Loan Agreement, or when the App detects tampering, and after the Borrower has been sent a reminder on the phone at least 3 days before the lock.",
        ),
        term(
          "What the lock screen shows",
          "the Lender’s name, helpline number and the amount due. It must not contain threatening, abusive or shaming language.",
        ),
        term(
          "What remains available",
          "emergency calls (including 112) and calls to the Lender’s helpline, at all times.",
        ),
        term(
          "Unlocking after payment",
          "the Lender must record the payment and send the unlock command promptly, and in any case within 24 hours of receiving the overdue amount.",
        ),
        term(
          "Disputed amounts",
          "the Lender must not lock a phone for an amount the Borrower has disputed in writing while the dispute is being reviewed.",
        ),
        term(
          "Release at loan closure",
          "when the loan is fully repaid or settled, the Lender must release the phone within 24 hours, after which the Borrower may uninstall the App.",
        ),
      ),
      p(
        "Locks and unlocks reach the phone only when it is switched on and connected to the internet. A phone that is offline receives the command when it next connects.",
      ),
    ),
    section(
      "prohibited-use",
      "Prohibited use",
      p("No one may use the Service to:"),
      ul(
        "lock or monitor a phone that is not a Financed Phone, or whose loan has been closed;",
        "track, stalk, watch or harass any person, or collect data about anyone other than for securing the loan;",
        "put pressure on a Borrower through threats, public shaming, contacting their friends or family, or any other unfair recovery practice;",
        "lock a phone to collect an amount that is not due under the Loan Agreement;",
        "copy, modify, reverse-engineer or resell the App or the dashboard, or try to get around its security;",
        "sell, share or misuse data obtained through the Service.",
      ),
      p("We may suspend any account that breaks these rules immediately, and release affected phones."),
    ),
    section(
      "service-availability",
      "Availability and support",
      p(
        "We work to keep the Service available at all times and provide support to Lenders by e-mail and phone during business hours. The Service depends on mobile networks, the internet, Android and Google services, which are outside our control, so we cannot guarantee that every command will reach a phone at once. We give Lenders notice of planned maintenance.",
      ),
    ),
    section(
      "intellectual-property",
      "Intellectual property",
      p(
        `The App, the dashboard, their design and the ${EMI_APP} name belong to ${company.legalName}. Nothing in these Terms transfers any of those rights to a Lender or Borrower, other than the licence described above.`,
      ),
    ),
    section(
      "liability",
      "Disclaimer and limitation of liability",
      ul(
        "The Service is a tool. The Lender alone decides when to lock and unlock, and is responsible for its decisions and for its compliance with the law.",
        "We are not responsible for losses caused by a Lender’s misuse of the Service, by wrong loan data entered by the Lender, or by a phone being offline, damaged or tampered with.",
        "To the extent the law allows, our total liability to a Lender for any claim is limited to the fees the Lender paid us for the Service in the 12 months before the claim arose, and we are not liable for indirect or consequential loss.",
        "Nothing in these Terms limits a Borrower’s rights under consumer protection law, or liability that cannot be limited by law.",
      ),
    ),
    section(
      "indemnity",
      "Indemnity",
      p(
        "The Lender agrees to compensate us for any claim, penalty, loss or reasonable legal cost that arises because it used the Service in breach of these Terms or the law, including an unlawful or unjustified lock.",
      ),
    ),
    section(
      "termination",
      "Suspension and termination",
      p(
        "A Lender may stop using the Service at any time, after releasing or arranging the release of all enrolled phones. We may suspend or end a Lender’s access for a serious breach of these Terms. When a Lender’s access ends, we release all phones whose loans are closed, and agree with the Lender how active loans are handled, so that no Borrower is left with a phone that cannot be unlocked.",
      ),
    ),
    section(
      "governing-law",
      "Governing law and jurisdiction",
      p(
        "These Terms are governed by the laws of India, and in particular the law in force in Delhi. The courts at Delhi/New Delhi have exclusive jurisdiction over any dispute arising from them or from the use of the Service.",
      ),
    ),
    section(
      "changes",
      "Changes to these terms",
      p(
        "We may update these Terms as the Service or the law changes, and will change the date at the top of this page. Lenders are told of material changes at least 15 days in advance through the dashboard. Continuing to use the Service after a change takes effect means accepting it.",
      ),
    ),
    grievanceSection(`the ${EMI_APP} app or these Terms`),
    contactSection(`For questions about these Terms or the ${EMI_APP} service, contact ${company.name} at:`),
  ],
};
