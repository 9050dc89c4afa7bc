import type { Image } from "./schemas/common";
import type { Plan, PlanFeature, Product, ProductLabels } from "./schemas/products";

/**
 * The company's six products (spec §1, §2, §9). Prices are the spec's, in whole
 * rupees; tests/unit/products.test.ts pins every one of them. Store links are
 * deliberate placeholders (com.example.*, id0000000000) until the real listings
 * are filled in.
 */

const image = (route: string, file: string, width: number, height: number, alt: string): Image => ({
  src: `/images/products/${route}/${file}.svg`,
  width,
  height,
  alt,
});

/** The common image set of a product page, with alt texts that say what each screen shows. */
function images(route: string, name: string, screens: { main: string; second: string; third: string }) {
  return {
    card: image(route, "card", 480, 360, `${name} app: ${screens.main}`),
    header: image(route, "header", 640, 520, `${name} on a phone: ${screens.main}`),
    about: image(route, "about", 560, 520, `${name}: ${screens.second}`),
    design1: image(
      route,
      "design-1",
      1200,
      420,
      `Three ${name} screens: ${screens.main}, ${screens.second} and ${screens.third}`,
    ),
    design2: { ...image(route, "design-2", 1200, 420, ""), decorative: true },
    feature: [
      image(route, "feature-1", 520, 520, `${name}: ${screens.main}`),
      image(route, "feature-2", 520, 520, `${name}: ${screens.second}`),
      image(route, "feature-3", 520, 520, `${name}: ${screens.third}`),
    ] as const,
  };
}

const CONTACT = "/contact_us";
const playStore = (pkg: string) => `https://play.google.com/store/apps/details?id=com.example.${pkg}`;
const appStore = (name: string) => `https://apps.apple.com/in/app/example-${name}/id0000000000`;

const f = (icon: PlanFeature["icon"], label: string): PlanFeature => ({ icon, label });

export const productLabels: ProductLabels = {
  list: {
    bannerImage: {
      src: "/images/products/banner.svg",
      width: 960,
      height: 440,
      alt: "Phones showing our apps: staff attendance, a cash ledger, an anti-theft alarm and a device dashboard",
    },
    heading: "Our Product",
    subheading: "Where Innovation Meets Excellence",
    intro:
      "Apps we build, run and support ourselves: used every day by shop owners, finance companies and growing teams across India.",
    viewMoreLabel: "VIEW MORE",
  },
  detail: {
    aboutEyebrow: "WHO WE ARE",
    aboutHeadingPrefix: "ABOUT",
    featuresEyebrow: "What you get",
    featuresHeading: "Our Features",
    headerCta: { label: "Book a free demo", href: CONTACT },
    pricingCta: { label: "See plans", href: "#plans" },
    playStoreBadge: { small: "GET IT ON", large: "Google Play" },
    appStoreBadge: { small: "Download on the", large: "App Store" },
    newTabNote: "opens in a new tab",
    oldPriceLabel: "Earlier price",
    priceLabel: "Price",
  },
};

// ---------------------------------------------------------------- Tracko
const trackoImages = images("tracko", "Tracko", {
  main: "today's attendance with each employee's check-in time",
  second: "live map of field staff visits",
  third: "monthly payroll summary",
});

const trackoMonthly = (
  id: string,
  name: string,
  icon: Plan["icon"],
  price: number,
  oldPrice: number,
  users: number,
  payroll: boolean,
  badge?: string,
): Plan => ({
  id,
  name,
  icon,
  summary: `${payroll ? "Attendance + payroll" : "Attendance"}, up to ${users} users`,
  pricing: { type: "fixed", price, oldPrice, period: "per user / month" },
  button: { label: "Get Started", href: CONTACT },
  featuresHeading: "What's included",
  features: [
    f("users", `Up to ${users} users`),
    ...(payroll ? [f("payroll", "Payroll with salary slips")] : []),
    f("attendance", "Minimum 10 employees"),
    f("calendar", "Quarterly billing"),
    f("support", payroll ? "Priority support" : "Basic support"),
  ],
  ...(badge ? { badge } : {}),
});

