import type { Faq } from "./schemas/faqs";

/** The words around every page's questions (the questions themselves are below). */
export const faqLabels = {
  heading: "Frequently asked questions",
  intro: "Straight answers to what clients ask us before they start.",
  askLabel: "Ask us anything else",
  askHref: "/contact_us",
};

/** The questions of one page, in display order: `page` is the page's path. */
const on = (page: string, items: readonly (readonly [id: string, question: string, answer: string])[]): Faq[] =>
  items.map(([id, question, answer]) => ({ id, page, question, answer }));

/**
 * The questions shipped with the site, by page, in display order (the back office edits
 * them). Answers are plain text; a blank line starts a new paragraph. Prices, timelines
 * and terms repeat what the pages, plans and refund policy already say.
 */
export const faqs: Faq[] = [
  // ------------------------------------------------------------------ Services
  ...on("/services/software_development", [
    [
      "software-development-cost",
      "How much does custom software cost, and how is the price fixed?",
      "Every project is priced on its own scope, so we do not publish a rate card. After a free call and a short discovery workshop we send a written scope, timeline and fixed price within five working days.\n\nThe price does not change unless you ask for something outside the agreed scope, and then you approve the extra cost in writing before we start it. There is no open-ended hourly billing.",
    ],
    [
      "software-development-timeline",
      "How long does it take to build an ERP, CRM or billing system?",
      "It depends on the modules you need, and the timeline is part of the written proposal. A system built from one of our proven cores (inventory, CRM, HR and payroll or GST billing) goes faster than something designed from scratch.\n\nYou never wait until the end to see progress: we work in two-week cycles, and each one ends with a working demo you can click through and comment on.",
    ],
    [
      "software-development-ownership",
      "Who owns the source code and the data?",
      "You do, completely. The source code, the database and every document we produce for the project belong to your company, and we hand them over at launch. You can host the system wherever you like and have any developer extend it later.",
    ],
    [
      "software-development-tally",
      "Can the new system work with Tally, Zoho and our existing data?",
      "Yes. We connect Tally, Zoho, Razorpay, WhatsApp Business, SMS gateways, biometric attendance devices and bank statements through tested APIs, so nobody re-types the same entry twice.\n\nBefore launch we migrate your data from Excel sheets or your old software, and we train every role on site or on video.",
    ],
    [
      "software-development-support",
      "What support do we get after the software goes live?",
      "Bug fixes are free for 90 days after launch. After that you can take an annual maintenance plan at a fixed yearly fee, which covers fixes, updates and small improvements, so you always know what support will cost.",
    ],
  ]),
  ...on("/services/app_development", [
    [
      "app-development-timeline",
      "How long does it take to build and launch a mobile app?",
      "A typical app goes from kick-off to the Play Store and App Store in 8 to 12 weeks. The first two weeks are a product workshop that ends with a clickable prototype you can show customers, staff or investors before any code is written.\n\nThe exact timeline depends on the features and is fixed in the written proposal.",
    ],
    [
      "app-development-flutter-or-native",
      "Should we build with Flutter or go native for Android and iOS?",
      "If your app mostly shows information, takes orders and payments, Flutter gives you one codebase for Android and iOS and usually saves 30 to 40% of the budget. If it depends heavily on the camera, GPS or Bluetooth, native Kotlin and Swift are the safer choice.\n\nWe recommend one in the proposal and explain why, based on what your app actually needs to do.",
    ],
    [
      "app-development-low-end-phones",
      "Will the app work on budget phones and weak mobile networks?",
      "Yes, that is how we build them. Our apps are tested to open fast on ₹10,000 phones and keep working on patchy 4G, with offline sync for low-network areas so entries made without a signal are saved and sent later.",
    ],
    [
      "app-development-store-approval",
      "Do you publish the app on the Play Store and App Store for us?",
      "Yes. We prepare the store listings, screenshots and privacy details, follow each store's policies and submit the app, so it passes review the first time. The app is published under your own developer accounts, so it belongs to you.\n\nFor 90 days after launch, fixes and store updates are free.",
    ],
  ]),
  ...on("/services/web_development", [
    [
      "web-development-timeline",
      "How long does it take to build a company website?",
      "A typical company website goes live in 4 to 6 weeks from the kick-off. Online stores and portals with logins, payments or bookings take longer, and the written proposal gives you the timeline before work starts.",
    ],
    [
      "web-development-revisions",
      "How many design changes can we ask for?",
      "Every quote includes three rounds of design revisions. Most clients settle the design in two, because we start from your content and from what your visitors need to decide, not from a template.",
    ],
    [
      "web-development-edit-yourself",
      "Can our own staff update the website after launch?",
      "Yes. Every site comes with an admin panel, on WordPress or a custom React or Laravel back end, where your team can change text, photos, products and offers without calling us. We train your staff at handover.",
    ],
    [
      "web-development-speed-seo",
      "Will the website be fast and show up on Google?",
      "We build every site to load in under two seconds on a mid-range phone over 4G, and we tune it for Google's Core Web Vitals. Each page gets a proper title and description, structured data and a place in the sitemap.\n\nAfter launch, SSL, daily backups and monthly updates keep it fast, findable and secure. For ongoing search growth, see our digital marketing service.",
    ],
  ]),
  ...on("/services/branding_service", [
    [
      "branding-timeline",
      "How long does a branding project take?",
      "Two to four weeks from your brief to finished brand guidelines. The first presentation shows three distinct logo routes; we refine the one you choose into the final logo, colours, typography and guidelines.",
    ],
    [
      "branding-files",
      "Which files do we get at the end?",
      "All of them: the logo and its variations as AI, SVG, PNG and print-ready PDF files, colour codes for print and screen, the fonts to use and a concise brand guidelines document. Printers, sign makers and developers can use them as they are, and you own them outright.",
    ],
    [
      "branding-logo-only",
      "We only need a logo. Can we skip the rest?",
      "Yes. A logo on its own is a smaller project. We still start with a short discovery conversation about your customers and competitors, because a logo that looks good but says the wrong thing costs more to fix later.\n\nYou can add brand guidelines, visiting cards, packaging or social media templates at any time.",
    ],
    [
      "branding-rebrand",
      "Can you refresh our existing brand instead of starting again?",
      "Often that is the better choice. If customers already recognise your name and colours, we keep what works, modernise the logo so it also reads as a small app icon, and bring the rest into one consistent system.",
    ],
  ]),
  ...on("/services/digital_marketing", [
    [
      "digital-marketing-budget",
      "What budget do we need for Google and Meta ads?",
      "Ad campaigns on Google, Facebook and Instagram start from ₹15,000 a month. We set a target cost per lead with you at the start and control the daily budget, so the spend never runs ahead of the results.",
    ],
    [
      "digital-marketing-results",
      "How soon will we see results?",
      "Ads can bring enquiries within the first weeks; SEO takes longer because search rankings build over months. Across our clients, cost per lead has come down by 25 to 70% after three months of steady optimisation.\n\nYou see the numbers every month: leads, cost per lead and what we will change next.",
    ],
    [
      "digital-marketing-contract",
      "Is there a long contract or lock-in?",
      "No. We ask for the first quarter, which is the time it takes to learn what works for your business. After that we work month to month, and the ad accounts, pages and tracking stay in your name.",
    ],
    [
      "digital-marketing-reporting",
      "How do you measure and report on the campaigns?",
      "We set up Google Analytics 4 and conversion tracking on calls, forms and WhatsApp clicks, so every lead is traced back to the campaign that brought it. Every month you get a plain-language report and a review call to decide what to scale and what to stop.",
    ],
  ]),
  ...on("/services/cloud_computing_service", [
    [
      "cloud-computing-downtime",
      "Will our business stop while you move us to the cloud?",
      "No. We audit your current servers, write a migration plan with a rollback path and do the cut-over on a weekend. Your team starts Monday on the new setup without losing a record, and if anything goes wrong the old system is still there to fall back to.",
    ],
    [
      "cloud-computing-cost",
      "Will the cloud cost more than our current hosting?",
      "Usually it costs less. Most clients cut their hosting bill by 25 to 40% once servers are right-sized, and a monthly cost review switches off anything you no longer use. You get a predictable monthly cost instead of surprise hardware bills.",
    ],
    [
      "cloud-computing-data-in-india",
      "Can our data stay in India?",
      "Yes. On AWS, DigitalOcean or Oracle Cloud we can keep your applications and backups in Indian regions such as Mumbai or Hyderabad, when your customers or regulations require it.",
    ],
    [
      "cloud-computing-backups-monitoring",
      "How are backups and monitoring handled?",
      "Backups are encrypted and taken daily, and we test restoring them every quarter, so they are known to work. Uptime and performance are watched 24×7 against a 99.9% uptime target, with alerts to our team the moment something goes wrong.",
    ],
  ]),

  // ------------------------------------------------------------------ Products
  ...on("/product/tracko", [
    [
      "tracko-pricing",
      "How much does Tracko cost?",
      "Tracko is priced per user. Attendance plans start at ₹300 per user per month, and plans with payroll and salary slips start at ₹500 per user per month. Every plan needs at least 10 employees and is billed quarterly.\n\nIf you prefer to pay once a year, the yearly plans start at ₹3,000 per user per year.",
    ],
    [
      "tracko-fake-attendance",
      "How does Tracko stop staff from marking attendance for someone else?",
      "Every check-in is made from the employee's own phone with a selfie, the time and their location. A friend cannot mark it for them, and the owner sees the whole team's attendance, late marks and leaves on one screen as they happen.",
    ],
    [
      "tracko-location-privacy",
      "Is my staff's location tracked all the time?",
      "No. Field staff share their location only during working hours. Tracko records client visits, distance travelled and time spent at each visit in that window, and nothing outside it.",
    ],
    [
      "tracko-payroll",
      "Can Tracko calculate salaries as well?",
      "Yes, on the Standard and Standard Pro plans (Ultimate and the payroll Premium Pro plan on yearly billing). At month end Tracko turns attendance, leaves and overtime into salaries, applies your deductions and sends each employee a payslip on their phone.",
    ],
  ]),
  ...on("/product/hisab_book", [
    [
      "hisab-book-pricing",
      "How much does Hisab Book cost?",
      "You pay once for the period you choose: ₹500 for one year, ₹1,000 for three years, or ₹1,500 one-time for the Lifetime plan. Every plan includes all features; the Lifetime plan adds priority support.",
    ],
    [
      "hisab-book-lost-phone",
      "What happens to my khata if I lose or change my phone?",
      "Nothing is lost. Every entry is backed up to the cloud as you type it, so when you sign in on a new phone your customers, suppliers and balances are all there.",
    ],
    [
      "hisab-book-reminders",
      "How do payment reminders reach my customers?",
      "With one tap Hisab Book sends the customer their exact balance on WhatsApp or by SMS. You can also share a PDF statement of any period, so there is no argument about what is due.",
    ],
    [
      "hisab-book-staff",
      "Can my staff add entries without seeing my totals?",
      "Yes. Give staff their own access and they can record what customers take and pay, without seeing your overall totals. Keep the app itself private with a PIN or fingerprint lock.",
    ],
  ]),
  ...on("/product/anti_theft", [
    [
      "anti-theft-pricing",
      "How much does Anti Theft cost?",
      "₹500 for one year or ₹1,000 for three years, for one phone. Both prices include GST, and both plans include every alarm and alert; the three-year plan adds priority support.",
    ],
    [
      "anti-theft-iphone",
      "Does Anti Theft work on iPhone?",
      "No, Anti Theft is available for Android phones only, from the Google Play Store.",
    ],
    [
      "anti-theft-silent-mode",
      "Will the alarm ring if my phone is on silent?",
      "Yes. The alarm plays at full volume even when the phone is on silent, and it stops only with your PIN, pattern or fingerprint.",
    ],
    [
      "anti-theft-sim-change",
      "What happens if a thief changes my SIM card?",
      "Anti Theft sends the new number and the phone's location to your trusted contact. If someone tries to unlock the phone with a wrong PIN, the app quietly takes their photo, so you have something concrete to show the police.",
    ],
  ]),
  ...on("/product/daily_hisab", [
    [
      "daily-hisab-pricing",
      "How much does Daily Hisab cost?",
      "₹1,500 per month, or ₹16,500 per year instead of ₹18,000, plus GST. Both plans include all features; the yearly plan adds priority support.",
    ],
    [
      "daily-hisab-outlets",
      "Can I see all my outlets in one place?",
      "Yes. Owners with more than one outlet see each outlet's sales, expenses and cash side by side, from anywhere, without waiting for the manager's call.",
    ],
    [
      "daily-hisab-vs-hisab-book",
      "How is Daily Hisab different from Hisab Book?",
      "Hisab Book is a khata: it tracks what each customer and supplier owes. Daily Hisab is the day's sales and expense book: it adds up sales in cash, UPI and card, records expenses and tells you at closing how much cash should be in the drawer, with daily and monthly profit reports.\n\nShops that give credit often use Hisab Book; businesses that run on daily cash, such as restaurants, pharmacies and petrol pumps, use Daily Hisab.",
    ],
    [
      "daily-hisab-staff-entries",
      "Can my manager make the entries?",
      "Yes. Managers add the day's entries from their phone and the owner approves them and sees everything. Books stay in sync across Android and iPhone and are backed up to the cloud.",
    ],
  ]),
  ...on("/product/emi_security", [
    [
      "emi-security-pricing",
      "How is EMI Security priced?",
      "Pricing depends on how many phones you finance each month, from a single store with up to 100 financed phones to NBFCs with large fleets. Tell us about your business through the contact form and we will send a quote.",
    ],
    [
      "emi-security-customer-experience",
      "What does the customer see when their phone is locked?",
      "A clear lock screen that reads 'Device locked — EMI overdue', with the amount due and the retailer's number. Emergency calls always work, and the phone unlocks as soon as the payment is recorded.\n\nBefore a lock is needed, the customer gets due-date reminders on their screen.",
    ],
    [
      "emi-security-reset",
      "Can the customer remove the app or factory reset the phone?",
      "No. Factory reset and uninstall stay blocked until the loan is closed, so the phone stays protected for the full term. When the last instalment is paid, the protection is released.",
    ],
    [
      "emi-security-install",
      "Which phones does it work on, and how is it installed?",
      "EMI Security runs on Android phones. It is installed at the point of sale, when the phone is sold on instalments, and each store can have its own login while head office sees every store in one view.",
    ],
  ]),
  ...on("/product/enterprise_mobility_management", [
    [
      "emm-product-pricing",
      "How is Enterprise Mobility Management priced?",
      "EMM is priced by the number of devices and the features you need: Starter for up to 50 devices, Business for 51 to 500 and Enterprise for more than 500. Tell us about your fleet and we will send a quote.",
    ],
    [
      "emm-product-enrolment",
      "How long does it take to set up our devices?",
      "Minutes per device, and far less per fleet. With zero-touch or QR-code enrolment, a new device arrives configured with your apps, Wi-Fi and policies as soon as it is switched on, without your IT team touching it.",
    ],
    [
      "emm-product-kiosk",
      "Can we lock tablets to just our billing or check-in app?",
      "Yes. Kiosk lockdown runs one app, or a small set of apps, with the settings locked, so staff and customers cannot wander into other apps. It is included from the Business plan.",
    ],
    [
      "emm-product-lost-device",
      "What can we do if a company phone is lost?",
      "Lock it from the console with a message on screen, see where it is, or wipe the company data remotely before any of it leaves the business.",
    ],
  ]),

  // ------------------------------------------------------------------ Enterprise feature pages
  ...on("/product/enterprise-managements/enterprise-mobility-management", [
    [
      "reptile-emm-platforms",
      "Which devices does Reptile EMM manage?",
      "Android phones and tablets, including Samsung devices through Knox, and iPhones and iPads through iOS managed apps. It works the same whether you run 10 devices or 10,000.",
    ],
    [
      "reptile-emm-personal-phones",
      "Can staff use their personal phones without us seeing their personal data?",
      "Yes. Android Work Profile and iOS managed apps keep business apps and data in a separate, encrypted container. You manage only that container; personal photos and chats stay private.\n\nWhen an employee leaves, you remove the work container and your data goes with it, while their personal data is never touched.",
    ],
    [
      "reptile-emm-rollout",
      "How quickly can we roll out a new fleet?",
      "A new field team of 200 phones can be policy-compliant in under an hour. Staff switch on the phone, scan the QR code and start work with their apps, email and Wi-Fi already in place.",
    ],
    [
      "reptile-emm-demo",
      "Can we try it before we decide?",
      "Yes. Request a demo and we will show you the dashboard with your own use case: how devices enrol, which policies you would apply and what the reports look like. Then we send a quote based on your fleet size.",
    ],
  ]),
  ...on("/product/enterprise-managements/Kiosk-Lockdown", [
    [
      "kiosk-lockdown-escape",
      "Can customers or staff get out of kiosk mode?",
      "No. The Home, Back and Recents keys do nothing, and the status bar, notification shade, quick settings, power menu and volume keys are disabled. If the app is closed or stops responding, it relaunches automatically.\n\nAuthorised staff leave kiosk mode with a one-time PIN for maintenance, and every exit is logged.",
    ],
    [
      "kiosk-lockdown-multi-app",
      "Can a kiosk run more than one app?",
      "Yes. Run a single app full-screen, or give staff a branded launcher with only the apps and websites you allow, for example billing, inventory, UPI payments and the calculator, in your colours and logo.",
    ],
    [
      "kiosk-lockdown-power-cut",
      "What happens after a power cut?",
      "The device boots straight back into your app, without anyone touching it. Your team is alerted only when a device goes offline or its battery runs low.",
    ],
    [
      "kiosk-lockdown-devices",
      "Which devices can be turned into kiosks?",
      "Android tablets and phones: billing counters, self check-in and token machines, delivery scanners and digital signage screens. Settings and content are changed from the dashboard and reach every device at its next sync.",
    ],
  ]),
  ...on("/product/enterprise-managements/mobile-device-management", [
    [
      "mdm-platforms",
      "Does Reptile MDM manage both Android and iPhone?",
      "Yes. Android and iOS devices are managed from the same web console, which most IT teams learn in an afternoon.",
    ],
    [
      "mdm-lost-phone",
      "What can we do when a phone is lost or stolen?",
      "Put it into lost mode with a return message and your phone number on screen, sound an alarm even if it is on silent, see its last location, and wipe it remotely if it is not recovered. Every action is logged with who did it and when.",
    ],
    [
      "mdm-data-bills",
      "Can we control mobile data usage?",
      "Yes. Set a monthly data cap for each device and block streaming on mobile data, so the bill stays predictable. You can also block games or any app the job does not need.",
    ],
    [
      "mdm-inventory",
      "What does the device inventory record?",
      "Model, IMEI, serial number, OS version, battery health, storage, installed apps and the assigned employee, collected automatically and refreshed on every check-in. When an audit comes around, the answer is a search away.",
    ],
  ]),
  ...on("/product/enterprise-managements/android-device-management", [
    [
      "android-management-brands",
      "Which Android brands and versions are supported?",
      "Samsung, Xiaomi, Vivo, Oppo, Realme, Motorola, Lava and other brands running Android 8 or later. Management is built on Google's Android Enterprise APIs, and we test our agent on the top-selling models every quarter.",
    ],
    [
      "android-management-modes",
      "What is the difference between fully managed and work profile?",
      "A fully managed device is company-owned and follows your policies from the first boot. A work profile is for staff who use their own phone: company apps and data live in a separate profile that you manage, and the rest of the phone stays theirs.\n\nDedicated mode locks a device to one purpose, such as a delivery scanner or a billing tablet.",
    ],
    [
      "android-management-private-apps",
      "Can we distribute our own in-house apps?",
      "Yes, privately through managed Google Play. Your apps never appear on the public store, staff see only approved apps, and updates install silently overnight. Settings such as the server address or store code are set centrally.",
    ],
    [
      "android-management-battery-savers",
      "Our field app keeps getting stopped on some phones. Can you help?",
      "Yes. Battery savers and auto-start settings on some brands silently stop business apps. Our support team knows each brand's quirks and applies the settings that keep your apps running.",
    ],
  ]),
  ...on("/product/enterprise-management/education-sector", [
    [
      "education-exam-mode",
      "How does exam mode work?",
      "Before an online test, a teacher locks the class's tablets to the exam app with one tap: no browser, no screenshots, no notifications and no switching apps. When the test ends, the tablets return to the normal class policy, and the exam log shows any device that went offline during the paper.",
    ],
    [
      "education-after-school",
      "Can tablets follow different rules after school hours?",
      "Yes. During class, tablets open only the timetable's learning apps and e-books. After 4 pm the policy relaxes for homework, reference sites and the school app, while social media and gaming stay blocked. Breaks, evenings and holidays can each have their own rules.",
    ],
    [
      "education-safe-browsing",
      "How is the web filtered for students?",
      "Filtering is set per age group: SafeSearch is enforced and adult, gambling and gaming sites are blocked. Only the learning apps your academic team approves can be opened.",
    ],
    [
      "education-content-delivery",
      "Can we send e-books and videos to a whole class at once?",
      "Yes. Push e-books, videos and worksheets to a whole grade over the school Wi-Fi before class begins, so lessons do not wait on downloads.",
    ],
  ]),
  ...on("/product/enterprise-management/healthcare-management", [
    [
      "healthcare-dpdp",
      "Does this help us comply with India's data protection law?",
      "It gives you the device controls and records you need under the Digital Personal Data Protection Act, 2023: encrypted, auto-locking devices, clinical apps only, copy and screenshot blocking, and audit logs of who accessed which device and when it was locked or wiped, ready to export.\n\nCompliance also depends on your own processes; we help you map the device side.",
    ],
    [
      "healthcare-shared-tablets",
      "How do shared ward tablets protect patient records between shifts?",
      "Each nurse signs in with a PIN. At sign-out, the session, its cache and any downloaded reports are cleared, so the next user starts clean and no patient record is left open on the counter.",
    ],
    [
      "healthcare-check-in-kiosk",
      "Can we set up self check-in at reception?",
      "Yes. A tablet becomes a check-in kiosk: patients enter their mobile number, confirm the appointment and get a token number, while the device stays locked to the check-in and feedback apps and restarts on its own after a power cut.",
    ],
  ]),
  ...on("/product/enterprise-management/retail-management", [
    [
      "retail-overnight-updates",
      "How do price lists and app updates reach every store?",
      "Updates are scheduled after closing time, for example at 2 am, so they are live when the shutters go up. Devices are grouped by region, store and counter, so you can pilot a change in a few outlets first and then roll it out to the whole chain.",
    ],
    [
      "retail-device-leaves-store",
      "What happens if a scanner or billing tablet leaves the store?",
      "Each store's devices are geofenced to its address. If one leaves the premises, the area manager gets an alert and the device locks itself until it is back.",
    ],
    [
      "retail-franchise-scale",
      "Does it work for a few outlets as well as a large chain?",
      "Yes, whether you run 5 outlets or 500. Billing tablets, handheld scanners, price checkers and signage screens are all managed from one dashboard and shown on one map.",
    ],
    [
      "retail-remote-support",
      "Can you fix a counter device without visiting the store?",
      "Yes. Support staff can see the store's screen and fix printer or app settings remotely while the cashier keeps billing.",
    ],
  ]),
  ...on("/product/enterprise-management/corporate-management", [
    [
      "corporate-onboarding",
      "How quickly is a new employee's phone ready?",
      "In about ten minutes. Pick the role, such as Sales, Field Service or Finance, and the phone configures itself with CRM, email, calendar, VPN, office Wi-Fi and the expense app, installed and signed in.",
    ],
    [
      "corporate-offboarding",
      "What happens to company data when an employee leaves?",
      "One click removes company email, CRM data and files from their phone, whether it is company-owned or personal, and the device can be handed to the next person. Access ends the moment HR marks the exit, not when the phone is returned.",
    ],
    [
      "corporate-byod",
      "Can employees use their own phones?",
      "Yes. Company apps and data live in a separate work profile that you control; the rest of the phone stays personal and private.",
    ],
    [
      "corporate-audits",
      "Will it help with ISO 27001 and client audits?",
      "Yes. Device, app and policy reports for ISO 27001 and client audits can be exported in a click, showing which devices follow which policies.",
    ],
  ]),
];
