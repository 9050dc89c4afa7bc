import type { PortfolioPage, Project, ProjectDetail } from "./schemas/portfolio";

const img = (src: string, width: number, height: number, alt: string) => ({ src, width, height, alt });
const card = (slug: string) => ({ ...img(`/images/portfolio/${slug}.svg`, 640, 400, ""), decorative: true });
const list = (slug: string, alt: string) => img(`/images/portfolio/${slug}/list.svg`, 640, 480, alt);
/** Slider screens: 640×360, numbered in slider order. */
const screens = (slug: string, alts: string[]) =>
  alts.map((alt, i) => img(`/images/portfolio/${slug}/screen-${i + 1}.svg`, 640, 360, alt));
/** Showcase images: two half-width (640×420), then one full-width (1280×420). */
const showcase = (slug: string, [a, b, c]: [string, string, string]) => [
  img(`/images/portfolio/${slug}/showcase-1.svg`, 640, 420, a),
  img(`/images/portfolio/${slug}/showcase-2.svg`, 640, 420, b),
  img(`/images/portfolio/${slug}/showcase-3.svg`, 1280, 420, c),
];

/** Client projects, in the order of the spec. */
export const projects: Project[] = [
  {
    slug: "gola-sizzler-mobile",
    name: "Gola Sizzler Mobile App",
    company: "Gola Sizzler",
    summary: "Food ordering app with live order tracking and loyalty rewards.",
    cardImage: card("gola-sizzler-mobile"),
    listImage: list("gola-sizzler-mobile", "Gola Sizzler app screens: the sizzler menu and a live order tracking map"),
    listName: "Gola Sizzler Mobile App",
    answer:
      "We built Gola Sizzler's own ordering app for Android and iOS in React Native: a photo menu with add-ons, UPI and card checkout, live rider tracking and a points-based loyalty wallet. Orders placed in the app skip aggregator commissions, so each one earns the restaurant more, and loyal diners now order directly.",
    stats: [
      { percentage: 45, text: "Increase in direct online orders" },
      { percentage: 32, text: "Increase in repeat customers" },
    ],
    detail: {
      video: {
        src: "/videos/gola-sizzler-mobile.webm",
        type: "video/webm",
        width: 640,
        height: 360,
        poster: "/videos/gola-sizzler-mobile-poster.webp",
        description:
          "A five-second walkthrough of the Gola Sizzler app: browsing the sizzler menu, adding a Paneer Shashlik Sizzler to the cart, paying by UPI and following the rider on the live tracking map.",
      },
      projectName: "Gola Sizzler Mobile App",
      companyText:
        "Gola Sizzler wanted its regulars to order straight from the restaurant instead of through delivery aggregators that take up to a third of every bill. We designed and built a branded ordering app that feels as quick as the big platforms: a menu organised the way the kitchen cooks, one-tap reorders of past meals, UPI, card and cash on delivery, and a live map that follows the rider from the outlet to the door.",
      about:
        "Gola Sizzler is a family-run restaurant brand serving sizzlers, grills and North Indian favourites from its outlets across Delhi NCR. Its kitchens handle dine-in, takeaway and delivery from the same pass, so the app sends each order to the right outlet's kitchen display and prints the ticket the moment a customer pays.",
      sliderImages: screens("gola-sizzler-mobile", [
        "Home screen with today's sizzler specials and the loyalty points balance",
        "Menu screen listing veg and non-veg sizzlers with prices and add buttons",
        "Cart screen with add-ons, a coupon and the order total",
        "Checkout screen with UPI, card and cash on delivery options",
        "Live tracking screen showing the rider's route on a map",
      ]),
      labels: {
        build: "Built in React Native",
        test: "Tested on 42 Android and iOS devices",
        deploy: "Deployed to Google Play and the App Store",
      },
      backgroundImages: showcase("gola-sizzler-mobile", [
        "Gola Sizzler app colour palette and type scale",
        "Loyalty wallet screen with points earned per order",
        "Five Gola Sizzler app screens side by side, from menu to delivery",
      ]),
    },
  },
  {
    slug: "gola-sizzler-website",
    name: "Gola Sizzler Website",
    company: "Gola Sizzler",
    summary: "Restaurant website with online menu, table booking and outlet finder.",
    cardImage: card("gola-sizzler-website"),
    listImage: list(
      "gola-sizzler-website",
      "Gola Sizzler website on a laptop and a phone, showing the table booking page",
    ),
    listName: "Gola Sizzler Website",
    answer:
      "We replaced a slow template site with a fast, search-friendly restaurant website: a menu that updates from the kitchen's own price list, table booking with instant WhatsApp confirmation, and an outlet finder with opening hours and directions. Pages load in about a second on a mid-range phone.",
    stats: [
      { percentage: 60, text: "Increase in table bookings" },
      { percentage: 38, text: "Increase in visitors from search" },
    ],
    detail: {
      projectName: "Gola Sizzler Website",
      companyText:
        "Most of Gola Sizzler's diners decide where to eat on their phones, minutes before they leave. The old site was a slow photo gallery with a phone number. The new website answers the three questions diners ask — what's on the menu, is there a table, which outlet is nearest — and lets them book in under thirty seconds, without calling.",
      about:
        "Gola Sizzler is a family-run restaurant brand serving sizzlers, grills and North Indian favourites from its outlets across Delhi NCR. Weekend evenings are its busiest hours, and the managers wanted bookings spread evenly across outlets instead of queues at the flagship.",
      sliderImages: screens("gola-sizzler-website", [
        "Website home page with a sizzler illustration and a Book a table button",
        "Online menu page grouped by sizzlers, starters and desserts",
        "Table booking form with date, time and number of guests",
        "Outlet finder listing outlets with hours and directions",
        "Booking confirmation page with the WhatsApp message preview",
      ]),
      labels: {
        build: "Built with React and a headless CMS",
        test: "Tested for speed and accessibility on 3G",
        deploy: "Deployed on a global CDN",
      },
      backgroundImages: showcase("gola-sizzler-website", [
        "Gola Sizzler website colour palette and typography",
        "Table booking card as it appears on a phone",
        "Gola Sizzler website pages on a desktop browser and a phone",
      ]),
    },
  },
  {
    slug: "annant-education",
    name: "Annant Education Portal",
    company: "Annant Education",
    summary: "Admissions, fee collection and online classes for a coaching institute.",
    cardImage: card("annant-education"),
    listImage: list("annant-education", "Annant Education portal dashboard with class schedule and fee status"),
    listName: "Annant Education Portal",
    answer:
      "We built one portal for Annant Education's whole student journey: online admission forms with document upload, fee instalments with UPI reminders, live and recorded classes, and test results parents can see. Counsellors now follow up on every enquiry from one screen instead of three spreadsheets.",
    stats: [
      { percentage: 40, text: "Increase in admission enquiries" },
      { percentage: 55, text: "Increase in fees paid on time" },
    ],
    detail: {
      projectName: "Annant Education Portal",
      companyText:
        "Annant Education ran admissions on paper forms, collected fees in cash at the front desk and shared class links on WhatsApp groups. We replaced all three with a single web portal and companion app: students apply and pay online, batches and timetables are generated from enrolments, and every live class is recorded for students who miss it.",
      about:
        "Annant Education is a coaching institute preparing students for board exams and engineering and medical entrance tests, with classroom centres and a growing online batch. Its counsellors, teachers and accounts team now work from the same student record.",
      sliderImages: screens("annant-education", [
        "Student dashboard with today's classes and pending assignments",
        "Online admission form with course selection and document upload",
        "Fee instalment plan with paid and upcoming payments",
        "Live class screen with the teacher's whiteboard and chat",
        "Test results page with subject-wise scores and rank",
      ]),
      labels: {
        build: "Built with Laravel and React",
        test: "Tested with 600 students in a pilot batch",
        deploy: "Deployed on AWS with daily backups",
      },
      backgroundImages: showcase("annant-education", [
        "Annant Education portal colour palette and type scale",
        "Fee reminder notification sent to a parent's phone",
        "Annant Education student dashboard, live class and fee reminder on desktop and phone",
      ]),
    },
  },
  {
    slug: "pay-n-earn",
    name: "Pay N Earn",
    company: "Pay N Earn",
    summary: "Recharge and bill-payment app with wallet, cashback and referral rewards.",
    cardImage: card("pay-n-earn"),
    listImage: list("pay-n-earn", "Pay N Earn app with the wallet balance, recharge shortcuts and cashback offers"),
    listName: "Pay N Earn App",
    answer:
      "We built Pay N Earn's Android and iOS app for mobile and DTH recharges, electricity and gas bills, a prepaid wallet and cashback that credits instantly. A referral programme with fraud checks rewards real users only. Payments go through a certified gateway, with every transaction reconciled nightly.",
    stats: [
      { percentage: 70, text: "Increase in monthly transactions" },
      { percentage: 48, text: "Increase in referral sign-ups" },
    ],
    detail: {
      projectName: "Pay N Earn App",
      companyText:
        "Pay N Earn wanted a payments app that small-town customers trust with their first digital wallet. We kept every flow to three taps or fewer, showed the operator and amount in large type before every payment, and made failed recharges refund to the wallet automatically, with a clear status screen instead of a support call.",
      about:
        "Pay N Earn is a fintech start-up serving customers in tier-2 and tier-3 towns with recharges, bill payments and cashback rewards. Its agents also use the app to help neighbours who do not yet pay online themselves.",
      sliderImages: screens("pay-n-earn", [
        "Home screen with wallet balance and recharge, bills and DTH shortcuts",
        "Mobile recharge screen with operator, plan list and amount",
        "Electricity bill payment screen with fetched bill details",
        "Cashback screen showing rewards earned this month",
        "Refer and earn screen with an invite code and friends who joined",
      ]),
      labels: {
        build: "Built in Flutter with a Node.js API",
        test: "Tested against 1,200 gateway scenarios",
        deploy: "Deployed to Google Play and the App Store",
      },
      backgroundImages: showcase("pay-n-earn", [
        "Pay N Earn colour palette and type scale",
        "Payment success receipt with cashback credited",
        "Pay N Earn app screens from recharge to cashback",
      ]),
    },
  },
  {
    slug: "suraksha-code",
    name: "Suraksha Code",
    company: "Suraksha Code",
    summary: "Field-staff safety and attendance app with geo-fenced check-ins.",
    cardImage: card("suraksha-code"),
    listImage: list("suraksha-code", "Suraksha Code app with a geo-fenced check-in map and an SOS button"),
    listName: "Suraksha Code App",
    answer:
      "We built Suraksha Code's field-staff app: guards and technicians check in with a selfie inside a geo-fence at each site, log patrol rounds by scanning QR points, and raise an SOS that alerts supervisors with their live location. Supervisors see every site on one dashboard, and payroll reads attendance directly.",
    stats: [
      { percentage: 50, text: "Increase in on-time check-ins" },
      { percentage: 35, text: "Increase in completed patrol rounds" },
    ],
    detail: {
      projectName: "Suraksha Code App",
      companyText:
        "Suraksha Code manages security guards and maintenance staff at hundreds of client sites, and attendance registers were easy to fill in for someone else. The app makes attendance provable: a selfie check-in only inside the site's geo-fence, patrol rounds confirmed by QR codes on the premises, and an SOS button that works even on a weak network by falling back to SMS.",
      about:
        "Suraksha Code is a facility and security services company supplying trained guards and maintenance staff to housing societies, offices and warehouses. Its operations team supervises shifts around the clock and reports attendance to clients every month.",
      sliderImages: screens("suraksha-code", [
        "Check-in screen with a selfie frame inside the site's geo-fence",
        "Shift screen showing start time, site and supervisor",
        "Patrol round screen with QR checkpoints scanned and pending",
        "SOS screen with a large alert button and the live location",
        "Supervisor dashboard with sites, guards present and alerts",
      ]),
      labels: {
        build: "Built in Kotlin and Swift",
        test: "Tested at 25 live client sites",
        deploy: "Deployed with private enterprise distribution",
      },
      backgroundImages: showcase("suraksha-code", [
        "Suraksha Code colour palette and type scale",
        "Monthly attendance report generated for a client site",
        "Suraksha Code screens for guards and supervisors",
      ]),
    },
  },
  {
    slug: "gowisekart",
    name: "GoWiseKart",
    company: "GoWiseKart",
    summary: "Grocery e-commerce store with same-day delivery slots and UPI checkout.",
    cardImage: card("gowisekart"),
    listImage: list(
      "gowisekart",
      "GoWiseKart grocery store on a laptop and a phone with fresh produce and delivery slots",
    ),
    listName: "GoWiseKart Grocery Store",
    answer:
      "We built GoWiseKart's online grocery store and picker app: a catalogue of 4,000 products with live stock from the warehouse, same-day delivery slots, UPI checkout and smart substitutions when an item runs out. Customers reorder their weekly basket in one tap.",
    stats: [
      { percentage: 42, text: "Increase in average basket size" },
      { percentage: 65, text: "Increase in repeat orders" },
    ],
    detail: {
      projectName: "GoWiseKart Grocery Store",
      companyText:
        "GoWiseKart delivers groceries from its own dark stores and needed a store that never sells what is not on the shelf. We connected the website and app to warehouse stock in real time, let customers choose a two-hour delivery slot, and gave pickers an app that walks them through each order aisle by aisle.",
      about:
        "GoWiseKart is a neighbourhood grocery delivery company serving households with fresh produce, staples and daily essentials from dark stores close to its customers. Its promise is simple: what you order is what arrives, on the same day.",
      sliderImages: screens("gowisekart", [
        "Store home page with fresh produce, staples and offers",
        "Product listing with prices per kilo and add to cart buttons",
        "Delivery slot picker with same-day two-hour windows",
        "UPI checkout with the order summary and savings",
        "Order tracking page from packed to out for delivery",
      ]),
      labels: {
        build: "Built with Next.js and Node.js",
        test: "Tested with 10,000 simulated orders",
        deploy: "Deployed on DigitalOcean with autoscaling",
      },
      backgroundImages: showcase("gowisekart", [
        "GoWiseKart colour palette and type scale",
        "Weekly basket reorder card on a phone",
        "GoWiseKart home page, UPI checkout and weekly basket on desktop and phone",
      ]),
    },
  },
];