const trackoYearly = (
  id: string,
  name: string,
  icon: Plan["icon"],
  price: number,
  users: number,
  payroll: boolean,
  badge?: string,
): Plan => ({
  id,
  name,
  icon,
  summary: `${payroll ? "Attendance + payroll" : "Attendance"}, ${users} users`,
  pricing: { type: "fixed", price, period: "per user / year" },
  button: { label: "Get Started", href: CONTACT },
  featuresHeading: "What's included",
  features: [
    f("users", `${users} users`),
    ...(payroll ? [f("payroll", "Payroll with salary slips")] : []),
    f("attendance", "Minimum 10 employees"),
    f("calendar", "Billed once a year"),
    f("support", payroll ? "Priority support" : "Basic support"),
  ],
  ...(badge ? { badge } : {}),
});

const tracko: Product = {
  route: "tracko",
  name: "Tracko",
  category: "Staff tracking & attendance app",
  tagline: "Attendance, field visits and payroll for your whole team, from one phone app.",
  card: {
    image: trackoImages.card,
    description:
      "Know who is at work, where your field staff are and what to pay them, without registers or spreadsheets.",
    bullets: [
      "Selfie and GPS check-in",
      "Live field-staff tracking",
      "Leave and shift management",
      "Automatic payroll",
    ],
  },
  headerImage: trackoImages.header,
  about: {
    text: [
      "Tracko replaces the attendance register and the end-of-month salary sheet. Staff check in from their own phone with a selfie and their location; managers see the day's attendance, late arrivals and leaves the moment they happen.",
      "For sales and service teams in the field, Tracko records every visit on a map, so you know how the day went without a single phone call. At month end it turns attendance into salaries, deductions and payslips.",
    ],
    image: trackoImages.about,
  },
  features: {
    intro: "Everything a growing team needs to run attendance and payroll honestly and on time.",
    items: [
      {
        icon: "attendance",
        title: "Selfie check-in",
        text: "Staff mark attendance with a selfie and location, so no one marks it for a friend.",
      },
      {
        icon: "location",
        title: "Live tracking",
        text: "See field staff on a map during working hours, with every client visit logged.",
      },
      {
        icon: "clock",
        title: "Shifts & overtime",
        text: "Set shifts, grace time and overtime rules once; Tracko applies them every day.",
      },
      {
        icon: "calendar",
        title: "Leave management",
        text: "Leave requests and approvals in the app, with balances always up to date.",
      },
      {
        icon: "payroll",
        title: "Payroll",
        text: "Salaries, deductions and payslips calculated from real attendance at month end.",
      },
      {
        icon: "report",
        title: "Reports",
        text: "Daily, monthly and employee-wise reports, ready to download as Excel or PDF.",
      },
    ],
  },
  designImages: [trackoImages.design1, trackoImages.design2],
  solutionGroups: [],
  featureBlocks: [
    {
      image: trackoImages.feature[0],
      heading: "Attendance you can trust",
      text: "Every check-in carries a selfie, a time and a place. Late marks, half days and absences are counted for you, and the owner sees the whole team on one screen before the first cup of tea.",
    },
    {
      image: trackoImages.feature[1],
      heading: "Know where the field team is",
      text: "Sales and service staff share their location only during working hours. Visits, distance travelled and time spent at each client are recorded automatically, with notes and photos from the visit.",
    },
    {
      image: trackoImages.feature[2],
      heading: "Payroll in minutes, not days",
      text: "Tracko turns the month's attendance, leaves and overtime into salaries, applies your deductions and sends each employee a payslip on their phone.",
    },
  ],
  stores: {
    heading: "Get Tracko on your phone",
    text: "Staff and managers use the same app; each sees what their role allows.",
    playStore: playStore("tracko"),
    appStore: appStore("tracko"),
  },
  planSection: {
    eyebrow: "Pricing",
    heading: "Simple plans that grow with your team",
    description:
      "Prices are per user. Every plan needs at least 10 employees and is billed quarterly on the monthly view.",
    plans: [
      trackoMonthly("basic", "Basic", "rocket", 300, 400, 5, false),
      trackoMonthly("basic-pro", "Basic Pro", "star", 350, 450, 20, false, "Popular"),
      trackoMonthly("standard", "Standard", "diamond", 500, 650, 5, true),
      trackoMonthly("standard-pro", "Standard Pro", "crown", 550, 700, 20, true),
    ],
    billing: {
      legend: "Billing period",
      monthlyLabel: "Monthly",
      yearlyLabel: "Yearly",
      yearlyPlans: [
        trackoYearly("premium", "Premium", "rocket", 3000, 5, false),
        trackoYearly("premium-pro", "Premium Pro", "star", 3500, 20, false, "Popular"),
        trackoYearly("ultimate", "Ultimate", "diamond", 5000, 5, true),
        // The spec names this plan "Premium Pro" as well; the payroll feature tells them apart.
        trackoYearly("premium-pro-payroll", "Premium Pro", "crown", 5500, 20, true),
      ],
    },
  },
};

