import type { LegalDocument } from "../schemas/legal";
import {
  company,
  contactSection,
  grievanceSection,
  h3,
  mail,
  ol,
  p,
  page,
  salesEmail,
  section,
  term,
  ul,
} from "./shared";

/**
 * The refund rules are contractual constants kept from the old site; the unit test
 * checks each one appears verbatim in this document.
 */
export const REFUND_RULES = {
  requestWindow: "60 days",
  processingTime: "4 to 5 weeks",
  cancellationFee: "20%",
  cap: "capped at the fee paid",
} as const;

/** Refund and cancellation policy for services and products bought from the company. */
export const refundPolicy: LegalDocument = {
  path: "/refund-policy",
  title: "Refund Policy",
  shortTitle: "Refund Policy",
  summary: `When and how you can cancel a service or product bought from ${company.name}, what is deducted, and how long a refund takes.`,
  appliesTo: "Services and products bought directly from us",
  effectiveDate: "2026-11-01",
  lastUpdated: "2026-11-01",
  sections: [
    section(
      "overview",
      "Overview",
      p(
        `This Refund Policy explains how cancellations and refunds work for services and products you buy directly from ${company.legalName} (“${company.name}”, “we”, “us”). It covers software, app and web development projects, branding, digital marketing and cloud services, and subscriptions and licences for our apps when you pay us directly.`,
      ),
      p([
        "It forms part of our ",
        page("Terms and Conditions", "/terms-condition"),
        ". Where a signed proposal or statement of work sets out different cancellation terms for a specific project, those terms apply to that project.",
      ]),
    ),
    section(
      "at-a-glance",
      "The rules at a glance",
      ul(
        term(
          "Refund window",
          `Refund requests must be made within ${REFUND_RULES.requestWindow} of purchase. After that, only credit is offered, not a refund.`,
        ),
        term(
          "Processing time",
          `Refund processing takes ${REFUND_RULES.processingTime} after we have received all the information we need.`,
        ),
        term(
          "Cancellation fee",
          `A cancellation fee of ${REFUND_RULES.cancellationFee} of the fee, plus any earned fee, plus any third-party fees, is deducted from a refund.`,
        ),
        term("Changing service", "The cancellation fee is not applied when you change to another of our services."),
        term("Maximum refund", `Refunds are ${REFUND_RULES.cap}: we never refund more than you actually paid us.`),
      ),
    ),
    section(
      "refund-window",
      "When you can ask for a refund",
      p(
        `You can ask for a refund within ${REFUND_RULES.requestWindow} of purchase. The date of purchase is the date of your first payment for the service or product concerned, as shown on your invoice or payment receipt.`,
      ),
      p(
        `After ${REFUND_RULES.requestWindow}, we no longer refund payments, but we offer a credit instead. The credit equals the amount you would have received as a refund under this policy, and you can use it for any of our services or products within 12 months from the date we issue it. Credit cannot be exchanged for cash.`,
      ),
    ),
    section(
      "cancellation-fee",
      "Cancellation fee and deductions",
      p("When you cancel and ask for a refund, we deduct three things from the amount you paid:"),
      ol(
        term(
          "A cancellation fee",
          `${REFUND_RULES.cancellationFee} of the fee for the cancelled service or product. It covers the planning, scheduling and resources we reserve for your project as soon as you buy.`,
        ),
        term(
          "Any earned fee",
          "the value of the work already done up to the date you cancel: milestones delivered, hours worked at the agreed rate, or the part of a subscription period already used.",
        ),
        term(
          "Any third-party fees",
          "costs we have paid to others for you that they do not refund to us, such as domain registration, hosting, software or plugin licences, app store developer accounts, stock assets, SMS credits or advertising budget already spent.",
        ),
      ),
      h3("Worked example"),
      p(
        "You paid ₹1,00,000 for a project and cancel within 60 days of purchase. Work worth ₹30,000 has been delivered (earned fee) and we paid ₹5,000 for a domain and hosting (third-party fees). The cancellation fee is 20% of ₹1,00,000, that is ₹20,000. Your refund is ₹1,00,000 − ₹20,000 − ₹30,000 − ₹5,000 = ₹45,000.",
      ),
    ),
    section(
      "changing-service",
      "Changing to another service",
      p(
        "If, instead of cancelling, you change to another of our services, the cancellation fee is not applied. The amount you paid, less any earned fee and any third-party fees, is moved in full to the new service. If the new service costs more, you pay the difference; if it costs less, the balance stays with us as credit for future work.",
      ),
      p(
        "For example, if you bought a website project and decide that a mobile app serves your business better, we move your payment to the app project without charging the 20% cancellation fee.",
      ),
    ),
    section(
      "refund-cap",
      "Refunds are capped at the fee paid",
      p(
        `Every refund is ${REFUND_RULES.cap}. We refund at most the amount you actually paid us for the service or product concerned, in Indian Rupees, without interest. Discounts, promotional credits and amounts paid by someone else on your behalf are not paid out as cash.`,
      ),
      p(
        "If we charge you twice for the same invoice by mistake, or a payment fails but the money leaves your account, we return the duplicate or failed amount in full, with no deductions, as soon as we can confirm it with our bank.",
      ),
    ),
    section(
      "not-refundable",
      "What cannot be refunded",
      ul(
        `Purchases more than ${REFUND_RULES.requestWindow} old (credit is offered instead, as explained above).`,
        "Work you have already accepted, such as an approved milestone, a published design or a completed campaign month.",
        "Third-party fees that the provider does not return to us.",
        "Services that we cannot perform because of a breach of our Terms and Conditions on your side.",
      ),
    ),
    section(
      "app-purchases",
      "App subscriptions and licences",
      p(
        "When you buy a subscription or licence for one of our apps directly from us, for example a 1 year or 3 year plan of Reptile Anti Theft or device licences for Reptile EMI Security Plus, this policy applies in the same way. The part of the plan already used counts as earned fee.",
      ),
      p(
        "Purchases made through an app store, such as Google Play, are processed by that store under its own refund rules, and the store holds the payment. We will gladly help you with a request to the store if you contact us.",
      ),
    ),
    section(
      "how-to-request",
      "How to ask for a refund",
      p(["Write to ", mail(salesEmail), " from the e-mail address or phone number you used with us, and include:"]),
      ul(
        "your name and company name;",
        "the invoice number, date of purchase and payment reference;",
        "the service or product you want to cancel, and whether you would like a refund or to change to another service;",
        "the reason for cancelling (it helps us improve, and does not change what you are entitled to);",
        "the bank account details for the refund, if you did not pay by a method we can refund to directly.",
      ),
      p(
        "We acknowledge your request within 2 working days and tell you if anything is missing. We then send you a written calculation of the refund, showing each deduction.",
      ),
    ),
    section(
      "processing",
      "How long a refund takes",
      p(
        `Refund processing takes ${REFUND_RULES.processingTime} after we have received all the information we need. We refund to the original payment method where possible, or by bank transfer (NEFT, RTGS or IMPS) to the account you name. Your bank may take a few more working days to show the amount in your account.`,
      ),
      p(
        "If a refund is delayed beyond this period, contact us and we will tell you the status and the transaction reference.",
      ),
    ),
    section(
      "your-statutory-rights",
      "Your rights under consumer law",
      p(
        "This policy does not take away any right you have under the Consumer Protection Act, 2019 or the Consumer Protection (E-Commerce) Rules, 2020. If you have a complaint about a refund, you can contact our Grievance Officer, whose details are below.",
      ),
    ),
    grievanceSection("a cancellation or refund"),
    contactSection(`For questions about this policy or a refund in progress, contact ${company.name} at:`),
  ],
};