/** Words and constants of /portfolio and /portfolio/{slug}. */
export const portfolioPage: PortfolioPage = {
  list: {
    eyebrow: "Portfolio",
    title: "Work that moved the numbers",
    intro:
      "Apps, websites and portals we designed, built and launched for businesses across India — and what changed for them afterwards.",
    projectPrefix: "Project : ",
    statsLabel: "Results",
    openLabel: "View case study",
    viewMoreLabel: "View More",
    initialCount: 3,
    step: 20,
  },
  detail: {
    eyebrow: "Case study",
    videoHeading: "Product walkthrough",
    noVideo: "No video available",
    videoUnsupported: "Your browser does not support the video tag.",
    aboutHeading: "About Company",
    screensHeading: "Screens",
    labelsHeading: "How we delivered it",
    showcaseHeading: "Design highlights",
    previousLabel: "Previous screen",
    nextLabel: "Next screen",
    pauseLabel: "screen slider",
    backLabel: "Back to portfolio",
    contactLabel: "Start your project",
    contactText: "Planning something similar? Tell us what you need and we will send a quote.",
    notFound: "No portfolio data found for ID: {id}",
    notFoundHelp: "This project may have been renamed or removed. Every case study is listed on our portfolio page.",
    slider: { visible: 3, maxImages: 5, intervalMs: 2000 },
    maxBackgroundImages: 3,
  },
  api: { notFound: "No portfolio data found for slug" },
};