// ---------------------------------------------------------------- Hisab Book
const hisabBookImages = images("hisab_book", "Hisab Book", {
  main: "customer ledger with money given and received",
  second: "adding a new credit entry",
  third: "monthly statement with totals",
});

const hisabBookFeatures = [
  f("ledger", "Unlimited customers and entries"),
  f("reminder", "WhatsApp and SMS payment reminders"),
  f("report", "PDF statements and reports"),
  f("backup", "Automatic cloud backup"),
];

const hisabBook: Product = {
  route: "hisab_book",
  name: "Hisab Book",
  category: "Daily accounts app",
  tagline: "Your shop's khata on your phone: every udhaar, every payment, always backed up.",
  card: {
    image: hisabBookImages.card,
    description: "A digital khata for shops and small businesses: record credit and payments and collect dues faster.",
    bullets: ["Customer and supplier ledgers", "Payment reminders", "Statements as PDF", "Secure cloud backup"],
  },
  headerImage: hisabBookImages.header,
  about: {
    text: [
      "Hisab Book is the notebook behind the counter, made safe. Record what each customer owes and pays in two taps, and see at a glance how much is due to you and how much you owe your suppliers.",
      "Entries are backed up automatically, so a lost phone never means a lost khata. Send a polite reminder with the exact balance on WhatsApp or SMS and get paid sooner.",
    ],
    image: hisabBookImages.about,
  },
  features: {
    intro: "Built for shopkeepers, wholesalers and service businesses that give credit every day.",
    items: [
      {
        icon: "ledger",
        title: "Digital khata",
        text: "A ledger for every customer and supplier, with running balances.",
      },
      { icon: "reminder", title: "Payment reminders", text: "Send the balance due on WhatsApp or SMS with one tap." },
      { icon: "report", title: "Statements", text: "Share a clean PDF statement of any period with a customer." },
      { icon: "backup", title: "Auto backup", text: "Every entry is saved to the cloud as you type it." },
      { icon: "lock", title: "App lock", text: "Keep your accounts private with a PIN or fingerprint." },
      { icon: "users", title: "Staff access", text: "Let staff add entries without seeing your totals." },
    ],
  },
  designImages: [hisabBookImages.design1, hisabBookImages.design2],
  solutionGroups: [],
  featureBlocks: [
    {
      image: hisabBookImages.feature[0],
      heading: "Every rupee in its place",
      text: "See who owes you, who you owe and the total for the day on one screen. Each entry keeps its date, amount and a note, so there is never an argument about the balance.",
    },
    {
      image: hisabBookImages.feature[1],
      heading: "Add an entry in two taps",
      text: "Pick the customer, type the amount, choose 'You gave' or 'You got'. Hisab Book updates the balance and can send the customer an SMS confirming the entry.",
    },
    {
      image: hisabBookImages.feature[2],
      heading: "Collect dues faster",
      text: "Monthly statements and friendly reminders with the exact amount due help customers pay on time, without an awkward phone call.",
    },
  ],
  stores: {
    heading: "Get Hisab Book on your phone",
    text: "Install it on Android or iPhone and start with your first customer in a minute.",
    playStore: playStore("hisabbook"),
    appStore: appStore("hisab-book"),
  },
  planSection: {
    eyebrow: "Pricing",
    heading: "One price, no surprises",
    description: "Pay once for the period you choose. Every plan includes all features.",
    plans: [
      {
        id: "one-year",
        name: "1-Year Plan",
        icon: "rocket",
        summary: "For a shop getting started",
        pricing: { type: "fixed", price: 500, period: "for 1 year" },
        button: { label: "Buy Now", href: CONTACT },
        featuresHeading: "What's included",
        features: hisabBookFeatures,
      },
      {
        id: "three-year",
        name: "3-Year Plan",
        icon: "star",
        summary: "Best value for a running business",
        pricing: { type: "fixed", price: 1000, oldPrice: 1500, period: "for 3 years" },
        button: { label: "Buy Now", href: CONTACT },
        featuresHeading: "What's included",
        features: hisabBookFeatures,
        badge: "Best value",
      },
      {
        id: "lifetime",
        name: "Lifetime Plan",
        icon: "infinity",
        summary: "Pay once, use it for good",
        pricing: { type: "fixed", price: 1500, period: "one-time" },
        button: { label: "Buy Now", href: CONTACT },
        featuresHeading: "What's included",
        features: [...hisabBookFeatures, f("support", "Priority support")],
      },
    ],
  },
};

