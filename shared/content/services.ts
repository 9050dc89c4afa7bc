import type { Service, ServicesPage } from "./schemas/services";

const card = (slug: string) => ({
  src: `/images/services/${slug}.svg`,
  width: 320,
  height: 240,
  alt: "",
  decorative: true,
});
const hero = (slug: string, alt: string) => ({
  src: `/images/services/${slug}-hero.svg`,
  width: 560,
  height: 440,
  alt,
});
/** Expertise tiles: illustrations in public/images/services/expertise/, captioned on the page. */
const tile = (file: string, caption: string) => ({
  caption,
  image: { src: `/images/services/expertise/${file}.svg`, width: 320, height: 220, alt: "", decorative: true },
});

/** The six services, in the order of the navigation and footer. */
export const services: Service[] = [
  {
    slug: "software_development",
    name: "Software Development",
    label: ["Software", "Development"],
    summary: "Custom business software built around the way your team already works.",
    cardImage: card("software_development"),
    hero: {
      title: "Custom Software Development",
      tagline: "Software that fits your business, not the other way round.",
      description:
        "We design, build and support custom software for growing Indian businesses — ERP, CRM, billing, inventory and HR systems shaped around how your team already works. You get a fixed-scope proposal, a working demo every two weeks and source code that belongs to you.",
      image: hero(
        "software_development",
        "A laptop showing a business dashboard with inventory, sales and invoice panels",
      ),
      highlights: [
        { value: "2 weeks", label: "between working demos you can click through" },
        { value: "100%", label: "source code and data ownership for you" },
        { value: "90 days", label: "of free bug fixes after launch" },
      ],
    },
    tech: {
      heading: "The stack behind your software",
      intro:
        "Proven, well-supported technologies, so your system is easy to host, extend and hand over for years to come.",
      areas: ["backend", "frontend", "devops"],
    },
    whatWeDo: {
      intro: "From the first workshop to the hundredth invoice your system prints, one team owns the result.",
      items: [
        {
          title: "Discovery and a fixed-scope proposal",
          text: "We spend the first week with your team mapping processes, reports and pain points, then send a written scope, timeline and fixed price. No open-ended hourly billing, no surprises in month three.",
        },
        {
          title: "ERP, CRM and business systems",
          text: "Inventory, purchase, sales, GST billing, HR and payroll built as one system, so data is entered once and every report agrees — from the godown to the owner's phone.",
        },
        {
          title: "Integrations with what you already use",
          text: "Tally, Zoho, Razorpay, WhatsApp Business, SMS gateways, biometric attendance devices and bank statements connected through tested APIs instead of manual re-typing.",
        },
        {
          title: "Launch, training and support",
          text: "Data migrated from your Excel sheets, training for every role on site or on video, 90 days of free fixes, then an annual maintenance plan at a fixed yearly fee.",
        },
      ],
    },
    expertise: {
      heading: "Systems we build most often",
      intro: "Each one starts from a proven core we have shipped before, then gets shaped around your workflow.",
      items: [
        tile("erp-inventory", "ERP and inventory management"),
        tile("crm-pipeline", "CRM and sales pipelines"),
        tile("hr-payroll", "HR, payroll and attendance"),
        tile("gst-billing", "GST billing and invoicing"),
        tile("mis-dashboards", "Dashboards and MIS reports"),
        tile("api-integrations", "API and third-party integrations"),
      ],
    },
    work: {
      intro: "Business software we designed, built and still support for clients across India.",
      projects: ["suraksha-code", "annant-education", "pay-n-earn"],
    },
  },
  {
    slug: "app_development",
    name: "Mobile App Development",
    label: ["App", "Development"],
    summary: "Fast, reliable Android and iOS apps your customers keep on their home screen.",
    cardImage: card("app_development"),
    hero: {
      title: "Mobile App Development",
      tagline: "Android and iOS apps your customers keep on their home screen.",
      description:
        "From food ordering to field-staff attendance, we build native and Flutter apps that open fast on ₹10,000 phones, keep working on patchy 4G and pass Play Store and App Store review the first time. Design, development, launch and the analytics to grow it — one team, one contract.",
      image: hero("app_development", "Two phones showing an ordering app with a menu list and live order tracking"),
      highlights: [
        { value: "8–12 weeks", label: "typical time from kick-off to store launch" },
        { value: "1 codebase", label: "for Android and iOS with Flutter" },
        { value: "90 days", label: "of free fixes and store updates after launch" },
      ],
    },
    tech: {
      heading: "Our mobile and API stack",
      intro:
        "Native where the hardware matters, cross-platform where one codebase saves you time and money, backed by APIs that scale.",
      areas: ["mobile", "backend"],
    },
    whatWeDo: {
      intro: "Everything it takes to go from an idea on paper to an app with real, returning users.",
      items: [
        {
          title: "Product workshop and clickable prototype",
          text: "In two weeks we turn your idea into user flows and a clickable Figma prototype you can show customers, staff or investors before a single line of code is written.",
        },
        {
          title: "Native and cross-platform development",
          text: "Kotlin and Swift where camera, GPS or Bluetooth access matters; Flutter or React Native when one codebase for Android and iOS saves 30–40% of the budget.",
        },
        {
          title: "Payments, maps and notifications",
          text: "UPI and Razorpay checkout, live tracking on maps, OTP login, offline sync for low-network areas and push notifications that bring customers back.",
        },
        {
          title: "Store launch and growth",
          text: "Play Store and App Store listings, policy compliance, crash monitoring and monthly releases guided by real usage analytics rather than guesswork.",
        },
      ],
    },
    expertise: {
      heading: "Apps we know inside out",
      intro: "Categories where we have already solved the hard parts — payments, maps, offline use and scale.",
      items: [
        tile("food-ordering", "Food ordering and e-commerce apps"),
        tile("fintech-wallet", "Fintech, wallet and recharge apps"),
        tile("field-force", "Field-force and attendance apps"),
        tile("e-learning", "Education and e-learning apps"),
        tile("on-demand", "On-demand booking apps"),
      ],
    },
    work: {
      intro: "Apps in the hands of real customers, built and maintained by our mobile team.",
      projects: ["gola-sizzler-mobile", "pay-n-earn", "suraksha-code", "gowisekart"],
    },
  },
  {
    slug: "web_development",
    name: "Web Development",
    label: ["Web", "Development"],
    summary: "Websites and web apps that load fast on any phone and turn visitors into leads.",
    cardImage: card("web_development"),
    hero: {
      title: "Web Development",
      tagline: "Fast websites and web apps that turn visitors into enquiries.",
      description:
        "We build company websites, online stores and web portals that load in under two seconds on a mobile network, rank on Google and send every enquiry straight to your sales team. Built on React, Laravel or WordPress, with an admin panel your staff can update without calling us.",
      image: hero("web_development", "A browser window and a phone showing the same responsive business website"),
      highlights: [
        { value: "< 2 s", label: "page load on a mid-range phone over 4G" },
        { value: "4–6 weeks", label: "to launch a typical company website" },
        { value: "3 rounds", label: "of design revisions included in every quote" },
      ],
    },
    tech: {
      heading: "Our web stack",
      intro: "Modern front-ends for speed and search, dependable back-ends for orders, bookings and logins.",
      areas: ["frontend", "backend"],
    },
    whatWeDo: {
      intro: "Websites are sales tools. We plan every page around what your visitor needs to decide.",
      items: [
        {
          title: "Business websites that sell",
          text: "Clear messaging, service pages written for search, enquiry forms and WhatsApp buttons placed where visitors decide — designed for phones first, then desktops.",
        },
        {
          title: "E-commerce stores",
          text: "Product catalogue, cart, UPI and card payments, GST invoices, shipping through Shiprocket or Delhivery and an order dashboard your team can run every day.",
        },
        {
          title: "Web portals and dashboards",
          text: "Customer portals, booking systems, admission and fee portals and internal dashboards, with role-based logins and exports to Excel.",
        },
        {
          title: "Speed, SEO and care",
          text: "Core Web Vitals tuning, structured data, sitemaps, SSL, daily backups and monthly updates, so the site stays fast, findable and secure after launch.",
        },
      ],
    },
    expertise: {
      heading: "Websites and web apps we deliver",
      intro: "From a five-page company site to a portal that handles thousands of logins a day.",
      items: [
        tile("corporate-website", "Corporate and brochure websites"),
        tile("online-store", "E-commerce stores"),
        tile("booking-portal", "Booking and admission portals"),
        tile("admin-dashboard", "Admin dashboards"),
        tile("landing-pages", "Landing pages for campaigns"),
        tile("wordpress-sites", "WordPress sites your team can edit"),
      ],
    },
    work: {
      intro: "Websites and portals that are live, fast and bringing in business for our clients.",
      projects: ["gola-sizzler-website", "gowisekart", "annant-education"],
    },
  },
  {
    slug: "branding_service",
    name: "Branding",
    label: ["Branding"],
    summary: "Names, logos and brand systems that make a growing business look established.",
    cardImage: card("branding_service"),
    hero: {
      title: "Branding Services",
      tagline: "A brand that makes a growing business look established.",
      description:
        "Customers judge you in seconds — on a shop board, a WhatsApp profile picture or a pitch deck. We create names, logos, colours and brand guidelines that make a ten-person company look as credible as a market leader, and apply them to everything from visiting cards to app icons.",
      image: hero(
        "branding_service",
        "A logo on a sketch board surrounded by colour swatches, a business card and a shopping bag",
      ),
      highlights: [
        { value: "3 routes", label: "of logo concepts in the first presentation" },
        { value: "2–4 weeks", label: "from brief to finished brand guidelines" },
        { value: "All files", label: "AI, SVG, PNG and print-ready PDF handed over" },
      ],
    },
    tech: {
      heading: "Our branding toolkit",
      intro:
        "Professional design tools and deliverables that printers, sign makers and developers can use as they are.",
      areas: ["branding"],
    },
    whatWeDo: {
      intro: "A brand is more than a logo. We build the whole system, then put it to work.",
      items: [
        {
          title: "Brand discovery",
          text: "A workshop on your customers, competitors and ambitions, turned into a positioning statement and a brand personality everyone on your team can repeat.",
        },
        {
          title: "Logo and visual identity",
          text: "Three distinct logo routes refined into one, with a colour palette, typography and icon style that work on a shop board, a carry bag and a 48-pixel app icon.",
        },
        {
          title: "Brand guidelines",
          text: "A concise guide — logo usage, print and screen colour codes, fonts, tone of voice, do's and don'ts — so every vendor and employee applies your brand correctly.",
        },
        {
          title: "Brand collateral",
          text: "Visiting cards, letterheads, brochures, packaging, social media templates, signage and presentation decks, ready for the printer and for the web.",
        },
      ],
    },
    expertise: {
      heading: "What we design",
      intro: "Every touchpoint where a customer meets your business, designed to look like it came from one company.",
      items: [
        tile("logo-design", "Logo design"),
        tile("visual-identity", "Visual identity systems"),
        tile("packaging", "Packaging design"),
        tile("social-templates", "Social media templates"),
        tile("brochures", "Brochures and company profiles"),
      ],
    },
    work: {
      intro: "Brands we shaped, carried through apps, websites and stores.",
      projects: ["gola-sizzler-mobile", "gowisekart", "suraksha-code"],
    },
  },
  {
    slug: "digital_marketing",
    name: "Digital Marketing",
    label: ["Digital", "Marketing"],
    summary: "Search, social and ads campaigns measured in enquiries, not impressions.",
    cardImage: card("digital_marketing"),
    hero: {
      title: "Digital Marketing",
      tagline: "Campaigns measured in enquiries and sales, not impressions.",
      description:
        "We plan and run SEO, Google Ads, Facebook and Instagram campaigns for Indian businesses with one goal: more qualified enquiries at a lower cost. Every rupee is tracked from click to lead to sale, and you get a plain-language report every month.",
      image: hero("digital_marketing", "A growth chart with a megaphone, search bar and social media post cards"),
      highlights: [
        { value: "25–70%", label: "lower cost per lead for clients after three months" },
        { value: "Monthly", label: "plain-language report on leads, cost and next steps" },
        { value: "No lock-in", label: "month-to-month after the first quarter" },
      ],
    },
    tech: {
      heading: "Channels and tools we use",
      intro: "We pick the channels where your buyers already are and measure every one of them.",
      areas: ["digitalMarketing"],
    },
    whatWeDo: {
      intro: "A marketing plan with a budget, a target cost per lead and a monthly review — not a bag of tricks.",
      items: [
        {
          title: "Search engine optimisation",
          text: 'Technical fixes, local SEO for your Google Business Profile and content that targets what buyers actually search — "billing software for retail shop", not vanity keywords.',
        },
        {
          title: "Google and Meta ads",
          text: "Search, Performance Max, Facebook and Instagram campaigns with tight targeting, A/B-tested creatives and daily budget control, starting from ₹15,000 a month.",
        },
        {
          title: "Social media management",
          text: "A monthly content calendar, designed posts and reels, replies to comments and messages, and WhatsApp Business broadcasts for offers and launches.",
        },
        {
          title: "Tracking and reporting",
          text: "Google Analytics 4 and conversion tracking on calls, forms and WhatsApp clicks, reviewed with you every month to decide what to scale and what to stop.",
        },
      ],
    },
    expertise: {
      heading: "Where we grow your business",
      intro: "Channels we manage every day for retailers, clinics, coaching institutes and service companies.",
      items: [
        tile("local-seo", "Local SEO and Google Business Profile"),
        tile("ad-campaigns", "Performance ad campaigns"),
        tile("social-content", "Social media content and reels"),
        tile("email-whatsapp", "Email and WhatsApp marketing"),
        tile("conversion-tracking", "Analytics and conversion tracking"),
      ],
    },
    work: {
      intro: "Products and brands we helped launch and grow online.",
      projects: ["gowisekart", "gola-sizzler-website", "pay-n-earn"],
    },
  },
  {
    slug: "cloud_computing_service",
    name: "Cloud Computing",
    label: ["Cloud", "Computing"],
    summary: "Move, run and scale your systems on the cloud with predictable monthly costs.",
    cardImage: card("cloud_computing_service"),
    hero: {
      title: "Cloud Computing Services",
      tagline: "Move, run and scale on the cloud with predictable monthly costs.",
      description:
        "We migrate your applications from office servers and shared hosting to AWS, DigitalOcean or Oracle Cloud, set up automated deployments and backups, and watch them around the clock. Most clients cut their hosting bill by 25–40% while getting faster, more reliable systems.",
      image: hero(
        "cloud_computing_service",
        "Servers connected to a cloud with deployment pipeline and uptime indicators",
      ),
      highlights: [
        { value: "99.9%", label: "uptime target with 24×7 monitoring and alerts" },
        { value: "Daily", label: "encrypted backups, with tested restores" },
        { value: "25–40%", label: "typical saving on hosting after right-sizing" },
      ],
    },
    tech: {
      heading: "Clouds and DevOps tools we run",
      intro:
        "Certified-grade practices on the platforms Indian businesses rely on, with data kept in Indian regions when you need it.",
      areas: ["devops"],
    },
    whatWeDo: {
      intro: "Cloud that is cheaper, safer and easier to live with than the server under the desk.",
      items: [
        {
          title: "Cloud migration",
          text: "An audit of your current servers, a migration plan with a rollback path and a weekend cut-over, so your team starts Monday on the new setup without losing a record.",
        },
        {
          title: "DevOps and CI/CD",
          text: "Docker containers, GitHub Actions or Jenkins pipelines and a staging environment, so every release is tested and deployed in minutes instead of a late-night FTP upload.",
        },
        {
          title: "Security and backups",
          text: "Firewalls, SSL, least-privilege access, encrypted daily backups with quarterly restore drills, and data residency in Mumbai or Hyderabad regions.",
        },
        {
          title: "Monitoring and cost control",
          text: "Uptime and performance alerts around the clock, auto-scaling for sale days, and a monthly cost review that switches off what you no longer use.",
        },
      ],
    },
    expertise: {
      heading: "Cloud services we manage",
      intro: "The day-to-day work that keeps your applications fast, safe and affordable.",
      items: [
        tile("cloud-migration", "Cloud migration"),
        tile("containers", "Docker containers and orchestration"),
        tile("ci-cd", "CI/CD pipelines"),
        tile("backup-recovery", "Backup and disaster recovery"),
        tile("monitoring-cost", "Monitoring and cost optimisation"),
      ],
    },
    work: {
      intro: "Platforms we host and operate for clients, from launch day to peak season.",
      projects: ["pay-n-earn", "gowisekart", "suraksha-code"],
    },
  },
];