/**
 * A project by its slug in `list`, or undefined. Pages and the API pass the live
 * projects (`liveContent(context).projects`), never the shipped list above.
 */
export function findProject(slug: string, list: readonly Project[]): Project | undefined {
  return list.find((p) => p.slug === slug);
}

/**
 * The detail record of one project: the single source read by both the detail page
 * (/portfolio/{slug}) and POST /api/projects, so the two can never disagree.
 */
export function projectDetail(
  slug: string,
  list: readonly Project[],
): (ProjectDetail & { slug: string; name: string }) | undefined {
  const project = findProject(slug, list);
  return project && { slug: project.slug, name: project.name, ...project.detail };
}

/** The legacy JSON shape of a project detail (site paths, as the old backend answered). */
export type ProjectJson = {
  video: string | null;
  project_name: string;
  text: string;
  about: string;
  image: string[];
  button: string[];
  background_image: string[];
};

export function projectJson(detail: ProjectDetail): ProjectJson {
  return {
    video: detail.video?.src ?? null,
    project_name: detail.projectName,
    text: detail.companyText,
    about: detail.about,
    image: detail.sliderImages.map((i) => i.src),
    button: [detail.labels.build, detail.labels.test, detail.labels.deploy],
    background_image: detail.backgroundImages.map((i) => i.src),
  };
}