// ---------------------------------------------------------------- Anti Theft
const antiTheftImages = images("anti_theft", "Anti Theft", {
  main: "alarm ringing after the phone was moved, with a stop button",
  second: "protection settings for pocket, charger and SIM alerts",
  third: "intruder photo and last known location",
});

const antiTheft: Product = {
  route: "anti_theft",
  name: "Anti Theft",
  category: "Anti-theft phone security app",
  tagline: "A loud alarm the moment someone touches your phone, and a photo of who did it.",
  card: {
    image: antiTheftImages.card,
    description:
      "Protects your phone in crowded places: motion, pocket and charger alarms, intruder photos and SIM alerts.",
    bullets: ["Motion and pocket alarm", "Charger removal alert", "Intruder selfie", "SIM change alert"],
  },
  headerImage: antiTheftImages.header,
  about: {
    text: [
      "Anti Theft guards your phone on the train, in a café or on the charger at the office. Arm it with one tap; if anyone moves the phone, pulls it from your pocket or unplugs the charger, a loud alarm rings until the right PIN is entered.",
      "If someone tries to unlock it with a wrong PIN, the app quietly takes their photo. If the SIM card is changed, it sends the new number and the phone's location to a trusted contact.",
    ],
    image: antiTheftImages.about,
  },
  features: {
    intro: "Simple protection that works even when you are not looking at your phone.",
    items: [
      { icon: "alarm", title: "Motion alarm", text: "Rings loudly when the phone is moved while armed." },
      { icon: "phone", title: "Pocket mode", text: "Alerts you the moment the phone leaves your pocket or bag." },
      { icon: "shield", title: "Charger alert", text: "Sounds an alarm if someone unplugs your charging phone." },
      { icon: "camera", title: "Intruder selfie", text: "Takes a photo of anyone who enters a wrong PIN." },
      { icon: "sim", title: "SIM change alert", text: "Sends the new number to your trusted contact." },
      { icon: "location", title: "Last location", text: "Shares where the phone was when the alarm went off." },
    ],
  },
  designImages: [antiTheftImages.design1, antiTheftImages.design2],
  solutionGroups: [],
  featureBlocks: [
    {
      image: antiTheftImages.feature[0],
      heading: "An alarm no thief can ignore",
      text: "The alarm plays at full volume even if the phone is on silent, and stops only with your PIN, pattern or fingerprint.",
    },
    {
      image: antiTheftImages.feature[1],
      heading: "Protection for every situation",
      text: "Choose pocket mode for crowds, charger mode for the office and motion mode for the table. Each can be armed from the home screen in one tap.",
    },
    {
      image: antiTheftImages.feature[2],
      heading: "Know who touched your phone",
      text: "Intruder photos and the phone's last location are saved and can be sent to a trusted contact, so you have something concrete to show the police.",
    },
  ],
  stores: {
    heading: "Get Anti Theft on your phone",
    text: "Available for Android phones.",
    playStore: playStore("antitheft"),
  },
  planSection: {
    eyebrow: "Pricing",
    heading: "Protect your phone for years",
    description: "Both plans include every feature. Prices include GST.",
    plans: [
      {
        id: "one-year",
        name: "1 Year",
        icon: "shield",
        summary: "One phone, one year",
        pricing: { type: "fixed", price: 500, period: "for 1 year", taxNote: "incl. GST" },
        button: { label: "Buy Now", href: CONTACT },
        featuresHeading: "What's included",
        features: [
          f("alarm", "All alarms and alerts"),
          f("camera", "Intruder photos"),
          f("sim", "SIM change alert"),
          f("support", "Email support"),
        ],
      },
      {
        id: "three-year",
        name: "3 Year",
        icon: "crown",
        summary: "One phone, three years",
        pricing: { type: "fixed", price: 1000, period: "for 3 years", taxNote: "incl. GST" },
        button: { label: "Buy Now", href: CONTACT },
        featuresHeading: "What's included",
        features: [
          f("alarm", "All alarms and alerts"),
          f("camera", "Intruder photos"),
          f("sim", "SIM change alert"),
          f("support", "Priority support"),
        ],
        badge: "Best value",
      },
    ],
  },
};

