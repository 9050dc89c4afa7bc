import type { SeoEntry } from "./schemas/seo";
import { enterpriseEntries, legalEntries, serviceEntries } from "./seo";
import { site } from "./site";

/**
 * The site's static pages: the same for every visitor, prerendered at build, each with its
 * search entry and the route module that draws it. app/routes.ts makes a route of every
 * page that names its `route`; the prerender list, the SEO records and the sitemap read this
 * list with the collections' own pages (shared/lib/site-pages.ts). To add a static page:
 * its route module, its content module, and one entry here (docs/architecture.md).
 */
export type StaticPage = SeoEntry & {
  /** The route module (under app/) that draws it; absent where a route with a parameter serves a list of pages (services, enterprise features). */
  route?: string;
  /** The route's id, where one module draws several pages (the legal documents). */
  routeId?: string;
};

const BRAND = site.company.name;
const CITY = site.company.address.locality;

export const staticPages: StaticPage[] = [
  {
    path: "/",
    route: "routes/home.tsx",
    name: "Home",
    title: `Custom Software & App Development | ${BRAND}`,
    description:
      "Custom software, mobile apps and websites for growing Indian businesses, plus ready-made apps for staff tracking, accounts and device security.",
    keywords: [
      "custom software development",
      "mobile app development company",
      "web development company India",
      "IT company New Delhi",
      "staff tracking app",
      "business software India",
    ],
    image: "home",
  },
  {
    path: "/about_us",
    route: "routes/about.tsx",
    name: "About us",
    title: `About Us: Our Story and Founder | ${BRAND}`,
    description: `Meet the ${CITY} team behind ${BRAND}: who we are, what we value, the founder who leads us and the products and client work we are proud of.`,
    keywords: [`about ${BRAND}`, "IT company India", "software company founder", "our team", "mission and vision"],
    image: "about",
  },
  {
    path: "/services",
    route: "routes/services.tsx",
    name: "Services",
    title: `IT Services for Growing Businesses | ${BRAND}`,
    description:
      "Software, mobile app and web development, branding, digital marketing and cloud services from one accountable team. Pick a service and get a free quote.",
    keywords: [
      "IT services India",
      "software development services",
      "app development services",
      "web development services",
      "branding agency",
      "digital marketing agency",
      "cloud services",
    ],
    image: "services",
  },

  // services/:service
  ...serviceEntries,
  // product/enterprise-managements/:id and product/enterprise-management/:id
  ...enterpriseEntries,
  {
    path: "/contact_us",
    route: "routes/contact.tsx",
    name: "Contact",
    title: `Contact Us: Get a Free Project Quote | ${BRAND}`,
    description: `Tell us what you want to build and get a free quote within one working day. Call, e-mail or send the form to our ${CITY} team.`,
    keywords: [
      "contact IT company",
      "software development quote",
      "app development cost",
      "hire developers India",
      "get quote",
    ],
    image: "contact",
  },
  {
    path: "/Thanku",
    route: "routes/thank-you.tsx",
    name: "Thank you",
    title: `Thank You for Reaching Out | ${BRAND}`,
    description:
      "Your message has reached our sales team. We will call you back within one working day; for anything urgent, call us on the number shown on this page.",
    keywords: ["thank you", "quote request received", BRAND],
    image: "contact",
    robots: "noindex, follow",
  },
  {
    path: "/careers/thank-you",
    route: "routes/career-thank-you.tsx",
    name: "Application received",
    title: `Thank You for Applying | ${BRAND}`,
    description:
      "Your job application and CV have reached our hiring team, and a copy is on its way to your e-mail address. We read every application and reply to each one.",
    keywords: ["job application received", "careers", BRAND],
    image: "about",
    robots: "noindex, follow",
  },
  ...legalEntries.map((entry) => ({ ...entry, route: "routes/legal.tsx", routeId: `legal${entry.path}` })),
  {
    path: "/Navbar",
    route: "routes/bare-navbar.tsx",
    name: "Site navigation",
    title: `Site Navigation | ${BRAND}`,
    description:
      "The main menu of the website on its own: home, about us, services, portfolio, products, blog and contact, with the quote button.",
    keywords: ["site navigation", "menu", BRAND],
    image: "home",
    robots: "noindex, follow",
  },
  {
    path: "/Footer",
    route: "routes/bare-footer.tsx",
    name: "Site footer",
    title: `Site Footer | ${BRAND}`,
    description:
      "The website footer on its own: service and policy links, office address, phone numbers, e-mail addresses, social profiles and the quote form.",
    keywords: ["site footer", "contact details", BRAND],
    image: "home",
    robots: "noindex, follow",
  },
];