/** The /services overview page and the labels every service page shares. */
export const servicesPage: ServicesPage = {
  hero: {
    eyebrow: "Our Services",
    title: "Everything you need to build, launch and grow online",
    intro:
      "Six specialist teams under one roof — software, mobile apps, websites, branding, digital marketing and cloud. Start with one service or hand us the whole journey: either way you get one project manager, one plan and one bill.",
    image: { src: "/images/services/overview-hero.svg", width: 560, height: 440, alt: "", decorative: true },
  },
  cardsHeading: "Choose a service",
  cardLinkLabel: "Explore",
  process: {
    heading: "How every project runs",
    intro: "The same four steps, whether we are designing a logo or building an ERP.",
    steps: [
      { title: "Discover", text: "A free call and a short workshop to understand your goals, users and budget." },
      { title: "Plan", text: "A written scope, timeline and fixed price within five working days." },
      { title: "Build", text: "Work in two-week cycles, each ending with a demo you can review and comment on." },
      { title: "Launch and grow", text: "Go live with training and support, then improve with real data every month." },
    ],
  },
  cta: {
    heading: "Not sure which service you need?",
    text: "Tell us what you want to achieve. Within one working day we will call you back with a suggested plan, a timeline and a ballpark cost — free and without obligation.",
    buttonLabel: "Get Quote",
    href: "/contact_us",
  },
  labels: {
    serviceEyebrow: "Our Services",
    getQuote: "Get Quote",
    callNow: "Call Now",
    whatWeDoHeading: "What We Do",
    reviewHeading: "Review",
    workHeading: "Our Work",
    workLinkLabel: "View project",
  },
};

export function findService(slug: string | undefined): Service | undefined {
  return services.find((s) => s.slug === slug);
}