// ---------------------------------------------------------------- Daily Hisab
const dailyHisabImages = images("daily_hisab", "Daily Hisab", {
  main: "today's sales, expenses and cash in hand",
  second: "sales of the month as a bar chart",
  third: "expense list by category",
});

const dailyHisabFeatures = [
  f("receipt", "Daily sales and expense book"),
  f("wallet", "Cash and UPI closing balance"),
  f("chart", "Profit reports by day and month"),
  f("users", "Staff entries with owner approval"),
];

const dailyHisab: Product = {
  route: "daily_hisab",
  name: "Daily Hisab",
  category: "Daily hisab app",
  tagline: "Close every day with the right number: sales, expenses and cash, counted in minutes.",
  card: {
    image: dailyHisabImages.card,
    description:
      "The daily sales and expense book for shops, restaurants and outlets, with profit reports the owner can trust.",
    bullets: ["Daily sales and expenses", "Cash and UPI closing", "Profit reports", "Multi-outlet view"],
  },
  headerImage: dailyHisabImages.header,
  about: {
    text: [
      "Daily Hisab is where the day's business gets written down: every sale, every expense, every payment in cash or UPI. At closing time it tells you how much cash should be in the drawer, so a gap is noticed the same evening, not at month end.",
      "Owners with more than one outlet see each outlet's day side by side, from anywhere, without waiting for the manager's call.",
    ],
    image: dailyHisabImages.about,
  },
  features: {
    intro: "Made for businesses that run on daily cash: retail shops, restaurants, pharmacies and petrol pumps.",
    items: [
      { icon: "receipt", title: "Sales book", text: "Record sales by cash, UPI or card in seconds." },
      { icon: "wallet", title: "Cash closing", text: "Expected cash in the drawer, calculated for you every night." },
      { icon: "chart", title: "Profit reports", text: "Daily and monthly profit after expenses, always current." },
      { icon: "building", title: "Multiple outlets", text: "Compare the day at every branch on one screen." },
      { icon: "users", title: "Staff entries", text: "Managers add entries; the owner approves and sees everything." },
      { icon: "backup", title: "Cloud backup", text: "Your books are safe even if a phone is lost or changed." },
    ],
  },
  designImages: [dailyHisabImages.design1, dailyHisabImages.design2],
  solutionGroups: [],
  featureBlocks: [
    {
      image: dailyHisabImages.feature[0],
      heading: "Today's hisab on one screen",
      text: "Sales, expenses and the cash you should have are added up as you go. Closing takes minutes and every difference is flagged before the shutter comes down.",
    },
    {
      image: dailyHisabImages.feature[1],
      heading: "See the month take shape",
      text: "Day-by-day sales and profit charts show your best days, slow weeks and how this month compares with the last one.",
    },
    {
      image: dailyHisabImages.feature[2],
      heading: "Know where the money goes",
      text: "Expenses are grouped by category, such as rent, salaries, stock and electricity, so cutting costs starts with facts.",
    },
  ],
  stores: {
    heading: "Get Daily Hisab on your phone",
    text: "Install it on Android or iPhone; your books stay in sync across both.",
    playStore: playStore("dailyhisab"),
    appStore: appStore("daily-hisab"),
  },
  planSection: {
    eyebrow: "Pricing",
    heading: "Plans for every business",
    description: "All features in both plans. GST is added to the price shown.",
    plans: [
      {
        id: "one-month",
        name: "1 Month",
        icon: "calendar",
        summary: "Try it for a month",
        pricing: { type: "fixed", price: 1500, period: "per month", taxNote: "+ GST" },
        button: { label: "Get Started", href: CONTACT },
        featuresHeading: "What's included",
        features: dailyHisabFeatures,
      },
      {
        id: "one-year",
        name: "1 Year",
        icon: "crown",
        summary: "Save a month's price",
        pricing: { type: "fixed", price: 16500, oldPrice: 18000, period: "per year", taxNote: "+ GST" },
        button: { label: "Get Started", href: CONTACT },
        featuresHeading: "What's included",
        features: [...dailyHisabFeatures, f("support", "Priority support")],
        badge: "Best value",
      },
    ],
  },
};

