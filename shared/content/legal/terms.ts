import type { LegalDocument } from "../schemas/legal";
import { company, contactSection, grievanceSection, p, page, section, ul } from "./shared";

/** Terms of service for the website and the company's IT services. */
export const termsAndConditions: LegalDocument = {
  path: "/terms-condition",
  title: "Terms and Conditions",
  shortTitle: "Terms & Conditions",
  summary: `The rules for using this website and for buying software, app, web, branding, digital marketing and cloud services from ${company.name}. Please read them before you ask for a quote or sign a proposal.`,
  appliesTo: "This website and our IT services",
  effectiveDate: "2026-11-01",
  lastUpdated: "2026-11-01",
  sections: [
    section(
      "agreement",
      "Agreement to these terms",
      p(
        `These Terms and Conditions (the “Terms”) are an agreement between you and ${company.legalName} (“${company.name}”, “we”, “us” or “our”). They apply when you use this website, send us a quote request, or buy any of our services or products.`,
      ),
      p(
        "By using the website or our services you accept these Terms. If you accept them on behalf of a company or other organisation, you confirm that you have the authority to bind it, and “you” then means that organisation. If you do not agree, please do not use the website or our services.",
      ),
      p(
        "These Terms are an electronic record under the Information Technology Act, 2000 and the rules made under it. They do not need a physical or digital signature to be binding.",
      ),
    ),
    section(
      "eligibility",
      "Who may use our website and services",
      p(
        "You must be at least 18 years old to use this website or our services, and legally competent to enter into a contract under the Indian Contract Act, 1872. By using them you confirm that you meet these conditions.",
      ),
      p(
        "Our services are offered to businesses and professionals. If you are under 18 years old, please do not send us personal information or place an order.",
      ),
    ),
    section(
      "our-services",
      "Our services",
      p(
        "We design, build and support software, mobile apps and websites, and offer branding, digital marketing and cloud computing services. We also publish our own apps, such as a staff tracking and attendance app, accounts apps, an anti-theft app, an EMI security app and an enterprise mobility management solution.",
      ),
      p(
        "The scope, deliverables, timeline, milestones and price of each project are set out in a written proposal, statement of work or order form (a “Proposal”) that you accept. These Terms apply to every Proposal; if a Proposal says something different on a specific point, the Proposal prevails on that point.",
      ),
      p([
        "Our apps may have their own terms and privacy policies, for example the ",
        page("Reptile EMI Security Plus Terms and Conditions", "/reptileemisecurityplus_term_condation"),
        ". Those apply in addition to these Terms when you use the app.",
      ]),
    ),
    section(
      "quotes-and-pricing",
      "Quotes, prices and taxes",
      ul(
        "A quote request sent through the website is an enquiry, not an order. Neither side is bound until you accept a Proposal in writing (an e-mail is enough) or pay its first invoice.",
        "Unless the Proposal says otherwise, a quotation is valid for 30 days from the date we send it.",
        "Prices are in Indian Rupees (₹). Prices for services are exclusive of GST unless stated; GST and other applicable taxes are added at the prevailing rate. Prices on our product pages say whether GST is included.",
        "Work that is not in the agreed scope is a change request. We estimate it separately and start it only after you approve the estimate.",
      ),
    ),
    section(
      "payments",
      "Payments",
      ul(
        "Invoices are payable within the time stated on the invoice, or within 7 days if none is stated.",
        "Projects are usually billed in milestones, with an advance before work starts. We may pause work on a project while an invoice is overdue, and the timeline moves by the length of the pause.",
        "If you deduct tax at source (TDS), please send us the TDS certificate within the period the law requires.",
        "Third-party costs that we pay on your behalf, such as domain names, hosting, software licences, app store developer accounts or advertising spend, are billed at cost unless the Proposal says otherwise.",
      ),
      p([
        "Cancellations and refunds are governed by our ",
        page("Refund Policy", "/refund-policy"),
        ", which forms part of these Terms.",
      ]),
    ),
    section(
      "your-responsibilities",
      "Your responsibilities as a client",
      ul(
        "Give us accurate information, and the content, feedback, approvals and access we need, on time. Delays on your side move the timeline accordingly.",
        "Make sure you have the right to use every text, image, logo, data set or other material you give us, and that our use of it for your project does not infringe anyone’s rights.",
        "Hold the accounts your product depends on in your own name where possible (domain, hosting, app store, payment gateway), so you stay in control of them.",
        "Review and test each delivery within the acceptance period in the Proposal. A delivery is treated as accepted if you do not report a defect within that period, or when you start using it in production.",
        "Comply with the laws that apply to your business and to the product we build for you, including data protection and consumer protection laws.",
      ),
    ),
    section(
      "intellectual-property",
      "Intellectual property",
      p(
        `The content of this website, including text, illustrations, logos and the ${company.name} name, belongs to us or our licensors. You may read, share links to and print pages for your own reference, but you may not copy, modify or republish them for commercial purposes without our written permission.`,
      ),
      p(
        "When you have paid in full for a project, the rights in the custom deliverables we created specifically for you pass to you as described in the Proposal. We keep the rights in our pre-existing tools, libraries, templates and know-how, and grant you a non-exclusive, perpetual licence to use them as part of your deliverables. Open-source components remain under their own licences, which we list on request.",
      ),
      p(
        "Unless you ask us not to, or the project is confidential, we may name you as a client and show non-confidential parts of the work in our portfolio.",
      ),
    ),
    section(
      "acceptable-use",
      "Acceptable use of the website",
      p("When you use the website you agree not to:"),
      ul(
        "break any law, or use the website for fraud or to deceive anyone;",
        "send false, misleading or automated submissions through the quote form, or use it to send advertising or spam;",
        "try to gain unauthorised access to the website, its server or its data, probe it for vulnerabilities without our written permission, or interfere with its operation;",
        "introduce viruses, malware or any other harmful code;",
        "copy the website in bulk by automated means in a way that burdens our server;",
        "impersonate another person or business.",
      ),
      p("We may block access to the website for anyone who breaks these rules."),
    ),
    section(
      "third-party-services",
      "Third-party services",
      p(
        "Many projects depend on services run by other companies: app stores, hosting and cloud platforms, payment gateways, map, SMS and e-mail providers and other APIs. Their own terms apply to your use of them. We are not responsible for their availability, pricing or policy decisions, such as an app store’s review outcome, although we will help you respond to them.",
      ),
    ),
    section(
      "warranties",
      "Our promises and their limits",
      ul(
        "We perform our services with reasonable skill and care, using qualified people and good industry practice.",
        "We fix, free of charge, defects in our own work that you report within 30 days after acceptance of a delivery, unless the Proposal sets a different warranty period.",
        "The website is provided “as is”. We work to keep its information accurate and the site available, but we do not promise that it will always be error-free or uninterrupted. Nothing on the website is a binding offer.",
        "We do not guarantee specific business results, such as search rankings, sales or download numbers, unless a Proposal says so expressly.",
      ),
    ),
    section(
      "liability",
      "Limitation of liability",
      p(
        "To the extent the law allows, our total liability to you for any claim arising from a project or from the website is limited to the fees you paid us for the service the claim relates to in the 12 months before the claim arose.",
      ),
      p(
        "We are not liable for indirect or consequential loss, such as loss of profit, revenue, business opportunity or data that you could have restored from a backup. Nothing in these Terms limits liability that cannot be limited by law, such as liability for fraud.",
      ),
    ),
    section(
      "indemnity",
      "Indemnity",
      p(
        "You agree to compensate us for any loss, claim or reasonable legal costs that arise because material you gave us infringes someone else’s rights, or because you broke these Terms or the law in the way you use a product we built for you.",
      ),
    ),
    section(
      "confidentiality",
      "Confidentiality",
      p([
        "Each of us keeps the other’s confidential business information secret and uses it only for the project. This duty continues after the project ends. We are happy to sign a separate non-disclosure agreement before you share details of your idea. How we handle personal information is explained in our ",
        page("Privacy Policy", "/privacy-policy"),
        ".",
      ]),
    ),
    section(
      "termination",
      "Suspension and termination",
      ul(
        "Either of us may end a Proposal as set out in it, or with written notice if the other side seriously breaks these Terms and does not put it right within 15 days of being asked to.",
        "When a project ends early, you pay for the work done up to the end date and for third-party costs already committed, and the Refund Policy applies to any amount you paid in advance.",
        "Sections that by their nature should continue after termination, such as intellectual property, confidentiality, liability, indemnity and governing law, continue to apply.",
      ),
    ),
    section(
      "force-majeure",
      "Events beyond our control",
      p(
        "Neither of us is responsible for a delay or failure caused by events beyond reasonable control, such as natural disasters, epidemics, war, government action, or a widespread failure of power, internet or cloud services. The affected side will inform the other promptly and resume as soon as it can.",
      ),
    ),
    section(
      "governing-law",
      "Governing law and jurisdiction",
      p(
        "These Terms and every Proposal are governed by the laws of India, and in particular the law in force in Delhi. The courts at Delhi/New Delhi have exclusive jurisdiction over any dispute arising from them.",
      ),
      p(
        "Before going to court, please raise the issue with us in writing. Both sides will try in good faith to settle it within 30 days. This does not stop either side from seeking urgent relief from a court.",
      ),
    ),
    section(
      "changes",
      "Changes to these terms",
      p(
        "We may update these Terms from time to time. The date at the top of this page shows when they last changed. Changes do not affect a Proposal you have already accepted, unless you agree to them in writing.",
      ),
      p(
        "If any part of these Terms is found unenforceable, the rest stays in force. If we do not enforce a right straight away, we have not given it up.",
      ),
    ),
    grievanceSection("these Terms, our website or our services"),
    contactSection(`For questions about these Terms, contact ${company.name} at:`),
  ],
};