// ---------------------------------------------------------------- EMI Security
const emiImages = images("emi_security", "EMI Security", {
  main: "lock screen reading 'Device locked — EMI overdue'",
  second: "lender dashboard listing financed phones and their status",
  third: "a customer's EMI schedule with paid and due instalments",
});

/** Spec §9 publishes no EMI Security or EMM prices: these plans ask for a quote instead. */
const quote = (note: string): Plan["pricing"] => ({ type: "quote", label: "Custom pricing", note });

const emiSecurity: Product = {
  route: "emi_security",
  name: "EMI Security",
  category: "EMI security locker app",
  tagline: "Sell phones on EMI with confidence: an overdue phone locks itself until the instalment is paid.",
  card: {
    image: emiImages.card,
    description:
      "For retailers and lenders who finance phones: lock a device remotely when an EMI is missed and unlock it when paid.",
    bullets: ["Remote lock and unlock", "Overdue lock screen", "Reset protection", "Lender dashboard"],
  },
  headerImage: emiImages.header,
  about: {
    text: [
      "EMI Security is installed on a phone when it is sold on instalments. While EMIs are paid on time the customer never notices it. When a payment is overdue, the lender locks the phone from the dashboard and the customer sees who to pay and how.",
      "The moment the payment is recorded, the phone unlocks again. Factory reset and uninstall are blocked until the loan is closed, so the device stays protected for the full term.",
    ],
    image: emiImages.about,
  },
  features: {
    intro: "The controls a phone lender needs, with a fair experience for the customer.",
    items: [
      { icon: "lock", title: "Remote lock", text: "Lock or unlock any financed phone from the dashboard in seconds." },
      {
        icon: "reminder",
        title: "EMI reminders",
        text: "Due-date reminders on the customer's screen before a lock is needed.",
      },
      {
        icon: "shield",
        title: "Reset protection",
        text: "Factory reset and uninstall stay blocked until the loan is closed.",
      },
      { icon: "location", title: "Device location", text: "Locate a device when a customer stops responding." },
      {
        icon: "users",
        title: "Retailer accounts",
        text: "Give each store its own login and keys, with one view for head office.",
      },
      { icon: "report", title: "Collection reports", text: "See overdue devices, locks and recoveries day by day." },
    ],
  },
  designImages: [emiImages.design1, emiImages.design2],
  solutionGroups: [
    {
      group: "device",
      eyebrow: "Built on our device platform",
      heading: "Device solutions behind EMI Security",
      description: "The same device management technology that runs EMI Security is available for your own fleet.",
    },
  ],
  featureBlocks: [
    {
      image: emiImages.feature[0],
      heading: "A clear lock screen, not a dead phone",
      text: "A locked phone shows 'Device locked — EMI overdue' with the amount due and the retailer's number. Emergency calls always work, and the phone unlocks as soon as the payment is recorded.",
    },
    {
      image: emiImages.feature[1],
      heading: "Every financed phone on one dashboard",
      text: "Search by customer, IMEI or store. See which devices are active, due soon or locked, and act on a whole list at once.",
    },
    {
      image: emiImages.feature[2],
      heading: "Schedules that match your loans",
      text: "Set the EMI amount, tenure and grace days per sale. Reminders and locks follow the schedule automatically, so your staff only handle the exceptions.",
    },
  ],
  stores: {
    heading: "Get EMI Security",
    text: "The customer app is installed on Android phones at the point of sale.",
    playStore: playStore("emisecurity"),
  },
  planSection: {
    eyebrow: "Pricing",
    heading: "Plans for every lender",
    description:
      "Pricing depends on how many phones you finance each month. Tell us about your business and we will send a quote.",
    plans: [
      {
        id: "starter",
        name: "Starter",
        icon: "rocket",
        summary: "For a single store, up to 100 financed phones",
        pricing: quote("Quoted per device, billed monthly"),
        button: { label: "Request a Quote", href: CONTACT },
        featuresHeading: "What's included",
        features: [
          f("lock", "Remote lock and unlock"),
          f("reminder", "EMI reminders"),
          f("shield", "Reset protection"),
          f("support", "Email support"),
        ],
      },
      {
        id: "business",
        name: "Business",
        icon: "building",
        summary: "For growing retailers, up to 1,000 phones",
        pricing: quote("Volume pricing per device"),
        button: { label: "Request a Quote", href: CONTACT },
        featuresHeading: "Everything in Starter, plus",
        features: [
          f("users", "Store-wise retailer logins"),
          f("location", "Device location"),
          f("report", "Collection reports"),
          f("support", "Priority support"),
        ],
        badge: "Popular",
      },
      {
        id: "enterprise",
        name: "Enterprise",
        icon: "crown",
        summary: "For NBFCs and lenders with large fleets",
        pricing: quote("Custom terms and integration"),
        button: { label: "Request a Quote", href: CONTACT },
        featuresHeading: "Everything in Business, plus",
        features: [
          f("apps", "API for your loan system"),
          f("cloud", "Dedicated server option"),
          f("lock", "Your brand on the lock screen"),
          f("support", "Account manager"),
        ],
      },
    ],
  },
};

// ---------------------------------------------------------------- Enterprise Mobility Management
const emmImages = images("enterprise_mobility_management", "Enterprise Mobility Management", {
  main: "device dashboard with online, offline and locked counts",
  second: "device list with applied policies",
  third: "kiosk mode with only approved apps",
});

const enterpriseMobilityManagement: Product = {
  route: "enterprise_mobility_management",
  name: "Enterprise Mobility Management",
  category: "Device management solution",
  tagline: "Set up, secure and manage every company phone and tablet from one dashboard.",
  card: {
    image: emmImages.card,
    description:
      "One console to enrol, secure and control company phones, tablets and kiosks, in the office or in the field.",
    bullets: ["Zero-touch enrolment", "Kiosk lockdown", "App and policy control", "Remote lock and wipe"],
  },
  headerImage: emmImages.header,
  about: {
    text: [
      "Enterprise Mobility Management (EMM) gives your IT team control over every device your business owns. Enrol a new phone in minutes, push the apps your staff need, and keep everything else out.",
      "Turn tablets into single-purpose kiosks, keep field devices on approved apps and networks, and lock or wipe a lost device remotely before any data leaves the company.",
    ],
    image: emmImages.about,
  },
  features: {
    intro: "Everything an IT team needs to manage Android devices at scale.",
    items: [
      {
        icon: "phone",
        title: "Zero-touch enrolment",
        text: "New devices arrive configured, with your apps and policies.",
      },
      { icon: "lock", title: "Kiosk lockdown", text: "Run one app or a small set of apps, with settings locked." },
      { icon: "apps", title: "App management", text: "Install, update and remove apps silently across the fleet." },
      {
        icon: "shield",
        title: "Security policies",
        text: "Passwords, Wi-Fi, camera and USB rules, enforced everywhere.",
      },
      {
        icon: "location",
        title: "Location & geofence",
        text: "See devices on a map and get alerts when one leaves its zone.",
      },
      {
        icon: "cloud",
        title: "Remote support",
        text: "Lock, wipe, reboot or view a device's screen from the console.",
      },
    ],
  },
  designImages: [emmImages.design1, emmImages.design2],
  solutionGroups: [
    {
      group: "device",
      eyebrow: "Device solutions",
      heading: "Manage every kind of device",
      description: "Choose the level of control each device needs, from a fully managed phone to a single-app kiosk.",
    },
    {
      group: "industry",
      eyebrow: "Industries",
      heading: "Solutions for your industry",
      description: "Ready-made policies for the sectors we work with most.",
    },
  ],
  featureBlocks: [
    {
      image: emmImages.feature[0],
      heading: "Your whole fleet at a glance",
      text: "The dashboard shows how many devices are online, which ones break policy and which need an update, so problems are fixed before anyone calls IT.",
    },
    {
      image: emmImages.feature[1],
      heading: "Policies, not phone calls",
      text: "Group devices by team or location and apply one policy to the group. New devices pick up the right apps and settings the moment they are enrolled.",
    },
    {
      image: emmImages.feature[2],
      heading: "Kiosks that stay kiosks",
      text: "Billing tablets, delivery phones and self-service screens run only the apps you choose. Staff and customers cannot change settings or wander off into other apps.",
    },
  ],
  planSection: {
    eyebrow: "Pricing",
    heading: "Plans sized to your fleet",
    description:
      "EMM is priced by the number of devices and the features you need. Tell us about your fleet and we will send a quote.",
    plans: [
      {
        id: "starter",
        name: "Starter",
        icon: "rocket",
        summary: "Up to 50 devices",
        pricing: quote("Quoted per device, billed yearly"),
        button: { label: "Request a Quote", href: CONTACT },
        featuresHeading: "What's included",
        features: [
          f("phone", "Device enrolment"),
          f("apps", "App management"),
          f("lock", "Remote lock and wipe"),
          f("support", "Email support"),
        ],
      },
      {
        id: "business",
        name: "Business",
        icon: "building",
        summary: "51 to 500 devices",
        pricing: quote("Volume pricing per device"),
        button: { label: "Request a Quote", href: CONTACT },
        featuresHeading: "Everything in Starter, plus",
        features: [
          f("lock", "Kiosk lockdown"),
          f("shield", "Security policies"),
          f("location", "Location and geofence"),
          f("support", "Priority support"),
        ],
        badge: "Popular",
      },
      {
        id: "enterprise",
        name: "Enterprise",
        icon: "crown",
        summary: "More than 500 devices",
        pricing: quote("Custom terms and deployment"),
        button: { label: "Request a Quote", href: CONTACT },
        featuresHeading: "Everything in Business, plus",
        features: [
          f("cloud", "On-premise or private cloud"),
          f("apps", "API and SSO integration"),
          f("report", "Compliance reports"),
          f("support", "Account manager"),
        ],
      },
    ],
  },
};

/** In the order of the spec's route list. */
export const products: Product[] = [
  tracko,
  hisabBook,
  antiTheft,
  dailyHisab,
  emiSecurity,
  enterpriseMobilityManagement,
];

/** Everything this module holds, checked as one record by the content registry. */
export const productContent = { labels: productLabels, products };

/** A product by its route in `list`: pages pass the live products (`liveContent(context).products`). */
export function findProduct(route: string, list: readonly Product[]): Product | undefined {
  return list.find((p) => p.route === route);
}
